"""The why tree: ask why until a system cause appears, branch where several things contributed.

Parents are the problem (no parent), a fishbone cause, or another node of the same case. Moves are
checked for cycles, a subtree is deleted only after an explicit confirmation, and each new node
comes back with the next "why?" to ask.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel
from sqlalchemy import func
from sqlmodel import col, select

from rootcause.domain.causal import why_tree as rules
from rootcause.domain.model.actor import Actor
from rootcause.domain.model.case import LinkState, WhyNodeView, WhyTree, WhyTreeNode
from rootcause.domain.model.validation import require_version
from rootcause.errors import InvalidInput
from rootcause.services import causation, text, views
from rootcause.store import Store, Tx
from rootcause.store.tables import Action, CausationCheck, Cause, ProblemStatement, RcaSession, WhyNode

KIND = "why_node"


class WhyAdded(BaseModel):
    node: WhyNodeView
    depth: int
    next_question: str


def _links(tx: Tx, session_id: str) -> dict[str, rules.NodeLink]:
    rows = tx.db.exec(select(WhyNode.id, WhyNode.parent_id, WhyNode.cause_id)
                      .where(WhyNode.session_id == session_id)).all()
    return {r[0]: rules.NodeLink(parent_id=r[1], cause_id=r[2]) for r in rows}


def _parent_text(tx: Tx, case: RcaSession, parent_id: str | None, cause_id: str | None) -> str:
    if parent_id:
        return tx.get_in_session(WhyNode, parent_id, case.id, field="parent_id", kind=KIND).text
    if cause_id:
        cause = tx.get_in_session(Cause, cause_id, case.id, field="cause_id", kind="cause")
        if cause.deleted_at is not None:
            raise InvalidInput(field="cause_id", en="cause_id: this cause was deleted.", zh="cause_id：此原因已刪除。")
        return cause.description
    what = tx.db.exec(select(ProblemStatement.what).where(ProblemStatement.session_id == case.id)).first()
    return what or case.title


def ask_why(
    db: Store, *, session_id: str, answer: str, actor: Actor, parent_id: str | None = None,
    cause_id: str | None = None, evidence: str | None = None, lang: str | None = None,
) -> WhyAdded:
    """Add an answer to "why?" under the problem, a cause or a node; returns the next question, in ``lang`` (the
    reader's language) or else the case's."""
    clean = text.required("answer", answer)
    clean_evidence = text.optional("evidence", evidence)
    if parent_id and cause_id:
        raise InvalidInput(field="parent_id", en="parent_id: give a parent node or a cause, not both.",
                           zh="parent_id：請擇一提供上層節點或原因。")
    with db.transaction(actor) as tx:
        case = tx.session(session_id)
        if rules.same_statement(clean, _parent_text(tx, case, parent_id, cause_id)):
            raise InvalidInput(field="answer", en="answer: it repeats the statement it should explain. Say what "
                               "made that happen.", zh="answer：此答案與要解釋的敘述相同，請說明是什麼造成它。")
        position = tx.db.exec(select(func.coalesce(func.max(WhyNode.position), 0))
                              .where(WhyNode.session_id == case.id, WhyNode.parent_id == parent_id)).one()
        row = tx.add(WhyNode(id="", session_id=case.id, parent_id=parent_id or None, cause_id=cause_id or None,
                             text=clean, evidence=clean_evidence, position=int(position) + 1),
                     kind=KIND, session_id=case.id, operation="ask_why")
        depth = rules.depth(row.id, _links(tx, case.id))
        return WhyAdded(node=views.why_node(row), depth=depth, next_question=rules.next_question(
            clean, "zh-TW" if (lang or case.language) == "zh-TW" else "en"))


def update_why(
    db: Store, *, session_id: str, node_id: str, version: int | None, actor: Actor, answer: str | None = None,
    evidence: str | None = None,
) -> WhyNodeView:
    """Rewrite a node's answer or evidence; without ``version`` the stored one is used (last write wins)."""
    read = require_version("version", version) if version is not None else None
    changes: dict[str, Any] = {}
    if answer is not None:
        changes["text"] = text.required("answer", answer)
    if evidence is not None:
        changes["evidence"] = text.optional("evidence", evidence)
    with db.transaction(actor) as tx:
        node = tx.get_in_session(WhyNode, node_id, session_id, field="node_id", kind=KIND)
        read = node.version if read is None else read
        if "text" in changes:
            case = tx.session(session_id)
            if rules.same_statement(changes["text"], _parent_text(tx, case, node.parent_id, node.cause_id)):
                raise InvalidInput(field="answer", en="answer: it repeats the statement it should explain.",
                                   zh="answer：此答案與要解釋的敘述相同。")
        said = node.text  # (read before the update, which may change the row object in place)
        row = tx.update(WhyNode, node_id, read, changes, kind=KIND, field="node_id", session_id=session_id,
                        operation="update_why")
        if "text" in changes and changes["text"] != said:  # (its own link, and each link whose effect it is)
            children = tx.all(select(WhyNode.id).where(WhyNode.parent_id == node_id))
            causation.void_checks(tx, session_id, node_ids=[node_id, *children])
        return views.why_node(row)


def move_why(
    db: Store, *, session_id: str, node_id: str, version: int, actor: Actor, parent_id: str | None = None,
    cause_id: str | None = None,
) -> WhyNodeView:
    """Hang a node (with its branch) under another node, a cause, or the problem (both None)."""
    read = require_version("version", version)
    with db.transaction(actor) as tx:
        case = tx.session(session_id)
        tx.get_in_session(WhyNode, node_id, case.id, field="node_id", kind=KIND)
        _parent_text(tx, case, parent_id, cause_id)  # the new parent must exist in this case
        rules.check_reparent(node_id, parent_id or None, _links(tx, case.id))
        node = tx.get(WhyNode, node_id, field="node_id", kind=KIND)
        before = (node.parent_id, node.cause_id)  # (read before the update, which may change the row in place)
        row = tx.update(WhyNode, node_id, read, {"parent_id": parent_id or None, "cause_id": cause_id or None},
                        kind=KIND, field="node_id", session_id=case.id, operation="move_why")
        if before != (row.parent_id, row.cause_id):  # (it now explains another effect)
            causation.void_checks(tx, case.id, node_ids=[node_id])
        return views.why_node(row)


def delete_branch(
    db: Store, *, session_id: str, node_id: str, version: int, actor: Actor, confirm: bool = False
) -> list[str]:
    """Delete a node and everything under it; without ``confirm`` it only says how much would go."""
    read = require_version("version", version)
    with db.transaction(actor) as tx:
        tx.get_in_session(WhyNode, node_id, session_id, field="node_id", kind=KIND)
        return delete_branches(tx, session_id, {node_id: read}, confirm=confirm, field="node_id")


def delete_branches(tx: Tx, session_id: str, tops: dict[str, int], *, confirm: bool, field: str) -> list[str]:
    """Inside ``tx``: delete each top node (at the version given) with everything under it and their checks. Refused
    while a root cause in them has actions, and without ``confirm`` (the refusal says how many nodes would go)."""
    links = _links(tx, session_id)
    doomed = [ident for top in tops for ident in rules.subtree(top, links)]
    acted = tx.db.exec(select(func.count()).select_from(Action).where(col(Action.root_cause_id).in_(doomed))).one()
    if acted:
        raise InvalidInput(field=field, en=f"{field}: {acted} action(s) belong to root causes in this branch; "
                           "move or delete them first.", zh=f"{field}：此分支的根本原因仍有 {acted} 項改善行動，"
                           "請先移動或刪除。")
    if not confirm:
        raise InvalidInput(field="confirm", en=f"confirm: this deletes {len(doomed)} why node(s). Send confirm=true "
                           "to go ahead.", zh=f"confirm：將刪除 {len(doomed)} 個為什麼節點，確定請送出 confirm=true。",
                           details={"count": len(doomed), "node_ids": doomed})
    for check in tx.all(select(CausationCheck).where(col(CausationCheck.node_id).in_(doomed))):
        tx.delete(CausationCheck, check.id, check.version, kind="causation_check", field="node_id",
                  session_id=session_id, operation="delete_why_branch")
    for ident in reversed(doomed):  # children first: parents are referenced by them
        row = tx.get(WhyNode, ident, field="node_id", kind=KIND)
        tx.delete(WhyNode, ident, tops.get(ident, row.version), kind=KIND, field="node_id", session_id=session_id,
                  operation="delete_why_branch")
    return doomed


def mark_root_cause(
    db: Store, *, session_id: str, node_id: str, actor: Actor, rationale: str | None = None,
    version: int | None = None, is_root_cause: bool = True,
) -> WhyNodeView:
    """Mark (or unmark) a node as a root cause, with the team's rationale."""
    why = text.optional("rationale", rationale)
    with db.transaction(actor) as tx:
        node = tx.get_in_session(WhyNode, node_id, session_id, field="node_id", kind=KIND)
        read = require_version("version", version) if version is not None else node.version
        changes = {"is_root_cause": bool(is_root_cause), "root_cause_rationale": why if is_root_cause else None}
        row = tx.update(WhyNode, node_id, read, changes, kind=KIND, field="node_id", session_id=session_id,
                        operation="mark_root_cause" if is_root_cause else "unmark_root_cause")
        return views.why_node(row)


def get_tree(db: Store, *, session_id: str) -> WhyTree:
    """Every node with its depth, children and the verdict of its causation check."""
    with db.read() as tx:
        case = tx.session(session_id)
        rows = tx.all(select(WhyNode).where(WhyNode.session_id == case.id)
                      .order_by(col(WhyNode.position), col(WhyNode.created_at)))
        stored = tx.all(select(CausationCheck).where(CausationCheck.session_id == case.id))
        what = tx.db.exec(select(ProblemStatement.what).where(ProblemStatement.session_id == case.id)).first()
    links = {r.id: rules.NodeLink(parent_id=r.parent_id, cause_id=r.cause_id) for r in rows}
    children: dict[str, list[str]] = {}
    for r in rows:
        if r.parent_id:
            children.setdefault(r.parent_id, []).append(r.id)
    judged = {c.node_id or c.cause_id: views.check_result(c) for c in stored}  # (one reading of every check)
    nodes = []
    for r in rows:
        check = judged.get(r.id)
        nodes.append(WhyTreeNode(**views.why_node(r).model_dump(), depth=rules.depth(r.id, links),
                                 children=children.get(r.id, []), link_verdict=check.verdict if check else None,
                                 fails_necessity=bool(check and check.fails_necessity)))
    hung = {r.cause_id for r in rows if r.cause_id and not r.parent_id}
    cause_links = {cid: LinkState(verdict=check.verdict, fails_necessity=check.fails_necessity)
                   for cid in hung if (check := judged.get(cid)) is not None}
    return WhyTree(session_id=case.id, problem=what or case.title, nodes=nodes,
                   root_causes=[n.id for n in nodes if n.is_root_cause], max_depth=max((n.depth for n in nodes),
                                                                                       default=0),
                   cause_links=cause_links)
