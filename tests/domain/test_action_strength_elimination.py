"""Action strength, issue 19: taking a hazard away or putting a safer product in its place is a stronger action,
whatever weak words share its sentence, and the reason says which hierarchy placed it.

Every sentence here was written for these tests (none is taken from a data file). The published sets are checked
only as floors at the end: ``action_strength_published_2.jsonl`` was measured once on 2026-11-25 and is development
data since, so its figure is not an unseen one.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from rootcause.config.action_rules import load_action_rules
from rootcause.config.layers import BUILTIN_DIR
from rootcause.domain.actions.rules import ActionRules
from rootcause.domain.actions.strength import classify_action
from rootcause.errors import ConfigError

REPO = Path(__file__).resolve().parents[2]


def _rate(rules: ActionRules, text: str, lang: str = "en"):
    return classify_action(text, rules, lang=lang)


# ------------------------------------------------------------------------------------ eliminate or substitute
@pytest.mark.parametrize(("text", "lang"), [
    ("Stop using multi-dose heparin vials in the emergency department.", "en"),
    ("Neat insulin will not be supplied to any ward outside critical care.", "en"),
    ("Swap the 10 mL morphine syringes for 50 mL minibags on the surgical wards.", "en"),
    ("Use a minibag instead of a syringe for every vinca alkaloid dose.", "en"),
    ("Discontinue the 50 mg/mL concentrate.", "en"),
    ("改用口服專用空針給予口服藥水。", "zh-TW"),
    ("以口服專用針筒取代一般針筒。", "zh-TW"),
    ("急診停止使用高濃度氯化鉀原液。", "zh-TW"),
])
def test_taking_a_hazardous_product_out_of_use_or_substituting_it_is_stronger(rules, text, lang):
    result = _rate(rules, text, lang)
    assert (result.strength, result.category) == ("stronger", "ELIMINATE"), result.reason


@pytest.mark.parametrize(("text", "lang"), [
    ("Swap the 10 mL morphine syringes for 50 mL minibags on the surgical wards, and teach the nurses how to hang "
     "them.", "en"),
    ("Stop using multi-dose insulin vials and remind staff at every handover.", "en"),
    ("病房停止使用多劑量胰島素瓶，並加強宣導。", "zh-TW"),
])
def test_a_weak_cue_in_the_same_sentence_does_not_drag_an_elimination_down(rules, text, lang):
    result = _rate(rules, text, lang)
    assert result.strength == "stronger", result.reason
    assert "strongest part" in result.reason or "最強" in result.reason


@pytest.mark.parametrize(("text", "lang"), [
    ("Limit the heparin strengths kept on the wards to two.", "en"),
    ("限縮病房常備的胰島素濃度為一種。", "zh-TW"),
    ("醫院應限制化療藥品的配製濃度與劑型。", "zh-TW"),
])
def test_limiting_the_strengths_on_hand_is_standardisation(rules, text, lang):
    result = _rate(rules, text, lang)
    assert (result.strength, result.category) == ("stronger", "STANDARDIZE"), result.reason


@pytest.mark.parametrize(("text", "lang"), [
    ("Switch the neonatal unit to ready-to-use heparin flushes.", "en"),
    ("高濃度氯化鉀改用即用型稀釋輸液。", "zh-TW"),
    ("Install a dispensing robot in the main pharmacy.", "en"),
    ("引進自動包藥機，減少人工調劑。", "zh-TW"),
])
def test_a_ready_to_use_form_or_a_machine_that_takes_over_the_manual_step_simplifies(rules, text, lang):
    result = _rate(rules, text, lang)
    assert (result.strength, result.category) == ("stronger", "SIMPLIFY"), result.reason


# -------------------------------------------------------------------------------------- the main act decides
@pytest.mark.parametrize(("text", "lang"), [
    ("Educate staff about removing concentrated potassium from the wards.", "en"),
    ("Give a talk to staff about removing the old flowmeters.", "en"),
    ("Remind pharmacists that the 20% concentrate is no longer stocked.", "en"),
    ("Teach staff about the new premixed bags.", "en"),
    ("宣導同仁關於移除高濃度氯化鉀的新規定。", "zh-TW"),
])
def test_talking_about_an_elimination_is_training_or_a_reminder(rules, text, lang):
    assert _rate(rules, text, lang).strength == "weaker"


@pytest.mark.parametrize(("text", "lang"), [
    ("Remove the warning sign from the door.", "en"),
    ("Remove the old poster from the treatment room door.", "en"),
    ("Take the reminder label off the infusion pump.", "en"),
    ("Replace the batteries in the bladder scanner every month.", "en"),
    ("Nurses should replace IV tubing every 96 hours.", "en"),
    ("Label the syringes clearly.", "en"),
    ("Order more syringes for the ward.", "en"),
    ("Audit how often multi-dose vials are still used.", "en"),
    ("Staff should check the syringe label before giving the drug.", "en"),
    ("移除治療室門上的舊海報。", "zh-TW"),
    ("移除門上的警示標示。", "zh-TW"),
])
def test_removing_a_sign_or_merely_naming_a_product_is_not_removing_a_hazard(rules, text, lang):
    assert _rate(rules, text, lang).strength == "weaker", _rate(rules, text, lang).reason


@pytest.mark.parametrize(("text", "lang"), [
    ("Double-check the dose when a vial is taken from the cabinet.", "en"),
    ("Perform an independent double check when insulin is drawn from a multi-dose vial.", "en"),
    ("當藥品自藥櫃取出時，須雙人核對。", "zh-TW"),
])
def test_a_removal_named_as_the_occasion_of_a_check_is_not_the_action(rules, text, lang):
    result = _rate(rules, text, lang)
    assert (result.strength, result.category) == ("weaker", "DOUBLE-CHECK"), result.reason


def test_review_and_another_verb_are_two_acts_in_chinese(rules):
    assert _rate(rules, "檢討及簡化抽血流程。", "zh-TW").strength == "stronger"
    assert _rate(rules, "檢討給藥異常事件。", "zh-TW").strength == "weaker"


def test_an_idiom_holding_a_cue_word_is_not_that_cue(rules):
    result = _rate(rules, "Of course, stop using the multi-dose vials on every ward.")
    assert result.strength == "stronger" and "course" not in result.matched, result.reason


def test_a_general_word_in_the_opening_setting_phrase_is_not_the_action(rules):
    text = "In manual wards and in electronic systems without a hard stop, the pharmacist clarifies every order."
    result = _rate(rules, text)
    assert result.strength == "weaker", result.reason
    assert "setting" in result.reason
    zh = _rate(rules, "在使用紙本或電子系統的單位中，由藥師逐一確認醫囑。", "zh-TW")
    assert zh.strength == "weaker" and "情境" in zh.reason, zh.reason


def test_a_hedge_does_not_make_the_action_a_study(rules):
    assert _rate(rules, "Consider adding capnography for every patient on a PCA pump.").category == "REDUNDANCY"
    assert _rate(rules, "Ask the team to consider the strength of the evidence.").strength == "weaker"


# ------------------------------------------------------------------------ look-alikes and where hierarchies differ
@pytest.mark.parametrize(("text", "lang"), [
    ("Do not keep two insulins of the same strength in the same drawer.", "en"),
    ("Avoid stocking the oral morphine in bottles of the same colour as the paracetamol.", "en"),
    ("避免在同一藥盒存放相同外觀的兩種藥品。", "zh-TW"),
])
def test_keeping_two_products_from_looking_alike_is_look_alike_elimination(rules, text, lang):
    result = _rate(rules, text, lang)
    assert (result.strength, result.category) == ("intermediate", "LOOK-ALIKE"), result.reason


def test_the_reason_names_the_hierarchy_followed_and_where_others_differ(rules):
    look = _rate(rules, "Do not keep two insulins of the same strength in the same drawer.")
    assert "RCA²" in look.reason and "ISMP" in look.reason and "stronger" in look.reason
    zh = _rate(rules, "避免在同一藥盒存放相同外觀的兩種藥品。", "zh-TW")
    assert "RCA²" in zh.reason and "ISMP" in zh.reason
    gone = _rate(rules, "Stop using multi-dose heparin vials in the emergency department.")
    assert "RCA²" in gone.reason and "ISMP" in gone.reason and "hierarchy of controls" in gone.reason
    readback = _rate(rules, "Require read-back of every verbal order.")
    assert readback.strength == "intermediate" and "RCA²" in readback.reason
    backup = _rate(rules, "Add continuous capnography on the surgical ward.")
    assert backup.category == "REDUNDANCY" and "double check" in backup.reason
    barcode = _rate(rules, "病房導入條碼給藥系統。", "zh-TW")  # (VA NCPS: intermediate; RCA²: stronger; both named)
    assert barcode.strength == "intermediate" and "RCA²" in barcode.reason and "較強" in barcode.reason


# ---------------------------------------------------------------------------------- published sets (floors)
@pytest.mark.parametrize(("name", "floor"), [
    ("action_strength_published_2.jsonl", 0.93),  # 54/58 on 2026-11-26 (was 35/58); development data since then
    ("action_strength_published.jsonl", 0.94),  # 106/112 (was 103/112)
])
def test_published_action_sets_do_not_lose_ground(rules, name, floor):
    rows = [json.loads(line) for line in (REPO / "tests" / "data" / name).read_text(encoding="utf-8").splitlines()
            if line.strip()]
    right = sum(classify_action(r["text"], rules, lang=r["lang"]).strength == r["strength"] for r in rows)
    assert right / len(rows) >= floor, (right, len(rows))


def test_every_top_of_the_hierarchy_item_of_the_second_published_set_but_two_is_rated_stronger(rules):
    """2026-11-26: 17 of 19 (was 8 of 19). The two left: restoring an alarmed strap (the collector's own note doubts
    it) and "reviewing the layout", which this tool reads as a study of the layout."""
    rows = [json.loads(line) for line in
            (REPO / "tests" / "data" / "action_strength_published_2.jsonl").read_text(encoding="utf-8").splitlines()
            if line.strip()]
    top = [r for r in rows if r["strength"] == "stronger"]
    right = sum(classify_action(r["text"], rules, lang=r["lang"]).strength == "stronger" for r in top)
    assert right >= len(top) - 2, (right, len(top))


# ------------------------------------------------------------------------------------------- the rule file
@pytest.mark.parametrize(("key", "value"), [("not_between", "no_such_class"), ("absorbs", "sometimes")])
def test_a_bad_object_rule_in_a_construction_names_its_field(tmp_path, key, value):
    data = yaml.safe_load((BUILTIN_DIR / "rules" / "action_strength.yaml").read_text(encoding="utf-8"))
    data["constructions"][0][key] = value
    target = tmp_path / "rules" / "action_strength.yaml"
    target.parent.mkdir(parents=True)
    target.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    with pytest.raises(ConfigError) as err:
        load_action_rules(tmp_path, use_cache=False)
    assert err.value.field is not None and err.value.field.startswith(f"constructions.0.{key}")
