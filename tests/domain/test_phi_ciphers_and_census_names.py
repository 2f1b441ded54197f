"""PHI guard, issue 17: identifiers in an encoding anyone undoes (Base64, ROT13, Morse, a reversed address), names
from the census tables, and the canonical form's new readings (a combining mark on a digit, alternating case, ‧).

Every identifier here is invented for the test.
"""

from __future__ import annotations

import base64
import codecs

import pytest

from rootcause.domain.phi import find_phi


def _kinds(text: str) -> list[str]:
    return [f.kind for f in find_phi(text)]


def _b64(text: str) -> str:
    return base64.b64encode(text.encode("utf-8")).decode("ascii")


@pytest.mark.parametrize(("plain", "template", "kind"), [
    ("Marguerite Okafor", "Patient name (b64): {} - fall at 03:00.", "person_name"),
    ("0987 114 652", "Son's number, base64: {}", "phone"),
    ("林佩蓉", "病人姓名（base64）：{}，轉床時跌倒。", "person_name"),
    ("0933218774", "家屬電話（編碼後）{}，請回電。", "phone"),
])
def test_an_identifier_in_base64_is_read_decoded(plain, template, kind):
    text = template.format(_b64(plain))
    assert kind in _kinds(text), text


@pytest.mark.parametrize("text", [
    "The audit log stores SHA256 digests; token abcdEFGH1234 was rotated after the upgrade.",
    "Order set ICUSEDATION2024 was retired and HbA1c targets were reviewed.",
    "The pump firmware v3r1Q9Zx was updated by biomedical engineering.",
    "Ventilator settings: PEEP 8, FiO2 0.4, SpO2 94% on 2 L/min.",
])
def test_codes_and_words_that_only_look_like_base64_stay_writable(text):
    assert find_phi(text) == []


def test_rot13_and_morse_are_read_only_where_the_text_says_so():
    name = codecs.encode("Desmond Achterberg", "rot13")
    assert "person_name" in _kinds(f"Patient (rot13): {name} - missed dose of enoxaparin.")
    assert find_phi("rot13 of the word pump is chzc, as the quiz said") == []
    assert "person_name" in _kinds("Surname in Morse: -.- .- .-. .- -. - she fell in the bathroom.")
    assert find_phi("The monitor beeped ... --- ... in morse during the drill, then stopped.") == []
    spaced = "Patient name .--. .- .-. -.- was on the list."  # (no cue: dots and dashes are not read)
    assert "person_name" not in _kinds(spaced) or "Park" in spaced


def test_an_address_written_backwards_is_an_address():
    assert _kinds("Family e-mail, reversed for safety: moc.liamtoh@4791nesnarbmah") == ["email"]
    assert _kinds("家屬信箱倒著寫：wt.moc.oohay@aihsnuhc") == ["email"]


@pytest.mark.parametrize("text", [
    "Giovanna Rossi was not reassessed after the morphine bolus.",
    "gIoVaNnA rOsSi was not reassessed after the morphine bolus.",
    "Deshawn was found on the floor beside his bed at 04:10.",
])
def test_census_given_names_and_surnames_are_names_in_a_persons_sentence(text):
    assert "person_name" in _kinds(text), text


@pytest.mark.parametrize("text", [
    "Every year thousands of patients die in Irish hospitals.",
    "A 21-year-old woman died in Hong Kong after the drug was given by the wrong route.",
    "Allegra was substituted for Viagra by the dispensing robot.",
    "The iPhone app and the McDonald criteria were discussed with CPoE and eMAR leads.",
])
def test_places_peoples_drug_brands_and_mixed_case_words_are_no_names(text):
    assert find_phi(text) == []


@pytest.mark.parametrize(("text", "kind"), [
    ("Patient age 9\u03326\u0332, transferred from the rest home.", "age_over_89"),
    ("年齡：9\u03327\u0332歲，從護理之家轉入。", "age_over_89"),
    ("健保卡號 0002‧6815‧3349 被寫在白板角落。", "nhi_card"),
])
def test_marks_that_decorate_digits_do_not_hide_them(text, kind):
    assert kind in _kinds(text), text
