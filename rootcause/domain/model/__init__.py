"""The case as every face sees it: ids, the actor, severity, event times, input validation, the read models
services return, the versioned JSON document, and the fishbone and report views. Pages, ui and the MCP tools
import domain types from here (and call services for everything else)."""

from rootcause.domain.model.actor import HUMAN_ROLES, Actor, agent, human
from rootcause.domain.model.case import (
    ActionView,
    AuditEntryView,
    CaseView,
    CauseView,
    LearnedRuleView,
    MeasurementView,
    ProblemView,
    SessionList,
    SessionListItem,
    SessionSummary,
    TimelineEventView,
    WhyNodeView,
    WhyTree,
    WhyTreeNode,
    iso_utc,
)
from rootcause.domain.model.fishbone import Bone, Coverage, FishboneView
from rootcause.domain.model.severity import SAC_LEVELS, sac_meaning
from rootcause.domain.model.suggestions import SuggestionResult

__all__ = [
    "HUMAN_ROLES",
    "SAC_LEVELS",
    "ActionView",
    "Actor",
    "AuditEntryView",
    "Bone",
    "CaseView",
    "CauseView",
    "Coverage",
    "FishboneView",
    "LearnedRuleView",
    "MeasurementView",
    "ProblemView",
    "SessionList",
    "SessionListItem",
    "SessionSummary",
    "SuggestionResult",
    "TimelineEventView",
    "WhyNodeView",
    "WhyTree",
    "WhyTreeNode",
    "agent",
    "human",
    "iso_utc",
    "sac_meaning",
]
