"""Causes on the fishbone: capture fast, then sharpen (code confirmed by a person, evidence, verified).

Progressive input: level 1 is a description; level 2 an HFACS code; level 3 evidence, confidence and
verification. A code or bone that an agent sets is stored as *suggested*; only a person in the app
turns it into *confirmed*. Every change names the version it read.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel
from sqlalchemy import func
from sqlmodel import col, select

from rootcause.domain.classify.suggester import SuggestionResult
from rootcause.domain.model.actor import Actor
from rootcause.domain.model.case import CauseView
from rootcause.domain.model.validation import require_version
from rootcause.errors import InvalidInput
from rootcause.services import causation, text, views, why_tree
from rootcause.services.categories import resolve_category
from rootcause.services.classification import retire_rules_taught_by, suggest_for_checked
from rootcause.services.frameworks import Frameworks
from rootcause.store import Store, Tx
from rootcause.store.tables import Cause, WhyNode, utcnow

KIND = "cause"


CONFIDENT = 0.5  # a first suggestion this sure needs no guiding questions beside it


class CauseAdded(BaseModel):
    """The stored cause, plus suggestions for what was left open (a person or agent picks one)."""

    cause: CauseView
    suggestions: SuggestionResult | None = None


def _state(actor: Actor) -> str:
    return "confirmed" if actor.kind == "human" else "suggested"


def _confidence(value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= float(value) <= 1:
        raise InvalidInput(field="confidence", en="confidence: must be a number from 0 to 1.",
                           zh="confidence：必須是 0 到 1 之間的數字。")
    return float(value)


def _verified(value: object) -> bool:
    if not isinstance(value, bool):
        raise InvalidInput(field="verified", en="verified: must be true or false.",
                           zh="verified：必須是 true 或 false。")
    return value


def _fields(tx: Tx, fw: Frameworks, session_id: str, actor: Actor, *, category: str | None,
            hfacs_code: str | None, evidence: str | None, confidence: object, verified: object) -> dict[str, Any]:
    """Validated column values for the fields given ("" clears category, code, evidence and confidence)."""
    out: dict[str, Any] = {}
    if category is not None:
        code = resolve_category(tx, fw, session_id, category) if category.strip() else None
        out |= {"category": code, "category_state": _state(actor) if code else "none"}
    if hfacs_code is not None:
        code = fw.config.canonical_code(hfacs_code) if hfacs_code.strip() else None
        state = _state(actor) if code else "none"
        out |= {"hfacs_code": code, "hfacs_state": state,
                "hfacs_confirmed_by": actor.name if state == "confirmed" else None}
    if evidence is not None:
        out["evidence"] = text.optional("evidence", evidence)
    if isinstance(confidence, str) and not confidence.strip():
        out["confidence"] = None  # "not rated": a person may withdraw a rating they gave
    elif confidence is not None:
        out["confidence"] = _confidence(confidence)
    if verified is not None:
        out["verified"] = _verified(verified)
    return out


def add_cause(
    db: Store, fw: Frameworks, *, session_id: str, description: str, actor: Actor, category: str | None = None,
    hfacs_code: str | None = None, evidence: str | None = None, confidence: float | None = None,
    verified: bool | None = None, lang: str | None = None,
) -> CauseAdded:
    """Add a contributing factor; with no code or bone given, the answer carries suggestions for them."""
    clean = text.required("description", description)
    with db.transaction(actor) as tx:
        case = tx.session(session_id)
        fields = _fields(tx, fw, case.id, actor, category=category, hfacs_code=hfacs_code, evidence=evidence,
                         confidence=confidence, verified=verified)
        position = tx.db.exec(select(func.coalesce(func.max(Cause.position), 0))
                              .where(Cause.session_id == case.id, Cause.category == fields.get("category"))).one()
        row = tx.add(Cause(id="", session_id=case.id, description=clean, position=int(position) + 1, **fields),
                     kind=KIND, session_id=case.id, operation="add_cause")
        cause, language = views.cause(row), case.language
    suggestions = None
    if not fields.get("hfacs_code") or not fields.get("category"):
        found = suggest_for_checked(db, fw, clean, lang=lang or language)
        # only for what was left open: a chosen bone needs no bone suggestion, a chosen code no code suggestions,
        # and a confident first suggestion no guiding questions (they are for when the rules are unsure)
        sure = bool(found.suggestions) and (found.suggestions[0].confidence or 0) >= CONFIDENT
        suggestions = found.model_copy(update={
            **({"guiding_questions": []} if sure else {}),
            **({"fishbone": None} if fields.get("category") else {}),
            **({"suggestions": [], "guiding_questions": [], "level_hint": None} if fields.get("hfacs_code") else {}),
        })
    return CauseAdded(cause=cause, suggestions=suggestions)


def update_cause(
    db: Store, fw: Frameworks, *, session_id: str, cause_id: str, version: int, actor: Actor,
    description: str | None = None, category: str | None = None, hfacs_code: str | None = None,
    evidence: str | None = None, confidence: float | str | None = None, verified: bool | None = None,
) -> CauseView:
    """Change any field; None leaves it, "" clears category, code, evidence or confidence."""
    read = require_version("version", version)
    changes: dict[str, Any] = {}
    if description is not None:
        changes["description"] = text.required("description", description)
    with db.transaction(actor) as tx:
        _live(tx, session_id, cause_id)
        changes |= _fields(tx, fw, session_id, actor, category=category, hfacs_code=hfacs_code, evidence=evidence,
                           confidence=confidence, verified=verified)
        if "category" in changes:
            changes["position"] = _next_position(tx, session_id, changes["category"])
        before = tx.get(Cause, cause_id, field="cause_id", kind=KIND).description
        row = tx.update(Cause, cause_id, read, changes, kind=KIND, field="cause_id", session_id=session_id,
                        operation="update_cause")
        if "hfacs_code" in changes:
            retire_rules_taught_by(tx, session_id, cause_id, keep=changes["hfacs_code"])
        if "description" in changes and changes["description"] != before:  # (its link, and the whys it explains)
            tops = tx.all(select(WhyNode.id).where(WhyNode.cause_id == cause_id))
            causation.void_checks(tx, session_id, node_ids=tops, cause_ids=[cause_id])
        return views.cause(row)


def confirm_cause(
    db: Store, *, session_id: str, cause_id: str, version: int, actor: Actor, part: str = "hfacs"
) -> CauseView:
    """A person confirms the suggested HFACS code (``part="hfacs"``) or bone (``part="category"``)."""
    if actor.kind != "human":
        raise InvalidInput(field="actor", en="Only a person can confirm a suggestion, in the app.",
                           zh="只有人員能在應用程式中確認建議。")
    read = require_version("version", version)
    with db.transaction(actor) as tx:
        cause = _live(tx, session_id, cause_id)
        if part == "hfacs" and cause.hfacs_code:
            changes = {"hfacs_state": "confirmed", "hfacs_confirmed_by": actor.name}
        elif part == "category" and cause.category:
            changes = {"category_state": "confirmed"}
        else:
            raise InvalidInput(field=part, en=f"{part}: there is nothing to confirm yet.",
                               zh=f"{part}：目前沒有可確認的建議。")
        row = tx.update(Cause, cause_id, read, changes, kind=KIND, field="cause_id", session_id=session_id,
                        operation="confirm_cause_hfacs" if part == "hfacs" else "confirm_cause_category")
        return views.cause(row)


def move_cause(
    db: Store, fw: Frameworks, *, session_id: str, cause_id: str, version: int, actor: Actor,
    category: str | None, position: int | None = None,
) -> CauseView:
    """Put a cause on a bone ("" or None: the parking lot) at ``position`` (1 = top; default: last)."""
    read = require_version("version", version)
    with db.transaction(actor) as tx:
        _live(tx, session_id, cause_id)
        code = resolve_category(tx, fw, session_id, category) if category and category.strip() else None
        siblings = tx.all(select(Cause).where(Cause.session_id == session_id, Cause.category == code,
                                              col(Cause.deleted_at).is_(None), Cause.id != cause_id)
                          .order_by(col(Cause.position), col(Cause.created_at)))
        slot = len(siblings) + 1 if position is None else max(1, min(int(position), len(siblings) + 1))
        for index, sibling in enumerate(siblings, start=1):
            wanted = index if index < slot else index + 1
            if sibling.position != wanted:
                sibling.position = wanted  # ordering only: no version bump for the neighbours
        state = _state(actor) if code else "none"
        row = tx.update(Cause, cause_id, read, {"category": code, "category_state": state, "position": slot},
                        kind=KIND, field="cause_id", session_id=session_id, operation="move_cause")
        return views.cause(row)


def delete_cause(db: Store, *, session_id: str, cause_id: str, version: int, actor: Actor,
                 confirm: bool = False) -> CauseView:
    """Remove a cause from the board (kept, so :func:`undo_delete` can bring back the last one). The why branches
    under it go with it, as a branch's delete does: only with ``confirm`` (the refusal says how many), and never
    while a root cause in them has actions; no chain is left resting on a cause that is gone."""
    read = require_version("version", version)
    with db.transaction(actor) as tx:
        _live(tx, session_id, cause_id)
        tops = tx.all(select(WhyNode).where(WhyNode.session_id == session_id, WhyNode.cause_id == cause_id))
        if tops:
            why_tree.delete_branches(tx, session_id, {node.id: node.version for node in tops}, confirm=confirm,
                                     field="cause_id")
        row = tx.update(Cause, cause_id, read, {"deleted_at": utcnow()}, kind=KIND, field="cause_id",
                        session_id=session_id, operation="delete_cause")
        return views.cause(row)


def undo_delete(db: Store, *, session_id: str, actor: Actor) -> CauseView:
    """Bring back the most recently deleted cause of the case."""
    with db.transaction(actor) as tx:
        case = tx.session(session_id)
        last = tx.db.exec(select(Cause).where(Cause.session_id == case.id, col(Cause.deleted_at).is_not(None))
                          .order_by(col(Cause.deleted_at).desc())).first()
        if last is None:
            raise InvalidInput(field="session_id", en="There is no deleted cause to bring back.",
                               zh="沒有可復原的已刪除原因。")
        row = tx.update(Cause, last.id, last.version, {"deleted_at": None}, kind=KIND, field="cause_id",
                        session_id=case.id, operation="undo_delete_cause")
        return views.cause(row)


def _live(tx: Tx, session_id: str, cause_id: str) -> Cause:
    cause = tx.get_in_session(Cause, cause_id, session_id, field="cause_id", kind=KIND)
    if cause.deleted_at is not None:
        raise InvalidInput(field="cause_id", en="cause_id: this cause was deleted (undo brings it back).",
                           zh="cause_id：此原因已刪除（可用復原找回）。")
    return cause


def _next_position(tx: Tx, session_id: str, category: str | None) -> int:
    top = tx.db.exec(select(func.coalesce(func.max(Cause.position), 0))
                     .where(Cause.session_id == session_id, Cause.category == category)).one()
    return int(top) + 1
