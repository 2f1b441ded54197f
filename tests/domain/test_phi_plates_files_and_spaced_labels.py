"""PHI guard, issue 17 (session 12): identifiers the twentieth blind sets and the thirteenth published set showed
getting through, by kind of construction, with the look-alikes that must stay writable.

Every sentence here was written for these tests (none is taken from a data file).
"""

from __future__ import annotations

import pytest

from rootcause.domain.model.phi_kinds import HINTS, KIND_LABELS, KINDS
from rootcause.domain.phi.detect import find_phi, scan


def _kinds(text: str) -> set[str]:
    return {f.kind for f in scan(text)}


# ------------------------------------------------------------------------------------------- vehicle plates
@pytest.mark.parametrize("text", [
    "The relative's car, licence plate KT21 XRM, was left across the ambulance bay for twenty minutes.",
    "Security logged rego 2DFK519 at the loading dock before the fall.",
    "家屬車牌 BQX-3318 停在急診救護車道，救護車延誤進入。",
    "車牌號碼為 7721-MP 的車輛擋住出入口。",
])
def test_a_plate_after_its_label_is_refused_as_a_vehicle_plate(text):
    assert "vehicle_plate" in _kinds(text)


@pytest.mark.parametrize("text", [
    "Plate number not recorded by security.",
    "車牌照片已交由保全組留存。",
    "The number plate recognition camera at the gate was offline.",
])
def test_a_plate_mentioned_without_one_is_writable(text):
    assert "vehicle_plate" not in _kinds(text)


def test_the_plate_kind_is_named_and_hinted_in_both_languages():
    assert "vehicle_plate" in KINDS
    assert all(KIND_LABELS["vehicle_plate"]) and all(HINTS["vehicle_plate"])
    findings = find_phi("Car with licence plate KT21 XRM blocked the bay.")
    assert findings and findings[0].kind == "vehicle_plate"


# ------------------------------------------------------------------------------------ names in file names
@pytest.mark.parametrize(("text", "name"), [
    ("Scan saved as 'Okonkwo_Chidi_pressure_injury.jpg' on the shared drive.", "Okonkwo_Chidi"),
    ("Attachment: /rca/2024/falls/sione_tupou_bed_rail_photo.png", "sione_tupou"),
])
def test_a_name_at_the_start_of_a_file_name_is_refused(text, name):
    assert any(text[f.start:f.end] == name for f in scan(text)), scan(text)


@pytest.mark.parametrize("text", [
    "Template saved as rca_sbar_handover_v2.docx in the quality folder.",
    "See mrsa_picc_audit_2024.xlsx for the bundle figures.",
    "Policy file /shared/grace_ward/falls_policy.pdf was updated.",
])
def test_file_names_of_clinical_words_are_writable(text):
    assert not scan(text)


# ----------------------------------------------------------------------------- spaced labels and dashes
@pytest.mark.parametrize("text", [
    "S S N : 4 1 8 – 5 2 – 6 6 0 3 as read from the screen",
    "SSN 418–52–6603 typed with en dashes",
])
def test_a_spaced_label_and_typographic_dashes_do_not_hide_an_ssn(text):
    assert "national_id" in _kinds(text)


def test_spaced_digit_groups_keep_their_grouping():
    assert _kinds("N.H.S. no 4 8 5 - 7 7 7 - 3 4 5 6 on the specimen form") & {"phone", "national_id",
                                                                                 "medical_record"}


def test_a_page_range_with_an_en_dash_is_writable():
    assert not scan("See pages 12–14 of the trust's falls report.")


@pytest.mark.parametrize("text", [
    "Her Medicaid ID 61 7733 902 B was read back incorrectly at registration.",
    "Subscriber ID W4471 2290 18 was copied onto the wrong requisition.",
])
def test_a_cover_schemes_number_is_its_members(text):
    assert scan(text)


