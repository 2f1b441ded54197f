"""The HFACS suggester reads whose act a statement describes and what it rules out (issue 19): a patient's own act
is a patient factor, an organisation's unmet duty is an organisational or supervisory failure, a step nobody took is
an omission however it is worded, what was taken for something else is a perceptual error, and a finding that denies
a cause takes that cause's words out of the evidence, in English and in Chinese.

Every sentence here was written for these tests; none is taken from a data file. The published sets are checked only
as floors at the end (their dev parts were used to find the failure patterns, so they are not unseen figures).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rootcause.domain.classify.reading import read
from rootcause.domain.text.normalize import normalize
from rootcause.services.frameworks import Frameworks

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def suggester():
    return Frameworks().suggester("reading-actors-tests", lambda: [])


def _codes(suggester, text: str, lang: str = "en") -> list[str]:
    return [s.code for s in suggester.suggest(text, lang=lang).suggestions]


def _acts(text: str) -> list[str]:
    return [a.code for a in read(normalize(text)).acts]


# ------------------------------------------------------------------------------------------- the patient's act
@pytest.mark.parametrize(("text", "lang"), [
    ("The patient unplugged his own feeding pump overnight and told nobody.", "en"),
    ("The patient refused the evening dose of enoxaparin twice.", "en"),
    ("He did not turn up to his next three dialysis appointments.", "en"),
    ("He arrived for the colonoscopy without having taken the bowel preparation.", "en"),
    ("The daughter did not mention that her father had stopped his warfarin.", "en"),
    ("病人自行調快點滴速度。", "zh-TW"),
    ("家屬拒絕讓病人使用約束帶。", "zh-TW"),
    ("病患未依醫囑禁食即進食早餐。", "zh-TW"),
])
def test_a_patients_own_act_is_a_patient_factor(suggester, text, lang):
    assert _codes(suggester, text, lang)[0] == "PC-PRF"


def test_a_knowledge_gap_held_by_patients_is_theirs_not_the_clinicians(suggester):
    text = "Poor understanding of insulin pens among patients and their families."
    assert _codes(suggester, text)[0] == "PC-PRF"
    assert "PC-PML" in _acts("Poor understanding of insulin pens among the ward nurses.")


@pytest.mark.parametrize("text", [
    "The patient was given the wrong dose of enoxaparin.",  # what was done to the patient
    "The night lights were broken, so the patient got up in the dark.",  # the outcome, not the cause
    "The nurse thought the patient could walk to the bathroom unaided.",  # someone's judgement about the patient
    "護理師評估後認為病人可自行下床，未啟動防跌措施。",
    "護理師病人返室後忘記打開管路夾。",  # the nurse forgot, after the patient came back
])
def test_an_act_done_to_the_patient_or_judged_about_the_patient_is_not_the_patients(text):
    assert "PC-PRF" not in _acts(text)


# --------------------------------------------------------------------------------- the organisation's duty
@pytest.mark.parametrize(("text", "lang", "code"), [
    ("The clinic does not audit its controlled drug records.", "en", "US-IS"),
    ("The trust failed to act on two earlier reports of the faulty hoist.", "en", "US-FCP"),
    ("It does not check the expiry dates of stock in the fridge.", "en", "OI-OP"),
    ("It sometimes leaves insulin pens unlabelled in the fridge.", "en", "UA-RV"),
    ("院方未監督外包人員的消毒作業。", "zh-TW", "US-IS"),
    ("該院未改善早已通報的病床故障問題。", "zh-TW", "US-FCP"),
    # (session 12) a governing body, a council or an authority is an organisation too, also after "had"
    ("The governing body failed to assure that the wards followed the restraint procedure.", "en", "OI-OP"),
    ("The council had failed to keep a record of the safeguarding referral.", "en", "OI-OP"),
])
def test_an_organisations_unmet_duty_is_an_organisational_or_supervisory_failure(suggester, text, lang, code):
    assert _codes(suggester, text, lang)[0] == code


@pytest.mark.parametrize("text", [
    "夜班人員錯誤調校點滴幫浦的流速。",
    "助理將檢體錯誤地送到另一個病房。",
    "護理師誤送藥物至隔壁床。",
])
def test_an_act_marked_wrong_in_chinese_is_a_slip_whatever_its_verb(suggester, text):
    assert _codes(suggester, text, "zh-TW")[0] == "UA-SBE"


@pytest.mark.parametrize(("text", "lang"), [
    ("The scanner did not update the medication list after the change.", "en"),
    ("給藥系統未即時更新醫囑。", "zh-TW"),
])
def test_a_machine_that_did_not_do_something_is_the_technology_not_an_omission(suggester, text, lang):
    assert _codes(suggester, text, lang)[0] == "PC-TEC"
    assert not {"UA-SBE", "UA-DE"} & set(_acts(text))


# ---------------------------------------------------------------------------------------------- omissions
@pytest.mark.parametrize(("text", "code"), [
    ("No repeat glucose was ordered after the insulin dose.", "UA-DE"),
    ("There was no evidence that the blood pressure was re-measured after the fall.", "UA-SBE"),
    ("No one changed the syringe driver battery before the transfer.", "UA-SBE"),
    ("The registrar went home without having examined the patient.", "UA-DE"),
    ("A missed dose of antibiotic delayed treatment by a day.", "UA-SBE"),
    ("The night nurse did not then call the on-call doctor.", "UA-DE"),
])
def test_a_step_or_decision_nobody_took_is_an_omission_however_it_is_worded(suggester, text, code):
    assert _codes(suggester, text)[0] == code


def test_a_policy_that_was_in_place_is_not_a_policy_gap(suggester):
    text = "The hospital policy required two identifiers, but these checks were not carried out in this case."
    codes = _codes(suggester, text)
    assert codes[0] == "UA-SBE" and "OI-OP" not in codes[:1]


def test_a_practice_left_undone_as_a_habit_is_a_routine_violation(suggester):
    text = "Failing to use the pump's drug library is a common shortcut on the night shift."
    assert _codes(suggester, text)[0] == "UA-RV"
    assert read(normalize(text)).violations  # and the pump it names is only what the habit touched


# ------------------------------------------------------------------------------------ what was perceived
@pytest.mark.parametrize(("text", "lang"), [
    ("The nurse mistook the potassium ampoule for water for injection.", "en"),
    ("The pharmacist misunderstood the handwritten dose and dispensed ten times the amount.", "en"),
    ("The lab scientist misjudged the shade of the reaction.", "en"),
    ("藥師將氯化鉀當成生理食鹽水交給護理師。", "zh-TW"),
])
def test_taking_one_thing_for_another_is_a_perceptual_error(suggester, text, lang):
    assert _codes(suggester, text, lang)[0] == "UA-PE"


def test_misunderstanding_how_to_do_something_is_not_a_perceptual_error():
    assert "UA-PE" not in _acts("The new nurse misunderstood how to prime the pump.")


def test_saline_is_not_a_physiological_state(suggester):
    assert "PC-APS" not in _codes(suggester, "護理師將生理食鹽水接到錯誤的管路。", "zh-TW")


# --------------------------------------------------------------------------------- communication, scope
def test_what_nobody_told_is_a_communication_failure_not_a_knowledge_gap(suggester):
    text = "Nobody was able to tell the family why the operation was cancelled."
    assert _codes(suggester, text)[0] == "PC-CRM"
    assert "PC-PML" not in _acts("The family did not understand the plan, and nobody was able to tell them why.")


@pytest.mark.parametrize(("text", "lang", "ruled_out"), [
    ("The fall was not due to the bed rails, but to the wet floor.", "en", "PC-TEC"),
    ("The hypoglycaemia was not caused by the pump, which worked as designed.", "en", "PC-TEC"),
    ("該事件並非設備故障所致，而是交班時漏掉了血糖值。", "zh-TW", "PC-TEC"),
    ("跌倒並不是床欄故障，而是地面濕滑。", "zh-TW", "PC-TEC"),
])
def test_a_cause_the_sentence_denies_is_not_evidence_in_either_language(suggester, text, lang, ruled_out):
    assert ruled_out not in _codes(suggester, text, lang)


def test_denying_that_something_was_rare_says_it_was_known(suggester):
    assert _codes(suggester, "This was not an isolated lapse on the night shift.")[0] == "US-FCP"
    assert _codes(suggester, "這並非偶發事件，夜班早已多次發生。", "zh-TW")[0] == "US-FCP"


@pytest.mark.parametrize(("text", "absent"), [
    ("The patient sought medical attention two days later.", "PC-AMS"),  # no lapse of attention
    ("He was taken to the emergency department by ambulance.", "UA-SV"),  # no emergency that forced a shortcut
    ("The infusion was run at the concentration written on the chart.", "PC-AMS"),  # a drug's concentration
])
def test_a_word_that_only_looks_like_a_cue_is_not_one(suggester, text, absent):
    result = suggester.suggest(text)
    assert result.abstained or absent not in [s.code for s in result.suggestions][:1]


# ----------------------------------------------------------------------------- published sets (floors only)
def _rate(suggester, name: str, split: str | None = None) -> tuple[float, float, float]:
    rows = [json.loads(line) for line in (REPO / "tests" / "data" / name).read_text(encoding="utf-8").splitlines()
            if line.strip()]
    rows = [r for r in rows if r["codes"] and (split is None or r["split"] == split)]
    top1 = top3 = 0
    shown: list[bool] = []
    for r in rows:
        result = suggester.suggest(r["text"], lang=r["lang"])
        got = [s.code for s in result.suggestions]
        top1 += bool(got) and got[0] in r["codes"]
        top3 += any(c in r["codes"] for c in got[:3])
        shown += [s.code in r["codes"] for s in result.suggestions if s.confidence >= 0.7]
    return top1 / len(rows), top3 / len(rows), sum(shown) / max(1, len(shown))


@pytest.mark.parametrize(("name", "split", "top1", "top3", "reliable"), [
    # 2026-11-26: 71.9% / 86.0% / 89.5% of 38 (was 47.1% / 62.8% / 77.4%); development data since 2026-11-25
    ("hfacs_published_2.jsonl", None, 0.70, 0.84, 0.85),
    # dev split 67.7% / 79.8% / 82.0% of 50 (was 51.6% / 67.7% / 72.5%); its misses were read
    ("hfacs_published.jsonl", "dev", 0.66, 0.78, 0.80),
    # test split 51.9% / 63.3% / 75.7% of 37 (was 49.4% / 60.8% / 66.7%); printed as a check, never a source
    ("hfacs_published.jsonl", "test", 0.50, 0.62, 0.72),
])
def test_published_findings_do_not_lose_ground(suggester, name, split, top1, top3, reliable):
    got = _rate(suggester, name, split)
    assert got[0] >= top1 and got[1] >= top3 and got[2] >= reliable, got


@pytest.mark.parametrize("text", [
    "The administrative staff failed to ensure that the theatre staff completed the safety checklist.",
    "The facility failed to ensure all agency nurses were oriented to the unit before their first shift.",
])
def test_failing_to_make_sure_that_staff_did_something_is_oversight_whoever_failed(text):
    assert "US-IS" in [a.code for a in read(normalize(text)).acts]


def test_a_process_that_did_not_ensure_something_is_no_oversight():
    text = "The facility's process did not ensure that risks identified by nursing staff reached maintenance."
    assert "US-IS" not in [a.code for a in read(normalize(text)).acts]
