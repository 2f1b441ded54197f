"""Gathers a case's facts and hands them to the pure guidance function and the completion gate.

The chains are judged by the chain validator (``services.chains``), so the guidance, the gate, the
progress panel and the report agree on every root cause. Cached by the case's revision, so the
guidance envelope on every MCP call costs one counter read while nothing changed.
"""

from __future__ import annotations

from collections.abc import Mapping

from sqlalchemy import func
from sqlmodel import col, select

from rootcause.domain.causal import why_tree as rules
from rootcause.domain.guidance import PROBLEM_FIELDS, ActionFacts, CaseFacts, RootCauseFacts, guide
from rootcause.domain.model.fishbone import STANDARD_BONES
from rootcause.domain.model.guidance import Guidance
from rootcause.services.chains import validate_chains
from rootcause.store import Reads, Store
from rootcause.store.tables import Action, Cause, ProblemStatement, RcaSession, TimelineEvent, WhyNode


def case_facts(db: Reads, *, session_id: str) -> CaseFacts:
    """Everything the gate judges, from one read plus the chain validator's."""
    with db.read() as tx:
        case = tx.session(session_id)
        prob = tx.db.exec(select(ProblemStatement).where(ProblemStatement.session_id == case.id)).one()
        events = tx.db.exec(select(func.count()).select_from(TimelineEvent)
                            .where(TimelineEvent.session_id == case.id)).one()
        live = select(Cause.category).where(Cause.session_id == case.id, col(Cause.deleted_at).is_(None))
        categories = [row for row in tx.db.exec(live).all()]
        nodes = tx.all(select(WhyNode).where(WhyNode.session_id == case.id).order_by(col(WhyNode.created_at)))
        actions = tx.all(select(Action).where(Action.session_id == case.id))
        closed = case.status == "complete"
    links = {n.id: rules.NodeLink(parent_id=n.parent_id, cause_id=n.cause_id) for n in nodes}
    parents = {n.parent_id for n in nodes if n.parent_id}
    depths = {n.id: rules.depth(n.id, links) for n in nodes}
    deepest = max(nodes, key=lambda n: depths[n.id], default=None)
    chains = {c.root_cause_id: c for c in validate_chains(db, session_id=session_id)} if any(
        n.is_root_cause for n in nodes) else {}
    roots = [RootCauseFacts(node_id=n.id, has_children=n.id in parents, chain=chains[n.id], actions=[
        ActionFacts(id=a.id, version=a.version, strength=a.strength_override or a.strength,
                    has_owner=bool(a.owner_role), has_measure=bool(a.process_measure or a.outcome_measure))
        for a in actions if a.root_cause_id == n.id]) for n in nodes if n.is_root_cause and n.id in chains]
    covered = {c for c in categories if c in STANDARD_BONES}
    return CaseFacts(
        session_id=case.id, problem_filled=[f for f in PROBLEM_FIELDS if getattr(prob, f)],
        severity_set=prob.severity is not None, timeline_events=int(events), bones_covered=len(covered),
        empty_bones=[b for b in STANDARD_BONES if b not in covered], causes=len(categories),
        why_depth=max(depths.values(), default=0), deepest_node=deepest.id if deepest else None,
        root_causes=roots, completed=closed,
    )


def guidance(db: Store, *, session_id: str, lang: str | None = None,
             bone_names: Mapping[str, tuple[str, str]] | None = None) -> Guidance:
    """The guidance for a case in ``lang`` (default: the case's language)."""
    with db.read() as tx:
        revision = tx.revision_of(session_id)
        language = lang or tx.db.exec(select(RcaSession.language).where(RcaSession.id == session_id)).one()
    key = ("guidance", session_id, language, bool(bone_names))
    if isinstance(hit := db.views.get(key, revision), Guidance):
        return hit
    result = guide(case_facts(db, session_id=session_id), language, bone_names)
    db.views.put(key, revision, result)
    return result
