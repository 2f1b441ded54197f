"""Audit 31 (findings 2, 3 and 9): who is named decides whether an unset device or software is a person's omission,
and whether an intent word judges a person; neither the verb, the voice nor the place of the word does."""

import pytest

from rootcause.domain.causal.linter import lint_statement
from rootcause.domain.causal.system_cause import person_act
from tests.domain.gate_check import closes


# A person named as subject or agent of any setting-up verb, in any voice: an omission that needs its duty.
@pytest.mark.parametrize("text", [
    "Because the evening nurse did not switch on the dose limit, the pump ran at ten times the rate.",
    "Because the pharmacist did not load the revised library onto the pumps, the old limits stayed.",
    "Because the charge nurse never entered the weight into the order, the dose was calculated on a guess.",
    "Because the resident did not select the paediatric profile, adult limits applied.",
    "Because the dose limit had not been configured by the charge nurse, the pump ran at ten times the rate.",
    "Because the dose limit was not switched on by her, the pump ran at ten times the rate.",
    "Because the dose limit was not configured by the biomedical engineer on call, the pump ran too fast.",
    "Because the dose limit remained unconfigured by the charge nurse, the pump ran at ten times the rate.",
    "Because the charge nurse left the dose limit disabled, the pump ran at ten times the rate.",
    "Because the charge nurse kept the occlusion alarm switched off, the blockage went unnoticed.",
    "Because the evening nurse's pump setup had no dose limit, the pump ran at ten times the rate.",
    "因為小夜班護理師未啟用劑量上限，幫浦以十倍速率輸注。",
    "因為藥師未載入新版藥物庫，幫浦仍用舊的上限。",
    "因為護理師未將體重輸入醫囑，劑量以估計值計算。",
    "因幫浦未被護理師設定，導致十倍劑量。",
    "因幫浦的劑量上限未經當事人設置，導致十倍劑量。",
])
def test_a_person_who_left_it_unset_never_closes_the_chain(text):
    assert "duty_to_act" in {f.rule for f in lint_statement(text)}
    assert not closes(text)


# No one named, or an organisation (a vendor, the pharmacy, an informatics team, 廠商, 資訊室): how the system was
# built, in both languages; a role word that qualifies a thing ("user interface") is no person.
@pytest.mark.parametrize("text", [
    "Because the syringe drivers are not programmed with hard limits, tenfold rates are accepted.",
    "Because the scanners were not set up to read the new wristbands, scanning is skipped on that ward.",
    "Because the manufacturer did not configure a default limit, the pump accepted a tenfold rate.",
    "Because the order set was not updated by the pharmacy committee, the old dose is still ordered.",
    "Because the drug library was not configured by the informatics team with a limit, the pump ran too fast.",
    "Because roles for the second check were not clearly defined, the check depended on who was on shift.",
    "Because the user interface did not display the weight, doses were calculated on an estimate.",
    "因為幫浦的劑量上限未設定，十倍速率被接受。",
    "因為廠商未設定預設上限，幫浦接受了十倍速率。",
    "因為藥局未更新藥物資料庫，舊的上限仍在使用。",
])
def test_a_device_or_an_organisation_left_unset_is_a_condition(text):
    assert closes(text), (lint_statement(text), person_act(text))


# Operating a device is a person's act even when no one is named: "was not switched on" hides who did not.
@pytest.mark.parametrize("text", [
    "The bed exit alarm was not switched on, so the fall was not noticed.",
    "床邊警示未開啟。",
])
def test_a_device_not_operated_is_still_an_omission(text):
    assert "duty_to_act" in {f.rule for f in lint_statement(text)}


# Intent is a judgement of the person wherever the word stands, whoever the person is, in the words people use.
@pytest.mark.parametrize("text", [
    "Because the scanner lags, the agency nurse on nights consciously skipped the scan.",
    "Because the scanner lags, the nurse skipped the wristband scan on purpose.",
    "Because the scanner lags, the nurse skipped the wristband scan deliberately.",
    "Because the scanner lags, deliberately, the nurse skipped the scan.",
    "Because the scanner lags, I deliberately skipped the scan.",
    "Because the scanner lags, the CNA knowingly skipped the scan.",
    "Because the scanner lags, the nurse made a deliberate decision to skip the scan.",
    "因為掃描器反應慢，護理師刻意跳過掃描。",
    "因為交班單沒有欄位，當事人有意不交班。",
    "因為交班單沒有欄位，該員明知規定仍不交班。",
    "因為交班單沒有欄位，護理師在忙碌的大夜時段故意不交班。",
])
def test_a_person_said_to_have_meant_it_is_blamed_wherever_the_word_stands(text):
    assert person_act(text) == "blame"


