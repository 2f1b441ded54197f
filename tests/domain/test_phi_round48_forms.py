"""Hiding tricks and label shapes of the forty-eighth round (issue 17), each in sentences written for these tests:
letters or digits a slash, a tab or a line apart; a defanged link; a quoted name in capitals; a tag's surname in
capitals and an unlisted given name; a full name owning a bag or a line; kin as spoken in Australia. And what stays
no one: a town and its state or country, a list of remedies, obstetric manoeuvres, a device model like "F92".
"""

from __future__ import annotations

import pytest

from rootcause.domain.phi.detect import find_phi


def kinds(text: str) -> set[str]:
    return {f.kind for f in find_phi(text)}


@pytest.mark.parametrize(("text", "kind"), [
    ("Wrong wristband on Halina K/o/w/a/l/c/z/y/k in bay 2.", "person_name"),
    ("Teodor\tP\ta\tv\tl\to\tv – NEWS 6, not escalated.", "person_name"),
    ("NHS no. typed a digit a line:\n9\n4\n3\n4\n7\n6\n5\n9\n1\n9", "medical_record"),
    ("Fundraiser posted at hxxps[:]//help-maria-oyelowo-home[.]blogspot[.]com by a cousin.", "person_name"),
    ("Wristband printed 'MALGORZATA KOWALCZYK' though she was in bed 9.", "person_name"),
    ("Blood sample tube read 'RUATAPU, Wikitoria' with no time on it.", "person_name"),
    ("We returned Teresa Lombardi's bag to her husband the next day.", "person_name"),
    ("Shazza's hubby rang the ward twice about the missed tablets.", "person_name"),
])
def test_a_hidden_or_labelled_identifier_is_found(text, kind):
    assert kind in kinds(text)


@pytest.mark.parametrize("text", [
    "Retrieved from Dunedin, N.Z., by air ambulance at 06:10.",
    "Two beds were moved from Bunbury, W.A. to the new unit.",
    "She had been taking Quellada, Canesten and Sudocrem at home.",
    "Transfer from Mount Barker to Murray Bridge took two hours.",
    "McRoberts, then Rubin's and Woods' manoeuvres, then Zavanelli was discussed.",
    "An F92 flow sensor and a B91 valve were on back order.",
    "Power 5/5/5/5 in all four limbs; A/B/C/D/E assessment done.",
    "Lou Gehrig's disease was on the problem list.",
    "A Ryle's tube was passed and its position checked.",
])
def test_a_place_a_product_or_an_eponym_is_no_one(text):
    assert find_phi(text) == []


@pytest.mark.parametrize(("text", "kind"), [
    ("Bed 3 is Mrs  W  H  I  T  T  A  K  E  R, the board is wrong.", "person_name"),
    ("Pt is MAGDALENA Wroblewska, side room 2.", "person_name"),
    ("The label printer log showed 'Q5520871^FITZGERALD^SAOIRSE^F' on the wrong encounter.", "person_name"),
    ("Album of her recovery: flickr.com/photos/tane-whaanga/albums/rehab", "person_name"),
    ("Her Medicare Beneficiary ID is 7KF4-DT8-RX62, billing to fix.", "national_id"),
    ("81 (03-Mar-1945), lives with her daughter, mobilises with a frame.", "date_of_birth"),
    ("aged 79 – 11/06/1947 on the transfer letter", "date_of_birth"),
    ("藥師回報：閔/翊/瑄 的 trough 偏高，請調整。", "person_name"),
    ("名字去掉 x：戴x沛x晴，別直接打出來。", "person_name"),
    ("轉診單：病人 蔣（ㄐㄧㄤˇ）承 恩，請勿打錯。", "person_name"),
])
def test_a_name_date_or_number_in_a_new_disguise_is_found(text, kind):
    assert kind in kinds(text)


@pytest.mark.parametrize("text", [
    "Tan Tock Seng and Changi General were both on diversion until 19:30.",
    "Shortage notice: Epilim Chrono 500 mg replaced by a generic until June.",
    "UHMBT buys from a company called Planglow for its allergen labels.",
    "Bed 12 (03/04/2013 refurbishment) was cleaned again.",
    "See flickr.com/photos/tags/handhygiene for the campaign pictures.",
    "白天/夜班/大夜 都有人力缺口。",
    "葛蘭素史克與施貴寶的疫苗冷鏈紀錄均正常。",
])
def test_a_named_body_a_medicine_or_a_slash_list_is_no_one(text):
    assert find_phi(text) == []


@pytest.mark.parametrize(("text", "kind"), [
    ("Insured's address: No. 8, Ln. 12, Zhongzheng 1st Rd., Lingya Dist., Kaohsiung City 802", "address"),
    ("看護說 龔～雅～筑 阿姨 夜裡咳很多", "person_name"),
    ("那位病人叫 甄…書…妍，我先不打全名", "person_name"),
    ("主責：\\冼\\佩\\芸（夜班）", "person_name"),
    ("邸宏先生 POD1 第一次下床就暈倒", "person_name"),
    ("家屬阿嬤 汪美鸞 堅持要自己餵", "person_name"),
])
def test_a_taiwanese_address_in_english_or_a_chinese_name_between_fillers_is_found(text, kind):
    assert kind in kinds(text)


@pytest.mark.parametrize("text", [
    "重陽節卡片上印「福如東海、壽比南山、長命百歲」，參加對象為 65 歲以上病人。",
    "造口袋改由康維德（ConvaTec）供貨，規格相同。",
    "Leave at the 2nd Rd. exit for the hospital car park.",
])
def test_a_wish_a_supplier_or_a_road_ordinal_alone_is_no_one(text):
    assert find_phi(text) == []


@pytest.mark.parametrize(("text", "surname"), [
    ("Rosalind T. Okafor & Brendan J. Kiely for the claimant.", "Okafor"),
    ("Theodora M. VASQUEZ, Respondent,", "VASQUEZ"),
])
def test_a_full_name_with_a_middle_initial_is_a_person_not_a_firm_or_a_citation(text, surname):
    assert any(surname in text[f.start:f.end] for f in find_phi(text) if f.kind == "person_name")


@pytest.mark.parametrize("text", [
    "Supplied by Fisher & Paykel; see Reason & Hobbs (2003).",
    "Transferred to the John F. KENNEDY HOSPITAL ward list.",
])
def test_a_firm_a_citation_or_a_hospital_named_after_someone_is_no_one(text):
    assert find_phi(text) == []


@pytest.mark.parametrize(("text", "kind"), [
    ("請回電 09 3172 5604 找案夫。", "phone"),
    ("家屬手機 091 234 5678，晚上再打。", "phone"),
    ("新生兒：113/02/17 22:40 出生，轉嬰兒室。", "date_of_birth"),
])
def test_a_mobile_typed_in_other_groups_or_a_newborns_roc_birth_date_is_found(text, kind):
    assert kind in kinds(text)


def test_a_list_of_dose_times_is_no_phone():
    assert find_phi("給藥時間 09 12 15 18 21，請準時。") == []


def test_a_classifications_grade_after_its_eponym_is_no_initial():
    assert find_phi("Weber C ankle fracture in bay 2; Mallampati B airway noted.") == []
    assert kinds("Handover: Kowalczyk D, bed 4, for review.") == {"person_name"}
