"""The precedents' words (``term_model``): what published coders did with statements worded like a new one, and
where it may order the suggestions (``stacking``): only where the rules leave the answer open, never over an act the
reading found. The hand-made precedents were written for these tests (with made-up sources).
"""

from __future__ import annotations

import pytest

from rootcause.config.frameworks import load_config
from rootcause.domain.classify.precedents import Precedent
from rootcause.domain.classify.reasons import ACT_LABEL, Evidence
from rootcause.domain.classify.stacking import WORDS_ONLY_MAX, candidates, stacked, words_open
from rootcause.domain.classify.suggester import Suggester
from rootcause.domain.classify.term_model import LEAN_LIMIT, TermModel
from rootcause.domain.text.normalize import normalize


def _p(text: str, codes: tuple[str, ...], group: str = "set_a", lang: str = "en", alt: tuple[str, ...] = ()
       ) -> Precedent:
    return Precedent(text=text, lang=lang, codes=codes, alt=alt, group=group, source=f"https://example.org/{group}")


ROSTER = (
    _p("Rostering left the night shift two nurses short for a month.", ("OI-RM",)),
    _p("The roster had no cover for the night shift on the ward.", ("OI-RM",), group="set_b"),
    _p("Night shift rostering was short of staff again.", ("OI-RM",), group="set_c"),
    _p("The pharmacist misread the handwritten prescription.", ("UA-PE",)),
    _p("A handwritten prescription was misread at the pharmacy.", ("UA-PE",), group="set_b"),
    _p("夜班排班長期人力不足。", ("OI-RM",), lang="zh-TW"),
    _p("排班表夜班缺人。", ("OI-RM",), group="set_b", lang="zh-TW"),
    _p("藥師看錯手寫處方。", ("UA-PE",), lang="zh-TW", alt=("PC-PML",)),
)


def test_the_words_lean_to_the_code_their_statements_were_given_in_either_language():
    model = TermModel(ROSTER)
    english = model.probabilities(normalize("The night shift roster was short again."))
    chinese = model.probabilities(normalize("夜班排班人力不足"))
    assert max(english, key=english.__getitem__) == "OI-RM"
    assert max(chinese, key=chinese.__getitem__) == "OI-RM"
    assert abs(sum(english.values()) - 1.0) < 1e-9


def test_words_no_precedent_used_say_nothing():
    model = TermModel(ROSTER)
    assert model.probabilities(normalize("Quokka zephyr.")) == {}
    assert model.leans(normalize("Quokka zephyr.")) == {}


def test_a_lean_is_log_odds_over_chance_within_its_limit():
    leans = TermModel(ROSTER).leans(normalize("The handwritten prescription was misread."))
    assert leans["UA-PE"] > 0 > leans["OI-RM"]
    assert all(-LEAN_LIMIT <= v <= LEAN_LIMIT for v in leans.values())


def test_the_telling_words_are_the_statements_own_as_written():
    model = TermModel(ROSTER)
    norm = normalize("Rostering of the night shift was the problem.")
    telling = model.telling(norm, "OI-RM")
    assert telling and all(word in norm for word in telling)
    assert model.telling(norm, "UA-PE") == [] or all(word in norm for word in model.telling(norm, "UA-PE"))


def test_a_set_left_out_of_the_precedents_is_left_out_of_their_words_too():
    suggester = Suggester(load_config().model_copy(update={"precedents": ZEPHYR}))
    norm = normalize("Gauze was left in the tray.")
    assert "UA-SBE" in suggester._base.words.probabilities(norm)
    assert "UA-SBE" not in suggester.without_precedents_of("set_b")._base.words.probabilities(norm)


def _act() -> Evidence:
    return Evidence("UA-DE", 1.5, "base", ("did not order",), 10, 23, ACT_LABEL)


def test_the_words_order_nothing_where_the_reading_found_an_act_or_the_rules_are_sure():
    rules = {"UA-DE": 0.2, "PC-CRM": 0.1}
    assert words_open(rules, {}, []) is True
    assert words_open(rules, {}, [_act()]) is False
    assert words_open({"UA-DE": 0.95}, {}, []) is False


def test_where_the_rules_leave_it_open_the_words_reorder_but_never_raise_a_named_codes_confidence():
    rules = {"UA-DE": 0.25, "PC-CRM": 0.2, "OI-RM": 0.0}
    lean = {"UA-DE": -1.0, "PC-CRM": 2.5, "OI-RM": 2.0}
    shown, order = stacked(rules, {}, lean, [], named={"UA-DE", "PC-CRM"})
    closed_shown, closed_order = stacked(rules, {}, lean, [_act()], named={"UA-DE", "PC-CRM"})
    assert max(order, key=order.__getitem__) == "PC-CRM"  # the words reorder
    assert shown["PC-CRM"] == closed_shown["PC-CRM"]  # a named code keeps the confidence the rules give it
    assert shown["OI-RM"] == min(order["OI-RM"], WORDS_ONLY_MAX) > closed_shown["OI-RM"]  # brought: theirs, capped
    assert closed_order == closed_shown
    assert candidates({}, lean)[:2] == ["PC-CRM", "OI-RM"]


@pytest.fixture(scope="module")
def suggester() -> Suggester:
    return Suggester(load_config())


@pytest.mark.parametrize(("text", "lang", "code"), [
    ("The consultant did not order a repeat troponin", "en", "UA-DE"),
    ("The nurse set the infusion pump rate ten times too high", "en", "UA-SBE"),
])
def test_an_act_the_reading_found_stays_first_whatever_the_words_lean_to(suggester, text, lang, code):
    assert suggester.suggest(text, lang=lang).suggestions[0].code == code


ZEPHYR = (  # one precedent uses the word: too few to vote as a near precedent, enough for the words to lean
    _p("The quokka failed on the night shift.", ("OI-RM",)),
    _p("The pharmacist misread the handwritten prescription.", ("UA-PE",)),
    _p("Gauze was left in the theatre tray.", ("UA-SBE",), group="set_b"),
)


@pytest.mark.parametrize(("lang", "says", "word"), [("en", "published statements that use", "“quokka”"),
                                                     ("zh-TW", "已發表前例中用到", "「quokka」")])
def test_a_code_only_the_words_bring_says_which_words_and_is_never_a_confident_answer(lang, says, word):
    suggester = Suggester(load_config().model_copy(update={"precedents": ZEPHYR}))
    result = suggester.suggest("The quokka on the night shift.", lang=lang)
    brought = [s for s in result.suggestions if s.code == "OI-RM"]
    assert brought and says in brought[0].reason and word in brought[0].reason
    assert brought[0].confidence < 0.30 and result.abstained and brought[0].source == "precedent"
    if lang == "zh-TW":
        assert "published" not in brought[0].reason


def test_words_the_reading_masked_or_a_finding_ruled_out_are_not_weighed():
    from rootcause.domain.classify.reading import read
    from rootcause.domain.classify.stacking import words_read
    norm = normalize("The nurse had a broken wrist, which slowed the drug round.")
    weighed = words_read(norm, read(norm))
    assert "broken" not in weighed and "slowed" in weighed and len(weighed) == len(norm)
    ruled = normalize("No fault was found in the infusion pump.")
    assert words_read(ruled, read(ruled)).strip(" .") == ""
