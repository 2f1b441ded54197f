"""A load assigned beyond what one person can carry is the supervisors' plan (US-PIO), read from how the statement
counts people against patients, in both languages; a small load is no finding, and a shortage named beside it stays
a resource cue.

Every sentence here was written for these tests; none is taken from a data file.
"""

from __future__ import annotations

import pytest

from rootcause.domain.classify.reading import read
from rootcause.domain.text.normalize import normalize
from rootcause.services.frameworks import Frameworks


@pytest.fixture(scope="module")
def suggester():
    return Frameworks().suggester("reading-workload-tests", lambda: [])


def _acts(text: str) -> list[str]:
    return [a.code for a in read(normalize(text)).acts]


@pytest.mark.parametrize(("text", "lang"), [
    ("A single registrar was left to cover 160 patients overnight.", "en"),
    ("Healthcare assistants were assigned between 18 and 20 residents each on the night shift.", "en"),
    ("On the surgical ward the nurse to patient ratio was 1:12 on Sunday.", "en"),
    ("She was one of 30 patients being looked after by one doctor.", "en"),
    ("夜班時一名護理師要同時照顧二十五名病人。", "zh-TW"),
    ("規定一人照顧八床，實際上一人得照顧十六床。", "zh-TW"),
])
def test_one_person_counted_against_many_patients_is_a_planned_overload(suggester, text, lang):
    assert "US-PIO" in _acts(text)
    assert suggester.suggest(text, lang=lang).suggestions[0].code == "US-PIO"


@pytest.mark.parametrize("text", [
    "A nurse was caring for two patients in the side rooms.",
    "One doctor reviewed the patient at 02:00.",
    "一名護理師照顧兩床。",
])
def test_a_small_load_is_no_finding(text):
    assert "US-PIO" not in _acts(text)


@pytest.mark.parametrize(("text", "lang"), [
    ("The regulations only require one nurse per fifteen patients at night.", "en"),
    ("法規只要求夜班一位護理師照顧十五位病人。", "zh-TW"),
])
def test_the_load_a_rule_sets_is_the_rules_own(suggester, text, lang):
    assert "US-PIO" not in _acts(text)
    assert suggester.suggest(text, lang=lang).suggestions[0].code == "EF-LR"
