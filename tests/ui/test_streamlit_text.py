"""Streamlit's untranslatable hints are hidden and the uploader's button speaks the reader's language."""

from __future__ import annotations

import pytest
from app_driver import ROOT
from streamlit.testing.v1 import AppTest

from rootcause.ui.streamlit_text import style_sheet


def test_the_style_sheet_hides_the_english_hints_and_names_the_button():
    css = style_sheet("選擇檔案")
    assert '[data-testid="InputInstructions"]' in css and '[data-testid="stFileUploaderDropzoneInstructions"]' in css
    assert 'content: "選擇檔案"' in css


def test_a_label_cannot_close_the_string_the_rule_or_the_style_element():
    css = style_sheet('"; } </style><script>alert(1)</script>')
    content = css[css.index("content: "):css.index("; font-size")]
    assert css.count("</style>") == 1 and "<script>" not in css and content.count('"') == 2
    assert 'content: "\\22 \\3b  \\7d  \\3c \\2f style\\3e \\3c script' in css


@pytest.mark.parametrize(("lang", "button", "skip"), [("en", "Choose a file", "Skip to main content"),
                                                      ("zh-TW", "選擇檔案", "跳到主要內容")])
def test_every_page_carries_the_sheet_in_the_readers_language(data_dir, lang, button, skip):
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=30).run()
    at.radio(key="rc_lang").set_value(lang).run()
    sheets = [e.proto.body for e in at.get("html")]
    assert any(style_sheet(button, skip) == body for body in sheets)


def test_the_skip_link_speaks_the_readers_language_and_the_english_toolbars_are_hidden():
    """Audit 29: a zh-TW screen's first Tab showed "Skip to main content", and every chart's toolbar said "Show data",
    "Download as PNG" and "Fullscreen"."""
    css = style_sheet("選擇檔案", "跳到主要內容")
    assert '[data-testid="stSkipToContent"] { font-size: 0 !important; }' in css
    assert '[data-testid="stSkipToContent"]::after { content: "跳到主要內容"; font-size: 1rem; }' in css
    assert '[data-testid="stElementToolbar"]' in css.split("{", 1)[0]


def test_the_uploaders_own_children_are_hidden_so_only_the_translated_word_shows():
    """Streamlit 1.67 draws the button's icon and its English "Upload" in children with their own font size: a
    zh-TW screen read "Upload選擇檔案" (audit 28)."""
    css = style_sheet("選擇檔案")
    assert '[data-testid="stFileUploaderDropzone"] button * { display: none !important; }' in css


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_the_chosen_language_rides_in_the_url_so_a_reload_keeps_it(data_dir, lang):
    """A reload or a link opened in a new tab starts a new session: it opens in the language its URL carries."""
    fresh = AppTest.from_file(str(ROOT / "app.py"), default_timeout=30)
    fresh.query_params["lang"] = lang
    fresh.run()
    assert fresh.radio(key="rc_lang").value == lang
    chooser = AppTest.from_file(str(ROOT / "app.py"), default_timeout=30).run()
    chooser.radio(key="rc_lang").set_value(lang).run()
    assert chooser.query_params["lang"] == lang
