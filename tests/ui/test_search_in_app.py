"""Similar-case search in the app: the sidebar box and the Problem page's "similar past cases"."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from app_driver import PROBLEM_TIMELINE

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/past_cases.py
from past_cases import build_library

from rootcause.ui.i18n import LANG_KEY
from rootcause.ui.search_widgets import QUERY_KEY


@pytest.fixture
def library(db, fw, facilitator) -> dict[str, str]:
    return build_library(db, fw, facilitator)


def _links(app) -> list[str]:
    return [link.label for link in app.at.get("page_link")]


def test_the_sidebar_search_lists_matching_cases_with_snippets(app, library):
    app.run()
    app.type(QUERY_KEY, "barcode scanner").run()
    assert "Blood unit hung for the wrong patient in the ICU" in _links(app)
    assert "**barcode**" in app.text().lower()


def test_the_sidebar_search_speaks_chinese_and_explains_an_empty_query(app, library):
    app.run()
    app.type(LANG_KEY, "zh-TW").run()
    app.type(QUERY_KEY, "離床警報").run()
    assert "骨科病房夜間病人自行下床跌倒" in _links(app)
    app.type(QUERY_KEY, '"*()').run()
    assert any("沒有可搜尋的字詞" in e for e in app.errors())


def test_the_problem_page_shows_similar_past_cases_but_not_itself(app, library):
    app.open(PROBLEM_TIMELINE, case=library["transfusion_en"])
    links = _links(app)
    assert "Unassisted fall from bed on the orthopaedic ward" in links  # shares "bed" and "night"
    assert "Blood unit hung for the wrong patient in the ICU" not in links
    assert "Similar past cases" in [e.label for e in app.at.expander]
