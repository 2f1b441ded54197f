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


@pytest.mark.parametrize("text", [
    "EPR downtime review. Meditrak went down at 02:40 and came back at 04:10.",
    "Roger that, transferring to resus now.",
    "Rang switchboard on 0118 496 0123 and asked for the on-call registrar.",
    "Stanford type A dissection; cardiothoracics on the way.",
])
def test_a_system_going_down_a_radio_reply_a_switchboard_and_a_classification_name_no_one(text):
    assert not find_phi(text), text


@pytest.mark.parametrize(("text", "kind"), [
    ("Bernadette went down to theatre at 10:00.", "person_name"),
    ("Link sent to the wrong family: https://portal.example.org/Visit?pid=004417263&view=labs", "medical_record"),
])
def test_a_person_going_down_to_theatre_and_a_chart_number_in_a_link_are_found(text, kind):
    assert any(f.kind == kind for f in find_phi(text)), text
