"""Why-tree rules (depth, cycles, subtrees, next question) and the causation verdict logic."""

from __future__ import annotations

import pytest

from rootcause.domain.causal.causation import judge, parse_answers, parse_level
from rootcause.domain.causal.why_tree import NodeLink, check_reparent, depth, next_question, same_statement, subtree
from rootcause.domain.model.causation import CriterionAnswer
from rootcause.errors import InvalidInput

LINKS = {
    "a": NodeLink(None, None), "b": NodeLink("a", None), "c": NodeLink("b", None), "d": NodeLink("b", None),
    "x": NodeLink(None, "cau_1"), "y": NodeLink("x", None),
}


def test_depth_counts_whys_from_the_problem_and_a_cause_is_the_first_why():
    assert [depth(n, LINKS) for n in "abcd"] == [1, 2, 3, 3]
    assert (depth("x", LINKS), depth("y", LINKS)) == (2, 3)


@pytest.mark.parametrize(("node", "parent"), [("a", "a"), ("a", "c"), ("b", "d")])
def test_a_node_cannot_hang_under_itself_or_its_descendants(node, parent):
    with pytest.raises(InvalidInput) as err:
        check_reparent(node, parent, LINKS)
    assert err.value.field == "parent_id"


def test_legal_moves_pass_and_subtrees_list_children_after_parents():
    check_reparent("c", "d", LINKS)
    check_reparent("y", None, LINKS)
    order = subtree("a", LINKS)
    assert order[0] == "a" and set(order) == {"a", "b", "c", "d"} and order.index("b") < order.index("c")


def test_next_question_quotes_the_answer_in_the_case_language():
    assert "“The pump library lacked the drug”" in next_question("The pump library lacked the drug.", "en")
    zh = next_question("藥庫缺少此藥物濃度。", "zh-TW")
    assert zh.startswith("為什麼會發生「藥庫缺少此藥物濃度」")
    assert next_question("x" * 300, "en").count("…") == 1


def test_an_answer_that_repeats_its_parent_is_the_same_statement():
    assert same_statement("The nurse was tired.", "  the NURSE was tired ")
    assert not same_statement("The nurse was tired", "The nurse worked a double shift")


def _answers(**kw: str) -> dict[str, CriterionAnswer]:
    return {k: CriterionAnswer(answer=v) for k, v in kw.items()}


@pytest.mark.parametrize(
    ("level", "answers", "verdict", "open_"),
    [
        ("standard", {}, "open", ["temporality", "necessity"]),
        ("standard", {"temporality": "yes", "necessity": "yes"}, "supported", []),
        ("standard", {"temporality": "yes", "necessity": "no"}, "not_supported", []),
        ("standard", {"temporality": "yes", "necessity": "unknown"}, "open", ["necessity"]),
        ("comprehensive", {"temporality": "yes", "necessity": "yes"}, "open", ["mechanism", "sufficiency"]),
        ("comprehensive", {"temporality": "yes", "necessity": "yes", "mechanism": "yes", "sufficiency": "no"},
         "supported", []),
        ("comprehensive", {"temporality": "yes", "necessity": "yes", "mechanism": "no", "sufficiency": "yes"},
         "not_supported", []),
        ("standard", {"temporality": "no"}, "not_supported", ["necessity"]),
    ],
)
def test_verdicts(level, answers, verdict, open_):
    result = judge(level, _answers(**answers))
    assert (result.verdict, result.open_criteria) == (verdict, open_)
    assert len(result.questions) == len(open_)


def test_a_failed_necessity_is_flagged_and_questions_come_in_chinese():
    result = judge("standard", _answers(temporality="yes", necessity="no"), "zh-TW")
    assert result.fails_necessity
    assert "如果" in judge("standard", {}, "zh-TW").questions[1]


@pytest.mark.parametrize("raw", [["yes"], {"timing": "yes"}, {"necessity": "maybe"},
                                 {"necessity": {"answer": "yes", "rationale": 3}}])
def test_invalid_answers_are_refused(raw):
    with pytest.raises(InvalidInput):
        parse_answers(raw)


def test_answers_accept_bare_values_and_objects_and_levels_are_checked():
    parsed = parse_answers({"temporality": "yes", "necessity": {"answer": "no", "rationale": "still happened"}})
    assert parsed == {"temporality": ("yes", None), "necessity": ("no", "still happened")}
    assert parse_level(None) == "standard"
    with pytest.raises(InvalidInput):
        parse_level("thorough")
