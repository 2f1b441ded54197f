"""What `--out` may write (export, db backup): never the store's own files, never a folder or a device; a link is
written through and an existing file keeps its mode. Refusals name the path in the user's language."""

from __future__ import annotations

import os
import sqlite3
import stat
from pathlib import Path

import pytest
from test_cli import command  # noqa: F401  (the fixture: `rootcause ARGS` in this process)

from rootcause.errors import InvalidInput
from rootcause.file_targets import checked_target, replace_atomically


def _store(env: dict[str, str]) -> Path:
    return Path(env["ROOTCAUSE_DATABASE_URL"].split(":///", 1)[1])


def test_a_backup_onto_the_live_store_or_its_journal_is_refused_and_the_store_stays_whole(command, child_env):  # noqa: F811
    if not child_env["ROOTCAUSE_DATABASE_URL"].startswith("sqlite"):
        pytest.skip("a SQLite store's files")
    assert command(child_env, "demo").returncode == 0
    store = _store(child_env)
    before = store.read_bytes()
    for target in (store, Path(str(store) + "-wal"), store.parent / "." / store.name):
        done = command(child_env, "db", "backup", "--out", str(target))
        assert done.returncode == 2 and "store's own file" in done.stderr and "Traceback" not in done.stderr
    assert store.read_bytes() == before
    with sqlite3.connect(store) as con:
        assert con.execute("PRAGMA quick_check").fetchone()[0] == "ok"


def test_a_backup_to_a_new_path_is_a_sound_copy(command, child_env, tmp_path):  # noqa: F811
    if not child_env["ROOTCAUSE_DATABASE_URL"].startswith("sqlite"):
        pytest.skip("a SQLite store's files")
    assert command(child_env, "demo").returncode == 0
    done = command(child_env, "db", "backup", "--out", str(tmp_path / "copy.db"))
    assert done.returncode == 0
    with sqlite3.connect(tmp_path / "copy.db") as con:
        assert con.execute("SELECT count(*) FROM rca_session").fetchone()[0] >= 1


def test_a_folder_or_a_device_is_no_target_in_either_language(tmp_path):
    for target in (tmp_path, Path("/dev/null")):
        with pytest.raises(InvalidInput) as refused:
            checked_target(target)
        assert str(target) in refused.value.message("en") and "不是一般檔案" in refused.value.message("zh-TW")
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)  # (still the device)


def test_a_link_is_written_through_and_an_existing_file_keeps_its_mode(tmp_path):
    shared = tmp_path / "shared.md"
    shared.write_text("old", encoding="utf-8")
    os.chmod(shared, 0o644)
    link = tmp_path / "link.md"
    link.symlink_to(shared)

    def fill(tmp: Path) -> None:
        tmp.write_text("new", encoding="utf-8")

    replace_atomically(link, fill)
    assert link.is_symlink() and shared.read_text(encoding="utf-8") == "new"
    assert stat.S_IMODE(shared.stat().st_mode) == 0o644
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]  # (no temp file left)
