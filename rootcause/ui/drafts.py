"""What was typed in a box that Enter submits, kept across a page switch.

The one-line boxes of the meeting's keyboard flow (a why's answer and evidence, a fishbone bone's quick-add, a new
bone, a new case's title) are ``st.form``s, so Enter adds. A form sends nothing until it is submitted, so text typed
in one and left was lost when the facilitator opened another page (audits 29 and 30). A small script in the page
reports a form box's text when the box is left; the text is kept for the session, by the box's key, and put back
when the form is drawn again. A box's text leaves the browser only as the other editors' does: when it is left.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import streamlit as st

__all__ = ["forget", "keeper", "restore"]

_KEPT = "rc:drafts"  # widget key -> the text last left in it
# (reports {label, value, seq} when a box inside a form whose label this page named is left; seq makes each report a
# change, so leaving a box twice with the same text is still taken)
_JS = """
export default function(component) {
  const { data, setStateValue } = component;
  const wanted = new Set(data.labels);
  let seq = 0;
  const left = (event) => {
    const box = event.target;
    if (!(box instanceof HTMLInputElement || box instanceof HTMLTextAreaElement)) return;
    const label = box.getAttribute('aria-label');
    if (!wanted.has(label) || !box.closest('[data-testid="stForm"]')) return;
    seq += 1;
    setStateValue('left', { label: label, value: box.value, seq: seq });
  };
  document.addEventListener('focusout', left, true);
  return () => document.removeEventListener('focusout', left, true);
}
"""
_COMPONENT = st.components.v2.component("rootcause_draft_keeper", js=_JS)


def restore(boxes: Mapping[str, str]) -> None:
    """Put the kept text back into each box (label -> widget key) that lost it; call before the forms are drawn."""
    kept: dict[str, str] = st.session_state.get(_KEPT, {})
    for key in boxes.values():
        if kept.get(key) and not st.session_state.get(key):
            st.session_state[key] = kept[key]


def forget(*keys: str) -> None:
    """Drop the kept text of boxes whose form was submitted and saved (the box empties)."""
    kept: dict[str, str] = st.session_state.get(_KEPT, {})
    for key in keys:
        kept.pop(key, None)


def keeper(name: str, boxes: Mapping[str, str]) -> None:
    """Mount the page's keeper once, after its forms: ``boxes`` maps each form box's label to its widget key."""
    keeper_key = f"rc:drafts:{name}"

    def take() -> None:
        report = _field(st.session_state.get(keeper_key), "left")
        if isinstance(report, Mapping) and report.get("label") in boxes:
            st.session_state.setdefault(_KEPT, {})[boxes[str(report["label"])]] = str(report.get("value") or "")

    _COMPONENT(key=keeper_key, data={"labels": list(boxes)}, on_left_change=take)


def _field(state: Any, name: str) -> Any:
    """A component state's field, whether Streamlit hands it over as a mapping or as attributes."""
    if isinstance(state, Mapping):
        return state.get(name)
    return getattr(state, name, None)
