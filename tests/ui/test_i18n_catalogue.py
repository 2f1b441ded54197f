"""Both languages are complete: same keys, no blanks, and every key the UI names exists."""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest

from rootcause.domain.model.actor import HUMAN_ROLES
from rootcause.languages import LANGS as LANGUAGES
from rootcause.services.sessions import FRAMEWORKS, STATUSES
from rootcause.ui.i18n import LANGS, catalogues, text_in

ROOT = Path(__file__).resolve().parents[2]
UI_SOURCES = [ROOT / "app.py", *sorted((ROOT / "pages").glob("*.py")), *sorted((ROOT / "rootcause/ui").glob("*.py"))]
# t("key") / t('key', ...) and text_in(lang, "key") with a literal key; f-strings are checked as families below.
KEY_LITERAL = re.compile(r"""\b(?:t\(|text_in\(\s*["']?[\w-]+["']?\s*,)\s*["']([\w.\-]+)["']""")


def used_keys() -> dict[str, set[str]]:
    found: dict[str, set[str]] = {}
    for path in UI_SOURCES:
        for key in KEY_LITERAL.findall(path.read_text(encoding="utf-8")):
            found.setdefault(key, set()).add(path.relative_to(ROOT).as_posix())
    return found


def placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_both_catalogues_have_exactly_the_same_keys() -> None:
    books = catalogues()
    assert set(books) == set(LANGS)
    en, zh = set(books["en"]), set(books["zh-TW"])
    assert en - zh == set(), "missing in zh-TW"
    assert zh - en == set(), "missing in en"


def test_no_text_is_empty() -> None:
    for lang, book in catalogues().items():
        assert [key for key, text in book.items() if not text.strip()] == [], lang


def test_translations_fill_the_same_placeholders() -> None:
    books = catalogues()
    mismatched = [key for key in books["en"] if placeholders(books["en"][key]) != placeholders(books["zh-TW"][key])]
    assert mismatched == []


def test_the_chinese_catalogue_is_actually_translated() -> None:
    books = catalogues()
    same = [key for key in books["en"] if books["en"][key] == books["zh-TW"][key]]
    # Only language-neutral texts may be equal: names, symbols and the SAC pattern.
    assert set(same) <= {"app.title", "lang.en", "lang.zh-TW", "common.empty", "timeline.col_order", "sac.option",
                         "problem_page.meta"}


def test_every_key_used_in_the_ui_exists() -> None:
    keys = used_keys()
    assert len(keys) > 50, "the scan found the t() calls"
    book = catalogues()["en"]
    assert {key: files for key, files in keys.items() if key not in book} == {}


@pytest.mark.parametrize(("prefix", "options"), [
    ("status.", STATUSES), ("framework.", FRAMEWORKS), ("lang.", LANGUAGES),
    ("cases.filter_", ("active", "archived", "all")),
    ("timeline.col_", ("order", "when", "description", "source", "by")),
    ("problem.", ("what", "where", "when", "impact", "detection")),
    ("timeline.", ("when", "description", "source")),
])
def test_every_label_built_from_a_value_exists(prefix: str, options: tuple[str, ...]) -> None:
    book = catalogues()["en"]
    assert [f"{prefix}{option}" for option in options if f"{prefix}{option}" not in book] == []


def test_lookup_falls_back_to_english_then_to_the_key() -> None:
    assert text_in("xx", "cases.title") == "Cases"
    assert text_in("zh-TW", "no.such.key") == "no.such.key"
    assert text_in("zh-TW", "cases.created", title="跌倒") == "已建立案例：跌倒"


def test_roles_are_named_in_both_languages() -> None:
    assert all(en.strip() and zh.strip() and en != zh for en, zh in HUMAN_ROLES.values())
