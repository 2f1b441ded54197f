"""Widgets of the Insights page: the filter bar, and one section per figure, each chart with its table beside it.

They draw what ``services/insights`` returns, labelled in the reader's language; every recurring pattern
and overdue action links to its cases.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import altair as alt
import pandas as pd
import streamlit as st

from rootcause.domain.model import DEFAULT_MIN_CASES, DEFAULT_WINDOW_DAYS, CaseRef, InsightsView
from rootcause.errors import RootCauseError
from rootcause.services.insights import MAX_WINDOW_DAYS, MIN_CASES_RANGE
from rootcause.ui import components as ui
from rootcause.ui import state
from rootcause.ui.i18n import current_lang, t

__all__ = ["SECTIONS", "chosen", "filter_bar", "headline"]

KEY = {name: f"insights:{name}" for name in ("from", "to", "severity", "type", "archived", "n", "window")}
STRENGTHS = ("stronger", "intermediate", "weaker", "unrated")
COLORS = {"stronger": "#2e7d32", "intermediate": "#f9a825", "weaker": "#c62828", "unrated": "#9e9e9e"}


def chosen() -> dict[str, Any]:
    """The filters as the widgets last left them (read before drawing them: their choices need the answer)."""
    ss = st.session_state
    return {"date_from": ss.get(KEY["from"]), "date_to": ss.get(KEY["to"]), "severity": ss.get(KEY["severity"]),
            "event_type": ss.get(KEY["type"]), "include_archived": ss.get(KEY["archived"], True),
            "min_cases": ss.get(KEY["n"], DEFAULT_MIN_CASES), "window_days": ss.get(KEY["window"], DEFAULT_WINDOW_DAYS)}


def filter_bar(event_types: Sequence[str]) -> None:
    """Dates, severity, event type, archived cases, and (folded away) what counts as recurring."""
    dates, grade, kind = st.columns([4, 3, 3], vertical_alignment="bottom")
    low, high = dates.columns(2)
    low.date_input(t("insights.date_from"), value=None, key=KEY["from"], format="YYYY-MM-DD", persist_state="session")
    high.date_input(t("insights.date_to"), value=None, key=KEY["to"], format="YYYY-MM-DD", persist_state="session")
    lang = current_lang()
    grade.selectbox(t("insights.severity"), (1, 2, 3, 4), index=None, key=state.translated(KEY["severity"]),
                    format_func=lambda level: ui.sac_label(level, lang), placeholder=t("insights.all_severities"),
                    persist_state="session")
    picked = st.session_state.get(KEY["type"])
    kind.selectbox(t("insights.event_type"), sorted({*event_types, *([picked] if picked else [])}), index=None,
                   key=KEY["type"], placeholder=t("insights.all_types"), persist_state="session")
    archived, settings = st.columns([1, 3], vertical_alignment="center")
    archived.toggle(t("insights.include_archived"), value=True, key=KEY["archived"], persist_state="session",
                    help=t("insights.include_archived_help"))
    with settings.expander(t("insights.recurrence_settings"), icon=":material/tune:"):
        n, window = st.columns(2)
        n.number_input(t("insights.min_cases"), *MIN_CASES_RANGE, value=DEFAULT_MIN_CASES, step=1, key=KEY["n"],
                       help=t("insights.min_cases_help"), persist_state="session")
        window.number_input(t("insights.window_days"), 1, MAX_WINDOW_DAYS, value=DEFAULT_WINDOW_DAYS, step=30,
                            key=KEY["window"], help=t("insights.window_help"), persist_state="session")


def name_of(code: str) -> str:
    """A code's name in the reader's language; a code the config no longer has is shown as stored."""
    try:
        return state.frameworks().config.name(code, current_lang())
    except RootCauseError:
        return code


def chart_with_table(chart: alt.Chart, table: pd.DataFrame, alt_text: str) -> None:
    """The chart to look at and, beside it, the same numbers as a table for screen readers and the record."""
    left, right = st.columns([3, 2], vertical_alignment="center")
    # Vega's own generated descriptions ("X-axis titled … for a linear scale") are English: off, the alt text speaks
    left.altair_chart(chart.configure(aria=False), width="stretch", alt=alt_text)
    right.table(table, hide_index=True)


def bars(data: pd.DataFrame, label: str, count: str, color: str | None = None, scale: alt.Scale | None = None,
         legend: bool = True) -> alt.Chart:
    """Horizontal bars in the table's order, stacked by ``color``. Every label is drawn (none dropped for
    overlap), counts are whole numbers, and the legend stays on the right: Streamlit squashes the plot when
    a legend sits above or below it."""
    order = list(dict.fromkeys(data[label]))
    base: alt.Chart = alt.Chart(data).mark_bar().encode(  # mark_bar() returns the chart; altair's stub says Any
        y=alt.Y(f"{label}:N", sort=order, title=None, axis=alt.Axis(labelLimit=220, labelOverlap=False)),
        x=alt.X(f"sum({count}):Q", title=count, axis=alt.Axis(tickMinStep=1, format="d")),
        tooltip=[label, count, *([color] if color else [])])
    chart = base.encode(color=alt.Color(f"{color}:N", scale=scale or alt.Undefined,
                                        legend=alt.Legend(title=None) if legend else None)) if color else base
    return chart.properties(height=alt.Step(28))  # a fixed band per bar: the axes never squeeze the bars


def case_links(refs: Sequence[CaseRef], page: str) -> None:
    """One link per case, opening ``page`` on that case (the sidebar picks it up from the URL)."""
    with st.container(horizontal=True, gap="small"):
        for ref in refs:
            st.page_link(page, label=t("insights.case_link", title=ref.title, date=ref.event_date),
                         query_params={state.CASE_PARAM: ref.id}, icon=":material/open_in_new:")


def recurrence(view: InsightsView) -> None:
    """First, because it is what a committee acts on: each pattern highlighted, with its cases one click away."""
    found = view.recurrence
    st.subheader(t("insights.recurrence_header", n=found.min_cases, days=found.window_days))
    if not found.codes and not found.root_causes:
        st.success(t("insights.no_recurrence", n=found.min_cases, days=found.window_days), icon=":material/check:")
    for code in found.codes:
        st.warning(t("insights.code_recurs", code=code.code, name=ui.md(name_of(code.code)), cases=code.cases,
                     first=code.first, last=code.last), icon=":material/repeat:")
        case_links(code.case_refs, "pages/fishbone.py")
    for root in found.root_causes:
        st.warning(t("insights.root_recurs", text=ui.md(root.text), cases=root.cases, first=root.first,
                     last=root.last), icon=":material/repeat:")
        if root.variants:
            st.caption(t("insights.variants", texts=" · ".join(f"“{ui.md(v)}”" for v in root.variants)))
        case_links(root.case_refs, "pages/why_tree.py")


def hfacs(view: InsightsView) -> None:
    """Codes stacked confirmed / suggested (an agent's codes are suggestions until a person confirms them)."""
    st.subheader(t("insights.hfacs_header"))
    if not view.hfacs.codes:
        st.info(t("insights.hfacs_none"), icon=":material/category:")
        return
    confirmed, suggested = t("insights.confirmed"), t("insights.suggested")
    rows = [(f"{c.code} {name_of(c.code)}", state_label, n) for c in view.hfacs.codes
            for state_label, n in ((confirmed, c.confirmed), (suggested, c.suggested))]
    data = pd.DataFrame(rows, columns=[t("insights.col_code"), t("insights.col_state"), t("insights.col_causes")])
    table = pd.DataFrame([(lv.level, name_of(lv.level), lv.confirmed, lv.suggested) for lv in view.hfacs.levels],
                         columns=[t(f"insights.col_{c}") for c in ("level", "name", "confirmed", "suggested")])
    scale = alt.Scale(domain=[confirmed, suggested], range=["#1565c0", "#90caf9"])
    code_col, state_col, count_col = data.columns
    chart_with_table(bars(data, code_col, count_col, state_col, scale=scale), table, t("insights.alt_hfacs"))


def bones(view: InsightsView) -> None:
    """Causes per bone; the six always listed, so an empty bone is as visible as a full one."""
    st.subheader(t("insights.bones_header"))
    rows = [(t(f"insights.bone_{c.category}") if c.category in ("custom", "none") else name_of(c.category),
             c.causes, c.cases) for c in view.categories]
    data = pd.DataFrame(rows, columns=[t(f"insights.col_{c}") for c in ("bone", "causes", "cases")])
    chart_with_table(bars(data, *data.columns[:2]), data, t("insights.alt_bones"))


def action_mix(view: InsightsView) -> None:
    """Strength in traffic-light colours, then what is overdue or unmeasured, with the cases to follow up."""
    mix = view.actions
    st.subheader(t("insights.actions_header"))
    if not mix.total:
        st.info(t("insights.actions_none"), icon=":material/task_alt:")
        return
    labels = {s: t("actions.strength_none" if s == "unrated" else f"actions.strength_{s}") for s in STRENGTHS}
    data = pd.DataFrame([(labels[s], getattr(mix, s)) for s in STRENGTHS],
                        columns=[t("insights.col_strength"), t("insights.col_actions")])
    scale = alt.Scale(domain=list(labels.values()), range=[COLORS[s] for s in STRENGTHS])
    chart_with_table(bars(data, data.columns[0], data.columns[1], data.columns[0], scale, legend=False), data,
                     t("insights.alt_actions"))
    st.caption(t("insights.actions_line", total=mix.total, overdue=mix.overdue, bare=mix.no_measure))
    if mix.overdue_cases:
        st.markdown(f"**{t('insights.overdue_cases')}**")
        case_links(mix.overdue_cases, "pages/actions.py")


def time_to_rca(view: InsightsView) -> None:
    """Completed RCAs by days from the event; the caption says how many were dated by the case's opening."""
    times = view.time_to_rca
    st.subheader(t("insights.time_header"))
    if not times.completed:
        st.info(t("insights.time_none"), icon=":material/timer:")
        return
    label = [t("insights.bucket", lo=b.min_days, hi=b.max_days) if b.max_days is not None
             else t("insights.bucket_open", lo=b.min_days) for b in times.buckets]
    data = pd.DataFrame({t("insights.col_days"): label, t("insights.col_cases"): [b.cases for b in times.buckets]})
    chart_with_table(bars(data, *data.columns), data, t("insights.alt_time"))
    st.caption(t("insights.time_line", completed=times.completed, median=times.median_days, mean=times.mean_days,
                 longest=times.max_days, within=times.within_45_days, event=times.from_event_time,
                 created=times.from_created_at))


def headline(view: InsightsView) -> None:
    """The five figures a committee reads first, as metric cards."""
    share = view.actions.weaker_share
    figures: list[tuple[str, int | str, str | None]] = [
        ("cases", view.cases, None), ("completed", view.completed, None),
        ("weaker", ui.shown(None if share is None else f"{share:.0%}"), t("insights.metric_weaker_help")),
        ("overdue", view.actions.overdue, None), ("median", ui.shown(view.time_to_rca.median_days), None)]
    for column, (name, value, tip) in zip(st.columns(len(figures)), figures, strict=True):
        column.metric(t(f"insights.metric_{name}"), value, help=tip, border=True)


SECTIONS = (recurrence, hfacs, bones, action_mix, time_to_rca)  # recurrence first: what a committee acts on
