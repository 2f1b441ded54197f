"""The cross-case figures as the faces see them (the Insights page and ``rc_get_insights``): filters, counts,
time to RCA and recurrences, each with links to the cases behind it."""

from __future__ import annotations

from datetime import date

from pydantic import BaseModel, ConfigDict

_FROZEN = ConfigDict(frozen=True)
DEFAULT_MIN_CASES = 3
DEFAULT_WINDOW_DAYS = 365


class InsightFilters(BaseModel):
    """Which cases count (all by default, archived ones too: they are history) and what counts as recurring."""

    model_config = _FROZEN
    date_from: date | None = None
    date_to: date | None = None
    severity: int | None = None
    event_type: str | None = None
    include_archived: bool = True
    min_cases: int = DEFAULT_MIN_CASES
    window_days: int = DEFAULT_WINDOW_DAYS


class CaseRef(BaseModel):
    """A case to link to: enough to show and open it."""

    model_config = _FROZEN
    id: str
    title: str
    event_date: date


class LevelCount(BaseModel):
    model_config = _FROZEN
    level: str
    confirmed: int
    suggested: int


class CodeCount(BaseModel):
    """Causes coded ``code``: confirmed by a person, or suggested (set by an agent, not yet confirmed)."""

    model_config = _FROZEN
    code: str
    level: str
    confirmed: int
    suggested: int
    cases: int


class HfacsMix(BaseModel):
    model_config = _FROZEN
    levels: list[LevelCount]
    codes: list[CodeCount]


class CategoryCount(BaseModel):
    """Causes on one fishbone bone; ``custom`` sums the bones cases added, ``none`` the unsorted causes."""

    model_config = _FROZEN
    category: str
    causes: int
    cases: int


class ActionMix(BaseModel):
    """Actions by effective strength (a person's override, else the rating); overdue = past due, not done."""

    model_config = _FROZEN
    total: int
    stronger: int
    intermediate: int
    weaker: int
    unrated: int
    weaker_share: float | None
    overdue: int
    no_measure: int
    overdue_cases: list[CaseRef]


class DayBucket(BaseModel):
    model_config = _FROZEN
    min_days: int
    max_days: int | None
    cases: int


class TimeToRca(BaseModel):
    """Days from the event to the completed RCA, for completed cases; ``from_*`` say which start was used."""

    model_config = _FROZEN
    completed: int
    median_days: float | None
    mean_days: float | None
    max_days: float | None
    within_45_days: int
    from_event_time: int
    from_created_at: int
    buckets: list[DayBucket]


class CodeRecurrence(BaseModel):
    """An HFACS code in ``cases`` cases whose events lie within the window from ``first`` to ``last``."""

    model_config = _FROZEN
    code: str
    level: str
    cases: int
    first: date
    last: date
    case_refs: list[CaseRef]


class RootCauseRecurrence(BaseModel):
    """Similar root causes (``text`` the earliest, ``variants`` other wordings) across ``cases`` cases."""

    model_config = _FROZEN
    text: str
    variants: list[str]
    cases: int
    first: date
    last: date
    case_refs: list[CaseRef]


class Recurrence(BaseModel):
    model_config = _FROZEN
    min_cases: int
    window_days: int
    codes: list[CodeRecurrence]
    root_causes: list[RootCauseRecurrence]


class InsightsView(BaseModel):
    """Every cross-case figure for one set of filters; shared from a cache, so read-only."""

    model_config = _FROZEN
    filters: InsightFilters
    cases: int
    completed: int
    event_types: list[str]
    hfacs: HfacsMix
    categories: list[CategoryCount]
    actions: ActionMix
    time_to_rca: TimeToRca
    recurrence: Recurrence
