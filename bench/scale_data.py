"""Synthetic, de-identified RCA cases for the scale benchmark: varied enough that search and recurrence
have real work to do (two languages, a dozen event types, shared and distinct causes)."""

from __future__ import annotations

import random
from datetime import UTC, date, datetime, timedelta
from typing import Any

HFACS = ["EF-LR", "EF-ND", "OI-RM", "OI-OP", "OI-PSC", "OI-MOC", "US-IS", "US-PIO", "US-FCP", "US-SV", "PC-AMS",
         "PC-APS", "PC-PML", "PC-PR", "PC-CRM", "PC-PHY", "PC-TEC", "PC-PRF", "PC-TE", "UA-SBE", "UA-DE", "UA-PE",
         "UA-RV", "UA-EV", "UA-SV"]
BONES = ["PEOPLE", "EQUIPMENT", "MATERIAL", "METHOD", "MONITORING", "ENVIRONMENT"]
EVENTS = {
    "en": [("transfusion", "Blood unit given to the wrong patient"), ("fall", "Unassisted fall from bed"),
           ("medication", "Look-alike vial mix-up"), ("surgery", "Wrong-site procedure started"),
           ("diagnosis", "Delayed sepsis escalation"), ("pressure_injury", "Pressure injury found late"),
           ("medication", "Tenfold infusion pump programming error"), ("handoff", "Critical result lost at handoff")],
    "zh-TW": [("transfusion", "輸血對象錯誤"), ("fall", "病人自行下床跌倒"), ("medication", "外觀相似藥瓶誤用"),
              ("surgery", "手術部位錯誤"), ("diagnosis", "敗血症延遲處置"), ("pressure_injury", "壓力性損傷延遲發現"),
              ("medication", "輸液幫浦設定錯誤十倍劑量"), ("handoff", "交班遺漏危急值")],
}
UNITS = {"en": ["ICU", "ED", "ward 5B", "ward 7A", "theatre 3", "oncology day unit", "paediatrics", "maternity"],
         "zh-TW": ["加護病房", "急診", "5B病房", "7A病房", "第三手術室", "腫瘤日間病房", "兒科病房", "產房"]}
CAUSES = {
    "en": ["Two-person check skipped on the {unit} night shift", "Barcode scanner out of order in {unit}",
           "Look-alike packaging stored side by side in {unit}", "Bed alarm switched off during care in {unit}",
           "Staffing below plan after a sick call in {unit}", "Pump library not updated for the new drug",
           "Handoff sheet had no field for pending results", "Alert fatigue from frequent low-value alarms",
           "New staff not trained on the updated protocol", "Policy unclear on who escalates abnormal scores",
           "Interruptions during medication preparation in {unit}", "Consent form and site mark did not match",
           "Time-out done before draping in {unit}", "Call bell out of reach in {unit}",
           "Fall risk not reassessed after sedation", "Critical result phoned to the wrong extension",
           "Night pharmacist covering three sites", "Order set defaulted to the adult dose",
           "Wristband missing after transfer from {unit}", "Turning schedule not documented on {unit}"],
    "zh-TW": [
        "{unit}夜班未執行雙人核對", "{unit}條碼掃描器故障", "{unit}外觀相似包裝並排存放",
        "{unit}照護時關閉離床警報", "{unit}病假後人力低於排班", "輸液幫浦藥物資料庫未更新",
        "交班單沒有待追蹤檢驗欄位", "頻繁低價值警報造成警報疲乏", "新進人員未接受新版流程訓練",
        "異常分數由誰通報的政策不清楚", "{unit}備藥時被打斷", "同意書與手術部位標記不符",
        "{unit}在鋪單前執行暫停確認", "{unit}叫人鈴放在拿不到的位置", "使用鎮靜劑後未重新評估跌倒風險",
        "危急值電話通報到錯誤分機", "夜班藥師同時支援三個院區", "醫囑套組預設為成人劑量",
        "自{unit}轉入後未配戴手圈", "{unit}翻身時間表未記錄",
    ],
}
WHYS = {
    "en": ["The check relied on memory, not on a forcing step", "The device fault had no escalation route",
           "Storage was arranged by supplier, not by risk", "Nobody owned the alarm settings",
           "The roster had no buffer for absences", "Updates went out by e-mail only",
           "The form was designed before the new tests existed", "Thresholds were never reviewed",
           "Training was optional and not tracked", "The policy named no accountable role"],
    "zh-TW": ["核對依賴記憶而非強制步驟", "設備故障沒有通報路徑", "儲位依供應商而非風險排列", "警報設定沒有負責人",
              "排班沒有預留缺勤人力", "更新只以電子郵件通知", "表單設計早於新檢驗項目", "警報閾值從未檢討",
              "訓練為自由參加且未追蹤", "政策未指定負責角色"],
}
ACTIONS = {
    "en": [("Barcode scanning enforced before release, blocking a mismatch", "stronger"),
           ("Remove the high-alert vials from ward stock", "stronger"),
           ("Add a checklist item to the handoff form", "intermediate"),
           ("Standardise the pump drug library across sites", "intermediate"),
           ("Re-educate staff on the policy", "weaker"), ("Send a reminder memo to all nurses", "weaker")],
    "zh-TW": [("發血前強制條碼掃描，不符即無法發出", "stronger"), ("高警訊藥瓶撤出病房庫存", "stronger"),
              ("交班單新增檢核項目", "intermediate"), ("統一各院區輸液幫浦藥物資料庫", "intermediate"),
              ("對護理人員再教育", "weaker"), ("發送提醒公告給全體護理師", "weaker")],
}
START = date(2024, 1, 1)


