"""Action set 48 and 49 on arrival (session 31): taking a drug off the formulary or confining it to one department,
a kit that arrives assembled, one product put in another's place, an order screen that should not allow a choice, and
a building laid out for sight lines are the top of the hierarchy, in both languages; a metal detector stays where the
earlier published sets graded it (intermediate), so a cue is added only where the hierarchies agree."""

from __future__ import annotations

import pytest

from rootcause.domain.actions.strength import classify_action


@pytest.mark.parametrize(("text", "lang", "category"), [
    ("Concentrated potassium chloride was made non-formulary across the trust.", "en", "ELIMINATE"),
    ("High-strength morphine was removed from the formulary and replaced by 10 mg/mL.", "en",
     "PHYSICAL-CHANGE"),  # (kept off the shelf, the construction of session 26)
    ("Phenol is now confined to pathology laboratories.", "en", "PHYSICAL-CHANGE"),
    ("Limit stock to the 5 mg/mL strength on every ward.", "en", "PHYSICAL-CHANGE"),
    ("Prefilled syringes replaced ampoules for all emergency adrenaline.", "en", "ELIMINATE"),
    ("A pre-assembled central line kit replaced the separate trays.", "en", "SIMPLIFY"),
    ("The prescribing software should not allow a dose in teaspoons.", "en", "FORCING-FUNCTION"),
    ("The new ward was built with clear sight lines from the nurses' station to every bed.", "en", "PHYSICAL-CHANGE"),
    ("Seclusion rooms were fitted with security fasteners on every grille.", "en", "PHYSICAL-CHANGE"),
    ("The abolition of the syringe for vinca alkaloids removed the route error.", "en", "ELIMINATE"),
    ("高濃度氯化鉀自即日起停止進用。", "zh-TW", "ELIMINATE"),
    ("中心靜脈導管置放一律使用預先組裝的全套包。", "zh-TW", "SIMPLIFY"),
])
def test_the_product_the_kit_and_the_building_are_the_top_of_the_hierarchy(rules, text, lang, category):
    result = classify_action(text, rules, lang=lang)
    assert (result.strength, result.category) == ("stronger", category), result


def test_a_metal_detector_stays_where_the_published_sets_graded_it(rules):
    assert classify_action("A walk-through metal detector was added at the entrance.", rules,
                           lang="en").strength != "stronger"
