"""The fishbone board in a real browser: a meeting captures causes by keyboard alone, confirms a suggestion
with one click, and the live diagram (Mermaid, drawn offline by Streamlit) shows every cause without error."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Locator, Page, expect

from rootcause.domain.model.actor import agent, human
from rootcause.services import causes, sessions
from rootcause.services.frameworks import Frameworks
from rootcause.store import open_store

pytestmark = pytest.mark.e2e
TITLE = "E2E fishbone: heparin mix-up"
CAUSES = ("Nurse distracted by calls", "Second call while drawing up", "Pump alarm not audible")
SCREENSHOT = "fishbone_board.png"


def diagram_text(page: Page) -> str:
    """The text of the drawn diagram (Streamlit shows Mermaid's SVG as an image), without tags or spaces."""
    image = page.get_by_test_id("stMermaidChart").locator("img")
    expect(image).to_have_count(1)
    svg = image.evaluate("async (img) => await (await fetch(img.src)).text()")
    return re.sub(r"\s+", "", re.sub(r"<[^>]+>", " ", svg))


def click_until(target: Locator, shown: Locator, attempts: int = 3) -> None:
    """Click, then wait for the result; a click that lands while Streamlit is still rerunning can be dropped."""
    for _ in range(attempts - 1):
        target.click()
        try:
            expect(shown).to_be_visible(timeout=5_000)
            return
        except AssertionError:
            continue
    target.click()
    expect(shown).to_be_visible()


def squashed(text: str) -> str:
    return re.sub(r"\s+", "", text)


def test_causes_added_by_keyboard_and_a_chip_confirmed_show_in_the_diagram(page: Page, app_url: str,
                                                                            tmp_path: Path) -> None:
    page.goto(app_url)
    expect(page.get_by_text("There are no cases yet")).to_be_visible(timeout=30_000)
    title = page.get_by_label("Title", exact=True)
    title.fill(TITLE)
    hint = page.get_by_test_id("InputInstructions")  # Streamlit's "Press Enter to submit form", English only
    expect(hint).to_have_count(1)
    expect(hint).to_be_hidden()  # the style sheet keeps it off the screen; Enter still submits
    title.press("Enter")
    expect(page.get_by_text("Showing 1 of 1 cases, newest first.")).to_be_visible()
    expect(page.get_by_test_id("stSidebar").get_by_text(TITLE)).to_be_visible()  # the new case is the current one

    click_until(page.get_by_role("link", name="Fishbone board"), page.get_by_role("heading", name="Fishbone board"))
    expect(page).to_have_url(re.compile(r"/fishbone\?(?:[^#]*&)?case=ses_"))  # (after ?lang= or before it)
    main = page.get_by_test_id("stMain")
    boxes = main.get_by_placeholder("Add a cause")
    expect(boxes).to_have_count(7)  # six bones and the parking lot

    people = boxes.nth(0)
    people.fill(CAUSES[0])
    people.press("Enter")
    expect(main.get_by_text(CAUSES[0], exact=True)).to_be_visible()
    expect(people).to_have_value("")
    expect(people).to_be_focused()  # the box keeps the keyboard: type the next cause straight away
    page.keyboard.type(CAUSES[1])
    page.keyboard.press("Enter")
    expect(main.get_by_text(CAUSES[1], exact=True)).to_be_visible()
    equipment = boxes.nth(1)
    equipment.fill(CAUSES[2])
    equipment.press("Enter")
    expect(main.get_by_text(CAUSES[2], exact=True)).to_be_visible()
    expect(main.get_by_text("2 of 6 bones have a cause")).to_be_visible()

    chip = main.get_by_role("button", name=re.compile(r"PC-TEC Technological environment · \d+%"))  # code and name
    expect(chip).to_have_count(1)
    chip.click()
    expect(chip).to_have_count(0)  # confirmed: the chips of that cause give way to its code
    expect(page.get_by_text("Code confirmed: PC-TEC")).to_be_visible()

    expect(page.get_by_test_id("stMermaidChart").locator("img")).to_have_count(1)
    page.wait_for_function("""() => {
        const img = document.querySelector('[data-testid="stMermaidChart"] img');
        return img && img.complete && img.naturalWidth > 0;
    }""")
    drawn = diagram_text(page)
    for cause in CAUSES:
        assert squashed(cause) in drawn, cause
    assert "[PC-TEC]" in drawn, "the confirmed code is drawn with the cause"
    assert "Syntaxerror" not in drawn and "syntax error" not in drawn.lower()
    expect(page.get_by_test_id("stException")).to_have_count(0)
    expect(page.get_by_test_id("stAlertContentError")).to_have_count(0)
    expect(main.get_by_text(re.compile("Syntax error", re.IGNORECASE))).to_have_count(0)
    page.screenshot(path=str(tmp_path / SCREENSHOT), full_page=True)
    page.get_by_test_id("stMermaidChart").screenshot(path=str(tmp_path / "fishbone_diagram.png"))


def test_an_agents_cause_appears_live_and_a_draft_survives(page: Page, app_url: str, store_env: dict[str, str],
                                                          tmp_path: Path) -> None:
    db = open_store(f"sqlite:///{store_env['ROOTCAUSE_DATA_DIR']}/rootcause.db")
    fw = Frameworks()
    try:
        case = sessions.create_session(db, title="E2E fishbone: live agent", actor=human("facilitator"))
        page.goto(f"{app_url}/fishbone?case={case.id}")
        expect(page.get_by_role("heading", name="Fishbone board")).to_be_visible(timeout=30_000)
        draft = page.get_by_test_id("stMain").get_by_placeholder("Add a cause").nth(5)
        draft.fill("Facilitator's unsent idea")  # typed, not submitted: a live refresh must not wipe it
        causes.add_cause(db, fw, session_id=case.id, description="Agent: corridor too dark at night",
                         category="ENVIRONMENT", actor=agent("claude"))
        expect(page.get_by_text("Agent: corridor too dark at night")).to_be_visible(timeout=15_000)
        expect(page.get_by_text("AI agent · claude")).to_be_visible()
        expect(draft).to_have_value("Facilitator's unsent idea")
        expect(page.get_by_test_id("stException")).to_have_count(0)
    finally:
        db.dispose()



def test_the_editor_saves_deletes_undoes_and_stays_closed(page: Page, app_url: str, store_env: dict[str, str]) -> None:
    """The edit dialog in a browser: save closes it, Escape closes it, and a live refresh never reopens it."""
    db = open_store(f"sqlite:///{store_env['ROOTCAUSE_DATA_DIR']}/rootcause.db")
    fw = Frameworks()
    try:
        case = sessions.create_session(db, title="E2E fishbone: editor", actor=human("facilitator"))
        causes.add_cause(db, fw, session_id=case.id, description="Pump alarm not audible", category="EQUIPMENT",
                         actor=human("facilitator"))
    finally:
        db.dispose()
    page.goto(f"{app_url}/fishbone?case={case.id}")
    main, dialog = page.get_by_test_id("stMain"), page.get_by_role("dialog")
    expect(main.get_by_text("Pump alarm not audible")).to_be_visible(timeout=30_000)
    edit = main.get_by_role("button", name=re.compile(r"Edit$"))

    click_until(edit, dialog)
    dialog.get_by_label("Evidence", exact=True).fill("Alarm volume log")
    dialog.get_by_role("button", name=re.compile("Save changes")).click()
    expect(page.get_by_text("Cause saved.")).to_be_visible()
    expect(dialog).to_have_count(0)

    click_until(edit, dialog)
    expect(dialog.get_by_label("Evidence", exact=True)).to_have_value("Alarm volume log")
    dialog.get_by_role("button", name=re.compile("Delete cause")).click()
    expect(main.get_by_text("Pump alarm not audible")).to_have_count(0)
    main.get_by_role("button", name=re.compile("Undo last delete")).click()
    expect(main.get_by_text("Pump alarm not audible")).to_be_visible()

    click_until(edit, dialog)
    page.keyboard.press("Escape")
    expect(dialog).to_have_count(0)
    db = open_store(f"sqlite:///{store_env['ROOTCAUSE_DATA_DIR']}/rootcause.db")
    try:  # an agent's write makes the page follow the store: the closed editor must stay closed
        causes.add_cause(db, fw, session_id=case.id, description="Agent: alarm volume turned down",
                         category="EQUIPMENT", actor=agent("claude"))
    finally:
        db.dispose()
    expect(main.get_by_text("Agent: alarm volume turned down")).to_be_visible(timeout=15_000)
    expect(dialog).to_have_count(0)
    expect(page.get_by_test_id("stException")).to_have_count(0)
