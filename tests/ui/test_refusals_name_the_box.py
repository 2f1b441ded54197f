"""A refusal names the box the way the page shows it, in the reader's language, and tells a person (not an agent)
how to go on (the session-24 audit: zh-TW refusals began with the field's code, "when：…", and a broken case link
told a person to run rc_list_sessions)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from rootcause.domain.model.actor import Actor
from rootcause.services import sessions
from rootcause.store import Store
from rootcause.ui.i18n import text_in

if TYPE_CHECKING:
    from app_driver import Driver

_LATIN_WORD = re.compile(r"[A-Za-z_]{3,}")


def _chinese(app: Driver) -> Driver:
    return app.run().type("rc_lang", "zh-TW").run()


def test_a_chinese_refusal_names_the_timeline_box_by_its_label_not_its_code(app: Driver, db: Store,
                                                                           facilitator: Actor) -> None:
    case = sessions.create_session(db, title="Flush event", actor=facilitator, language="zh-TW")
    _chinese(app).open("pages/problem_timeline.py", case=case.id)
    app.type(f"pt:{case.id}:new_event:when", "8" * 77).type(f"pt:{case.id}:new_event:description", "給藥")
    app.click(text_in("zh-TW", "timeline.add"))
    [error] = app.errors()
    assert error.startswith(f"「{text_in('zh-TW', 'timeline.when')}」：") and "when" not in error, error


def test_a_broken_case_link_is_told_in_a_persons_terms_in_chinese(app: Driver) -> None:
    _chinese(app).open("pages/cases.py", case="ses_zzzzzzzz")
    [warning] = [str(w.value) for w in app.at.warning]
    assert "rc_" not in warning and "session_id" not in warning
    assert text_in("zh-TW", "errors.not_found_app") in warning
    assert not _LATIN_WORD.search(warning.replace("ses_zzzzzzzz", "")), warning


def test_an_identifier_typed_in_the_case_search_is_refused_as_a_search_not_a_save(app: Driver) -> None:
    app.run().type("cases:query", "Mrs Margaret Okonkwo-Hale").run()
    [error] = app.errors()
    assert error.startswith("Not searched: in “Search”") and "Not saved" not in error
