"""Where an RCA stands and what to do next: one pure function both faces render.

The MCP envelope and the app's progress panel call :func:`guide` on the same facts, so an agent and
a facilitator always see the same next step. Criteria follow the meeting: problem, timeline,
fishbone, why analysis, causation, actions, report.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from rootcause.domain.model.guidance import STAGES, Criterion, Guidance, NextAction, Progress, Stage

MIN_TIMELINE = 3
MIN_BONES = 4  # of the six standard fishbone categories
MIN_WHY_DEPTH = 3
PROBLEM_FIELDS = ("what", "where", "when", "impact", "detection")


class RootCauseFacts(BaseModel):
    model_config = ConfigDict(frozen=True)

    node_id: str
    link_supported: bool  # its own causation check is "supported"
    chain_has_failed_link: bool  # some link between it and the problem is "not_supported"
    strong_actions_with_measure: int  # actions that are not "weaker" and have a measure


class CaseFacts(BaseModel):
    """What guidance needs to know about a case (gathered by the guidance service in one read)."""

    model_config = ConfigDict(frozen=True)

    problem_filled: list[str]
    severity_set: bool
    timeline_events: int
    bones_covered: int
    bones_total: int = 6
    causes: int
    why_depth: int
    root_causes: list[RootCauseFacts]
    completed: bool



_T = {  # stage: (criterion en, criterion zh, tool, page, question en, question zh, hint en, hint zh)
    "PROBLEM": ("Problem statement: what, where, when, impact and detection filled, SAC severity set",
                "問題陳述：發生什麼事、地點、時間、影響、如何發現皆已填寫，並已評定 SAC 嚴重度",
                "rc_set_problem", "problem_timeline",
                "What happened, where and when, what was the impact, how was it found, and how severe was it?",
                "發生了什麼事？在哪裡、何時？造成什麼影響？如何發現？嚴重度為何？",
                "Describe facts and roles, never names; grade severity on the SAC scale 1-4.",
                "描述事實與角色，不寫姓名；以 SAC 1–4 評定嚴重度。"),
    "TIMELINE": (f"Timeline: at least {MIN_TIMELINE} events in time order",
                 f"時間軸：至少 {MIN_TIMELINE} 個依時間排序的事件",
                 "rc_add_timeline_event", "problem_timeline",
                 "What happened before, during and after the event, and when?",
                 "事件發生前、中、後各發生了什麼？何時發生？",
                 "Use clock times or offsets such as T+00:15; one fact per event, with its source.",
                 "使用時刻或相對時間（如 T+00:15）；每個事件一項事實並註明來源。"),
    "FISHBONE": (f"Fishbone: causes on at least {MIN_BONES} of the 6 categories",
                 f"魚骨圖：6 大類中至少 {MIN_BONES} 類有原因",
                 "rc_add_cause", "fishbone",
                 "What contributed, from people, equipment, materials, methods, monitoring and environment?",
                 "人員、設備、藥品與材料、方法與流程、監測與量測、環境各有哪些促成因素？",
                 "Ask about each empty category before moving on.", "逐一詢問尚無原因的類別。"),
    "WHY_ANALYSIS": (f"Why analysis: a chain at least {MIN_WHY_DEPTH} whys deep",
                     f"為什麼分析：至少一條 {MIN_WHY_DEPTH} 層以上的因果鏈",
                     "rc_ask_why", "why_tree",
                     "Why did that happen? Keep asking until a process, design or organisational cause appears.",
                     "為什麼會這樣？持續追問直到出現流程、設計或組織層面的原因。",
                     "Stopping at a person's act ('the nurse forgot') is not a root cause.",
                     "停在個人行為（如「護理師忘記」）不是根本原因。"),
    "CAUSATION": ("Root causes marked and each link to them tested (supported, none failed)",
                  "已標記根本原因，且每個因果連結都已檢核（成立，且無不成立的連結）",
                  "rc_verify_causation", "causation",
                  "Did the cause come first, and had it not occurred, would the event have been prevented?",
                  "原因是否先於結果？若該原因未發生，事件是否就能避免？",
                  "Mark root causes with rc_mark_root_cause, then answer temporality and necessity for each.",
                  "先以 rc_mark_root_cause 標記根本原因，再逐一回答時序性與必要性。"),
    "ACTIONS": ("Every root cause has at least one action stronger than 'weaker', with a measure",
                "每個根本原因至少有一項非「較弱」等級、且有成效指標的改善行動",
                "rc_add_action", "actions",
                "What change to the system would stop this happening again, and how will you know it worked?",
                "哪一項系統改變能防止再發生？如何衡量其成效？",
                "Prefer forcing functions, standardisation and simplification over training and new policies.",
                "優先採用防呆、標準化與簡化流程，而非教育訓練或新增規範。"),
    "REPORT": ("Report exported and the case closed", "報告已匯出並結案",
               "rc_export_report", "report",
               "Is the analysis ready for the quality committee?", "分析是否已可提交品質委員會？",
               "Export the report (Markdown, HTML or JSON) and close the case.",
               "匯出報告（Markdown、HTML 或 JSON）並結案。"),
}


def _met(facts: CaseFacts) -> dict[Stage, bool]:
    roots = facts.root_causes
    return {
        "PROBLEM": len(facts.problem_filled) == len(PROBLEM_FIELDS) and facts.severity_set,
        "TIMELINE": facts.timeline_events >= MIN_TIMELINE,
        "FISHBONE": facts.bones_covered >= MIN_BONES,
        "WHY_ANALYSIS": facts.why_depth >= MIN_WHY_DEPTH,
        "CAUSATION": bool(roots) and all(r.link_supported and not r.chain_has_failed_link for r in roots),
        "ACTIONS": bool(roots) and all(r.strong_actions_with_measure > 0 for r in roots),
        "REPORT": facts.completed,
    }


def guide(facts: CaseFacts, lang: str = "en") -> Guidance:
    """Progress, state, the first unmet step as the next action, and every criterion with its state."""
    zh = lang == "zh-TW"
    met = _met(facts)
    criteria = [Criterion(stage=s, met=met[s], text=_T[s][1] if zh else _T[s][0]) for s in STAGES]
    pending = [s for s in STAGES if not met[s]]
    done = len(STAGES) - len(pending)
    stage: Stage = pending[0] if pending else "COMPLETE"
    if pending:
        row = _T[stage]
        question, hint = (row[5], row[7]) if zh else (row[4], row[6])
        tool = "rc_mark_root_cause" if stage == "CAUSATION" and not facts.root_causes else row[2]
        action = NextAction(required=True, stage=stage, tool=tool, page=row[3], question=question, hint=hint)
    else:
        action = NextAction(required=False, stage="COMPLETE", tool=None, page="report",
                            question="分析已完成。" if zh else "The analysis is complete.",
                            hint="可再次匯出報告供委員會審閱。" if zh else "Export the report again for the committee.")
    state: dict[str, str | int] = {
        "timeline_events": facts.timeline_events,
        "fishbone_coverage": f"{round(100 * facts.bones_covered / facts.bones_total)}%",
        "causes": facts.causes,
        "why_depth": facts.why_depth,
        "root_causes_found": len(facts.root_causes),
        "root_causes_with_supported_link": sum(r.link_supported for r in facts.root_causes),
        "root_causes_with_strong_action": sum(r.strong_actions_with_measure > 0 for r in facts.root_causes),
    }
    progress = Progress(completed_steps=done, total_expected=len(STAGES), current_stage=stage,
                        completion_rate=f"{round(100 * done / len(STAGES))}%")
    return Guidance(session_progress=progress, current_state=state, next_action=action, is_complete=not pending,
                    completion_criteria=criteria)
