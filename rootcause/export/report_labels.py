"""The report's fixed words in English and Traditional Chinese (user text never comes from here)."""

from __future__ import annotations

from rootcause.domain.model.actor import HUMAN_ROLES
from rootcause.domain.model.chains import RULE_NAMES

LABELS: dict[str, tuple[str, str]] = {
    "report": ("Root cause analysis report", "根本原因分析報告"),
    "case_id": ("Case", "案例"),
    "generated": ("Generated", "產出時間"),
    "framework": ("Framework", "分析架構"),
    "status": ("Status", "狀態"),
    "summary": ("Summary", "摘要"),
    "problem": ("Problem statement", "問題陳述"),
    "what": ("What happened", "發生了什麼事"),
    "where": ("Where", "地點"),
    "when": ("When", "時間"),
    "impact": ("Impact", "影響"),
    "detection": ("How it was detected", "如何發現"),
    "severity": ("Severity (SAC)", "嚴重度（SAC）"),
    "not_graded": ("not graded", "未評定"),
    "timeline": ("Timeline", "時間軸"),
    "source": ("Source", "來源"),
    "fishbone": ("Fishbone diagram", "魚骨圖"),
    "coverage": ("Coverage", "涵蓋率"),
    "missing": ("no cause yet", "尚無原因"),
    "causes": ("Contributing factors and HFACS-MES classification", "促成因素與 HFACS-MES 分類"),
    "category": ("Category", "類別"),
    "cause": ("Cause", "原因"),
    "hfacs": ("HFACS-MES", "HFACS-MES"),
    "state": ("Confirmation", "確認狀態"),
    "evidence": ("Evidence", "證據"),
    "verified": ("Verified", "已查證"),
    "made_by": ("Added by", "新增者"),
    "parking": ("Parking lot", "待分類"),
    "why": ("Why tree", "為什麼分析樹"),
    "root_causes": ("Root causes", "根本原因"),
    "rationale": ("Rationale", "理由"),
    "checks": ("Causation checks", "因果檢核"),
    "link": ("Cause → effect", "原因 → 結果"),
    "level": ("Level", "層級"),
    "verdict": ("Verdict", "判定"),
    "chains": ("Chain findings", "因果鏈檢視"),
    "actions": ("Action plan", "改善行動計畫"),
    "action": ("Action", "改善行動"),
    "strength": ("Strength", "強度"),
    "owner": ("Owner (role)", "負責角色"),
    "due": ("Due", "期限"),
    "measures": ("Measures", "成效指標"),
    "process_measure": ("Process measure", "過程指標"), "outcome_measure": ("Outcome measure", "結果指標"),
    "target": ("target", "目標"), "follow_up": ("Follow-up", "追蹤日期"),
    "why_outline": ("Every answer in full, with its evidence", "每一層回答全文與證據"),
    "warnings": ("Warnings", "提醒"),
    "provenance": ("Provenance", "資料來源與確認"),
    "progress": ("Completion criteria", "完成條件"),
    "none": ("none", "無"),
    "yes": ("yes", "是"), "no": ("no", "否"), "unknown": ("unknown", "未知"),
    "human": ("person", "人員"), "agent": ("AI agent", "AI 代理"),
    "confirmed": ("confirmed", "已確認"), "suggested": ("suggested, not yet confirmed", "建議，尚未確認"),
    "supported": ("supported", "成立"), "not_supported": ("not supported", "不成立"), "open": ("open", "未完成"),
    "sound": ("sound", "可採取行動"), "incomplete": ("incomplete", "尚未完成"), "flawed": ("flawed", "有缺陷"),
    "stronger": ("stronger", "較強"), "intermediate": ("intermediate", "中等"), "weaker": ("weaker", "較弱"),
    "override": ("set by a person", "人工調整"),
    "changes": ("Changes by people / by agents", "人員／AI 代理的修改次數"),
    "agents_used": ("Agents", "AI 代理"),
    "roles_used": ("Roles", "角色"),
    "unconfirmed": ("Agent suggestions still awaiting a person (codes / categories)",
                    "尚待人員確認的代理建議（代碼／類別）"),
    "period": ("First and last change", "首次與最後修改"),
    "fails_necessity": ("fails necessity", "未通過必要性檢核"),
    "planned": ("planned", "規劃中"), "in_progress": ("in progress", "進行中"), "done": ("done", "已完成"),
    "effective": ("effective", "有效"), "not_effective": ("not effective", "無效"),
    "met": ("met", "已達成"), "not_met": ("not yet", "尚未達成"),
    "status_open": ("open", "進行中"), "status_complete": ("closed, analysis complete", "已結案（分析完成）"),
    "status_archived": ("archived", "已封存"),
    "standard": ("standard", "標準"), "comprehensive": ("comprehensive", "完整"),
    "meeting": ("Meeting record", "會議紀錄"),
    "attendees": ("Attendees (by role)", "與會者（依職稱）"),
    "notes": ("Minutes and decisions", "會議紀錄與決議"),
    "stage": ("Stage", "階段"), "kind": ("Kind", "類別"), "note": ("Note", "內容"), "at": ("Time", "時間"),
    "minute": ("minute", "紀錄"), "decision": ("decision", "決議"),
    "sign_off": ("Sign-off", "簽核"), "signed_by": ("Signed by", "簽核者"), "signed_at": ("Signed", "簽核時間"),
    "sign_facilitator": ("Facilitator", "引導者"), "sign_approver": ("Approver", "核定者"),
    "not_signed": ("not signed yet", "尚未簽核"),
    "stage_PROBLEM": ("Problem statement", "問題陳述"), "stage_TIMELINE": ("Timeline", "時間軸"),
    "stage_FISHBONE": ("Fishbone", "魚骨圖"), "stage_WHY_ANALYSIS": ("Why analysis", "為什麼分析"),
    "stage_CAUSATION": ("Causation", "因果檢核"), "stage_ACTIONS": ("Actions", "改善行動"),
    "stage_REPORT": ("Report", "報告"),
}
CRITERIA_SHORT = {"temporality": ("T", "時序"), "necessity": ("N", "必要"), "mechanism": ("M", "機轉"),
                  "sufficiency": ("S", "充分")}


def label(key: str, lang: str) -> str:
    en, zh = LABELS.get(key, (key, key))
    return zh if lang == "zh-TW" else en


def role_name(role: str, lang: str) -> str:
    """A person's meeting role in the reader's language (as stored when the role is not one of ours)."""
    names = HUMAN_ROLES.get(role)
    return (names[1] if lang == "zh-TW" else names[0]) if names else role


def maker(kind: str, name: str, lang: str) -> str:
    """Who made a part: a person's meeting role in the reader's language, or an agent's own client name."""
    return f"{label(kind, lang)} ({role_name(name, lang) if kind == 'human' else name})"


def rule_name(rule: str, lang: str) -> str:
    """A chain finding's rule by its name in the reader's language (the rule's code when it has no name)."""
    en, zh = RULE_NAMES.get(rule, (rule, rule))
    return zh if lang == "zh-TW" else en
