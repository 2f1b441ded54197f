"""Guidance from an empty case to a complete one: the next step is always the first unmet criterion."""

from __future__ import annotations

from rootcause.domain.guidance import CaseFacts, RootCauseFacts, guide
from rootcause.domain.model.guidance import STAGES

EMPTY = CaseFacts(problem_filled=[], severity_set=False, timeline_events=0, bones_covered=0, causes=0,
                  why_depth=0, root_causes=[], completed=False)
ROOT_OK = RootCauseFacts(node_id="why_1", link_supported=True, chain_has_failed_link=False,
                         strong_actions_with_measure=1)


def _step(facts: CaseFacts, **changes) -> CaseFacts:
    return facts.model_copy(update=changes)


def test_an_empty_case_starts_at_the_problem_statement():
    g = guide(EMPTY)
    assert g.session_progress.current_stage == "PROBLEM" and g.next_action.tool == "rc_set_problem"
    assert g.session_progress.completion_rate == "0%" and not g.is_complete
    assert [c.stage for c in g.completion_criteria] == list(STAGES)


def test_each_stage_met_moves_the_next_action_on_until_complete():
    facts = EMPTY
    steps = [
        ({"problem_filled": ["what", "where", "when", "impact", "detection"], "severity_set": True},
         "TIMELINE", "rc_add_timeline_event"),
        ({"timeline_events": 3}, "FISHBONE", "rc_add_cause"),
        ({"bones_covered": 4, "causes": 6}, "WHY_ANALYSIS", "rc_ask_why"),
        ({"why_depth": 3}, "CAUSATION", "rc_mark_root_cause"),
        ({"root_causes": [ROOT_OK.model_copy(update={"link_supported": False, "strong_actions_with_measure": 0})]},
         "CAUSATION", "rc_verify_causation"),
        ({"root_causes": [ROOT_OK.model_copy(update={"strong_actions_with_measure": 0})]}, "ACTIONS",
         "rc_add_action"),
        ({"root_causes": [ROOT_OK]}, "REPORT", "rc_export_report"),
    ]
    for changes, stage, tool in steps:
        facts = _step(facts, **changes)
        g = guide(facts)
        assert (g.session_progress.current_stage, g.next_action.tool) == (stage, tool), changes
    done = guide(_step(facts, completed=True))
    assert done.is_complete and done.next_action.required is False
    assert done.session_progress.completion_rate == "100%"
    assert all(c.met for c in done.completion_criteria)


def test_a_failed_link_or_a_missing_problem_field_keeps_the_stage_open():
    facts = _step(EMPTY, problem_filled=["what", "where", "when", "impact"], severity_set=True)
    assert guide(facts).session_progress.current_stage == "PROBLEM"
    broken = ROOT_OK.model_copy(update={"chain_has_failed_link": True})
    late = _step(EMPTY, problem_filled=["what", "where", "when", "impact", "detection"], severity_set=True,
                 timeline_events=5, bones_covered=6, why_depth=4, root_causes=[broken])
    assert guide(late).session_progress.current_stage == "CAUSATION"


def test_guidance_speaks_both_languages():
    en, zh = guide(EMPTY, "en"), guide(EMPTY, "zh-TW")
    assert en.next_action.question != zh.next_action.question
    assert "SAC" in zh.completion_criteria[0].text and en.current_state["fishbone_coverage"] == "0%"
