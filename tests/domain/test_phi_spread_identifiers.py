"""An identifier after its label whose digits are spread out (one at a time, in words, in parts, after a letter) is
still found, with its span in the typed text; numbers after a label that are doses, times, dates, counts or a
thing's reference stay writable (``rootcause/domain/phi/spread.py``).

The examples are the team's own, in the shapes staff and attackers use; none is taken from a dev set.
"""

from __future__ import annotations

import random

import pytest

from rootcause.domain.phi import labels
from rootcause.domain.phi.detect import find_phi


def _found(text: str) -> list[tuple[str, str]]:
    return [(f.kind, text[f.start : f.end]) for f in find_phi(text)]


@pytest.mark.parametrize(("text", "kind", "span"), [
    # one digit at a time, with odd separators
    ("Hospital no: 3 / 3 / 9 / 0 / 1 / 7 / 4 on the wristband", "medical_record", "3 / 3 / 9 / 0 / 1 / 7 / 4"),
    ("NHS number 6 1 2  4 4 0  9 3 7 1 was on the letter", "medical_record", "6 1 2  4 4 0  9 3 7 1"),
    ("病歷號碼：５　２　８　８　０　１　４，請勿外流", "medical_record", "５　２　８　８　０　１　４"),
    ("帳號末八碼 6 6 0 4 2 1 9 3 寫在便條上", "account_number", "6 6 0 4 2 1 9 3"),
    # digits in words, wholly or partly, with hyphens and commas
    ("Her NHS number is four-four-one, nought-nine-two, seven seven three one", "medical_record",
     "four-four-one, nought-nine-two, seven seven three one"),
    ("patient number 77 oh two, nine eight, then the clerk stopped", "medical_record", "77 oh two, nine eight"),
    ("病歷號依序為：五、八、〇、三、一、九", "medical_record", "五、八、〇、三、一、九"),
    ("chart no. nine-O-one, four four two", "medical_record", "nine-O-one, four four two"),
    # in parts with words between
    ("MRN: first part 6614, second part 2093, per the clerk", "medical_record", "6614, second part 2093"),
    ("chart number: first four 5190, last four 3327", "medical_record", "5190, last four 3327"),
    ("病患編號：前半 5502，後半 1938", "medical_record", "5502，後半 1938"),
    ("健保卡號前半 0000 4417，後半 8820", "nhi_card", "0000 4417，後半 8820"),
    # a letter, then the digits
    ("ID: Q then 2 0 7 7 4 1 3 9 8 on the transfer form", "national_id", "Q then 2 0 7 7 4 1 3 9 8"),
    ("身分證字首 K、中間 20417、末四碼 7735", "national_id", "K、中間 20417、末四碼 7735"),
    ("居留證號碼：英文字母 M，數字是 8 6 1 0 2 3 4 7 5", "resident_cert", "M，數字是 8 6 1 0 2 3 4 7 5"),
    ("護照號碼拆成 3120、45789 兩段", "national_id", "3120、45789"),
    ("Patient identifier: 4 4 1 2 0 9 3 (read back)", "national_id", "4 4 1 2 0 9 3"),
])
def test_an_identifier_with_its_digits_spread_out_after_its_label_is_found_whole(text, kind, span):
    assert (kind, span) in _found(text)


@pytest.mark.parametrize(("text", "span"), [
    ("Daughter's mobile: oh nine five two, three one seven, four four zero",
     "oh nine five two, three one seven, four four zero"),
    ("phone number is zero seven seven double four, nine one two three four five",
     "zero seven seven double four, nine one two three four five"),
    ("The mobile number starts 0958, the next bit is 314, the rest 662", "0958, the next bit is 314, the rest 662"),
    ("手機號碼前四碼0937，後六碼 540218", "0937，後六碼 540218"),
    ("聯絡電話：前段〇九六一，中間三碼五五七，最後二〇八", "〇九六一，中間三碼五五七，最後二〇八"),
    ("Tel: (02) 2718 then 3364 for the son", "(02) 2718 then 3364"),
    ("landline: 0 2 then 2718 then 3364", "0 2 then 2718 then 3364"),
])
def test_a_phone_read_out_in_parts_or_in_words_after_its_label_is_found_whole(text, span):
    assert ("phone", span) in _found(text)


@pytest.mark.parametrize(("text", "span", "kind"), [
    ("Her card shows F, then the digits 220 488 133", "F, then the digits 220 488 133", "national_id"),
    ("letter K and then 1 2 0 4 5 5 1 7 2 on the copy", "K and then 1 2 0 4 5 5 1 7 2", "national_id"),
])
def test_a_taiwanese_id_whose_letter_stands_apart_from_its_digits_is_found_by_its_checksum(text, span, kind):
    assert (kind, span) in _found(text)


