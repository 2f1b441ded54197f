"""Action strength, issue 19: a device designed so the error cannot happen (connectors that do not fit the wrong line,
free-flow protection, a seal that shows tampering, a thermal fuse), a machine numbering or counting what staff did by
hand, and a recall or a newer model with built-in protection are stronger; more hands (manpower) and saying the plan
aloud (verbalised) are intermediate.

Every sentence here was written for these tests; none is taken from a data file.
"""

from __future__ import annotations

import pytest

from rootcause.domain.actions.strength import classify_action


@pytest.mark.parametrize("text", [
    "Enteral syringes will be bought with connectors that are not compatible with intravenous lines.",
    "All volumetric pumps must have free-flow protection before they are issued to wards.",
    "Blood culture bottles will be supplied with tamper-evident caps.",
    "Thermal fuses will be fitted to the oxygen tubing at every bed space.",
    "The laboratory will introduce auto-numbering of specimen labels so no number is typed by hand.",
    "The trust will buy new models with built-in protections against free flow.",
])
def test_a_design_that_makes_the_error_impossible_or_takes_the_manual_step_away_is_stronger(rules, text):
    assert classify_action(text, rules).strength == "stronger"


@pytest.mark.parametrize(("text", "category"), [
    ("Improve manpower deployment on the night shift in the emergency department.", "STAFFING"),
    ("The surgeon will verbalise the implant's make and model to the team before opening it.", "READ-BACK"),
])
def test_more_hands_and_saying_the_plan_aloud_are_intermediate(rules, text, category):
    result = classify_action(text, rules)
    assert (result.strength, result.category) == ("intermediate", category)


def test_a_memo_asking_staff_to_be_careful_with_connectors_stays_weaker(rules):
    assert classify_action("Staff are reminded to be careful when connecting syringes.", rules).strength == "weaker"


@pytest.mark.parametrize(("text", "lang"), [
    ("Concentrated sodium chloride will be stored only in pharmacies, not in patient care areas.", "en"),
    ("Bathroom doors on the dementia ward will be painted a contrasting colour.", "en"),
    ("Upstairs windows will be fitted so that the maximum opening is 100 mm.", "en"),
    ("The trust reduced the variety of syringe drivers to two models.", "en"),
    ("Standard doses and standard formulations of oral morphine were agreed across the region.", "en"),
    ("Ward scales were changed so they can no longer display pounds.", "en"),
    ("病房不得存放高濃度氯化鉀。", "zh-TW"),
    ("急診改造工程完成後，檢傷區與候診區分開。", "zh-TW"),
    ("全院改用安全針具。", "zh-TW"),
])
def test_what_is_stored_where_how_the_place_looks_and_one_standard_are_stronger(rules, text, lang):
    assert classify_action(text, rules, lang=lang).strength == "stronger"


@pytest.mark.parametrize(("text", "category"), [
    ("An opioid conversion chart will be put on every drug trolley.", "CHECKLIST"),
    ("Swabs with radiofrequency tags will be used in every emergency laparotomy.", "SOFTWARE"),
    ("A security officer will be stationed on site at night.", "STAFFING"),
    ("The ward reduced the number of beds from 28 to 22 to match its nurses.", "STAFFING"),
])
def test_cognitive_aids_tracking_technology_and_workload_are_intermediate(rules, text, category):
    result = classify_action(text, rules)
    assert (result.strength, result.category) == ("intermediate", category)


@pytest.mark.parametrize("text", ["製作管路照護提醒小卡，發給每位新進護理師。",
                                  "製作呼吸器警報排除簡易操作流程，貼在機器旁。",
                                  "提供化療給藥運算工具，減少流速計算錯誤。"])
def test_a_card_a_simple_procedure_sheet_or_a_calculating_tool_is_a_cognitive_aid(rules, text):
    result = classify_action(text, rules, lang="zh-TW")
    assert (result.strength, result.category) == ("intermediate", "CHECKLIST")
