"""The why tree and causation checks on a real store: branch, move without cycles, delete after confirm."""

from __future__ import annotations

from pathlib import Path

import pytest

from rootcause.errors import InvalidInput, NotFound, StaleVersion
from rootcause.services import causation, causes, problem, sessions, why_tree

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def case(db, facilitator):
    made = sessions.create_session(db, title="Wrong drug drawn up", actor=facilitator, language="zh-TW")
    problem.set_problem(db, session_id=made.id, what="Insulin drawn up instead of heparin", actor=facilitator)
    return made


def test_asking_why_builds_a_branching_tree_with_depth_and_the_next_question(db, facilitator, case):
    first = why_tree.ask_why(db, session_id=case.id, answer="The nurse picked the wrong vial", actor=facilitator)
    assert first.depth == 1 and first.next_question.startswith("為什麼會發生「The nurse picked the wrong vial」")
    two = why_tree.ask_why(db, session_id=case.id, answer="Vials looked alike", parent_id=first.node.id,
                           actor=facilitator)
    also = why_tree.ask_why(db, session_id=case.id, answer="She was interrupted", parent_id=first.node.id,
                            actor=facilitator, evidence="Call-light log")
    three = why_tree.ask_why(db, session_id=case.id, answer="Pharmacy stores both in one bin",
                             parent_id=two.node.id, actor=facilitator)
    assert (two.depth, three.depth) == (2, 3) and also.node.evidence == "Call-light log"
    tree = why_tree.get_tree(db, session_id=case.id)
    by_id = {n.id: n for n in tree.nodes}
    assert set(by_id[first.node.id].children) == {two.node.id, also.node.id}
    assert tree.max_depth == 3 and tree.problem == "Insulin drawn up instead of heparin"


def test_a_why_can_hang_under_a_fishbone_cause(db, fw, facilitator, case):
    cause = causes.add_cause(db, fw, session_id=case.id, description="Look-alike vials", actor=facilitator).cause
    node = why_tree.ask_why(db, session_id=case.id, answer="Same manufacturer and label colours",
                            cause_id=cause.id, actor=facilitator)
    assert node.depth == 2 and node.node.cause_id == cause.id


@pytest.mark.parametrize(("kwargs", "field"), [
    ({"answer": "  "}, "answer"),
    ({"answer": "Insulin drawn up instead of heparin."}, "answer"),
    ({"answer": "x", "parent_id": "why_nothere"}, "parent_id"),
    ({"answer": "x", "cause_id": "cau_nothere"}, "cause_id"),
    ({"answer": "Patient 王小明 was confused"}, "answer"),
])
def test_bad_answers_name_the_field_and_change_nothing(db, facilitator, case, kwargs, field):
    with pytest.raises((InvalidInput, NotFound)) as err:
        why_tree.ask_why(db, session_id=case.id, actor=facilitator, **kwargs)
    assert err.value.field == field
    assert why_tree.get_tree(db, session_id=case.id).nodes == []


def test_a_parent_from_another_case_is_not_found(db, facilitator, case):
    other = sessions.create_session(db, title="Other case", actor=facilitator)
    foreign = why_tree.ask_why(db, session_id=other.id, answer="Elsewhere", actor=facilitator)
    with pytest.raises(NotFound):
        why_tree.ask_why(db, session_id=case.id, answer="x", parent_id=foreign.node.id, actor=facilitator)


def test_moves_refuse_cycles_and_branches_delete_only_when_confirmed(db, facilitator, case):
    a = why_tree.ask_why(db, session_id=case.id, answer="A", actor=facilitator).node
    b = why_tree.ask_why(db, session_id=case.id, answer="B", parent_id=a.id, actor=facilitator).node
    c = why_tree.ask_why(db, session_id=case.id, answer="C", parent_id=b.id, actor=facilitator).node
    with pytest.raises(InvalidInput) as err:
        why_tree.move_why(db, session_id=case.id, node_id=a.id, version=a.version, parent_id=c.id, actor=facilitator)
    assert err.value.field == "parent_id"
    moved = why_tree.move_why(db, session_id=case.id, node_id=c.id, version=c.version, parent_id=a.id,
                              actor=facilitator)
    assert moved.parent_id == a.id
    causation.verify_causation(db, session_id=case.id, node_id=b.id, answers={"temporality": "yes"},
                               actor=facilitator)
    with pytest.raises(InvalidInput) as err:
        why_tree.delete_branch(db, session_id=case.id, node_id=a.id, version=a.version, actor=facilitator)
    assert err.value.field == "confirm" and "3" in err.value.message("en")
    gone = why_tree.delete_branch(db, session_id=case.id, node_id=a.id, version=a.version, actor=facilitator,
                                  confirm=True)
    assert set(gone) == {a.id, b.id, c.id} and why_tree.get_tree(db, session_id=case.id).nodes == []


