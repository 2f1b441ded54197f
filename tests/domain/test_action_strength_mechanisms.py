"""Action strength, issue 19: mechanisms recognised by the shape of the sentence rather than a listed phrase (a cap
on an outlet, a ready-made product, one form or one unit and never the other, a connector that fits one route, an
aid put where the task happens), and words that only look like a mechanism (the place an action happens in, a
leader's title, a ward's board round, a gate that only requires a talk).

Every sentence here was written for these tests (none is taken from a data file). The fourth to sixth published sets
became development data once measured (2026-11-25/26); they are checked only as floors at the end.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rootcause.domain.actions.rules import ActionRules
from rootcause.domain.actions.strength import classify_action

REPO = Path(__file__).resolve().parents[2]


def _rate(rules: ActionRules, text: str, lang: str = "en"):
    return classify_action(text, rules, lang=lang)


# ------------------------------------------------------------------------------------------ stronger shapes
@pytest.mark.parametrize(("text", "lang", "category"), [
    ("Oxygen outlets in the day unit are to be covered with blanking caps when not in use.", "en", "PHYSICAL-CHANGE"),
    ("Cap every unused epidural port before the patient leaves theatre.", "en", "PHYSICAL-CHANGE"),
    ("The loose window catches on the ward were replaced with fixed restrictors.", "en", "PHYSICAL-CHANGE"),
    ("Install anti-ligature fittings in all en-suite bathrooms of the acute unit.", "en", "PHYSICAL-CHANGE"),
    ("Introduce keypad access to the medication room.", "en", "PHYSICAL-CHANGE"),
    ("病房未使用的氣體插座加裝護蓋。", "zh-TW", "PHYSICAL-CHANGE"),
    ("Switch the neonatal unit to premixed heparin flushes.", "en", "SIMPLIFY"),
    ("Ready-to-administer vancomycin bags will be supplied by pharmacy.", "en", "SIMPLIFY"),
    ("全院改用預混型肝素輸注袋。", "zh-TW", "SIMPLIFY"),
    ("Supply oral methotrexate as a blister pack, never as a bottle of loose tablets.", "en", "ELIMINATE"),
    ("Insulin doses are written in units, never in millilitres.", "en", "STANDARDIZE"),
    ("Enteral feeds must be given through connectors specific to the enteral route.", "en", "FORCING-FUNCTION"),
    ("Purchase dedicated neuraxial connectors for every spinal needle.", "en", "FORCING-FUNCTION"),
    ("硬脊膜外輸注改用專用接頭。", "zh-TW", "FORCING-FUNCTION"),
    # (session 12) the equipment named first, then what was done to it; a new space; one strength on hand
    ("Anti-scald mixing valves are to be fitted to every bath on the elderly care wards.", "en", "PHYSICAL-CHANGE"),
    ("The stairwell glass panels were encased in a polycarbonate guard.", "en", "PHYSICAL-CHANGE"),
    ("廠商將更換全院的氧氣流量計。", "zh-TW", "PHYSICAL-CHANGE"),
    ("工務課已修復天花板的洞口並填補門縫。", "zh-TW", "PHYSICAL-CHANGE"),
    ("院方在五樓設立獨立的隔離病房層。", "zh-TW", "PHYSICAL-CHANGE"),
    ("Pharmacy will stock only 5 mg tablets of the anticoagulant.", "en", "STANDARDIZE"),
])
def test_a_mechanism_named_by_its_shape_is_recognised(rules, text, lang, category):
    result = _rate(rules, text, lang)
    assert result.category == category, result.reason
    assert result.strength == ("intermediate" if category == "CHECKLIST" else "stronger")


@pytest.mark.parametrize("text", [
    "A paediatric dose calculator on display in every resuscitation bay.",
    "Sepsis algorithms attached to each crash trolley.",
])
def test_an_aid_put_where_the_task_happens_is_a_cognitive_aid(rules, text):
    result = _rate(rules, text)
    assert (result.strength, result.category) == ("intermediate", "CHECKLIST"), result.reason


@pytest.mark.parametrize(("text", "lang", "category"), [
    ("The surgical wards will have more nurses on at night from April.", "en", "STAFFING"),
    ("The division agreed to the introduction of a ward pharmacist on weekdays.", "en", "STAFFING"),
    ("醫院決定夜班增一倍人手。", "zh-TW", "STAFFING"),
    ("The unit replaced paper charts with iPads so that staff digitally record observations.", "en", "SOFTWARE"),
    ("The supplier changed the carton colour, making it harder to confuse the two strengths.", "en", "LOOK-ALIKE"),
])
def test_intermediate_mechanisms_worded_without_their_usual_nouns_are_recognised(rules, text, lang, category):
    result = _rate(rules, text, lang)
    assert (result.strength, result.category) == ("intermediate", category), result.reason


def test_controls_introduced_to_restrain_doctors_are_not_staffing(rules):
    result = _rate(rules, "New controls are being introduced to stop doctors trying untested techniques.")
    assert result.category != "STAFFING", result.reason


def test_a_leader_who_reports_what_a_group_reviewed_is_not_leadership(rules):
    result = _rate(rules, "The chief executive said the safety group reviewed the guidance and told staff.")
    assert result.category != "LEADERSHIP", result.reason


# ------------------------------------------------------------------------------------- what only looks like one
def test_a_word_that_only_describes_the_place_of_a_warning_does_not_make_it_strong(rules):
    result = _rate(rules, "Stick high-alert warning labels on automated dispensing cabinets.")
    assert (result.strength, result.category) == ("weaker", "WARNING"), result.reason
    assert "automate" in result.reason  # shown as the place, set aside


def test_a_place_word_in_chinese_is_the_setting_of_the_action(rules):
    result = _rate(rules, "在條碼掃描器上張貼高警訊藥品警示標籤。", "zh-TW")
    assert (result.strength, result.category) == ("weaker", "WARNING"), result.reason
    assert "不是措施本身" in result.reason


def test_a_form_after_in_is_the_product_not_a_place(rules):
    result = _rate(rules, "Stock the ward only with potassium in ready-to-use labelled bags.")
    assert result.strength == "stronger", result.reason


def test_a_board_round_is_a_ward_meeting_not_leadership(rules):
    result = _rate(rules, "Discuss every fall at the morning board round.")
    assert result.category != "LEADERSHIP", result.reason
    assert result.strength == "weaker"


@pytest.mark.parametrize(("text", "lang"), [
    ("Any further exception will need the approval of the CEO.", "en"),
    ("日後申請須經院長核可，並依規範辦理。", "zh-TW"),
])
def test_a_leaders_title_alone_is_not_leadership_commitment(rules, text, lang):
    result = _rate(rules, text, lang)
    assert result.category != "LEADERSHIP", result.reason


def test_a_leader_who_commits_time_is_still_leadership(rules):
    result = _rate(rules, "The CEO will chair the monthly falls review and fund two new ceiling hoists.")
    assert result.strength == "stronger", result.reason


def test_a_system_that_only_requires_counselling_is_not_a_forcing_function(rules):
    result = _rate(rules, "Set up a system that requires counselling by a pharmacist for every warfarin start.")
    assert result.strength == "weaker", result.reason
    assert result.category == "TRAINING", result.reason  # counselling a patient is education, not discipline


def test_a_system_that_requires_a_scan_is_still_a_forcing_function(rules):
    result = _rate(rules, "The pump system requires a barcode scan before the infusion can start.")
    assert result.strength == "stronger", result.reason


def test_counselling_a_member_of_staff_is_still_discipline(rules):
    assert _rate(rules, "The nurse involved will be counselled by the ward manager.").category == "DISCIPLINE"


# ---------------------------------------------------------------------------------- published sets (floors)
@pytest.mark.parametrize(("name", "floor"), [
    # 2026-11-26; a scan that can be skipped became a software enhancement (intermediate) as the VA NCPS hierarchy and
    # most graders have it, which costs the fourth and fifth sets the items their collectors graded stronger
    ("action_strength_published_4.jsonl", 0.81),  # 49/60 (was 45/60 at the session start)
    ("action_strength_published_5.jsonl", 0.81),  # 49/60 (was 43/60)
    ("action_strength_published_6.jsonl", 0.75),  # 46/61 (was 40/61 when measured unseen)
    ("action_strength_published_7.jsonl", 0.84),  # 76/90 (was 54/90 at the session start, 56/90 on arrival)
    ("action_strength_published_8.jsonl", 0.81),  # 73/90 (55/90 at the session start, 60/90 on arrival)
    ("action_strength_published_9.jsonl", 0.75),  # 68/90 (55/90 at the session start, 58/90 on arrival)
    ("action_strength_published_10.jsonl", 0.72),  # 65/90 (56/90 at the session start, 59/90 on arrival)
    ("action_strength_published_11.jsonl", 0.73),  # 17/23 (13/23 on arrival)
])
def test_later_published_action_sets_do_not_lose_ground(rules, name, floor):
    rows = [json.loads(line) for line in (REPO / "tests" / "data" / name).read_text(encoding="utf-8").splitlines()
            if line.strip()]
    right = sum(_rate(rules, r["text"], r["lang"]).strength == r["strength"] for r in rows)
    assert right / len(rows) >= floor, (right, len(rows))


# ---------------------------------------------------------------------------------- session 12, eighth set
@pytest.mark.parametrize(("text", "lang"), [
    ("Introduce barcode scanning of wristbands before every blood transfusion.", "en"),
    ("病房導入條碼給藥系統，給藥前刷條碼核對。", "zh-TW"),
])
def test_a_barcode_scan_that_can_be_skipped_is_a_software_enhancement(rules, text, lang):
    result = _rate(rules, text, lang)
    assert (result.strength, result.category) == ("intermediate", "SOFTWARE"), result.reason
    assert ("RCA²" in result.reason) and ("VA NCPS" in result.reason)  # both hierarchies' views are shown


@pytest.mark.parametrize(("text", "lang"), [
    ("Blood is released only after the barcode scan matches; the system blocks a mismatch.", "en"),
    ("條碼不符時系統強制阻擋，無法輸血。", "zh-TW"),
])
def test_a_barcode_scan_that_stops_the_step_is_a_forcing_function(rules, text, lang):
    assert _rate(rules, text, lang).category == "FORCING-FUNCTION"


@pytest.mark.parametrize(("text", "lang", "category"), [
    ("The exposed radiator pipe in the seclusion room has been boxed in.", "en", "PHYSICAL-CHANGE"),
    ("The trust has capped off medical air on every general ward.", "en", "PHYSICAL-CHANGE"),
    ("Teaching sessions ran on each ward and all the spare flowmeters have been removed from the wards.", "en",
     "PHYSICAL-CHANGE"),
    ("The new e-prescribing system will mandate the entry of allergies before the first order.", "en",
     "FORCING-FUNCTION"),
    ("供應中心引進自動乾燥儲存櫃存放內視鏡。", "zh-TW", "PHYSICAL-CHANGE"),
    ("The unit will lower the bed for every patient at high risk of falls.", "en", "PHYSICAL-CHANGE"),
])
def test_stronger_changes_of_the_eighth_sets_kind_are_recognised(rules, text, lang, category):
    result = _rate(rules, text, lang)
    assert (result.strength, result.category) == ("stronger", category), result.reason


def test_staff_posted_to_watch_an_exit_is_staffing(rules):
    result = _rate(rules, "急診每個出入口加派保全人員看守。", "zh-TW")
    assert (result.strength, result.category) == ("intermediate", "STAFFING"), result.reason


# ------------------------------------------------------------------------- session 12, Chinese mechanisms
@pytest.mark.parametrize(("text", "strength", "category"), [
    ("衛生局通知各院暫停使用此型號的輸液幫浦。", "stronger", "PHYSICAL-CHANGE"),
    ("同批次的血糖機有相同瑕疵，將於本週全面更換。", "stronger", "PHYSICAL-CHANGE"),
    ("胸腔科導入拋棄式支氣管鏡以降低交叉感染。", "stronger", "SIMPLIFY"),
    ("醫院於急診旁興建負壓隔離病房。", "stronger", "PHYSICAL-CHANGE"),
    ("將病床與牆面間的縫隙加以遮擋，防止病人滑落卡住。", "stronger", "PHYSICAL-CHANGE"),
    ("院長帶領主管推動走動式管理，每週親自巡視病房。", "stronger", "LEADERSHIP"),
    ("兒科病房全面使用RFID嬰兒防盜腕帶。", "intermediate", "SOFTWARE"),
    ("以穿戴式裝置即時監測病人的心率與血氧。", "intermediate", "REDUNDANCY"),
])
def test_chinese_mechanisms_worded_by_their_shape_are_recognised(rules, text, strength, category):
    result = _rate(rules, text, "zh-TW")
    assert (result.strength, result.category) == (strength, category), result.reason


@pytest.mark.parametrize("text", [
    "院方安排工程人員檢查並維修故障的自動門。",
    "每季更換內視鏡管路蓋子並保存紀錄。",
    "持續監測跌倒發生率並於品質會議報告。",
])
def test_chinese_upkeep_inspection_and_monitoring_of_rates_stay_weaker(rules, text):
    assert _rate(rules, text, "zh-TW").strength == "weaker"


def test_a_warning_installed_at_a_window_is_a_warning_not_new_equipment(rules):
    result = _rate(rules, "走道窗戶設置警鈴與警語以嚇阻病人攀爬。", "zh-TW")
    assert result.strength == "weaker", result.reason


# ----------------------------------------------------------------------------------- session 12, tenth set
@pytest.mark.parametrize(("text", "category"), [
    ("Only if the wristband and the bag match will the pump start the infusion.", "FORCING-FUNCTION"),
    ("Give vinca alkaloids in a 100 mL drip bag and never in a syringe.", "ELIMINATE"),
    ("Use NRFit needles for every intrathecal injection.", "FORCING-FUNCTION"),
    ("The glass doors to the seclusion rooms will be replaced with solid ones.", "PHYSICAL-CHANGE"),
])
def test_stronger_changes_of_the_tenth_sets_kind_are_recognised(rules, text, category):
    result = _rate(rules, text)
    assert (result.strength, result.category) == ("stronger", category), result.reason


def test_only_if_in_a_reminder_is_no_gate(rules):
    assert _rate(rules, "Remind staff to call only if the score is above five.").strength == "weaker"


@pytest.mark.parametrize("text", [
    "Every bath on the care of the elderly wards was fitted with a TMV.",
    "Radiator guards are required wherever patients with limited mobility could fall onto a radiator.",
    "Window restrictors limiting the opening to 100 mm were fitted on every floor above the ground.",
    "Order bed rail extensions for the fourteen beds identified by the safety consultant.",
])
def test_named_fall_and_scald_protections_are_physical_changes(rules, text):
    assert _rate(rules, text).strength == "stronger"


def test_reviewing_existing_protections_is_a_review_not_a_change(rules):
    result = _rate(rules, "The alert recommended reviewing all window restrictors and assessing the risks.")
    assert result.strength == "weaker", result.reason