# ------------------------------------------------------------------------------------------------- names
@pytest.mark.parametrize(("text", "name"), [
    ("Translator wrote the name on the form as ナカムラ・ユイ before the consent.", "ナカムラ・ユイ"),
    ("Priya, who had a learning disability, was admitted on the Friday.", "Priya"),
    ("Hope, who had been on the ward a week, fell at night.", "Hope"),
    ("輸血反應：病人范品睿輸注第二袋後發燒。", "范品睿"),
    ("交班時跟佩珊一起幫病人翻身。", "佩珊"),
    ("「小萱妳剛才有沒有給 5 床胰島素？」", "小萱"),
    ("行政總監屈志伸表示會再檢討。", "屈志伸"),
])
def test_names_in_forms_staff_and_reports_use_are_refused(text, name):
    assert any(text[f.start:f.end] == name for f in scan(text)), scan(text)


@pytest.mark.parametrize("text", [
    "The Trust, who employed the agency nurse, accepted the findings.",
    "膝關節屈曲角度不足，復健科介入。",
    "跟家屬一起討論出院計畫。",
    "呼籲業者要有「良心」，落實照護品質。",
    "小心你的點滴管路，不要拉扯。",
])
def test_look_alikes_of_these_names_are_writable(text):
    assert not scan(text)


# ------------------------------------------------------------------------------ ages, addresses, accounts
def test_an_age_over_89_corrected_in_the_same_sentence_is_refused():
    assert "age_over_89" in _kinds("Triage typed the age as 81 and corrected it to 96 years after the son called.")


def test_a_buildings_age_is_writable():
    assert not scan("The age of the building: 120 years, so the lifts are slow.")


@pytest.mark.parametrize("text", [
    "Community visit booked to thirty-one Kauri Road to check the syringe driver.",
    "She lives at Nine Harbour View Terrace with her daughter.",
])
def test_a_spelled_out_house_number_is_an_address(text):
    assert "address" in _kinds(text)


def test_a_spelled_number_before_a_street_word_with_no_address_is_writable():
    assert not scan("Two Cedar Road practices shared the same locum rota.")


def test_an_email_local_part_given_alone_is_refused():
    assert scan("信箱前綴是 lin.peiyu0412，後面加醫院網域即可。")


# ----------------------------------------------------------------------- the eighth round (blind21, published14)
@pytest.mark.parametrize(("text", "name"), [
    ("夜班那個林柏均又拔管了，已通知值班醫師。", "林柏均"),
    ("法官指出歐陽敬文醫療紀錄錯漏甚多。", "歐陽敬文"),
    ("請通知方家瑜明天回門診換藥。", "方家瑜"),
    ("判決認為Chan姓醫師的診斷並無疏失。", "Chan姓"),
])
def test_chinese_names_before_an_ordinary_word_or_a_romanised_surname_are_refused(text, name):
    assert any(text[f.start:f.end] == name for f in scan(text)), scan(text)


@pytest.mark.parametrize("text", [
    "外包清潔人員未依規定分類感染性廢棄物。",
    "平均每班照護 8 位病人。",
    "依衛部醫字第1091234567號函辦理。",
])
def test_words_and_agency_letters_that_look_like_names_or_numbers_are_writable(text):
    assert not scan(text)


@pytest.mark.parametrize(("text", "kind"), [
    ("離職護理師的證書字號為護字第 203817 號。", "staff_id"),
    ("The HKID written on the consent form was Z702114(6) and did not match.", "national_id"),
    ("Pt's OHIP card 4471-220-913-JM had expired at triage.", "national_id"),
    ("Please call the daughter: 0 7 7 0 0   9 1 2   3 4 4 today.", "phone"),
])
def test_labelled_and_spaced_numbers_are_refused(text, kind):
    assert kind in _kinds(text)


@pytest.mark.parametrize(("text", "name"), [
    ("The portal username was 'tomasz.wojcik.gdansk' and the ex-partner could log in.", "tomasz.wojcik.gdansk"),
    ("Mr Κωnstantinοs Papadakis was not weighed before the gentamicin.", "Mr Κωnstantinοs"),
])
def test_names_in_quoted_usernames_and_in_greek_look_alikes_are_refused(text, name):
    assert any(text[f.start:f.end].startswith(name[:6]) for f in scan(text)), scan(text)
