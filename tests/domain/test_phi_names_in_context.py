"""Names without a title: found by what the sentence does with them, in both languages, and never an eponym,
a clinical word or a given name that is only a word here."""

from __future__ import annotations

import pytest

from rootcause.domain.phi.detect import find_phi


def _names(text: str) -> list[str]:
    """The names found, without a possessive ending (which rule took the span decides whether it has one)."""
    return [text[f.start : f.end].removesuffix("'s") for f in find_phi(text) if f.kind == "person_name"]


@pytest.mark.parametrize(("text", "name"), [
    ("Peter was taken to theatre at 14:00.", "Peter"),
    ("Lucy developed a fever overnight.", "Lucy"),
    ("Jane Doe was admitted in April.", "Jane Doe"),
    ("Doe was referred to the falls clinic.", "Doe"),
    ("After the transfer, Margaret was then discharged home.", "Margaret"),
    ("The ambulance arrived and Kezia collapsed in the corridor.", "Kezia"),
    ("Will was admitted with chest pain.", "Will"),
    ("Grace developed sepsis on day 3.", "Grace"),
])
def test_a_name_before_a_persons_verb(text, name):
    assert _names(text) == [name]


@pytest.mark.parametrize(("text", "name"), [
    ("Tom's GP was not informed of the change.", "Tom"),
    ("There was no change to Anna's risk assessment.", "Anna"),
    ("Kezia's mother raised concerns twice.", "Kezia"),
    ("May's daughter asked for a review.", "May"),
    ("Anna Smith's notes were not available.", "Anna Smith"),
])
def test_a_name_owning_a_care_word(text, name):
    assert _names(text) == [name]


@pytest.mark.parametrize(("text", "name"), [
    ("The night nurse reviewed Peter at 02:00.", "Peter"),
    ("Two staff were assisting Mary to the toilet.", "Mary"),
    ("The registrar discharged Chen without a follow-up.", "Chen"),
])
def test_a_name_after_a_care_verb(text, name):
    assert _names(text) == [name]


@pytest.mark.parametrize(("text", "name"), [
    ("nurse jenny lee gave the second dose", "jenny lee"),
    ("handover from dr. chen was verbal only", "chen"),
    ("patient ken was found on the floor", "ken"),
])
def test_a_lower_case_role_or_title_with_a_known_name(text, name):
    assert _names(text) == [name]


@pytest.mark.parametrize(("text", "name"), [
    ("病人黃彧澔於凌晨跌倒", "黃彧澔"),
    ("家屬陳翀表示不滿", "陳翀"),
    ("王彧澔 先生表示疼痛", "王彧澔 先生"),
])
def test_a_chinese_given_name_with_rare_characters(text, name):
    assert _names(text) == [name]


@pytest.mark.parametrize("text", [
    "Apgar score was 3 at one minute.",
    "Heimlich manoeuvre was performed by the first responder.",
    "Trendelenburg position was used for the line insertion.",
    "Murphy's sign was positive on examination.",
    "Parkinson's medication was delayed by four hours.",
    "The Foley catheter was removed on day 2.",
    "Grace period for reassessment was 15 minutes.",
    "The patient will be reviewed after the scan.",
    "It may be given with food.",
    "Heparin was given before the scan.",
    "Staff were told about the change at the huddle.",
    "The Trust's policy was not followed.",
    "The night nurse hung heparin instead of insulin.",
    "nurse will check the pump at 06:00",
    "Mark the site before the patient goes to theatre.",
    "Temperature rose to 38.5 and the patient was reviewed.",
    "病人陳述疼痛加劇",
    "病人高燒不退，施打退燒藥",
    "病人曾經跌倒兩次",
    "病人於凌晨瘻管滲漏",
])
def test_eponyms_clinical_words_and_word_names_stay_writable(text):
    assert find_phi(text) == []
