"""Action strength, issue 19: a barrier mended or put up, equipment taken out of use or fixed in place, hands added,
and checks.

- "Repair the exit door", "erected barriers", "holders ... were removed": the action itself changes the barrier or
  takes the equipment away, in the active or the passive, so it is a physical change.
- "Added two pharmacists", "a security presence", "a bay watcher": people posted where the hazard is.
- "Weekly checks of the self-closing doors": checking what is in place is a study, whatever it checks.

Every sentence here was written for these tests; none is taken from a data file.
"""

from __future__ import annotations

import pytest

from rootcause.domain.actions.strength import classify_action


def rated(rules, text: str) -> tuple[str, str | None]:
    result = classify_action(text, rules, lang="en")
    return result.strength, result.category


@pytest.mark.parametrize(("text", "strength", "category"), [
    pytest.param("Estates will repair the stairwell door so that it closes and latches.", "stronger",
                 "PHYSICAL-CHANGE", id="a door repaired by the action itself"),
    pytest.param("The facilities team erected barriers around the roof terrace.", "stronger", "PHYSICAL-CHANGE",
                 id="barriers put up"),
    pytest.param("Engineering modified the fire door between the two wards to close on its own.", "stronger",
                 "PHYSICAL-CHANGE", id="a fire door altered"),
    pytest.param("Bed-side cylinder holders with no retaining strap were removed from the unit.", "stronger",
                 "PHYSICAL-CHANGE", id="equipment named first, then taken away"),
    pytest.param("The unit stopped use of the multi-dose insulin vials.", "stronger", "PHYSICAL-CHANGE",
                 id="a hazardous item no longer used"),
    pytest.param("The emergency department added three pharmacists on the evening shift.", "intermediate",
                 "STAFFING", id="a short verb in the past tense still adds staff"),
    pytest.param("A security presence is kept in the paediatric waiting area overnight.", "intermediate",
                 "STAFFING", id="security posted where the hazard is"),
    pytest.param("Each bay has a bay watcher who stays while the others are on break.", "intermediate", "STAFFING",
                 id="a watcher present in the bay"),
])
def test_a_mended_barrier_or_added_hands_are_rated_as_such(rules, text, strength, category):
    assert rated(rules, text) == (strength, category)


@pytest.mark.parametrize("text", [
    "Weekly checks of the self-closing doors will be recorded by the estates lead.",
    "Monthly maintenance checks of the nurse call system will be reported to the committee.",
])
def test_checks_of_what_is_in_place_are_a_study(rules, text):
    assert rated(rules, text) == ("weaker", "STUDY")


@pytest.mark.parametrize(("text", "strength", "category"), [
    pytest.param("To meet the alert's advice on segregation, we standardized the intubation kits in every area.",
                 "stronger", "STANDARDIZE", id="a purpose clause before the comma is not the action"),
    pytest.param("To reduce falls, staff will be reminded to use the call bell.", "weaker", "REMINDER",
                 id="after a purpose clause the action is still rated"),
    pytest.param("To remove the concentrated vials from ward stock", "stronger", "PHYSICAL-CHANGE",
                 id="a purpose clause with no main clause is the action"),
    pytest.param("The charity donated twelve beds that can be lowered to ground level.", "stronger",
                 "PHYSICAL-CHANGE", id="equipment given for the change"),
    pytest.param("The trust spent two million pounds on new beds for the surgical wards.", "stronger",
                 "PHYSICAL-CHANGE", id="equipment bought for the change"),
    pytest.param("The seclusion room now has a bed fixed in place and no ligature points.", "stronger",
                 "PHYSICAL-CHANGE", id="a room made free of ligature points"),
])
def test_purpose_clauses_and_equipment_bought_or_made_safe(rules, text, strength, category):
    assert rated(rules, text) == (strength, category)


