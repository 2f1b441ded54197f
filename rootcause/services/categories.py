"""Fishbone bones: the healthcare 6M from the config, plus any a case adds for itself."""

from __future__ import annotations

import re

from sqlmodel import col, select

from rootcause.domain.model.actor import Actor
from rootcause.domain.model.fishbone import FishboneView, build_board
from rootcause.domain.model.validation import limit_of
from rootcause.errors import InvalidInput
from rootcause.services import text, views
from rootcause.services.frameworks import Frameworks
from rootcause.store import Store, Tx
from rootcause.store.tables import Category, Cause, ProblemStatement

_CODE = re.compile(r"[^A-Z0-9]+")


def standard_bones(fw: Frameworks) -> list[tuple[str, dict[str, str]]]:
    return [(c.code, {"en": c.name.get("en"), "zh-TW": c.name.get("zh-TW")}) for c in fw.config.fishbone_categories()]


def _custom(tx: Tx, session_id: str) -> list[Category]:
    return list(tx.all(select(Category).where(Category.session_id == session_id).order_by(col(Category.created_at))))


def resolve_category(tx: Tx, fw: Frameworks, session_id: str, value: str) -> str:
    """A bone code from a code or a name in either language (PEOPLE, people, 人員); else InvalidInput."""
    wanted = value.strip()
    options: dict[str, str] = {}
    for code, names in standard_bones(fw):
        options |= {code.casefold(): code, names["en"].casefold(): code, names["zh-TW"]: code}
    for cat in _custom(tx, session_id):
        options |= {cat.code.casefold(): cat.code, cat.name.casefold(): cat.code}
    found = options.get(wanted.casefold()) or options.get(wanted)
    if found is None:
        shown = ", ".join(dict.fromkeys(options.values()))
        raise InvalidInput(field="category", en=f"category: '{wanted[:40]}' is not a bone of this case. Use one of: "
                           f"{shown} (or add a custom category).",
                           zh=f"category：「{wanted[:40]}」不是此案例的魚骨分類。請使用：{shown}（或新增自訂分類）。")
    return found


def add_category(db: Store, fw: Frameworks, *, session_id: str, name: str, actor: Actor) -> str:
    """Add a case's own bone beside the six (e.g. "Transport"); returns its code."""
    clean = text.required("name", name, max_len=limit_of("name"))
    code = "X-" + (_CODE.sub("-", clean.upper()).strip("-")[:30] or "CUSTOM")
    with db.transaction(actor) as tx:
        case = tx.session(session_id)
        taken = {c for c, _ in standard_bones(fw)} | {c.code for c in _custom(tx, case.id)}
        names = {n.casefold() for _, bone in standard_bones(fw) for n in bone.values()}
        names |= {c.name.casefold() for c in _custom(tx, case.id)}
        if clean.casefold() in names:
            raise InvalidInput(field="name", en="name: this case already has a bone with that name.",
                               zh="name：此案例已有同名的分類。")
        base, n = code, 2
        while code in taken:
            code, n = f"{base}-{n}", n + 1
        tx.add(Category(id="", session_id=case.id, code=code, name=clean), kind="category", session_id=case.id,
               operation="add_category")
    return code


def get_fishbone(db: Store, fw: Frameworks, *, session_id: str) -> FishboneView:
    """The board: six standard bones, the case's own, the parking lot, and coverage of the six."""
    with db.read() as tx:
        case = tx.session(session_id)
        what = tx.db.exec(select(ProblemStatement.what).where(ProblemStatement.session_id == case.id)).first()
        custom = [(c.code, {"en": c.name, "zh-TW": c.name}) for c in _custom(tx, case.id)]
        rows = tx.all(select(Cause).where(Cause.session_id == case.id, col(Cause.deleted_at).is_(None)))
    return build_board(session_id=case.id, effect=what or case.title, standard=standard_bones(fw), custom=custom,
                       causes=[views.cause(r) for r in rows])
