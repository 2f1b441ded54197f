"""Rules plus the optional AI assist on a stored case: next whys, stronger actions, a summary draft.

Each function reads the case once, sends the model only the few texts its task needs (never the whole
case), checks what comes back with our own rules (the action hierarchy re-rates every proposed action;
only stronger ones are kept; no text with an identifier is shown) and always returns the rules' answer
too, so a caller with the assist off, or broken, still gets a useful result. Nothing here writes.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

from rootcause.assist import Assistant
from rootcause.domain.actions.rules import strength_rank
from rootcause.domain.causal import why_tree as why_rules
from rootcause.domain.model.case import CaseView
from rootcause.errors import NotFound
from rootcause.languages import LANGS
from rootcause.services import sessions
from rootcause.services.assist_statements import MAX_AI_ITEMS, AssistState, notice, state_of, usable
from rootcause.services.frameworks import Frameworks
from rootcause.store import Store

__all__ = ["ActionProposal", "ActionProposals", "SummaryDraft", "WhyProposal", "WhyProposals", "draft_summary",
           "propose_next_whys", "propose_stronger_actions"]

MAX_SUMMARY = 1500  # characters kept of a summary draft


class WhyProposal(BaseModel):
    question: str
    source: Literal["rules", "ai"]


class WhyProposals(BaseModel):
    """Next "why?" questions about one statement: the model's first (when used), the rules' last."""

    target: str  # "problem", "node:<id>" or "cause:<id>"
    proposals: list[WhyProposal]
    assist: AssistState
    notice: str | None = None


class ActionProposal(BaseModel):
    description: str
    strength: str  # as our own rules rate it, always stronger than the original
    reason: str
    source: Literal["ai"] = "ai"


class ActionProposals(BaseModel):
    """Stronger alternatives to one action; ``hint`` is the rules' advice, shown whether or not AI helped."""

    action_id: str
    strength: str | None
    hint: str | None
    proposals: list[ActionProposal]
    assist: AssistState
    notice: str | None = None


class SummaryDraft(BaseModel):
    summary: str
    source: Literal["rules", "ai"]
    assist: AssistState
    notice: str | None = None


def _language(case: CaseView, lang: str | None) -> str:
    return lang if lang in LANGS else case.session.language


def _chain(case: CaseView, node_id: str | None, cause_id: str | None) -> tuple[str, list[str]]:
    """(target key, texts from the top of the tree down to the target); NotFound for an unknown id."""
    nodes = {n.id: n for n in case.why_nodes}
    causes = {c.id: c for c in case.causes}
    texts: list[str] = []
    if node_id:
        if node_id not in nodes:
            raise NotFound(field="node_id", kind="why_node", ident=node_id)
        target, current = f"node:{node_id}", nodes.get(node_id)
        while current is not None:
            texts.insert(0, current.text)
            if current.cause_id in causes:
                texts.insert(0, causes[current.cause_id].description)
            current = nodes.get(current.parent_id or "")
        return target, texts[-8:]  # the nearest eight statements are plenty of context
    if cause_id:
        if cause_id not in causes:
            raise NotFound(field="cause_id", kind="cause", ident=cause_id)
        return f"cause:{cause_id}", [causes[cause_id].description]
    return "problem", []


def propose_next_whys(
    db: Store, assistant: Assistant, *, session_id: str, node_id: str | None = None, cause_id: str | None = None,
    lang: str | None = None, use_ai: bool = True,
) -> WhyProposals:
    """Questions to ask next about a why node, a cause or (neither given) the problem itself."""
    case = sessions.get_case(db, session_id=session_id)
    language = _language(case, lang)
    problem = case.problem.what or case.session.title
    target, chain = _chain(case, node_id, cause_id)
    rules = [WhyProposal(question=why_rules.next_question(chain[-1] if chain else problem, language), source="rules")]
    if not use_ai:
        return WhyProposals(target=target, proposals=rules, assist="not_requested")
    reply = assistant.next_whys(problem=problem, chain=chain, lang=language)
    asked: list[str] = []
    for question in reply.value.questions if reply.ok and reply.value else ():
        clean = usable(question)
        if clean and clean not in asked and len(asked) < MAX_AI_ITEMS:
            asked.append(clean)
    if not asked:
        state: AssistState = "rejected" if reply.ok else state_of(reply)
        return WhyProposals(target=target, proposals=rules, assist=state, notice=notice(state, language, reply.trace))
    ai = [WhyProposal(question=q, source="ai") for q in asked]
    return WhyProposals(target=target, proposals=[*ai, *rules], assist="used")


