"""The versioned JSON form of one case: what `rootcause export --format json` writes and import reads.

Ids in the document are labels that tie its parts together (a node's parent, an action's root
cause); import gives every part a fresh id and rewires the references, so a document can be loaded
into any store, any number of times. Versions and the audit trail stay with the store they belong
to; who made each part (human or agent, role or agent name) travels with it.
"""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from rootcause.domain.model.parts import (
    ActionFields,
    CauseFields,
    EventFields,
    MeasurementFields,
    ProblemFields,
    SessionFields,
    WhyFields,
)

SCHEMA: Literal["rootcause.case"] = "rootcause.case"
SCHEMA_VERSION: Literal[1] = 1

_STRICT = ConfigDict(extra="forbid", frozen=True)


class Made(BaseModel):
    model_config = _STRICT

    actor_kind: Literal["human", "agent"] = "human"
    actor: str = Field(default="facilitator", max_length=64)
    created_at: datetime


class DocSession(Made, SessionFields):
    """``summary`` and ``completed_at`` are optional, so documents from before them (schema 1) still load."""


class DocProblem(ProblemFields):
    model_config = _STRICT


class DocEvent(Made, EventFields):
    id: str


class DocCategory(Made):
    code: str
    name: str


class DocCause(Made, CauseFields):
    id: str
    hfacs_confirmed_by: str | None = Field(default=None, max_length=64)  # (the role that confirmed the code)
    # A deleted cause travels only when a why or a check still hangs under it (the case's own state: undo exists).
    deleted_at: datetime | None = None


class DocWhy(Made, WhyFields):
    id: str


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


class DocMeasurement(Made, MeasurementFields):
    """One reading of an action's measure."""


class DocAction(Made, ActionFields):
    id: str
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
