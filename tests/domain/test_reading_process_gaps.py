"""A process that was missing or silent is the organisation's process (OI-OP), whatever it was for (issue 19): the
equipment, reports or checks named after the gap are touched, and a gap set at national level, or a process that
was there but not followed, is not one.

Every sentence here was written for these tests; none is taken from a data file.
"""

from __future__ import annotations

import pytest

from rootcause.config.frameworks import load_config
from rootcause.domain.classify.reading import read
from rootcause.domain.classify.suggester import Suggester
from rootcause.domain.text.normalize import normalize
from rootcause.services.frameworks import Frameworks


@pytest.fixture(scope="module")
def suggester():
    return Frameworks().suggester("reading-process-gaps-tests", lambda: [])


@pytest.fixture(scope="module")
def rules_only():
    """What the rules read, without the published precedents' votes stacked on them (which can tip a near tie)."""
    return Suggester(load_config().model_copy(update={"precedents": ()}))


def _acts(text: str) -> list[str]:
    return [a.code for a in read(normalize(text)).acts]


@pytest.mark.parametrize("text", [
    "There was no system of checking that the suction units on the ward were working.",
    "The unit had no agreed method for making sure that overnight scan reports reached the team.",
    "The home did not have adequate arrangements in place for moving residents with a hoist.",
    "The ward's policy did not direct staff to test the defibrillator before each shift.",
    "A lack of clear guidance on when to repeat the blood gas was identified.",
    "There was no maintenance log to show when the monitors had last been serviced.",
    "急診無檢體傳送標準作業流程。",
    "病房欠缺每日設備檢查機制。",
    "單位沒有明確規範由誰核對輸液幫浦設定。",
])
def test_a_missing_or_silent_process_is_the_organisations_process(text, suggester):
    assert "OI-OP" in _acts(text)
    assert suggester.suggest(text, lang="zh-TW" if text[0] > "\u3000" else "en").suggestions[0].code == "OI-OP"


def test_the_equipment_a_missing_process_was_for_does_not_decide_the_code(suggester):
    text = "There was no system of monitoring whether the equipment on the ward was used as instructed."
    codes = [s.code for s in suggester.suggest(text).suggestions]
    assert codes[0] == "OI-OP"
    assert "PC-TEC" not in codes[:1]


@pytest.mark.parametrize("text", [
    "There is no national guidance on the management of bleeding dialysis fistulas.",
    "國家尚無統一的長照評估規範。",
])
def test_a_gap_set_at_national_level_is_left_to_the_external_codes(text):
    assert "OI-OP" not in _acts(text)


@pytest.mark.parametrize("text", [
    "護理師沒有依照流程核對病人手圈。",
    "The nurse did not follow the protocol for the second check.",
])
def test_a_process_that_was_there_but_not_followed_is_no_gap(text):
    assert "OI-OP" not in _acts(text)


# ------------------------------------------------------------------------------------- a rule there, not kept
def test_a_rule_that_existed_and_was_not_kept_is_a_violation_not_a_gap(suggester):
    text = "Nurses failed to implement the unit's procedures for checking blood against the wristband."
    assert "UA-RV" in _acts(text)
    assert suggester.suggest(text).suggestions[0].code == "UA-RV"


def test_a_manager_who_did_not_implement_the_policies_left_the_process_undone():
    assert "UA-RV" not in _acts("The ward manager failed to implement policies to protect residents from falls.")


def test_what_a_person_did_not_know_about_a_protocol_is_their_limitation(suggester):
    text = "Staff were unaware of the difference between the two transfusion protocols."
    assert suggester.suggest(text).suggestions[0].code == "PC-PML"


# ------------------------------------------------------------------------------- a process there but not fit
@pytest.mark.parametrize(("text", "lang"), [
    ("There were inadequate systems for escalating abnormal results to the consultant.", "en"),
    ("The hospital's processes for bed allocation were inadequate.", "en"),
    ("病房的交班標準不夠清楚。", "zh-TW"),
    ("單位無制訂交班標準程序。", "zh-TW"),
])
def test_a_process_that_is_there_but_not_fit_for_its_work_is_the_organisations(suggester, text, lang):
    assert "OI-OP" in _acts(text)
    assert suggester.suggest(text, lang=lang).suggestions[0].code == "OI-OP"


