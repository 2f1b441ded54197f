"""Identifiers in the forms the thirty-fifth red-team round and the twenty-sixth published set showed, each beside the
look-alike that must stay writable: a given name no table knows as the subject of what is done to a patient ("was
found on the floor", "was transferred"), in a side room or bay written short, or set off by a relation or a role after
a comma; a chat mention of a display name; a pasted HL7 patient segment; the year of life a person is in and an age in
decades; a US rural route and a town with its state and ZIP; a wristband's SURNAME, GIVEN with a given name that is a
word; and a thing found, a county, a microbe after its genus initial, and an eponym's series of scores.

Examples are the team's own (the dev sets in tests/data are measured, not asserted line by line here).
"""

from __future__ import annotations

import pytest

from rootcause.domain.phi.detect import find_phi


def _found(text: str) -> list[tuple[str, str]]:
    return [(f.kind, text[f.start:f.end]) for f in find_phi(text)]


@pytest.mark.parametrize(("text", "kind", "span"), [
    ("Oluwadamilare was found on the floor of the shower at 04:30.", "person_name", "Oluwadamilare"),
    ("Cathaoir was transferred to the regional burns unit overnight.", "person_name", "Cathaoir"),
    ("Wojciechowska in SR4 has removed her cannula twice.", "person_name", "Wojciechowska"),
    ("Anything for Chukwuebuka in bay C goes through the nurse in charge.", "person_name", "Chukwuebuka"),
    ("He kept asking for Przemyslaw, his son, all night.", "person_name", "Przemyslaw"),
    ("Thandiwe, the HCA on the late shift, found the bed rails down.", "person_name", "Thandiwe"),
    ("Tormod Dunbreck, the bank nurse, says the pump was never checked.", "person_name", "Tormod Dunbreck"),
    ("@Maryam Haddad can you re-bleep the registrar?", "person_name", "Maryam Haddad"),
    ("Log: PID|1||7719002^^^WGH^MR||DUNMORE^ISLA^K||19480722|F", "person_name", "DUNMORE^ISLA^K"),
    ("Log: PID|1||7719002^^^WGH^MR||DUNMORE^ISLA^K||19480722|F", "date_of_birth", "19480722"),
    ("Log: PID|1||7719002^^^WGH^MR||DUNMORE^ISLA^K||19480722|F", "medical_record", "7719002^^^WGH^MR"),
    ("Theatre list in the bin read 'K. Ravichandran 14/08/1957'.", "person_name", "K. Ravichandran"),
    ("The family say she is in her 97th year and was left without water.", "age_over_89", "97"),
    ("the man in bay 3 is nine decades and two years old", "age_over_89", "nine decades and two years old"),
    ("Referral address: RR 4 Box 27, Hazlehurst GA 31539.", "address", "RR 4 Box 27"),
    ("Referral address: RR 4 Box 27, Hazlehurst GA 31539.", "address", "Hazlehurst GA 31539"),
    ("the wristband read 'ODHIAMBO, FAITH' at the time-out", "person_name", "ODHIAMBO, FAITH"),
    # the press's ways of naming a patient (the twenty-sixth published set's forms, in sentences of our own)
    ("The scan showed a bleed on Harry's brain that had been missed.", "person_name", "Harry"),
    ("Ruairidh, of Mill Brae, Dingwall, was taken to theatre that night.", "person_name", "Ruairidh"),
    ("The registrar said Kaiya should have been given antibiotics on arrival.", "person_name", "Kaiya"),
    ("女嬰的母親昨日到地檢署，曾母當庭提出告訴。", "person_name", "曾母"),
    ("醫師王國鼎當時向家屬說明。", "person_name", "王國鼎"),
])
def test_the_identifier_is_found(text, kind, span):
    assert (kind, span) in _found(text)


