"""Schema migrations: a store made by an earlier release is upgraded without losing a row, on both backends."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import create_engine, make_url, text
from sqlmodel import SQLModel

from rootcause.errors import StoreUnavailable
from rootcause.services import sessions
from rootcause.services.search import search_similar_cases
from rootcause.store import Store, migrate, open_store

LEGACY = Path(__file__).resolve().parent.parent / "data" / "store_made_by_v0_1.sqlite"
LEGACY_ROWS = {"rca_session": 4, "problem_statement": 4, "timeline_event": 32, "cause": 10, "why_node": 6,
               "causation_check": 6, "action": 2, "audit_entry": 72}
# The search index itself is backend-specific and lives only in migration 0002, not in the models.
SEARCH_INDEX = {"search_fts", "search_fts_config", "search_fts_data", "search_fts_docsize", "search_fts_idx",
                "ix_search_entry_grams_tsv", "grams_tsv", "search_grams", "search_grams_config",
                "search_grams_data", "search_grams_docsize", "search_grams_idx"}


def _counts(url: str) -> dict[str, int]:
    engine = create_engine(url)
    with engine.connect() as conn:
        counts = {t: conn.execute(text(f"SELECT count(*) FROM {t}")).scalar_one() for t in LEGACY_ROWS}
    engine.dispose()
    return counts


@pytest.fixture
def legacy_url(tmp_path: Path) -> str:
    copy = tmp_path / "rootcause.db"
    shutil.copy(LEGACY, copy)
    return f"sqlite:///{copy}"


def test_the_head_revision_in_code_is_the_head_of_the_scripts():
    assert migrate.head_of_scripts() == migrate.HEAD


@pytest.mark.sqlite_only
def test_a_store_of_the_first_release_is_refused_until_upgraded(legacy_url):
    with pytest.raises(StoreUnavailable) as caught:
        open_store(legacy_url)
    assert "rootcause db upgrade" in caught.value.message("en")
    assert "rootcause db upgrade" in caught.value.message("zh-TW")
    assert _counts(legacy_url) == LEGACY_ROWS  # refusing touched nothing


@pytest.mark.sqlite_only
def test_upgrading_the_first_release_keeps_every_row_and_makes_it_searchable(legacy_url):
    store = Store(legacy_url)
    assert store.upgrade_schema() == (migrate.BASELINE, migrate.HEAD)
    assert _counts(legacy_url) == LEGACY_ROWS
    store.dispose()
    db = open_store(legacy_url)
    listed = sessions.list_sessions(db, status="all").sessions
    assert len(listed) == 4
    cases = [sessions.get_case(db, session_id=item.id) for item in listed]
    assert sum(len(c.causes) for c in cases) == 10 and sum(len(c.actions) for c in cases) == 2
    assert sum(len(c.timeline) for c in cases) == 32
    found = search_similar_cases(db, query="胰島素 insulin")
    assert len(found.cases) == 4
    db.dispose()


@pytest.mark.sqlite_only
def test_rootcause_db_upgrade_says_what_it_did_and_is_idempotent(legacy_url, child_env):
    env = {**child_env, "ROOTCAUSE_DATABASE_URL": legacy_url}
    command = [sys.executable, "-m", "rootcause", "db", "upgrade"]
    first = subprocess.run(command, env=env, capture_output=True, text=True, timeout=60)
    assert first.returncode == 0, first.stderr
    assert f"upgraded {migrate.BASELINE} -> {migrate.HEAD}" in first.stdout
    again = subprocess.run(command, env=env, capture_output=True, text=True, timeout=60)
    assert again.returncode == 0 and f"current ({migrate.HEAD})" in again.stdout


def test_an_upgrade_from_the_baseline_keeps_rows_and_indexes_them(db_url, db):
    """On either backend: rows written under the 0001 schema survive the upgrade and are found."""
    db.dispose()
    engine = create_engine(db_url)
    with engine.begin() as conn:
        if conn.dialect.name == "postgresql":
            conn.execute(text("DROP SCHEMA public CASCADE"))
            conn.execute(text("CREATE SCHEMA public"))
        else:
            for (name,) in conn.execute(text("SELECT name FROM sqlite_master WHERE type='table'")).all():
                conn.execute(text(f'DROP TABLE IF EXISTS "{name}"'))
    migrate.upgrade(engine, migrate.BASELINE)
    with engine.begin() as conn:
        stamp = "'2026-01-05 08:00:00+00:00'"
        common = f"{stamp}, {stamp}, 1, 'human', 'facilitator'"
        conn.execute(text(f"INSERT INTO rca_session (id, created_at, updated_at, version, actor_kind, actor, title, "
                          f"framework, language, status, revision) VALUES ('ses_old00001', {common}, "
                          "'Transfusion to the wrong patient', 'fishbone_6m', 'en', 'open', 1)"))
        conn.execute(text(f"INSERT INTO problem_statement (id, created_at, updated_at, version, actor_kind, actor, "
                          f"session_id, what) VALUES ('prb_old00001', {common}, 'ses_old00001', "
                          "'Red cells hung at the wrong bedside')"))
        conn.execute(text(f"INSERT INTO cause (id, created_at, updated_at, version, actor_kind, actor, session_id, "
                          f"description, category_state, position, hfacs_state, verified) VALUES ('cau_old00001', "
                          f"{common}, 'ses_old00001', 'Barcode scanner broken for a week', 'none', 1, 'none', "
                          "false)"))
    assert migrate.upgrade(engine) == (migrate.BASELINE, migrate.HEAD)
    engine.dispose()
    store = open_store(db_url)
    assert sessions.get_case(store, session_id="ses_old00001").causes[0].description.startswith("Barcode")
    found = search_similar_cases(store, query="barcode scanner")
    assert [c.session_id for c in found.cases] == ["ses_old00001"]
    assert {m.kind for m in found.cases[0].matches} == {"cause"}
    store.dispose()


def test_the_migrated_schema_matches_the_models(db_url, db):
    """No drift: what the migrations build is exactly what the code's tables declare."""
    engine = create_engine(db_url)
    with engine.connect() as conn:
        diff = compare_metadata(MigrationContext.configure(conn), SQLModel.metadata)
    engine.dispose()
    drift = [d for d in diff if not (d[0] in ("remove_table", "remove_index") and d[1].name in SEARCH_INDEX)
             and not (d[0] == "remove_column" and d[3].name in SEARCH_INDEX)]
    assert drift == []


