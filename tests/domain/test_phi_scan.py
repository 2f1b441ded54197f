"""The PHI guard's shared scanning helpers find exactly what a plain scan would; only where they look changes.

(How fast they are is the benchmark's business, ``bench/bench_phi.py``: no timings here.)
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from rootcause.domain.phi import detect, labels
from rootcause.domain.phi.detect import find_phi
from rootcause.domain.phi.name_tables import without_possessive
from rootcause.domain.phi.offsets import Offsets
from rootcause.domain.phi.scan import (
    HAN_REACH,
    Prefixed,
    all_of,
    at_words,
    digit_runs,
    han_stretches,
    matches_at,
    word_starts,
)

_PIECES = [*"0123456789 -./(),:abcdehisyzABCDMF\n", "九十", "歲", "she is ", "He WAS ", "Dr. ", "nurse ", "ı", "٣",
           "mrn ", "phone ", "病歷號", "dob ", "b. 3", "called him on 09", "nhi ", "insurance card ", "'s number ",
           "出生", "tel", "hotel "]


def _texts(seed: int, count: int = 300) -> list[str]:
    rnd = random.Random(seed)
    return ["".join(rnd.choice(_PIECES) for _ in range(rnd.randrange(0, 30))) for _ in range(count)]


def test_matches_at_yields_what_finditer_yields_when_offered_every_place_a_match_can_start():
    number = re.compile(r"\d{2,}(?:[-.]\d+)?")  # every match starts where a run of digits starts
    for text in _texts(1):
        assert [m.span() for m in matches_at(number, text, range(len(text)))] == [m.span() for m in
                                                                                  number.finditer(text)]
        runs = [a for a, _ in digit_runs(text)]
        assert [m.span() for m in matches_at(number, text, runs)] == [m.span() for m in number.finditer(text)]
        digit_runs.cache_clear()


def test_digit_runs_are_the_runs_of_digits_of_any_script():
    for text in _texts(2):
        assert list(digit_runs(text)) == [m.span() for m in re.finditer(r"\d+", text)]
        digit_runs.cache_clear()


@pytest.mark.parametrize(("pattern", "first"), [
    (re.compile(r"(?:\b(?:she|he)\s+(?:is|was)\s+)(9\d)(?![0-9])", re.I), "sShHſ"),  # case-blind, look-behind first
    (re.compile(r"(?=[0-9])(?<![A-Za-z])\d{2}[-.]?\d"), r"\d"),
    (re.compile(r"(?=[ab])(?=(ab|b)c)"), "ab"),  # only ever empty: every place it matches, overlapping
])
def test_a_prefixed_pattern_finds_what_the_pattern_finds_in_any_stretch(pattern, first):
    prefixed = Prefixed(pattern, first)
    rnd = random.Random(3)
    for text in [*_texts(3), "she is 93", "abc bc ab", "HE was 95 she is 91"]:
        a = rnd.randrange(len(text) + 1)
        b = rnd.randrange(a, len(text) + 1)
        for pos, endpos in ((0, len(text)), (a, b)):
            expected = [(m.span(), m.groups()) for m in pattern.finditer(text, pos, endpos)]
            assert [(m.span(), m.groups()) for m in prefixed.finditer(text, pos, endpos)] == expected


@pytest.mark.parametrize("words", [("nurse", "dr", "rn", "np", "patient", "pt", "病歷", "「", "n1", "name", "named"),
                                   ("patient", "pt", "client")])  # (many words: one pass; a few: a search each)
def test_word_positions_are_where_a_search_for_each_word_finds_one(words):
    for text in [*_texts(4), "surname named patient pt. rn 「病歷」 client"]:
        low = text.lower()
        expected = sorted({i for word in words for i in all_of(low, word)})
        assert [m.start() for m in word_starts(words).finditer(low)] == expected
        assert [m.start() for m in at_words(re.compile(""), text, low, words)] == expected


def test_the_label_pass_finds_the_labels_one_alternation_of_the_four_kinds_would():
    reference = re.compile("|".join(f"(?P<{kind}>{pattern.pattern})" for kind, pattern in labels.KINDS.items()))
    for text in _texts(5):
        low = text.lower()
        expected = [(m.lastgroup, m.span()) for m in reference.finditer(low)]
        hits = labels.label_hits(low)
        assert sorted((kind, m.span()) for kind, found in hits.items() for m in found) == sorted(expected)
        labels.label_hits.cache_clear()


def test_offsets_kept_as_runs_read_like_the_list_they_stand_for():
    # "ab" copied, one source character giving three, one dropped, then copied again; and one map after another
    runs = [(0, 0, 1), (2, 2, 0), (5, 4, 1)]
    offsets = Offsets(runs, 8)
    as_list = [0, 1, 2, 2, 2, 4, 5, 6]
    assert len(offsets) == 8 and list(offsets) == as_list and [offsets[k] for k in range(8)] == as_list
    assert all(offsets.span(a, b) == as_list[a:b] for a in range(9) for b in range(a, 9))
    then = Offsets([(0, 10, 1)], 20)
    chained = Offsets(runs, 8, then)
    assert list(chained) == [i + 10 for i in as_list] and chained.span(1, 6) == [i + 10 for i in as_list[1:6]]


@pytest.mark.parametrize("word", ["Tom's", "Tom’s", "Tom'", "Jess'", "Ross", "s'", "'s", "''s", "x's\n", "x'\n", ""])
def test_a_possessive_is_dropped_as_the_regular_expression_drops_it(word):
    assert without_possessive(word) == re.sub(r"['’]s$", "", word)
    assert without_possessive(word, bare=True) == re.sub(r"['’]s?$", "", word)


def _mixed_notes(count: int, size: int) -> list[str]:
    """Long notes of real dev sentences in both languages, mostly English (where the stretches are used)."""
    data = Path(__file__).resolve().parent.parent / "data"
    rows = [json.loads(line) for name in ("phi_dev.jsonl", "phi_blind4_zh.jsonl", "phi_blind4_en.jsonl",
                                          "hfacs_dev.jsonl")
            for line in (data / name).read_text(encoding="utf-8").splitlines() if line.strip()]
    english = [r["text"] for r in rows if r["lang"] == "en"]
    chinese = [r["text"] for r in rows if r["lang"] != "en"]
    rnd = random.Random(5)
    notes = []
    for _ in range(count):
        parts = [rnd.choice(chinese) if rnd.random() < 0.25 else rnd.choice(english) for _ in range(size // 60)]
        notes.append(rnd.choice((" ", "\n", "")).join(parts)[:size])
    return notes


def test_the_chinese_rules_find_in_the_stretches_what_they_find_in_the_whole_note():
    checked = 0
    for note in _mixed_notes(40, 4000):
        low = note.lower()
        stretches = han_stretches(note, low)
        if stretches is None:
            continue
        checked += 1
        for rule in detect._HAN_RULES:
            whole = sorted(rule(note, low))
            via = sorted((*span, kind) for x, y, kind in rule(stretches.text, stretches.low)
                         for span in (stretches.back(x, y),) if span is not None)
            assert via == whole, (rule.__name__, note)
    assert checked >= 30  # (the notes are mostly English, so the stretches were read)


def test_a_stretch_maps_back_to_its_place_in_the_note_and_a_span_across_two_maps_to_nothing():
    filler = "The pump was checked and the infusion restarted. " * 10
    note = filler + "病人王美玲跌倒" + filler + "家屬陳志明" + filler
    stretches = han_stretches(note, note.lower())
    assert stretches is not None and stretches.text.count("\n") == 1  # (two stretches, far apart)
    x = stretches.text.index("王美玲")
    assert stretches.back(x, x + 3) == (note.index("王美玲"), note.index("王美玲") + 3)
    y = stretches.text.index("陳志明")
    assert stretches.back(y, y + 3) == (note.index("陳志明"), note.index("陳志明") + 3)
    assert stretches.back(x, y) is None
    assert len(stretches.text) <= 2 * (7 + 5 + 4 * HAN_REACH)


def test_a_mostly_chinese_note_is_read_whole():
    note = "病人於夜間跌倒，護理師立即評估並通知值班醫師。" * 20 + " CT normal."
    assert han_stretches(note, note.lower()) is None


def test_a_chinese_name_deep_in_an_english_note_is_refused_at_its_place():
    filler = "The pump was checked and the infusion restarted at the correct rate. " * 60
    note = filler + "Family said 病人王美玲 had fallen earlier. " + filler + "Amy 學姊 gave the dose."
    found = {(f.start, f.end) for f in find_phi(note) if f.kind == "person_name"}
    start = note.index("王美玲")
    assert (start, start + 3) in found
    amy = note.index("Amy")
    assert (amy, amy + 3) in found
