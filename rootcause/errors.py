"""The errors RootCause raises on purpose.

Every error a person or an agent can cause carries a stable ``code``, the ``field`` it is about,
and a message in English and Traditional Chinese, so both faces can show it in the user's
language without a lookup table of their own::

    RootCauseError
    ├── InvalidInput      bad or missing value for a named field (empty text, wrong type, bad choice)
    │   └── PHIDetected   free text that looks like a patient identifier; nothing was written
    ├── NotFound          an id that names no row (or a row of another case, or of a case the person may not see)
    ├── Forbidden         the person may see the case but their role does not allow this change
    ├── StaleVersion      an update named a version someone else has already replaced
    ├── StoreUnavailable  the database could not be reached or stayed locked; nothing was written
    └── ConfigError       a config file is missing, unreadable or invalid (names the file)

Anything else that escapes a service is a bug, and the faces report it as such with a trace id.
"""

from __future__ import annotations

import re
from typing import Any, ClassVar

__all__ = [
    "ID_SHAPE",
    "ConfigError",
    "Forbidden",
    "InvalidInput",
    "NotFound",
    "PHIDetected",
    "RootCauseError",
    "StaleVersion",
    "StoreUnavailable",
    "naming",
]

# The shape of every id the store hands out (``domain.model.ids.new_id``): a three-letter prefix and 8 or 12
# characters. Anything else names no row: it is refused before any lookup and never echoed back.
ID_SHAPE = re.compile(r"[a-z]{3}_[a-z0-9]{8}(?:[a-z0-9]{4})?")


def naming(message: str, field: str | None, word: str) -> str:
    """``message`` with the field's code, where it names the field (its opening "code:" or a bracketed "(code)"),
    replaced by ``word``: a face whose box or parameter is called otherwise names it its own way."""
    if not field or word == field:
        return message
    for code, named in ((f"{field}: ", f"{word}: "), (f"{field}：", f"{word}："), (f"{field} ", f"{word} ")):
        if message.startswith(code):
            return named + message[len(code):]
    return message.replace(f"({field})", f"({word})").replace(f"（{field}）", f"（{word}）")


class RootCauseError(Exception):
    """Base of every expected error; ``message(lang)`` gives the user-facing text."""

    code: ClassVar[str] = "rootcause_error"

    def __init__(
        self,
        *,
        field: str | None,
        en: str,
        zh: str,
        hint_en: str = "",
        hint_zh: str = "",
        details: dict[str, Any] | None = None,
    ) -> None:
        self.field = field
        self.en = en
        self.zh = zh
        self.hint_en = hint_en
        self.hint_zh = hint_zh
        self.details: dict[str, Any] = details or {}
        super().__init__(self.message("en"))

    def message(self, lang: str = "en") -> str:
        """The message (and hint, when there is one) in ``lang``; English for unknown languages."""
        text, hint = (self.zh, self.hint_zh) if lang == "zh-TW" else (self.en, self.hint_en)
        return f"{text} {hint}".strip()

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        """A JSON-safe form for MCP results and logs (never contains the rejected text itself)."""
        return {"code": self.code, "field": self.field, "message": self.message(lang), **self.details}


class InvalidInput(RootCauseError):
    code = "invalid_input"


class PHIDetected(InvalidInput):
    """Raised before any write when free text looks like a patient or personal identifier."""

    code = "phi_detected"


class CaseClosed(RootCauseError):
    """A write to a closed case: its analysis is frozen until someone reopens it with a reason."""

    code = "case_closed"

    def __init__(self, *, session_id: str) -> None:
        super().__init__(
            field="session_id",
            en=f"session_id: case {session_id} is closed, so its analysis cannot change.",
            zh=f"session_id：案例 {session_id} 已結案，分析內容不能再修改。",
            hint_en="Reopen it with a reason first (Reopen, on the report page; an archived case is restored first); "
                    "action follow-up (status and measurements) stays open.",
            hint_zh="請先填寫理由重新開啟（報告頁的「重新開啟」；已封存的案例請先還原）；改善行動的追蹤（狀態與測量）不受影響。",
            details={"session_id": session_id, "next_tool": "rc_reopen_case"},
        )