def propose_stronger_actions(
    db: Store, fw: Frameworks, assistant: Assistant, *, session_id: str, action_id: str, lang: str | None = None,
    use_ai: bool = True,
) -> ActionProposals:
    """Alternatives the rules rate stronger than the action (as the team rated it, overrides included)."""
    case = sessions.get_case(db, session_id=session_id)
    action = next((a for a in case.actions if a.id == action_id), None)
    if action is None:
        raise NotFound(field="action_id", kind="action", ident=action_id)
    language = _language(case, lang)
    rating = fw.classify_action(action.description, language)
    current = action.effective_strength or rating.strength
    result = {"action_id": action.id, "strength": current, "hint": rating.hint}
    if current == "stronger" or not use_ai:
        return ActionProposals(proposals=[], assist="not_requested", **result)
    root = next((n.text for n in case.why_nodes if n.id == action.root_cause_id), "")
    reply = assistant.stronger_actions(root_cause=root, action=action.description, strength=current, lang=language)
    kept: list[ActionProposal] = []
    for idea in reply.value.actions if reply.ok and reply.value else ():
        clean = usable(idea)
        if not clean or any(p.description == clean for p in kept) or len(kept) >= MAX_AI_ITEMS:
            continue
        rated = fw.classify_action(clean, language)
        if strength_rank(rated.strength) > strength_rank(current):  # our rules decide "stronger", not the model
            kept.append(ActionProposal(description=clean, strength=rated.strength, reason=rated.reason))
    if not kept:
        state: AssistState = "rejected" if reply.ok else state_of(reply)
        return ActionProposals(proposals=[], assist=state, notice=notice(state, language, reply.trace), **result)
    return ActionProposals(proposals=kept, assist="used", **result)


def _strength_name(fw: Frameworks, strength: str | None, lang: str) -> str:
    return fw.action_rules.strength_info(strength).name.get(lang) if strength else "?"


def draft_summary(
    db: Store, fw: Frameworks, assistant: Assistant, *, session_id: str, lang: str | None = None, use_ai: bool = True,
) -> SummaryDraft:
    """A short summary for the report: drafted by the model from the problem, root causes and actions only,
    or assembled by the rules from the same facts."""
    case = sessions.get_case(db, session_id=session_id)
    language = _language(case, lang)
    problem = case.problem.what or case.session.title
    roots = [n.text for n in case.why_nodes if n.is_root_cause]
    acts = [f"{a.description} ({_strength_name(fw, a.effective_strength, language)})" for a in case.actions]
    rules = _rules_summary(problem, roots, acts, language)
    if not use_ai:
        return SummaryDraft(summary=rules, source="rules", assist="not_requested")
    reply = assistant.draft_summary(problem=problem, root_causes=roots, actions=acts, lang=language)
    raw = reply.value.summary if reply.ok and reply.value else None
    drafted = usable(raw[:MAX_SUMMARY] if isinstance(raw, str) else None)
    if drafted is None:
        state: AssistState = "rejected" if reply.ok else state_of(reply)
        return SummaryDraft(summary=rules, source="rules", assist=state, notice=notice(state, language, reply.trace))
    return SummaryDraft(summary=drafted, source="ai", assist="used")


def _rules_summary(problem: str, roots: list[str], acts: list[str], lang: str) -> str:
    if lang == "zh-TW":
        causes = "；".join(roots) or "尚未確認"
        plan = "；".join(acts) or "尚未擬定"
        return f"問題：{problem}。根本原因（{len(roots)}）：{causes}。改善措施（{len(acts)}）：{plan}。"
    causes = "; ".join(roots) or "none identified yet"
    plan = "; ".join(acts) or "none planned yet"
    return f"Problem: {problem}. Root causes ({len(roots)}): {causes}. Actions ({len(acts)}): {plan}."
