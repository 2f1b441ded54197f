"""Chain validation over a stored why tree: every path from the problem to a root cause, judged."""

from __future__ import annotations

from sqlmodel import col, select

from rootcause.domain.causal import linter
from rootcause.domain.causal import why_tree as rules
from rootcause.domain.causal.chains import validate_chain
from rootcause.domain.model.chains import ChainLink, ChainReport, Finding
from rootcause.errors import InvalidInput
from rootcause.services import views
from rootcause.store import Reads
from rootcause.store.tables import CausationCheck, Cause, WhyNode


def lint_statement(text: str) -> list[Finding]:
    """The rules of causation one statement breaks, each with its span and how to rewrite it (none: it passes).

    The faces show these under an answer as it is typed; the chain verdicts below use the same linter.
    """
    return linter.lint_statement(text)


def validate_chains(db: Reads, *, session_id: str, node_id: str | None = None,
                    lang: str | None = None) -> list[ChainReport]:
    """One report per root cause (or just for ``node_id``), top of the chain first, worded in ``lang`` (the
    reader's language) or else the case's."""
    with db.read() as tx:
        case = tx.session(session_id)
        nodes = {n.id: n for n in tx.all(select(WhyNode).where(WhyNode.session_id == case.id))}
        causes = {c.id: c for c in tx.all(select(Cause).where(Cause.session_id == case.id,
                                                                  col(Cause.deleted_at).is_(None)))}
        checks = tx.all(select(CausationCheck).where(CausationCheck.session_id == case.id))
        if node_id is not None and node_id not in nodes:
            tx.get_in_session(WhyNode, node_id, case.id, field="node_id", kind="why_node")
        language = "zh-TW" if (lang or case.language) == "zh-TW" else "en"
    node_verdict = {c.node_id: views.check_result(c).verdict for c in checks if c.node_id}
    cause_verdict = {c.cause_id: views.check_result(c).verdict for c in checks if c.cause_id}
    links = {n.id: rules.NodeLink(parent_id=n.parent_id, cause_id=n.cause_id) for n in nodes.values()}
    parents = {n.parent_id for n in nodes.values() if n.parent_id}
    targets = [node_id] if node_id else [n.id for n in nodes.values() if n.is_root_cause]
    if node_id and not nodes[node_id].is_root_cause and node_id in parents:
        raise InvalidInput(field="node_id", en="node_id: validate a chain from its last node (a root cause or a "
                           "leaf).", zh="node_id：請從因果鏈的最末節點（根本原因或葉節點）開始檢核。")
    reports = []
    for target in targets:
        path = [*reversed(rules.ancestors(target, links)), target]
        chain = []
        top = nodes[path[0]]
        if top.cause_id and top.cause_id in causes:
            cause = causes[top.cause_id]
            chain.append(ChainLink(id=cause.id, text=cause.description, verdict=cause_verdict.get(cause.id),
                                   hfacs_code=cause.hfacs_code, has_children=True))
        for ident in path:
            node = nodes[ident]
            chain.append(ChainLink(id=ident, text=node.text, verdict=node_verdict.get(ident),
                                   hfacs_code=node.hfacs_code, has_children=ident in parents))
        reports.append(validate_chain(chain, language))
    return reports
