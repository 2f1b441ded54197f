"""Drives the app in AppTest the way a person does (shared by the UI tests; not a conftest so it imports cleanly)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from streamlit.testing.v1 import AppTest

ROOT = Path(__file__).resolve().parents[2]
CASES = "pages/cases.py"
PROBLEM_TIMELINE = "pages/problem_timeline.py"


class Driver:
    """Uses an AppTest the way a person uses the app: type, click by visible label, read the page.

    Every run asserts that nothing escaped the app: an uncaught exception would reach the user.
    """

    def __init__(self, at: AppTest) -> None:
        self.at = at
        self.ran = False

    def run(self) -> Driver:
        self.at.run()
        self.ran = True
        assert not self.at.exception, [e.value for e in self.at.exception]
        return self

    def open(self, page: str, **query: str) -> Driver:
        """Go to a page, optionally with query parameters (AppTest needs one run before switch_page)."""
        self.at.query_params.update(query)
        if not self.ran:
            self.run()
        self.at.switch_page(page)
        return self.run()

    def type(self, key: str, value: Any) -> Driver:
        """Set a widget by key without running (form widgets only count once the form is submitted)."""
        for kind in ("text_input", "text_area", "selectbox", "radio"):
            widgets = [w for w in getattr(self.at, kind) if w.key == key]
            if widgets:
                widgets[0].set_value(value)
                return self
        raise AssertionError(f"no widget with key {key!r}")

    def click(self, label: str, nth: int = 0) -> Driver:
        """Click the ``nth`` button (or form submit button) showing ``label``, then run."""
        matches = [b for b in self.at.button if b.label == label]
        assert matches, f"no button {label!r}; buttons: {[b.label for b in self.at.button]}"
        matches[nth].click()
        return self.run()

    def value(self, key: str) -> Any:
        return self.at.session_state[key]

    def labels(self) -> list[str]:
        return [b.label for b in self.at.button]

    def text(self) -> str:
        """Everything readable on the page: headings, markdown, captions, alerts, tables, toasts."""
        parts: list[str] = []
        for kind in ("title", "header", "subheader", "markdown", "caption", "info", "warning", "error",
                     "success", "toast"):
            parts.extend(str(element.value) for element in getattr(self.at, kind))
        parts.extend(table.value.to_string() for table in self.at.table)
        return "\n".join(parts).replace("\\", "")

    def errors(self) -> list[str]:
        return [str(e.value) for e in self.at.error]

    def table_rows(self, nth: int = 0) -> list[list[str]]:
        return self.at.table[nth].value.astype(str).values.tolist()