def case_document(i: int, rng: random.Random, *, causes: int = 30, whys: int = 20) -> dict[str, Any]:
    """Case ``i``: a JSON case document (the format `rootcause import` reads)."""
    lang = "en" if i % 2 == 0 else "zh-TW"
    event_type, title = rng.choice(EVENTS[lang])
    unit = rng.choice(UNITS[lang])
    opened = START + timedelta(days=rng.randrange(0, 1050))
    made = {"actor_kind": "human", "actor": "facilitator",
            "created_at": datetime.combine(opened, datetime.min.time(), UTC).isoformat()}
    cause_rows = []
    for c in range(causes):
        coded = rng.random() < 0.6
        cause_rows.append({**made, "id": f"c{c}", "description": rng.choice(CAUSES[lang]).format(unit=unit)
                           + (f" ({c})" if c >= len(CAUSES[lang]) else ""),
                           "category": rng.choice(BONES), "category_state": "confirmed", "position": c,
                           "hfacs_code": rng.choice(HFACS) if coded else None,
                           "hfacs_state": rng.choice(["confirmed", "suggested"]) if coded else "none"})
    nodes, chains = [], 4
    for n in range(whys):
        chain, depth = n % chains, n // chains
        nodes.append({**made, "id": f"w{n}", "parent_id": f"w{n - chains}" if depth else None,
                      "cause_id": f"c{chain}" if not depth else None, "text": rng.choice(WHYS[lang]),
                      "is_root_cause": depth == whys // chains - 1,
                      "root_cause_rationale": "system design" if depth == whys // chains - 1 else None,
                      "position": chain})
    roots = [n["id"] for n in nodes if n["is_root_cause"]]
    actions = []
    for a, root in enumerate(roots):
        text, strength = rng.choice(ACTIONS[lang])
        actions.append({**made, "id": f"a{a}", "root_cause_id": root, "description": text, "strength": strength,
                        "owner_role": "Quality manager", "due": (opened + timedelta(days=90)).isoformat(),
                        "status": rng.choice(["planned", "in_progress", "done"]),
                        "process_measure": "% compliance on audit" if rng.random() < 0.7 else None})
    return {
        "schema": "rootcause.case", "schema_version": 1,
        "session": {**made, "title": f"{title} — {unit}", "event_type": event_type, "language": lang,
                    "status": "complete" if rng.random() < 0.7 else "open"},
        "problem": {"what": f"{title} in {unit}" if lang == "en" else f"{unit}發生{title}",
                    "when": opened.isoformat(), "severity": rng.randint(1, 4)},
        "causes": cause_rows, "why_nodes": nodes, "actions": actions,
    }


QUERIES = ["transfusion wrong patient", "barcode scanner", "look-alike vials", "fall from bed alarm",
           "pump library", "handoff pending results", "sepsis escalation", "time-out draping",
           "輸血", "跌倒", "條碼掃描器故障", "外觀相似", "離床警報", "交班單", "警報疲乏", "雙人核對",
           "pump 輸液幫浦", "staffing 人力", "policy unclear 政策不清楚", "pressure injury 壓力性損傷"]
