"""The HFACS suggester, issue 19: what was taken for something else however Chinese words it (把…當), a one-character
act done wrong (拿錯, 推錯), a failure named as a noun ("failure to check"), a skill nobody had, what was never
transmitted, and errors named only as kinds of event in a list.

Every sentence here was written for these tests. hfacs_published_3 and _4 are development data since 2026-11-26
(each was measured once unseen first); they are checked as floors in the other test files.
"""

from __future__ import annotations

import pytest

from rootcause.domain.classify.reading import read
from rootcause.domain.text.normalize import normalize
from rootcause.services.frameworks import Frameworks


@pytest.fixture(scope="module")
def suggester():
    return Frameworks().suggester("reading-taken-for-tests", lambda: [])


def _acts(text: str) -> list[str]:
    return [a.code for a in read(normalize(text)).acts]


def _top(suggester, text: str, lang: str = "en") -> str:
    result = suggester.suggest(text, lang=lang)
    return result.suggestions[0].code if result.suggestions else ""


@pytest.mark.parametrize("text", [
    "護理師誤把胰島素筆當成肝素筆帶到床邊。",
    "藥師把胰島素筆當成肝素筆發給病房，事後才發現出錯。",
])
def test_taken_for_something_else_with_把_is_a_perceptual_error(suggester, text):
    assert "UA-PE" in _acts(text)
    assert _top(suggester, text, "zh-TW") == "UA-PE"


def test_把_as_treat_as_is_no_perception_without_a_sign_that_something_went_wrong():
    assert "UA-PE" not in _acts("主管把病床周轉率當作唯一的績效指標。")


@pytest.mark.parametrize("text", ["傳送員推錯病人進入檢查室。", "護理師拿錯藥袋給隔壁床病人。"])
def test_a_one_character_act_done_wrong_is_an_unsafe_act(text):
    assert "UA-SBE" in _acts(text)


def test_errors_named_as_kinds_of_event_in_a_list_are_no_act_of_the_statement():
    assert "UA-SBE" not in _acts("過去幾年院內接連發生拿錯藥、推錯病人等事件，管理層未檢討制度。")


def test_a_failure_named_as_a_noun_is_an_omission(suggester):
    text = "The review found the pharmacist's failure to check the label before the dose left the pharmacy."
    assert "UA-SBE" in _acts(text)
    assert _top(suggester, text) == "UA-SBE"


@pytest.mark.parametrize("text", [
    "The agency staff did not have the expertise to manage a tracheostomy.",
    "Night staff lacked the skills to reinsert a gastrostomy tube.",
])
def test_a_skill_nobody_had_is_a_limitation(suggester, text):
    assert "PC-PML" in _acts(text)
    assert _top(suggester, text) == "PC-PML"


def test_what_was_never_transmitted_is_a_communication_failure(suggester):
    text = "Neither the oxygen requirement nor the latest gas results were transmitted to the receiving ward."
    assert "PC-CRM" in _acts(text)
    assert _top(suggester, text) == "PC-CRM"


@pytest.mark.parametrize(("text", "lang", "code"), [
    ("The surgeon decided not to wait for the frozen section.", "en", "UA-DE"),
    ("值班醫師警覺性不足，未察覺病人血氧下降。", "zh-TW", "PC-AMS"),
    ("《病人安全法》草案規定通報內容不得作為訴訟證據。", "zh-TW", "EF-LR"),
    ("The operation was delayed by a lack of availability of theatre staff at night.", "en", "OI-RM"),
])
def test_named_conditions_reach_their_own_code(suggester, text, lang, code):
    assert _top(suggester, text, lang) == code


@pytest.mark.parametrize("text", [
    "The registrar failed to disclose the wrong dose to the family at the time.",
    "The surgeon caring for the patient did not inform the relatives of the retained swab until the next day.",
    "The patient's husband was not warned that the pump could be pressed by anyone at the bedside.",
    "The pharmacy changed the brand without notifying the ward.",
])
def test_what_was_not_disclosed_or_told_is_communication_whoever_was_not_told(suggester, text):
    assert "PC-CRM" in _acts(text)
    assert _top(suggester, text) == "PC-CRM"


def test_a_patient_who_did_not_tell_staff_is_still_a_patient_factor(suggester):
    assert _acts("The patient did not tell the nurse that she had taken her own insulin.") == ["PC-PRF"]


@pytest.mark.parametrize("text", ["Managers did not know enough about what was happening on the night shift.",
                                  "The ward manager was unaware that the alarm had been failing for weeks."])
def test_what_a_manager_did_not_know_is_a_lapse_of_oversight(text):
    assert "US-IS" in _acts(text) and "PC-PML" not in _acts(text)


def test_what_a_nurse_did_not_know_stays_her_limitation_though_a_manager_reports_it():
    assert "PC-PML" in _acts("The ward manager said the nurse did not know how to prime the new pump.")


@pytest.mark.parametrize(("text", "lang"), [
    ("The pharmacist picked the wrong ampoule because the two packs look alike.", "en"),
    ("藥師因兩種藥名相似而拿錯藥。", "zh-TW"),
])
def test_a_likeness_the_statement_blames_is_the_tasks_element(suggester, text, lang):
    assert "PC-TE" in _acts(text)
    assert _top(suggester, text, lang) in ("PC-TE", "UA-SBE")
