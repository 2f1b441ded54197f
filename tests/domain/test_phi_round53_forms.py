"""What the fifty-third round showed (issue 17), each in sentences written for these tests. No one: a ward named
after a tree, eponyms listed before the noun they share, a hospital named after a royal, a health system named after
its founders, a US county, a state's name before a person's noun, a name masked with a star. Found: an ID after NID,
a phone with katakana dashes, 賴 (LINE) and its ID, pinyin as a login name, 已經是白壽, bold and HTML inside a
Chinese name, the parties of a case's caption, "Drs." and military ranks, a person hearing or being prepped; and still
no one: a landmark case of medical law, a differential written "vs", a department after "General".
"""

from __future__ import annotations

import pytest

from rootcause.domain.phi.detect import find_phi


@pytest.mark.parametrize("text", [
    "02:10 rapid response call on Aspen ward; the patient was moved to HDU.",
    "Both boys were nursed in Thomas or Hamilton Russell traction for a week.",
    "The crew took the patient to the Royal Albert Edward by mistake.",
    "The board adopted the production system used at Virginia Mason.",
    "The claim was heard in the Circuit Court of Jackson County.",
    "The family of a deceased Ohio man have settled the claim.",
])
def test_a_place_an_eponym_or_a_body_named_after_someone_is_no_one(text):
    assert find_phi(text) == []


@pytest.mark.parametrize("text", [
    "Mrs Aspen was found on the floor of the bathroom.",
    "Jenny Parish was admitted from the emergency department.",
    "The nurse reviewed Thomas at 02:00 and called the registrar.",
])
def test_the_same_words_as_a_persons_name_are_still_found(text):
    assert any(f.kind == "person_name" for f in find_phi(text))


@pytest.mark.parametrize(("text", "kind"), [
    ("NID F223587416 was read back from the wristband.", "national_id"),
    ("家屬手機：０９１２ー３３４ー５６７，晚上再聯絡。", "phone"),
    ("家屬說：加我賴 ID: kiki_0305，報告傳那邊。", "person_name"),
    ("查詢操作紀錄，登入帳號為 chenyating（外科 PGY），已請當事人說明。", "person_name"),
    ("阿嬤說自己今年已經是白壽了，聽力差需大聲溝通。", "age_over_89"),
    ("今日交班重點 **詹**宜<i>蓁</i> 需追血鉀。", "person_name"),
])
def test_a_form_of_the_round_is_found(text, kind):
    assert kind in {f.kind for f in find_phi(text)}


def test_a_name_masked_with_a_star_stays_masked():
    assert find_phi("林*華病人手圈遺失，補印時未核對。") == []


@pytest.mark.parametrize(("text", "kind"), [
    ("The court relied on Pelletier v. Okonjo, 212 Conn. 40 (1989), on abandonment.", "person_name"),
    ("Claims were filed against Drs. Varga and Lindqvist and the hospital.", "person_name"),
    ("He asked the pharmacist to fill a prescription for Sergeant Mbeki.", "person_name"),
    ("After the spinal, Tavita heard a crack in her hip as she was turned.", "person_name"),
    ("The surgeon started while Oduya was being prepped in theatre 2.", "person_name"),
])
def test_a_party_a_rank_or_a_persons_act_in_a_published_report_names_someone(text, kind):
    assert kind in {f.kind for f in find_phi(text)}


@pytest.mark.parametrize("text", [
    "Consent was checked against Montgomery v Lanarkshire Health Board and found wanting.",
    "?Guillain-Barré vs Lambert-Eaton – neurology to advise.",
    "The ruling in Farrell v AG set out when an inquest must be held.",
    "A major incident was declared and General Surgery was informed.",
])
def test_a_landmark_case_a_differential_or_a_department_is_no_one(text):
    assert find_phi(text) == []
