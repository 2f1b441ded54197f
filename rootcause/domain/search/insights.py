"""Cross-case figures (the Insights page and ``rc_get_insights``) from rows the store already aggregated.

A quality committee judges a safety programme on a few numbers: where contributing factors sit in HFACS-MES,
which fishbone bones they fall on, how strong the corrective actions are (the share of *weaker* actions is the
number every programme is judged on), how many actions are overdue or unmeasured, how long an RCA takes, and
whether the same cause keeps coming back. The store counts with GROUP BY; this module only shapes the counts,
so both faces, and the tests, get the same figures from the same rules.

Dates: a case's *event date* is the problem's "when" when it parses as a date (the event happened then), else
the day the case was opened; each figure says which was used (``event_source``). Times are compared naive, in
UTC for stored stamps, which is exact to the day the figures are reported in.
"""

from __future__ import annotations

import re
import statistics
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Literal

from pydantic import ConfigDict

from rootcause.domain.model.insights import (
    DEFAULT_MIN_CASES,
    DEFAULT_WINDOW_DAYS,
    ActionMix,
    CaseRef,
    CategoryCount,
    CodeCount,
    CodeRecurrence,
    DayBucket,
    HfacsMix,
    InsightFilters,
    InsightsView,
    LevelCount,
    Recurrence,
    RootCauseRecurrence,
    TimeToRca,
)
from rootcause.domain.model.timeline import parse_datetime
from rootcause.domain.search.recurrence import Peak, busiest_window, cluster_texts, slide

__all__ = [
    "DEFAULT_MIN_CASES", "DEFAULT_WINDOW_DAYS", "ActionMix", "CaseFacts", "CaseRef", "CategoryCount", "CodeCount",
    "CodeRecurrence", "HfacsMix", "InsightFilters", "InsightsView", "LevelCount", "Recurrence",
    "RootCauseRecurrence", "TimeToRca", "action_mix", "case_facts", "category_mix", "hfacs_mix", "in_scope",
    "recurrence", "time_to_rca",
]

MAX_REFS = 5  # case links per recurrence (the newest); ``cases`` still counts them all
MAX_PATTERNS = 10  # recurring codes / root causes listed, the most frequent first
CLOSED = ("done", "effective", "not_effective")
STRENGTHS = ("stronger", "intermediate", "weaker")
# (lowest, highest) whole days; 45 days is the usual deadline for the RCA of a sentinel event.
DAY_BUCKETS: tuple[tuple[int, int | None], ...] = ((0, 7), (8, 30), (31, 45), (46, 60), (61, 90), (91, None))
EventSource = Literal["event", "created"]
_DATE_START = re.compile(r"\d{4}[-/]\d{1,2}[-/]\d{1,2}")  # every accepted format starts so; skips free text fast
_ISO = re.compile(r"\d{4}-\d\d-\d\d(?:[ T]\d\d:\d\d(?::\d\d)?)?")  # read alike by fromisoformat and strptime
_FROZEN = ConfigDict(frozen=True)



@dataclass(frozen=True)
class CaseFacts:
    """What the figures need of one case, with its event date already decided."""

    id: str
    title: str
    event_type: str | None
    status: str
    severity: int | None
    event_at: datetime
    event_source: EventSource
    completed_at: datetime | None



def _naive_utc(moment: datetime) -> datetime:
    return moment.astimezone(UTC).replace(tzinfo=None) if moment.tzinfo else moment


def case_facts(
    *, id: str, title: str, event_type: str | None, status: str, severity: int | None, when: str | None,
    created_at: datetime, completed_at: datetime | None,
) -> CaseFacts:
    """One case's facts; the event time is the problem's "when" if it is a date, else the opening of the case."""
    parsed = _event_time(when) if when else None
    source: EventSource = "event" if parsed is not None else "created"
    at = parsed if parsed is not None else _naive_utc(created_at)
    done = _naive_utc(completed_at) if completed_at else None
    return CaseFacts(id, title, event_type, status, severity, at, source, done)


