"""Where an RCA stands and what to do next: one pure function both faces render.

The MCP envelope and the app's progress panel call :func:`guide` on the same facts, so an agent and
a facilitator always see the same next step. Criteria follow the meeting: problem, timeline,
fishbone, why analysis, causation, actions, report.
"""

from __future__ import annotations

from collections.abc import Mapping

from rootcause.domain.guidance.next_step import action_step, chain_step
from rootcause.domain.model.case_facts import STRONG_ENOUGH, ActionFacts, CaseFacts, RootCauseFacts
from rootcause.domain.model.guidance import STAGES, Argument, Criterion, Guidance, NextAction, Progress, Stage

__all__ = ["MIN_BONES", "MIN_TIMELINE", "MIN_WHY_DEPTH", "PROBLEM_FIELDS", "STRONG_ENOUGH", "ActionFacts", "CaseFacts",
           "RootCauseFacts", "guide", "unmet_before_close"]

MIN_TIMELINE = 3
MIN_BONES = 4  # of the six standard fishbone categories
MIN_WHY_DEPTH = 3
PROBLEM_FIELDS = ("what", "where", "when", "impact", "detection")


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
    "CAUSATION": ("Root causes marked; each is a system cause and every link on its chain is tested and supported "
                  "(the chain is sound)",
                  "已標記根本原因；每個都是系統因素，且其因果鏈上每個連結都已檢核並成立（因果鏈健全）",
                  "rc_verify_causation", "causation",
                  "Did the cause come first, and had it not occurred, would the event have been prevented?",
                  "原因是否先於結果？若該原因未發生，事件是否就能避免？",
                  "A person's act, blame or 'did not follow the policy' is never a root cause: ask why again.",
                  "個人行為、責怪或「未遵守規範」都不是根本原因：請再問一次為什麼。"),
    "ACTIONS": ("Every root cause has an action of at least intermediate strength, with an owner role and a measure",
                "每個根本原因至少有一項中等以上強度、且有負責角色與成效指標的改善行動",
                "rc_add_action", "actions",
                "What change to the system would stop this happening again, and how will you know it worked?",
                "哪一項系統改變能防止再發生？如何衡量其成效？",
                "Prefer forcing functions, standardisation and simplification over training and new policies.",
                "優先採用防呆、標準化與簡化流程，而非教育訓練或新增規範。"),
    "REPORT": ("Case closed (the gate passed); the report can be exported at any time",
               "已結案（通過結案檢核）；報告可隨時匯出",
               "rc_close_case", "report",
               "Is the analysis ready for the quality committee?", "分析是否已可提交品質委員會？",
               "Close the case: it freezes the analysis; reopen it with a reason if something changes.",
               "結案會凍結分析內容；若需修改，請填寫理由後重新開啟。"),
}
# Why each step comes now, in a sentence (the agent's "why this step").
_WHY = {
    "PROBLEM": ("Every later step explains this statement; an unclear problem gives an unfocused analysis.",
                "後續每一步都在解釋這段陳述；問題不清楚，分析就會失焦。"),
    "TIMELINE": ("The order of events shows where the defences failed.", "事件順序能顯示防線在哪裡失效。"),
    "FISHBONE": ("Looking at every category keeps the team from stopping at the first cause it sees.",
                 "逐一檢視各類別，避免團隊停在第一個想到的原因。"),
    "WHY_ANALYSIS": ("The first answers are usually acts; the system causes lie a few whys deeper.",
                     "最初的答案通常是行為；系統原因往往在幾層「為什麼」之後。"),
    "CAUSATION": ("Only a tested chain that ends at a system condition is worth acting on.",
                  "只有經過檢核、且停在系統條件的因果鏈，才值得據以改善。"),
    "ACTIONS": ("A root cause without a strong, owned and measured action will recur.",
                "沒有強而有力、有人負責且可衡量的行動，根本原因就會再發生。"),
    "REPORT": ("Closing freezes what the committee reads.", "結案會凍結委員會所閱讀的內容。"),
}


