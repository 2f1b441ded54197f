"""Counterfactual checks of causal links: one stored check per link, answered a criterion at a time."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from sqlalchemy import or_
from sqlmodel import col, select

from rootcause.domain.causal.causation import judge, parse_answers, parse_level
from rootcause.domain.model.actor import Actor
from rootcause.domain.model.causation import CRITERIA, CausationResult, CriterionAnswer
from rootcause.domain.model.validation import optional_expected_version
from rootcause.errors import InvalidInput, StaleVersion
from rootcause.services import text, views
from rootcause.store import Store, Tx
from rootcause.store.tables import CausationCheck, Cause, WhyNode

KIND = "causation_check"


def verify_causation(
    db: Store, *, session_id: str, actor: Actor, node_id: str | None = None, cause_id: str | None = None,
    level: str | None = None, answers: object = None, expected_version: int | None = None,
) -> CausationResult:
    """Record answers for the link from ``node_id`` (or ``cause_id``) to its effect; returns the verdict.

    Criteria not in ``answers`` keep what was stored; the level defaults to what was stored, else standard.
    ``expected_version`` (the ``version`` of the check the caller read; 0 when there was none) makes the
    save refuse with StaleVersion if someone else answered in between, instead of overwriting them.
    """
    expected = optional_expected_version("expected_version", expected_version)
    if bool(node_id) == bool(cause_id):
        raise InvalidInput(field="node_id", en="node_id: give the why node or the cause whose link to test (one).",
                           zh="node_id：請提供一個要檢核的為什麼節點或原因（擇一）。")
    parsed = parse_answers(answers)
    changes: dict[str, Any] = {}
    for criterion, (answer, rationale) in parsed.items():
        if answer is not None:
            changes[criterion] = answer
        if rationale is not None:
            changes[f"{criterion}_rationale"] = text.optional(f"answers.{criterion}.rationale", rationale)
    with db.transaction(actor) as tx:
        case = tx.session(session_id)
        if node_id:
            tx.get_in_session(WhyNode, node_id, case.id, field="node_id", kind="why_node")
            where = CausationCheck.node_id == node_id
        else:
            tx.get_in_session(Cause, cause_id, case.id, field="cause_id", kind="cause")
            where = CausationCheck.cause_id == cause_id
        check = tx.db.exec(select(CausationCheck).where(where)).first()
        current = check.version if check else 0
        if expected is not None and expected != current:
            raise StaleVersion(field="expected_version", kind=KIND, ident=check.id if check else "",
                               read_version=expected, current_version=current)
        lvl = parse_level(level) if level is not None else (check.level if check else "standard")
        stored = views.answers(check)
        empty = CriterionAnswer()
        merged: dict[str, CriterionAnswer] = {c: CriterionAnswer(answer=changes.get(c, stored.get(c, empty).answer),
                                     rationale=changes.get(f"{c}_rationale", stored.get(c, empty).rationale))
                  for c in CRITERIA}
        result = judge(lvl, merged, case.language)
        values = {**changes, "level": lvl, "verdict": result.verdict}
        if check is None:
            tx.add(CausationCheck(id="", session_id=case.id, node_id=node_id, cause_id=cause_id, **values),
                   kind=KIND, session_id=case.id, operation="verify_causation")
        else:
            tx.update(CausationCheck, check.id, check.version, values, kind=KIND, field="node_id",
                      session_id=case.id, operation="verify_causation")
        return result.model_copy(update={"version": current + 1})


_ANSWERED = {f"{c}{part}": None for c in CRITERIA for part in ("", "_rationale")}


def void_checks(tx: Tx, session_id: str, *, node_ids: Iterable[str] = (), cause_ids: Iterable[str] = ()) -> int:
    """Inside ``tx``: set the checks of these links back to open, their answers cleared (the audit log keeps them).

    A check tests one claim, "this answer caused that effect"; once either side is rewritten or the answer hangs
    under another effect, it tested a claim no longer made. Its version moves on, so an answer sent against the old
    claim is refused as stale. Returns how many checks were voided."""
    nodes, causes = list(node_ids), list(cause_ids)
    if not nodes and not causes:
        return 0
    where = or_(col(CausationCheck.node_id).in_(nodes), col(CausationCheck.cause_id).in_(causes))
    voided = 0
    checks = tx.all(select(CausationCheck).where(CausationCheck.session_id == session_id, where))
    for check in checks:
        if check.verdict == "open" and not any(getattr(check, c) for c in CRITERIA):
            continue
        tx.update(CausationCheck, check.id, check.version, {**_ANSWERED, "verdict": "open"}, kind=KIND,
                  field="node_id", session_id=session_id, operation="void_causation_check")
        voided += 1
    # A link never tested yet gets an open check, so its version moves past 0 too: a first test sent by someone
    # who read the old claim (expected_version=0) is refused as stale, not recorded against the new text.
    tested = {c.node_id for c in checks} | {c.cause_id for c in checks}
    for node in (n for n in nodes if n not in tested):
        tx.add(CausationCheck(id="", session_id=session_id, node_id=node, verdict="open"), kind=KIND,
               session_id=session_id, operation="void_causation_check")
    for cause in (c for c in causes if c not in tested):
        tx.add(CausationCheck(id="", session_id=session_id, cause_id=cause, verdict="open"), kind=KIND,
               session_id=session_id, operation="void_causation_check")
    return voided


def links_from_the_problem(tx: Tx, session_id: str) -> tuple[list[str], list[str]]:
    """Inside ``tx``: the links whose effect is the problem statement: each why under no cause, each live cause."""
    tops = tx.all(select(WhyNode.id).where(WhyNode.session_id == session_id, col(WhyNode.parent_id).is_(None),
                                           col(WhyNode.cause_id).is_(None)))
    live = tx.all(select(Cause.id).where(Cause.session_id == session_id, col(Cause.deleted_at).is_(None)))
    return list(tops), list(live)


def tested_against_problem(db: Store, *, session_id: str) -> int:
    """How many answered checks test a link whose effect is the problem (each cause's, each why under no cause):
    rewriting what happened sends them back to open, which the Problem page says before it is saved."""
    with db.read() as tx:
        case = tx.session(session_id)
        tops, live = links_from_the_problem(tx, case.id)
        where = or_(col(CausationCheck.node_id).in_(tops), col(CausationCheck.cause_id).in_(live))
        return sum(1 for check in tx.all(select(CausationCheck).where(CausationCheck.session_id == case.id, where))
                   if check.verdict != "open" or any(getattr(check, c) for c in CRITERIA))


def get_check(db: Store, *, session_id: str, node_id: str | None = None, cause_id: str | None = None,
              lang: str = "en") -> CausationResult:
    """The stored check of a link (an unanswered standard check if there is none yet)."""
    with db.read() as tx:
        case = tx.session(session_id)
        where = CausationCheck.node_id == node_id if node_id else CausationCheck.cause_id == cause_id
        check = tx.db.exec(select(CausationCheck).where(CausationCheck.session_id == case.id, where)).first()
    return views.check_result(check, lang)
