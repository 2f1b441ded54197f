"""A store file that is not a RootCause store, or a folder in its place, stops the app with one message
naming the file and what to do, in both languages, never a traceback (the CLI and MCP faces are covered in
``tests/store/test_store_health.py``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from app_driver import ROOT
from streamlit.testing.v1 import AppTest

from rootcause.store.health import HEADER


def _run_app() -> AppTest:
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=30).run()
    assert not at.exception
    return at


def _shown(at: AppTest) -> str:
    return " ".join(e.value for e in at.error)


@pytest.mark.parametrize("content", [b"PK\x03\x04 a zip file, not a store" * 200, HEADER + bytes(8192)],
                         ids=["foreign", "zeroed"])
def test_a_garbage_store_is_named_on_screen_with_the_way_to_restore_it(data_dir: Path, content: bytes):
    data_dir.mkdir(parents=True)
    (data_dir / "rootcause.db").write_bytes(content)
    shown = _shown(_run_app())
    assert str(data_dir / "rootcause.db") in shown
    assert "rootcause db backup" in shown and "備份" in shown


def test_a_folder_where_the_store_file_should_be_is_named_on_screen(data_dir: Path):
    (data_dir / "rootcause.db").mkdir(parents=True)
    shown = _shown(_run_app())
    assert str(data_dir / "rootcause.db") in shown and "ROOTCAUSE_DATA_DIR" in shown and "資料夾" in shown
