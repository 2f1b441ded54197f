"""Warnings on a case's action plan: what a quality committee would send back."""

from __future__ import annotations

from datetime import date
from typing import Literal

from pydantic import BaseModel
from sqlmodel import select

from rootcause.store import Tx
from rootcause.store.tables import Action, WhyNode

WarningKind = Literal["only_weaker", "no_measure", "no_owner", "no_due", "past_due", "follow_up_overdue", "no_action"]
CLOSED = ("done", "effective", "not_effective")
JUDGED = ("effective", "not_effective")  # the follow-up has said whether it worked

_TEXT: dict[str, tuple[str, str]] = {
    "only_weaker": ("Root cause \u201c{x}\u201d has only weaker actions (training, policy, reminders): add a "
                    "stronger or intermediate one.",
                    "根本原因「{x}」只有較弱的改善行動（教育訓練、規範、提醒），請增加較強或中等強度的行動。"),
    "no_measure": ("Action \u201c{x}\u201d has no process or outcome measure: how will you know it worked?",
                   "改善行動「{x}」沒有過程或結果指標：如何得知是否有效？"),
    "no_owner": ("Action \u201c{x}\u201d has no owner: name the role that will carry it out.",
                 "改善行動「{x}」沒有負責人：請寫明由哪個職務負責執行。"),
    "no_due": ("Action \u201c{x}\u201d has no due date: when will it be in place?",
               "改善行動「{x}」沒有完成期限：預計何時完成？"),
    "past_due": ("Action \u201c{x}\u201d is past its due date.", "改善行動「{x}」已逾期。"),
    "follow_up_overdue": ("Action \u201c{x}\u201d is past its follow-up date and nobody has judged whether it "
                          "worked: record the measure and mark it effective or not effective.",
                          "改善行動「{x}」已過追蹤日期，但尚未判定是否有效：請記錄指標並標示為有效或無效。"),
    "no_action": ("Root cause \u201c{x}\u201d has no action yet.", "根本原因「{x}」尚無改善行動。"),
}


class ActionWarning(BaseModel):
    kind: WarningKind
    target_id: str
    message: str


def _short(text: str) -> str:
    return text if len(text) <= 60 else text[:59] + "…"


def action_warnings(tx: Tx, session_id: str, lang: str, *, today: date | None = None) -> list[ActionWarning]:
    """Root causes with no action or only weaker ones; actions without a measure, an owner or a due date, past due,
    or past their follow-up date with no judgement of whether they worked."""
    day = today or date.today()
    pick = 1 if lang == "zh-TW" else 0
    roots = tx.all(select(WhyNode).where(WhyNode.session_id == session_id, WhyNode.is_root_cause == True))  # noqa: E712
    actions = tx.all(select(Action).where(Action.session_id == session_id))
    out: list[ActionWarning] = []

    def warn(kind: WarningKind, target: str, subject: str) -> None:
        out.append(ActionWarning(kind=kind, target_id=target, message=_TEXT[kind][pick].format(x=_short(subject))))

    for root in roots:
        mine = [a for a in actions if a.root_cause_id == root.id]
        if not mine:
            warn("no_action", root.id, root.text)
        elif all((a.strength_override or a.strength) == "weaker" for a in mine):
            warn("only_weaker", root.id, root.text)
    for action in actions:
        if not (action.process_measure or action.outcome_measure):
            warn("no_measure", action.id, action.description)
        if not (action.owner_role or "").strip():
            warn("no_owner", action.id, action.description)
        if action.due is None and action.status not in CLOSED:
            warn("no_due", action.id, action.description)
        if action.due is not None and action.due < day and action.status not in CLOSED:
            warn("past_due", action.id, action.description)
        if action.follow_up is not None and action.follow_up < day and action.status not in JUDGED:
            warn("follow_up_overdue", action.id, action.description)
    return out
