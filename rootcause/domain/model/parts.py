"""The content of each part of a case, declared once.

The read models (``case.py``: what services return and every face renders) and the JSON document
(``document.py``: export and import) both build on these classes, so a field added here reaches the app,
MCP and the exporters and the importer together. They differ only in what surrounds the content: a read model
adds the store's id, version and stamps; a document part adds who made it and a label that ties it to the rest.
The store's tables keep the same columns (SQLModel needs its own classes); a test holds them to these fields.
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Literal

from pydantic import BaseModel, Field

from rootcause.domain.model.json_types import JsonBool, JsonFloat, JsonInt
from rootcause.domain.model.strength import Strength
from rootcause.languages import Lang

State = Literal["none", "suggested", "confirmed"]  # of an agent's code or bone: a person confirms it
Framework = Literal["fishbone_6m", "hfacs_mes", "who_icps"]
CaseLanguage = Lang
CaseStatus = Literal["open", "complete", "archived"]
ActionStatus = Literal["planned", "in_progress", "done", "effective", "not_effective"]

__all__ = ["ActionFields", "ActionStatus", "CaseLanguage", "CaseStatus", "CauseFields", "EventFields", "Framework",
           "MeasurementFields", "ProblemFields", "SessionFields", "State", "WhyFields"]


class SessionFields(BaseModel):
    title: str
    event_type: str | None = None
    framework: Framework = "fishbone_6m"
    language: CaseLanguage = "en"
    status: CaseStatus = "open"
    summary: str | None = None  # the report summary a person accepted (None until then)
    completed_at: datetime | None = None  # when the case was closed (insights' time to RCA)
    reopen_reason: str | None = None  # why the case was last reopened after a close


class ProblemFields(BaseModel):
    what: str | None = None
    where: str | None = None
    when: str | None = None
    impact: str | None = None
    detection: str | None = None
    severity: JsonInt | None = Field(default=None, ge=1, le=4)


class EventFields(BaseModel):
    when: str
    description: str
    source: str | None = None


class CauseFields(BaseModel):
    description: str
    category: str | None = None
    category_state: State = "none"
    position: JsonInt = 0
    hfacs_code: str | None = None
    hfacs_state: State = "none"
    evidence: str | None = None
    confidence: JsonFloat | None = Field(default=None, ge=0, le=1)
    verified: JsonBool = False


class WhyFields(BaseModel):
    parent_id: str | None = None
    cause_id: str | None = None
    text: str
    evidence: str | None = None
    is_root_cause: JsonBool = False
    root_cause_rationale: str | None = None
    position: JsonInt = 0


class MeasurementFields(BaseModel):
    measure: str
    value: str
    measured_on: date


class ActionFields(BaseModel):
    root_cause_id: str
    description: str
    owner_role: str | None = None
    due: date | None = None
    status: ActionStatus = "planned"
    strength: Strength | None = None
    strength_reason: str | None = None
    strength_override: Strength | None = None
    override_reason: str | None = None
    process_measure: str | None = None
    process_target: str | None = None
    outcome_measure: str | None = None
    outcome_target: str | None = None
    follow_up: date | None = None
