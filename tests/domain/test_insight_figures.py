"""The pure figures of the Insights page, from hand-written rows (no store)."""

from __future__ import annotations

from datetime import date, datetime, timedelta, timezone

import pytest

from rootcause.domain.model.insights import InsightFilters
from rootcause.domain.search import insights as f
from rootcause.domain.search.insights import CaseFacts

LEVELS = ["EF", "OI", "US", "PC", "UA"]
LEVEL_OF = {"OI-RM": "OI", "PC-AMS": "PC", "PC-TE": "PC", "UA-SBE": "UA"}
BONES = ["PEOPLE", "EQUIPMENT", "MATERIAL", "METHOD", "MONITORING", "ENVIRONMENT"]


def facts(case_id: str, *, when: str | None = None, created: str = "2026-01-10T09:00:00+00:00",
          completed: str | None = None, severity: int | None = 2, event_type: str | None = "Medication",
          status: str = "open") -> CaseFacts:
    return f.case_facts(id=case_id, title=f"Case {case_id}", event_type=event_type, status=status, severity=severity,
                        when=when, created_at=datetime.fromisoformat(created),
                        completed_at=datetime.fromisoformat(completed) if completed else None)


def test_the_event_date_is_the_problems_when_if_it_is_a_date_else_the_opening_of_the_case() -> None:
    dated = facts("a", when="2026-01-03 22:40")
    assert (dated.event_at, dated.event_source) == (datetime(2026, 1, 3, 22, 40), "event")
    assert facts("b", when="2026/01/04").event_at == datetime(2026, 1, 4)
    for words in ("night shift, after the handoff", "T+00:15", "08:15", "", None, "2026-13-45"):
        fallback = facts("c", when=words)
        assert (fallback.event_at, fallback.event_source) == (datetime(2026, 1, 10, 9, 0), "created"), words


def test_stored_times_are_compared_in_utc() -> None:
    taipei = timezone(timedelta(hours=8))
    case = f.case_facts(id="t", title="t", event_type=None, status="complete", severity=None, when=None,
                        created_at=datetime(2026, 1, 10, 7, 0, tzinfo=taipei),
                        completed_at=datetime(2026, 1, 20, 7, 0, tzinfo=taipei))
    assert case.event_at == datetime(2026, 1, 9, 23, 0)
    assert case.completed_at == datetime(2026, 1, 19, 23, 0)


@pytest.mark.parametrize(("filters", "expected"), [
    (InsightFilters(), {"a", "b", "c", "d"}),
    (InsightFilters(date_from=date(2026, 1, 3), date_to=date(2026, 1, 4)), {"a", "b"}),  # both ends inclusive
    (InsightFilters(date_from=date(2026, 1, 5)), {"c", "d"}),
    (InsightFilters(severity=1), {"c"}),
    (InsightFilters(event_type="medication"), {"a", "b", "d"}),  # any letter case
    (InsightFilters(event_type="Fall"), {"c"}),
    (InsightFilters(include_archived=False), {"a", "b", "c"}),
])
def test_filters_choose_cases_by_event_date_severity_type_and_status(filters: InsightFilters,
                                                                     expected: set[str]) -> None:
    cases = [facts("a", when="2026-01-03"), facts("b", when="2026-01-04 23:59"),
             facts("c", severity=1, event_type="fall"), facts("d", status="archived")]
    assert {c.id for c in cases if f.in_scope(c, filters)} == expected


def test_the_hfacs_mix_keeps_confirmed_and_suggested_apart_by_code_and_level() -> None:
    rows = [("PC-AMS", "confirmed", 3), ("PC-AMS", "suggested", 2), ("OI-RM", "confirmed", 1),
            ("UA-SBE", "suggested", 4), ("PC-TE", "confirmed", 5), ("PC-AMS", "confirmed", 1)]  # rows may repeat
    mix = f.hfacs_mix(rows, {"PC-AMS": 3, "OI-RM": 1, "UA-SBE": 2, "PC-TE": 1}, LEVEL_OF, LEVELS)
    assert [(c.code, c.level, c.confirmed, c.suggested, c.cases) for c in mix.codes] == [
        ("OI-RM", "OI", 1, 0, 1), ("PC-AMS", "PC", 4, 2, 3), ("PC-TE", "PC", 5, 0, 1), ("UA-SBE", "UA", 0, 4, 2)]
    assert [(lv.level, lv.confirmed, lv.suggested) for lv in mix.levels] == [
        ("EF", 0, 0), ("OI", 1, 0), ("US", 0, 0), ("PC", 9, 2), ("UA", 0, 4)]


def test_the_category_mix_lists_the_six_bones_then_custom_and_unsorted() -> None:
    rows = [("PEOPLE", 4, 2), ("custom", 1, 1), ("METHOD", 2, 2), ("none", 3, 1), ("PEOPLE", 1, 1)]
    mix = f.category_mix(rows, BONES)
    assert [(c.category, c.causes, c.cases) for c in mix] == [
        ("PEOPLE", 5, 3), ("EQUIPMENT", 0, 0), ("MATERIAL", 0, 0), ("METHOD", 2, 2), ("MONITORING", 0, 0),
        ("ENVIRONMENT", 0, 0), ("custom", 1, 1), ("none", 3, 1)]
    assert [c.category for c in f.category_mix([], BONES)] == BONES


