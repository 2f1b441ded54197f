"""Pieces every page shares: inline errors, the SAC selector, who-did-it labels, live refresh, and the timeline
table and chart (a form that edits a stored row, with its conflict panel, is ``ui.versioned_form``).

They only translate between widgets and service results; rules stay in ``domain/`` and ``services/``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Literal, TypeVar

import altair as alt
import pandas as pd
import streamlit as st

from rootcause.domain.model import (
    KIND_LABELS,
    SAC_LEVELS,
    TimelineEventView,
    parse_datetime,
    parse_event_time,
    sac_meaning,
    sort_key,
)
from rootcause.errors import NotFound, PHIDetected, RootCauseError, StoreUnavailable, naming
from rootcause.services import sessions, users
from rootcause.ui.i18n import current_lang, t, text_in
from rootcause.ui.state import current_case, role_label, store, translated

__all__ = [
    "BadgeColor",
    "Outcome",
    "agent_badge",
    "error_text",
    "flash",
    "live_case",
    "md",
    "sac_label",
    "sac_select",
    "show_errors",
    "show_flash",
    "shown",
    "stamp_caption",
    "timeline_chart",
    "timeline_table",
    "when_label",
    "who",
]

BadgeColor = Literal["red", "orange", "yellow", "blue", "green", "violet", "gray", "grey", "primary"]  # st.badge()
_FLASH_KEY = "rc_flash"
_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]()#+\-.!|<>~$:])")

T = TypeVar("T")


@dataclass
class Outcome:
    """What :func:`show_errors` saw: truthy when the block finished without a RootCauseError."""

    ok: bool = False
    error: RootCauseError | None = None

    def __bool__(self) -> bool:
        return self.ok


@contextmanager
def show_errors(labels: Mapping[str, str] | None = None, *, document: bool = False,
                reading: bool = False) -> Iterator[Outcome]:
    """Run one service call; a RootCauseError becomes ``st.error`` right here, in the user's language.

    Call it just below the form it saves, so the message sits next to the boxes it is about.
    ``labels`` maps the services' field names to the labels this form shows (see :func:`error_text`).
    The widgets keep what the person typed (nothing is cleared on failure), so they can fix and retry.
    ``reading``: the read a page (or the sidebar) cannot be drawn without; a database out of reach there goes up to
    the app's store panel with its retry (:func:`store_down`), not to an inline error (audit 30, finding 8).
    """
    outcome = Outcome()
    try:
        yield outcome
    except RootCauseError as exc:
        if reading and isinstance(exc, StoreUnavailable):
            raise  # (a save while the store is away stays inline: its text stays in its boxes)
        outcome.error = exc
        # (a refused case file: the import's own words, by JSON path, and nothing kept in a box)
        st.error(exc.message(current_lang()) if document else error_text(exc, labels), icon=":material/error:")
    else:
        outcome.ok = True


def store_down(exc: StoreUnavailable) -> None:
    """The page in place of a case while the database is out of reach: which store, what to check, and a retry;
    the navigation stays, and Streamlit's own (English) crash box never appears (audit 29)."""
    st.error(error_text(exc), icon=":material/cloud_off:")
    st.caption(t("error.store_down"))
    if st.button(t("error.store_retry"), key="rc:store_retry", icon=":material/refresh:"):
        st.rerun()


def error_text(exc: RootCauseError, labels: Mapping[str, str] | None = None) -> str:
    """An error in the current language, naming the box as the form shows it.

    The services name a field by its code ("what", "owner_role"), which a person never sees: with the form's labels
    (or the app's own word for a case or a search) the message names the box instead, in the reader's language. An
    identifier refusal repeats only the masked preview, never the typed text; an id that names nothing is told in
    a person's terms, not an agent's tools.
    """
    lang = current_lang()
    kind = exc.details.get("kind")
    label = _field_label(exc.field, labels)
    if isinstance(exc, NotFound):
        found = exc.zh if lang == "zh-TW" else exc.en
        return f"{_named(found, exc.field, label, lang)} {t('errors.not_found_app')}"
    if not isinstance(exc, PHIDetected) or kind not in KIND_LABELS:
        return _named(exc.message(lang), exc.field, label, lang)
    field = label or exc.field or t("common.empty")
    kind_en, kind_zh = KIND_LABELS[kind]
    searched = exc.field == "query"  # (a search is not saved: it is not run)
    refused = t("phi.refused_search" if searched else "phi.refused", field=md(field),
                kind=kind_zh if lang == "zh-TW" else kind_en, preview=md(str(exc.details.get("preview", ""))),
                start=exc.details.get("start", "?"), end=exc.details.get("end", "?"))
    hint = exc.hint_zh if lang == "zh-TW" else exc.hint_en
    kept = t("phi.kept_search" if searched else "phi.kept")
    return ("" if lang == "zh-TW" else " ").join(part for part in (refused, hint, kept) if part)


_APP_FIELDS = ("session_id", "query")  # (fields whose word the app has without a form: errors.field_<code>)


