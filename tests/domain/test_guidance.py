"""Guidance from an empty case to a complete one: the next step is the first unmet criterion, ready to call,
and the gate never passes a chain the validator does not call sound."""

from __future__ import annotations

import re

from rootcause.domain.causal.chains import validate_chain
from rootcause.domain.guidance import ActionFacts, CaseFacts, RootCauseFacts, guide, unmet_before_close
from rootcause.domain.model.chains import ChainLink
from rootcause.domain.model.guidance import STAGES

EMPTY = CaseFacts(session_id="ses_1", problem_filled=[], severity_set=False, timeline_events=0, bones_covered=0,
                  empty_bones=["PEOPLE", "EQUIPMENT", "MATERIAL", "METHOD", "MONITORING", "ENVIRONMENT"], causes=0,
                  why_depth=0, root_causes=[], completed=False)
SOUND = ["Insulin was given to the wrong patient", "Two patients with the same surname were in adjacent beds",
         "The bed board does not flag similar names, which made the mix-up likely"]
BLAME = ["Insulin was given to the wrong patient", "The nurse was careless",
         "The nurse made a mistake and did not follow the policy"]
READY = ActionFacts(id="act_1", version=1, strength="stronger", has_owner=True, has_measure=True)


def _chain(texts: list[str], verdicts: list[str | None] | None = None, has_children: bool = False):
    verdicts = verdicts or ["supported"] * len(texts)
    links = [ChainLink(id=f"why_{i}", text=t, verdict=v, has_children=i < len(texts) - 1 or has_children)
             for i, (t, v) in enumerate(zip(texts, verdicts, strict=True))]
    return validate_chain(links)


def _root(texts: list[str], verdicts: list[str | None] | None = None, actions=(READY,), has_children=False):
    chain = _chain(texts, verdicts, has_children)
    return RootCauseFacts(node_id=chain.root_cause_id, has_children=has_children, chain=chain, actions=list(actions))


def _ready_until_causation(**changes) -> CaseFacts:
    return EMPTY.model_copy(update={"problem_filled": ["what", "where", "when", "impact", "detection"],
                                    "severity_set": True, "timeline_events": 3, "bones_covered": 4,
                                    "empty_bones": ["MONITORING", "ENVIRONMENT"], "causes": 5, "why_depth": 3,
                                    "deepest_node": "why_2", **changes})


def test_an_empty_case_starts_at_the_problem_statement_with_the_case_filled_in():
    g = guide(EMPTY)
    assert g.session_progress.current_stage == "PROBLEM" and g.next_action.tool == "rc_set_problem"
    assert g.next_action.arguments == {"session_id": "ses_1"} and g.next_action.why
    assert g.session_progress.completion_rate == "0%" and not g.is_complete
    assert [c.stage for c in g.completion_criteria] == list(STAGES)


def test_the_fishbone_step_names_the_first_empty_category_and_the_why_step_the_deepest_node():
    facts = EMPTY.model_copy(update={"problem_filled": ["what", "where", "when", "impact", "detection"],
                                     "severity_set": True, "timeline_events": 3})
    step = guide(facts, bone_names={"PEOPLE": ("People", "人員")}).next_action
    assert step.tool == "rc_add_cause" and step.arguments["category"] == "PEOPLE" and "People" in step.question
    assert "人員" in guide(facts, "zh-TW", bone_names={"PEOPLE": ("People", "人員")}).next_action.question
    deeper = guide(facts.model_copy(update={"bones_covered": 4, "why_depth": 2, "deepest_node": "why_9"}))
    assert deeper.next_action.tool == "rc_ask_why" and deeper.next_action.arguments["parent_id"] == "why_9"


def test_a_blame_chain_never_passes_the_gate_and_the_guidance_asks_why_beneath_it():
    facts = _ready_until_causation(root_causes=[_root(BLAME)])
    g = guide(facts)
    assert "CAUSATION" in unmet_before_close(facts) and not g.is_complete
    assert g.next_action.tool == "rc_ask_why" and g.next_action.arguments["parent_id"] == "why_2"
    assert "person" in g.next_action.hint or "individual" in g.next_action.hint


def test_a_person_act_with_whys_beneath_it_is_unmarked_rather_than_questioned_again():
    facts = _ready_until_causation(root_causes=[_root(BLAME, has_children=True)])
    step = guide(facts).next_action
    assert step.tool == "rc_mark_root_cause" and step.arguments["is_root_cause"] is False


def test_one_tested_root_link_does_not_stand_for_the_untested_links_above_it():
    facts = _ready_until_causation(root_causes=[_root(SOUND, [None, "supported", "supported"])])
    step = guide(facts).next_action
    assert "CAUSATION" in unmet_before_close(facts)
    assert step.tool == "rc_verify_causation" and step.arguments["node_id"] == "why_0"


def test_a_failed_link_asks_for_that_statement_to_be_rewritten():
    facts = _ready_until_causation(root_causes=[_root(SOUND, ["supported", "not_supported", "supported"])])
    step = guide(facts).next_action
    assert step.tool == "rc_update_why" and step.arguments["node_id"] == "why_1"


def test_a_root_cause_needs_an_owned_measured_action_of_at_least_intermediate_strength():
    weak = ActionFacts(id="act_w", version=3, strength="weaker", has_owner=True, has_measure=True)
    unowned = ActionFacts(id="act_u", version=2, strength="intermediate", has_owner=False, has_measure=True)
    facts = _ready_until_causation(root_causes=[_root(SOUND, actions=[weak])])
    step = guide(facts).next_action
    assert (step.stage, step.tool, step.arguments["root_cause_id"]) == ("ACTIONS", "rc_add_action", "why_2")
    step = guide(_ready_until_causation(root_causes=[_root(SOUND, actions=[weak, unowned])])).next_action
    assert step.tool == "rc_update_action" and step.arguments == {"session_id": "ses_1", "action_id": "act_u",
                                                                   "version": 2}
    assert "owner_role" in step.hint


def test_a_sound_case_with_strong_actions_is_closed_with_rc_close_case_then_complete():
    facts = _ready_until_causation(root_causes=[_root(SOUND)])
    assert unmet_before_close(facts) == []
    g = guide(facts)
    assert g.next_action.tool == "rc_close_case" and g.session_progress.current_stage == "REPORT"
    done = guide(facts.model_copy(update={"completed": True}))
    assert done.is_complete and done.next_action.required is False and all(c.met for c in done.completion_criteria)


def test_guidance_speaks_both_languages_and_a_chinese_step_has_no_english_sentence():
    facts = _ready_until_causation(root_causes=[_root(BLAME)])
    en, zh = guide(facts, "en").next_action, guide(facts, "zh-TW").next_action
    assert en.question != zh.question
    for text in (zh.question, zh.hint, zh.why):
        assert not re.search(r"[A-Za-z]{4,} [A-Za-z]{3,}", text), text  # no English phrase (tool names are fine)
