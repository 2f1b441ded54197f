"""Firms, places, holidays and drugs that look like people, and a name given with where the person lived (issue 17).

The examples are the team's own, written for these rules; none comes from a dev or held-out set.
"""

from __future__ import annotations

import pytest

from rootcause.domain.phi import name_tables as N
from rootcause.domain.phi.detect import find_phi


@pytest.mark.parametrize("text", [
    "Dressings from Smith & Nephew were out of stock on the ward.",  # a firm joined by "&"
    "The Dr Foster benchmarking report flagged the ward's mortality.",  # a data service
    "On Boxing Day the ward ran with three registered nurses.",  # a holiday
    "He was flown to the Lady Cilento Children's Hospital overnight.",  # a place word three words on
    "A Hawke's Bay woman waited nine hours in the emergency department.",  # a region named by a bay
    "The hospital in Utica, N.Y., paused its cardiac surgery.",  # a town and its state
    "Mixing tramadol with Levothyroxine was not flagged; 病人 Levothyroxine 與鈣片同服。",  # drug names
    "The score is worked out by an online system called Wardwatcher.",  # a thing called something
    "醫師曾囑咐須將病人雙手保護性約束。",  # 曾 as "had", not a surname
    "當天老翁因食物噎住送醫。",  # 老翁 "old man"
])
def test_a_firm_a_place_a_holiday_a_drug_or_a_product_names_no_one(text):
    assert find_phi(text) == []


@pytest.mark.parametrize("text", [
    "Mr & Mrs Adeyemi were not told of the delay.",  # titles joined by "&" are still people
    "Dr Foster reviewed the patient at 03:00.",  # the same words as a doctor
    "Eve was with her mother on Christmas Day.",
    "Frank Cope, of Napier Street, Burton, died after the fall.",  # inquest style: a name and where they lived
    "醫師曾美玲囑咐須約束雙手。",  # 曾 with given-name characters after it is a surname
])
def test_the_same_words_naming_people_are_still_refused(text):
    assert [f.kind for f in find_phi(text)] == ["person_name"]


def test_the_drug_table_leaves_out_names_that_are_also_census_names():
    assert "levothyroxine" in N.DRUG_NAMES and "clexane" in N.DRUG_NAMES
    assert not (N.DRUG_NAMES & N.GIVEN_NAMES)
