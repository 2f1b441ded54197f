"""Insights across cases, against hand-counted figures of a few realistic cases built through the services."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, date, datetime

import pytest
from full_case import build_complete_case

from rootcause.domain.model.actor import Actor
from rootcause.errors import InvalidInput
from rootcause.services import (
    actions,
    categories,
    causes,
    closing,
    insights,
    problem,
    sessions,
    why_tree,
)
from rootcause.services.frameworks import Frameworks
from rootcause.store import Store

TODAY = date(2026, 6, 1)
LOOK_ALIKE = "Look-alike heparin and insulin vials stored in adjacent bins"


@dataclass
class Scene:
    a: str  # heparin flush, 2026-03-14, SAC 2
    b: str  # insulin given, 2026-05-02, SAC 1
    c: str  # fall, free-text "when" (dated by its opening), SAC 3, in Chinese
    d: str  # ICU heparin, 2025-11-20, SAC 2, archived
    e: str  # the complete demo case, 2026-03-14, SAC 2, closed


def _case(db: Store, actor: Actor, title: str, when: str, severity: int, event_type: str, lang: str = "en") -> str:
    case = sessions.create_session(db, title=title, event_type=event_type, severity=severity, language=lang,
                                   actor=actor)
    problem.set_problem(db, session_id=case.id, what=title, when=when, actor=actor)
    return case.id


def _root(db: Store, sid: str, text: str, actor: Actor) -> str:
    node = why_tree.ask_why(db, session_id=sid, answer=text, actor=actor).node
    why_tree.mark_root_cause(db, session_id=sid, node_id=node.id, rationale="Team agreed", actor=actor)
    return node.id


@pytest.fixture
def scene(db: Store, fw: Frameworks, facilitator: Actor, bot: Actor) -> Scene:
    add = causes.add_cause
    a = _case(db, facilitator, "Heparin flush prepared from an insulin vial", "2026-03-14 02:40", 2, "Medication")
    add(db, fw, session_id=a, description="Night nurse covering six patients after a sick call", category="PEOPLE",
        hfacs_code="OI-RM", actor=facilitator)
    add(db, fw, session_id=a, description="Pump alarm and call lights interrupted the preparation",
        category="ENVIRONMENT", hfacs_code="PC-AMS", actor=bot)  # an agent's code stays "suggested"
    add(db, fw, session_id=a, description="Heparin and insulin 10 mL vials look alike", category="MATERIAL",
        hfacs_code="PC-TE", actor=facilitator)
    gone = add(db, fw, session_id=a, description="Supervisor did not check the bin", category="METHOD",
               hfacs_code="US-IS", actor=facilitator).cause
    causes.delete_cause(db, session_id=a, cause_id=gone.id, version=gone.version, actor=facilitator)
    root_a = _root(db, a, LOOK_ALIKE, facilitator)
    actions.add_action(db, fw, session_id=a, root_cause_id=root_a, actor=facilitator, due="2026-12-31",
                       description="Remove insulin vials from ward stock; pharmacy dispenses patient-specific "
                                   "syringes", measure="% insulin doses dispensed patient-specific")
    actions.add_action(db, fw, session_id=a, root_cause_id=root_a, actor=facilitator, due="2026-04-30",
                       description="Re-educate nurses on reading vial labels")

    b = _case(db, facilitator, "Insulin given instead of heparin on ward 5", "2026-05-02 14:00", 1, "medication")
    add(db, fw, session_id=b, description="Vials of heparin and insulin look alike", category="MATERIAL",
        hfacs_code="PC-TE", actor=facilitator)
    add(db, fw, session_id=b, description="Nurse distracted by phone calls while preparing", category="PEOPLE",
        hfacs_code="PC-AMS", actor=facilitator)
    categories.add_category(db, fw, session_id=b, name="Transport", actor=facilitator)  # a case's own bone
    add(db, fw, session_id=b, description="Transport delayed the pharmacy round", category="Transport",
        actor=facilitator)
    root_b = _root(db, b, "look-alike heparin and insulin vials were stored in adjacent bins", facilitator)
    warn = actions.add_action(db, fw, session_id=b, root_cause_id=root_b, actor=facilitator, due="2026-05-20",
                              description="Add a warning label to the insulin bin").action
    actions.update_action(db, fw, session_id=b, action_id=warn.id, version=warn.version, actor=facilitator,
                          strength_override="intermediate", override_reason="Label plus separate bin colour")
    alert = actions.add_action(db, fw, session_id=b, root_cause_id=root_b, actor=facilitator, due="2026-05-01",
                               description="Write a new policy on storing high-alert vials").action
    actions.update_action(db, fw, session_id=b, action_id=alert.id, version=alert.version, actor=facilitator,
                          status="done")  # past its due date, but done: not overdue

    c = _case(db, facilitator, "夜間跌倒", "夜班交班後", 3, "Fall", lang="zh-TW")
    add(db, fw, session_id=c, description="夜間病房照明不足", actor=facilitator)  # no bone, no code
    _root(db, c, "夜班護理人力不足", facilitator)

    d = _case(db, facilitator, "ICU heparin mix-up", "2025-11-20", 2, "Medication")
    add(db, fw, session_id=d, description="Look-alike vials in the ICU cabinet", category="MATERIAL",
        hfacs_code="PC-TE", actor=facilitator)
    _root(db, d, "Heparin and insulin look-alike vials kept in adjacent bins", facilitator)
    version = sessions.get_case(db, session_id=d).session.version
    sessions.archive_session(db, session_id=d, version=version, actor=facilitator)

    e = build_complete_case(db, fw, facilitator, bot)
    assert closing.close_case(db, session_id=e, actor=facilitator)
    return Scene(a, b, c, d, e)


def test_the_figures_match_the_cases_counted_by_hand(db: Store, fw: Frameworks, scene: Scene) -> None:
    view = insights.get_insights(db, fw, today=TODAY)
    assert (view.cases, view.completed) == (5, 1)
    assert view.event_types == ["Fall", "Medication"], "one spelling per type"

    codes = {c.code: (c.confirmed, c.suggested, c.cases) for c in view.hfacs.codes}
    # a: OI-RM, PC-AMS (agent), PC-TE; b: PC-TE, PC-AMS; d: PC-TE; e: OI-RM, PC-AMS (agent), PC-TE, OI-OP, US-PIO.
    # The deleted US-IS cause of a is not counted.
    assert codes == {"OI-RM": (2, 0, 2), "OI-OP": (1, 0, 1), "US-PIO": (1, 0, 1), "PC-AMS": (1, 2, 3),
                     "PC-TE": (4, 0, 4)}
    assert [c.code for c in view.hfacs.codes] == ["OI-RM", "OI-OP", "US-PIO", "PC-TE", "PC-AMS"]
    assert {lv.level: (lv.confirmed, lv.suggested) for lv in view.hfacs.levels} == {
        "EF": (0, 0), "OI": (3, 0), "US": (1, 0), "PC": (5, 2), "UA": (0, 0)}

    bones = {c.category: (c.causes, c.cases) for c in view.categories}
    assert bones == {"PEOPLE": (3, 3), "EQUIPMENT": (1, 1), "MATERIAL": (4, 4), "METHOD": (1, 1),
                     "MONITORING": (0, 0), "ENVIRONMENT": (2, 2), "custom": (1, 1), "none": (1, 1)}

    mix = view.actions
    # a: stronger (measured) + weaker (overdue, no measure); b: weaker->intermediate by a person (overdue,
    # no measure) + a done one (no measure, not overdue); e: stronger, measured, due 2027.
    assert (mix.total, mix.stronger, mix.intermediate, mix.weaker, mix.unrated) == (5, 2, 1, 2, 0)
    assert mix.weaker_share == 0.4
    assert (mix.overdue, mix.no_measure) == (2, 3)
    assert {ref.id for ref in mix.overdue_cases} == {scene.a, scene.b}


def test_time_to_rca_uses_the_event_time_and_says_so(db: Store, fw: Frameworks, scene: Scene) -> None:
    times = insights.get_insights(db, fw, today=TODAY).time_to_rca
    assert (times.completed, times.from_event_time, times.from_created_at) == (1, 1, 0)
    expected = (datetime.now(UTC).replace(tzinfo=None) - datetime(2026, 3, 14, 2, 40)).total_seconds() / 86400
    assert times.median_days == pytest.approx(expected, abs=0.15)
    assert sum(b.cases for b in times.buckets) == 1


def test_recurrence_finds_the_look_alike_vials_across_three_cases(db: Store, fw: Frameworks, scene: Scene) -> None:
    found = insights.get_insights(db, fw, today=TODAY).recurrence
    assert (found.min_cases, found.window_days) == (3, 365)
    by_code = {r.code: r for r in found.codes}
    assert set(by_code) == {"PC-TE", "PC-AMS"}
    assert by_code["PC-TE"].cases == 4  # d (2025-11-20), a and e (2026-03-14), b (2026-05-02)
    assert (by_code["PC-TE"].first, by_code["PC-TE"].last) == (date(2025, 11, 20), date(2026, 5, 2))
    assert by_code["PC-TE"].case_refs[0].id == scene.b, "newest first"
    texts = {r.text: r for r in found.root_causes}
    look = texts["Heparin and insulin look-alike vials kept in adjacent bins"]  # the earliest wording leads
    assert {ref.id for ref in look.case_refs} == {scene.a, scene.b, scene.d}
    assert set(look.variants) == {LOOK_ALIKE, "look-alike heparin and insulin vials were stored in adjacent bins"}


@pytest.mark.parametrize(("options", "codes", "roots"), [
    ({"include_archived": False}, {"PC-TE", "PC-AMS"}, 0),  # without d the vials' root cause is in two cases
    ({"window_days": 100}, {"PC-TE", "PC-AMS"}, 0),  # a, e and b fall within 49 days; d is 114 days before a
    ({"min_cases": 4}, {"PC-TE"}, 0),
    ({"min_cases": 2}, {"PC-TE", "PC-AMS", "OI-RM"}, 1),
    ({"severity": 2}, {"PC-TE"}, 0),  # a, d, e
    ({"event_type": "FALL"}, set(), 0),
    ({"date_from": "2026-03-14", "date_to": "2026-03-14"}, set(), 0),  # a and e only
    ({"date_from": "2027-01-01"}, set(), 0),
])
def test_filters_and_recurrence_settings(db: Store, fw: Frameworks, scene: Scene, options: dict[str, object],
                                         codes: set[str], roots: int) -> None:
    found = insights.get_insights(db, fw, today=TODAY, **options)  # type: ignore[arg-type]
    assert {r.code for r in found.recurrence.codes} == codes
    assert len(found.recurrence.root_causes) == roots


def test_filters_narrow_every_figure(db: Store, fw: Frameworks, scene: Scene) -> None:
    only_b = insights.get_insights(db, fw, today=TODAY, severity=1)
    assert only_b.cases == 1 and only_b.filters.severity == 1
    assert {c.code: (c.confirmed, c.suggested) for c in only_b.hfacs.codes} == {"PC-TE": (1, 0), "PC-AMS": (1, 0)}
    assert (only_b.actions.total, only_b.actions.overdue, [r.id for r in only_b.actions.overdue_cases]) == (
        2, 1, [scene.b])
    fall = insights.get_insights(db, fw, today=TODAY, event_type="fall")
    assert fall.cases == 1 and fall.hfacs.codes == [] and fall.actions.total == 0
    assert {c.category: c.causes for c in fall.categories}["none"] == 1
    nothing = insights.get_insights(db, fw, today=TODAY, date_from="2030-01-01")
    assert (nothing.cases, nothing.actions.weaker_share, nothing.time_to_rca.completed) == (0, None, 0)
    assert nothing.event_types == ["Fall", "Medication"], "the choices do not depend on the filters"


def test_an_empty_store_has_empty_figures(db: Store, fw: Frameworks) -> None:
    view = insights.get_insights(db, fw)
    assert (view.cases, view.hfacs.codes, view.recurrence.codes, view.recurrence.root_causes) == (0, [], [], [])
    assert [c.causes for c in view.categories] == [0] * 6


def test_answers_are_cached_until_the_store_changes(db: Store, fw: Frameworks, scene: Scene,
                                                    facilitator: Actor) -> None:
    first = insights.get_insights(db, fw, today=TODAY)
    assert insights.get_insights(db, fw, today=TODAY) is first
    assert insights.get_insights(db, fw, today=TODAY, severity=1) is not first, "other filters, other answer"
    causes.add_cause(db, fw, session_id=scene.c, description="Bed rails left down", hfacs_code="UA-SBE",
                     actor=facilitator)
    fresh = insights.get_insights(db, fw, today=TODAY)
    assert fresh is not first
    assert "UA-SBE" in {c.code for c in fresh.hfacs.codes}


@pytest.mark.parametrize(("options", "field"), [
    ({"date_from": "14/03/2026"}, "date_from"),
    ({"date_to": "2026-02-30"}, "date_to"),
    ({"date_from": "yesterday"}, "date_from"),
    ({"date_from": "2026-05-01", "date_to": "2026-04-01"}, "date_from"),
    ({"severity": 5}, "severity"),
    ({"severity": "SAC 0"}, "severity"),
    ({"min_cases": 1}, "min_cases"),
    ({"min_cases": True}, "min_cases"),
    ({"window_days": 0}, "window_days"),
    ({"window_days": 99999}, "window_days"),
    ({"window_days": "a year"}, "window_days"),
    ({"include_archived": "yes"}, "include_archived"),
    ({"event_type": "fall\x00"}, "event_type"),
])
def test_bad_filters_name_the_field_in_both_languages(db: Store, fw: Frameworks, options: dict[str, object],
                                                      field: str) -> None:
    with pytest.raises(InvalidInput) as caught:
        insights.get_insights(db, fw, **options)  # type: ignore[arg-type]
    error = caught.value
    assert error.field == field
    assert field in error.message("en") and field in error.message("zh-TW")
    assert error.message("en") != error.message("zh-TW")


def test_the_reversed_range_says_what_to_do(db: Store, fw: Frameworks) -> None:
    with pytest.raises(InvalidInput) as caught:
        insights.get_insights(db, fw, date_from="2026-05-01", date_to="2026-04-01")
    assert "2026-05-01" in caught.value.message("en") and "Swap" in caught.value.message("en")
    assert "交換" in caught.value.message("zh-TW")


def test_filter_values_are_normalised(db: Store, fw: Frameworks) -> None:
    view = insights.get_insights(db, fw, date_from=date(2026, 1, 1), date_to=" 2026-12-31 ", severity="SAC 2",
                                 event_type="  Medication ", min_cases="4", window_days=30)
    assert view.filters.model_dump() == {"date_from": date(2026, 1, 1), "date_to": date(2026, 12, 31),
                                         "severity": 2, "event_type": "Medication", "include_archived": True,
                                         "min_cases": 4, "window_days": 30}


def test_ids_in_several_chunks_give_the_same_figures(db: Store, fw: Frameworks, scene: Scene,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """A filter that leaves out cases limits the queries by id, in chunks; the sums must not depend on them."""
    whole = insights.get_insights(db, fw, today=TODAY, include_archived=False).model_dump()
    monkeypatch.setattr(insights, "CHUNK", 2)  # four cases: two chunks
    db.views = type(db.views)()
    chunked = insights.get_insights(db, fw, today=TODAY, include_archived=False).model_dump()
    assert chunked == whole
    assert whole["cases"] == 4 and whole["hfacs"]["codes"]
