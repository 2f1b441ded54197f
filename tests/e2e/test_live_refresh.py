"""The promise of two faces on one store, in a real browser: an agent's write over MCP shows up in
the open page within seconds, with no click, and does not disturb what the facilitator is typing."""

from __future__ import annotations

import re
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp import Client, StdioServerParameters
from playwright.sync_api import Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from rootcause.domain.model.actor import human
from rootcause.services import problem, sessions
from rootcause.store import open_store

pytestmark = pytest.mark.e2e
ROOT = Path(__file__).resolve().parents[2]
TITLE = "E2E look-alike vials on ward 7B"


_SETTLED = """() => !document.querySelector('[data-stale="true"]')
    && !document.querySelector('[data-testid^="stStatusWidgetRunning"]')"""


def open_first_case(page: Page, button: re.Pattern[str], heading: str) -> None:
    """Click a case's Open button until its page shows. A rerun right after a save can swallow one click or
    keep replacing the button while Playwright waits for it to settle; a reload ends either."""
    target = page.get_by_role("heading", name=heading)
    attempts = 4
    for attempt in range(attempts):
        try:
            page.keyboard.press("Escape")  # a click that a moving layout sent to a select leaves its list open
            page.wait_for_function(_SETTLED, timeout=30_000)  # (and a click into a rerun lands where the layout was)
            page.get_by_test_id("stMain").get_by_role("button", name=button).first.click(timeout=15_000)
            expect(target).to_be_visible(timeout=10_000)
            return
        except (AssertionError, PlaywrightTimeoutError):
            if attempt == attempts - 1:
                raise
            if target.is_visible():
                return
            page.reload()


def call_mcp(env: dict[str, str], calls: list[tuple[str, dict[str, Any]]]) -> list[Any]:
    """Run tool calls through a real `rootcause mcp` stdio server (a separate process, as an agent would)."""

    async def session() -> list[Any]:
        server = StdioServerParameters(command=sys.executable, args=["-m", "rootcause", "mcp"], env=env, cwd=ROOT)
        results = []
        async with Client(server, read_timeout_seconds=60) as client:
            for name, arguments in calls:
                result = await client.call_tool(name, arguments)
                assert not result.is_error, result
                results.append(result.structured_content)
        return results

    # Playwright's sync API keeps an asyncio loop on this thread, so the agent gets a thread of its own.
    with ThreadPoolExecutor(max_workers=1) as agent_thread:
        return agent_thread.submit(anyio.run, session).result(timeout=120)


def test_agent_event_added_over_mcp_appears_without_a_click(page: Page, app_url: str, store_env: dict[str, str],
                                                            tmp_path: Path) -> None:
    page.goto(app_url)
    expect(page.get_by_text("There are no cases yet")).to_be_visible(timeout=30_000)

    title = page.get_by_label("Title", exact=True)
    title.fill(TITLE)
    title.press("Enter")  # forms submit on Enter: keyboard-only is enough
    expect(page.get_by_text("Showing 1 of 1 cases, newest first.")).to_be_visible()  # the list has the new case

    open_first_case(page, re.compile(r"\bOpen$"), "Problem statement")
    expect(page).to_have_url(re.compile(r"/problem_timeline\?(?:[^#]*&)?case=ses_"))  # (the language may ride too)

    draft = page.get_by_placeholder("One fact per event, people described by role")
    draft.fill("Scribe's unsaved note")  # typed, not submitted: a live refresh must not wipe it

    listed = call_mcp(store_env, [("rc_list_sessions", {"query": "look-alike"})])[0]
    session_id = next(s["id"] for s in listed["sessions"] if s["title"] == TITLE)
    call_mcp(store_env, [("rc_add_timeline_event",
                          {"session_id": session_id, "when": "T+00:15", "description": "Agent added this event"})])

    expect(page.get_by_text("Agent added this event")).to_be_visible(timeout=15_000)
    expect(page.get_by_text(re.compile(r"AI agent · "))).to_be_visible()
    expect(draft).to_have_value("Scribe's unsaved note")
    page.screenshot(path=str(tmp_path / "live_refresh.png"), full_page=True)


