"""A root cause is a condition of the system; a person's act, blame or a broken rule is never one."""

from __future__ import annotations

import pytest

from rootcause.domain.causal.linter import lint_statement
from rootcause.domain.causal.system_cause import PERSON_ACT_REASONS, person_act

PERSON_ACTS = [
    ("The nurse was careless", "blame"),
    ("The nurse made a mistake and did not follow the policy", "unexplained_act"),
    ("The nurse forgot to check the label", "unexplained_act"),
    ("The nurse gave the wrong dose because she was distracted", "act_without_system_cause"),
    ("The nurse did not follow the policy because she was busy", "act_without_system_cause"),
    ("The resident was inexperienced", "person_state"),
    ("護理師疏忽，未遵守給藥規範", "blame"),
    ("護理師未依規定核對病人身分", "unexplained_act"),
    ("護理師忘記給藥", "unexplained_act"),
]
SYSTEM_CAUSES = [
    "The pump library lacked a hard limit for insulin",
    "Staff did not scan the wristband because the scanner at the bedside was broken",
    "Night shift was understaffed so the nurse skipped the double check",
    "Because the insulin vials look alike and are stored side by side, the nurse picked the wrong vial",
    "The only pharmacist on duty was covering three wards, which delayed the verification",
    "The policy did not require a second check for high-alert drugs, so a single nurse prepared the infusion",
    "The bed board does not flag similar names, which made the mix-up likely",
    "Lack of a standard handover tool led to omitted information",
    "因為條碼掃描器故障，護理師未掃描手圈導致給錯藥",
    "夜班人力不足，護理師一人照顧十二床，因此未能每小時巡視",
]


@pytest.mark.parametrize(("text", "reason"), PERSON_ACTS)
def test_a_persons_act_or_blame_is_named_with_its_reason(text, reason):
    assert person_act(text) == reason


@pytest.mark.parametrize("text", SYSTEM_CAUSES)
def test_an_act_explained_by_a_condition_of_the_system_is_a_system_cause(text):
    assert person_act(text) is None


def test_the_object_of_a_broken_rule_is_not_a_condition_of_the_system():
    assert person_act("The nurse did not follow the checklist") is not None
    assert person_act("The checklist had no step for the second identifier, so the nurse did not ask") is None


def test_an_unsafe_act_code_is_a_persons_act_whatever_the_words():
    assert person_act("The infusion pump was programmed at ten times the rate", "UA-S") == "unsafe_act_code"


def test_every_reason_reads_in_both_languages():
    for en, zh in PERSON_ACT_REASONS.values():
        assert en and zh and en != zh


# Audit 28: a system word that is only the setting, the object of a person's act, or the subject of a passive
# omission is no condition; a role the old list missed, "no one", a look-alike letter, a typo or a variant character
# still names a person. (Sentences written for these tests.)
PERSON_ACTS_IN_DISGUISE = [
    "Because the nurse did not follow the policy, the wrong dose was given during the handover.",
    "Because of human error the patient received the wrong dose.",
    "Because of human error during the night shift, the patient got the wrong dose.",
    "The RN did not check the wristband as policy requires, which led to the wrong patient getting the dose.",
    "Because the prescriber did not check the allergy as required, the patient received penicillin.",
    "Because the HCA did not reposition the patient as the care plan requires, a pressure ulcer developed.",
    "Because I did not review the result as policy requires, the diagnosis was delayed.",
    "Because the nurse silenced the ventilator alarm, the disconnection went unnoticed.",
    "The consent form was not checked as policy requires, which led to surgery on the wrong side.",
    "No one reviewed the result as policy requires, so the diagnosis was delayed.",
    "The double check the policy requires was not done, which led to the overdose.",
    "Because the nurse was c\u0430reless with the pump, the patient got ten times the dose.",
    "Because the nurse was carelesss with the pump, the patient got ten times the dose.",
    "Because the nurse was tired at the end of the night shift, the patient fell.",
    "Because of a nurse's mistake during the handover, the patient got the wrong dose.",
    "由於護理師交班時疎忽，導致病人給錯藥。",
    "因人為疏失，導致病人在交班時給錯藥。",
    "由於護理師夜班時打瞌睡，導致病人跌倒。",
    "護理師對幫浦的操作不熟，導致劑量設定錯誤。",
    "沒有人依規定核對標籤，導致給錯藥。",
    "由於護理師大意，導致病人給錯藥。",
    "因為護理師沒有看手圈，導致給錯藥。",
]
SYSTEM_CAUSES_WITH_PEOPLE = [
    "Because junior staff were not supervised on night shifts, the deteriorating patient was not escalated.",
    "Because the only pharmacist on duty was covering three wards, the verification was delayed.",
    "The facility did not ensure a registered nurse was available on each unit, so the call bell went unanswered.",
    "Because the nurse call system does not show which bay is calling, staff answered the wrong bay first.",
    "The pharmacy dispensing system allowed a high-dose alert to be bypassed without a second pharmacist.",
    "Agency nurses were not trained on the new pump before it went live, which led to the rate being set in mL/h.",
    "因為夜班護理師一人照顧十二床，未能每小時巡視，導致病人跌倒未被即時發現。",
    "由於新進護理師未接受幫浦教育訓練，導致劑量設定錯誤。",
    "因為夜班護理師沒有配備掃描器，導致未能核對手圈而給錯藥。",
]


@pytest.mark.parametrize("text", PERSON_ACTS_IN_DISGUISE)
def test_a_persons_act_in_a_system_words_setting_is_still_a_persons_act(text):
    assert person_act(text) is not None


