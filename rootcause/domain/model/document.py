"""The versioned JSON form of one case: what `rootcause export --format json` writes and import reads.

Ids in the document are labels that tie its parts together (a node's parent, an action's root
cause); import gives every part a fresh id and rewires the references, so a document can be loaded
into any store, any number of times. Versions and the audit trail stay with the store they belong
to; who made each part (human or agent, role or agent name) travels with it.
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

SCHEMA: Literal["rootcause.case"] = "rootcause.case"
SCHEMA_VERSION: Literal[1] = 1

_STRICT = ConfigDict(extra="forbid", frozen=True)


class Made(BaseModel):
    model_config = _STRICT

    actor_kind: Literal["human", "agent"] = "human"
    actor: str = Field(default="facilitator", max_length=64)
    created_at: datetime


class DocSession(Made):
    title: str
    event_type: str | None = None
    framework: Literal["fishbone_6m", "hfacs_mes", "who_icps"] = "fishbone_6m"
    language: Literal["en", "zh-TW"] = "en"
    status: Literal["open", "complete", "archived"] = "open"
    summary: str | None = None  # optional, so documents without it (schema 1 as first released) still load
    completed_at: datetime | None = None  # likewise: when the RCA was closed (insights' time to RCA)


class DocProblem(BaseModel):
    model_config = _STRICT

    what: str | None = None
    where: str | None = None
    when: str | None = None
    impact: str | None = None
    detection: str | None = None
    severity: int | None = Field(default=None, ge=1, le=4)


class DocEvent(Made):
    id: str
    when: str
    description: str
    source: str | None = None


class DocCategory(Made):
    code: str
    name: str


class DocCause(Made):
    id: str
    description: str
    category: str | None = None
    category_state: Literal["none", "suggested", "confirmed"] = "none"
    position: int = 0
    hfacs_code: str | None = None
    hfacs_state: Literal["none", "suggested", "confirmed"] = "none"
    evidence: str | None = None
    confidence: float | None = Field(default=None, ge=0, le=1)
    verified: bool = False


class DocWhy(Made):
    id: str
    parent_id: str | None = None
    cause_id: str | None = None
    text: str
    evidence: str | None = None
    is_root_cause: bool = False
    root_cause_rationale: str | None = None
    position: int = 0


class DocCriterion(BaseModel):
    model_config = _STRICT

    answer: Literal["yes", "no", "unknown"] | None = None
    rationale: str | None = None


class DocCheck(Made):
    node_id: str | None = None
    cause_id: str | None = None
    level: Literal["standard", "comprehensive"] = "standard"
    criteria: dict[Literal["temporality", "necessity", "mechanism", "sufficiency"], DocCriterion]
    verdict: Literal["supported", "not_supported", "open"] = "open"


class DocMeasurement(Made):
    measure: str
    value: str
    measured_on: date


class DocAction(Made):
    id: str
    root_cause_id: str
    description: str
    owner_role: str | None = None
    due: date | None = None
    status: Literal["planned", "in_progress", "done", "effective", "not_effective"] = "planned"
    strength: Literal["stronger", "intermediate", "weaker"] | None = None
    strength_reason: str | None = None
    strength_override: Literal["stronger", "intermediate", "weaker"] | None = None
    override_reason: str | None = None
    process_measure: str | None = None
    process_target: str | None = None
    outcome_measure: str | None = None
    outcome_target: str | None = None
    follow_up: date | None = None
    measurements: list[DocMeasurement] = Field(default_factory=list)


class CaseDocument(BaseModel):
    """A whole case; ``schema`` and ``schema_version`` let an importer refuse what it cannot read."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    schema_name: Literal["rootcause.case"] = Field(default=SCHEMA, alias="schema")
    schema_version: Literal[1] = SCHEMA_VERSION
    session: DocSession
    problem: DocProblem
    timeline: list[DocEvent] = Field(default_factory=list)
    categories: list[DocCategory] = Field(default_factory=list)
    causes: list[DocCause] = Field(default_factory=list)
    why_nodes: list[DocWhy] = Field(default_factory=list)
    causation_checks: list[DocCheck] = Field(default_factory=list)
    actions: list[DocAction] = Field(default_factory=list)
