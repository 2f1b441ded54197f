"""A form that edits one stored row: it sends the version it loaded, and when someone else saved in between it
says so honestly, comparing only what this browser sent with what is stored, so nothing is silently overwritten
and no typing is thrown away.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal, Protocol

import pandas as pd
import streamlit as st

from rootcause.ui.components import sac_label, shown, who
from rootcause.ui.i18n import t
from rootcause.ui.state import set_widgets_later

__all__ = ["StoredRow", "VersionedForm", "acted_on", "conflict_panel"]


def conflict_panel(key: str, *, who_changed: str, read: int, now: int,
                   rows: Sequence[tuple[str, str, str]]) -> Literal["reload", "keep"] | None:
    """Explain that someone else saved in between and let the person choose.

    ``rows`` are (field label, text in the form, text stored now); only the differing ones are shown.
    Returns "reload" (take theirs), "keep" (save mine over theirs) or None (not decided yet).
    """
    with st.container(border=True):
        st.warning(t("conflict.title", who=who_changed, read=read, now=now), icon=":material/sync_problem:")
        st.caption(t("conflict.explain"))
        differing = [row for row in rows if row[1] != row[2]]
        if differing:
            st.table(pd.DataFrame(differing, columns=[t("conflict.field"), t("conflict.mine"), t("conflict.theirs")]),
                     hide_index=True)
        else:
            st.info(t("conflict.same"))
        with st.container(horizontal=True):
            if st.button(t("conflict.reload"), key=f"{key}:reload", icon=":material/download:"):
                return "reload"
            if st.button(t("conflict.keep"), key=f"{key}:keep", type="primary", icon=":material/save:"):
                return "keep"
    return None


def acted_on(key: str, version: int) -> int:
    """The version of a row as this browser last drew it, which a button pressed now acts on; the version drawn in
    this run is kept for the next press.

    A press is handled in the run after the one that drew the button, and the row read again in that run may hold
    someone else's newer save: the press names the version the person saw, so the service refuses it as stale
    instead of moving, deleting or confirming what they never saw."""
    seen = st.session_state.get(f"{key}:drawn", version)
    st.session_state[f"{key}:drawn"] = version
    return int(seen)


class StoredRow(Protocol):
    """What a versioned form needs from a service view (ProblemView, TimelineEventView, ...): read only."""

    @property
    def version(self) -> int: ...
    @property
    def actor_kind(self) -> str: ...
    @property
    def actor(self) -> str: ...


@dataclass(frozen=True)
class VersionedForm:
    """The widget keys of a form that edits one stored row, and the row version the person loaded.

    Saving sends that version, so a change saved by someone else in between is caught (StaleVersion)
    instead of silently overwritten; the form's text stays in its widgets whatever happens.
    """

    prefix: str
    fields: tuple[str, ...]

    def key(self, field: str) -> str:
        return f"{self.prefix}:{field}"

    @property
    def version(self) -> int:
        """The version the person loaded into the form (what a save names as read)."""
        return int(st.session_state[f"{self.prefix}:version"])

    def saw(self, version: int, values: dict[str, object] | None = None) -> None:
        """Record a saved (or reloaded) version as the one this form now shows, with the values it holds then
        (what a later comparison calls "not typed by this person")."""
        st.session_state[f"{self.prefix}:version"] = version
        st.session_state[f"{self.prefix}:loaded"] = dict(values if values is not None else self.values())

    def typed(self) -> bool:
        """Whether the form holds text this person typed beyond what was loaded.

        The boxes are not in an ``st.form``: each field reaches the server when it is left, and is kept across a
        page switch (``persist_state``), so a colleague's save in between is shown beside what this person typed.
        With nothing typed, the panel only says who changed the row."""
        return bool(self.edited())

    def edited(self) -> set[str]:
        """The fields whose widgets hold something other than what was loaded: this person's changes."""
        loaded = st.session_state.get(f"{self.prefix}:loaded")
        if loaded is None:
            return set()
        return {f for f, v in self.values().items() if _blank(f, loaded.get(f)) != _blank(f, v)}

    def values(self) -> dict[str, Any]:
        """What the widgets hold now, by field; the service that receives them validates every value."""
        return {f: st.session_state.get(self.key(f)) for f in self.fields}

    def forget(self) -> None:
        """Drop the widgets' values and the loaded version, so the next :meth:`load` reads the stored row.

        Call it from a callback (before the widgets are drawn), e.g. when an editor is opened afresh.
        """
        for key in (f"{self.prefix}:version", *map(self.key, self.fields)):
            st.session_state.pop(key, None)

    def load(self, stored: StoredRow) -> None:
        """Fill the widgets from ``stored`` the first time (or after they were lost), before they are drawn."""
        keys = [f"{self.prefix}:version", *map(self.key, self.fields)]
        if any(k not in st.session_state for k in keys):
            values = self._stored_values(stored)
            st.session_state.update(values)
            self.saw(stored.version, {f: values[self.key(f)] for f in self.fields})

    def follow(self, stored: StoredRow) -> None:
        """Take the row's newer version as read when none of this form's fields changed in it (another form saved
        another part of the row, or its place moved): only a change to what this form edits is a clash."""
        loaded = st.session_state.get(f"{self.prefix}:loaded")
        if stored.version != self.version and loaded is not None and all(
                _blank(f, getattr(stored, f)) == _blank(f, loaded.get(f)) for f in self.fields):
            self.saw(stored.version, loaded)

    def resolve(self, stored: StoredRow, labels: dict[str, str]) -> bool:
        """If the row moved past the form's version, show both texts; True when "keep mine" was chosen.

        "Reload theirs" refills the form from the stored row and reruns. "Keep mine" sets the fields this person
        left alone to what is stored now, so the save that follows sends their changes and keeps the colleague's
        (call it before the widgets are drawn).
        """
        now = stored.version
        if now == self.version:
            return False
        changed_by = who(stored.actor_kind, stored.actor)
        if not self.typed():  # nothing of this person's has reached the server: say so, touch nothing
            loaded = st.session_state.get(f"{self.prefix}:loaded") or {}
            moved = [(labels[f], _display(f, getattr(stored, f))) for f in self.fields
                     if _blank(f, loaded.get(f)) != _blank(f, getattr(stored, f))]
            with st.container(border=True):
                st.info(t("conflict.moved", who=changed_by, read=self.version, now=now), icon=":material/sync:")
                if moved:
                    st.table(pd.DataFrame(moved, columns=[t("conflict.field"), t("conflict.theirs")]), hide_index=True)
                if st.button(t("conflict.load_theirs"), key=f"{self.prefix}:load_theirs", icon=":material/download:"):
                    self._reload(stored)
            return False
        mine = self.edited()
        loaded = st.session_state.get(f"{self.prefix}:loaded") or {}
        # (what this person changed beside what is stored; what only the colleague changed is listed as kept)
        rows = [(labels[f], _display(f, st.session_state.get(self.key(f))) if f in mine else t("conflict.untouched"),
                 _display(f, getattr(stored, f))) for f in self.fields
                if f in mine or _blank(f, loaded.get(f)) != _blank(f, getattr(stored, f))]
        shown = acted_on(f"{self.prefix}:panel", now)  # (the stored version the panel showed when it was pressed)
        choice = conflict_panel(self.prefix, who_changed=changed_by, read=self.version, now=now, rows=rows)
        if choice is not None and shown != now:  # saved again while the panel was open: show that text first
            st.warning(t("conflict.again", now=now), icon=":material/sync_problem:")
            return False
        if choice == "reload":
            self._reload(stored)
        if choice == "keep":  # only this person's fields are saved over theirs: the others take the stored values,
            theirs = {f: _blank(f, getattr(stored, f)) for f in self.fields if f not in mine}
            st.session_state.update({self.key(f): v for f, v in theirs.items()})
            # ... which count as seen, so a refused save never turns them into this person's changes
            st.session_state[f"{self.prefix}:loaded"] = {**loaded, **theirs}
        return choice == "keep"

    def _reload(self, stored: StoredRow) -> None:
        values = self._stored_values(stored)
        set_widgets_later(values)
        self.saw(stored.version, {f: values[self.key(f)] for f in self.fields})
        st.rerun()

    def _stored_values(self, stored: StoredRow) -> dict[str, object]:
        return {self.key(f): _blank(f, getattr(stored, f)) for f in self.fields}


def _blank(field: str, value: object) -> object:
    """Text widgets need "" for a missing value; the SAC selector and a number box (a cause's confidence) take None."""
    return value if value is not None or field in ("severity", "confidence") else ""


def _display(field: str, value: object) -> str:
    if field == "severity":
        return sac_label(value if isinstance(value, int) else None)
    return shown(value)
