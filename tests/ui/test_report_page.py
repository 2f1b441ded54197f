"""The Report page through AppTest, in both languages: preview, downloads, closing and importing a case."""

from __future__ import annotations

import json
from importlib.util import find_spec
from typing import TYPE_CHECKING

import pytest
from full_case import build_blame_case, build_complete_case
from streamlit.runtime.media_file_manager import MediaFileManager

from rootcause.domain.model.actor import Actor
from rootcause.services import closing, report_export, sessions
from rootcause.services.frameworks import Frameworks
from rootcause.store import Store
from rootcause.ui.i18n import text_in

if TYPE_CHECKING:
    from app_driver import Driver

PAGE = "pages/report.py"
LANGS = ["en", "zh-TW"]


@pytest.fixture
def downloads(monkeypatch: pytest.MonkeyPatch) -> dict[str, bytes]:
    """What each download button would hand the browser, by file name (AppTest keeps no media files)."""
    files: dict[str, bytes] = {}
    original = MediaFileManager.add

    def add(self: MediaFileManager, path_or_data: bytes | str, mimetype: str, coordinates: str,
            file_name: str | None = None, is_for_static_download: bool = False) -> str:
        if file_name:
            files[file_name] = path_or_data if isinstance(path_or_data, bytes) else path_or_data.encode()
        return original(self, path_or_data, mimetype, coordinates, file_name, is_for_static_download)

    monkeypatch.setattr(MediaFileManager, "add", add)
    return files


def say(lang: str, key: str, **fmt: object) -> str:
    return text_in(lang, key, **fmt)


def open_page(app: Driver, case_id: str | None, lang: str) -> Driver:
    app.run().type("rc_lang", lang).run()
    return app.open(PAGE, **({"case": case_id} if case_id else {}))


def diagrams(app: Driver) -> list[str]:
    return [str(m.value) for m in app.at.markdown if str(m.value).startswith("````mermaid")]


def button(app: Driver, label: str):
    [found] = [b for b in app.at.download_button if b.label == label]
    return found


@pytest.mark.parametrize("lang", LANGS)
def test_preview_shows_every_section_and_draws_the_diagrams(app: Driver, db: Store, fw: Frameworks,
                                                            facilitator: Actor, bot: Actor, lang: str) -> None:
    sid = build_complete_case(db, fw, facilitator, bot, lang)
    open_page(app, sid, lang)
    report = report_export.export_report(db, fw, session_id=sid, lang=lang)
    shown = "\n".join(str(m.value) for m in app.at.markdown)
    headings = [line for line in report.splitlines() if line.startswith("#")]
    assert len(headings) > 8
    assert [h for h in headings if h not in shown] == []
    charts = diagrams(app)
    assert len(charts) == 2 and "ishikawa-beta" in charts[0] and "flowchart" in charts[1]
    texts = [str(m.value) for m in app.at.markdown if not str(m.value).startswith("````mermaid")]
    assert not any("```mermaid" in text for text in texts)  # drawn as diagrams, not shown as code


@pytest.mark.parametrize("lang", LANGS)
def test_download_buttons_hand_over_the_report_and_the_case(app: Driver, db: Store, fw: Frameworks,
                                                            facilitator: Actor, bot: Actor, lang: str,
                                                            downloads: dict[str, bytes]) -> None:
    sid = build_complete_case(db, fw, facilitator, bot, lang)
    open_page(app, sid, lang)
    heading = report_export.export_report(db, fw, session_id=sid, lang=lang).splitlines()[0]
    assert not button(app, say(lang, "report.download_md")).proto.disabled
    markdown = downloads[f"rootcause-{sid}-{lang}.md"].decode()
    assert markdown.splitlines()[0] == heading and "```mermaid" in markdown
    case = json.loads(downloads[f"rootcause-{sid}.json"])
    assert case["schema"] == "rootcause.case" and case["session"]["language"] == lang
    html = button(app, say(lang, "report.download_html"))
    if find_spec("rootcause.export.report_html") is None:
        assert html.proto.disabled and say(lang, "report.html_missing") in app.text()
    else:
        assert not html.proto.disabled and "<" in downloads[f"rootcause-{sid}-{lang}.html"].decode()


def test_the_report_language_can_differ_from_the_screen(app: Driver, db: Store, fw: Frameworks,
                                                       facilitator: Actor, bot: Actor) -> None:
    sid = build_complete_case(db, fw, facilitator, bot, "en")
    open_page(app, sid, "zh-TW")
    assert app.value(f"rp:{sid}:lang") == "en"  # the case's language first
    app.type(f"rp:{sid}:lang", "zh-TW").run()
    chinese = report_export.export_report(db, fw, session_id=sid, lang="zh-TW").splitlines()[0]
    assert chinese in "\n".join(str(m.value) for m in app.at.markdown)
    app.open("pages/actions.py", case=sid)  # a visit elsewhere …
    app.open(PAGE, case=sid)
    assert app.value(f"rp:{sid}:lang") == "zh-TW"  # … keeps the report language the reader chose
    assert chinese in "\n".join(str(m.value) for m in app.at.markdown)


