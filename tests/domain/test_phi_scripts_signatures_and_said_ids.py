"""PHI guard, issue 17: names in Cyrillic and Arabic script, in JSON, Windows paths and web slugs, a name signed with
its grade, numbers the text says are someone's ID or birthday, and the look-alikes that stay writable. Every
identifier here is invented for the test.
"""

from __future__ import annotations

import pytest

from rootcause.domain.phi import find_phi


def _found(text: str) -> list[tuple[str, str]]:
    return [(f.kind, text[f.start:f.end]) for f in find_phi(text)]


@pytest.mark.parametrize(("text", "expected"), [
    ("The interpreter wrote the name as Ирина Шевчук on the form.", ("person_name", "Ирина Шевчук")),
    ("The family wrote خالد العتيبي on the complaint card.", ("person_name", "خالد العتيبي")),
    ('{"pt": "Kwabena Mensah", "bed": "4", "event": "fall"}', ("person_name", "Kwabena Mensah")),
    ("Saved under C:\\RCA\\Falls\\Adeyemi_Folake\\photos - do not rename.", ("person_name", "Adeyemi_Folake")),
    ("See https://intranet.local/rca/fall-mrs-keiko-tanabe-bed7.docx first.", ("person_name", "keiko-tanabe")),
    ("Sent from my phone - Rhiannon Pugh, ST4 Anaesthetics, bleep 4471", ("person_name", "Rhiannon Pugh")),
    ("Asset tag K220573184 on the chair is his ID card number.", ("national_id", "K220573184")),
    ("輪椅財產編號P122508374就是病人身分證號。", ("national_id", "P122508374")),
    ("Incident key 19370415 - we used the patient's birthday to find the file.", ("date_of_birth", "19370415")),
    ("事件編號19400823，是用病人生日編的。", ("date_of_birth", "19400823")),
    ("護理紀錄寫「民國二十二年四月一日生」，年齡層用錯。", ("date_of_birth", "民國二十二年四月一日生")),
    ("實習護生俊宏在用餐時間被單獨留下照顧病人。", ("person_name", "俊宏")),
])
def test_each_is_found(text, expected):
    assert expected in _found(text), _found(text)


@pytest.mark.parametrize("text", [
    '{"pt": "stable", "bed": "6"}',
    "Event 20240311 at 02:00, birthday party on the ward for the staff.",
    "Mary Ward, RN in charge; Grace Hospital, Matron; Child Pugh, ST4 teaching.",
    "Model A123456780 is the pump; 批號B234567891已下架。",
    "護生實習心得分享會。",
])
def test_their_look_alikes_stay_writable(text):
    assert find_phi(text) == [], text
