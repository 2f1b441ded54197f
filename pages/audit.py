"""Audit trail: who changed the current case, when, through which face, and which version it made.

Only metadata is shown (operations, ids, versions, roles and agent names), never the case's free
text, so the page can be projected to a committee without a second look for identifiers. The page
follows the store live, so an agent's write over MCP appears here within seconds.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pandas as pd
import streamlit as st

from rootcause.domain.model import AuditEntryView, iso_utc
from rootcause.services import audit, teams
from rootcause.ui import components as ui
from rootcause.ui import state
from rootcause.ui.i18n import current_lang, labeller, t

KINDS = ("all", "human", "agent")
LIMITS = (25, 100, 500, 1000)
TRAIL_CAP = 5000  # the service's maximum; the filters choose among this many newest entries
# Who and what first; the UTC value (what is stored) last, where it is at hand without crowding the rest.
COLUMNS = ("time", "kind", "actor", "face", "operation", "target_kind", "target_id", "versions", "trace", "utc")
HELP = {"time": "audit.col_time_help", "versions": "audit.col_versions_help", "trace": "audit.col_trace_help"}
NARROW = {"kind", "versions"}


def named(prefix: str, value: str) -> str:
    """A stored name's catalogue label, or the name itself: an operation added later still reads."""
    label = t(f"{prefix}{value}")
    return value if label == f"{prefix}{value}" else label


def version_step(before: int | None, after: int | None) -> str:
    return f"{ui.shown(before)} → {ui.shown(after)}"


def who(entry: AuditEntryView, names: Mapping[str, str], lang: str) -> str:
    """The actor in the reader's language: a role, an agent as it named itself, or a signed-in person by the
    address the case's team knows them by (the trail stores only their ``usr_…`` id), with the person an agent
    acted for."""
    if entry.actor_kind == "agent":
        shown = entry.actor
    else:
        shown = names.get(entry.actor) or state.role_label(entry.actor, lang)
    if entry.actor_kind == "agent" and entry.acting_for:
        shown = t("audit.acting_for", agent=shown, person=names.get(entry.acting_for, entry.acting_for))
    return shown


def table(entries: Sequence[AuditEntryView], names: Mapping[str, str]) -> pd.DataFrame:
    """One row per entry, every value already in the reader's language (roles translated, agents as named)."""
    lang = current_lang()
    rows = [(ui.when_label(e.at),
             f"🤖 {t('badge.agent')}" if e.actor_kind == "agent" else t("audit.row_human"),
             who(e, names, lang),
             named("audit.face_", e.face), named("audit.op.", e.operation), named("audit.target_", e.target_kind),
             e.target_id, version_step(e.before_version, e.after_version), ui.shown(e.trace_id), iso_utc(e.at))
            for e in entries]
    return pd.DataFrame(rows, columns=list(COLUMNS))


def filters(case_id: str, entries: Sequence[AuditEntryView]) -> tuple[str, list[str], int]:
    """Actor kind, operations (those present in this case's trail) and how many rows to show."""
    ops_key = f"audit:{case_id}:operations"
    chosen = [op for op in st.session_state.get(ops_key) or () if isinstance(op, str)]
    present = sorted({e.operation for e in entries} | set(chosen),  # a chosen one never vanishes from the list
                     key=lambda op: named("audit.op.", op))
    kind_column, ops_column, limit_column = st.columns([3, 5, 1], vertical_alignment="bottom")
    kind = kind_column.radio(t("audit.filter_kind"), KINDS, format_func=labeller("audit.kind_"), horizontal=True,
                             key=state.translated("audit:kind"), persist_state="session")
    operations = ops_column.multiselect(
        t("audit.filter_operations"), present, format_func=lambda op: named("audit.op.", op),
        key=state.translated(ops_key), placeholder=t("audit.operations_placeholder"), persist_state="session")
    limit = limit_column.selectbox(t("audit.limit"), LIMITS, index=1, key="audit:limit", persist_state="session")
    return kind, list(operations), int(limit)


def agent_badges(entries: Sequence[AuditEntryView]) -> None:
    """The agent badge for every agent among the rows shown, so the room sees at once who was not a person."""
    agents = sorted({e.actor for e in entries if e.actor_kind == "agent"})
    if agents:
        with st.container(horizontal=True, vertical_alignment="center", gap="small"):
            st.caption(t("audit.agents"), width="content")
            for name in agents:
                ui.agent_badge("agent", name)


def trail(case_id: str, entries: Sequence[AuditEntryView], names: Mapping[str, str]) -> None:
    """Filtering here is display only: one read of the trail gives both the options and the rows."""
    kind, operations, limit = filters(case_id, entries)
    matching = [e for e in entries if kind in ("all", e.actor_kind) and (not operations or e.operation in operations)]
    rows = matching[:limit]
    if not rows:
        st.info(t("audit.none"), icon=":material/filter_alt_off:")
        return
    st.caption(t("audit.count", shown=len(rows), total=len(matching)))
    agent_badges(rows)
    config = {name: st.column_config.TextColumn(t(f"audit.col_{name}"), help=t(HELP[name]) if name in HELP else None,
                                                width="small" if name in NARROW else None)
              for name in COLUMNS}
    st.dataframe(table(rows, names), column_config=config, hide_index=True, width="stretch")


state.require_router()
case_id, history = ui.open_case("audit.no_case",
                                 lambda cid: audit.list_audit(state.store(), session_id=cid, limit=TRAIL_CAP))
st.title(t("audit.title"))
st.caption(t("audit.intro", id=case_id))
team: dict[str, str] = {}
with ui.show_errors():
    team = {member.user_id: member.email for member in teams.team_of(state.store(), session_id=case_id)}
trail(case_id, history, team)
