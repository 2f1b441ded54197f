"""Shapes of the sixty-seventh round (issue 17: published set 53), each in sentences written for these tests: a word no
list knows before a verb only a person's subject takes (rushed, demanded, wept); an initial before an unknown surname
with an age in commas; "the late" before a titled name. And what stays no one: a month's abbreviation before its day,
a body whose name ends in its kind (Authority, Newspaper, Express), and a news story's dateline in capitals.
"""

from __future__ import annotations

import pytest

from rootcause.domain.phi.detect import find_phi


def kinds(text: str) -> set[str]:
    return {f.kind for f in find_phi(text)}


@pytest.mark.parametrize("text", [
    "Otieno rushed his mother to the county referral hospital at dawn.",
    "Wanjiru, who demanded an explanation, was told the theatre list had overrun.",
    "The daughter of R Thangavelu, 81, asked why the bed rails were down.",
    "The late Chief Emeka Obiora Nwosu had been waiting four hours for a bed.",
])
def test_a_name_the_sentence_makes_a_persons_is_refused(text):
    assert "person_name" in kinds(text)


@pytest.mark.parametrize("text", [
    "The pump was recalled on Jan. 14 after two free-flow reports.",
    "Bed occupancy peaked on Aug 3rd, the day the ward closed to admissions.",
    "The fine was paid to the Kenya Revenue Authority in March.",
    "The story first ran in the Nairobi Express Newspaper and then on the radio.",
    "KUALA TERENGGANU, Mar 4 – Two wards were evacuated after smoke was seen in the plant room.",
])
def test_dates_bodies_and_datelines_name_no_one(text):
    assert "person_name" not in kinds(text)


# From blind set 64 (Chinese): an age in brackets after 老翁, 老婦, 阿伯 and the like; a plate whose hyphen is set off
# by spaces. And no one: a staging scale named after its two describers; an HL7 name field holding 病人^乙.
@pytest.mark.parametrize(("text", "kind"), [
    ("老婦（96）半夜下床如廁時跌倒，右髖疼痛。", "age_over_89"),
    ("阿伯（91）自行拔除尿管，已重新放置。", "age_over_89"),
    ("家屬機車車牌 KFD - 2281 擋住救護車出入口。", "vehicle_plate"),
])
def test_chinese_forms_of_blind_set_64_are_refused(text, kind):
    assert kind in kinds(text)


@pytest.mark.parametrize("text", [
    "帕金森病人 Hoehn-Yahr 第 2 期，步態訓練後跌倒次數減少。",
    "PID|1||||病人^乙||||||||||",
    "老翁（78）因嗆咳入院，改為稠狀飲食。",
])
def test_scales_placeholders_and_ages_under_ninety_name_no_one(text):
    assert kinds(text) == set()


# From blind set 64 (English): what stays no one: the next version of a firmware series named once, a model number
# with a letter after its digits, a drug's name in a fax spelled out letter by letter.
@pytest.mark.parametrize("text", [
    "Monitor software 3.18.0.11 froze twice; 3.18.2.4 fixes it.",
    "Catheter model 118F5 was used for the wedge reading.",
    "M e m o :  V a n c o m y c i n  l e v e l s  a r e  d u e  a t  0 6 : 0 0",
])
def test_versions_models_and_spelled_out_drugs_name_no_one(text):
    assert kinds(text) == set()


def test_an_amount_of_money_near_a_licence_is_no_id():
    """From action set 47: a fine in New Taiwan dollars beside "the license of the clinic" read as an ID number."""
    assert kinds("The council suspended the pharmacy's licence and fined it NT$240,000.") == set()
