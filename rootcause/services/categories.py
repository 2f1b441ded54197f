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
    """A bone code from a code or a name in either language (PEOPLE, people, 人員); else InvalidInput. A standard
    bone wins over a case's own of the same spelling (an imported or older one), so PEOPLE is always People."""
    wanted = value.strip()
    options: dict[str, str] = {}
    for cat in _custom(tx, session_id):
        options |= {cat.code.casefold(): cat.code, cat.name.casefold(): cat.code}
    for code, names in standard_bones(fw):
        options |= {code.casefold(): code, names["en"].casefold(): code, names["zh-TW"]: code}
    found = options.get(wanted.casefold()) or options.get(wanted)
    if found is None:  # (what was sent is not repeated: it may hold anything, an identifier included)
        shown = ", ".join(dict.fromkeys(options.values()))
        raise InvalidInput(field="category", en=f"category: that is not a bone of this case. Use one of: {shown} (or "
                           "add a custom category).",
                           zh=f"category：這不是此案例的魚骨分類。請使用：{shown}（或新增自訂分類）。")
    return found


def bone_code(name: str, taken: set[str]) -> str:
    """The code of a case's own bone, made from its (checked) name and unique among ``taken``: X-TRANSPORT."""
    base = "X-" + (_CODE.sub("-", name.upper()).strip("-")[:30] or "CUSTOM")
    code, n = base, 2
    while code in taken:
        code, n = f"{base}-{n}", n + 1
    return code


def name_taken(fw: Frameworks, name: str, others: list[str]) -> bool:
    """Whether a new bone's name repeats a standard bone's (either language) or another of the case's own,
    whatever its case."""
    names = {n.casefold() for _, bone in standard_bones(fw) for n in bone.values()} | {o.casefold() for o in others}
    return name.casefold() in names


def add_category(db: Store, fw: Frameworks, *, session_id: str, name: str, actor: Actor) -> str:
    """Add a case's own bone beside the six (e.g. "Transport"); returns its code."""
    clean = text.required("name", name, max_len=limit_of("name"))
    with db.transaction(actor) as tx:
        case = tx.session(session_id)
        custom = _custom(tx, case.id)
        if name_taken(fw, clean, [c.name for c in custom]):
            raise InvalidInput(field="name", en="name: this case already has a bone with that name.",
                               zh="name：此案例已有同名的分類。")
        code = bone_code(clean, {c for c, _ in standard_bones(fw)} | {c.code for c in custom})
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