def test_a_letter_apart_from_nine_digits_without_a_label_or_a_valid_checksum_is_not_an_id():
    assert find_phi("letter K and then 1 2 0 4 5 5 1 7 3 on the copy") == []


def test_the_span_points_at_what_was_typed_across_invisible_and_full_width_characters():
    text = "病歷號碼：\u200b５ ２\u2060 ８ ８ ０ １ ４。"
    [finding] = find_phi(text)
    assert text[finding.start : finding.end] == "５ ２\u2060 ８ ８ ０ １ ４"


@pytest.mark.parametrize(("text", "span"), [
    ("MRN is: 4417 (first half) and 2093 (second half)", "4417 (first half) and 2093"),
    ("病歷號＝４４１７＋２０９３", "４４１７＋２０９３"),
])
def test_a_number_read_whole_replaces_the_first_part_a_narrower_rule_found(text, span):
    assert _found(text) == [("medical_record", span)]


def test_a_bracket_or_plus_that_opens_the_number_is_part_of_it():
    assert ("phone", "+44 7700 then 900 461") in _found("Mobile: +44 7700 then 900 461")


@pytest.mark.parametrize("text", [
    # doses, times, lab values and counts after a label
    "Medical record notes heparin 6000 units then 1200 units",
    "ID band checked at 08:15, 12:40 and 16:05",
    "Called the ward at 1030, 1415 and 1600 about the bed",
    "pH: 7.31, 7.28 and 7.35 on the three gases",
    "MRN checked against the label; INR 2.3, K 4.1, Na 138",
    "Patient ID K 4.1 Na 138 Cl 101",
    "Patient number 3 moved from bed 7 to room 1411",
    "Phone ext 4412 and 3309 for the pharmacy",
    "Staff ID badge 4 was missing, 2 of 3 badges",
    "NHS number not on the referral; weight 72 kg, height 168 cm",
    # a thing's reference, a list, a date
    "Incident ID 2024 0517 0093 was closed by the panel",
    "Order ID: 5512 8830 1274 was cancelled",
    "Patient numbers 10, 11 and 12 were audited",
    "Patient no. 12, 14 and 16 had falls on the same night",
    "Landline was out of order for 2 hours, then 3 more",
    "護照號碼未登錄，簽證 3 個月，共 2 本",
    "病人編號 1、2、3、4、5、6 依序抽血",
    "病歷號 2025/03/14 建檔",
    # a sentence end, or a label with nothing after it
    "Phone: 12 34. Then 56 78 90 were the bed numbers",
    "ID badge was not checked before the 3 doses",
    "病歷號碼未核對，給藥 3 次",
    "身分證未攜帶，住 5 樓 12 床，血壓 120/80",
    "電話通知家屬 3 次，分別在 9 點、10 點、11 點",
    "帳號鎖定 3 次，15 分鐘後解鎖",
    "健保卡未過卡，共 3 張處方、5 項檢驗",
])
def test_numbers_after_a_label_that_are_not_its_identifier_stay_writable(text):
    assert find_phi(text) == []


def test_digits_far_after_the_label_are_not_read_as_its_number():
    assert find_phi("MRN" + " and then" * 8 + " 7 7 0 2 9 8") == []
    assert find_phi("MRN" + " and then" * 2 + " 7 7 0 2 9 8") != []


_PIECES = ["id", "ID", " ", "national ", "resident cert", "arc", "account no", "did", "identity card", "res", "#",
           "search", "x", "_", ":", "9"]


def test_the_english_id_labels_are_what_trying_the_pattern_at_every_word_start_finds():
    rnd = random.Random(17)
    for _ in range(500):
        low = "".join(rnd.choice(_PIECES) for _ in range(rnd.randrange(0, 12))).lower()
        expected, resume = [], 0
        for i in range(len(low)):
            if i >= resume and not low[i - 1 : i].isalnum() and (m := labels.ENGLISH_ID.match(low, i)):
                expected.append(m.span())
                resume = m.end()
        assert [m.span() for m in labels.english_id_labels(low)] == expected, low


@pytest.mark.parametrize(("text", "kind", "span"), [
    ("DOB nineteen thirty-one, per daughter", "date_of_birth", "nineteen thirty-one"),
    ("tel 0 9 7 2 - 1 1 4 - 3 8 0 on the form", "phone", "0 9 7 2 - 1 1 4 - 3 8 0"),
])
def test_a_number_the_numbers_view_wrote_shorter_still_ends_where_it_was_typed(text, kind, span):
    assert (kind, span) in _found(text)
