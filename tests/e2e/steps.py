"""Browser steps more than one test takes, written once."""

from __future__ import annotations

from playwright.sync_api import Page, expect


def mark_root_cause(page: Page, rationale_label: str, button_name: str, rationale_text: str, shown: str) -> None:
    """Type the rationale and mark the answer as a root cause. Under load a rerun still running from the step before
    can replace the box after it was typed in, before or after the click (the box comes back empty and nothing is
    marked), so when the text does not stay in the box or the mark does not show, the box is typed into and the button
    pressed again, at most three times."""
    rationale = page.get_by_label(rationale_label).filter(visible=True)
    for attempt in range(3):
        expect(rationale).to_have_count(1)  # a rerun under load can show the last run's copy for a moment
        rationale.fill(rationale_text)
        try:
            expect(rationale).to_have_value(rationale_text, timeout=5_000)
        except AssertionError:
            if attempt == 2:
                raise
            continue  # (the box was replaced by the rerun: type again)
        page.get_by_role("button", name=button_name).click()
        try:
            expect(page.get_by_text(shown)).to_be_visible(timeout=10_000)
            return
        except AssertionError:
            if attempt == 2:
                raise
