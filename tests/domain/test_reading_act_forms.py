"""More forms in which findings state an unsafe act (issue 19): a regulator names the organisation as the subject of
one patient's care that its staff left undone, the sign of an error comes before the verb, the finding says what
should have been done, care came late, or a clinician's advice to the patient was the judgement. Each has a guard
against the look-alike that is not an act.

Every sentence here was written for these tests; none is taken from a data file.
"""

from __future__ import annotations

import pytest

from rootcause.domain.classify.reading import read
from rootcause.domain.text.normalize import normalize
from rootcause.services.frameworks import Frameworks


@pytest.fixture(scope="module")
def suggester():
    return Frameworks().suggester("reading-act-forms-tests", lambda: [])


def _acts(text: str) -> list[str]:
    return [a.code for a in read(normalize(text)).acts]


# ------------------------------------------------------------- an organisation named as the subject of care
@pytest.mark.parametrize(("text", "code"), [
    ("The care home failed to record the resident's fluid intake over three days.", "UA-SBE"),
    ("The Trust did not carry out the hourly observations her care plan required.", "UA-SBE"),
    ("The practice failed to refer him to the surgical team after the second scan.", "UA-DE"),
    ("The provider did not properly consider Mr K's capacity before changing his medicines.", "UA-DE"),
])
def test_an_organisations_unmet_care_of_one_patient_is_its_staffs_unsafe_act(text, code):
    assert code in _acts(text)


@pytest.mark.parametrize(("text", "code"), [
    ("The hospital failed to provide adequate staffing on the night shift.", "OI-RM"),
    ("The clinic does not audit its controlled drug records.", "US-IS"),
    ("The health board failed to securely store patient records.", "OI-OP"),
])
def test_what_only_an_organisation_does_stays_the_organisations(text, code):
    assert _acts(text) == [code]


def test_staff_at_a_place_are_the_actor_not_the_place():
    assert _acts("Staff at the pharmacy incorrectly dispensed the 5 mg tablets instead of 1 mg.") == ["UA-SBE"]


# ------------------------------------------------------------------------------------ the error's adverb first
def test_an_adverb_of_error_before_the_verb_makes_the_act_an_error(suggester):
    text = "The nurse mistakenly connected the enteral feed to the central line."
    assert _acts(text) == ["UA-SBE"]
    assert suggester.suggest(text).suggestions[0].code == "UA-SBE"


def test_what_might_happen_by_accident_is_not_an_act():
    assert _acts("There are no physical barriers to prevent tubes being accidentally placed in the airway.") == []


# ------------------------------------------------------------------------------ what should have been done
@pytest.mark.parametrize(("text", "code"), [
    ("The registrar should have reviewed the woman again before she went home.", "UA-SBE"),
    ("In hindsight the doctor should have referred him to cardiology that day.", "UA-DE"),
    ("The observations should have been repeated within the hour.", "UA-SBE"),
])
def test_what_the_finding_says_should_have_been_done_is_an_act(text, code):
    assert _acts(text) == [code]


@pytest.mark.parametrize("text", [
    "The guideline should have been updated when the new pump arrived.",
    "We should have asked more questions during the first interview.",
])
def test_what_a_document_or_the_investigators_should_have_done_is_no_care_act(text):
    assert not {"UA-SBE", "UA-DE"} & set(_acts(text))


# ---------------------------------------------------------------------------------------- care given late
@pytest.mark.parametrize("text", [
    "There was a six-hour delay in administering the first dose of antibiotics.",
    "The surgeon delayed calling the vascular team until the morning round.",
    "He was not seen by a doctor until four hours after the fall.",
    "急診延誤診斷主動脈剝離約六小時。",
])
def test_care_given_late_is_a_decision_made_late(text):
    assert _acts(text) == ["UA-DE"]


@pytest.mark.parametrize("text", [
    "Transfer to the ward was delayed due to a shortage of beds.",
    "A missed dose of heparin delayed treatment by a day.",
    "因加護病房床位不足而延誤轉院。",
])
def test_a_delay_with_a_cause_or_caused_by_an_act_is_not_itself_the_late_decision(text):
    assert "UA-DE" not in _acts(text)


# ------------------------------------------------------------------------------- advice to the patient
@pytest.mark.parametrize("text", [
    "The GP advised her to rest and take paracetamol for the headache.",
    "The locum told him it was probably a muscle strain.",
    "She recommended that he drink more water and return if the pain got worse.",
])
def test_advice_to_the_patient_is_the_clinicians_judgement(text):
    assert _acts(text) == ["UA-DE"]


