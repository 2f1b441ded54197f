"""Action set 50 on arrival (session 32): a hazardous appliance banned, an area closed until it is altered, emergency
lighting installed, materials that cannot burn, padded rails, physical zoning, speed ramps and a passage sealed off
are physical changes (stronger); an alert the record generates, a soft stop and scenario-based practice are
intermediate, in both languages where the published hierarchies agree. Each sentence is written for this test."""

from __future__ import annotations

import pytest

from rootcause.domain.actions.strength import classify_action


@pytest.mark.parametrize(("text", "lang"), [
    ("Portable gas heaters are now banned from every ward and corridor.", "en"),
    ("The two endoscopy rooms were closed and will remain closed until the ventilation is rebuilt.", "en"),
    ("Install battery-backed emergency lights in every critical care bay.", "en"),
    ("Wall linings in patient areas will be replaced with non-combustible panels.", "en"),
    ("Padded side rails will be fitted to every bed in the seizure unit.", "en"),
    ("Entry to the MRI suite is enforced by physical zoning, so no one reaches the scanner unscreened.", "en"),
    ("Speed humps were laid on the ambulance bay approach road.", "en"),
    ("隔離病房的出入通道已全部封起來，只留一個入口。", "zh-TW"),
    ("各加護病房全面加裝緊急照明。", "zh-TW"),
])
def test_a_physical_change_to_the_place_is_stronger(rules, text, lang):
    result = classify_action(text, rules, lang=lang)
    assert result.strength == "stronger", result


@pytest.mark.parametrize(("text", "lang"), [
    ("An EHR-generated alert now fires when the sepsis criteria are met.", "en"),
    ("The library sets a soft stop that the nurse can override after a second look.", "en"),
    ("Scenario-based training for obstetric haemorrhage runs every month on the unit.", "en"),
])
def test_software_that_can_be_overridden_and_scenario_practice_are_intermediate(rules, text, lang):
    result = classify_action(text, rules, lang=lang)
    assert result.strength == "intermediate", result
