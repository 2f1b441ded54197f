"""A name in published narrative that only the sentence's verb gives away: what only a mind does ("Okoro believes"),
what befalls a patient with a pronoun taking them up ("Adaeze suffered a bleed and her ..."), and a person's own health
("Mary's health declined"), each beside the office or the product that has the same shape."""

from __future__ import annotations

import pytest

from rootcause.domain.phi.detect import find_phi


@pytest.mark.parametrize("text", [
    "Okafor believes the review should have started sooner.",
    "Trevithick thought the bleeding had stopped by midnight.",
    "Wojcikowska suffered a post-partum bleed and her haemoglobin fell to 62.",
    "A narrative conclusion found Margaret's health declined on the ward.",
    "Tom's health care at the home was poor.",
])
def test_the_verb_or_the_health_owned_shows_a_person(text):
    assert any(f.kind == "person_name" for f in find_phi(text)), text


@pytest.mark.parametrize("text", [
    "The trust believes the delay was unusual.",
    "Omnicell went down overnight and her insulin was late.",
    "Ontario's health ministry said it would review the case.",
    "Ireland's Health Service Executive apologised to the family.",
    "Victoria's health care system was under strain that winter.",
])
def test_an_organisation_that_believes_or_a_place_s_health_office_names_no_one(text):
    assert not find_phi(text), text


@pytest.mark.parametrize("text", [
    "Medtronix said customers who hold the affected lot should quarantine it.",
    "Section F689 Accident Hazards states that a facility must keep the environment free of hazards.",
])
def test_a_maker_speaking_to_its_customers_or_a_heading_of_two_words_names_no_one(text):
    assert not find_phi(text), text


@pytest.mark.parametrize("text", [
    "Coroner Cooper found the delay had contributed to the death.",
    "Okonkwo said the affected product had never been used on her.",
])
def test_an_office_before_a_surname_or_a_known_name_speaking_still_names_someone(text):
    assert any(f.kind == "person_name" for f in find_phi(text)), text
