"""A case's team: who may see the case, and (by their role) edit it.

A facilitator on the team, or an administrator, changes it; anyone on the team may see who is on it. The case's
opener joins it when the case is made (``store.access``).
"""

from __future__ import annotations

from sqlmodel import col, select

from rootcause.domain.model.access import OPERATOR, MemberView
from rootcause.domain.model.actor import Actor
from rootcause.domain.model.ids import new_id
from rootcause.domain.model.validation import require_email
from rootcause.errors import InvalidInput, NotFound
from rootcause.store import Store
from rootcause.store.store import Tx
from rootcause.store.tables import AppUser, CaseMember

KIND = "member"


def team_of(db: Store, *, session_id: str) -> list[MemberView]:
    """Who is on the case's team (NotFound for a case the person may not see)."""
    with db.read() as tx:
        tx.session(session_id)
        rows = tx.all(select(AppUser).join(CaseMember, col(CaseMember.user_id) == AppUser.id)
                      .where(col(CaseMember.session_id) == session_id).order_by(col(AppUser.email)))
    return [MemberView(user_id=row.id, email=row.email, role=row.role) for row in rows]


def _person(db: Store, email: str) -> AppUser:
    address = require_email("email", email)
    with db.read() as tx:
        row = tx.db.exec(select(AppUser).where(col(AppUser.email) == address)).first()
    if row is None:
        raise InvalidInput(field="email", en=f"email: {address} is not a user yet; an administrator adds them first.",
                           zh=f"email：{address} 尚未成為使用者；請先由系統管理者新增。")
    return row


def _require_case(db: Store, tx: Tx, session_id: str, operation: str) -> None:
    """The person may change this case's team (the store's rule), and the case exists. An administrator manages
    teams of cases they are not on, so the case is looked up as the operator once the rule has let them."""
    tx.gate.check(session_id, "case_member", operation)
    with db.acting_for(OPERATOR).read() as lookup:
        lookup.session(session_id)


def add_member(db: Store, *, session_id: str, email: str, actor: Actor) -> MemberView:
    """Put a person on the case's team (already on it: nothing changes)."""
    person = _person(db, email)
    with db.transaction(actor) as tx:
        _require_case(db, tx, session_id, "add_member")
        if tx.db.exec(select(CaseMember.id).where(col(CaseMember.session_id) == session_id,
                                                  col(CaseMember.user_id) == person.id)).first() is None:
            # (audited by the person, not the membership row a removal deletes: who could read a case stays known)
            tx.add(CaseMember(id=new_id(KIND), session_id=session_id, user_id=person.id), kind=KIND,
                   session_id=session_id, operation="add_member", audit_as=("user", person.id))
    return MemberView(user_id=person.id, email=person.email, role=person.role)


def remove_member(db: Store, *, session_id: str, email: str, actor: Actor) -> None:
    """Take a person off the case's team: they no longer see it."""
    person = _person(db, email)
    with db.transaction(actor) as tx:
        _require_case(db, tx, session_id, "remove_member")
        row = tx.db.exec(select(CaseMember).where(col(CaseMember.session_id) == session_id,
                                                  col(CaseMember.user_id) == person.id)).first()
        if row is None:
            raise NotFound(field="email", kind=KIND, ident="-")
        tx.delete(CaseMember, row.id, row.version, kind=KIND, field="email", session_id=session_id,
                  operation="remove_member", audit_as=("user", person.id))