@pytest.mark.parametrize("text", [
    "The coroner advised the Trust to review its escalation policy.",
    "The nurse told her to wait in the day room.",
])
def test_the_investigators_advice_or_a_plain_instruction_is_not_a_judgement_of_care(text):
    assert "UA-DE" not in _acts(text)


# ------------------------------------------------------------------------------------------ slips said in Chinese
@pytest.mark.parametrize("text", [
    "護理師忘了調整胰島素劑量就照常注射。",
    "門診護理師漏拔一根針，病人回家才發現。",
    "入院時兩位病人的手圈被調亂。",
    "手術結束時紗布未被取出。",
    "運送途中未開啟氧氣瓶氣閥。",
    "院方在轉送途中未開啟氧氣瓶氣閥。",
])
def test_a_chinese_slip_or_a_step_left_undone_is_the_unsafe_act(text):
    assert "UA-SBE" in _acts(text)


def test_a_patient_who_forgets_is_no_staff_slip():
    assert "UA-SBE" not in _acts("病人忘記服用睡前的降血壓藥。")


def test_what_was_taken_for_something_else_by_mistake_is_perceptual():
    assert _acts("醫師誤將護理師說的「對」認為是右邊。") == ["UA-PE"]


# ------------------------------------------------------------- a lapse, a mishearing, a scan nobody acted on
@pytest.mark.parametrize("text", ["主治醫師忘記開立出院帶藥。", "值班醫師忘了安排隔日抽血追蹤。"])
def test_a_forgotten_decision_is_a_lapse_not_a_decision_error(text):
    assert "UA-SBE" in _acts(text) and "UA-DE" not in _acts(text)


def test_an_order_heard_as_something_else_is_a_perceptual_error():
    text = 'The surgeon asked for "heparin 500 units" but the scrub nurse heard "5000 units" and drew that up.'
    assert "UA-PE" in _acts(text)


def test_a_call_that_heard_nothing_back_is_no_mishearing():
    assert "UA-PE" not in _acts("The nurse rang the registrar twice but heard nothing back.")


def test_a_report_that_was_neither_actioned_nor_viewed_is_an_omission_not_the_organisations():
    acts = _acts("The biopsy result was sent to the clinic, but it was neither actioned nor viewed.")
    assert "UA-SBE" in acts and not any(code.startswith(("OI-", "US-")) for code in acts)


def test_an_act_keyed_in_wrongly_is_the_error_not_the_device():
    acts = _acts("Most errors come from nurses manually inputting incorrect rates into the pump.")
    assert "UA-SBE" in acts


def test_a_broken_bone_is_no_broken_device(suggester):
    codes = [s.code for s in suggester.suggest("The nurse had a broken wrist, which slowed the drug round.",
                                               lang="en").suggestions]
    assert "PC-TEC" not in codes[:1]


def test_staff_named_between_the_hospital_and_the_act_are_its_doers():
    acts = _acts("病人於某醫院因兩名醫生開漏藥而延誤治療。")
    assert "UA-SBE" in acts and not any(code.startswith(("OI-", "US-")) for code in acts)


# ------------------------------------------------------------------------------------ the error named as a noun
@pytest.mark.parametrize("text", [
    "A programming mistake on the syringe driver led to the overdose.",
    "There were errors in setting up the dialysis circuit.",
    "Inaccurate filling of the ward cabinet put 10 mg ampoules in the 1 mg pocket.",
    "The line had been improperly primed before the infusion started.",
    "藥師不小心將兩位病人的藥袋對調。",
    "醫師在操作醫令系統時出錯，開成成人劑量。",
])
def test_an_error_named_by_its_noun_or_adverb_is_the_unsafe_act(text, suggester):
    assert "UA-SBE" in _acts(text)
    assert suggester.suggest(text, lang="zh-TW" if text[0] > "\u3000" else "en").suggestions[0].code == "UA-SBE"


def test_an_error_that_a_change_would_prevent_is_not_an_act():
    assert "UA-SBE" not in _acts("Smart pumps reduce the chance of programming errors.")


def test_an_assumption_that_turned_out_wrong_is_a_decision():
    assert "UA-DE" in _acts("The nurse incorrectly assumed that she had been allocated the same patients.")


def test_a_power_failure_in_chinese_is_the_physical_environment(suggester):
    result = suggester.suggest("醫院昨晨發生停電，手術室電力供應中斷兩小時。", lang="zh-TW")
    assert result.suggestions[0].code == "PC-PHY"
