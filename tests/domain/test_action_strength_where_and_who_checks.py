"""Action strength, issue 19: keeping a hazard only where it is safe is a physical change or a forcing function
("stock allowed only in theatres", "pumps programmed to allow the infusion only in ventilated areas"), and so is
taking a faulty product off sale (器械暫停販售); a second person witnessing is a double check however the sentence
frames it as a "system requiring" it.

Every sentence here was written for these tests (none is taken from a data file).
"""

from __future__ import annotations

import pytest

from rootcause.domain.actions.strength import classify_action


@pytest.mark.parametrize(("text", "lang", "category"), [
    ("Ward stock of concentrated potassium should be allowed only in the intensive care unit.", "en",
     "PHYSICAL-CHANGE"),
    ("Vials of insulin U-500 should not be stocked in or dispensed to general medical wards.", "en",
     "ELIMINATE"),  # (a hazardous form kept off the wards: an elimination)
    ("Infusion pumps will be programmed to allow the epidural library only in the obstetric theatre.", "en",
     "FORCING-FUNCTION"),
    ("原廠已將有瑕疵的縫合器械暫停販售。", "zh-TW", "PHYSICAL-CHANGE"),
])
def test_keeping_the_hazard_only_where_it_is_safe_is_the_top_of_the_hierarchy(rules, text, lang, category):
    rated = classify_action(text, rules, lang=lang)
    assert (rated.strength, rated.category) == ("stronger", category), rated.reason


@pytest.mark.parametrize("text", [
    "The laboratory will adopt a double-witnessing system requiring two scientists to sign each transfer.",
    "Staff would be required to ask a colleague to witness and document each step.",
])
def test_a_second_person_witnessing_is_a_double_check_not_a_forcing_function(rules, text):
    rated = classify_action(text, rules, lang="en")
    assert (rated.strength, rated.category) == ("weaker", "DOUBLE-CHECK"), rated.reason


@pytest.mark.parametrize(("text", "category"), [
    ("The health board prohibited use of insulin pens shared between patients on its wards.", "PHYSICAL-CHANGE"),
    ("The alert calls for the removal of concentrated potassium ampoules from general clinical areas.",
     "PHYSICAL-CHANGE"),
    ("Replace the current stocks of 10% lidocaine with the 1% product only.", "ELIMINATE"),
    ("Dispense vinca alkaloids diluted in a minibag rather than a syringe.", "ELIMINATE"),
])
def test_prohibiting_removing_or_substituting_the_hazard_is_the_top_of_the_hierarchy(rules, text, category):
    rated = classify_action(text, rules, lang="en")
    assert (rated.strength, rated.category) == ("stronger", category), rated.reason


def test_replacing_paper_charts_at_the_bedside_with_tablets_is_no_substitution_of_a_hazard(rules):
    rated = classify_action("The ward replaced the paper charts used at the bedside with tablets.", rules, lang="en")
    assert rated.category != "ELIMINATE", rated.reason


@pytest.mark.parametrize(("text", "lang", "category"), [
    ("Hospitals have been told to destroy any of the unlicensed product still on wards.", "en", "ELIMINATE"),
    ("衛生局要求廠商於月底前完成回收。", "zh-TW", "ELIMINATE"),
    ("Infusion pumps in theatres should be configured to accept doses in mg/kg only.", "en", "FORCING-FUNCTION"),
    ("Electronic health records should only allow weight entries in kilograms.", "en", "FORCING-FUNCTION"),
])
def test_destroying_recalling_or_a_setting_that_admits_one_unit_is_the_top_of_the_hierarchy(rules, text, lang,
                                                                                              category):
    rated = classify_action(text, rules, lang=lang)
    assert (rated.strength, rated.category) == ("stronger", category), rated.reason


def test_advice_to_discard_damp_medicines_at_home_is_no_recall(rules):
    rated = classify_action("受潮的藥物即使未過期也需要銷毀。", rules, lang="zh-TW")
    assert rated.strength != "stronger", rated.reason
