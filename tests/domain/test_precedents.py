"""Precedents: the codes investigators gave the published statements nearest a new one, stacked on the rules.

The hand-made precedents here were written for these tests (with made-up sources); the built-in ones are checked
against the published sets they are built from.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from rootcause.config.frameworks import PRECEDENTS_FILE, load_config, read_precedents
from rootcause.domain.classify.calibration import ABSTAIN_BELOW, combine
from rootcause.domain.classify.precedents import Precedent, PrecedentIndex
from rootcause.domain.classify.suggester import Suggester
from rootcause.domain.phi.detect import find_phi
from rootcause.domain.text.normalize import normalize
from rootcause.errors import ConfigError

ROOT = Path(__file__).resolve().parents[2]


def _p(text: str, codes: tuple[str, ...], group: str = "set_a", lang: str = "en") -> Precedent:
    return Precedent(text=text, lang=lang, codes=codes, group=group, source=f"https://example.org/{group}")


TOWER = (
    _p("The tube system carried the sample to the wrong laboratory bench overnight.", ("PC-TEC",)),
    _p("The tube system sent the sample to the wrong laboratory bench again.", ("PC-TEC",), group="set_b"),
    _p("Samples in the tube system went to the wrong laboratory bench for a week.", ("PC-TEC",), group="set_c"),
    _p("檢體經氣送管送到錯誤的檢驗室工作台。", ("PC-TEC",), lang="zh-TW"),
    _p("氣送管把檢體送到錯誤的檢驗室工作台上。", ("PC-TEC",), group="set_b", lang="zh-TW"),
    _p("The ward clerk filed the consent in the wrong chart.", ("UA-SBE",), group="set_b"),
)


@pytest.fixture(scope="module")
def config():
    return load_config()


@pytest.fixture(scope="module")
def with_tower(config) -> Suggester:
    return Suggester(config.model_copy(update={"precedents": TOWER}))


def test_a_statement_is_compared_with_precedents_of_its_own_script_only():
    index = PrecedentIndex(TOWER)
    english = index.nearest(normalize("The tube system sent the sample to the wrong bench."))
    chinese = index.nearest(normalize("氣送管把檢體送錯工作台"))
    assert english and all(p.lang == "en" for p, _ in english)
    assert chinese and all(p.lang == "zh-TW" for p, _ in chinese)
    assert english[0][1] > english[-1][1] or len(english) == 1


def test_one_precedent_alone_or_only_distant_ones_give_no_support():
    index = PrecedentIndex(TOWER)
    assert index.votes(normalize("The weather was lovely and we had lunch in the garden.")) == {}
    votes = index.votes(normalize("The clerk filed the tube system consent in the wrong chart."))
    assert "UA-SBE" not in votes  # (one clerk precedent: an anecdote, not agreement)
    assert "PC-TEC" in votes and votes["PC-TEC"].count >= 2


def test_a_set_is_never_scored_against_its_own_precedents(with_tower):
    index = PrecedentIndex(TOWER).without("set_a")
    assert len(index) == len(TOWER) - 2 and all(p.group != "set_a" for p, _ in index.nearest(
        normalize("The tube system carried the sample to the wrong laboratory bench overnight.")))
    text = "The tube system carried the sample to the wrong laboratory bench overnight."
    own = with_tower.suggest(text).suggestions
    unseen = with_tower.without_precedents_of("set_a").suggest(text).suggestions
    assert own[0].code == unseen[0].code == "PC-TEC"


@pytest.mark.parametrize(("text", "lang", "words"), [
    ("The tube system sent the sample to the wrong laboratory bench.", "en", ("published precedents", "example.org")),
    ("氣送管把檢體送到錯誤的檢驗室工作台。", "zh-TW", ("則相近的已發表前例", "example.org")),
])
def test_a_statement_no_keyword_names_gets_its_precedents_code_with_the_nearest_quoted(with_tower, text, lang, words):
    rules_only = Suggester(load_config().model_copy(update={"precedents": ()}))
    assert "PC-TEC" not in [s.code for s in rules_only.suggest(text, lang=lang).suggestions][:1]
    best = with_tower.suggest(text, lang=lang).suggestions[0]
    assert best.code == "PC-TEC" and best.source == "precedent"
    assert all(w in best.reason for w in words) and ("“" in best.reason or "「" in best.reason)
    if lang == "zh-TW":  # (a Chinese reader sees no English but the quote and the site's address)
        assert "similar" not in best.reason and "precedent" not in best.reason


def test_a_suggestion_that_rests_on_precedents_alone_is_never_an_answer(with_tower):
    result = with_tower.suggest("The tube system sent the sample to the wrong laboratory bench.")
    assert result.suggestions[0].source == "precedent" and result.abstained and len(result.suggestions) <= 2


def test_precedents_that_agree_with_the_rules_raise_the_confidence_and_a_ruled_out_code_gets_no_help(with_tower,
                                                                                                    config):
    rules_only = Suggester(config.model_copy(update={"precedents": ()}))
    text = "The pneumatic tube system was faulty and sent the sample to the wrong laboratory bench."
    before = {s.code: s.confidence for s in rules_only.suggest(text).suggestions}
    after = {s.code: s.confidence for s in with_tower.suggest(text).suggestions}
    assert after["PC-TEC"] > before["PC-TEC"]
    found = with_tower.suggest("No fault was found in the tube system that sent the sample to the wrong bench.")
    assert "PC-TEC" not in [s.code for s in found.suggestions if s.confidence >= ABSTAIN_BELOW]


def test_stacking_passes_the_rules_through_when_there_is_no_support_and_only_raises_with_support():
    assert combine(0.9, 0.0) < combine(0.9, 0.05) and combine(0.3, 0.0) < combine(0.3, 0.02)
    assert combine(0.0, 0.0) < 0.02  # (a code no rule and no precedent supports is never shown)
    assert [combine(r, 0.0) for r in (0.2, 0.5, 0.8)] == sorted(combine(r, 0.0) for r in (0.2, 0.5, 0.8))


def test_ties_between_equally_near_precedents_do_not_depend_on_the_files_order():
    twins = (_p("The pump stopped without an alarm.", ("PC-TEC",), "x"),
             _p("The pump stopped without an alarm!", ("PC-TEC",), "y"),
             _p("The pump stopped, without an alarm.", ("UA-SBE",), "z"))
    forward = PrecedentIndex(twins).nearest(normalize("the pump stopped without an alarm"), k=1)
    backward = PrecedentIndex(tuple(reversed(twins))).nearest(normalize("the pump stopped without an alarm"), k=1)
    assert forward == backward


# ------------------------------------------------------------------------------------------- the file
def _override(tmp_path: Path, lines: list[str]) -> Path:
    folder = tmp_path / "hfacs"
    folder.mkdir()
    (folder / PRECEDENTS_FILE).write_text("\n".join(lines) + "\n", encoding="utf-8")
    return tmp_path


GOOD = json.dumps({"text": "The pump stopped.", "lang": "en", "codes": ["PC-TEC"], "group": "mine",
                   "source": "our 2026 review"})


@pytest.mark.parametrize(("line", "where", "what"), [
    ('{"text": "x", "lang": "en", "codes": ["XX-YY"], "group": "g", "source": "s"}', "line 2: codes.0", "XX-YY"),
    ('{"text": "x", "lang": "en", "codes": ["UA-SBE"], "alt": ["ZZ-1"], "group": "g", "source": "s"}', "line 2: alt.0",
     "ZZ-1"),
    ('{"text": "x", "lang": "fr", "codes": ["UA-SBE"], "group": "g", "source": "s"}', "line 2: lang", "lang"),
    ('{"text": "x", "codes": ["UA-SBE"]', "line 2", "JSON"),
])
def test_a_bad_precedents_file_is_refused_naming_the_file_and_line_in_both_languages(tmp_path, line, where, what):
    folder = _override(tmp_path, [GOOD, line])
    with pytest.raises(ConfigError) as caught:
        load_config(folder, use_cache=False)
    error = caught.value
    assert error.path.endswith(PRECEDENTS_FILE) and where in str(error.field)
    assert what in error.message("en") and "第 2 行" in error.message("zh-TW")


def test_a_hospital_replaces_the_precedents_with_its_own(tmp_path):
    config = load_config(_override(tmp_path, [GOOD]), use_cache=False)
    assert [p.text for p in config.precedents] == ["The pump stopped."]
    assert read_precedents(tmp_path / "hfacs" / PRECEDENTS_FILE)[0].group == "mine"


# ------------------------------------------------------------------------------------------- the built-ins
def test_the_built_in_precedents_are_the_published_sets_as_they_stand(config):
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        from build_precedents import OUT, precedent_lines
    finally:
        sys.path.remove(str(ROOT / "tools"))
    assert OUT.read_text(encoding="utf-8") == precedent_lines(), "run: python tools/build_precedents.py"
    assert len(config.precedents) > 2500 and {p.lang for p in config.precedents} == {"en", "zh-TW"}


def test_no_built_in_precedent_carries_an_identifier(config):
    flagged = [p.group for p in config.precedents if find_phi(p.text)]
    assert flagged == []
