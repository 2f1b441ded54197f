"""A store file that is not what it should be gets one named refusal in every entry point, never a traceback and
never a quiet "ready"; a user's file keeps its mode; an online backup restores to the same cases."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from rootcause.errors import StoreUnavailable
from rootcause.services import sessions
from rootcause.store import open_store
from rootcause.store.health import HEADER

pytestmark = pytest.mark.one_backend  # about the SQLite file itself


def _cli(data_dir: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "ROOTCAUSE_DATA_DIR": str(data_dir)}
    env.pop("ROOTCAUSE_DATABASE_URL", None)
    return subprocess.run([sys.executable, "-m", "rootcause", *args], env=env, capture_output=True, text=True,
                          timeout=120, check=False)


def _garbage(path: Path, kind: str) -> None:
    if kind == "foreign":
        path.write_bytes(b"PK\x03\x04 this is a zip file, not a store" * 200)
    elif kind == "zeroed":  # an SQLite header, then pages of zeros
        path.write_bytes(HEADER + bytes(8192))


@pytest.mark.parametrize("kind", ["foreign", "zeroed"])
@pytest.mark.parametrize("command", [("init",), ("db", "check"), ("db", "upgrade"), ("db", "backup")])
def test_a_garbage_store_is_one_named_refusal_in_the_cli(tmp_path, kind, command):
    store = tmp_path / "rootcause.db"
    _garbage(store, kind)
    done = _cli(tmp_path, *command)
    assert done.returncode == 2, done.stdout
    assert str(store) in done.stderr and "Traceback" not in done.stderr and "Store ready" not in done.stdout
    assert "backup" in done.stderr


def test_a_garbage_store_stops_the_mcp_server_with_one_line(tmp_path):
    _garbage(tmp_path / "rootcause.db", "foreign")
    env = {**os.environ, "ROOTCAUSE_DATA_DIR": str(tmp_path)}
    env.pop("ROOTCAUSE_DATABASE_URL", None)
    done = subprocess.run([sys.executable, "-m", "rootcause", "mcp", "--transport", "http", "--port", "0"],
                          env=env, capture_output=True, text=True, timeout=120, check=False)
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert done.returncode == 2 and len(lines) == 1 and "rootcause.db" in lines[0] and "Traceback" not in done.stderr


def test_a_garbage_store_is_a_store_error_for_the_services(tmp_path):
    path = tmp_path / "rootcause.db"
    _garbage(path, "foreign")
    with pytest.raises(StoreUnavailable) as refused:
        open_store(f"sqlite:///{path}")
    assert str(path) in refused.value.message("en") and str(path) in refused.value.message("zh-TW")


def test_an_existing_store_keeps_the_mode_its_owner_gave_it(tmp_path):
    assert _cli(tmp_path, "init").returncode == 0
    store = tmp_path / "rootcause.db"
    os.chmod(store, 0o640)
    os.chmod(tmp_path, 0o755)
    assert _cli(tmp_path, "init").returncode == 0
    assert (store.stat().st_mode & 0o777, tmp_path.stat().st_mode & 0o777) == (0o640, 0o755)


def test_a_new_store_is_private_to_its_owner(tmp_path):
    data = tmp_path / "fresh"
    assert _cli(data, "init").returncode == 0
    assert (data / "rootcause.db").stat().st_mode & 0o777 == 0o600 and data.stat().st_mode & 0o777 == 0o700


def test_an_online_backup_restores_to_the_same_cases(tmp_path, facilitator):
    store = open_store(f"sqlite:///{tmp_path / 'rootcause.db'}")
    made = sessions.create_session(store, title="Backed up case", actor=facilitator)
    done = _cli(tmp_path, "db", "backup", "--out", str(tmp_path / "copy.db"))
    sessions.create_session(store, title="After the backup", actor=facilitator)
    store.dispose()
    assert done.returncode == 0 and "copy.db" in done.stdout
    with sqlite3.connect(tmp_path / "copy.db") as conn:
        assert conn.execute("PRAGMA quick_check").fetchone() == ("ok",)
    restored = open_store(f"sqlite:///{tmp_path / 'copy.db'}")
    try:
        titles = [c.title for c in sessions.list_sessions(restored, status="all").sessions]
    finally:
        restored.dispose()
    assert titles == ["Backed up case"] and made.id
    assert _cli(tmp_path, "db", "check").returncode == 0
