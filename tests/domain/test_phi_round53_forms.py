"""What the fifty-third round showed to be no one (issue 17), each in sentences written for these tests: a ward named
after a tree, eponyms listed before the noun they share, a hospital named after a royal, a health system named after
its founders, a US county, a state's name before a person's noun.
"""

from __future__ import annotations

import pytest

from rootcause.domain.phi.detect import find_phi


@pytest.mark.parametrize("text", [
    "02:10 rapid response call on Aspen ward; the patient was moved to HDU.",
    "Both boys were nursed in Thomas or Hamilton Russell traction for a week.",
    "The crew took the patient to the Royal Albert Edward by mistake.",
    "The board adopted the production system used at Virginia Mason.",
    "The claim was heard in the Circuit Court of Jackson County.",
    "The family of a deceased Ohio man have settled the claim.",
])
def test_a_place_an_eponym_or_a_body_named_after_someone_is_no_one(text):
    assert find_phi(text) == []


@pytest.mark.parametrize("text", [
    "Mrs Aspen was found on the floor of the bathroom.",
    "Jenny Parish was admitted from the emergency department.",
    "The nurse reviewed Thomas at 02:00 and called the registrar.",
])
def test_the_same_words_as_a_persons_name_are_still_found(text):
    assert any(f.kind == "person_name" for f in find_phi(text))
