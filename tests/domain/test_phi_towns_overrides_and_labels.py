"""Towns, organisations and scales that look like names; text typed backwards inside a right-to-left override; labels
of policies and call-backs (issue 17).

The examples are the team's own, written for these rules; none comes from a dev or held-out set.
"""

from __future__ import annotations

import pytest

from rootcause.domain.phi.detect import find_phi


def kinds(text: str) -> list[str]:
    return [f.kind for f in find_phi(text)]


@pytest.mark.parametrize("text", [
    "The inquest, held in Preston, heard that the pump had not been serviced.",  # a town after "in"
    "A mother from Stockport was sent home twice with sepsis.",
    "The Health Quality Commission said the rest home breached the code.",  # an organisation's word
    "The CHSLD in Laval Que. recorded twelve deaths in a month.",  # a town and its province
    "病人 Bristol 糞便分類第 6 型，一天 5 次。",  # a scale named after a place
    "病人霍亂疫苗已於出國前接種。",  # 霍亂 (cholera) is no name
    "MAC address 00:1a:2b:3c:4d:5e belongs to the pump, not a person.",
])
def test_towns_organisations_scales_and_device_codes_name_no_one(text):
    assert find_phi(text) == []


@pytest.mark.parametrize(("text", "kind"), [
    ("Joan, 81, was found on the floor at 04:00.", "person_name"),  # a given name and an age
    ("病人霍振宇不顧醫囑要求出院。", "person_name"),  # a less common surname
    ("病人：\u202e玲美鍾\u202c，今日排程心導管。", "person_name"),  # typed backwards inside an override
    ("姓名（hex）：e9 99 b3 e5 bf 97 e6 98 8e，請轉交。", "person_name"),  # hex bytes a space apart
    ("病人保單號碼 QK-2022-0091734，保險公司來電。", "national_id"),
    ("回撥號碼：O9l7-2B8-5S4（家屬手機）", "phone"),
])
def test_identifiers_in_these_forms_are_refused(text, kind):
    assert kind in kinds(text)


def test_a_name_of_a_town_as_a_persons_surname_is_still_a_name():
    assert kinds("Mr Preston was admitted from the nursing home.") == ["person_name"]


@pytest.mark.parametrize("text", [
    "跌倒事件：撒韻·武荖（阿美族，80歲）夜間如廁時滑倒。",  # a dotted name before the person's people and age
    "瓦歷斯·諾幹先生入院時表示對顯影劑過敏。",  # before a title
    "克萊兒（Claire O'Neill），愛爾蘭籍，對乳膠過敏。",  # a transliteration with its Irish name in brackets
    "住 台 南 市 東 區 林 森 路 一 段 二 〇 三 號 五 樓，獨居。",  # spaced, with 〇 among the numerals
])
def test_dotted_and_transliterated_names_and_a_spaced_address_are_refused(text):
    assert find_phi(text)


def test_a_university_named_with_a_dot_is_no_one():
    assert find_phi("約翰·霍普金斯大學的研究指出跌倒風險。") == []


@pytest.mark.parametrize("text", [
    "人工水晶體型號 SN60WF +21.5 D，與術前計算單相符。",  # a model code shaped like a UK postcode
    "急救過程中醫師 A 口頭醫囑給藥。",  # 程 ends 過程; it opens no name
    "Pt Parkinson's disease with orthostatic hypotension, BP 132/78 to 96/60.",  # an eponym's disease
])
def test_a_model_code_a_word_ending_in_a_surname_and_an_eponyms_disease_name_no_one(text):
    assert find_phi(text) == []


@pytest.mark.parametrize(("text", "kind"), [
    ("家屬加了護理師的 LINE（ID：mei_0815）傳照片詢問。", "person_name"),
    ("護理師（員編 K20931）將 10 床的胰島素打給 11 床。", "staff_id"),
    ("日籍病人佐佐木健太術後第一天下床頭暈。", "person_name"),
    ("病人名叫「伊莎貝拉·岡薩雷斯」，掛號時只登錄名字。", "person_name"),
    ("Farm at Lot 9 Wattle Creek Rd, via Gympie QLD 4570.", "address"),  # a lot number that is an address
])
def test_an_account_in_brackets_a_staff_abbreviation_and_names_after_context_are_refused(text, kind):
    assert kind in kinds(text)


