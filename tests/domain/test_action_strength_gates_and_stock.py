"""Action strength, issue 19: gates people cannot pass, less kept on hand, ready-to-give doses and separate storage,
each named by its shape rather than a listed phrase.

Every sentence here was written for these tests. ``action_strength_published_3.jsonl`` became development data on
2026-11-26 (its misses prompted these rules after it had been measured once unseen at 75.4%), so it is checked
only as a floor at the end.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rootcause.domain.actions.strength import classify_action

REPO = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(("text", "lang", "category"), [
    ("The transfusion cannot begin unless both wristband scans match the unit.", "en", "FORCING-FUNCTION"),
    ("Orders on a discharged patient trigger an alert preventing the prescriber from signing them.", "en",
     "FORCING-FUNCTION"),
    ("Set every ward scale so that weights are recorded in kilograms only.", "en", "FORCING-FUNCTION"),
    ("體重計統一設定為只能以公斤顯示。", "zh-TW", "FORCING-FUNCTION"),
])
def test_a_gate_the_wrong_act_cannot_pass_is_a_forcing_function(rules, text, lang, category):
    result = classify_action(text, rules, lang=lang)
    assert (result.strength, result.category) == ("stronger", category), result.reason


@pytest.mark.parametrize(("text", "lang"), [
    ("Minimise the quantity of insulin kept in each ward cabinet to a single day's supply.", "en"),
    ("Reduce the amount of opioid stored on the unit to what one shift needs.", "en"),
    ("Avoid stocking items on the wards that need mixing before they are given.", "en"),
    ("減少病房常備高警訊藥品的數量。", "zh-TW"),
])
def test_keeping_less_of_a_hazard_on_hand_is_a_physical_change(rules, text, lang):
    result = classify_action(text, rules, lang=lang)
    assert (result.strength, result.category) == ("stronger", "PHYSICAL-CHANGE"), result.reason


@pytest.mark.parametrize("text", [
    "Pharmacy will send each paediatric dose in a syringe ready for administration.",
    "Doses arrive from pharmacy needing no further preparation on the ward.",
])
def test_a_dose_that_arrives_ready_to_give_simplifies_the_process(rules, text):
    result = classify_action(text, rules)
    assert (result.strength, result.category) == ("stronger", "SIMPLIFY"), result.reason


def test_levelling_a_step_in_the_floor_is_a_physical_change(rules):
    result = classify_action("將病房出入口的門檻填平，讓推床通過時不再顛簸。", rules, lang="zh-TW")
    assert (result.strength, result.category) == ("stronger", "PHYSICAL-CHANGE"), result.reason


@pytest.mark.parametrize(("text", "lang"), [
    ("Keep the vasopressin in a labelled tub away from other ampoules in the fridge.", "en"),
    ("Segregate the two strengths of heparin into different drawers.", "en"),
    ("疫苗改放在專用冰箱，與其他藥品分開。", "zh-TW"),
])
def test_keeping_a_product_apart_from_its_look_alikes_is_intermediate(rules, text, lang):
    result = classify_action(text, rules, lang=lang)
    assert (result.strength, result.category) == ("intermediate", "LOOK-ALIKE"), result.reason


@pytest.mark.parametrize(("text", "lang"), [
    ("Flush the IV lock with saline before each dose.", "en"),
    ("給藥後以生理食鹽水沖洗 heparin lock。", "zh-TW"),
])
def test_a_cannula_lock_is_no_lock_on_anything(rules, text, lang):
    result = classify_action(text, rules, lang=lang)
    assert result.category != "FORCING-FUNCTION", result.reason


def test_a_policy_noun_as_the_subject_of_a_gate_does_not_make_the_gate_its_topic(rules):
    gated = classify_action("The procedure cannot start until the site mark is confirmed.", rules)
    assert (gated.strength, gated.category) == ("stronger", "FORCING-FUNCTION"), gated.reason
    written = classify_action("Write a procedure for marking the site before theatre.", rules)
    assert written.strength == "weaker", written.reason


def test_a_warning_that_does_not_stop_anything_stays_a_warning_or_software(rules):
    result = classify_action("Add an alert reminding prescribers to check renal function.", rules)
    assert result.strength != "stronger", result.reason


def test_the_third_published_set_does_not_lose_ground(rules):
    rows = [json.loads(line) for line in
            (REPO / "tests" / "data" / "action_strength_published_3.jsonl").read_text(encoding="utf-8").splitlines()]
    right = sum(classify_action(r["text"], rules, lang=r["lang"]).strength == r["strength"] for r in rows)
    assert right >= 58, f"{right} of {len(rows)}"  # 58/65 on 2026-11-26 (was 49/65 when measured unseen)


# Session 29: a product kept off the formulary or out of stock, a hazard confined to the specialist areas that need
# it, one concentration on hand, fewer orders to place.
@pytest.mark.parametrize(("text", "lang", "category"), [
    ("Units must not hold the 500 unit/mL insulin in their automated dispensing cabinet.", "en", "PHYSICAL-CHANGE"),
    ("The pharmacy will not include the 10 mL ampoule on the hospital formulary.", "en", "PHYSICAL-CHANGE"),
    ("Concentrated magnesium sulfate is limited to critical care areas.", "en", "PHYSICAL-CHANGE"),
    ("高濃度氯化鉀僅限加護病房存放使用。", "zh-TW", "PHYSICAL-CHANGE"),
    ("Morphine 1 mg/mL is the only concentration stocked in theatres from next month.", "en", "STANDARDIZE"),
    ("Admission orders are combined so the prescriber places fewer orders.", "en", "SIMPLIFY"),
])
def test_keeping_a_hazard_off_the_shelf_or_to_one_form_is_stronger(rules, text, lang, category):
    result = classify_action(text, rules, lang=lang)
    assert (result.strength, result.category) == ("stronger", category), result.reason


@pytest.mark.parametrize(("text", "lang"), [
    ("Nurses must not keep their handover notes on the ward computer.", "en"),
    ("Remind staff that potassium must not be kept at the bedside.", "en"),
])
def test_a_rule_about_where_people_keep_things_is_not_a_physical_change(rules, text, lang):
    assert classify_action(text, rules, lang=lang).category != "PHYSICAL-CHANGE"
