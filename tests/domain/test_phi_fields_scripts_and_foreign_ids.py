"""PHI guard, issue 17: name fields and foreign scripts, other countries' IDs and streets, e-mail addresses spelled in
Chinese, asides that announce a reversal or a code, and names typed with digits for letters. Every identifier here is
invented for the test (check digits computed for it).
"""

from __future__ import annotations

import pytest

from rootcause.domain.phi import find_phi


def _found(text: str) -> list[tuple[str, str]]:
    return [(f.kind, text[f.start:f.end]) for f in find_phi(text)]


@pytest.mark.parametrize(("text", "expected"), [
    ("姓：鍾／名：雅筑，分兩欄寫。", [("person_name", "鍾"), ("person_name", "雅筑")]),
    ("病人名：芳淑蔡（打亂順序），夜間跌倒。", [("person_name", "芳淑蔡")]),
    ("家長姓名：許文昌，已致電說明。", [("person_name", "許文昌")]),
    ("病人 サトウ・ミナミ 的過敏史未確認。", [("person_name", "サトウ・ミナミ")]),
])
def test_a_filled_name_field_and_a_katakana_name_are_names_whatever_their_characters(text, expected):
    assert _found(text) == expected


@pytest.mark.parametrize("text", [
    "藥名：普拿疼，劑量 500 mg。", "品名：生理食鹽水。", "單位名：內科病房。", "姓名：未提供。", "名：不詳。",
])
def test_a_things_name_field_or_an_empty_name_field_is_no_name(text):
    assert find_phi(text) == []


@pytest.mark.parametrize(("text", "kind"), [
    ("Visitor from Hong Kong, HKID A123456(3), had no interpreter booked.", "national_id"),
    ("hkid r1234560, lower case, no brackets", "national_id"),
    ("Pt's health card 1234-567-890-AB was read out at the desk.", "national_id"),
    ("SIN 130 692 544 was on the printout.", "national_id"),
    ("Home: 7 Rua dos Anjos, Lisboa.", "address"),
    ("Lives at 21 Jalan Bukit Bintang with her son.", "address"),
    ("Address: Via Garibaldi 14, Torino.", "address"),
])
def test_other_countries_ids_and_streets_written_street_word_first(text, kind):
    assert kind in [k for k, _ in _found(text)], text


@pytest.mark.parametrize("text", [
    "Transferred Via Ward 12 to the ICU after review.",
    "Pharmacy lot AB123456 7 vials returned.",
    "sin 123 456 789 is not a valid number here",
])
def test_wards_lots_and_invalid_numbers_stay_writable(text):
    assert find_phi(text) == []


@pytest.mark.parametrize("text", [
    "家屬信箱 mei.chen（小老鼠）gmail（點）com，請寄報告。",
    "寄到 wu 底線 yating 在 yahoo 點 com 點 tw",
])
def test_an_email_spelled_with_chinese_words_is_an_email(text):
    assert [k for k, _ in _found(text)] == ["email"]


def test_在_is_at_only_before_a_mail_provider():
    assert find_phi("病人在 yahoo 新聞看到報導，家屬在門口等。") == []


def test_a_birth_date_with_its_calendar_in_brackets_is_a_birth_date():
    assert [k for k, _ in _found("出生日期（民國）肆伍年陸月壹拾日，手圈印錯。")] == ["date_of_birth"]
    assert [k for k, _ in _found("生日（西元）1951/07/04")] == ["date_of_birth"]


@pytest.mark.parametrize("text", [
    "(typed it backwards on purpose) nostaW ecalG, bed 9",
    "sserdda: daoR notleM 41 (reversed by the ward clerk)",
    "Tnoevry Znefu (rot13) phoned the ward twice",
])
def test_an_aside_that_announces_a_reversal_or_a_code_reads_the_words_beside_it(text):
    assert find_phi(text), text


def test_a_bracketed_reversal_cue_about_a_drug_is_no_name():
    assert find_phi("Heparin was given (reversed with protamine) before theatre.") == []


def test_digits_for_letters_in_a_name_after_another_such_word():
    assert ("person_name", "M4rg4r3t") in _found("pt n4m3 M4rg4r3t Ch4ndl3r, second fall")
