"""The PHI guard's word lists are data files a hospital can read and extend without touching code."""

from __future__ import annotations

from importlib import resources

import pytest

from rootcause.config.phi_words import load_local_phi_words
from rootcause.domain.phi import name_tables
from rootcause.domain.phi.detect import find_phi
from rootcause.errors import ConfigError

WORDS = resources.files("rootcause.domain.phi") / "words"


@pytest.fixture
def restore_tables(monkeypatch):
    """Keep every table as shipped after the test, whatever it extended."""
    for attrs in name_tables.TABLES.values():
        for attr in attrs:
            monkeypatch.setattr(name_tables, attr, getattr(name_tables, attr))


def test_every_word_file_fills_a_table_and_says_what_it_holds():
    files = sorted(p.name.removesuffix(".txt") for p in WORDS.iterdir() if p.name.endswith(".txt"))
    assert files == sorted(name_tables.TABLES)
    for stem in files:
        text = (WORDS / f"{stem}.txt").read_text(encoding="utf-8")
        assert text.startswith("# "), f"{stem}.txt starts without a comment saying what it holds"
        assert name_tables.parse_words(text), f"{stem}.txt is empty"
        for attr in name_tables.TABLES[stem]:
            assert getattr(name_tables, attr), f"{stem}.txt filled no {attr}"


def test_a_hospital_word_file_extends_the_guard(tmp_path, restore_tables):
    assert find_phi("handover note for patient Quill at 02:00") == []  # (quill is a word: a name only by a table)
    (tmp_path / "phi").mkdir()
    (tmp_path / "phi" / "en_surnames.txt").write_text("# a local surname\nquill\n", encoding="utf-8")
    (tmp_path / "phi" / "zh_not_names.txt").write_text("林口院區\n", encoding="utf-8")
    assert load_local_phi_words(tmp_path) == ["en_surnames", "zh_not_names"]
    assert [f.kind for f in find_phi("handover note for patient Quill at 02:00")] == ["person_name"]
    assert "林口院區" in name_tables.ZH_NOT_NAMES["林"]


def test_a_config_without_a_phi_folder_changes_nothing(tmp_path):
    assert load_local_phi_words(tmp_path) == []


@pytest.mark.parametrize(("name", "content", "says"), [
    ("surnames.txt", "smith\n", "en_surnames"),
    ("en_surnames.txt", "smith\nDROP TABLE;\n", "line 2"),
    ("en_surnames.txt", b"\xff\xfe smith", "UTF-8"),
])
def test_a_broken_word_file_is_a_config_error_naming_the_file(tmp_path, restore_tables, name, content, says):
    (tmp_path / "phi").mkdir()
    path = tmp_path / "phi" / name
    path.write_bytes(content if isinstance(content, bytes) else content.encode())
    with pytest.raises(ConfigError) as err:
        load_local_phi_words(tmp_path)
    assert str(path) in err.value.message("en") and str(path) in err.value.message("zh-TW")
    assert says in err.value.message("en")