def test_a_clear_standard_is_no_gap():
    assert "OI-OP" not in _acts("交班標準清楚，但當班人員未依標準交班。")


@pytest.mark.parametrize("text", [
    "護理師交代工作時沒有明確指示，接班者不知道要先輸血。",
    "牙醫並沒有根據正常程序向病人展示拔除的牙齒。",
])
def test_a_persons_words_or_a_procedure_not_followed_is_no_gap(text):
    assert "OI-OP" not in _acts(text)


@pytest.mark.parametrize("text", [
    "The charge nurse did not check the pump settings at handover as required by the unit protocol.",
    "Staff did not record a second set of observations as the hospital policy mandates.",
    "The midwife did not escalate the trace per hospital policy.",
])
def test_an_omission_measured_against_a_stated_rule_is_a_rule_not_kept(text, suggester):
    assert "UA-RV" in _acts(text)
    codes = [s.code for s in suggester.suggest(text).suggestions]
    assert codes[0] == "UA-RV" and "OI-OP" not in codes[:1]


def test_a_wrong_rate_set_against_the_protocol_is_the_act_not_the_protocol(suggester):
    text = ("The infusion was restarted at 6:00 pm at 32 units/kg/hr instead of 29 units/kg/hr as required in the "
            "protocol.")
    assert _acts(text) == ["UA-SBE"]
    assert suggester.suggest(text).suggestions[0].code == "UA-SBE"


def test_a_missing_protocol_is_still_the_organisations_process(suggester):
    text = "There was no protocol for restarting a heparin infusion after a pause for surgery."
    assert suggester.suggest(text).suggestions[0].code == "OI-OP"


@pytest.mark.parametrize(("text", "lang"), [
    ("The review found that the unit's policies and procedures were not followed on the night.", "en"),
    ("The nurses involved did not adhere to the established medication administration protocols.", "en"),
    ("Most of the errors were due to non-compliance with existing guidelines.", "en"),
    ("護理師當時未依照指引核對病人手圈。", "zh-TW"),
    ("藥師無按正常程序覆核處方。", "zh-TW"),
])
def test_a_rule_said_not_to_have_been_kept_is_a_routine_violation_not_a_gap(text, lang, suggester):
    assert "UA-RV" in _acts(text) and "OI-OP" not in _acts(text)
    assert suggester.suggest(text, lang=lang).suggestions[0].code == "UA-RV"


def test_leaders_who_did_not_follow_a_policy_are_a_supervisory_violation():
    assert "US-SV" in _acts("The administrator and the director of nursing did not follow this policy.")


def test_an_organisation_that_did_not_keep_a_rule_is_left_to_the_organisations_own_reading():
    assert "UA-RV" not in _acts("該護理之家未依規定管制住民自備的電器用品。")


def test_an_organisation_that_failed_to_ensure_its_own_policy_was_followed_is_a_rule_not_kept(suggester):
    text = "The facility failed to ensure to follow its policy and procedure for the final sponge counts."
    assert "UA-RV" in _acts(text) and "OI-OP" not in _acts(text)


@pytest.mark.parametrize(("text", "lang"), [
    ("Medication errors of other kinds increased after the implementation of the new order entry system.", "en"),
    ("Leadership turnover left the unit without anyone who knew how the staffing levels had been set.", "en"),
    ("系統安裝新程式時部分設定出現問題，報告無法完整顯示。", "zh-TW"),
])
def test_a_change_being_made_is_the_management_of_change(text, lang, rules_only):
    assert "OI-MOC" in [s.code for s in rules_only.suggest(text, lang=lang).suggestions[:2]]


@pytest.mark.parametrize("text", [
    "Night staff were not adhering to the ward's infection control procedures.",
    "Agency nurses were not complying with the designated unit's falls policy.",
])
def test_a_rule_not_being_kept_in_the_progressive_is_still_a_violation(text, suggester):
    assert "UA-RV" in _acts(text)
    assert suggester.suggest(text).suggestions[0].code == "UA-RV"