@pytest.mark.parametrize("lang", LANGS)
def test_a_complete_analysis_can_be_closed(app: Driver, db: Store, fw: Frameworks, facilitator: Actor, bot: Actor,
                                          lang: str) -> None:
    sid = build_complete_case(db, fw, facilitator, bot, lang)
    open_page(app, sid, lang)
    assert say(lang, "report.close_ready") in app.text()
    app.click(say(lang, "report.close"))
    assert sessions.get_case(db, session_id=sid).session.status == "complete"
    assert say(lang, "report.closed_already") in app.text()
    assert say(lang, "report.close") not in app.labels()


@pytest.mark.parametrize("lang", LANGS)
def test_a_closed_case_reopens_only_with_a_reason_and_shows_it(app: Driver, db: Store, fw: Frameworks,
                                                              facilitator: Actor, bot: Actor, lang: str) -> None:
    sid = build_complete_case(db, fw, facilitator, bot, lang)
    closing.close_case(db, session_id=sid, actor=facilitator)
    open_page(app, sid, lang)
    app.click(say(lang, "report.reopen"))  # no reason: refused where the reason goes, nothing changes
    assert app.errors() and sessions.get_case(db, session_id=sid).session.status == "complete"
    reason = "委員會要求補充藥局時間軸" if lang == "zh-TW" else "The committee asked for the pharmacy timeline"
    app.type(f"rp:{sid}:reason", reason).click(say(lang, "report.reopen"))
    case = sessions.get_case(db, session_id=sid).session
    assert case.status == "open" and case.reopen_reason == reason
    assert say(lang, "report.last_reopened", reason=reason) in app.text()
    assert say(lang, "report.close") in app.labels()


def test_a_reopen_reason_typed_for_one_case_never_reopens_another(app: Driver, db: Store, fw: Frameworks,
                                                                   facilitator: Actor, bot: Actor) -> None:
    """Audit 30: the reopen box was one for every case, so case A's reason stood in case B's box, and one press
    reopened the signed-off case B with A's reason."""
    first, second = (build_complete_case(db, fw, facilitator, bot, "en") for _ in range(2))
    for sid in (first, second):
        closing.close_case(db, session_id=sid, actor=facilitator)
    open_page(app, first, "en")
    app.type(f"rp:{first}:reason", "The pump audit for this case found a new failure mode").run()
    open_page(app, second, "en")
    assert all(w.value in ("", None) for w in app.at.text_input if w.key == f"rp:{second}:reason")
    app.click(say("en", "report.reopen"))
    assert sessions.get_case(db, session_id=second).session.status == "complete", "no reason: nothing reopened"


@pytest.mark.parametrize("lang", LANGS)
def test_an_unfinished_case_says_what_is_missing(app: Driver, db: Store, facilitator: Actor, lang: str) -> None:
    made = sessions.create_session(db, title="Just started", actor=facilitator, language=lang)
    open_page(app, made.id, lang)
    assert say(lang, "report.close_missing") in app.text()
    assert say(lang, "report.close") not in app.labels()
    links = [link.proto.label for link in app.at.get("page_link")]
    for stage in closing.unmet(db, session_id=made.id):
        assert say(lang, f"progress.stage_{stage}") in links


@pytest.mark.parametrize("lang", LANGS)
def test_a_blame_chain_offers_no_close_and_points_to_the_causation_step(app: Driver, db: Store, fw: Frameworks,
                                                                       facilitator: Actor, bot: Actor,
                                                                       lang: str) -> None:
    """The app's face of the one gate: a form-filled case whose only root cause blames the nurse is not
    closable here either, and the page names the step that fails."""
    sid, _ = build_blame_case(db, fw, facilitator, bot, lang)
    open_page(app, sid, lang)
    assert say(lang, "report.close_missing") in app.text()
    assert say(lang, "report.close") not in app.labels()
    assert say(lang, "progress.stage_CAUSATION") in [link.proto.label for link in app.at.get("page_link")]
    assert sessions.get_case(db, session_id=sid).session.status == "open"


@pytest.mark.parametrize("lang", LANGS)
def test_importing_an_exported_case_creates_and_opens_it(app: Driver, db: Store, fw: Frameworks,
                                                         facilitator: Actor, bot: Actor, lang: str) -> None:
    sid = build_complete_case(db, fw, facilitator, bot, lang)
    document = report_export.export_report(db, fw, session_id=sid, format="json").encode()
    open_page(app, None, lang)
    assert say(lang, "report.no_case") in app.text()
    app.at.file_uploader[0].set_value(("case.json", document, "application/json"))
    app.click(say(lang, "report.import_button"))
    listed = sessions.list_sessions(db, status="all").sessions
    assert len(listed) == 2
    [new] = [c for c in listed if c.id != sid]
    assert app.at.query_params["case"] == new.id  # the imported case is now open
    assert say(lang, "report.imported", title=new.title) in app.text()
    assert len(diagrams(app)) == 2  # and its report is on screen


@pytest.mark.parametrize("lang", LANGS)
def test_a_malformed_file_is_refused_inline(app: Driver, db: Store, facilitator: Actor, lang: str) -> None:
    made = sessions.create_session(db, title="Current case", actor=facilitator, language=lang)
    open_page(app, made.id, lang)
    app.at.file_uploader[0].set_value(("broken.json", b"{not json", "application/json"))
    app.click(say(lang, "report.import_button"))
    [error] = app.errors()
    assert "JSON" in error
    assert sessions.list_sessions(db, status="all").total == 1
    assert app.at.query_params["case"] == made.id
