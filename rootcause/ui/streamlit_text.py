"""Streamlit's own words that it cannot translate, kept off a Chinese reader's screen.

Streamlit writes "Press Enter to submit form" under text boxes, "Drag and drop file here", "Limit 200MB per
file" and "Browse files" in the file uploader, "Skip to main content" on the first Tab, and "Show data", "Download
as PNG", "Fullscreen" on every chart's and table's toolbar, in English only. RootCause keeps Enter as the quick-add
key in the meeting, so instead of dropping the forms this hides those hints and the toolbars with one style sheet,
and puts the uploader's button and the skip link in the reader's language; each page that captures text says what
Enter does, in both languages. (Charts carry RootCause's own description, and the numbers are in a table beside.)
"""

from __future__ import annotations

import streamlit as st

from rootcause.ui.i18n import t

_HIDDEN = ('[data-testid="InputInstructions"]', '[data-testid="stFileUploaderDropzoneInstructions"]',
           '[data-testid="stElementToolbar"]')
_SKIP = '[data-testid="stSkipToContent"]'



def css_string(text: str) -> str:
    """``text`` as a quoted CSS string: letters (any script), digits and spaces as they are, every other character
    as a CSS hex escape, so no label can end the string, the rule or the style element."""
    return '"' + "".join(ch if ch.isalnum() or ch == " " else f"\\{ord(ch):x} " for ch in text) + '"'


def style_sheet(browse: str, skip: str = "Skip to main content") -> str:
    """The rules, with ``browse`` and ``skip`` (already translated) as the uploader's button and the skip link."""
    hidden = ", ".join(_HIDDEN)
    button = '[data-testid="stFileUploaderDropzone"] button'
    return (f"<style>{hidden} {{ display: none !important; }} "
            f"{button} * {{ display: none !important; }} "  # (its icon and its English word are children of their own)
            f"{button}::after {{ content: {css_string(browse)}; font-size: 0.875rem; }} "
            f"{_SKIP} {{ font-size: 0 !important; }} "
            f"{_SKIP}::after {{ content: {css_string(skip)}; font-size: 1rem; }}</style>")


def apply() -> None:
    """Add the style sheet to the page (it takes no space); call once per run."""
    st.html(style_sheet(t("ui.browse_files"), t("ui.skip_to_content")))
