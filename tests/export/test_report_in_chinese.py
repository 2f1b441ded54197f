"""A Chinese reader of the report sees no English: every fixed word, status, level, role, rule name and generated
sentence comes in 繁體中文, for a Chinese case and for an English case read in Chinese (its own text aside)."""

from __future__ import annotations

import html
import re

import pytest

from rootcause.domain.model import human
from rootcause.services import demo, report_export

THREE_WORDS = re.compile(r"[A-Za-z]{2,}(?:[ \t]+[A-Za-z]{2,}){2,}")  # a run of three English words


def _visible_markdown(text: str) -> str:
    return re.sub(r"`[^`]*`", "", re.sub(r"```.*?```", "", text, flags=re.S))  # no diagram source, no ids


def _visible_html(text: str) -> str:
    text = re.sub(r"<(style|script)[^>]*>.*?</\1>", "", text, flags=re.S)
    text = re.sub(r"<code>.*?</code>", "", text, flags=re.S)
    return html.unescape(re.sub(r"<[^>]+>", " ", text))


@pytest.mark.parametrize("fmt", ["markdown", "html"])
def test_the_chinese_demo_report_holds_no_run_of_english_words(db, fw, fmt):
    case = demo.load_demo_case(db, fw, actor=human("facilitator", face="cli"), language="zh-TW")
    text = report_export.export_report(db, fw, session_id=case.id, format=fmt, lang="zh-TW")
    visible = _visible_markdown(text) if fmt == "markdown" else _visible_html(text)
    assert THREE_WORDS.findall(visible) == []
    assert "facilitator" not in visible and "引導者" in visible


def test_an_english_case_read_in_chinese_keeps_only_its_own_text_in_english(db, fw):
    """The case's own sentences stay as typed; every word the report itself writes is Chinese."""
    case = demo.load_demo_case(db, fw, actor=human("facilitator", face="cli"), language="en")
    visible = _visible_markdown(report_export.export_report(db, fw, session_id=case.id, format="markdown",
                                                            lang="zh-TW"))
    for word in ("depth", "link(s)", "Write it as", "complete", "standard", "hfacs_mes", "facilitator"):
        assert word not in visible
    assert "深度" in visible and "已結案" in visible
