"""Shapes of the seventy-third round (issue 17: the gaps session 31 left open), each in a sentence written for this
test: a login made from a name after the verb that records who did a step ("verified by jsmith2") or after an audit
trail's Chinese label (操作者：jsmith), initials with two digits after a bare "user", an employee number as the login
("under user 55123"), a login owned by its possessive ("nmj4471's login"), a staff card by its holder's role ("the
nurse's card 55123"), and a patient's invoice number; what stays no one: a supplier's invoice, an invoice for goods,
a year or a version after "user", a role or a department after "checked by"."""

from __future__ import annotations

import pytest

from rootcause.domain.phi.detect import find_phi


def kinds(text: str) -> set[str]:
    return {f.kind for f in find_phi(text)}


@pytest.mark.parametrize(("text", "kind"), [
    ("The second check was verified by rkowalski3 before the bag went up.", "person_name"),
    ("The override was witnessed by tbaker at 03:10.", "person_name"),
    ("稽核軌跡顯示操作者：mlewis 在凌晨修改了劑量。", "person_name"),
    ("The chart was opened as user kpl41 on the ward PC.", "staff_id"),
    ("The order was placed under user 70412.", "staff_id"),
    ("The dose was charted with kpl7041's login while she was on break.", "staff_id"),
    ("The agency nurse's badge 70412 opened the drug room.", "staff_id"),
    ("The family says the patient's invoice number 40918823 was sent to the wrong address.", "medical_record"),
])
def test_a_login_a_card_or_a_bill_of_someone_is_refused(text, kind):
    assert kind in kinds(text), text


@pytest.mark.parametrize("text", [
    "The vendor's invoice number 40918823 was paid late.",
    "Invoice no. 40918823 for the new infusion pumps was queried by finance.",
    "The user 2024 survey ran on version 3.2 of the app.",
    "The dose was checked by the charge nurse and verified by pharmacy.",
    "Inherent user trust in technology made the error worse.",
])
def test_what_only_looks_like_one_names_no_one(text):
    assert not find_phi(text), [(f.kind, text[f.start:f.end]) for f in find_phi(text)]


@pytest.mark.parametrize("text", [
    "委员会建议为运送危殆病人的医护人员提供在职重温培训，并明确运送过程中的角色。",
    "在转运过程中应填写检查清单。",
])
def test_simplified_words_read_as_traditional_name_no_one(text):
    """A span holding a Simplified character counts only as the Traditional reading finds it: 过程中 is 過程中 and
    重温培训 is 重溫培訓, no surname and given name."""
    assert not find_phi(text), [(f.kind, text[f.start:f.end]) for f in find_phi(text)]


@pytest.mark.parametrize(("text", "name"), [
    ("病人张志强家属来电询问。", "张志强"),
    ("夜班交班单上写着游芃伃需要约束。", "游芃伃"),  # (伃 is rare, not Simplified: the name stands as typed)
])
def test_a_simplified_name_is_still_found(text, name):
    assert name in {text[f.start:f.end] for f in find_phi(text)}


@pytest.mark.parametrize(("text", "kind"), [
    ("Device check: PPM serial KXQ402118S, battery 7 years.", "device_serial"),
    ("LVAD 控制器序號 MLP-553019 已送原廠分析。", "device_serial"),
    ("The change was made under login rkowalski_rn at 03:50.", "person_name"),
    ("DOB (as printed) 1939-W22-4 on the old band.", "date_of_birth"),
    ("家屬說阿嬤出生：昭和十年五月二日。", "date_of_birth"),
    ("remote_ip=3325256824 (decimal) was the daughter's home router.", "ip_address"),
    ("來源位址 0xC6336407（十六進位 IPv4）連線至列印服務。", "ip_address"),
    ("DOB (Excel serial) 13877 came across from the old register.", "date_of_birth"),
    ("今天 5 月 2 日是 7 床阿嬤的 88 歲生日。", "date_of_birth"),
    ("On 2 May she celebrated her 88th birthday with the ward team.", "date_of_birth"),
    ('{"resident":{"birth_ts":-1104537600,"room":"12"}}', "date_of_birth"),
])
def test_a_device_a_login_a_date_or_an_address_in_another_form_is_refused(text, kind):
    assert kind in kinds(text), text


@pytest.mark.parametrize("text", [
    "The water sample read 5 ppm; serial dilution 12345A was repeated.",
    "client_ip=167772161 is the ward printer on the hospital network.",
    "5 月 2 日舉辦本月慶生會，住民一同參加。",
    "The DOB field was blank on 2 May when the audit ran.",
])
def test_a_near_miss_in_those_forms_names_no_one(text):
    assert not find_phi(text), [(f.kind, text[f.start:f.end]) for f in find_phi(text)]
