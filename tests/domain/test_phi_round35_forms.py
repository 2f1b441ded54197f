"""Identifiers in the forms the thirty-fifth red-team round and the twenty-sixth published set showed, each beside the
look-alike that must stay writable: a given name no table knows as the subject of what is done to a patient ("was
found on the floor", "was transferred"), in a side room or bay written short, or set off by a relation or a role after
a comma; a chat mention of a display name; a pasted HL7 patient segment; and a thing found, a county, a microbe after
its genus initial, and an eponym's series of scores.

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
])
def test_the_look_alike_stays_writable(text):
    assert find_phi(text) == []
