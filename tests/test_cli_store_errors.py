"""The store's operator paths say one line and never a traceback: `db upgrade` on an empty PostgreSQL database makes
the schema, on a newer store it refuses by name; a URL RootCause cannot use, a password in the URL, an argument or a
setting that is no UTF-8 text, and a bug's details (in a log file, not on the screen). Real processes, real stores."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from sqlalchemy import create_engine, make_url, text

from rootcause.store import printable_url
from tests.conftest import PG_URL_VAR

REPO = Path(__file__).resolve().parent.parent


def _run(env: dict[str, str], *args: str | bytes) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "rootcause", *args], env=env, capture_output=True, text=True,
                          timeout=120, cwd=REPO, errors="replace")


def _one_line_no_traceback(result: subprocess.CompletedProcess[str]) -> str:
    assert "Traceback" not in result.stderr and "Traceback" not in result.stdout
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, result.stderr
    return lines[0]


@pytest.mark.skipif(not os.environ.get(PG_URL_VAR), reason="needs the PostgreSQL server CI starts")
def test_db_upgrade_on_an_empty_postgresql_database_creates_the_schema(child_env):
    base = make_url(os.environ[PG_URL_VAR])
    url = base.set(database=f"{base.database}_empty_{os.environ.get('PYTEST_XDIST_WORKER', 'main')}")
    admin = create_engine(base.render_as_string(hide_password=False), isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f'DROP DATABASE IF EXISTS "{url.database}"'))
        conn.execute(text(f'CREATE DATABASE "{url.database}"'))
    admin.dispose()
    env = {**child_env, "ROOTCAUSE_DATABASE_URL": url.render_as_string(hide_password=False)}
    check = _run(env, "db", "check")
    first = _run(env, "db", "upgrade")
    again = _run(env, "db", "upgrade")
    assert check.returncode == 0 and "Traceback" not in check.stderr
    assert first.returncode == 0, first.stderr
    assert "upgraded empty ->" in first.stdout and "current" in again.stdout


def test_db_upgrade_refuses_a_store_made_by_a_newer_rootcause_in_one_line(child_env, tmp_path):
    env = {**child_env, "ROOTCAUSE_DATA_DIR": str(tmp_path),
           "ROOTCAUSE_DATABASE_URL": f"sqlite:///{tmp_path / 'rootcause.db'}"}
    assert _run(env, "db", "upgrade").returncode == 0
    with sqlite3.connect(tmp_path / "rootcause.db") as conn:
        conn.execute("UPDATE alembic_version SET version_num = '0099'")
    refused = _run(env, "db", "upgrade")
    line = _one_line_no_traceback(refused)
    assert refused.returncode == 2 and "newer RootCause (schema 0099" in line


@pytest.mark.parametrize("url", ["sqlite://", "not a url", "mysql://u:pw@h/db",
                                 "postgresql+psycopg2://u:s3cret@127.0.0.1:1/db"])
def test_a_database_url_rootcause_cannot_use_is_named_with_the_forms_it_takes(child_env, url):
    for args in (("db", "upgrade"), ("db", "check")):
        refused = _run({**child_env, "ROOTCAUSE_DATABASE_URL": url}, *args)
        line = _one_line_no_traceback(refused)
        assert refused.returncode == 2 and "ROOTCAUSE_DATABASE_URL" in line and "postgresql+psycopg://" in line
        assert "s3cret" not in line and "pw@" not in line


@pytest.mark.parametrize(("url", "secret"), [
    ("postgresql+psycopg://rc@db.example:5432/rc?password=QuerySecret1", "QuerySecret1"),
    ("postgresql+psycopg://rc:Wr@ngSecret3@db.example:5432/rc", "ngSecret3"),
    ("postgresql+psycopg:///rc?host=db.example&password=Q4secret&port=5432", "Q4secret"),
    ("postgresql+psycopg://rc:plain@db.example/rc?sslpassword=keypass", "keypass"),
])
def test_no_password_in_a_url_is_ever_printed(url, secret):
    shown = printable_url(url)
    assert secret not in shown and "***" in shown and "db.example" in shown


def test_an_argument_or_a_setting_that_is_no_utf8_text_is_refused_by_name(child_env):
    bad = os.fsdecode(b"ses_\xff\xfe")
    by_argument = _run(child_env, "export", bad)
    by_setting = _run({**child_env, "ROOTCAUSE_DATA_DIR": os.fsdecode(b"/tmp/rc\xff")}, "db", "check")
    assert by_argument.returncode == 2 and "argument 2" in _one_line_no_traceback(by_argument)
    assert by_setting.returncode == 2 and "ROOTCAUSE_DATA_DIR" in _one_line_no_traceback(by_setting)
    chinese = _run({**child_env, "ROOTCAUSE_LANG": "zh-TW"}, "export", bad)
    assert "第 2 個參數" in _one_line_no_traceback(chinese)
