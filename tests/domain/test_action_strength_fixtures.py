"""Action strength, issue 19: a fixture of the building (a solid ceiling, a ceiling-mounted hoist, a parapet wall, a
single way into a unit), one piece of equipment put in place of another, a door that locks itself and a machine that
prepares the doses are the stronger actions of the hierarchy; a robot in an operating theatre, a geofence and a
second nurse on long cases are not.

Every sentence here was written for these tests; none is taken from a data file.
"""

from __future__ import annotations

import pytest

from rootcause.domain.actions.strength import classify_action


@pytest.mark.parametrize(("text", "lang"), [
    ("Fit ceiling-mounted hoists in every single room on the stroke ward.", "en"),
    ("Replace the suspended ceilings in the seclusion rooms with solid ceilings.", "en"),
    ("Use a wall push-button instead of a pull-cord in each en-suite.", "en"),
    ("The unit becomes a closed unit with a single point of entry at reception.", "en"),
    ("The exit doors lock automatically when a tagged baby comes near.", "en"),
    ("Intravenous doses will be prepared by a compounding robot in pharmacy.", "en"),
    ("頂樓陽台加設 2 米高圍牆，並於窗外加裝欄杆。", "zh-TW"),
    ("將老舊的消防喉管全面更換。", "zh-TW"),
    ("化療藥品改由配藥機器人調配。", "zh-TW"),
])
def test_a_fixture_a_swap_of_equipment_or_a_machine_that_takes_the_step_is_stronger(rules, text, lang):
    assert classify_action(text, rules, lang=lang).strength == "stronger"


@pytest.mark.parametrize(("text", "lang"), [
    ("Add a second scrub nurse to robotic cases expected to last over four hours.", "en"),
    ("急診導入地理圍欄定位手環，監測高風險病人是否離開。", "zh-TW"),
])
def test_a_robot_in_theatre_or_a_geofence_is_no_physical_change(rules, text, lang):
    assert classify_action(text, rules, lang=lang).strength != "stronger"
