"""Session 32's gate gaps: a person's setting-up set off by commas or said as a noun with its agent, a Chinese
setting-up "while" something was left out, a person's decision offered as a cause, and intent said as "knew … but
… anyway", "by design" of a person's act, or 是護理師刻意的; and the system causes beside them that still close."""

import pytest

from rootcause.domain.causal.linter import lint_statement
from rootcause.domain.causal.system_cause import person_act
from tests.domain.gate_check import closes


@pytest.mark.parametrize("text", [
    # a setting-up in an aside, or as a noun with its agent: an omission that needs its duty
    "Because the syringe driver, which the agency nurse had set up, had no rate limit, it ran ten times too fast.",
    "Because the feed pump, set up by the student nurse, had no volume limit, the bag emptied in an hour.",
    "Because the setup done by the bank nurse lacked a rate limit, the driver ran ten times too fast.",
    "Because the programming carried out by the evening nurse left out the hard limit, the rate was accepted.",
    "因為護理師設定輸液幫浦時漏掉速率上限，所以幫浦接受了十倍速率。",
    "因為藥師在建置醫囑組套時漏了劑量上限，所以十倍劑量未被擋下。",
    # a person's decision with nothing said of why: a deviation that needs its cause
    "Because the registrar decided to discharge before the repeat troponin, the infarct was missed.",
    "Because the night nurse chose not to call the outreach team, the deterioration went on for hours.",
    "Because the midwife opted to continue without a second opinion, the trace was misread.",
    "因為護理師決定不再通知醫師，病人惡化未被處理。",
    # intent, in words that carry it
    "Because the scanner is slow, the nurse knew the rule but gave the dose unscanned anyway.",
    "Because the scanner is slow, the porter skipped the identity check by design.",
    "因為掃描器太慢，略過條碼掃描是護理師刻意的。",
    # a title before the name is a person too
    "Because Dr Okafor chose to ignore the sepsis screen, treatment was delayed.",
    # audit 33: a cleft or a hedge before the person, a barrier undone in other words or a Chinese passive with 遭 or
    # 由, intent said in the next sentence
    "Because it was the agency nurse who disabled the dose limit, the driver ran ten times too fast.",
    "Because it seems the agency nurse did not configure the dose limit, the driver ran ten times too fast.",
    "Because the agency nurse raised the dose limit to 100 mL an hour, the driver ran ten times too fast.",
    "Because the agency nurse took the dose limit off, the driver ran ten times too fast.",
    "因為劑量上限遭小夜班護理師關閉，輸液以十倍速率進行。",
    "因為劑量上限由小夜班護理師關閉，輸液以十倍速率進行。",
    "因為小夜班護理師把離床警示拔掉，跌倒未被發現。",
    "Because the scanner is slow, the porter skipped the identity check. This was deliberate.",
    "因為掃描器很慢，護理師跳過條碼掃描。這是故意的。",
])
def test_a_person_behind_the_cause_never_closes_the_chain(text):
    assert not closes(text), (lint_statement(text), person_act(text))


@pytest.mark.parametrize("text", [
    "Because the hospital chose to buy pumps without dose-error reduction software, a tenfold rate was accepted.",
    "Because the drugs committee decided not to fund the smart pump library, a tenfold rate was accepted.",
    "Because the order entry system was built to let any prescriber override the allergy alert, the alert was "
    "overridden.",
    "Because the pump alarms sounded every few minutes without a fault, the night nurse decided to silence them, so "
    "the occlusion went unnoticed.",
    "Because one nurse had twelve patients on nights, the nurse chose to skip the hourly rounds, so the fall was not "
    "seen.",
    "因為醫院選擇採購沒有劑量上限功能的幫浦，所以幫浦接受了十倍速率。",
    "因為幫浦警報每幾分鐘就誤響，護理師決定將其靜音，導致阻塞未被發現。",
    "Because the vendor raised the default limit in the update, a tenfold rate was accepted.",
])
def test_a_system_cause_beside_a_decision_stillcloses(text):
    assert closes(text), (lint_statement(text), person_act(text))