def _event_time(when: str) -> datetime | None:
    """The problem's "when" as a time, exactly as ``timeline.parse_datetime`` reads it, but fast for the
    common ISO forms (a store holds thousands of cases) and without trying every format on free text."""
    text = when.strip()
    if _ISO.fullmatch(text):
        try:
            return datetime.fromisoformat(text)
        except ValueError:  # 2026-13-45: no such day, for strptime either
            return None
    return parse_datetime(text) if _DATE_START.match(text) else None


def in_scope(case: CaseFacts, filters: InsightFilters) -> bool:
    """Whether the filters choose the case; dates are its event date, event types match in any case."""
    day = case.event_at.date()
    return ((filters.date_from is None or day >= filters.date_from)
            and (filters.date_to is None or day <= filters.date_to)
            and (filters.severity is None or case.severity == filters.severity)
            and (filters.event_type is None
                 or (case.event_type or "").casefold() == filters.event_type.casefold())
            and (filters.include_archived or case.status != "archived"))


def ref(case: CaseFacts) -> CaseRef:
    """A link to the case, dated by its event, as every list of cases on the page shows them."""
    return CaseRef(id=case.id, title=case.title, event_date=case.event_at.date())


def hfacs_mix(counts: Iterable[tuple[str, str, int]], cases_per_code: Mapping[str, int],
              level_of: Mapping[str, str], levels: Sequence[str]) -> HfacsMix:
    """``(code, state, causes)`` rows to counts per code and per level (levels in framework order)."""
    tally: dict[str, list[int]] = {}
    for code, state, n in counts:
        pair = tally.setdefault(code, [0, 0])
        pair[0 if state == "confirmed" else 1] += int(n)
    order = {level: i for i, level in enumerate(levels)}
    codes = [CodeCount(code=code, level=_level(code, level_of), confirmed=c, suggested=s,
                       cases=cases_per_code.get(code, 0)) for code, (c, s) in tally.items()]
    codes.sort(key=lambda c: (order.get(c.level, len(order)), -(c.confirmed + c.suggested), c.code))
    level_rows = [LevelCount(level=level, confirmed=sum(c.confirmed for c in codes if c.level == level),
                             suggested=sum(c.suggested for c in codes if c.level == level)) for level in levels]
    return HfacsMix(levels=level_rows, codes=codes)


def _level(code: str, level_of: Mapping[str, str]) -> str:
    return level_of.get(code) or code.split("-", 1)[0]


def category_mix(rows: Iterable[tuple[str, int, int]], standard: Sequence[str]) -> list[CategoryCount]:
    """``(bucket, causes, cases)`` rows: the standard bones in order (zeros kept), then ``custom``, ``none``."""
    found: dict[str, tuple[int, int]] = {}
    for bucket, causes, cases in rows:
        old = found.get(bucket, (0, 0))
        found[bucket] = (old[0] + int(causes), old[1] + int(cases))
    names = [*standard, "custom", "none"]
    return [CategoryCount(category=name, causes=found.get(name, (0, 0))[0], cases=found.get(name, (0, 0))[1])
            for name in names if name in standard or name in found]


def action_mix(rows: Iterable[tuple[str | None, int, int, int]], overdue_by_case: Mapping[str, int],
               cases: Mapping[str, CaseFacts]) -> ActionMix:
    """``(effective strength, actions, overdue, without measure)`` rows, plus overdue counts per case."""
    by: dict[str, int] = dict.fromkeys((*STRENGTHS, "unrated"), 0)
    overdue = no_measure = 0
    for strength, n, late, bare in rows:
        by[strength if strength in STRENGTHS else "unrated"] += int(n)
        overdue, no_measure = overdue + int(late or 0), no_measure + int(bare or 0)
    total = sum(by.values())
    rated = total - by["unrated"]
    worst = sorted((case_id for case_id, n in overdue_by_case.items() if n and case_id in cases),
                   key=lambda case_id: (-overdue_by_case[case_id], case_id))[:MAX_REFS]
    return ActionMix(total=total, stronger=by["stronger"], intermediate=by["intermediate"], weaker=by["weaker"],
                     unrated=by["unrated"], weaker_share=round(by["weaker"] / rated, 3) if rated else None,
                     overdue=overdue, no_measure=no_measure, overdue_cases=[ref(cases[c]) for c in worst])