@pytest.mark.parametrize(("mark", "said"), [("9999", "newer"), ("abc", "does not know")])
def test_a_store_from_a_newer_release_or_with_a_garbled_mark_is_refused_naming_the_store(db_url, db, mark, said):
    engine = create_engine(db_url)
    with engine.begin() as conn:
        conn.execute(text(f"UPDATE alembic_version SET version_num = '{mark}'"))
    engine.dispose()
    try:
        with pytest.raises(StoreUnavailable) as caught:
            open_store(db_url)
        where = make_url(db_url).render_as_string(hide_password=True)
        assert said in caught.value.message("en") and where in caught.value.message("en")
        assert where in caught.value.message("zh-TW")
    finally:
        engine = create_engine(db_url)
        with engine.begin() as conn:
            conn.execute(text(f"UPDATE alembic_version SET version_num = '{migrate.HEAD}'"))
        engine.dispose()


def test_two_processes_creating_an_empty_store_at_once_both_succeed(tmp_path, child_env):
    url = f"sqlite:///{tmp_path / 'fresh' / 'rootcause.db'}"
    code = "import sys; from rootcause.store import open_store; open_store(sys.argv[1]).dispose(); print('ok')"
    procs = [subprocess.Popen([sys.executable, "-c", code, url], env=child_env, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True) for _ in range(3)]
    results = [p.communicate(timeout=60) for p in procs]
    assert all(p.returncode == 0 for p in procs), [err for _, err in results]
    db = open_store(url)
    assert db.revision() == 0
    db.dispose()


def test_an_unreachable_database_server_is_named_without_its_password():
    with pytest.raises(StoreUnavailable) as caught:
        open_store("postgresql+psycopg://rootcause:s3cret-pw@127.0.0.1:1/rootcause")
    for lang in ("en", "zh-TW"):
        message = caught.value.message(lang)
        assert "127.0.0.1:1/rootcause" in message and "ROOTCAUSE_DATABASE_URL" in message
        assert "s3cret-pw" not in message
