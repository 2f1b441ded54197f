"""A broken config file stops the app with a message naming the file, in both languages, never a traceback."""

from __future__ import annotations

from pathlib import Path

from streamlit.testing.v1 import AppTest

REPO = Path(__file__).resolve().parents[2]


def test_a_broken_override_file_is_named_on_screen(tmp_path, monkeypatch):
    config = tmp_path / "config"
    (config / "hfacs").mkdir(parents=True)
    (config / "hfacs" / "who_icps.yaml").write_text("classes: [\n", encoding="utf-8")
    monkeypatch.setenv("ROOTCAUSE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("ROOTCAUSE_CONFIG_DIR", str(config))
    at = AppTest.from_file(str(REPO / "app.py"), default_timeout=30).run()
    assert not at.exception
    shown = " ".join(e.value for e in at.error)
    assert "who_icps.yaml" in shown and "設定檔" in shown


def test_a_config_folder_that_does_not_exist_is_named_on_screen(tmp_path, monkeypatch):
    monkeypatch.setenv("ROOTCAUSE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("ROOTCAUSE_CONFIG_DIR", str(tmp_path / "no-such-folder"))
    at = AppTest.from_file(str(REPO / "app.py"), default_timeout=30).run()
    assert not at.exception
    shown = " ".join(e.value for e in at.error)
    assert "no-such-folder" in shown and "ROOTCAUSE_CONFIG_DIR" in shown
