"""Action strength, issue 19: taking a device out of clinical use however it is said ("halted clinical use of"), a
door or a window that closes or stays shut by itself or opens only with a special tool, a medicine kept in a
patient's own locker, and one form only when the sentence runs on between the two forms ("in a minibag of a
compatible solution and not in a syringe"), a hazard replaced with something safer, a secured unit and a ready-mixed
product are the stronger actions of the hierarchy.

Every sentence here was written for these tests; none is taken from a data file.
"""

from __future__ import annotations

import pytest

from rootcause.domain.actions.strength import classify_action


@pytest.mark.parametrize("text", [
    "The trust has halted clinical use of the affected suction regulators.",
    "Ward managers will discontinue use of the old bed rails by Friday.",
    "Fit self-closing devices to every sluice room door.",
    "Window restrictors will only be released with a special tool held by estates.",
    "Each bay will have bedside medicine lockers for patients' own drugs.",
    "Supply potassium chloride in a premixed bag from the pharmacy store and not in a concentrated ampoule.",
    "Replace the shower curtain rails with safer collapsible fittings.",
    "Nurse the resident in a secured unit while the door alarms are repaired.",
    "Use ready mixed bags of potassium chloride.",
])
def test_the_action_takes_the_hazard_away_or_out_of_reach(rules, text):
    assert classify_action(text, rules, lang="en").strength == "stronger"


def test_a_reminder_to_stop_using_something_is_not_taking_it_away(rules):
    assert classify_action("Remind staff about the risks of the old suction regulators.", rules).strength == "weaker"