def time_to_rca(cases: Iterable[CaseFacts]) -> TimeToRca:
    """Days from event to completion for completed cases (a completion before the event is a typo: skipped)."""
    spans: list[float] = []
    sources = {"event": 0, "created": 0}
    for case in cases:
        if case.completed_at is None:
            continue
        days = (case.completed_at - case.event_at).total_seconds() / 86400
        if days >= 0:
            spans.append(days)
            sources[case.event_source] += 1
    buckets = [DayBucket(min_days=lo, max_days=hi, cases=sum(1 for d in spans if _in_bucket(d, lo, hi)))
               for lo, hi in DAY_BUCKETS]
    return TimeToRca(
        completed=len(spans), median_days=round(statistics.median(spans), 1) if spans else None,
        mean_days=round(statistics.fmean(spans), 1) if spans else None,
        max_days=round(max(spans), 1) if spans else None, within_45_days=sum(1 for d in spans if d <= 45),
        from_event_time=sources["event"], from_created_at=sources["created"], buckets=buckets,
    )


def _in_bucket(days: float, lo: int, hi: int | None) -> bool:
    whole = int(days)  # day 7.5 is the 8th day: whole days elapsed decide the bucket
    return whole >= lo and (hi is None or whole <= hi)


def recurrence(*, filters: InsightFilters, cases: Mapping[str, CaseFacts], code_cases: Mapping[str, set[str]],
               level_of: Mapping[str, str], roots: Sequence[tuple[str, str]]) -> Recurrence:
    """Codes and similar root causes in at least ``min_cases`` cases within ``window_days``.

    ``code_cases``: HFACS code -> cases with a cause so coded; ``roots``: (case id, root-cause text) of the
    cases in scope, in a stable order (event date, then id) so clustering gives the same answer every time.
    Only the most frequent patterns are shaped into views (``MAX_PATTERNS`` of each kind).
    """
    ordered = sorted((case.event_at.toordinal(), case_id) for case_id, case in cases.items())
    found_codes: list[tuple[Peak, str]] = []
    for code, members in code_cases.items():
        if len(members) >= filters.min_cases:
            peak = slide([pair for pair in ordered if pair[1] in members], filters.window_days)
            if peak is not None and len(peak.case_ids) >= filters.min_cases:
                found_codes.append((peak, code))
    days = dict((case_id, day) for day, case_id in ordered)
    found_texts: list[tuple[Peak, list[str]]] = []
    for cluster in cluster_texts([text for _, text in roots]):
        members = {roots[i][0] for i in cluster.members}
        peak = busiest_window({c: days[c] for c in members}, filters.window_days) if len(members) > 1 else None
        if peak is not None and len(peak.case_ids) >= filters.min_cases:
            found_texts.append((peak, list(dict.fromkeys(roots[i][1] for i in cluster.members))))
    found_codes.sort(key=lambda item: (-len(item[0].case_ids), -item[0].last.toordinal(), item[1]))
    found_texts.sort(key=lambda item: (-len(item[0].case_ids), -item[0].last.toordinal(), item[1][0]))
    return Recurrence(
        min_cases=filters.min_cases, window_days=filters.window_days,
        codes=[CodeRecurrence(code=code, level=_level(code, level_of), cases=len(peak.case_ids), first=peak.first,
                              last=peak.last, case_refs=_refs(peak.case_ids, cases))
               for peak, code in found_codes[:MAX_PATTERNS]],
        root_causes=[RootCauseRecurrence(text=texts[0], variants=texts[1:4], cases=len(peak.case_ids),
                                         first=peak.first, last=peak.last, case_refs=_refs(peak.case_ids, cases))
                     for peak, texts in found_texts[:MAX_PATTERNS]],
    )


def _refs(case_ids: Sequence[str], cases: Mapping[str, CaseFacts]) -> list[CaseRef]:
    """Newest first: the latest cases are the ones a committee opens."""
    return [ref(cases[case_id]) for case_id in reversed(case_ids[-MAX_REFS:])]
