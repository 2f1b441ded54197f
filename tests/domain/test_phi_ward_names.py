"""English names as ward notes write them: beside a relative's or a worker's word, a bracketed role, a bed or a
department, in quotes after a label, a given name with a surname no list knows (issue 17). The team's own examples."""

from __future__ import annotations

import pytest

from rootcause.domain.phi.detect import find_phi


@pytest.mark.parametrize("text", [
    "the plan was agreed with granddaughter Tayla by phone",
    "ward clerk Ignatius filed the wrong notes",
    "Faith (pt's niece) asked for the results",
    "Ask Roderick (HCA) to complete the falls form",
    "toddler (Kobe, 3) swallowed a magnet",
    "Callum from radiology said the scan was reported",
    "Bay 4 – Przybylski – NBM – for theatre",
    "B7 DOREEN — FALLS — FLUIDS",
    "the wrong dose went to tiaki in bed 14",
    "the okonkwo gentleman in bay 2 was not turned",
    "one pot labelled 'Szymanski', the other blank",
    "Fern Appleyard-Mbeki, the day sister, signed the check",
    "Lily-Mae was given the wrong formula",
])
def test_a_name_where_a_ward_note_puts_it_is_refused(text):
    assert "person_name" in [f.kind for f in find_phi(text)]


@pytest.mark.parametrize("text", [
    "Staff routinely override the Pyxis to get medications before pharmacy verification.",
    "The Arkansas State Board of Nursing is investigating two nurses.",
    "The ADON admitted that this issue had not been reported.",
    "Vitamin B12 – LOW; bed 4 – NBM; bay 2 – side room",
    "Results from pharmacy came back late; samples from the lab were lost.",
    "The family (both parents) asked for an interpreter.",
    "the patient in bed 9 was not turned; the old lady in bay 2 was confused",
    "one pot labelled 'Histology', the other 'Urgent'",
])
def test_devices_posts_places_and_words_in_those_places_stay_writable(text):
    assert find_phi(text) == []


@pytest.mark.parametrize(("text", "kind"), [
    ("Staff Nurse K. Obradovic gave the 0600 dose late", "person_name"),
    ("OVERNIGHT MRS KAVANAGH PULLED HER CANNULA", "person_name"),
    ("the midwife handed baby Hope to the wrong mother", "person_name"),
    ("陳佳琪姐（傳送人員）推錯病床。", "person_name"),
    ("son says she's ninety-six and still drives", "age_over_89"),
    ("family confirmed he is 97.", "age_over_89"),
    ("LIVES ALONE AT 9 BRACKEN HILL, KEY UNDER MAT", "address"),
    ("sent home to Blk 45 Bedok North Ave #11-302 without a plan", "address"),
])
def test_a_person_age_or_home_where_ward_notes_write_it_is_refused(text, kind):
    assert kind in [f.kind for f in find_phi(text)]


@pytest.mark.parametrize("text", [
    "MR SEVERE ON ECHO. MS MODERATE. DR REVIEW PENDING.",
    "baby formula given; baby monitor alarmed twice",
    "she lives alone at home with two carers a day",
    "he is 97.5 kg on the ward scales",
])
def test_abbreviations_weights_and_homes_without_an_address_stay_writable(text):
    assert find_phi(text) == []
