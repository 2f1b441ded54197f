"""Action strength, issue 19: taking a hazardous product off the market and changing the building are the top of
the hierarchy (elimination, architectural change), and so are sprinklers, controlled entry and connectors shaped for
one route; the look-alike is calling patients back, which recalls no product.

Every sentence here was written for these tests (none is taken from a data file).
"""

from __future__ import annotations

import pytest

from rootcause.domain.actions.strength import classify_action


@pytest.mark.parametrize(("text", "lang", "category"), [
    ("The 5 mL oral syringe supplied with the suspension should be recalled.", "en", "ELIMINATE"),
    ("The manufacturer has started a voluntary recall of all lots of the infant drops.", "en", "ELIMINATE"),
    ("衛福部要求廠商將外觀相似的兩種包裝全面下架。", "zh-TW", "ELIMINATE"),
    ("院方將拆除急診後方違規加蓋的儲藏室。", "zh-TW", "PHYSICAL-CHANGE"),
    ("新大樓擴建後加護病房每床均為單人房。", "zh-TW", "PHYSICAL-CHANGE"),
    ("All care homes must be fitted with automatic sprinklers by next year.", "en", "PHYSICAL-CHANGE"),
    ("Introduce controlled entry to the MRI scanner room.", "en", "PHYSICAL-CHANGE"),
    ("Use shape-coded connectors so that an epidural line cannot take an intravenous syringe.", "en",
     "FORCING-FUNCTION"),
])
def test_removing_the_product_or_changing_the_building_is_the_top_of_the_hierarchy(rules, text, lang, category):
    rated = classify_action(text, rules, lang=lang)
    assert (rated.strength, rated.category) == ("stronger", category), rated.reason


@pytest.mark.parametrize("text", [
    "感控人員召回受檢者進一步檢查，避免感染範圍擴大。",
    "Improve staff recall of the escalation steps with a pocket card.",
])
def test_calling_patients_back_or_remembering_is_no_product_recall(rules, text):
    assert classify_action(text, rules, lang="zh-TW" if not text.isascii() else "en").category != "ELIMINATE"


@pytest.mark.parametrize(("text", "category"), [
    ("The hospital will no longer use alcohol-based skin preparation in emergency operations.", "ELIMINATE"),
    ("The trust has decided to replace its end-of-life fluoroscopy machine this year.", "PHYSICAL-CHANGE"),
    ("Improved design of a smaller, lighter sharps container for the wards.", "PHYSICAL-CHANGE"),
])
def test_stopping_a_hazardous_product_or_replacing_the_equipment_itself_is_stronger(rules, text, category):
    rated = classify_action(text, rules, lang="en")
    assert (rated.strength, rated.category) == ("stronger", category), rated.reason


def test_a_routine_replacement_or_a_replacement_plan_is_not_a_physical_change(rules):
    for text in ("Replace the batteries in the bladder scanner every month.",
                 "Hospitals should have a plan for how product replacements are used during a shortage."):
        assert classify_action(text, rules, lang="en").strength == "weaker", text


@pytest.mark.parametrize(("text", "lang", "category"), [
    ("Store every neuromuscular blocker in lidded bins in the anaesthetic room.", "en", "FORCING-FUNCTION"),
    ("The order system gains a block-off function for doses above the ceiling.", "en", "FORCING-FUNCTION"),
    ("病房建置懸吊移位系統，協助住民上下床。", "zh-TW", "PHYSICAL-CHANGE"),
])
def test_a_lid_a_block_or_a_ceiling_lift_is_the_top_of_the_hierarchy(rules, text, lang, category):
    rated = classify_action(text, rules, lang=lang)
    assert (rated.strength, rated.category) == ("stronger", category), rated.reason


@pytest.mark.parametrize("text", [
    "The fire door on the stairwell was adjusted so that it latches every time.",
    "The broken window latch in the day room was repaired the same afternoon.",
    "The unit transitioned to enteral connectors that cannot take a Luer syringe.",
    "Install bollards in front of the emergency department's pedestrian entrance.",
])
def test_mending_a_barrier_or_changing_over_to_other_equipment_is_a_physical_change(rules, text):
    result = classify_action(text, rules, lang="en")
    assert result.strength == "stronger"


def test_a_fixed_rate_is_no_repair(rules):
    result = classify_action("Run the pump at a fixed rate of 20 mL an hour until review.", rules, lang="en")
    assert result.strength != "stronger"


@pytest.mark.parametrize(("text", "category"), [
    ("The trust will roll out the new pumps on every ward by March.", "PHYSICAL-CHANGE"),
    ("All units should move to the new connectors this year.", "PHYSICAL-CHANGE"),
    ("Pharmacy will dispense vincristine in a minibag, never in a syringe.", "ELIMINATE"),
    ("Place a HARDSTOP on verification when no allergy status is recorded.", "FORCING-FUNCTION"),
])
def test_changing_over_to_safer_equipment_or_a_hard_stop_is_stronger(rules, text, category):
    result = classify_action(text, rules, lang="en")
    assert (result.strength, result.category) == ("stronger", category)