# A design's or an organisation's intent, a hypothesis, or intent denied: no person is judged.
@pytest.mark.parametrize("text", [
    "Because the nurse call system intentionally sends bed alarms only to the desk, alarms are missed at night.",
    "Because the staff rota deliberately leaves one nurse per ward at night, double checks are skipped.",
    "Because the trust deliberately rosters one nurse per ward at night to save cost, double checks are skipped.",
    "Because the pump lets nurses knowingly override the hard limit with one key, overrides go unreviewed.",
    "Because no one imagined a carer might intentionally harm a resident, visits were not monitored.",
    "因為醫院為了節省成本蓄意讓大夜只排一位護理師，雙人核對無法執行。",
    "因為醫囑系統讓醫師可以刻意略過過敏警示，警示覆寫無人審查。",
])
def test_a_designs_intent_judges_no_person(text):
    assert person_act(text) != "blame"


# Alert fatigue is the classic system cause, in the singular as in the plural and in both languages.
@pytest.mark.parametrize("text", [
    "Because the drug interaction alert fires on most orders, prescribers dismiss it unread.",
    "因為過敏警示幾乎每張醫囑都跳出，醫師習慣不看就略過。",
])
def test_an_alert_that_fires_on_most_orders_is_a_system_cause(text):
    assert person_act(text) is None


# Audit 32: an organisation's possessive does not hide the person it qualifies; "whoever" and "anybody" name a person
# as agent; a person who undid a safety barrier (disabled, turned off, removed, silenced; 關閉, 刪除, 停用) has done
# something that needs its cause, as an override does.
@pytest.mark.parametrize("text", [
    "Because the trust's evening nurse did not switch on the dose limit, the pump ran at ten times the rate.",
    "Because the dose limit was not entered by whoever set up the pump, the pump ran at ten times the rate.",
    "Because the evening nurse turned off the dose limit, the pump ran at ten times the rate.",
    "Because the charge nurse silenced the occlusion alarm, the blockage went unnoticed.",
    "Because the dose limit was disabled by the evening nurse, the pump ran at ten times the rate.",
    "因為醫院的小夜班護理師未啟用劑量上限，幫浦以十倍速率輸注。",
    "因為小夜班護理師把劑量上限關閉，幫浦以十倍速率輸注。",
    "因為小夜班護理師刪除了劑量上限，幫浦以十倍速率輸注。",
    # (a person's setting-up that lacked something, in a clause of its own)
    "Because the evening nurse set up the syringe driver without a dose limit, the driver ran too fast.",
    "Because the driver the evening nurse programmed had no dose limit, the driver ran too fast.",
    "Because the evening nurse left the driver without its dose limit, the driver ran too fast.",
    "因為小夜班護理師設定的幫浦沒有劑量上限，幫浦以十倍速率輸注。",
])
def test_a_person_behind_a_possessive_or_undoing_a_barrier_never_closes_the_chain(text):
    assert not closes(text), text


# Intent in the passive with a person as its agent, in the progressive, in a clause of its own, after an
# organisation's possessive, and in more of the words people use.
@pytest.mark.parametrize("text", [
    "Because the scanner lags, the wristband scan was deliberately skipped by the agency nurse.",
    "Because the scanner lags, night staff are deliberately skipping the scan.",
    "Because the scanner lags, the nurse skipped the scan, and did so deliberately.",
    "Because the scanner lags, the nurse skipped the scan fully aware of the policy.",
    "Because the scanner lags, the nurse's decision to skip the scan was deliberate.",
    "因為掃描器反應慢，條碼掃描被護理師刻意略過。",
    "因為掃描器反應慢，醫院的護理師故意跳過掃描。",
    "因為掃描器反應慢，護理師跳過掃描，而且是故意的。",
    "因為掃描器反應慢，學姊刻意跳過掃描。",
])
def test_intent_said_of_a_person_in_any_construction_is_blame(text):
    assert person_act(text) == "blame", text


# A default, a design, a build team or a department left it unset; a design allows the override; the override
# button is a thing: each is how the system stands.
@pytest.mark.parametrize("text", [
    "Because the bed-exit alarm is not enabled by default on the new beds, falls at night go unannounced.",
    "Because the dose limit was not configured by the go-live team, tenfold rates are accepted.",
    "Because biomedical engineering did not load the new library onto the older pumps, tenfold rates are accepted.",
    "Because the nurse's workstation was not set up with a barcode scanner, scans are skipped.",
    "Because the EHR lets a nurse deliberately override the hard stop, tenfold rates are accepted.",
    "因為醫工室未載入新版藥物庫，幫浦接受了十倍速率。",
    "因為護理部未建置交班範本，交班時遺漏重要資訊。",
    "因為醫囑系統預設未勾選體重欄位，醫囑常缺少體重。",
    "因為排班表刻意只安排一位夜班護理師以節省成本，雙人核對無法執行。",
    "Because the charge nurse's roster deliberately leaves one nurse per ward at night, double checks are skipped.",
])
def test_a_default_a_team_a_department_or_a_design_is_a_condition(text):
    assert closes(text), (lint_statement(text), person_act(text))