@pytest.mark.parametrize("text", [
    "However, the board was satisfied Walsall Healthcare NHS Trust had made improvements.",  # capitals before Trust
    "She fell at her ground floor flat in The Larches, Chepstow.",  # a street after "in", not a family
    "其中1項健康檢查需上下X光巡迴車。",  # a measure word after a number
    "英國衛根（Wigan）發生鼻胃管誤插事件。",  # a town with its English name
    "She was admitted to Dr Gray's Hospital in Elgin.",  # an institution named after a doctor
    "法官裁定死因為自然死亡。",  # a word's 官
])
def test_trusts_streets_measure_words_towns_and_institutions_name_no_one(text):
    assert find_phi(text) == []


@pytest.mark.parametrize("text", [
    "黃官裁定死者死於意外。",  # a Hong Kong coroner by surname and 官
    "病人權益促進會主席馮志遠指報告不足。",  # a chair named after the office
    "內地鄺氏夫婦在港產子後提出訴訟。",  # a family by surname and 氏
    "Dr Gray's ward round was late that morning.",  # a doctor's possessive that names no institution
    "夜班 N2 吳雅婷交班時漏交跌倒高危險。",  # a grade before a name is no number counting things
])
def test_officials_chairs_families_and_doctors_are_still_refused(text):
    assert [f.kind for f in find_phi(text)] == ["person_name"]


@pytest.mark.parametrize("text", [
    "事件通報單請寄品管中心公務信箱 qps@hospital.example.tw。",  # a team's mailbox
    "Send the form to patient.safety@trust.nhs.uk, not to a person.",
    "Lot 23B0419 of Ringer's lactate was recalled by the supplier.",  # an eponym that is rare as a surname
    "The Veress needle was not used, per the surgeon's preference.",
    "Smith & Nephew Allevyn dressings were left on for nine days.",  # "Nephew" is part of a firm's name
    "gofundme.com/f/new-ward-equipment-appeal raised the money for the hoist.",
])
def test_mailboxes_eponyms_firms_and_appeals_name_no_one(text):
    assert find_phi(text) == []


@pytest.mark.parametrize("text", [
    "The draft went to grumpy.grandpa.59@bigpond.net.au by mistake.",  # a personal address made of words
    "張委員德銘、趙委員昌平提案要求說明。",  # a surname, the office, then the given name
    "Family set up gofundme.com/f/help-mereana-tipoki-recover after the fall.",
    "接受骨科醫師陳博光進行減壓手術。",
    "系統 log：GET /api/pt?name=%E6%B8%B8%E9%9B%85%E7%AF%89&bed=5B-03 200 OK",  # a Chinese name, percent-encoded
])
def test_personal_addresses_officials_appeals_and_encoded_names_are_refused(text):
    assert find_phi(text)


@pytest.mark.parametrize("text", [
    "法院指涉案的司徒醫生遞交的報告錯漏百出。",  # a compound surname and a title, no given name
    "陳官直指醫院未盡告知義務。",  # a coroner by surname and 官, then another verb
    "市議員陳啟能昨天陪同家屬召開記者會。",  # 啟, a common character of men's names
])
def test_compound_surnames_with_a_title_officials_and_common_name_characters_are_refused(text):
    assert [f.kind for f in find_phi(text)] == ["person_name"]


def test_words_with_that_name_character_stay_writable():
    assert find_phi("系統重新啟動後，輸液幫浦的藥物庫恢復正常。") == []


def test_a_stretch_typed_backwards_deep_in_a_long_note_is_read_with_the_words_around_it():
    filler = "交班：生命徵象穩定，持續觀察傷口滲液與疼痛分數。" * 200
    text = filler + "病人：\u202e玲美鍾\u202c，今日排程心導管。" + filler
    found = [f for f in find_phi(text) if f.kind == "person_name"]
    assert [(f.start, f.end) for f in found] == [(len(filler) + 4, len(filler) + 7)]
