"""Rows to read models. Kept in one place so every service shapes a part of a case the same way."""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from rootcause.domain.causal.causation import judge
from rootcause.domain.model.case import (
    ActionView,
    CauseView,
    MeasurementView,
    ProblemView,
    SessionListItem,
    SessionSummary,
    TimelineEventView,
    WhyNodeView,
)
from rootcause.domain.model.causation import CRITERIA, CausationResult, CriterionAnswer
from rootcause.domain.model.severity import sac_meaning
from rootcause.domain.model.timeline import EventTime, TimeKind, order_indices, parse_datetime
from rootcause.store.tables import (
    Action,
    CausationCheck,
    Cause,
    Measurement,
    ProblemStatement,
    RcaSession,
    TimelineEvent,
    WhyNode,
)


def summary(case: RcaSession, severity: int | None) -> SessionSummary:
    return SessionSummary.model_validate({**case.model_dump(), "severity": severity})


def list_item(case: RcaSession, severity: int | None) -> SessionListItem:
    return SessionListItem(id=case.id, title=case.title, status=case.status, severity=severity,
                           event_type=case.event_type, framework=case.framework, language=case.language,
                           version=case.version, updated_at=case.updated_at)


def problem(row: ProblemStatement, lang: str) -> ProblemView:
    data = row.model_dump()
    data["severity_meaning"] = sac_meaning(row.severity, lang) if row.severity else None
    return ProblemView.model_validate(data)


def timeline_event(row: TimelineEvent) -> TimelineEventView:
    return TimelineEventView.model_validate({**row.model_dump(), "when": row.when_text})


def ordered_timeline(rows: Sequence[TimelineEvent], anchor_text: str | None) -> list[TimelineEventView]:
    """Events in time order; the problem's 'when' (if it is a date) places clock times and offsets."""
    anchor = parse_datetime(anchor_text) if anchor_text else None
    # the store holds only kinds that parse_event_time produced, so the cast states a known fact
    times = [EventTime(r.when_text, cast(TimeKind, r.time_kind), r.minutes) for r in rows]
    entered = sorted(range(len(rows)), key=lambda i: (rows[i].seq, rows[i].created_at))
    by_entry = [rows[i] for i in entered]
    order = order_indices([times[i] for i in entered], anchor)
    return [timeline_event(by_entry[i]) for i in order]


def cause(row: Cause) -> CauseView:
    return CauseView.model_validate(row, from_attributes=True)


def why_node(row: WhyNode) -> WhyNodeView:
    return WhyNodeView.model_validate(row, from_attributes=True)


def action(row: Action) -> ActionView:
    return ActionView.model_validate(row, from_attributes=True)


def measurement(row: Measurement) -> MeasurementView:
    return MeasurementView.model_validate(row, from_attributes=True)


def answers(check: CausationCheck | None) -> dict[str, CriterionAnswer]:
    """The stored answers of a check, keyed by criterion (none for a link nobody has checked)."""
    if check is None:
        return {}
    return {c: CriterionAnswer(answer=getattr(check, c), rationale=getattr(check, f"{c}_rationale")) for c in CRITERIA}


def check_result(check: CausationCheck | None, lang: str = "en") -> CausationResult:
    """The verdict of a link, judged from its stored answers at its level: the one reading every view shares (the
    tree, the chains, the diagrams, the report), so no two of them can disagree about a link, and a check
    stored by an older version or an import is read by today's rules."""
    result = judge(check.level if check else "standard", answers(check), lang)
    return result.model_copy(update={"version": check.version if check else 0})
