"""Confidence means what it says: a near tie between two codes is never shown as likely right, and a statement in
which no word names a factor gets no confident suggestion, only its two nearest candidates."""

from __future__ import annotations

import pytest

from rootcause.domain.classify.calibration import ABSTAIN_BELOW, calibrate, rivals, shared_by_rivals, statement_length
from rootcause.services.frameworks import Frameworks


@pytest.fixture(scope="module")
def suggester():
    return Frameworks().suggester("calibration-tests", lambda: [])


def test_a_code_with_no_rival_has_rival_zero_and_a_tie_has_one():
    assert rivals({"UA-SBE": 3.0}) == {"UA-SBE": 0.0}
    tie = rivals({"UA-SBE": 2.0, "PC-TEC": 2.0})
    assert tie == {"UA-SBE": 1.0, "PC-TEC": 1.0}


def test_the_rival_of_the_best_code_is_the_runner_up_and_every_other_code_is_fully_rivalled():
    out = rivals({"UA-SBE": 4.0, "PC-TEC": 1.0, "OI-OP": 2.0})
    assert out == {"UA-SBE": 0.5, "PC-TEC": 1.0, "OI-OP": 1.0}


def test_a_code_without_evidence_counts_as_fully_rivalled():
    assert rivals({"UA-SBE": 0.0}) == {"UA-SBE": 1.0}


def test_the_same_evidence_is_less_sure_when_another_code_nearly_ties():
    alone = calibrate(3.0, 1.0, 2, 12, rival=0.1)
    contested = calibrate(3.0, 1.0, 2, 12, rival=0.95)
    assert 0 < contested < alone < 1


def test_confidence_is_a_probability_rounded_to_hundredths():
    for score in (0.0, 0.5, 3.0, 40.0):
        p = calibrate(score, 1.0, 3, 5, 0.0)
        assert 0.0 <= p <= 1.0 and p == round(p, 2)


@pytest.mark.parametrize(("text", "words"), [
    ("the nurse gave 10 mg", 5),
    ("護理師給藥", 2),  # five Chinese characters: two words
    ("", 0),
])
def test_statement_length_counts_two_chinese_characters_as_one_word(text, words):
    assert statement_length(text) == words


def test_the_suggester_gives_the_best_code_the_runner_up_as_its_rival(suggester):
    ranked = suggester.calibration_inputs("The nurse was interrupted by phone calls while preparing the insulin and "
                                          "the pump's screen was hard to read")
    assert len(ranked) >= 2
    (_, best), (_, second) = ranked[0], ranked[1]
    assert best[-1] == pytest.approx(second[0] / best[0])
    assert all(inputs[-1] == 1.0 for _, inputs in ranked[1:])


@pytest.mark.parametrize(("text", "lang"), [
    ("The infusion was run at the concentration written on the chart.", "en"),
    ("東側病房的夜班同仁", "zh-TW"),
])
def test_likeness_alone_is_never_a_confident_suggestion(suggester, text, lang):
    """Likeness to a category's definition or to published precedents, with no word that names a factor."""
    result = suggester.suggest(text, lang=lang)
    assert result.suggestions and result.suggestions[0].source in ("similarity", "precedent")
    assert result.abstained and len(result.suggestions) <= 2


def test_below_the_abstention_line_the_suggester_shows_two_candidates_not_an_answer(suggester):
    result = suggester.suggest("Staff on the night shift in the east wing")
    assert result.abstained and 0 < len(result.suggestions) <= 2
    best = result.suggestions[0]
    assert best.confidence < ABSTAIN_BELOW or best.source in ("similarity", "precedent")


def test_two_strong_rivals_are_each_shown_with_their_share_and_the_order_stays():
    shown = shared_by_rivals({"UA-SBE": 1.0, "PC-TE": 0.92, "OI-OP": 0.6, "PC-CRM": 0.2})
    assert shown["UA-SBE"] < 0.7 and shown["PC-TE"] < shown["UA-SBE"]
    assert round(shown["UA-SBE"] + shown["PC-TE"] + shown["OI-OP"], 2) <= 1.0 + 0.01
    assert sorted(shown, key=shown.__getitem__, reverse=True) == ["UA-SBE", "PC-TE", "OI-OP", "PC-CRM"]


def test_one_strong_code_keeps_its_confidence():
    assert shared_by_rivals({"UA-SBE": 0.95, "PC-TE": 0.49}) == {"UA-SBE": 0.95, "PC-TE": 0.49}