@pytest.mark.parametrize("text", [
    "The flowmeter was found to be switched off at the wall.",
    "Tazocin was given two hours late.",
    "A 41-year-old woman from County Kerry was transferred to the tertiary unit.",
    "Blood cultures grew E coli and S. aureus; both were sensitive to the first antibiotic.",
    "Baby Apgar 2, 6, 9; cord pH 7.05; neonatal team present.",
    "Datix, the reporting system, was down for two hours.",
    "@Pharmacy Team please check the fridge temperature log.",
    "The MSH|^~&|LAB|RXH segment was rejected; no patient segment was sent.",
    "In her 91st year of service the matron retired.",
    "The hospital has served the town for nine decades.",
    "Policy IN 12345 was issued to the trust.",
    "NOTE, MAY BE LATE FOR THE HANDOVER",
    "The Trust's back office and Parkinson's brain changes were discussed.",
    "The Trust, of Leeds, said it would review the pathway.",
    "Kefzol was given IV at 10:00.",
    "祖父表示不滿，父母對醫院也不滿。",
    "病人信仰虔誠，院牧部已提供靈性關懷。",
])
def test_the_look_alike_stays_writable(text):
    assert find_phi(text) == []


# ------------------------------------------------------------------------------ the Chinese round and Vietnamese names
@pytest.mark.parametrize(("text", "kind", "span"), [
    ("[社工群] 案母 鄭淑芬 來電說孩子又發燒。", "person_name", "鄭淑芬"),
    ("釋妙蓮師父 不吃含蛋的配方。", "person_name", "釋妙蓮師父"),
    ("外洩的照片已刪除，轉貼者在 LINE 的 ID 為 nurse_amy0415。", "person_name", "nurse_amy0415"),
    ("請用 U+9673 U+5FD7 U+660E 查這位病人。", "person_name", "U+9673 U+5FD7 U+660E"),
    ("家屬電話：鈴酒山衣 爸屋寺 溜妻耳（諧音）", "phone", "鈴酒山衣 爸屋寺 溜妻耳"),
    ("病歷號 衣山溜鈴酒爸妻，群組裡不要貼數字。", "medical_record", "衣山溜鈴酒爸妻"),
    ("掛號系統把 PHAM THI NGOC ANH 建成兩筆。", "person_name", "PHAM THI NGOC ANH"),
    ("TRAN VAN KHOA was admitted under two numbers.", "person_name", "TRAN VAN KHOA"),
    # (氏 in a Vietnamese woman's name is no eponym's: the tool rule needs a tool's word after it)
    ("越南籍配偶阮氏秋香陪病，需安排通譯。", "person_name", "阮氏秋香"),
])
def test_the_identifier_is_found_in_the_chinese_round(text, kind, span):
    assert (kind, span) in _found(text)


@pytest.mark.parametrize("text", [
    "魏氏成人智力量表總分 70，衛教改用圖示。",
    "醫師解釋法師的病情，稀釋後給藥。",
    "案母表示孩子又發燒，案家經濟困難。",
    "THE VAN ARRIVED LATE AT THE LOADING BAY.",
    "山衣爸爸兒子都到了。",
])
def test_the_look_alike_in_the_chinese_round_stays_writable(text):
    assert find_phi(text) == []


@pytest.mark.parametrize(("text", "span"), [
    ("pt wojciech szymanski in sr4 keeps pulling at his cannula", "wojciech szymanski"),
    ("Huddle notes taken by Caoimhe.", "Caoimhe"),
    ("Friends set up gofundme.com/f/get-tadeusz-home-for-christmas for him.", "get-tadeusz-home-for-christmas"),
])
def test_names_in_lower_case_after_by_and_in_a_campaign_page_are_found(text, span):
    assert ("person_name", span) in _found(text)


@pytest.mark.parametrize("text", [
    "pt tazocin given late, sats stable on room air",
    "The chart was reviewed by Pharmacy and checked by Datix.",
    "Donations to justgiving.com/nhs-charities-together please.",
])
def test_lower_case_drugs_a_department_after_by_and_a_charitys_page_stay_writable(text):
    assert find_phi(text) == []


@pytest.mark.parametrize("text", [
    "本院 LINE 官方帳號 @kmh_care 停止回覆醫療問題。",
    "送藥機器人「小智」卡在 3F 電梯 20 分鐘。",
    "康芮颱風期間，本院與鄰近醫院互相支援血品。",
    "媽祖平安符掛在點滴架上被收走，家屬抱怨。",
    "何時開始 NPO？王水溢出清理完了嗎？",
    "後送醫院：玉里榮民、鳳林榮民兩處，週末僅一處有骨科。",
])
def test_an_official_account_a_robot_a_typhoon_a_deity_and_a_veterans_hospital_stay_writable(text):
    assert find_phi(text) == []


