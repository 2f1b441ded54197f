"""Identifiers written the way other languages, scripts and systems write them, each beside the look-alike that
must stay writable: honorifics and name particles, letters and digits of other scripts, numbers a person holds by
their label, coordinates and house numbers, names in a web address's path, and a name spelled "B as in bread"."""

from __future__ import annotations

import pytest

from rootcause.domain.phi.detect import find_phi


def _kinds(text: str) -> set[str]:
    return {f.kind for f in find_phi(text)}


def _found(text: str) -> list[str]:
    return [text[f.start : f.end] for f in find_phi(text)]


@pytest.mark.parametrize(("text", "part"), [
    ("Mst. Shirin Akter was given the leaflet in English only.", "Shirin"),
    ("Mevrouw Brouwer asked for her glasses twice.", "Brouwer"),
    ("Dhr. van der Linde was nil by mouth from 02:00.", "Linde"),
    ("Signora Bellini's daughter rang the ward.", "Bellini"),
])
def test_an_honorific_of_another_language_and_its_particles_announce_a_name(text, part):
    assert any(part in found for found in _found(text)), _found(text)


@pytest.mark.parametrize(("text", "part"), [
    ("Caoimhe Ní Dhubhghaill rang about her father's tablets.", "Dhubhghaill"),
    ("Email from Tadhg Ó Conchubhair about the missed appointment.", "Conchubhair"),
    ("Faisal bin Rashed was moved to bay 4 without his notes.", "Rashed"),
])
def test_a_particle_between_two_capitalised_words_joins_a_full_name(text, part):
    assert any(part in found for found in _found(text)), _found(text)


@pytest.mark.parametrize("text", [
    "Blood group O Negative units were checked twice.",
    "Intermolecular van der Waals forces were discussed at the teaching session.",
    "Ward O Block was closed for cleaning.",
])
def test_a_particle_before_an_everyday_word_or_an_eponym_names_no_one(text):
    assert "person_name" not in _kinds(text)


def test_an_icelandic_eth_reads_as_d_so_a_patronymic_name_is_seen():
    assert _found("Ásdís Þórðardóttir's insulin was given twice.")


@pytest.mark.parametrize("text", [
    "Lսcy Harգreaves was given another patient's tablets.",  # Armenian letters that show u and q
    "Ꮇrs Ꭼdwards fell in the bathroom at 03:00.",  # Cherokee letters that show M and E
])
def test_letters_of_another_script_that_look_latin_are_read_as_latin(text):
    assert "person_name" in _kinds(text)


def test_digits_of_another_script_are_read_as_digits():
    assert find_phi("Her mobile is ০৭৯৪৬ ৩২১ ৮৮৭, please ring the daughter.")  # Bengali digits


def test_a_middle_dot_between_syllables_does_not_hide_a_name():
    assert "person_name" in _kinds("Ade·to·kun·bo Ola·yi·wo·la missed his 08:00 dose.")


def test_a_middle_dot_in_a_dose_or_between_chinese_names_is_left_alone():
    assert not find_phi("Give 2·5 mg at 08:00 and review.")


@pytest.mark.parametrize(("text", "kind"), [
    ("Escorted by two officers, inmate number B7731QX; cuffs removed for the scan.", "id_number"),
    ("Medicaid CIN XY67123Z written on the consent form.", "id_number"),
    ("Passport no. P5532HK8 photocopied at registration.", "national_id"),
    ("ABHA 14-2251-8804-6619 linked to the wrong admission.", "national_id"),
])
def test_a_number_a_person_holds_is_refused_after_its_label_whatever_its_shape(text, kind):
    assert kind in _kinds(text)


@pytest.mark.parametrize("text", [
    "Passport seen by the registration clerk at 10:00.",
    "CIN 2 on the cervical biopsy; colposcopy booked.",
    "The inmate was reviewed by the prison GP in 2024.",
])
def test_the_label_alone_or_a_grade_after_it_is_no_identifier(text):
    assert not find_phi(text)


def test_coordinates_where_someone_was_found_are_an_address():
    assert "address" in _kinds("Search team located her at -41.2911, 174.7762 near her home after two hours.")


@pytest.mark.parametrize("text", [
    "INR 2.1000 then 3.2000 after the dose was changed.",
    "The helipad sits at 51.5072, -0.1276 on the roof.",
])
def test_numbers_with_four_decimals_and_no_one_there_are_no_address(text):
    assert "address" not in _kinds(text)


def test_a_house_given_by_its_number_is_an_address():
    assert "address" in _kinds("Letters went to Door No. 12-3-45, Ameerpet, Hyderabad instead of the GP.")


@pytest.mark.parametrize("text", [
    "The family posted https://www.legacy-tributes.org/notice/winifred-tregunna/88231 on the ward group.",
    "Draft report: https://intranet.example.org/rca/2024-fall-Josephine-Adeyemi-v2.docx for comment.",
    "Her page is www.facebook.com/rosalind.penhaligon",
])
def test_a_name_in_a_web_address_path_is_a_name(text):
    assert "person_name" in _kinds(text)