def _met(facts: CaseFacts) -> dict[Stage, bool]:
    roots = facts.root_causes
    return {
        "PROBLEM": len(facts.problem_filled) == len(PROBLEM_FIELDS) and facts.severity_set,
        "TIMELINE": facts.timeline_events >= MIN_TIMELINE,
        "FISHBONE": facts.bones_covered >= MIN_BONES,
        "WHY_ANALYSIS": facts.why_depth >= MIN_WHY_DEPTH,
        "CAUSATION": bool(roots) and all(r.chain.verdict == "sound" for r in roots),
        "ACTIONS": bool(roots) and all(r.acted_on for r in roots),
        "REPORT": facts.completed,
    }


def unmet_before_close(facts: CaseFacts) -> list[Stage]:
    """The gate: every stage before the close that is not met. Closing, the guidance and the report all ask it."""
    met = _met(facts)
    return [s for s in STAGES if s != "REPORT" and not met[s]]


def guide(facts: CaseFacts, lang: str = "en", bone_names: Mapping[str, tuple[str, str]] | None = None) -> Guidance:
    """Progress, state, the first unmet step as a ready-to-call next action, and every criterion with its state.

    ``bone_names`` names the fishbone categories (code: (English, Chinese)) in the fishbone question.
    """
    zh = lang == "zh-TW"
    met = _met(facts)
    criteria = [Criterion(stage=s, met=met[s], text=_T[s][1] if zh else _T[s][0]) for s in STAGES]
    pending = [s for s in STAGES if not met[s]]
    done = len(STAGES) - len(pending)
    stage: Stage = pending[0] if pending else "COMPLETE"
    if pending:
        action = _next_action(facts, stage, zh, bone_names or {})
    else:
        action = NextAction(required=False, stage="COMPLETE", tool="rc_reopen_case", page="report",
                            arguments={"session_id": facts.session_id} if facts.session_id else {},
                            question="分析已完成並已結案。" if zh else
                            "The analysis is complete and the case is closed.",
                            hint="報告可隨時匯出；若需修改，請填寫理由後重新開啟案例。" if zh else
                            "Export the report at any time; to change anything, reopen the case with a reason.")
    state: dict[str, str | int] = {
        "timeline_events": facts.timeline_events,
        "fishbone_coverage": f"{round(100 * facts.bones_covered / facts.bones_total)}%",
        "causes": facts.causes,
        "why_depth": facts.why_depth,
        "root_causes_found": len(facts.root_causes),
        "root_causes_with_sound_chain": sum(r.chain.verdict == "sound" for r in facts.root_causes),
        "root_causes_with_strong_action": sum(r.acted_on for r in facts.root_causes),
    }
    progress = Progress(completed_steps=done, total_expected=len(STAGES), current_stage=stage,
                        completion_rate=f"{round(100 * done / len(STAGES))}%")
    return Guidance(session_progress=progress, current_state=state, next_action=action, is_complete=not pending,
                    completion_criteria=criteria)


def _next_action(facts: CaseFacts, stage: Stage, zh: bool, bone_names: Mapping[str, tuple[str, str]]) -> NextAction:
    row = _T[stage]
    tool, question, hint = row[2], (row[5] if zh else row[4]), (row[7] if zh else row[6])
    args: dict[str, Argument] = {"session_id": facts.session_id} if facts.session_id else {}
    if stage == "FISHBONE" and facts.empty_bones:
        code = facts.empty_bones[0]
        name = bone_names.get(code, (code, code))[1 if zh else 0]
        args["category"] = code
        question = f"「{name}」類別有哪些促成因素？" if zh else f"What contributed from the {name} category?"
    elif stage == "WHY_ANALYSIS" and facts.deepest_node:
        args["parent_id"] = facts.deepest_node
    elif stage in ("CAUSATION", "ACTIONS"):
        step = chain_step(facts, zh) if stage == "CAUSATION" else action_step(facts, zh)
        tool, question, hint = step.tool, step.question, step.hint
        args.update(step.arguments)
    return NextAction(required=True, stage=stage, tool=tool, arguments=args, page=row[3], question=question,
                      hint=hint, why=_WHY[stage][1 if zh else 0])
