"""Everything a report shows, gathered once; the Markdown, HTML and JSON renderers read only this."""

from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, ConfigDict

from rootcause.domain.model.case import ActionView, CaseView, MeasurementView, WhyTree
from rootcause.domain.model.causation import CausationResult
from rootcause.domain.model.chains import ChainReport
from rootcause.domain.model.fishbone import FishboneView
from rootcause.domain.model.guidance import Guidance
from rootcause.domain.model.meeting import MeetingView


class CheckedLink(BaseModel):
    """A tested causal link: the cause (a node or a fishbone cause) and the effect it explains."""

    model_config = ConfigDict(frozen=True)

    target_id: str
    cause_text: str
    effect_text: str
    result: CausationResult


class ActionPlanItem(BaseModel):
    model_config = ConfigDict(frozen=True)

    action: ActionView
    root_cause_text: str
    measurements: list[MeasurementView]


class Provenance(BaseModel):
    """Who did the work: how much came from people and from agents, and what still awaits a person."""

    model_config = ConfigDict(frozen=True)

    changes_by_people: int
    changes_by_agents: int
    agents: list[str]
    roles: list[str]
    unconfirmed_codes: int
    unconfirmed_bones: int
    first_change: datetime | None
    last_change: datetime | None


class ReportData(BaseModel):
    model_config = ConfigDict(frozen=True)

    case: CaseView
    fishbone: FishboneView
    tree: WhyTree
    cause_texts: dict[str, str]
    hfacs_names: dict[str, dict[str, str]]
    framework_name: str = ""  # the case's framework by its name in the report's language
    checks: list[CheckedLink]
    chains: list[ChainReport]
    plan: list[ActionPlanItem]
    warnings: list[str]
    guidance: Guidance
    provenance: Provenance
    generated_at: datetime
    meeting: MeetingView | None = None  # attendees, minutes and decisions, sign-offs
    people: dict[str, str] = {}  # usr_… id -> the address the case's team knows them by (sign-offs, attendees)
