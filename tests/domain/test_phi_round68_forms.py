"""Shapes of the sixty-eighth round (issue 17: audit 30, finding 3), each in sentences written for these tests: a
badge number, a login that holds a digit, an accession, specimen, encounter or visit number after its label, a web
address whose path names one patient's record, and a chart number read aloud two digits at a time in lower case. And
what stays no one: a ward's shared login, a year after a visit's word, an enumeration of times, a path with no
number, a timestamp beside a specimen's barcode.
"""

from __future__ import annotations

import pytest

from rootcause.domain.phi.detect import find_phi


def kinds(text: str) -> set[str]:
    return {f.kind for f in find_phi(text)}


@pytest.mark.parametrize(("text", "kind"), [
    ("The agency nurse (badge 60417) hung the second bag.", "staff_id"),
    ("Her ID badge A3391 was found in the medication room.", "staff_id"),
    ("The override was made under user ID tkw2291.", "staff_id"),
    ("Login name rpatel07 appears on every dispense that night.", "staff_id"),
    ("藥師以使用者帳號 chenyh88 核准了這張醫囑。", "staff_id"),
    ("The blood culture with accession no. 25-440187 was never reported.", "medical_record"),
    ("Encounter 2025-000418823 holds both admission orders.", "medical_record"),
    ("Specimen number 8812034 was labelled at the desk, not the bedside.", "medical_record"),
    ("檢體編號 B25-118204 送錯檢驗科。", "medical_record"),
    ("The resident opened https://emr.hospital.example/patients/5531208/orders to check the dose.", "medical_record"),
    ("Results for mrn eleven forty-two nine eight seven six were filed to the wrong chart.", "medical_record"),
    # (audit 31: a visit's serial number is no device's, and a badge in Chinese)
    ("住院序號1140002381 的病人被安排到錯誤病房。", "medical_record"),
    ("檢驗單號25117730 的檢體溶血。", "medical_record"),
    ("識別證 60417 的護理師代簽了麻醉藥品。", "staff_id"),
    ("The report was opened at https://emr.hospital.example/record/77120044 by the wrong team.", "medical_record"),
])
def test_an_identifier_after_its_label_is_refused(text, kind):
    assert kind in kinds(text), text


@pytest.mark.parametrize("text", [
    "The order was entered under the shared login ICU3 because the terminal was locked.",
    "Logged in as PHARM2NIGHT, the unit's account, not her own.",
    "The admission 2024 audit found the same gap.",
    "The second visit was two days later.",
    "Fluids were charted at ten twelve and two, not hourly.",
    "See https://example.org/patients/leaflets for the family's information sheet.",
    "The badge reader on door 2 failed at night.",
    "檢體條碼時間戳 20250311T084412 與醫囑時間相差兩小時。",
    "幫浦序號 F128305746 的電池已更換。",
    "The intranet page https://intranet.example/patients/2024 lists the year's falls.",
])
def test_what_names_no_one_passes(text):
    assert not find_phi(text), text
