"""Read models of a case: what services return and both faces (and the exporters) render.

Built from table rows with ``from_attributes``; pure pydantic, so export/ and the MCP layer can use
them without touching the store. Every part carries its ``version`` for the next update.
"""

from __future__ import annotations

from datetime import UTC, datetime

from pydantic import BaseModel, ConfigDict, computed_field, field_serializer

from rootcause.domain.model.parts import (
    ActionFields,
    CauseFields,
    EventFields,
    MeasurementFields,
    ProblemFields,
    SessionFields,
    WhyFields,
)


def iso_utc(value: datetime) -> str:
    """``2026-03-14T08:15:00Z``: one unambiguous form for agents, exports and the audit trail."""
    aware = value if value.tzinfo else value.replace(tzinfo=UTC)
    return aware.astimezone(UTC).replace(microsecond=0, tzinfo=None).isoformat() + "Z"


class Stamped(BaseModel):
    model_config = ConfigDict(from_attributes=True, frozen=True)

    id: str
    version: int
    created_at: datetime
    updated_at: datetime
    actor_kind: str
    actor: str

    @field_serializer("created_at", "updated_at")
    def _utc(self, value: datetime) -> str:
        return iso_utc(value)


class SessionSummary(Stamped, SessionFields):
    revision: int
    severity: int | None = None


class ProblemView(Stamped, ProblemFields):
    session_id: str
    severity_meaning: str | None = None

    @property
    def filled(self) -> list[str]:
        return [f for f in ("what", "where", "when", "impact", "detection") if getattr(self, f)]


class TimelineEventView(Stamped, EventFields):
    time_kind: str


class CauseView(Stamped, CauseFields):
    """A contributing factor on the fishbone (or in the parking lot), with its code and how sure the team is."""


class WhyNodeView(Stamped, WhyFields):
    """One answer to "why?", under the problem, a fishbone cause or another answer."""


class MeasurementView(Stamped, MeasurementFields):
    action_id: str


class ActionView(Stamped, ActionFields):
    """A corrective action; ``effective_strength`` is a person's override when there is one."""

    session_id: str

    @computed_field  # type: ignore[prop-decorator]  # pydantic's documented form; mypy rejects decorated properties
    @property
    def effective_strength(self) -> str | None:
        return self.strength_override or self.strength

    @computed_field  # type: ignore[prop-decorator]  # pydantic's documented form; mypy rejects decorated properties
    @property
    def has_measure(self) -> bool:
        return bool(self.process_measure or self.outcome_measure)


class CaseView(BaseModel):
    """The whole case in one read. Views are shared from a cache: treat them as read-only."""

    model_config = ConfigDict(frozen=True)

    session: SessionSummary
    problem: ProblemView
    timeline: list[TimelineEventView]
    causes: list[CauseView]
    why_nodes: list[WhyNodeView]
    actions: list[ActionView]


class SessionListItem(BaseModel):
    """One line of the case list: enough to pick a case, small enough for an agent to read 20 of."""

    model_config = ConfigDict(from_attributes=True, frozen=True)

    id: str
    title: str
    status: str
    severity: int | None = None
    event_type: str | None = None
    framework: str
    language: str
    version: int
    updated_at: datetime

    @field_serializer("updated_at")
    def _utc(self, value: datetime) -> str:
        return iso_utc(value)


class SessionList(BaseModel):
    model_config = ConfigDict(frozen=True)

    sessions: list[SessionListItem]
    total: int


class AuditEntryView(BaseModel):
    model_config = ConfigDict(from_attributes=True, frozen=True)

    id: str
    at: datetime
    session_id: str | None
    actor_kind: str
    actor: str
    face: str
    operation: str
    target_kind: str
    target_id: str
    before_version: int | None
    after_version: int | None
    trace_id: str | None
    acting_for: str | None = None  # the signed-in person (usr_…) an agent or a person acted as

    @field_serializer("at")
    def _utc(self, value: datetime) -> str:
        return iso_utc(value)


class LearnedRuleView(Stamped):
    """A confirmed classification that teaches the suggester (actor says who confirmed it)."""

    description: str
    code: str
    reason: str
    confidence: float
    language: str | None = None
    session_id: str | None = None
    cause_id: str | None = None


class WhyTreeNode(WhyNodeView):
    """A node with where it sits and how its link to the parent has been tested."""

    depth: int
    children: list[str]
    link_verdict: str | None = None  # supported | not_supported | open | None (never checked)
    fails_necessity: bool = False


def drawn_state(verdict: str | None) -> str:
    """How a diagram draws a link: supported, not_supported, or untested (never checked, or still open)."""
    return verdict if verdict in ("supported", "not_supported") else "untested"


class LinkState(BaseModel):
    """How a fishbone cause's own link to the problem was tested (a why node carries its own state)."""

    model_config = ConfigDict(frozen=True)

    verdict: str | None = None  # supported | not_supported | open | None (never checked)
    fails_necessity: bool = False


class WhyTree(BaseModel):
    model_config = ConfigDict(frozen=True)

    session_id: str
    problem: str
    nodes: list[WhyTreeNode]
    root_causes: list[str]
    max_depth: int
    cause_links: dict[str, LinkState] = {}  # cause id -> its link to the problem, for the causes whys hang under
