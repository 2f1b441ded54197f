"""Action strength (RCA² hierarchy): the shipped rules, the classifier's behaviours, and the dev-set targets.

Dev set (tests/data/action_strength_dev.jsonl, half English, half Traditional Chinese): the 129 tune + holdout
items were written and labelled before any cue existed. ``tune`` items (82) were in view while writing the cues;
``holdout`` items (47) were measured once after that, 47/47, and never used to change a cue or rule.

``blind`` (40) was written after the first rule set and measured once: 28/40 = 0.70 (en 14/20, zh-TW 14/20).
Its misses were then summarised as general notions (removing / replacing / converting an item, making the wrong
action impossible, centralising to one type, a broad word deciding, training topics split on "and"), and the
constructions (word classes in sequence, ``rules/action_strength.yaml``) were written for those notions,
without reading the blind items again. Re-measured once at the end: 38/40 = 0.95 (en 19/20, zh-TW 19/20).
Because the notions came from its misses, ``blind`` is no longer fully unseen.

``blind2`` (80: 40 en, 40 zh-TW; 27 / 27 / 26 stronger / intermediate / weaker) was written and labelled
*before* any construction existed and measured once at the end: 80/80. Caveat: the same engineer wrote blind2
and then the constructions, with blind2's wording in memory, so 1.00 is an upper bound; the engineer's own
fresh sentences written mid-way scored 37/40 at first contact, and a sweep of 28 weak actions containing
trigger words scored 20/28 before those false positives were fixed. Expect roughly 0.90 on truly new text.
The unseen-split tests assert the 0.90 target (met on both). Any change made because of blind or blind2 needs a
fresh blind set before a new figure is claimed. Broken configs are built as copies in ``tmp_path``.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from rootcause.config.action_rules import load_action_rules
from rootcause.config.layers import BUILTIN_DIR
from rootcause.domain.actions.rules import STRENGTHS, ActionRules, parse_action_rules, strength_rank
from rootcause.domain.actions.strength import classify_action, compile_action_rules
from rootcause.domain.model.strength import StrengthResult
from rootcause.errors import ConfigError, InvalidInput

REPO = Path(__file__).resolve().parents[2]
RULES_FILE = BUILTIN_DIR / "rules" / "action_strength.yaml"
DEV = REPO / "tests" / "data" / "action_strength_dev.jsonl"


def _classify(text: str, rules: ActionRules, lang: str = "en") -> StrengthResult:
    return classify_action(text, rules, lang=lang)


# ------------------------------------------------------------------------------------------ shipped rules
def test_shipped_rules_cover_the_hierarchy_in_both_languages(rules):
    by_strength = {s: [c.code for c in rules.categories if c.strength == s] for s in STRENGTHS}
    assert {"PHYSICAL-CHANGE", "ELIMINATE", "FORCING-FUNCTION", "SIMPLIFY", "STANDARDIZE", "LEADERSHIP"} == set(
        by_strength["stronger"])
    assert {"STAFFING", "SOFTWARE", "DISTRACTIONS", "CHECKLIST", "READ-BACK", "LOOK-ALIKE", "COMM-TOOL",
            "DOCUMENTATION", "SIMULATION", "REDUNDANCY"} == set(by_strength["intermediate"])
    assert {"DOUBLE-CHECK", "WARNING", "POLICY", "TRAINING", "STUDY", "DISCIPLINE", "REMINDER"} == set(
        by_strength["weaker"])
    for cat in rules.categories:
        for lang in ("en", "zh-TW"):
            assert cat.name.get(lang) and cat.explanation.get(lang) and cat.hint.get(lang)
            assert len(cat.cues.get(lang)) >= 5, (cat.code, lang)


def test_strength_rank_orders_the_three_strengths():
    assert STRENGTHS == ("stronger", "intermediate", "weaker")
    assert strength_rank("stronger") > strength_rank("intermediate") > strength_rank("weaker")
    assert sorted(STRENGTHS, key=strength_rank) == ["weaker", "intermediate", "stronger"]
    with pytest.raises(InvalidInput):
        strength_rank("strongest")


def test_the_matcher_is_compiled_once_per_rule_set(rules):
    assert compile_action_rules(rules) is compile_action_rules(rules)


# --------------------------------------------------------------------------------- one strength, each language
@pytest.mark.parametrize(("text", "lang", "strength", "category"), [
    ("Install a hard stop in the EHR for duplicate opioid orders.", "en", "stronger", "FORCING-FUNCTION"),
    ("Remove concentrated KCl from the ward stock.", "en", "stronger", "PHYSICAL-CHANGE"),
    ("Standardize on one model of PCA pump hospital-wide.", "en", "stronger", "STANDARDIZE"),
    ("電腦強制停止：未輸入過敏史無法開立醫囑。", "zh-TW", "stronger", "FORCING-FUNCTION"),
    ("重新設計流程，取消轉抄。", "zh-TW", "stronger", "SIMPLIFY"),
    ("移除病房庫存的高濃度氯化鉀。", "zh-TW", "stronger", "PHYSICAL-CHANGE"),
    ("Add a pop-up alert in the EHR for duplicate anticoagulants.", "en", "intermediate", "SOFTWARE"),
    ("Introduce a surgical safety checklist in every theatre.", "en", "intermediate", "CHECKLIST"),
    ("Require read-back of critical results.", "en", "intermediate", "READ-BACK"),
    ("交班改用ISBAR交班單。", "zh-TW", "intermediate", "COMM-TOOL"),
    ("夜班增加人力，調整護病比。", "zh-TW", "intermediate", "STAFFING"),
    ("每季辦理情境模擬演練。", "zh-TW", "intermediate", "SIMULATION"),
    ("Remind staff to be more careful.", "en", "weaker", "REMINDER"),
    ("Re-educate nurses on the transfusion policy.", "en", "weaker", "TRAINING"),
    ("Two nurses will double-check every heparin dose.", "en", "weaker", "DOUBLE-CHECK"),
    ("提醒同仁給藥前確實核對。", "zh-TW", "weaker", "REMINDER"),
    ("修訂SOP並發布公告。", "zh-TW", "weaker", "POLICY"),
    ("高警訊藥品須雙人核對。", "zh-TW", "weaker", "DOUBLE-CHECK"),
])
def test_each_strength_in_both_languages(rules, text, lang, strength, category):
    result = _classify(text, rules, lang)
    assert (result.strength, result.category) == (strength, category), result.reason
    assert result.matched
    assert 0.5 <= result.confidence <= 1.0


# ------------------------------------------------------------------------------------------------ negation
@pytest.mark.parametrize(("text", "strength"), [
    ("Do not rely on training alone; install a forcing function.", "stronger"),
    ("不只是再教育，而是加裝防呆。", "stronger"),
    ("Rather than another memo, pharmacy will stock only premixed bags.", "stronger"),
    ("Training alone is not enough; use an SBAR handoff tool.", "intermediate"),
    ("與其再發公文提醒，不如由資訊室設定系統卡控。", "stronger"),
    ("The team decided not to install ceiling lifts; staff will be reminded to call for help.", "weaker"),
    ("暫不採購新設備，先辦理在職教育。", "weaker"),
])
def test_negated_parts_do_not_count(rules, text, strength):
    lang = "zh-TW" if any("\u4e00" <= ch <= "\u9fff" for ch in text) else "en"
    assert _classify(text, rules, lang).strength == strength


def test_a_negated_weak_cue_is_not_evidence_of_a_weak_action(rules):
    result = _classify("No new policy.", rules)
    assert result.category is None  # the policy is not counted; the action is simply unclassifiable
    assert "policy" in result.reason  # ...and the reason says the negated cue was set aside
    result = _classify("No new policy: the EHR will block the order until a weight is entered.", rules)
    assert result.strength == "stronger"


def test_negation_inside_a_forcing_function_is_the_action(rules):
    assert _classify("未掃描手圈時系統無法給藥。", rules, "zh-TW").strength == "stronger"
    assert _classify("Blood cannot be released unless the second sample matches.", rules).strength == "stronger"
    assert _classify("Nurses preparing infusions wear a do-not-disturb vest.", rules).strength == "intermediate"


# ---------------------------------------------------------------------------------------------- mixed
@pytest.mark.parametrize(("text", "lang", "strength"), [
    ("Train staff and install a forcing function.", "en", "stronger"),
    ("辦理教育訓練並修訂SOP。", "zh-TW", "weaker"),
    ("Educate nurses and add a pop-up alert for duplicate orders.", "en", "intermediate"),
    ("辦理教育訓練並增加夜班人力。", "zh-TW", "intermediate"),
    ("Revise the SOP, educate staff and standardise to a single heparin concentration.", "en", "stronger"),
])
def test_mixed_actions_take_the_strongest_part(rules, text, lang, strength):
    result = _classify(text, rules, lang)
    assert result.strength == strength
    if strength != "weaker":
        assert "strongest part" in result.reason or "最強" in result.reason


@pytest.mark.parametrize(("text", "lang"), [
    ("Remind staff to use the surgical safety checklist.", "en"),
    ("Educate staff on the new barcode scanners.", "en"),
    ("SBAR training for new graduates.", "en"),
    ("於晨會再次宣導交班時須使用ISBAR。", "zh-TW"),
])
def test_the_topic_of_a_training_or_reminder_is_not_an_action(rules, text, lang):
    assert _classify(text, rules, lang).strength == "weaker"


def test_simulation_training_stays_simulation(rules):
    assert _classify("Provide simulation-based training with debriefing.", rules).category == "SIMULATION"
    assert _classify("Train staff with in-situ simulation.", rules).strength == "intermediate"


def test_a_generic_word_yields_to_a_specific_cue(rules):
    assert _classify("Standardize the handoff using SBAR.", rules).category == "COMM-TOOL"
    assert _classify("Standardize infusion pumps.", rules).category == "STANDARDIZE"
    assert _classify("建立標準化查檢表。", rules, "zh-TW").category == "CHECKLIST"
    assert _classify("Install an independent second alarm on the ventilator.", rules).category == "REDUNDANCY"


# ------------------------------------------------------------------------- constructions (general notions)
# Developer examples written for the constructions (not dev-set items): each notion worded outside the cue lists.
@pytest.mark.parametrize(("text", "lang", "strength", "category"), [
    ("Pull all 50% dextrose syringes out of the paediatric crash carts.", "en", "stronger", "PHYSICAL-CHANGE"),
    ("Concentrated electrolytes will be withdrawn from the satellite stores.", "en", "stronger", "PHYSICAL-CHANGE"),
    ("Neuromuscular blockers will no longer be stocked outside theatres.", "en", "stronger", "PHYSICAL-CHANGE"),
    ("胰島素自各病房藥車下架，改由藥局發放。", "zh-TW", "stronger", "PHYSICAL-CHANGE"),
    ("Swap the standard beds on the stroke unit for ultra-low beds.", "en", "stronger", "PHYSICAL-CHANGE"),
    ("Widen the corridor outside recovery so trolleys can pass.", "en", "stronger", "PHYSICAL-CHANGE"),
    ("病室廁所改建為無障礙廁所。", "zh-TW", "stronger", "PHYSICAL-CHANGE"),
    ("The dispensing cabinet will not release a second dose within the interval.", "en", "stronger",
     "FORCING-FUNCTION"),
    ("Oral syringes can't be connected to any IV port.", "en", "stronger", "FORCING-FUNCTION"),
    ("Configure CPOE to reject chemotherapy orders that lack a body surface area.", "en", "stronger",
     "FORCING-FUNCTION"),
    ("病人手圈條碼與醫囑不一致時，幫浦拒絕啟動。", "zh-TW", "stronger", "FORCING-FUNCTION"),
    ("若未掃描病人手圈則系統無法給藥。", "zh-TW", "stronger", "FORCING-FUNCTION"),
    ("硬膜外管路改用專用接頭，防止誤接靜脈。", "zh-TW", "stronger", "FORCING-FUNCTION"),
    ("Ward nurses will no longer need to reconstitute antibiotics.", "en", "stronger", "SIMPLIFY"),
    ("全院抗生素改由藥劑部集中泡製。", "zh-TW", "stronger", "SIMPLIFY"),
    ("Move every ward to the same brand of blood glucose meter.", "en", "stronger", "STANDARDIZE"),
    ("Rationalise the formulary to two insulin products.", "en", "stronger", "STANDARDIZE"),
    ("全院導尿包統一為單一規格。", "zh-TW", "stronger", "STANDARDIZE"),
    ("The chief nursing officer will sponsor the project and attend each monthly review.", "en", "stronger",
     "LEADERSHIP"),
    ("Roster an additional anaesthetic technician for the evening list.", "en", "intermediate", "STAFFING"),
    ("Add a second nurse to the night shift.", "en", "intermediate", "STAFFING"),
    ("夜班增設一名專責傳送員。", "zh-TW", "intermediate", "STAFFING"),
    ("調降小夜班每位護理師的照護人數。", "zh-TW", "intermediate", "STAFFING"),
    ("Hang a step-by-step card on each defibrillator.", "en", "intermediate", "CHECKLIST"),
    ("每台呼吸器旁放置操作步驟卡。", "zh-TW", "intermediate", "CHECKLIST"),
    ("病人自控止痛期間加做連續血氧監測。", "zh-TW", "intermediate", "REDUNDANCY"),
    ("Nurses drawing up chemotherapy will work where they are not interrupted.", "en", "intermediate",
     "DISTRACTIONS"),
])
def test_general_notions_worded_outside_the_cue_lists(rules, text, lang, strength, category):
    result = _classify(text, rules, lang)
    assert (result.strength, result.category) == (strength, category), result.reason


@pytest.mark.parametrize(("text", "lang"), [
    ("Nurses should replace IV tubing every 96 hours.", "en"),  # routine care, not new equipment
    ("Assign a second nurse to verify the pump settings.", "en"),  # a double check, not staffing
    ("Assign nurses to complete the e-learning module.", "en"),
    ("Increase staff awareness of the fall policy.", "en"),
    ("The manager will discuss the case with the director at the next meeting.", "en"),  # the leader acts on nothing
    ("If the pump cannot be programmed, contact biomedical engineering.", "en"),  # a contingency
    ("若系統無法使用，改以紙本作業並通知資訊室。", "zh-TW"),
    ("增加護理人員巡房次數。", "zh-TW"),
    ("安排護理人員參加壓傷課程。", "zh-TW"),
    ("護理站改為每小時巡視一次病人。", "zh-TW"),
])
def test_constructions_do_not_fire_on_look_alike_weak_actions(rules, text, lang):
    assert _classify(text, rules, lang).strength == "weaker"


@pytest.mark.parametrize(("text", "lang", "strength"), [
    ("Educate staff on checklists and read-back.", "en", "weaker"),
    ("Teach the nurses about time-out, SBAR and barcode scanning.", "en", "weaker"),
    ("Remind staff to use the pocket card, the checklist and the read-back procedure.", "en", "weaker"),
    ("加強宣導查檢表及覆誦的使用。", "zh-TW", "weaker"),
    ("辦理在職教育，內容包括ISBAR交班與條碼給藥。", "zh-TW", "weaker"),
    ("條碼掃描相關教育訓練。", "zh-TW", "weaker"),
    # a new action after the list is still an action
    ("Provide training on the new pumps, and the pharmacy will stock only premixed bags.", "en", "stronger"),
    ("Educate staff on fall risk and install bed-exit sensors with a low bed.", "en", "stronger"),
    ("加強宣導，並於資訊系統新增輸血提示視窗。", "zh-TW", "intermediate"),
])
def test_a_list_of_training_topics_is_one_training_action(rules, text, lang, strength):
    assert _classify(text, rules, lang).strength == strength


def test_confidence_follows_the_specificity_of_the_evidence(rules):
    cue = _classify("Install a hard stop in the EHR.", rules)
    construction = _classify("Take the old PCA pumps out of circulation.", rules)
    generic = _classify("Standardize the process.", rules)
    nothing = _classify("Improve teamwork.", rules)
    assert cue.confidence > construction.confidence > generic.confidence > nothing.confidence
    assert "wording of the sentence" in construction.reason


# ------------------------------------------------------------------------------ Simplified input, boundaries
@pytest.mark.parametrize(("simplified", "strength"), [
    ("药房将高浓度氯化钾从病房库存中移除。", "stronger"),
    ("加装防呆装置，系统强制停止。", "stronger"),
    ("护理站增设白板交班。", "intermediate"),
    ("提醒同仁小心。", "weaker"),
])
def test_simplified_chinese_is_read_like_traditional(rules, simplified, strength):
    assert _classify(simplified, rules, "zh-TW").strength == strength


@pytest.mark.parametrize(("text", "not_matched"), [
    ("Apply restraints to the confused patient.", "train"),
    ("The reinstallation is postponed.", "install"),
    ("A fundamental redesign of the roster.", "fund"),
    ("Unsigned consent forms are returned.", "sign"),
])
def test_english_cues_match_whole_words_only(rules, text, not_matched):
    result = _classify(text, rules)
    assert not any(not_matched in m for m in result.matched)


def test_english_cues_allow_ordinary_endings(rules):
    assert _classify("Nurses were retrained.", rules).category == "TRAINING"
    assert _classify("Barcode scanning blocks the mismatch.", rules).strength == "stronger"


# ------------------------------------------------------------------------------------ no match, hints, text
def test_no_match_is_weaker_with_low_confidence_and_a_concrete_hint(rules):
    # (請各單位多加油, "units, keep it up", is a request put to staff since audit 29: an exhortation, not no match)
    for text, lang in (("Improve teamwork in the operating room.", "en"), ("改善手術室的團隊合作。", "zh-TW"),
                       ("", "en")):
        result = _classify(text, rules, lang)
        assert result.strength == "weaker" and result.category is None and result.matched == []
        assert result.confidence < 0.5
        assert result.hint == rules.no_match.hint.get(lang)
        assert rules.no_match.reason.get(lang) in result.reason


def test_hints_for_non_stronger_only_and_in_the_requested_language(rules):
    stronger = _classify("Install grab bars in every bathroom.", rules, "zh-TW")
    assert stronger.strength == "stronger" and stronger.hint is None
    weak_en = _classify("Retrain staff.", rules, "en")
    weak_zh = _classify("Retrain staff.", rules, "zh-TW")
    assert weak_en.hint == rules.category("TRAINING").hint.en
    assert weak_zh.hint == rules.category("TRAINING").hint.zh_TW
    assert "教育訓練" in weak_zh.reason and "Training" in weak_en.reason
    mid = _classify("Use an SBAR template.", rules, "zh_TW")
    assert mid.hint == rules.category("COMM-TOOL").hint.zh_TW


def test_result_is_frozen(rules):
    result = _classify("Retrain staff.", rules)
    with pytest.raises(ValueError):
        result.strength = "stronger"  # type: ignore[misc]


_PIECES = [*"abc xyz,;.不只是宣導加裝防呆并而是", "no ", "not ", "train ", "install ", "雙人核對", "hard stop "]


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(_PIECES), max_size=25).map("".join))
def test_any_text_gives_a_well_formed_result(text):
    rules = load_action_rules()
    result = classify_action(text, rules, lang="zh-TW")
    assert result.strength in STRENGTHS
    assert 0.0 <= result.confidence <= 1.0
    assert (result.hint is None) == (result.strength == "stronger")
    assert (result.category is None) == (not result.matched)


# ------------------------------------------------------------------------------------------ config errors
def _copy_with(tmp_path: Path, edit=None, text: str | None = None) -> Path:
    target = tmp_path / "rules" / "action_strength.yaml"
    target.parent.mkdir(parents=True)
    if text is None:
        data = yaml.safe_load(RULES_FILE.read_text(encoding="utf-8"))
        edit(data)
        text = yaml.safe_dump(data, allow_unicode=True, sort_keys=False)
    target.write_text(text, encoding="utf-8")
    return target


def test_an_override_folder_without_the_file_keeps_the_built_in_rules(tmp_path):
    (tmp_path / "hfacs").mkdir()
    assert load_action_rules(tmp_path, use_cache=False).categories == load_action_rules(use_cache=False).categories


def test_bad_yaml_names_the_file_and_line(tmp_path):
    target = _copy_with(tmp_path, text="version: 1\ncategories: [unclosed\n")
    with pytest.raises(ConfigError) as err:
        load_action_rules(tmp_path, use_cache=False)
    assert err.value.path == str(target.resolve()) and "invalid YAML" in err.value.message("en")


def test_missing_language_names_the_dotted_field(tmp_path):
    target = _copy_with(tmp_path, lambda d: d["categories"][3]["name"].pop("zh-TW"))
    with pytest.raises(ConfigError) as err:
        load_action_rules(tmp_path, use_cache=False)
    assert err.value.path == str(target.resolve())
    assert err.value.field == "categories.3.name.zh-TW"
    assert "zh-TW" in err.value.message("en")


@pytest.mark.parametrize(("edit", "field"), [
    (lambda d: d["categories"][5]["cues"].pop("en"), "categories.5.cues.en"),
    (lambda d: d["categories"][16].pop("hint"), "categories.16.hint"),
    (lambda d: d["categories"][2].update(strength="strongest"), "categories.2.strength"),
    (lambda d: d["categories"][0].update(colour="red"), "categories.0.colour"),
    (lambda d: d["categories"][7].update(code=d["categories"][6]["code"]), "categories.7.code"),
    (lambda d: d["categories"][18]["cues"]["en"].append("Hard Stop"), "categories.18.cues.en."),
    (lambda d: d.pop("no_match"), "no_match"),
    (lambda d: d.update(categories=[c for c in d["categories"] if c["strength"] != "weaker"]), "categories"),
])
def test_invalid_content_names_file_and_field(tmp_path, edit, field):
    _copy_with(tmp_path, edit)
    with pytest.raises(ConfigError) as err:
        load_action_rules(tmp_path, use_cache=False)
    assert err.value.field is not None and err.value.field.startswith(field)
    assert "action_strength.yaml" in err.value.message("en") and "action_strength.yaml" in err.value.message("zh-TW")


@pytest.mark.parametrize(("edit", "field"), [
    (lambda d: d["constructions"][0].update(category="NOPE"), "constructions.0.category"),
    (lambda d: d["constructions"][0].update(en=["take_away ... no_such_class"]), "constructions.0.en.0"),
    (lambda d: d["constructions"][0].update(unless_near="no_such_class"), "constructions.0.unless_near"),
    (lambda d: d["word_classes"].update({"Bad Name": {"en": ["x"]}}), "word_classes"),
    (lambda d: d["constructions"][0].update(window={"en": 99}), "constructions.0.window.en"),
])
def test_invalid_constructions_name_file_and_field(tmp_path, edit, field):
    _copy_with(tmp_path, edit)
    with pytest.raises(ConfigError) as err:
        load_action_rules(tmp_path, use_cache=False)
    assert err.value.field is not None and err.value.field.startswith(field)


def test_parse_rejects_a_file_that_is_not_a_mapping():
    with pytest.raises(ConfigError) as err:
        parse_action_rules(["not", "a", "mapping"], "x/rules/action_strength.yaml")
    assert err.value.path == "x/rules/action_strength.yaml"


# ---------------------------------------------------------------------------------------- dev-set targets
def _dev() -> list[dict]:
    return [json.loads(line) for line in DEV.read_text(encoding="utf-8").splitlines() if line.strip()]


_UNSEEN = ("blind", "blind2")


def test_dev_set_shape():
    rows = _dev()
    assert {r["split"] for r in rows} == {"tune", "holdout", *_UNSEEN}
    seen = [r for r in rows if r["split"] not in _UNSEEN]
    assert len(seen) >= 120
    assert len([r for r in rows if r["split"] == "blind"]) == 40
    blind2 = [r for r in rows if r["split"] == "blind2"]
    assert len(blind2) == 80 and sum(r["lang"] == "en" for r in blind2) == 40
    for strength in STRENGTHS:  # about a third each
        assert 24 <= sum(r["strength"] == strength for r in blind2) <= 30
    langs = [r["lang"] for r in rows]
    assert abs(langs.count("en") - langs.count("zh-TW")) <= 4
    assert all(r["strength"] in STRENGTHS for r in rows)
    holdout = sum(r["split"] == "holdout" for r in seen)
    assert 0.30 <= holdout / len(seen) <= 0.40


def _accuracy(rules: ActionRules, rows: list[dict]) -> float:
    hits = sum(classify_action(r["text"], rules, lang=r["lang"]).strength == r["strength"] for r in rows)
    return hits / len(rows)


@pytest.mark.parametrize(("splits", "target"), [
    (("tune", "holdout", "blind", "blind2"), 0.90),  # overall
    (("holdout",), 0.90),
    (("blind",), 0.90),  # measured 0.95 after the constructions (was 0.70); see the module docstring
    (("blind2",), 0.90),  # measured 1.00 once; an upper bound, see the module docstring
])
def test_dev_set_accuracy(rules, splits, target):
    rows = [r for r in _dev() if r["split"] in splits]
    assert _accuracy(rules, rows) >= target
    for lang in ("en", "zh-TW"):
        assert _accuracy(rules, [r for r in rows if r["lang"] == lang]) >= min(target, 0.85) - 0.05


# ------------------------------------------------------------------ published hierarchy items and action plans
PUBLISHED = REPO / "tests" / "data" / "action_strength_published.jsonl"


@pytest.mark.parametrize(("split", "floor"), [
    ("dev", 0.95),  # 65/67 after the cues taken from its misses (was 59/67); the rules are tuned on it
    ("test", 0.84),  # 38/45 (was 31/45); its misses were printed beside the dev misses, so it is a floor, not a claim
])
def test_published_action_plans_do_not_lose_ground(rules, split, floor):
    rows = [json.loads(line) for line in PUBLISHED.read_text(encoding="utf-8").splitlines() if line.strip()]
    assert _accuracy(rules, [r for r in rows if r["split"] == split]) >= floor


@pytest.mark.parametrize(("text", "lang", "strength", "category"), [
    ("Set up a dedicated transport team for ward patients who need scans", "en", "intermediate", "STAFFING"),
    ("Introduce a risk screening form for falls on admission", "en", "intermediate", "CHECKLIST"),
    ("Record a teaching video on how to hand over without interruptions", "en", "weaker", "TRAINING"),
    ("Inspect every infusion pump in the system each quarter", "en", "weaker", "STUDY"),
    ("Move to bedside handover at every shift change", "en", "intermediate", "COMM-TOOL"),
    ("病房改為床邊交班，由兩班護理師共同確認", "zh-TW", "intermediate", "COMM-TOOL"),
    ("製作示範影片說明管路固定方式", "zh-TW", "weaker", "TRAINING"),
    ("新增跌倒風險評估量表並於入院時使用", "zh-TW", "intermediate", "CHECKLIST"),
    ("每月檢視病房急救車設備", "zh-TW", "weaker", "STUDY"),
    ("Add a fail-safe so the label printer refuses a dose without a scanned order", "en", "stronger",
     "FORCING-FUNCTION"),
    ("The order screen prevents overriding the allergy stop without a pharmacist", "en", "stronger",
     "FORCING-FUNCTION"),
    ("Suspend use of the old syringe drivers across the trust", "en", "stronger", "PHYSICAL-CHANGE"),
    ("醫令系統將化療藥品與療程綁定", "zh-TW", "stronger", "FORCING-FUNCTION"),
    ("全院停用舊型輸液幫浦", "zh-TW", "stronger", "PHYSICAL-CHANGE"),
])
def test_the_kind_of_tool_decides_not_a_broad_word_beside_it(rules, text, lang, strength, category):
    result = classify_action(text, rules, lang=lang)
    assert (result.strength, result.category) == (strength, category), result.reason