@pytest.mark.parametrize("text", SYSTEM_CAUSES_WITH_PEOPLE)
def test_people_who_were_given_too_little_or_a_staffing_condition_name_the_system(text):
    assert person_act(text) is None


# Audit 29: a category's label on the cause side names no condition ("a system error", 流程問題, "because of
# staffing"), so the act after it stays a person's; a condition written out passes, whatever category it is in.
@pytest.mark.parametrize("text", [
    "Because of a system error, the pharmacist dispensed the wrong strength.",
    "Due to a communication failure, the midwife missed the CTG change.",
    "Because of staffing, the nurse chose not to do the second check.",
    "因溝通問題，護理師給錯劑量。",
])
def test_a_category_label_is_no_condition_of_the_system(text):
    assert person_act(text) == "act_without_system_cause"


@pytest.mark.parametrize("text", [
    "Because the system error message was hidden behind the order screen, the nurse gave the wrong dose.",
    "Because staffing was one nurse for fourteen patients, the nurse skipped the second check.",
    "因病房常備高濃度氯化鉀，護理師誤取未稀釋的藥品。",
])
def test_a_condition_written_out_is_still_a_system_cause(text):
    assert person_act(text) is None


# Audit 29: an error with no person named is still a person's, and a label in front of it names no condition; a
# workflow that was built without a safeguard is a condition.
@pytest.mark.parametrize("text", [
    "Due to a process failure, the wrong vial was drawn up.",
    "因為管理問題，導致病人被給錯藥。",
])
def test_an_unnamed_persons_error_behind_a_label_is_refused(text):
    assert person_act(text) == "act_without_system_cause"


@pytest.mark.parametrize("text", [
    "Because the dispensing workflow had no independent second check, a tenfold dilution error went through.",
    "Because no second check was built into the compounding workflow, a dilution error reached the ward.",
])
def test_a_workflow_without_a_safeguard_is_a_system_cause(text):
    assert person_act(text) is None


# Audit 30 (first look): a workflow's label is a label; alerts that look alike and a record system that hides what a
# nurse needs are conditions of the system; "not alert" is still a person's state.
def test_a_workflow_gap_is_a_label_not_a_condition():
    assert person_act("Due to a workflow gap, the wrong insulin was drawn up.") == "act_without_system_cause"


@pytest.mark.parametrize("text", [
    "Because opioid alerts look the same as hundreds of routine alerts, staff routinely override them.",
    "Because the EHR hides the time of the last dose, the nurse could not tell it had been given.",
    "因電子病歷未顯示上一劑給藥時間，護理師無法判斷是否已給藥。",
])
def test_alerts_and_record_systems_are_conditions_of_the_system(text):
    assert person_act(text) is None


def test_a_person_who_was_not_alert_is_still_a_persons_state():
    assert person_act("Because the nurse was not alert, she gave the wrong dose.") == "act_without_system_cause"


# Audit 30: a category's name with an evaluative noun (gap, flaw, 漏洞, 缺陷, 因素) names no condition either, and a
# person who "could not be bothered" (懶得) is judged, whatever condition stands before it.
@pytest.mark.parametrize("text", [
    "Because of a design flaw, the technician connected the wrong line.",
    "Owing to a safety culture issue, the registrar prescribed the wrong dose.",
    "因制度缺陷，藥師調錯劑量。",
    "由於人為因素，護理師給錯藥。",
])
def test_a_category_with_an_evaluative_noun_is_no_condition(text):
    assert person_act(text) == "act_without_system_cause"


def test_could_not_be_bothered_is_a_judgement_in_chinese_too():
    assert person_act("因為交接表沒有管路欄位，護理師懶得交班管路。") == "blame"


# Audit 30: a person said to have meant it is judged, whatever condition stands before; a thing done deliberately, or
# people who were deliberately ignored, is not a person's intent. The English and Chinese of one database condition
# read alike.
@pytest.mark.parametrize("text", [
    "Because the template has no field, the nurse deliberately skipped the handover.",
    "因為交班單沒有欄位，護理師故意不交班。",
    "Because the scanner was slow, the nurse intentionally bypassed scanning.",
])
def test_a_person_said_to_have_meant_it_is_blamed(text):
    assert person_act(text) == "blame"


@pytest.mark.parametrize("text", [
    "The alarm limits were deliberately widened to cut nuisance alarms, so the alarm did not sound.",
    "Because staff who disagreed were deliberately ignored by management, pump concerns stayed off the agenda.",
    "Because the drug database was not configured, the nurse ignored the alert.",
    "因藥物資料庫未設定，護理師忽略警示。",
])
def test_deliberate_design_and_a_database_condition_are_conditions(text):
    assert person_act(text) is None


# Audit 30 (finding 7): a thing's setting or layout before the error it produces (an order set's default, a label's
# layout, a calculator's rounding, a bed board, a policy) is the condition, in English and in Chinese alike; "the
# wrong unit" an order set defaults to is no one's error.
@pytest.mark.parametrize("text", [
    "Because the order set defaults heparin to the wrong unit, doses are ordered in mg instead of units.",
    "Because the pharmacy label prints the strength before the drug name, the wrong strength is picked.",
    "Because the infusion calculator rounds to one decimal, neonatal doses come out wrong.",
    "因為床位看板只顯示姓氏，轉床時選錯病人。",
    "因為政策允許化療口頭醫囑，劑量被抄寫錯誤。",
])
def test_a_things_setting_or_layout_before_the_error_is_a_system_cause(text):
    assert person_act(text) is None and not lint_statement(text), text
