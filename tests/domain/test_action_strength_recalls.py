"""Action strength, issue 19: what a maker or a regulator does about a faulty device or a batch of a drug. Taking the
product back (returned to the maker, recalled from the market, 從市面回收), moving away from a design for a newer
one and a guard fitted over a hazard are stronger; a correction to a device's software is a software change,
intermediate; a warning letter alone stays weaker.

Every sentence here was written for these tests; none is taken from a data file.
"""

from __future__ import annotations

import pytest

from rootcause.domain.actions.strength import classify_action


@pytest.mark.parametrize(("text", "lang"), [
    ("Every affected syringe driver must be returned to the manufacturer by March.", "en"),
    ("Theatres should transition away from reusable clamps to the newer designs with single-use tips.", "en"),
    ("The maker has fitted a protective cover over the exposed hinge on every hoist.", "en"),
    ("衛生署同意藥商從市面回收一批止咳藥水。", "zh-TW"),
])
def test_taking_the_product_back_or_changing_its_design_is_stronger(rules, text, lang):
    assert classify_action(text, rules, lang=lang).strength == "stronger"


def test_a_software_correction_to_a_device_is_intermediate(rules):
    result = classify_action("The company will release an update to correct the dosing error in the analyser.", rules)
    assert result.strength == "intermediate" and result.category == "SOFTWARE"


def test_a_letter_that_only_warns_users_stays_weaker(rules):
    assert classify_action("The company sent users a letter warning them about the fault.", rules).strength == "weaker"
