"""Identifiers in the forms the twenty-eighth red-team round and the twentieth published set showed, each beside the
look-alike that must stay writable: an age before "nursing home resident", "her age as 98", an age in Roman
numerals, a crowdfunding page named for a patient in pinyin, a ruling's "hereinafter Ms Chen" (下稱陳女), a full name
with a middle initial whose surname is a street word, an unknown given name before a known surname and ", of";
and products, offices and hotlines named like people.

Examples are the team's own (the dev sets in tests/data are measured, not asserted line by line here).
"""

from __future__ import annotations

import pytest

from rootcause.domain.phi.detect import find_phi


def _found(text: str) -> list[tuple[str, str]]:
    return [(f.kind, text[f.start:f.end]) for f in find_phi(text)]


@pytest.mark.parametrize(("text", "kind", "span"), [
    ("A 93-year-old nursing home resident was admitted with sepsis.", "age_over_89", "93-year-old"),
    ("The certificate gave his age as 97 and the family disputed it.", "age_over_89", "97"),
    ("Age printed as XCVI on the band because the template broke.", "age_over_89", "XCVI"),
    ("家屬在 https://www.zeczec.com/projects/save-lin-yating 募款。", "person_name", "lin-yating"),  # (the name alone)
    ("訴外人乙00(下稱林女)長年獨居。", "person_name", "林女"),
    ("I am Joanna K Street, Area Coroner for the county.", "person_name", "Joanna K Street"),
    ("The parcel went to Ilsabet Moreno, of Ft. Collins, by mistake.", "person_name", "Ilsabet Moreno"),
])
def test_the_identifier_is_found(text, kind, span):
    assert (kind, span) in _found(text)


@pytest.mark.parametrize("text", [
    "A 100-year-old nursing home was closed after the inspection.",
    "See page XCIV of the manual for the pump's alarms.",
    "A walking frame and a Sara Stedy were at the bedside.",
    "She drove off in her Renault Kadjar after the appointment.",
    "The Order of Pharmacists says the new boxes confuse patients.",
    "The County Medical Examiner stated the cause of death.",
    "護理師提供張老師專線 1980 與生命線的號碼。",
    "He was moved to Victoria Ward at noon.",
])
def test_the_look_alike_stays_writable(text):
    assert _found(text) == []


def test_a_firm_named_for_its_founder_is_no_one_here():
    assert _found("Eli Lilly and Company is designing a dedicated U-500 syringe.") == []


@pytest.mark.parametrize(("text", "kind", "span"), [
    ("The taxi went to Flat 5, 18/F, Kwai Hing House, Lai King Estate by mistake.", "address",
     "Flat 5, 18/F, Kwai Hing House, Lai King Estate"),
    ("Veteran, VA ICN 1029384756V123456, allergies only in the old record.", "national_id", "1029384756V123456"),
])
def test_a_hong_kong_flat_and_a_us_veterans_number_are_found(text, kind, span):
    assert (kind, span) in _found(text)


def test_a_ward_on_a_floor_is_no_address():
    assert _found("The ward is on 12/F, Main Block, next to the lifts.") == []


@pytest.mark.parametrize(("text", "span"), [
    ("植入的心律調節器序號 QRT508812K 與登錄資料不符。", "QRT508812K"),
    ("Her pacemaker serial no. PJN603217S was missing from the registry.", "PJN603217S"),
])
def test_an_implants_serial_number_is_its_own_kind(text, span):
    assert ("device_serial", span) in _found(text)


@pytest.mark.parametrize("text", [
    "The infusion pump serial number AB12345 was sent to biomedical engineering.",
    "輸液幫浦序號 IP20231145 已送修。",
    "Lot number 230915 of the stent was quarantined.",
])
def test_equipment_serials_and_lot_numbers_stay_writable(text):
    assert _found(text) == []


@pytest.mark.parametrize(("text", "name"), [
    ("The Fatal Accident Inquiry before Sheriff Mackie heard the evidence.", "Sheriff Mackie"),
    ("Health Minister Adaeze Okonkwo ordered a review of the waiting room.", "Minister Adaeze"),
])
def test_a_sheriff_or_a_minister_before_a_name_is_a_title(text, name):
    assert ("person_name", name) in _found(text)


@pytest.mark.parametrize("text", [
    "The Sheriff Court in Glasgow heard the inquiry.",
    "澎湖的駐地醫療直升機由凌天航空執行後送。",
    "每季病安委員會檢討執行率。",
])
def test_a_court_a_firm_and_a_committee_are_no_one(text):
    assert _found(text) == []


@pytest.mark.parametrize("text", [
    "A nurse working for Northamptonshire's mental health trust gave ten times the dose.",
    "任清潔工的病人雙手遭強酸灼傷。",
    "醫院表示燒傷面積只有A4紙張大小。",
])
def test_a_countys_trust_a_job_and_a_paper_size_are_no_one(text):
    assert _found(text) == []


def test_an_office_named_as_a_side_is_no_surname():
    assert _found("政府責成醫管局檢討，局方成立委員會進行全面檢討。") == []


@pytest.mark.parametrize(("text", "name"), [
    ("Although Okonjo spoke to a triage aide when he arrived, he was never registered.", "Okonjo"),
    ("The grandmother's LINE ID (linmeihua0815) was on the whiteboard.", "linmeihua0815"),
    ("Consent was signed by Rhodri ap Gwilym, not by the patient.", "Rhodri ap Gwilym"),
])
def test_a_surname_that_spoke_an_account_in_brackets_and_a_welsh_patronymic(text, name):
    assert ("person_name", name) in _found(text)


def test_a_word_before_a_surname_is_not_its_given_name():
    assert _found("Although Sinclair spoke to a triage aide, he was not registered.") == [("person_name", "Sinclair")]


def test_the_subject_a_speaker_reports_is_a_name():
    assert ("person_name", "林怡") in _found("護理長說林怡這週上了七個大夜。")


@pytest.mark.parametrize("text", ["醫師說林口這週很忙。", "家屬說高燒已退。", "病人身上有丘疹。"])
def test_places_symptoms_and_skin_words_after_speech_are_no_name(text):
    assert _found(text) == []
