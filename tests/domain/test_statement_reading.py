"""The suggester reads what happened before the nouns: an act that went wrong is an unsafe act whatever device
it touched, a step or decision never taken is an omission, and a finding that rules a factor out is no cue."""

from __future__ import annotations

import pytest

from rootcause.domain.classify.reading import read
from rootcause.domain.text.normalize import normalize
from rootcause.services.frameworks import Frameworks


@pytest.fixture(scope="module")
def suggester():
    return Frameworks().suggester("reading-tests", lambda: [])


def _top(suggester, text: str, lang: str = "en") -> list[str]:
    return [s.code for s in suggester.suggest(text, lang=lang).suggestions]


@pytest.mark.parametrize(("text", "lang", "code"), [
    ("The nurse programmed the syringe driver at ten times the prescribed rate", "en", "UA-SBE"),
    ("The technician calibrated the ventilator with the wrong flow sensor", "en", "UA-SBE"),
    ("The registrar prescribed the wrong dose of gentamicin for the infant's weight", "en", "UA-DE"),
    ("護理師將胰島素幫浦劑量設定錯誤", "zh-TW", "UA-SBE"),
])
def test_an_act_that_went_wrong_is_an_unsafe_act_not_the_device_it_touched(suggester, text, lang, code):
    top = _top(suggester, text, lang)
    assert top[0] == code, top
    assert "PC-TEC" not in top[:1]


@pytest.mark.parametrize(("text", "lang"), [
    ("A blood culture was never requested before the antibiotics", "en"),
    ("The consultant did not order a repeat troponin", "en"),
    ("值班醫師未開立血糖追蹤醫囑", "zh-TW"),
])
def test_a_clinical_decision_that_did_not_happen_is_a_decision_error(suggester, text, lang):
    assert _top(suggester, text, lang)[0] == "UA-DE"


@pytest.mark.parametrize(("text", "lang"), [
    ("No malfunction was identified in the defibrillator", "en"),
    ("Biomedical engineering tested the syringe driver and found it to be functioning as designed", "en"),
    ("呼吸器經檢查後未發現故障", "zh-TW"),
])
def test_a_finding_that_rules_a_factor_out_suggests_nothing_for_it(suggester, text, lang):
    assert "PC-TEC" not in _top(suggester, text, lang)


def test_a_ruled_out_clause_leaves_the_rest_of_the_statement_its_evidence(suggester):
    text = "The monitor functioned normally, but the alarm limits had been widened by the previous shift"
    reading = read(normalize(text))
    assert reading.ruled_out and reading.ruled_out[0][1] < normalize(text).index("but")
    assert _top(suggester, text)  # the alarm limits still speak


@pytest.mark.parametrize("text", [
    "The supervisor told staff to sign the checks even when they had not been done",  # a frame, not the event
    "The scan was not done because the scanner had no battery",  # the cause is the story
    "The surgeon deliberately operated without imaging against a direct instruction",  # a violation's choice
])
def test_no_act_is_read_where_the_sentence_frames_explains_or_chooses_it(text):
    assert read(normalize(text)).acts == ()


def test_misperception_makes_the_act_a_perceptual_error(suggester):
    assert read(normalize("The nurse misread 0.5 as 5 and drew up the wrong volume")).acts[0].code == "UA-PE"
    assert read(normalize("藥師把「U」看成「0」，調劑錯誤劑量")).acts[0].code == "UA-PE"


def test_the_reason_names_the_act_it_read_in_both_languages(suggester):
    en = suggester.suggest("The nurse set the feed pump rate ten times too high", lang="en").suggestions[0]
    zh = suggester.suggest("醫師未開立追蹤血鉀檢驗", lang="zh-TW").suggestions[0]
    assert en.reason.startswith("reads as an act that went wrong") and "ten times" in en.reason
    assert zh.reason.startswith("讀作出錯或未做的行為") and "未開立" in zh.reason


@pytest.mark.parametrize(("text", "lang", "code"), [
    ("The agency nurse did not know how to silence the ventilator alarm correctly", "en", "PC-PML"),
    ("新進護理師不熟悉高流量氧氣設備的操作", "zh-TW", "PC-PML"),
    ("Staff were not consistently completing the falls risk assessment on admission", "en", "UA-RV"),
    ("夜班給藥時三讀五對執行不確實", "zh-TW", "UA-RV"),
])
def test_a_knowledge_gap_is_the_persons_and_a_practice_not_kept_up_is_a_routine_violation(suggester, text, lang, code):
    assert _top(suggester, text, lang)[0] == code


@pytest.mark.parametrize("text", [
    "There was no knowledge gap: the nurse knew the protocol but was interrupted",
    "The team held no briefing, so the surgeon did not know the patient's allergy",
    "雙人核對的規範不清楚",
])
def test_no_knowledge_gap_is_read_when_denied_explained_by_silence_or_about_a_thing(text):
    assert not [a for a in read(normalize(text)).acts if a.code == "PC-PML"]


def test_a_long_hedged_statement_needs_more_evidence_for_the_same_confidence(suggester):
    short = suggester.suggest("The nurse was fatigued").suggestions[0]
    long = suggester.suggest("It is possible that, towards the end of a long and very busy night shift in which "
                             "several emergencies had occurred, the nurse was fatigued").suggestions[0]
    assert short.code == long.code and long.confidence < short.confidence


@pytest.mark.parametrize(("text", "lang"), [
    ("Staff on the night shift in the east wing", "en"),
    ("東側病房的夜班同仁", "zh-TW"),
])
def test_with_no_confident_code_the_suggester_abstains_with_two_candidates(suggester, text, lang):
    result = suggester.suggest(text, lang=lang)
    assert result.abstained and 0 < len(result.suggestions) <= 2 and result.guiding_questions


def test_a_confident_code_is_a_suggestion_not_an_abstention(suggester):
    result = suggester.suggest("The nurse was interrupted three times by phone calls while preparing the insulin")
    assert not result.abstained and result.suggestions[0].confidence >= 0.3


# ------------------------------------------------------------------------ a shortage across the health system
@pytest.mark.parametrize(("text", "lang"), [
    ("Skills shortages across the NHS left many trusts without specialist nurses.", "en"),
    ("護理師人力持續流失，許多醫院面臨關病房的困境。", "zh-TW"),
])
def test_a_shortage_across_the_health_system_is_the_systems_not_one_hospitals(suggester, text, lang):
    assert suggester.suggest(text, lang=lang).suggestions[0].code == "EF-ND"