def test_the_weaker_share_is_of_rated_actions_and_overdue_cases_come_worst_first() -> None:
    cases = {cid: facts(cid) for cid in ("a", "b", "c")}
    rows = [("weaker", 3, 1, 2), ("stronger", 1, 0, 0), ("intermediate", 2, 2, 1), (None, 2, 0, 2)]
    mix = f.action_mix(rows, {"a": 1, "b": 2, "zz": 5}, cases)  # "zz" is out of scope
    assert (mix.total, mix.stronger, mix.intermediate, mix.weaker, mix.unrated) == (8, 1, 2, 3, 2)
    assert mix.weaker_share == 0.5  # 3 of the 6 rated actions
    assert (mix.overdue, mix.no_measure) == (3, 5)
    assert [c.id for c in mix.overdue_cases] == ["b", "a"]
    empty = f.action_mix([], {}, cases)
    assert (empty.total, empty.weaker_share, empty.overdue_cases) == (0, None, [])


def test_time_to_rca_counts_completed_cases_and_says_where_each_span_started() -> None:
    cases = [
        facts("a", when="2026-01-01 08:00", completed="2026-01-06T08:00:00+00:00"),  # 5 days, from the event
        facts("b", created="2026-01-01T00:00:00+00:00", completed="2026-01-31T12:00:00+00:00"),  # 30.5, opened
        facts("c", when="2026-01-01", completed="2026-03-12T00:00:00+00:00"),  # 70 days
        facts("d", when="2026-01-01"),  # still open: not counted
        facts("e", when="2026-02-01", completed="2026-01-20T00:00:00+00:00"),  # completed before the event: typo
    ]
    times = f.time_to_rca(cases)
    assert (times.completed, times.from_event_time, times.from_created_at) == (3, 2, 1)
    assert (times.median_days, times.mean_days, times.max_days) == (30.5, 35.2, 70.0)
    assert times.within_45_days == 2
    assert [(b.min_days, b.max_days, b.cases) for b in times.buckets] == [
        (0, 7, 1), (8, 30, 1), (31, 45, 0), (46, 60, 0), (61, 90, 1), (91, None, 0)]
    none = f.time_to_rca([])
    assert (none.completed, none.median_days, sum(b.cases for b in none.buckets)) == (0, None, 0)


def _dated(n: int, start: date, step: int) -> dict[str, CaseFacts]:
    return {f"c{i}": facts(f"c{i}", when=(start + timedelta(days=step * i)).isoformat()) for i in range(n)}


def test_a_code_recurs_when_enough_cases_fall_within_the_window() -> None:
    cases = _dated(6, date(2025, 1, 1), 100)  # events 100 days apart: 0, 100, ..., 500
    codes = {"PC-AMS": {"c0", "c1", "c2", "c3"}, "OI-RM": {"c0", "c5"}, "UA-SBE": {"c1", "c2", "c4"},
             "PC-TE": {"c0", "c2", "c4"}}  # PC-TE's three span 400 days
    found = f.recurrence(filters=InsightFilters(min_cases=3, window_days=365), cases=cases, code_cases=codes,
                         level_of=LEVEL_OF, roots=[])
    assert [(r.code, r.level, r.cases) for r in found.codes] == [("PC-AMS", "PC", 4), ("UA-SBE", "UA", 3)]
    pc = found.codes[0]
    assert (pc.first, pc.last) == (date(2025, 1, 1), date(2025, 10, 28))
    assert [ref.id for ref in pc.case_refs] == ["c3", "c2", "c1", "c0"], "newest first"
    narrow = f.recurrence(filters=InsightFilters(min_cases=3, window_days=150), cases=cases, code_cases=codes,
                          level_of=LEVEL_OF, roots=[])
    assert narrow.codes == [], "no three of them within 150 days"
    assert (narrow.min_cases, narrow.window_days) == (3, 150)


def test_similar_root_causes_in_several_cases_recur_with_their_wordings() -> None:
    cases = _dated(5, date(2026, 1, 1), 10)
    roots = [("c0", "Look-alike heparin and insulin vials stored in adjacent bins"),
             ("c1", "The pump library had no hard limit"),
             ("c2", "look-alike heparin and insulin vials were stored in adjacent bins"),
             ("c2", "Look-alike heparin and insulin vials stored in adjacent bins"),  # same case twice: one case
             ("c3", "Heparin and insulin look-alike vials kept in adjacent bins"),
             ("c4", "Night staffing below the safe ratio")]
    found = f.recurrence(filters=InsightFilters(min_cases=3), cases=cases, code_cases={}, level_of={}, roots=roots)
    assert len(found.root_causes) == 1
    pattern = found.root_causes[0]
    assert pattern.text == "Look-alike heparin and insulin vials stored in adjacent bins"
    assert pattern.variants == ["look-alike heparin and insulin vials were stored in adjacent bins",
                                "Heparin and insulin look-alike vials kept in adjacent bins"]
    assert (pattern.cases, [r.id for r in pattern.case_refs]) == (3, ["c3", "c2", "c0"])
    four = f.recurrence(filters=InsightFilters(min_cases=4), cases=cases, code_cases={}, level_of={}, roots=roots)
    assert four.root_causes == []


def test_case_links_are_capped_but_the_count_is_not() -> None:
    cases = _dated(30, date(2026, 1, 1), 1)
    found = f.recurrence(filters=InsightFilters(), cases=cases, code_cases={"PC-TE": set(cases)},
                         level_of=LEVEL_OF, roots=[])
    assert found.codes[0].cases == 30
    assert len(found.codes[0].case_refs) == f.MAX_REFS
    assert found.codes[0].case_refs[0].id == "c29"


def test_views_are_plain_json() -> None:
    view = f.recurrence(filters=InsightFilters(), cases=_dated(3, date(2026, 1, 1), 1),
                        code_cases={"PC-TE": {"c0", "c1", "c2"}}, level_of=LEVEL_OF, roots=[])
    data = view.model_dump(mode="json")
    assert data["codes"][0]["first"] == "2026-01-01"
    assert data["codes"][0]["case_refs"][0] == {"id": "c2", "title": "Case c2", "event_date": "2026-01-03"}
