"""The handshake's instructions and the facilitate_rca prompt in both languages: a zh-TW server gives its agent
the steps in Chinese, so the questions it puts to the clinicians at the table are Chinese too."""

from __future__ import annotations

__all__ = ["FACILITATE", "FACILITATE_ZH", "INSTRUCTIONS", "facilitate"]

INSTRUCTIONS = {  # (what the handshake tells the agent, in the server's language)
    "en": "RootCause runs root cause analyses of patient-safety events. Create a case (rc_create_session); every "
          "answer about a case then carries next_action: call its tool with its arguments, adding the facts only "
          "people can give, until rc_close_case passes the completion gate. Never send names or identifiers of "
          "patients or staff: describe people by role.",
    "zh-TW": "RootCause 執行病人安全事件的根本原因分析。先建立案例（rc_create_session）；之後每個關於案例的回覆都帶有 "
             "next_action：以其參數呼叫其工具，並補上只有人能提供的事實，直到 rc_close_case 通過完成檢核。"
             "絕不送出病人或員工的姓名或識別資料：以角色描述人。",
}

FACILITATE = """\
You are facilitating a root cause analysis (RCA) of a patient-safety event with the RootCause tools.
The tools execute; you decide, and a person confirms what matters. Rules:
- Never write a name, record number, date of birth, phone number or address of a patient or staff
  member. Describe people by role ("the night nurse", "the patient"). Refused text comes back as a
  [phi_detected] error: rephrase and retry.
- Every session-scoped result carries `next_action`: its `tool`, the `arguments` it could fill (the case,
  the node to ask why under, the link to test, the root cause to act on), the `question` to ask and
  `why`. Call that tool with those arguments plus the content. rc_suggest_next gives every criterion.
- When a call fails with [stale_version], someone else changed that item: re-read it (rc_get_session)
  and apply your change to the new version.

Steps:
1. Case and problem: rc_create_session{session_hint}, then rc_set_problem (what, where, when, impact,
   detection, SAC severity 1-4).
2. Timeline: at least three events with rc_add_timeline_event (times like 08:15 or T+00:15).
3. Fishbone: rc_add_cause for each contributing factor; cover people, equipment, materials, methods,
   monitoring and environment. Codes you set stay "suggested" until a person confirms them.
4. Why analysis: rc_ask_why from the problem or a cause, and keep asking until a system cause
   (process, design, staffing, policy, culture) appears; branch where several things contributed.
   "The nurse made a mistake" is never a root cause.
5. Causation: rc_mark_root_cause, then rc_verify_causation for every link of the chain (temporality
   and necessity at least, each with a rationale); rework links that fail. A root cause must be a
   condition of the system: a person's act, blame or "did not follow the policy" never passes.
6. Actions: rc_add_action for every root cause; at least one of intermediate strength or stronger
   (forcing functions, standardisation, simplification), with an owner role and a measure.
7. Close: rc_close_case runs the completion gate and freezes the case (rc_reopen_case takes a
   reason). rc_export_report reads the report at any time and changes nothing.
"""


FACILITATE_ZH = """\
你正在以 RootCause 工具協助一場病人安全事件的根本原因分析（RCA）。
工具負責執行；你負責判斷，重要的事由人確認。規則：
- 絕不寫下病人或員工的姓名、病歷號、出生日期、電話或地址。以角色描述人（「夜班護理師」「病人」）。
  被拒絕的文字會以 [phi_detected] 錯誤回傳：請改寫後重試。
- 每個與案例相關的結果都帶有 `next_action`：其 `tool`、可填入的 `arguments`（案例、要追問「為什麼」的節點、
  要檢驗的連結、要處理的根本原因）、要問的 `question` 與 `why`。以這些參數加上內容呼叫該工具。
  rc_suggest_next 會列出每一項準則。
- 呼叫以 [stale_version] 失敗時，表示他人已改動該項目：請重新讀取（rc_get_session），再把你的變更套用到新版本。

步驟：
1. 案例與問題：rc_create_session{session_hint}，再以 rc_set_problem 填寫（發生什麼、地點、時間、影響、
   如何發現、SAC 嚴重度 1-4）。
2. 時間軸：以 rc_add_timeline_event 加入至少三個事件（時間如 08:15 或 T+00:15）。
3. 魚骨圖：以 rc_add_cause 加入每個促成因素；涵蓋人員、設備、物料、方法、監測與環境。
   你設定的代碼在有人確認前都維持「建議」。
4. 為什麼分析：從問題或原因以 rc_ask_why 追問，直到出現系統原因（流程、設計、人力、政策、文化）為止；
   多個因素共同促成時要分支。「護理師犯錯」永遠不是根本原因。
5. 因果檢驗：rc_mark_root_cause，再以 rc_verify_causation 檢驗鏈上每個連結（至少時間先後與必要性，
   各附理由）；未通過的連結要重做。根本原因必須是系統的狀況：個人的行為、歸咎或「未遵守政策」一律不通過。
6. 改善措施：每個根本原因都以 rc_add_action 加入措施；至少一項為中等或更強的強度（強制功能、標準化、
   簡化），並附負責角色與成效指標。
7. 結案：rc_close_case 執行完成檢核並凍結案例（rc_reopen_case 須附理由）。rc_export_report 可隨時讀取報告，
   不做任何變更。
"""


HINT = {"en": " (or continue case {id} with rc_get_session)", "zh-TW": "（或以 rc_get_session 繼續案例 {id}）"}


def facilitate(lang: str, session_id: str | None) -> str:
    """The prompt in ``lang``, naming the case to continue when one is given."""
    text = FACILITATE_ZH if lang == "zh-TW" else FACILITATE
    return text.replace("{session_hint}", HINT[lang].replace("{id}", session_id) if session_id else "")