def _field_label(field: str | None, labels: Mapping[str, str] | None) -> str | None:
    if not field:
        return None
    if labels and field in labels:
        return labels[field]
    return t(f"errors.field_{field}") if field in _APP_FIELDS else None


def _named(message: str, field: str | None, label: str | None, lang: str) -> str:
    """``message`` naming the box by its label, in quotes, where it names the field by its code."""
    if not label:
        return message
    return naming(message, field, f"「{label}」" if lang == "zh-TW" else f"“{label}”")


def confirm_delete(warning: str, yes: str, cancel: str, *, key: str, pending_key: str) -> bool:
    """The second step of a delete the service refused without ``confirm``: the warning, a "yes" that returns True,
    and a cancel that forgets the pending delete (``pending_key``) and reruns."""
    st.warning(warning, icon=":material/warning:")
    with st.container(horizontal=True):
        said_yes = st.button(yes, key=f"{key}:yes", type="primary", icon=":material/delete_forever:")
        if st.button(cancel, key=f"{key}:no"):
            st.session_state.pop(pending_key, None)
            st.rerun()
    return said_yes


def flash(message: str, *, warning: bool = False) -> None:
    """Confirm a change on the next run (a success is followed by a rerun, which would erase it now); a warning is
    drawn on the page, where it stays for the run, not as a toast that vanishes."""
    st.session_state.setdefault(_FLASH_KEY, []).append((message, warning))


def show_flash() -> None:
    for message, warning in st.session_state.pop(_FLASH_KEY, []):
        if warning:
            st.warning(message, icon=":material/sync_problem:")
        else:
            st.toast(message, icon=":material/check_circle:")


def joined(already: str, moved: str) -> str:
    """What a box holds once text is moved into it: the moved text alone in an empty box, else both (nothing the
    person typed in either place is lost)."""
    if not already.strip():
        return moved
    if not moved.strip() or moved.strip() in already:
        return already
    return f"{already.rstrip()} / {moved.strip()}"


def md(text: str) -> str:
    """Escape Markdown so a title or description typed by someone is shown exactly as typed."""
    return _MD_SPECIAL.sub(r"\\\1", text)


def shown(value: object) -> str:
    """A stored value as displayed text; blanks become a dash so an empty cell reads as empty."""
    return t("common.empty") if value is None or value == "" else str(value)


def sac_label(level: int | None, lang: str | None = None) -> str:
    """``SAC 2 — Major harm: ...`` so the number is never read without its meaning."""
    lang = lang or current_lang()
    if level is None:
        return text_in(lang, "sac.none")
    return text_in(lang, "sac.option", level=level, meaning=sac_meaning(level, lang))


def sac_select(key: str, *, label: str | None = None) -> int | None:
    """A SAC 1-4 selector that shows each level's meaning in the option itself; empty means not graded."""
    lang = current_lang()
    return st.selectbox(label or t("sac.label"), SAC_LEVELS, index=None, placeholder=t("sac.none"),
                        format_func=lambda level: sac_label(level, lang), key=translated(key), help=t("sac.help"),
                        persist_state="session")


def who(actor_kind: str, actor: str) -> str:
    """Who made a row: a role in the current language, a signed-in person by their address (the row keeps only
    their ``usr_…`` id), or the agent's client name marked as an agent."""
    if actor_kind == "agent":
        return f"🤖 {t('badge.agent')} · {actor}"
    if actor.startswith("usr_"):
        try:
            return users.names_of(store(), [actor]).get(actor, actor)
        except RootCauseError:
            return actor
    return role_label(actor) if actor else t("who.unknown")


def agent_badge(actor_kind: str, actor: str) -> None:
    """A visible badge on anything an AI agent wrote, so the room knows where a text came from."""
    if actor_kind == "agent":
        st.badge(f"{t('badge.agent')} · {actor}", icon=":material/smart_toy:", color="violet")


def when_label(moment: datetime) -> str:
    """A stored UTC time in the server's local time, to the minute (what a meeting needs)."""
    aware = moment if moment.tzinfo else moment.replace(tzinfo=UTC)
    return aware.astimezone().strftime("%Y-%m-%d %H:%M")


def stamp_caption(version: int, actor_kind: str, actor: str, at: datetime) -> None:
    """One line under a section: its version, who changed it last and when, with the agent badge."""
    st.caption(t("problem.version", version=version, who=who(actor_kind, actor), at=when_label(at)))
    agent_badge(actor_kind, actor)


def case_or_stop(no_case_key: str) -> str:
    """The case this browser works on; with none, say so (pointing to Cases) and end the page run here."""
    case_id = current_case()
    if case_id is None:
        st.info(t(no_case_key), icon=":material/info:")
        st.page_link("pages/cases.py", label=t("problem_page.to_cases"), icon=":material/folder_open:")
        st.stop()
    return case_id


