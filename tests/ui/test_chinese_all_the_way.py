"""A Chinese reader sees no English: every page, opened on the Chinese demo case with the app in 繁體中文, holds no
run of three English words (user text is Chinese here; standard names such as HFACS-MES are single words)."""

from __future__ import annotations

import re

import pytest
from app_driver import Driver

from rootcause.domain.model import human
from rootcause.services import demo

PAGES = ["pages/cases.py", "pages/problem_timeline.py", "pages/hfacs.py", "pages/fishbone.py", "pages/why_tree.py",
         "pages/causation.py", "pages/actions.py", "pages/report.py", "pages/meeting.py", "pages/audit.py",
         "pages/insights.py"]
MERMAID_SYNTAX = re.compile(r"(flowchart|classDef|class|linkStyle|ishikawa|graph)\b")
THREE_WORDS = re.compile(r"[A-Za-z]{2,}(?:[ \t]+[A-Za-z]{2,}){2,}")


def _everything(app: Driver) -> str:
    """The page's text, and every label, option, placeholder and help a reader can see."""
    at = app.at
    parts = [app.text(), *(b.label for b in at.button)]
    for kind in ("text_input", "text_area", "selectbox", "multiselect", "radio", "checkbox", "toggle",
                 "number_input", "date_input", "select_slider"):
        for widget in getattr(at, kind):
            parts += [str(getattr(widget, name, "") or "") for name in ("label", "placeholder", "help")]
            parts += [str(option) for option in getattr(widget, "options", []) or []]
    visible = "\n".join(parts)
    # Mermaid's source reaches AppTest as text; a reader sees the drawing, whose labels are the case's words
    return "\n".join(line for line in visible.splitlines() if not MERMAID_SYNTAX.match(line.strip()))


@pytest.mark.parametrize("page", PAGES)
def test_every_page_of_the_chinese_demo_is_chinese(app: Driver, db, fw, page):
    case = demo.load_demo_case(db, fw, actor=human("facilitator", face="cli"), language="zh-TW")
    app.run().type("rc_lang", "zh-TW").run()
    app.open(page, case=case.id)
    assert THREE_WORDS.findall(_everything(app)) == []