def test_deep_link_as_first_request_of_a_fresh_server_gets_the_whole_app(page: Page, app_url: str,
                                                                        store_env: dict[str, str],
                                                                        tmp_path: Path) -> None:
    db = open_store(f"sqlite:///{store_env['ROOTCAUSE_DATA_DIR']}/rootcause.db")
    case = sessions.create_session(db, title="病房給藥錯誤（深層連結）", actor=human("facilitator"), language="zh-TW")
    db.dispose()

    page.goto(f"{app_url}/problem_timeline?case={case.id}")
    expect(page.get_by_role("heading", name="Problem statement")).to_be_visible(timeout=30_000)
    expect(page.get_by_text("Your role in this meeting")).to_be_visible()  # the sidebar ran: app.py routed it
    page.get_by_text("繁體中文", exact=True).click()
    expect(page.get_by_role("heading", name="問題陳述")).to_be_visible()
    expect(page.get_by_role("heading", name="病房給藥錯誤（深層連結）")).to_be_visible()
    page.screenshot(path=str(tmp_path / "deep_link_zh.png"), full_page=True)


def test_switching_language_keeps_the_role_and_the_filter(page: Page, app_url: str) -> None:
    """Streamlit identifies a choice by its label; without care a language switch would lose choices."""
    page.goto(app_url)
    expect(page.get_by_text("There are no cases yet")).to_be_visible(timeout=30_000)
    page.get_by_role("combobox", name="Your role in this meeting").click()
    page.get_by_role("option", name="Scribe").click()
    expect(page.get_by_role("combobox", name="Your role in this meeting")).to_have_value("Scribe")
    page.get_by_role("radio", name="Archived").check(force=True)
    expect(page.get_by_role("radio", name="Archived")).to_be_checked()

    page.get_by_text("繁體中文", exact=True).click()
    expect(page.get_by_role("heading", name="案例", exact=True)).to_be_visible()
    expect(page.get_by_role("combobox", name="您在本次會議的角色")).to_have_value("記錄者")
    expect(page.get_by_role("radio", name="已封存")).to_be_checked()
    expect(page.get_by_role("combobox", name="分析架構")).to_have_value("魚骨圖（醫療 6M）")


def test_the_chosen_language_and_role_survive_opening_a_case(page: Page, app_url: str) -> None:
    """A page switch must not drop the sidebar's choices (they are kept for the whole session)."""
    page.goto(app_url)
    expect(page.get_by_text("There are no cases yet")).to_be_visible(timeout=30_000)
    page.get_by_role("combobox", name="Your role in this meeting").click()
    page.get_by_role("option", name="Scribe").click()
    page.get_by_text("繁體中文", exact=True).click()
    expect(page.get_by_role("heading", name="案例", exact=True)).to_be_visible()
    expect(page.get_by_text("目前還沒有案例", exact=False)).to_be_visible()  # the Chinese rerun has finished
    title = page.get_by_label("標題", exact=True)
    title.fill("語言切換後開啟案例")
    page.get_by_role("button", name="建立案例").click()
    expect(page.get_by_text("顯示 1 件，共 1 件，由新到舊。")).to_be_visible(timeout=30_000)
    open_first_case(page, re.compile("開啟$"), "問題陳述")
    expect(page.get_by_role("radio", name="繁體中文")).to_be_checked()
    expect(page.get_by_role("combobox", name="您在本次會議的角色")).to_have_value("記錄者")


def test_a_case_that_shares_its_title_with_another_stays_open_and_takes_its_own_text(page: Page, app_url: str,
                                                                                    store_env: dict[str, str]) -> None:
    """Audit 31: the sidebar's case list showed both cases by their title, the browser answered with the label, and
    the case opened by link turned into the other one at the first rerun; what was then typed and saved went there."""
    db = open_store(f"sqlite:///{store_env['ROOTCAUSE_DATA_DIR']}/rootcause.db")
    try:
        first, second = (sessions.create_session(db, title="Medication error", actor=human("facilitator")).id
                         for _ in range(2))
    finally:
        db.dispose()
    page.goto(f"{app_url}/problem_timeline?case={second}")
    main = page.get_by_test_id("stMain")
    expect(main.get_by_role("button", name="Save problem statement")).to_be_visible(timeout=30_000)
    what = main.get_by_placeholder("The event in one or two sentences, people described by role")  # (the problem's)
    what.fill("Tenfold heparin rate on the night shift")
    what.press("Tab")
    page.wait_for_timeout(1000)
    page.get_by_test_id("stMain").get_by_role("button", name="Save problem statement").click()
    expect(page.get_by_text("Problem statement saved").first).to_be_visible()
    assert f"case={second}" in page.url
    db = open_store(f"sqlite:///{store_env['ROOTCAUSE_DATA_DIR']}/rootcause.db")
    try:
        assert problem.get_problem(db, session_id=second).what == "Tenfold heparin rate on the night shift"
        assert not problem.get_problem(db, session_id=first).what
    finally:
        db.dispose()