class NotFound(RootCauseError):
    code = "not_found"

    def __init__(self, *, field: str, kind: str, ident: str) -> None:
        # Echo only what looks like one of our ids: a caller who pastes a record number into an id
        # field must not see it repeated in messages and logs.
        shaped = ID_SHAPE.fullmatch(ident) is not None
        ident_en, ident_zh = (ident, ident) if shaped else ("(not an id of this store)", "（不是本資料庫的 id）")
        name_zh = _KIND_ZH.get(kind, kind)
        if field == "email":  # (an address looked up, not an id: said as what it is, never repeated)
            en, zh = f"No {kind} with that e-mail address (email).", f"找不到使用該電子郵件地址的{name_zh}（email）。"
        else:
            en, zh = f"No {kind} with id '{ident_en}' ({field}).", f"找不到 id 為「{ident_zh}」的{name_zh}（{field}）。"
        hint_en, hint_zh, tool = _FIND_AGAIN.get(kind, _FIND_AGAIN["part"])
        super().__init__(
            field=field, en=en, zh=zh, hint_en=hint_en, hint_zh=hint_zh,  # (told for every face; an agent also
            details={"kind": kind, "id": ident_en, "next_tool": tool},     # gets the tool to look again with)
        )


class Forbidden(RootCauseError):
    """A change the person's role does not allow (a viewer editing, a member opening a case …).

    A case the person may not see at all is NotFound instead, so that its existence is not revealed."""

    code = "forbidden"

    def __init__(self, *, field: str | None, action_en: str, action_zh: str) -> None:
        super().__init__(
            field=field,
            en=f"Your role does not allow this: {action_en}. Nothing was saved.",
            zh=f"您的角色不能執行此操作：{action_zh}。本次未儲存。",
            hint_en="Ask the case's facilitator or an administrator for the role you need.",
            hint_zh="請向本案的引導者或系統管理者申請所需的角色。",
        )


class StaleVersion(RootCauseError):
    """An optimistic-concurrency miss: the row changed after the caller read it."""

    code = "stale_version"

    def __init__(self, *, field: str, kind: str, ident: str, read_version: int, current_version: int) -> None:
        super().__init__(
            field=field,
            en=(
                f"This {kind.replace('_', ' ')} was changed by someone else (you read version {read_version}, "
                f"it is now version {current_version}). Nothing was saved."
            ),
            zh=(
                f"此{_KIND_ZH.get(kind, kind)}已被他人修改（您讀取的是第 {read_version} 版，"
                f"目前為第 {current_version} 版），本次未儲存。"
            ),
            hint_en="Look at the change first (the app shows both versions side by side), then keep yours or "
                    "take theirs; an agent reads the item again and applies its change to the new version.",
            hint_zh="請先查看對方的變更（應用程式會並列兩個版本），再決定保留您的修改或採用對方的版本；代理程式請重新讀取後，"
                    "再將修改套用到新版本。",
            details={"kind": kind, "id": ident, "read_version": read_version, "current_version": current_version},
        )
        self.current_version = current_version


class StoreUnavailable(RootCauseError):
    code = "store_unavailable"


class ConfigError(RootCauseError):
    """A configuration file problem; always names the file so an operator can fix it."""

    code = "config_error"

    def __init__(self, *, path: str, field: str | None, en: str, zh: str) -> None:
        super().__init__(
            field=field,
            en=f"Configuration error in {path}: {en}",
            zh=f"設定檔 {path} 有誤：{zh}",
            details={"path": path},
        )
        self.path = path


# Where to look again for what was not found: the list of cases, the case's own parts, the directory.
_FIND_AGAIN: dict[str, tuple[str, str, str | None]] = {
    "session": ("Check the id against the list of cases.", "請對照案例清單確認 id。", "rc_list_sessions"),
    "part": ("Check the id against the case's parts (open the case, or rc_get_session).",
             "請對照該案例的內容確認 id（開啟案例，或使用 rc_get_session）。", "rc_get_session"),
    "user": ("Check it against the staff directory (`rootcause users list`).",
             "請對照人員名單確認（`rootcause users list`）。", None),
    "member": ("Check the address against the case's team (`rootcause team list CASE_ID`).",
               "請對照該案例的團隊名單確認（`rootcause team list 案例id`）。", None),
    "learned_rule": ("Check the id against the learned rules (rc_list_learned_rules).",
                     "請對照學習規則清單確認 id（rc_list_learned_rules）。", "rc_list_learned_rules"),
}
_KIND_ZH = {
    "session": "案例",
    "problem": "問題陳述",
    "timeline_event": "時間軸事件",
    "cause": "原因",
    "why_node": "為什麼節點",
    "causation_check": "因果檢核",
    "action": "改善行動",
    "learned_rule": "學習規則",
    "measurement": "量測紀錄",
    "user": "使用者",
    "token": "存取權杖",
    "member": "團隊成員",
    "meeting_plan": "會議計時",
    "attendee": "與會者",
    "meeting_note": "會議紀錄",
    "sign_off": "簽核",
}
