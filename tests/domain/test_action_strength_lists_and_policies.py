"""Action strength, issue 19: where one measure ends and what it is about.

- "修訂規範、購置儲存櫃": after 、 a verb that opens a measure starts a new one, so the cabinet bought is not the
  topic of the revised procedure; "宣導 ISBAR、查檢表" stays one talk about two topics.
- "A policy requiring an independent second observer" is rated by the redundancy it requires; a policy that
  requires nothing stronger stays weaker; urging organisations to act is rated by the act, reminding staff is not.
- "Fit bed alarms": a word that names the head of a compound (bed) is not what is fitted; what happens before an
  installation is its occasion; checking equipment in place is a study, not a change.

Every sentence here was written for these tests; none is taken from a data file.
"""

from __future__ import annotations

import pytest

from rootcause.domain.actions.strength import classify_action


@pytest.mark.parametrize(("text", "lang", "strength", "category"), [
    pytest.param("改善措施：修訂給藥作業規範、製作教材、購置上鎖藥櫃。", "zh-TW", "stronger", "PHYSICAL-CHANGE",
                 id="a measure after a list mark is its own action"),
    pytest.param("A new policy requires continuous capnography for every patient on a PCA pump.", "en",
                 "intermediate", "REDUNDANCY", id="a policy is rated by the redundancy it requires"),
    pytest.param("衛生局公告三班護病比，夜班不得超過一比九。", "zh-TW", "intermediate", "STAFFING",
                 id="a staffing ratio set by regulation is staffing"),
    pytest.param("The trust circulated the national patient safety alert to every ward manager.", "en", "weaker",
                 "POLICY", id="a published safety alert is a notice, not an alert system"),
])
def test_a_measure_or_a_policy_is_rated_by_what_it_puts_in_place(rules, text, lang, strength, category):
    result = classify_action(text, rules, lang=lang)
    assert (result.strength, result.category) == (strength, category)


@pytest.mark.parametrize(("text", "lang"), [
    pytest.param("宣導使用ISBAR、查檢表與條碼給藥。", "zh-TW", id="nouns after a list mark stay the topic of a talk"),
    pytest.param("Issue a new policy reminding staff to follow the procedure.", "en",
                 id="a policy that requires only reminding stays weaker"),
])
def test_a_talk_or_a_policy_that_requires_nothing_stronger_stays_weaker(rules, text, lang):
    assert classify_action(text, rules, lang=lang).strength == "weaker"


def test_urging_organisations_to_act_is_rated_by_the_act(rules):
    text = "The regulator urges all hospitals to remove concentrated potassium from ward stock."
    assert classify_action(text, rules, lang="en").strength == "stronger"


def test_reminding_staff_to_act_stays_a_reminder(rules):
    text = "Remind staff to remove concentrated potassium from ward stock before the audit."
    assert classify_action(text, rules, lang="en").strength == "weaker"


def test_an_alarm_fitted_to_a_bed_is_no_new_bed(rules):
    """"Bed alarms": the bed only names the alarm, so fitting them is no physical change of the bed."""
    result = classify_action("Fit bed alarms to every bed in bay 3.", rules, lang="en")
    assert result.category != "PHYSICAL-CHANGE"
    assert classify_action("Fit low beds in every bay.", rules, lang="en").category == "PHYSICAL-CHANGE"


@pytest.mark.parametrize(("text", "lang"), [
    ("Attempt other measures before installing a bed rail.", "en"),
    ("Assess the resident for entrapment risk prior to installation of side rails.", "en"),
])
def test_what_happens_before_an_installation_is_not_the_installation(rules, text, lang):
    assert classify_action(text, rules, lang=lang).strength == "weaker"


@pytest.mark.parametrize(("text", "lang"), [
    ("All medical gas outlets on the unit will be checked by the supplier next week.", "en"),
    ("The authority will conduct checks of the medical equipment at all public hospitals.", "en"),
    ("工務室今日完成檢查院內所有同型自動門及相關設備。", "zh-TW"),
])
def test_checking_equipment_in_place_is_a_study_not_a_change(rules, text, lang):
    result = classify_action(text, rules, lang=lang)
    assert (result.strength, result.category) == ("weaker", "STUDY")


@pytest.mark.parametrize("text", [
    "The charge nurse will sign off every blood-gas result until the new analyser is validated.",
    "Look for signs of deterioration at every handover.",
])
def test_sign_as_a_verb_or_signs_of_is_no_warning_sign(rules, text):
    assert classify_action(text, rules, lang="en").category != "WARNING"


def test_a_sign_on_the_door_is_still_a_warning(rules):
    assert classify_action("Put a sign on the door of the MRI room.", rules, lang="en").category == "WARNING"


@pytest.mark.parametrize(("text", "lang"), [
    ("Introduce a standardised template for the post-fall medical review.", "en"),
    ("A standardized shift report tool was built for insulin infusion handoffs.", "en"),
    ("Publish a do-not-use list of abbreviations for every prescriber.", "en"),
    ("各病房統一使用標準化的出院摘要。", "zh-TW"),
])
def test_a_standardised_form_or_tool_is_communication_not_a_standardised_process(rules, text, lang):
    assert classify_action(text, rules, lang=lang).strength == "intermediate"


def test_standardising_the_equipment_itself_stays_stronger(rules):
    result = classify_action("Standardize on a single model of infusion pump across the trust.", rules, lang="en")
    assert result.strength == "stronger"


@pytest.mark.parametrize(("text", "strength"), [
    ("The regulator approved a name change for the sedative to end its confusion with an antipsychotic.",
     "intermediate"),
    ("The maker changed the label so the two strengths no longer look alike.", "intermediate"),
    ("The agency announced the recall of the mislabelled insulin cartridges.", "stronger"),
])
def test_a_makers_rename_relabel_or_recall_is_rated_by_what_it_changes(rules, text, strength):
    assert classify_action(text, rules, lang="en").strength == strength
