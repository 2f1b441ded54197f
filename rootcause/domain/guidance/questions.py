"""Triggering questions per stage: what a facilitator asks the room to get past the first answer.

Each stage's questions open the lines of inquiry RCA frameworks ask a team to cover (the sequence, people and
staffing, equipment and its design, information, procedures, environment, communication, then the test of each
causal link and the strength of each action), worded for the meeting room, in both languages.
"""

from __future__ import annotations

from rootcause.domain.model.guidance import Stage

QUESTIONS: dict[Stage, tuple[tuple[str, str], ...]] = {
    "PROBLEM": (
        ("What happened, in one sentence a stranger would understand?", "發生了什麼事？請用外人也聽得懂的一句話說明。"),
        ("What should have happened instead?", "原本應該怎麼進行？"),
        ("How was it found, and by whom (by role)?", "是如何發現的？由誰（職稱）發現？"),
        ("What harm reached the patient, and what harm could it have done?",
         "病人實際受到什麼傷害？可能造成什麼傷害？"),
    ),
    "TIMELINE": (
        ("When was the first moment things could have gone differently?",
         "最早在哪個時間點，事情原本可能有不同的走向？"),
        ("What happened just before, and who (by role) knew what at that time?",
         "事發前一刻發生了什麼？當時誰（職稱）知道哪些資訊？"),
        ("Where do the accounts of the sequence disagree?", "各方對事件順序的說法有哪些不一致？"),
    ),
    "FISHBONE": (
        ("Were the staffing and skill mix what the work needed on that shift?",
         "當班的人力與技能組合是否符合工作需要？"),
        ("Did the equipment or its design make the wrong step easy?", "設備或其設計是否讓錯誤的步驟變得容易？"),
        ("Was the information needed available, clear and at hand?", "所需資訊是否取得得到、清楚且就在手邊？"),
        ("Was there a procedure, and could it be followed as written?", "是否有作業程序？依書面內容實際做得到嗎？"),
        ("What in the environment (noise, interruptions, layout, time of day) shaped the work?",
         "環境中有哪些因素（噪音、干擾、空間配置、時段）影響了作業？"),
        ("How did communication and handover work between people and teams?",
         "人員與團隊之間的溝通與交班是如何進行的？"),
    ),
    "WHY_ANALYSIS": (
        ("Why did that happen: what condition made it likely?", "為什麼會發生？是什麼條件讓它容易發生？"),
        ("Would another trained person in the same situation have done the same?",
         "換成另一位受過訓練的人員，在相同情境下是否也會這樣做？"),
        ("Is this a cause or a symptom: what lies beneath it?", "這是原因還是表象？它底下還有什麼？"),
    ),
    "CAUSATION": (
        ("Did the cause come before the effect?", "原因是否發生在結果之前？"),
        ("Without this cause, would the event still have happened?", "若沒有這個原因，事件是否仍會發生？"),
        ("What evidence supports this link, and what would show it wrong?",
         "有什麼證據支持這個因果關係？什麼證據會推翻它？"),
    ),
    "ACTIONS": (
        ("Does the action change the system, or does it ask people to try harder?",
         "這項行動是改變系統，還是要求人員更加小心？"),
        ("Who owns it, by when, and how will we know it worked?", "由誰負責、何時完成？如何得知它有效？"),
        ("Could the action bring a new risk?", "這項行動是否可能帶來新的風險？"),
    ),
    "REPORT": (
        ("Would a reader outside the room follow the chain from the causes to the event?",
         "會議室外的讀者能否看懂從原因到事件的因果鏈？"),
        ("Does anything in the report identify a patient or a member of staff?",
         "報告中是否有任何內容可辨識出病人或工作人員？"),
    ),
}


def questions_for(stage: Stage, lang: str) -> list[str]:
    """The stage's questions in ``lang`` (none for a finished case)."""
    return [zh if lang == "zh-TW" else en for en, zh in QUESTIONS.get(stage, ())]
