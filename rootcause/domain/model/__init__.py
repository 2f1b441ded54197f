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
    LinkState,
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
from rootcause.domain.model.causation import ANSWERS, LEVELS, QUESTIONS, CausationResult
from rootcause.domain.model.chains import RULE_NAMES, ChainReport, Finding
from rootcause.domain.model.fishbone import Bone, Coverage, FishboneView
from rootcause.domain.model.guidance import Criterion, Guidance, NextAction, Progress
from rootcause.domain.model.insights import DEFAULT_MIN_CASES, DEFAULT_WINDOW_DAYS, CaseRef, InsightsView
from rootcause.domain.model.phi_kinds import KIND_LABELS
from rootcause.domain.model.report import ReportData
from rootcause.domain.model.search import SearchMatch, SimilarCase, SimilarCases
from rootcause.domain.model.severity import SAC_LEVELS, sac_meaning
from rootcause.domain.model.strength import StrengthResult
from rootcause.domain.model.suggestions import SuggestionResult
from rootcause.domain.model.timeline import parse_datetime, parse_event_time, sort_key

__all__ = [
    "ANSWERS",
    "DEFAULT_MIN_CASES",
    "DEFAULT_WINDOW_DAYS",
    "HUMAN_ROLES",
    "KIND_LABELS",
    "LEVELS",
    "QUESTIONS",
    "RULE_NAMES",
    "SAC_LEVELS",
    "ActionView",
    "Actor",
    "AuditEntryView",
    "Bone",
    "CaseRef",
    "CaseView",
    "CausationResult",
    "CauseView",
    "ChainReport",
    "Coverage",
    "Criterion",
    "Finding",
    "FishboneView",
    "Guidance",
    "InsightsView",
    "LearnedRuleView",
    "LinkState",
    "MeasurementView",
    "NextAction",
    "ProblemView",
    "Progress",
    "ReportData",
    "SearchMatch",
    "SessionList",
    "SessionListItem",
    "SessionSummary",
    "SimilarCase",
    "SimilarCases",
    "StrengthResult",
    "SuggestionResult",
    "TimelineEventView",
    "WhyNodeView",
    "WhyTree",
    "WhyTreeNode",
    "agent",
    "human",
    "iso_utc",
    "parse_datetime",
    "parse_event_time",
    "sac_meaning",
    "sort_key",
]
