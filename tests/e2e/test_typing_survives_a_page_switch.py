"""Audit 29: text typed into an editor and not yet saved was lost when the facilitator opened another page ("let's
look at the fishbone first") and came back. The editors now send each field as it is left and keep it for the
session; this walks the boxes in a real browser, leaving each one for another page and coming back."""

from __future__ import annotations

import pytest
from full_case import build_complete_case
from playwright.sync_api import Page, expect

from rootcause.domain.model.actor import agent, human
from rootcause.services.frameworks import Frameworks
from rootcause.store import open_store

pytestmark = pytest.mark.e2e

BOXES = [  # page link, box label, which box with that label, what is typed
    ("Problem & timeline", "What happened", 0, "Problem typed but not saved"),
    ("Problem & timeline", "What happened", 1, "Timeline event typed but not saved"),
    ("Action plan", "What will change", 0, "Action typed but not saved"),
    ("Action plan", "Owner (role)", 0, "Owner typed but not saved"),
    ("HFACS classification", "Contributing factor", 0, "Statement typed but not saved"),
    ("Meeting", "Note", 0, "Meeting note typed but not saved"),
]


def go(page: Page, link: str, ready: str) -> None:
    """Open a page from the sidebar, as a facilitator does, and wait until ``ready`` (a label) is drawn."""
    page.get_by_test_id("stSidebarNav").get_by_role("link", name=link, exact=True).click()
    expect(page.get_by_test_id("stMain").get_by_label(ready, exact=True).first).to_be_visible()


# The app has finished its run: no stale element and no "running" indicator (the box's value has reached the server).
SETTLED = """() => !document.querySelector('[data-stale="true"]')
    && !document.querySelector('[data-testid^="stStatusWidgetRunning"]')"""


def test_text_typed_in_an_editor_is_still_there_after_another_page(page: Page, app_url: str,
                                                                   store_env: dict[str, str]) -> None:
    """A box sends its text when it is left. Streamlit folds two reruns that are queued together into the newer one,
    so a page switch queued behind the box's own update on a loaded server can still win: the test leaves each box
    and lets the app take the text first, as a person who finishes a sentence does (see docs/architecture.md)."""
    db = open_store(f"sqlite:///{store_env['ROOTCAUSE_DATA_DIR']}/rootcause.db")
    try:
        sid = build_complete_case(db, Frameworks(), human("facilitator"), agent("e2e-agent"), "en")
    finally:
        db.dispose()
    page.goto(f"{app_url}/problem_timeline?case={sid}")
    main = page.get_by_test_id("stMain")
    expect(main.get_by_label("What happened", exact=True).first).to_be_visible(timeout=30_000)
    for link, label, nth, typed in BOXES:
        go(page, link, label)
        box = main.get_by_label(label, exact=True).nth(nth)
        box.fill(typed)
        box.press("Tab")
        page.wait_for_timeout(500)  # (the rerun the box asked for starts, then ends)
        page.wait_for_function(SETTLED, timeout=30_000)
        # A person's click lasts about a tenth of a second; a zero-length synthetic click can reach the server
        # before the box's own update and is then dropped by Streamlit (the page stays, and the text with it).
        page.get_by_test_id("stSidebarNav").get_by_role("link", name="Fishbone board", exact=True).click(delay=80)
        expect(main.get_by_text("Parking lot").first).to_be_visible()
        go(page, link, label)
        expect(main.get_by_label(label, exact=True).nth(nth)).to_have_value(typed)