def test_root_causes_are_marked_with_a_rationale(db, facilitator, case):
    node = why_tree.ask_why(db, session_id=case.id, answer="No separation rule for high-alert drugs",
                            actor=facilitator).node
    marked = why_tree.mark_root_cause(db, session_id=case.id, node_id=node.id, rationale="Fixing it prevents "
                                      "recurrence", actor=facilitator)
    assert marked.is_root_cause and marked.root_cause_rationale.startswith("Fixing")
    assert why_tree.get_tree(db, session_id=case.id).root_causes == [node.id]


def test_causation_answers_accumulate_and_a_failed_necessity_shows_on_the_tree(db, facilitator, case):
    node = why_tree.ask_why(db, session_id=case.id, answer="Label font was 6 pt", actor=facilitator).node
    first = causation.verify_causation(db, session_id=case.id, node_id=node.id, actor=facilitator,
                                       answers={"temporality": {"answer": "yes", "rationale": "Labels predate"}})
    assert first.verdict == "open" and first.open_criteria == ["necessity"]
    assert first.questions == ["如果這個原因沒有發生，結果是否就能避免？"]
    second = causation.verify_causation(db, session_id=case.id, node_id=node.id, actor=facilitator,
                                        answers={"necessity": "no"})
    assert second.verdict == "not_supported" and second.criteria["temporality"].rationale == "Labels predate"
    tree_node = why_tree.get_tree(db, session_id=case.id).nodes[0]
    assert tree_node.fails_necessity and tree_node.link_verdict == "not_supported"
    deeper = causation.verify_causation(db, session_id=case.id, node_id=node.id, actor=facilitator,
                                        level="comprehensive", answers={"necessity": "yes"})
    assert deeper.verdict == "open" and deeper.open_criteria == ["mechanism", "sufficiency"]
    with pytest.raises(InvalidInput) as err:
        causation.verify_causation(db, session_id=case.id, node_id=node.id, actor=facilitator,
                                   answers={"necessity": "perhaps"})
    assert err.value.field == "answers.necessity"


def test_a_causation_save_naming_the_version_it_read_never_overwrites_a_newer_answer(db, facilitator, bot, case):
    node = why_tree.ask_why(db, session_id=case.id, answer="Label font was 6 pt", actor=facilitator).node
    assert causation.get_check(db, session_id=case.id, node_id=node.id).version == 0
    first = causation.verify_causation(db, session_id=case.id, node_id=node.id, actor=bot, expected_version=0,
                                       answers={"necessity": "yes"})
    assert first.version == 1
    with pytest.raises(StaleVersion) as err:  # the facilitator's form was loaded before the agent answered
        causation.verify_causation(db, session_id=case.id, node_id=node.id, actor=facilitator, expected_version=0,
                                   answers={"necessity": "no"})
    assert (err.value.field, err.value.current_version) == ("expected_version", 1)
    kept = causation.get_check(db, session_id=case.id, node_id=node.id)
    assert (kept.criteria["necessity"].answer, kept.version) == ("yes", 1)
    second = causation.verify_causation(db, session_id=case.id, node_id=node.id, actor=facilitator,
                                        expected_version="1", answers={"necessity": "no"})
    assert (second.criteria["necessity"].answer, second.version) == ("no", 2)
    merged = causation.verify_causation(db, session_id=case.id, node_id=node.id, actor=bot,
                                        answers={"temporality": "yes"})  # no version named: merged as before
    assert (merged.criteria["necessity"].answer, merged.version) == ("no", 3)
    for bad in (-1, True, "two"):
        with pytest.raises(InvalidInput):
            causation.verify_causation(db, session_id=case.id, node_id=node.id, actor=bot, expected_version=bad,
                                       answers={"temporality": "yes"})