def open_case(no_case_key: str, load: Callable[[str], T]) -> tuple[str, T]:
    """What a case page opens with: the current case (or a pointer to Cases), live refresh, then ``load``.

    A load that fails (the case was deleted, the store is down) shows its error with a way back to Cases
    and ends the page run, so the rest of the page only ever sees a loaded case.
    """
    case_id = case_or_stop(no_case_key)
    live_case(case_id)
    loaded: list[T] = []
    with show_errors() as found:
        loaded.append(load(case_id))
    if not found:
        st.page_link("pages/cases.py", label=t("problem_page.to_cases"), icon=":material/folder_open:")
        st.stop()
    closed_notice(case_id)
    return case_id, loaded[0]


def closed_notice(case_id: str) -> None:
    """A closed case says so on every page of its analysis, with the way to reopen it: edits are refused by the
    store (``[case_closed]``), and the room should know before anyone types."""
    try:
        closed = sessions.status_of(store(), session_id=case_id) == "complete"
    except RootCauseError:
        return
    if closed:
        with st.container(horizontal=True, vertical_alignment="center"):
            st.info(t("case_closed.banner"), icon=":material/lock:")
            st.page_link("pages/report.py", label=t("case_closed.to_report"), icon=":material/lock_open:")


def live_case(session_id: str | None, every: float = 2.0) -> None:
    """Follow the store: rerun the page when another process (an MCP agent, another browser) changed it.

    Call it before reading what the page shows: the revision recorded here is what the page displays,
    and a fragment re-reads only that cheap counter every ``every`` seconds.
    """
    seen_key = f"rc_seen_revision:{session_id or '*'}"
    try:
        st.session_state[seen_key] = store().revision(session_id)
    except RootCauseError:
        return

    @st.fragment(run_every=every)
    def _follow_store() -> None:
        try:
            now = store().revision(session_id)
        except RootCauseError:  # briefly locked or unreachable: the next tick tries again
            return
        if now != st.session_state.get(seen_key):
            st.session_state[seen_key] = now
            st.rerun(scope="app")

    _follow_store()


def timeline_table(events: Sequence[TimelineEventView]) -> None:
    """The events in time order as a plain table (real text: readable on a projector and by tests)."""
    rows = [(i, e.when, e.description, shown(e.source), who(e.actor_kind, e.actor))
            for i, e in enumerate(events, start=1)]
    columns = [t(f"timeline.col_{c}") for c in ("order", "when", "description", "source", "by")]
    st.table(pd.DataFrame(rows, columns=columns), hide_index=True)


def _time_axis(
    events: Sequence[TimelineEventView], problem_when: str | None,
) -> tuple[list[object], str, Literal["quantitative", "temporal"], str]:
    """Positions, title, Vega-Lite type and format of the chart's x axis.

    Offsets alone plot as minutes from recognition; dates (or clock times and offsets the problem's
    date places) plot as times; a mix that cannot share an axis plots in order, which is still honest.
    """
    anchor = parse_datetime(problem_when) if problem_when else None
    try:
        keys = [sort_key(parse_event_time(e.when), anchor) for e in events]
    except RootCauseError:  # cannot happen for stored events (the service parsed them), but never crash a chart
        keys = [(3, float(i)) for i in range(len(events))]
    groups = {group for group, _ in keys}
    if groups == {2}:
        return [minutes for _, minutes in keys], t("timeline.axis_offset"), "quantitative", ""
    if groups in ({0}, {1}):
        times = [datetime(2000, 1, 1) + timedelta(minutes=m) if groups == {1} else datetime.fromtimestamp(m * 60)
                 for _, m in keys]
        one_day = len({moment.date() for moment in times}) == 1
        return list(times), t("timeline.axis_time"), "temporal", "%H:%M" if one_day else "%m-%d %H:%M"
    return list(range(1, len(events) + 1)), t("timeline.axis_order"), "quantitative", "d"


def timeline_chart(events: Sequence[TimelineEventView], problem_when: str | None) -> None:
    """Events as points on a time axis, one lane per source, labelled with the time as written."""
    if not events:
        return
    xs, x_title, x_type, x_format = _time_axis(events, problem_when)
    data = pd.DataFrame({
        "x": xs, "when": [e.when for e in events], "what": [e.description for e in events],
        "lane": [e.source or t("timeline.no_source") for e in events],
    })
    axis = alt.Axis(title=x_title, format=x_format) if x_format else alt.Axis(title=x_title)
    tips = [alt.Tooltip("when:N", title=t("timeline.col_when")),
            alt.Tooltip("what:N", title=t("timeline.col_description"))]
    base = alt.Chart(data).encode(x=alt.X("x", type=x_type, axis=axis),
                                  y=alt.Y("lane:N", title=t("timeline.col_source")), tooltip=tips)
    chart = base.mark_circle(size=140) + base.mark_text(dy=-14, fontSize=11).encode(text="when:N")
    # (Vega's generated axis descriptions are English only: off, and the chart described in the reader's language)
    st.altair_chart(chart.properties(height=max(120, 60 * data["lane"].nunique())).configure(aria=False),
                    width="stretch", alt=t("timeline.chart_alt", n=len(events), lanes=data["lane"].nunique()))
