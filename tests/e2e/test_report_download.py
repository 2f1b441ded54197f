"""The report leaves the app as a real file: a complete case (built through the services on the app's own
store), its Report page, the Markdown download caught by the browser, then a look at the Action plan page."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from full_case import build_complete_case
from playwright.sync_api import Page, expect

from rootcause.domain.model.actor import agent, human
from rootcause.services.frameworks import Frameworks
from rootcause.store import open_store

pytestmark = pytest.mark.e2e


def test_markdown_download_holds_the_report_and_its_diagrams(page: Page, app_url: str, store_env: dict[str, str],
                                                             tmp_path: Path) -> None:
    db = open_store(f"sqlite:///{store_env['ROOTCAUSE_DATA_DIR']}/rootcause.db")
    try:
        sid = build_complete_case(db, Frameworks(), human("facilitator"), agent("e2e-agent"), "en")
    finally:
        db.dispose()

    page.goto(f"{app_url}/report?case={sid}")
    expect(page.get_by_role("heading", name="Report", exact=True)).to_be_visible(timeout=30_000)
    main = page.get_by_test_id("stMain")
    expect(main.get_by_role("heading", name="Root cause analysis report:")).to_be_visible()
    expect(main.get_by_test_id("stMermaidChart").first.locator("img")).to_be_visible()
    expect(page.get_by_test_id("stMermaidError")).to_have_count(0)
    sidebar = page.get_by_test_id("stSidebar")
    expect(sidebar.get_by_text("6 of 7 steps")).to_be_visible()

    with page.expect_download() as caught:
        main.get_by_test_id("stDownloadButton").filter(has_text="Markdown (.md)").get_by_role("button").click()
    download = caught.value
    assert download.suggested_filename == f"rootcause-{sid}-en.md"
    report = Path(download.path()).read_text(encoding="utf-8")
    assert report.startswith("# Root cause analysis report: ")
    assert "```mermaid\nishikawa-beta" in report and "```mermaid\nflowchart TD" in report

    page.get_by_role("link", name="Action plan", exact=True).click()
    expect(page.get_by_role("heading", name="Action plan", exact=True)).to_be_visible()
    expect(main.get_by_text("Pharmacy manager", exact=False).first).to_be_visible()
    expect(main.get_by_text(re.compile(r"\bStronger$")).first).to_be_visible()  # the badge (after its icon)
    page.screenshot(path=str(tmp_path / "action_plan.png"), full_page=True)


def test_the_uploader_button_shows_only_the_readers_word_and_a_reload_keeps_the_language(
        page: Page, app_url: str, store_env: dict[str, str]) -> None:
    """Audit 28: the button read "Upload選擇檔案" (Streamlit's own icon and word beside ours), and a reload fell
    back to English. The language rides in the URL; the button's children are hidden in both languages."""
    db = open_store(f"sqlite:///{store_env['ROOTCAUSE_DATA_DIR']}/rootcause.db")
    try:
        sid = build_complete_case(db, Frameworks(), human("facilitator"), agent("e2e-agent"), "zh-TW")
    finally:
        db.dispose()
    outside: list[str] = []  # (and nothing is asked of another host: the tab's icon ships with the app)
    page.on("request", lambda request: None if request.url.startswith(app_url) or request.url.startswith(
        ("data:", "blob:")) else outside.append(request.url))
    for lang, heading, word in (("en", "Report", "Choose a file"), ("zh-TW", "報告", "選擇檔案")):
        page.goto(f"{app_url}/report?case={sid}&lang={lang}")
        expect(page.get_by_role("heading", name=heading, exact=True)).to_be_visible(timeout=30_000)
        button = page.get_by_test_id("stFileUploaderDropzone").locator("button")
        expect(button).to_be_visible()
        shown = button.evaluate("b => [...b.querySelectorAll('*')].filter(e => e.getClientRects().length).length")
        assert shown == 0, "the button's own icon and English word are hidden"
        assert button.evaluate("b => getComputedStyle(b, '::after').content") == f'"{word}"'
    page.reload()
    expect(page.get_by_role("heading", name="報告", exact=True)).to_be_visible(timeout=30_000)
    assert outside == []
