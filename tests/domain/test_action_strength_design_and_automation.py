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