def test_a_rarer_surname_after_a_role_is_a_name():
    assert ("person_name", "甯子軒") in _found("轄區員警 甯子軒 於 02:10 到急診做筆錄。")


@pytest.mark.parametrize(("text", "kind", "span"), [
    ("介接 log：<PatientName>戴宇翔</PatientName><Ward>7A</Ward>", "person_name", "戴宇翔"),
    ("<DOB>1947-11-02</DOB><Sex>F</Sex>", "date_of_birth", "1947-11-02"),
])
def test_an_interface_element_named_for_an_identifier_is_read_by_its_name(text, kind, span):
    assert (kind, span) in _found(text)


def test_a_name_with_an_enclosing_circle_round_each_character_is_still_a_name():
    assert any(f.kind == "person_name" for f in find_phi("病人 閔⃝柏⃝宇⃝ 昨晚躁動。"))


def test_an_element_that_names_a_test_is_no_person():
    assert find_phi("Order 4471: <name>CBC with differential</name> was sent twice to the lab at 02:10.") == []


@pytest.mark.parametrize("text", [
    "Storm Darragh took the generator offline for 14 minutes.",
    "During Cyclone Gabrielle the ward lost mains power for nine hours.",
    "Resusci Anne manikin used for the in-situ simulation in Resus 2.",
    "Welch Allyn pole clamps were replaced on every stand.",
    "Please send written statements to safety.learning@northvale.nhs.uk by Friday.",
    "@Ward7-NIC tagged at 03:12 on Teams, no reply for 40 min.",
])
def test_a_storm_a_manikin_a_makers_clamps_and_a_teams_mailbox_or_handle_stay_writable(text):
    assert find_phi(text) == []


def test_a_persons_mailbox_and_handle_are_still_refused():
    assert [f.kind for f in find_phi("Reply to j.okafor@northvale.nhs.uk or @Jide.Okafor2 on Teams.")] == [
        "email", "person_name"]


def test_robots_named_in_a_list_stay_writable_and_a_patient_after_a_robot_is_still_a_person():
    assert find_phi("兩台機器人「小智」與「小慧」自 2 月起運送藥品。") == []
    assert ("person_name", "王小明") in _found("機器人送藥時，病人「王小明」在走廊。")


@pytest.mark.parametrize(("text", "kind", "span"), [
    ("A wallet was left in the locker; credit card 4539 1488 0343 6467 inside.", "account_number",
     "4539 1488 0343 6467"),
    ("信用卡卡號 4539-1488-0343-6467 掉在護理站。", "account_number", "4539-1488-0343-6467"),
    ("The crew went to ///lamp.forged.mutual, his home, not the surgery.", "address", "///lamp.forged.mutual"),
])
def test_a_card_number_that_passes_luhn_and_a_what3words_address_are_found(text, kind, span):
    assert (kind, span) in _found(text)


def test_a_run_of_digits_after_a_card_word_that_fails_luhn_is_no_card():
    assert find_phi("Card reader batch 1234 5678 9012 3456 was replaced.") == []


def test_a_what3words_square_at_a_hospital_entrance_is_no_ones_address():
    assert find_phi("Ambulance entrance is ///crisp.ladder.throne; crews kept going to the old door.") == []


@pytest.mark.parametrize(("text", "span"), [
    ("但吳表示死因庭只找出死因。", "吳"),
    ("張昨稱，他重聽了會面錄音。", "張"),
    ("司徒辯稱死者身患痛症。", "司徒"),
])
def test_a_surname_standing_for_the_person_before_what_they_said(text, span):
    assert ("person_name", span) in _found(text)


@pytest.mark.parametrize("text", [
    "法定機構負責規管醫護專業，從而保障病人的利益。",
    "家屬到院陪病，都依照指揮中心相關規定辦理。",
    "但本院表示會改善。",
])
def test_interests_all_according_to_and_the_hospital_saying_stay_writable(text):
    assert find_phi(text) == []
