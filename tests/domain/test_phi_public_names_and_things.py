"""Names that refer to no one in the event, and numbers that belong to things (issue 17). The team's own examples."""

from __future__ import annotations

import pytest

from rootcause.domain.phi.detect import find_phi


@pytest.mark.parametrize("text", [
    "Following Reason (1990) and Leape et al. (1995), the team mapped latent conditions.",
    "Cf. Ockenden 2022 review; Kirkup report (2015) recommendations 3 and 7.",
    "Allen test performed before the arterial line; Murphy sign negative.",
    "She was moved to the Edith Cavell Unit in Ipswich overnight.",
    "Incidents are reported to Safer Care Victoria and to the Coroners Court of Victoria.",
    "輸液套組批號0912 558 097經原廠召回，已下架。",
    "財產編號A223400789是病床，不在租賃清單上。",
    "Lot no. 0912 558 097 and model no. A223400789 were recalled.",
])
def test_a_cited_author_an_eponym_a_place_or_a_things_number_stays_writable(text):
    assert find_phi(text) == []


@pytest.mark.parametrize("text", [
    "Mrs Leape (1931) fell in the bathroom",
    "Dr Allen reviewed the patient at 0200",
    "病人身分證A223400789與健保卡不符",
    "家屬電話0912 558 097",
    "Victoria was admitted with a fractured hip",
])
def test_the_same_names_and_numbers_about_a_person_are_refused(text):
    assert find_phi(text) != []


@pytest.mark.parametrize("text", [
    "Lord Hennessy of Kilburn is to chair the review.",
    "Medical examiner Priya Ramanathan told the hearing the dose was fatal.",
    "Saoirse Cullinane (the deceased) died on the ward.",
])
def test_peers_officials_and_the_deceased_named_in_published_text_are_refused(text):
    assert find_phi(text) != []


def test_a_peers_title_before_a_word_stays_writable():
    assert find_phi("Lady Day and the Lord Mayor's show closed the road; the lady in bed 3 slept.") == []


@pytest.mark.parametrize("text", [
    "Leape LL, Berwick DM. Five years after To Err Is Human. JAMA; 2005.",
    "參考文獻：Reason J, Hobbs A. Managing maintenance error. Ashgate; 2003.",
    "The neonate, aged 95 minutes, was moved to the special care nursery.",
])
def test_a_reference_list_entry_and_an_age_in_minutes_stay_writable(text):
    assert find_phi(text) == []


def test_a_surname_and_initial_outside_a_reference_is_refused():
    assert find_phi("Smith J, the patient in bed 4, fell in 2023") != []
