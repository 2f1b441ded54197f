"""Gathers a case's facts in one read and hands them to the pure guidance function.

Cached by the case's revision, so the guidance envelope on every MCP call costs one counter read
while nothing changed.
"""

from __future__ import annotations

from sqlalchemy import func
from sqlmodel import col, select

from rootcause.domain.causal import why_tree as rules
from rootcause.domain.guidance import PROBLEM_FIELDS, CaseFacts, RootCauseFacts, guide
from rootcause.domain.model.fishbone import STANDARD_BONES
from rootcause.domain.model.guidance import Guidance
from rootcause.store import Store, Tx
from rootcause.store.tables import Action, CausationCheck, Cause, ProblemStatement, RcaSession, TimelineEvent, WhyNode


def _root_facts(tx: Tx, session_id: str) -> tuple[int, list[RootCauseFacts]]:
    nodes = tx.all(select(WhyNode).where(WhyNode.session_id == session_id))
    links = {n.id: rules.NodeLink(parent_id=n.parent_id, cause_id=n.cause_id) for n in nodes}
    checks = tx.all(select(CausationCheck).where(CausationCheck.session_id == session_id))
    node_verdict = {c.node_id: c.verdict for c in checks if c.node_id}
    cause_verdict = {c.cause_id: c.verdict for c in checks if c.cause_id}
    actions = tx.all(select(Action).where(Action.session_id == session_id))
    facts = []
    for node in (n for n in nodes if n.is_root_cause):
        chain = [node.id, *rules.ancestors(node.id, links)]
        top = links[chain[-1]]
        failed = any(node_verdict.get(n) == "not_supported" for n in chain) or (
            top.cause_id is not None and cause_verdict.get(top.cause_id) == "not_supported")
        strong = sum(1 for a in actions if a.root_cause_id == node.id
                     and (a.strength_override or a.strength) not in (None, "weaker")
                     and (a.process_measure or a.outcome_measure))
        facts.append(RootCauseFacts(node_id=node.id, link_supported=node_verdict.get(node.id) == "supported",
                                    chain_has_failed_link=failed, strong_actions_with_measure=strong))
    depth = max((rules.depth(n.id, links) for n in nodes), default=0)
    return depth, facts


def case_facts(db: Store, *, session_id: str) -> CaseFacts:
    with db.read() as tx:
        case = tx.session(session_id)
        prob = tx.db.exec(select(ProblemStatement).where(ProblemStatement.session_id == case.id)).one()
        events = tx.db.exec(select(func.count()).select_from(TimelineEvent)
                            .where(TimelineEvent.session_id == case.id)).one()
        live = select(Cause.category).where(Cause.session_id == case.id, col(Cause.deleted_at).is_(None))
        categories = [row for row in tx.db.exec(live).all()]
        depth, roots = _root_facts(tx, case.id)
    return CaseFacts(
        problem_filled=[f for f in PROBLEM_FIELDS if getattr(prob, f)], severity_set=prob.severity is not None,
        timeline_events=int(events), bones_covered=len({c for c in categories if c in STANDARD_BONES}),
        causes=len(categories), why_depth=depth, root_causes=roots, completed=case.status == "complete",
    )


def guidance(db: Store, *, session_id: str, lang: str | None = None) -> Guidance:
    """The guidance for a case in ``lang`` (default: the case's language)."""
    with db.read() as tx:
        revision = tx.revision_of(session_id)
        language = lang or tx.db.exec(select(RcaSession.language).where(RcaSession.id == session_id)).one()
    key = ("guidance", session_id, language)
    if isinstance(hit := db.views.get(key, revision), Guidance):
        return hit
    result = guide(case_facts(db, session_id=session_id), language)
    db.views.put(key, revision, result)
    return result
