"""Identifiers in the forms the twenty-sixth and twenty-seventh red-team rounds showed, each beside the look-alike
that must stay writable: a phone typed with look-alike letters after "call … on", an address spelled out with a
country's domain, "SURNAME, Given" with a given name no list knows, two names run together in a file name, a
Medicare identifier after its full label, a bare "NHS" before ten digits, a given name that is a word before an
unknown surname, a personal blog's address, and a birth date "filled in" a form's field.

Examples are the team's own (the dev sets in tests/data are measured, not asserted line by line here).
"""

from __future__ import annotations

import pytest

from rootcause.domain.phi.detect import find_phi


def _found(text: str) -> list[tuple[str, str]]:
    return [(f.kind, text[f.start:f.end]) for f in find_phi(text)]


@pytest.mark.parametrize(("text", "kind", "span"), [
    ("Please call the son on O79l2 S48 6O3 before the ward round.", "phone", "O79l2 S48 6O3"),
    ("Send it to li dot wen dot hsu at sapo dot pt tonight.", "email", "li dot wen dot hsu at sapo dot pt"),
    ("Whiteboard showed 'DHILLON, Harpreet' by the window.", "person_name", "DHILLON, Harpreet"),
    ("Uploaded IMG_heel_AdeyemiTitilayo_2025-01-04.jpg to the shared drive.", "person_name", "AdeyemiTitilayo"),
    ("Medicare Beneficiary ID 7EG4-TE5-MK72 was on the letter.", "national_id", "7EG4-TE5-MK72"),
    ("NHS 943 476 5919 was written on the fax cover.", "medical_record", "943 476 5919"),
    ("The charge nurse was Blessing Nwachukwu on the night.", "person_name", "Blessing Nwachukwu"),
    ("家屬把過程寫在 https://wanglihua.pixnet.net/blog 上。", "person_name", "wanglihua"),
    ("診斷書出生欄填 52.11.03，與身分證不符。", "date_of_birth", "52.11.03"),
])
def test_the_identifier_is_found(text, kind, span):
    assert (kind, span) in _found(text)


@pytest.mark.parametrize("text", [
    "Call him on Oxford ward if the line blocks again.",
    "She was seen at home dot in the evening by the district nurse.",
    "NOTE, Xylocaine was already given before the block.",
    "Saved as IMG_WoundCare_2025-01-04.jpg in the ward folder.",
    "The family was told to ring NHS 111 if the pain returned.",
    "River Thames flooding closed the car park.",
    "The county health bureau posts on https://changhua.pixnet.net every week.",
    "出生後填寫 113.07.02 的出院準備單。",
    "Dr Foster mortality data put the trust above the expected range.",
])
def test_the_look_alike_stays_writable(text):
    assert _found(text) == []


@pytest.mark.parametrize(("text", "name"), [
    ("死者為簡浩明，上月在急症室離世。", "簡浩明"),
    ("本案死因裁判官為蘇志明，醫管局由律師代表。", "蘇志明"),
    ("家屬說姓名是林罔枝，請櫃台查舊病歷。", "林罔枝"),
    ("何指，病人當晚血氧下降需要抽痰。", "何"),
    ("區家明作供時指，母親曾兩度求診。", "區家明"),
])
def test_hong_kong_inquest_reports_name_people_this_way(text, name):
    assert ("person_name", name) in _found(text)


@pytest.mark.parametrize("text", [
    "一名當值護士曾進入病格為其他病人護理。",
    "病人為唐氏症，以手勢溝通。",
    "死者為男性，送院時已無脈搏。",
])
def test_an_adverb_a_diagnosis_or_a_sex_after_those_words_is_no_name(text):
    assert _found(text) == []


@pytest.mark.parametrize("text", ["病人左小腿水腫三天。", "醫生誤認血管瘤位於病人左頭顱。"])
def test_left_before_a_body_part_is_no_surname(text):
    assert _found(text) == []


def test_the_surname_left_is_still_a_name_in_a_handover_row():
    assert ("person_name", "左季蓉") in _found("交班單第四列：左季蓉 / 34-1床 / NPO。")