@pytest.mark.parametrize(("text", "strength", "category"), [
    pytest.param("In the seclusion suite the beds are bolted to the floor.", "stronger", "PHYSICAL-CHANGE",
                 id="furniture fixed so it cannot be moved"),
    pytest.param("The pharmacy will not stock the 50 mg vials on any ward.", "stronger", "PHYSICAL-CHANGE",
                 id="a strength no longer stocked"),
    pytest.param("Concentrated potassium is prohibited from storage in ward cabinets.", "stronger", "PHYSICAL-CHANGE",
                 id="a drug kept out of the wards' cabinets"),
    pytest.param("A smaller pack size of the weekly tablets was made available.", "stronger", "SIMPLIFY",
                 id="a smaller pack limits what can be taken"),
    pytest.param("An antimicrobial pharmacist has been put in place on each site.", "intermediate", "STAFFING",
                 id="a role posted where it is needed"),
    pytest.param("The wards introduced new medication dispensing cabinets.", "intermediate", "SOFTWARE",
                 id="dispensing cabinets are technology that supports the step"),
    pytest.param("Theatres started to use new technology to detect surgical sponges.", "intermediate", "SOFTWARE",
                 id="detection technology"),
    pytest.param("Bedhead signs are in place for every patient with a tracheostomy.", "intermediate", "CHECKLIST",
                 id="a bedhead sign is a cognitive aid"),
])
def test_fixtures_stock_pack_sizes_posts_cabinets_and_bedhead_signs(rules, text, strength, category):
    assert rated(rules, text) == (strength, category)


@pytest.mark.parametrize(("text", "strength", "category"), [
    pytest.param("Concentrated sodium chloride will be removed from patient care areas in every hospital.", "stronger",
                 "PHYSICAL-CHANGE", id="a drug removed from care areas is a stock change, not a sanction"),
    pytest.param("The controlled drugs cupboard on ward 9 was permanently affixed to the wall.", "stronger",
                 "PHYSICAL-CHANGE", id="a cupboard fixed in place"),
    pytest.param("Limited access to the gas shut-off valves for residents.", "stronger", "PHYSICAL-CHANGE",
                 id="access to a hazard limited"),
    pytest.param("Refresher training on decontamination and the establishment of a sign-out log for scopes.",
                 "weaker", "TRAINING", id="setting something up is no staff establishment"),
    pytest.param("Increase the establishment of theatre nurses by four posts.", "intermediate", "STAFFING",
                 id="an establishment of staff still is one"),
    pytest.param("Educate staff to ensure the falls checklist is completed on admission.", "weaker", "TRAINING",
                 id="what the training is to ensure is its topic"),
])
def test_what_is_removed_fixed_or_established_is_read_with_its_object(rules, text, strength, category):
    assert rated(rules, text) == (strength, category)


@pytest.mark.parametrize(("text", "strength", "category"), [
    pytest.param("The Director of Nursing reviewed the falls policy and revised it as needed.", "weaker", "POLICY",
                 id="a leader revising a document revises a policy"),
    pytest.param("The chief executive will review the falls dashboard with ward managers every month.", "stronger",
                 "LEADERSHIP", id="a leader who follows the measures up herself"),
])
def test_a_leaders_review_is_leadership_unless_it_is_of_a_document(rules, text, strength, category):
    assert rated(rules, text) == (strength, category)


@pytest.mark.parametrize(("text", "strength", "category"), [
    pytest.param("The estates manager will make monthly rounds to ensure every window restrictor is in place.",
                 "weaker", "STUDY", id="a round that checks what is in place is monitoring"),
    pytest.param("Facilities staff will perform monthly testing of the delayed-egress locks on the unit doors.",
                 "weaker", "STUDY", id="periodic testing of a lock is monitoring, not the lock"),
    pytest.param("The chief executive will fund a second pharmacist post for the emergency department.", "stronger",
                 "LEADERSHIP", id="a leader who commits money is still leadership"),
])
def test_monitoring_rounds_and_periodic_tests_are_study_not_what_they_check(rules, text, strength, category):
    assert rated(rules, text) == (strength, category)


@pytest.mark.parametrize(("text", "strength", "category"), [
    pytest.param("Prepare all potassium chloride infusions in the hospital pharmacy.", "stronger", "SIMPLIFY",
                 id="doses made ready in the pharmacy, not on the ward"),
    pytest.param("Use trained screeners to check every patient for metal before the MRI suite.", "intermediate",
                 "STAFFING", id="trained people who do the check are staffing"),
    pytest.param("A specially trained lifting team will move all bariatric patients.", "intermediate", "STAFFING",
                 id="a specially trained team"),
    pytest.param("All ward staff will be trained on the new pump before go-live.", "weaker", "TRAINING",
                 id="training staff is still training"),
    pytest.param("Report every surgical fire into the incident reporting system.", "weaker", "STUDY",
                 id="reporting into the incident system changes nothing in the work"),
])
def test_pharmacy_preparation_trained_doers_and_reporting(rules, text, strength, category):
    assert rated(rules, text) == (strength, category)
