"""Action strength, issue 19: sensing, tracking and detection technology put into the work (a bed sensor, an
instrument tracking system, AI image recognition, 感應器, 辨識系統) is a technology enhancement, intermediate in the
VA NCPS hierarchy: it catches the error for a person who can still miss or ignore it. It never outranks a mechanism
that stops the step, and a study of such a technology is still a study when nothing is put in place.

Every sentence here was written for these tests; none is taken from a data file.
"""

from __future__ import annotations

import pytest

from rootcause.domain.actions.strength import classify_action


@pytest.mark.parametrize(("text", "lang"), [
    ("Bed sensors will alert the nurse when a patient at high risk of falls gets out of bed.", "en"),
    ("An instrument tracking system will record which tray went to which theatre.", "en"),
    ("Cardiac monitor alarms will be sent to the nurse's pager through an alarm escalation pathway.", "en"),
    ("失智病人配戴感應器手環，經過病房出口時即發出警示。", "zh-TW"),
    ("藥局導入AI辨識系統比對裸錠外觀，提醒外觀相似藥品混入。", "zh-TW"),
])
def test_sensing_and_tracking_technology_is_a_technology_enhancement(rules, text, lang):
    result = classify_action(text, rules, lang=lang)
    assert (result.strength, result.category) == ("intermediate", "SOFTWARE")


def test_a_sensor_that_stops_the_step_is_still_a_forcing_function(rules):
    text = "手術室導入紗布RFID偵測系統，數量不符時無法結束手術紀錄。"
    assert classify_action(text, rules, lang="zh-TW").strength == "stronger"


@pytest.mark.parametrize(("text", "lang"), [
    ("Install motion detectors in the side rooms of the dementia ward.", "en"),
    ("Fit CCTV to the corridor outside the seclusion room so staff at the desk can see it.", "en"),
    ("於失智病房出口加裝偵測器，長者靠近時通知護理站。", "zh-TW"),
    ("病室浴廁裝設感應系統，住民久坐不動時發出通知。", "zh-TW"),
])
def test_installing_a_device_that_only_calls_staff_is_technology_not_a_physical_change(rules, text, lang):
    """Installing is physical, but what stops the harm is a person answering the call: intermediate."""
    result = classify_action(text, rules, lang=lang)
    assert (result.strength, result.category) == ("intermediate", "SOFTWARE")


def test_installing_a_physical_barrier_stays_a_physical_change(rules):
    result = classify_action("Install grab rails beside every toilet on the ward.", rules, lang="en")
    assert (result.strength, result.category) == ("stronger", "PHYSICAL-CHANGE")
