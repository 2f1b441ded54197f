"""Shapes of the sixty-ninth round (issue 17: audit 31, findings 10 to 12), each in sentences written for these tests:
a staff card by what it does, a login after a bare "user" or "account" or made of an employee number, a record
system's address under /mrn/, /people/ or a FHIR Patient, an id in a chart's query, a laboratory's and a bill's
numbers. And what stays no one: a login the sentence calls shared or a device's service login, a rate per thousand
patient-days written with a slash; and a long run of capitalised words is tried once.
"""

from __future__ import annotations

import re

import pytest

from rootcause.domain.phi import letters
from rootcause.domain.phi.detect import find_phi


def kinds(text: str) -> set[str]:
    return {f.kind for f in find_phi(text)}


@pytest.mark.parametrize(("text", "kind"), [
    ("The agency nurse's swipe card 70215 opened the controlled-drug cupboard.", "staff_id"),
    ("An ID card no. 70215 was left in the medication room.", "staff_id"),
    ("The dispense was logged under user kpa3307 at 02:10.", "staff_id"),
    ("The account tlin9902 overrode the interaction alert.", "staff_id"),
    ("Login: pharm55210 approved the order.", "staff_id"),
    ("The order was approved under user ID 702155.", "staff_id"),
    ("The charge nurse signed in with the login rn70215.", "staff_id"),
    ("The resident opened https://emr.example.net/mrn/40021187 before the round.", "medical_record"),
    ("The list at https://emr.example.net/people/4002118 showed the wrong allergy.", "medical_record"),
    ("The FHIR call GET /fhir/Patient/x7k29q4 returned the neighbour's record.", "medical_record"),
    ("The link https://emr.example.net/chart?id=4002118 went to the other bed.", "medical_record"),
    ("The culture (acc. no. 25-330814) was never called through.", "medical_record"),
    ("Lab number 25330814 was printed on both tubes.", "medical_record"),
    ("The billing number 700215533 shows two admissions that day.", "medical_record"),
    ("批價序號 70021553 重複收費。", "medical_record"),
])
def test_an_identifier_after_its_label_is_refused(text, kind):
    assert kind in kinds(text), text


@pytest.mark.parametrize("text", [
    "The dose was charted under the shared login NIGHTRN3 at the nurses' station.",
    "The pump's service login bme2 was used to load the new library.",
    "The vendor's support login support3 updated the firmware.",
    "護理師以大夜共用帳號 ICU3B 登入給藥。",
    "The ward's login icu02 was left signed in overnight.",
    "Falls were 2.4 per 1000 patient-days; see the /patients/1000-days dashboard.",
    "The patients/1000 patient-days rate fell to 1.9.",
    "User IDs were audited in 2024 and 30 shared logins were closed.",
])
def test_a_shared_login_and_a_rate_per_thousand_are_no_one(text):
    assert not find_phi(text), find_phi(text)


def test_a_long_run_of_capitalised_words_is_tried_once(monkeypatch):
    """Audit 31, finding 12: a run of letters is walked back to its start and tried once, not once per capital in
    it (which made 100,000 run-together letters take a minute)."""
    tried = []
    joined = letters._JOINED

    class Counting:
        def match(self, text: str, pos: int) -> re.Match[str] | None:
            tried.append(pos)
            return joined.match(text, pos)

    monkeypatch.setattr(letters, "_JOINED", Counting())
    text = "NurseHeparin" * 2_000 + " and DrAnnaLee"
    found = list(letters.joined_names(text, text.lower()))
    assert tried == [0, len(text) - len("DrAnnaLee")]
    assert [text[a:b] for a, b, _ in found] == ["DrAnnaLee"]


# Blind set 65 and published set 55, on arrival: an agency badge with letters and a hyphen, a centenarian's age in
# years, a staff card's and an audit trail operator's code in Chinese; and no one in a petition letter, a quarter's
# average, an Indian state in a dateline or a town whose name holds a possessive.
@pytest.mark.parametrize(("text", "kind"), [
    ("Staff Nurse Amy Lee (SNAL) gave the second dose.", "person_name"),  # (a person's initials after the name)
    ("The daughter asked us to call her on 0412 555 019.", "phone"),
    ("The bank nurse (badge BK-770215) signed for both doses.", "staff_id"),
    ('<observer role="HCA" badge="H-44120"/>', "staff_id"),  # (blind set 66: an XML attribute's quotes)
    ("Our oldest resident, 102 last month, fell in the lounge.", "age_over_89"),
    ("A nonagenarian of 94 years was moved to the corridor overnight.", "age_over_89"),
    ("刷卡紀錄顯示員工卡號 N70215 於 03:10 開啟藥櫃。", "staff_id"),
    ("稽核軌跡：操作者 R55210 於 02:40 修改給藥紀錄。", "staff_id"),
])
def test_more_labelled_identifiers_are_refused(text, kind):
    assert kind in kinds(text), text


@pytest.mark.parametrize("text", [
    "病人家屬的陳情信已轉交病安室處理。",
    "第 2 季平均護病比為 1:8.5。",
    "Bhopal (Madhya Pradesh): a newborn died after a ventilator failed.",
    "The patient was transferred from King's Lynn overnight.",
    # (published action and finding sets 48 and 49: a recall's toll-free line, a programme that gives its own
    # initials, a small town after "the area of")
    "Return the affected lots and call the manufacturer at 1-877-555-0142 for a credit.",
    "The Structured Nurse Handover (SNH) was introduced on every ward in 2019.",
    "Mental health services in the district of Thame were split between two trusts.",
    # (blind set 66: a firmware version in an attribute, a drug's NHI code)
    '<pump model="T34" firmware="4.1.2.9" lot="2310-C11"/>',
    "The NHI drug code BC23401100 was entered for the wrong strength.",
    "Te Whatu Ora Tāmaki Makaurau reviewed the discharge process.",  # (HFACS set 50: a health region's Māori name)
])
def test_a_petition_a_quarter_a_state_a_town_a_programme_and_a_firms_line_are_no_one(text):
    assert not find_phi(text), find_phi(text)