@pytest.mark.parametrize("text", [
    "See https://www.nice.org.uk/guidance/ng51 for the sepsis pathway.",
    "Nominated at https://www.example.org/news/mary-seacole-award-2024 this year.",
    "https://en.wikipedia.org/wiki/Guillain-Barre_syndrome was shared in the huddle.",
])
def test_a_guideline_an_award_or_an_eponym_in_a_path_is_no_name(text):
    assert "person_name" not in _kinds(text)


def test_a_name_spelled_as_in_words_is_read_as_the_name():
    text = ("Surname for the label: K as in kilo, O as in orange, W as in water, A as in apple, L as in lemon, "
            "S as in sun.")
    assert "person_name" in _kinds(text)


def test_a_couple_of_letters_spelled_as_in_words_are_no_name():
    assert not find_phi("Drug code: A as in apple, B as in bread.")


@pytest.mark.parametrize("text", [
    "監護人：蔡可欣，已電話同意手術。",
    "緊急聯絡人 吳新民 來電詢問病情。",
    "家屬陳定宸陪同返診。",
])
def test_a_guardian_or_contact_is_named_even_when_the_given_name_opens_with_an_uncommon_character(text):
    assert "person_name" in _kinds(text)


@pytest.mark.parametrize("text", [
    "病人連三天未排便，未通知醫師。",
    "專家醫生曾揭露手術有多處失誤。",
    "醫生嚴辭強迫病人簽同意書。",
])
def test_an_adverb_after_a_role_is_no_surname(text):
    assert "person_name" not in _kinds(text)


def test_coordinates_sent_for_a_home_visit_are_an_address_in_chinese_too():
    assert "address" in _kinds("居家訪視找不到門牌，家屬傳來座標 23.4521, 120.5532，門口有鐵皮屋。")


@pytest.mark.parametrize("text", [
    "據悉黃仁和議員昨日到院關心。",
    "訴外人邱建和醫師建議再次手術。",
    "會議由衛生局鄭展潤局長主持。",
])
def test_a_full_name_before_an_office_title_counts_even_with_an_uncommon_given_character(text):
    assert "person_name" in _kinds(text)


@pytest.mark.parametrize("text", [
    "病人和醫師討論後決定轉院。",
    "衛福部長表示將檢討急診壅塞。",
    "家屬和醫師溝通出院計畫。",
])
def test_a_conjunction_or_a_ministry_before_a_title_names_no_one(text):
    assert "person_name" not in _kinds(text)


@pytest.mark.parametrize("text", [
    "看護 管志明 陪同送醫，不清楚病人用藥。",
    "實習護生 計雅婷 同學協助翻身。",
    "焦淑芬阿姨今早拒絕服藥。",
])
def test_a_surname_that_is_mostly_a_word_opens_a_name_with_a_role_or_a_title_beside_it(text):
    assert "person_name" in _kinds(text)


@pytest.mark.parametrize("text", [
    "病人管路滑脫，已重新固定。",
    "家屬焦慮不安，請社工協助。",
    "病人梅毒篩檢陽性，已通知感管。",
    "家屬尚未到院，先電話說明。",
])
def test_the_same_character_opening_a_word_after_a_role_names_no_one(text):
    assert "person_name" not in _kinds(text)


@pytest.mark.parametrize("text", ["Age: 096 on the registration screen.", "年齡欄：094，跌倒高危。"])
def test_an_age_field_padded_with_a_zero_is_the_age(text):
    assert "age_over_89" in _kinds(text)


def test_a_padded_number_after_age_that_counts_days_is_no_age():
    assert not find_phi("Wound age 093 days at review.")


@pytest.mark.parametrize("text", [
    "位於開羅納斯爾區（Nasr City）的一家醫院發生火災。",
    "事故發生在法赫德國王醫院(King Fahd hospital)的加護病房。",
    "Infant deaths are grouped as SIDS, SUDI and other causes.",
    "Place of death: Broadlands Mine, Kalgoorlie.",
])
def test_a_place_s_english_name_and_a_list_of_acronyms_name_no_one(text):
    assert "person_name" not in _kinds(text)


@pytest.mark.parametrize("text", [
    "檢方認為沒有證據顯示Harrowby犯案。",
    "The audit was led by Professor Okonjo from the university.",
    "Trelawney was acquitted of gross negligence manslaughter.",
    "But the budget, Mathebula argued, was never enough.",
])
def test_a_latin_name_before_a_chinese_act_a_professor_and_a_person_a_court_acquits_are_named(text):
    assert "person_name" in _kinds(text)


@pytest.mark.parametrize("text", [
    "病人自行服用柴胡桂枝湯，INR 升高。",
    "並將巴金森用藥列為時間敏感藥品。",
])
def test_a_herbal_formula_and_a_disease_s_transliteration_name_no_one(text):
    assert "person_name" not in _kinds(text)


@pytest.mark.parametrize("text", ["病人 林(lín)雅(yǎ)婷(tíng)，K 2.9，已補鉀。", "往生者 邱金水 的衣物清點短少。"])
def test_pinyin_after_each_character_and_the_deceased_s_word_do_not_hide_a_name(text):
    assert "person_name" in _kinds(text)
