"""Action strength, issue 19 (round 44): a recall or a quarantine of stock, old devices replaced, furniture fixed down,
single rooms and a fixture at every bed are changes to what is on hand or to the building (stronger); a card, a sign
or an alarm at every bed, and a check of the batch numbers, are not.

Every sentence here was written for these tests; none is taken from a data file.
"""

from __future__ import annotations

import pytest

from rootcause.domain.actions.strength import classify_action


@pytest.mark.parametrize(("text", "category"), [
    ("The maker is recalling two batches of the oral solution.", "ELIMINATE"),
    ("Quarantine the remaining stock and return it to the wholesaler.", "ELIMINATE"),
    ("Pharmacies must stop supplying the affected lots today.", "ELIMINATE"),
    ("All of the older volumetric pumps are replaced by the end of March.", "PHYSICAL-CHANGE"),
    ("Bedroom furniture on the acute unit will be weighted or bolted down.", "PHYSICAL-CHANGE"),
    ("The new ward is built with single-occupancy rooms.", "PHYSICAL-CHANGE"),
    ("Install a hand-hygiene station at every bedside.", "PHYSICAL-CHANGE"),
])
def test_a_change_to_what_is_on_hand_or_to_the_building_is_stronger(rules, text, category):
    result = classify_action(text, rules, lang="en")
    assert (result.strength, result.category) == ("stronger", category), result.reason


@pytest.mark.parametrize("text", [
    "Place a laminated card with the tube size at each bedside.",
    "Fit fall sensors at every bed in the bay.",
    "Check the stock against the batch numbers in the alert.",
    "Staff were asked to recall the steps of the procedure at handover.",
])
def test_information_alarms_and_checks_at_the_bed_or_the_shelf_are_not(rules, text):
    assert classify_action(text, rules, lang="en").strength != "stronger"
