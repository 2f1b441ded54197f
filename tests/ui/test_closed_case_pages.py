"""A closed case says so on every page of its analysis, in both languages, and points to where it reopens."""

from __future__ import annotations

import pytest
from full_case import build_complete_case

from rootcause.services import closing
from rootcause.ui.i18n import LANGS, text_in

PAGES = ("pages/problem_timeline.py", "pages/fishbone.py", "pages/why_tree.py", "pages/causation.py",
         "pages/actions.py")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("page", PAGES)
def test_every_analysis_page_of_a_closed_case_says_it_is_closed(app, db, fw, facilitator, bot, lang, page):
    sid = build_complete_case(db, fw, facilitator, bot, lang)
    app.run().type("rc_lang", lang).run()
    app.open(page, case=sid)
    assert text_in(lang, "case_closed.banner") not in app.text()
    closing.close_case(db, session_id=sid, actor=facilitator)
    app.open(page, case=sid)
    assert text_in(lang, "case_closed.banner") in app.text()
    links = [link.proto.label for link in app.at.get("page_link")]
    assert text_in(lang, "case_closed.to_report") in links
