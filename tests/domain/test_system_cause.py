"""A root cause is a condition of the system; a person's act, blame or a broken rule is never one."""

from __future__ import annotations

import pytest

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
