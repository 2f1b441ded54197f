"""What the fifty-seventh round showed (issue 17), each in sentences written for these tests.

Found: a Chinese name spelled with a space between its characters, a compound surname set apart from its given name,
an @mention of a Chinese name, a name in Latin letters after 名叫 or 英文名是, a lower-case full name joined by dots
or hyphens (a slug, a handle), a Cyrillic palochka drawn as I or l, a surname and an initial after a room's number,
a hospital number with the site's letters set apart or a letter among its digits, a number read out only in German
digit words. No one: a sentence spelled out character by character, a drug's or a check's name after 名叫 or 名為,
a road ("the M90"), a word and a specialist's title after "patient,".
"""

from __future__ import annotations

import pytest

from rootcause.domain.phi.detect import find_phi


def _kinds(text: str) -> list[str]:
    return [f.kind for f in find_phi(text)]


@pytest.mark.parametrize("text", [
    "交班：8 床是 范 書 瑜，9 床是 范 淑 玉，請核對手圈。",
    "會議中提到病人之女 伍 佳 蓉 要求調閱病歷。",
    "簽收人：上官　婷（家屬），字跡潦草。",
    "核對者為 諸葛 明，第二簽名欄空白。",
    "@歐陽晴 妳的病人在按鈴",
])
def test_a_chinese_name_set_apart_by_spaces_or_an_at_sign_is_found(text):
    assert "person_name" in _kinds(text)


@pytest.mark.parametrize("text", [
    "請 於 今 日 完 成 交 班",
    "病人 在 床 上 休 息",
    "@護理站 請回電",
])
def test_a_sentence_spelled_out_or_a_stations_mention_is_no_one(text):
    assert find_phi(text) == []


def test_a_latin_name_after_the_chinese_words_for_a_name_is_found_but_a_things_name_is_not():
    assert "person_name" in _kinds("外籍看護名叫 Kadek Ayu Lestari，不太會中文。")
    assert find_phi("檢查名為 CT Brain，報告已上傳。") == []
    assert find_phi("藥名叫 Panadol，請核對。") == []


@pytest.mark.parametrize("text", [
    "Ticket: falls-review-gwendolyn-okoro-bay-4",
    "handover note says mrs.agnieszka.wojcik.bed7 refused meds",
])
def test_a_lower_case_full_name_joined_by_dots_or_hyphens_is_found(text):
    assert "person_name" in _kinds(text)


def test_a_cyrillic_palochka_drawn_as_i_or_l_does_not_hide_a_name():
    assert "person_name" in _kinds("Mr Ӏeonard Ӏittlewood declined the hoist.")


def test_a_surname_and_an_initial_after_a_rooms_number_is_found():
    assert "person_name" in _kinds("Board still reads 'RM 9 WOJCIECHOWSKI T. NBM' this morning.")


@pytest.mark.parametrize("text", [
    "Hospital no. QEH 4471920 on the request form.",
    "chart no. 20B7741 的檢體被退件。",
])
def test_a_hospital_number_with_its_sites_letters_or_a_letter_inside_is_found(text):
    assert "medical_record" in _kinds(text)


def test_a_number_read_out_only_in_german_digit_words_is_found():
    assert _kinds("SSN: sieben eins zwei, drei vier, fünf sechs null acht") == ["national_id"]


@pytest.mark.parametrize("text", [
    "Crew delayed on the M90 by a closure; arrived 40 minutes after the call.",
    "The treatment plan for this patient, Clinical Oncologist B had signed it off.",
])
def test_a_road_and_a_specialists_title_are_no_one(text):
    assert find_phi(text) == []


# ------------------------------------------------------------- round 58's no-ones
@pytest.mark.parametrize("text", [
    "Resusci Anne left in the corridor after the simulation.",
    "The Denis Browne bar is on back-order from the supplier.",
    "Sir Charles Gairdner ICU accepted the transfer this morning.",
    "Macmillan CNS to review the syringe driver on Wednesday.",
    "Giving sets from two batches, LS12 4TN and LS12 4TP, were recalled.",
])
def test_a_manikin_a_splint_a_hospital_a_charitys_nurse_and_batch_codes_are_no_one(text):
    assert find_phi(text) == []


def test_a_listed_body_whose_first_word_is_a_given_name_before_a_persons_verb_is_still_someone():
    assert "person_name" in _kinds("Marie Curie died in 1934 of aplastic anaemia.")
    assert "address" in _kinds("Lives at 4 Hill Road, Leeds LS12 4TN.")
