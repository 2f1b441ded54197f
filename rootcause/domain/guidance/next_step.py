"""The next step of the causation and action stages, with the ids filled in: which root cause to question,
which link to test, which statement to rewrite, which root cause needs an action.

The order follows the soundness of a chain: a root cause that is a person's act is questioned first (nothing
else about that chain matters until a system cause is found), then failed links, then chains too shallow, then
statements that break a rule of causation, then untested links. Every message names what is wrong in the
team's own words (the validator's finding) and the tool that fixes it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rootcause.domain.causal.chains import binding_findings
from rootcause.domain.causal.system_cause import PERSON_ACT_REASONS, PersonAct
from rootcause.domain.model.case_facts import CaseFacts, RootCauseFacts
from rootcause.domain.model.guidance import Argument


@dataclass(frozen=True)
class Step:
    tool: str
    question: str
    hint: str
    arguments: dict[str, Argument] = field(default_factory=dict)


def _link_args(link_id: str) -> dict[str, Argument]:
    """A chain's first link may be a fishbone cause (``cau_``); the others are why nodes."""
    return {"cause_id": link_id} if link_id.startswith("cau_") else {"node_id": link_id}


def _rewrite(link_id: str, question: str, hint: str) -> Step:
    if link_id.startswith("cau_"):
        return Step("rc_update_cause", question, hint, {"cause_id": link_id})
    return Step("rc_update_why", question, hint, {"node_id": link_id})


def _person_act_step(root: RootCauseFacts, act: PersonAct, zh: bool) -> Step:
    reason = PERSON_ACT_REASONS[act][1 if zh else 0]
    if root.has_children:  # the team asked deeper already: the root cause mark belongs lower down
        return Step("rc_mark_root_cause",
                    "這是個人行為，不是根本原因。請取消標記，改標記其下方的系統因素。" if zh else
                    "This is a person's act, not a root cause. Unmark it and mark the system cause beneath it.",
                    f"原因：{reason}。" if zh else f"Why: {reason}.",
                    {"node_id": root.node_id, "is_root_cause": False})
    return Step("rc_ask_why",
                "為什麼會發生這個行為？流程、設備、人力或設計中，是什麼讓它容易發生？" if zh else
                "Why did that happen? What in the process, equipment, staffing or design made it likely?",
                (f"這不能作為根本原因：{reason}。請在它下方再問一次為什麼，"
                 "找到系統因素後標記為根本原因，並取消此標記。" if zh
                 else f"This cannot be a root cause: {reason}. Ask why beneath it, mark the system cause you find "
                 "as the root cause, and unmark this one."),
                {"parent_id": root.node_id})


def _root_step(root: RootCauseFacts, zh: bool) -> Step | None:
    chain = root.chain
    if chain.root_person_act:
        return _person_act_step(root, chain.root_person_act, zh)
    if chain.failed_links:
        failed = chain.failed_links[0]
        return _rewrite(failed,
                        "這個因果連結未通過檢核：請改寫這個答案，或刪除這個分支。" if zh else
                        "This causal link failed its test: rewrite the answer, or delete the branch.",
                        "未通過必要性或時序性檢核的連結，不能支撐根本原因。" if zh else
                        "A link that fails necessity or temporality cannot carry a root cause.")
    if chain.too_shallow:
        return Step("rc_ask_why",
                    "這條因果鏈少於三層：為什麼會這樣？" if zh else
                    "This chain is fewer than three whys deep: why did it happen?",
                    "再問一次為什麼，並把根本原因標記移到最深的系統因素。" if zh else
                    "Ask why again and move the root-cause mark to the deepest system cause.",
                    {"parent_id": root.node_id})
    binding = binding_findings(chain.findings, chain.root_cause_id)
    if binding:
        finding = binding[0]
        return _rewrite(finding.node_id, finding.message, finding.hint)
    if chain.unverified_links:
        return Step("rc_verify_causation",
                    "原因是否先於結果？若該原因未發生，事件是否就能避免？" if zh else
                    "Did the cause come first, and had it not occurred, would the effect have been prevented?",
                    "每個答案都要附上理由；連結上每一步都要檢核。" if zh else
                    "Give a rationale with every answer; every link on the chain needs its test.",
                    _link_args(chain.unverified_links[0]))
    return None


def chain_step(facts: CaseFacts, zh: bool) -> Step:
    """The first thing that keeps a chain from being sound, or marking a root cause when there is none."""
    for root in facts.root_causes:
        step = _root_step(root, zh)
        if step is not None:
            return step
    return Step("rc_mark_root_cause",
                "最深的答案是否是組織能改變的系統條件？若是，請標記為根本原因並說明理由。" if zh else
                "Is the deepest answer a condition of the system the organisation can change? If so, mark it as a "
                "root cause with the team's rationale.",
                "個人行為或「未遵守規範」不是根本原因；系統條件才是。" if zh else
                "A person's act or 'did not follow the policy' is not a root cause; a condition of the system is.",
                {"node_id": facts.deepest_node} if facts.deepest_node else {})


def action_step(facts: CaseFacts, zh: bool) -> Step:
    """An action for the first root cause without a ready one (or the missing owner or measure of one)."""
    for root in facts.root_causes:
        if root.acted_on:
            continue
        near = next((a for a in root.actions if a.strength in ("stronger", "intermediate")), None)
        if near is not None:
            missing = [w for w, ok in (("owner_role", near.has_owner), ("measure", near.has_measure)) if not ok]
            return Step("rc_update_action",
                        "這項行動由哪個角色負責？如何衡量成效？" if zh else
                        "Which role owns this action, and how will you measure that it worked?",
                        (f"請補上：{'、'.join(missing)}。" if zh else f"Fill in: {', '.join(missing)}."),
                        {"action_id": near.id, "version": near.version})
        return Step("rc_add_action",
                    "哪一項系統改變能防止這個根本原因再發生？誰負責？如何衡量？" if zh else
                    "What change to the system would stop this root cause recurring, who owns it, and how will "
                    "you measure it?",
                    "需要中等以上強度（防呆、標準化、簡化）的行動，並有負責角色與成效指標；教育訓練與新規範屬較弱。"
                    if zh else "It needs an action of at least intermediate strength (forcing function, "
                    "standardisation, simplification) with an owner role and a measure; training and new policies "
                    "are weaker.",
                    {"root_cause_id": root.node_id})
    return Step("rc_add_action", "", "", {})
