"""The staff directory: who may sign in, with which role, and who a sign-in is.

Only whoever may manage users (an administrator, or the local operator at the command line) changes it. A
sign-in finds its person by the identity provider's subject, or, the first time, by e-mail (then the subject
is linked, so a later change of address at the provider cannot hand the account to someone else).
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import UTC, datetime

from sqlmodel import col, select

from rootcause.domain.model.access import OPERATOR, ROLES, Principal, UserView, may_manage_users, user
from rootcause.domain.model.actor import Actor, person
from rootcause.domain.model.ids import new_id
from rootcause.domain.model.validation import require_choice, require_email, require_text
from rootcause.errors import Forbidden, InvalidInput, NotFound
from rootcause.store import Store
from rootcause.store.tables import AppUser, utcnow

KIND = "user"


def view(row: AppUser) -> UserView:
    return UserView(id=row.id, email=row.email, role=row.role, active=row.disabled_at is None,
                    signed_in_before=row.subject is not None)


def _require_manager(db: Store) -> None:
    if not may_manage_users(db.principal):
        raise Forbidden(field=None, action_en="manage users", action_zh="管理使用者")


def _by_email(db: Store, email: str) -> AppUser:
    with db.read() as tx:
        row = tx.db.exec(select(AppUser).where(col(AppUser.email) == email)).first()
    if row is None:
        raise NotFound(field="email", kind=KIND, ident="-")
    return row


def add_user(db: Store, *, email: str, role: str, actor: Actor) -> UserView:
    """A new member of staff; an address already in the directory is refused (change its role instead)."""
    _require_manager(db)
    address = require_email("email", email)
    chosen = require_choice("role", role, ROLES)
    with db.transaction(actor) as tx:
        if tx.db.exec(select(AppUser.id).where(col(AppUser.email) == address)).first() is not None:
            raise InvalidInput(field="email", en=f"email: {address} is already a user; change their role instead.",
                               zh=f"email：{address} 已是使用者；請改為變更其角色。")
        row = tx.add(AppUser(id=new_id(KIND), email=address, role=chosen), kind=KIND, session_id=None,
                     operation="add_user")
        return view(row)


def list_users(db: Store) -> list[UserView]:
    _require_manager(db)
    with db.read() as tx:
        return [view(row) for row in tx.all(select(AppUser).order_by(col(AppUser.email)))]


def set_role(db: Store, *, email: str, role: str, actor: Actor) -> UserView:
    _require_manager(db)
    address = require_email("email", email)
    chosen = require_choice("role", role, ROLES)
    row = _by_email(db, address)
    with db.transaction(actor) as tx:
        return view(tx.update(AppUser, row.id, row.version, {"role": chosen}, kind=KIND, field="email",
                              session_id=None, operation="set_user_role"))


def set_active(db: Store, *, email: str, active: bool, actor: Actor) -> UserView:
    """Disable (or re-enable) a person: a disabled person cannot sign in and their tokens stop working."""
    _require_manager(db)
    row = _by_email(db, require_email("email", email))
    with db.transaction(actor) as tx:
        changed = tx.update(AppUser, row.id, row.version, {"disabled_at": None if active else utcnow()}, kind=KIND,
                            field="email", session_id=None, operation="enable_user" if active else "disable_user")
        return view(changed)


def principal_for_login(db: Store, *, subject: object, email: object) -> Principal | None:
    """The person a sign-in is, or None (not in the directory, disabled, or the address is linked to another
    subject). The first sign-in links the provider's subject to the directory entry found by e-mail."""
    sub = require_text("subject", subject, max_len=255)
    address = require_email("email", email)
    operator = db.acting_for(OPERATOR)
    with operator.read() as tx:
        row = tx.db.exec(select(AppUser).where(col(AppUser.subject) == sub)).first()
        if row is None:
            row = tx.db.exec(select(AppUser).where(col(AppUser.email) == address)).first()
    if row is None or row.disabled_at is not None:
        return None
    if row.subject is None:
        with operator.transaction(person(row.id)) as tx:
            row = tx.update(AppUser, row.id, row.version, {"subject": sub}, kind=KIND, field="email",
                            session_id=None, operation="link_sign_in")
    elif row.subject != sub:
        return None
    return user(row.id, row.role)  # type: ignore[arg-type]  # (stored roles are checked on the way in)


def record_sign_out(db: Store, *, user_id: str) -> None:
    """Note that this person signed out now: every sign-in issued before it (another tab still open, a copy of the
    sign-in cookie) stops counting at its next request (:func:`signed_out_since`)."""
    operator = db.acting_for(OPERATOR)
    with operator.read() as tx:
        row = tx.db.exec(select(AppUser).where(col(AppUser.id) == user_id)).first()
    if row is None:
        return
    with operator.transaction(person(row.id)) as tx:
        tx.update(AppUser, row.id, row.version, {"signed_out_at": utcnow()}, kind=KIND, field="user_id",
                  session_id=None, operation="sign_out")


def signed_out_since(db: Store, *, user_id: str, issued_at: object) -> bool:
    """Whether this person signed out after the sign-in issued at ``issued_at`` (seconds since the epoch, the ID
    token's ``iat``): that sign-in is over, wherever it is still held."""
    if not isinstance(issued_at, int | float) or isinstance(issued_at, bool):
        return False  # (a provider that gives no issue time: nothing to compare; the provider's own session rules)
    with db.acting_for(OPERATOR).read() as tx:
        row = tx.db.exec(select(AppUser).where(col(AppUser.id) == user_id)).first()
    if row is None or row.signed_out_at is None:
        return False
    out = row.signed_out_at if row.signed_out_at.tzinfo else row.signed_out_at.replace(tzinfo=UTC)
    return datetime.fromtimestamp(float(issued_at), UTC) <= out


def names_of(db: Store, user_ids: Iterable[str]) -> dict[str, str]:
    """The addresses of the people behind these ``usr_…`` ids (as a page shows who made a row it displays).

    Any signed-in person may resolve the ids they meet on the rows of their own cases: a row's maker is part of
    what they may see; the directory as a list stays an administrator's."""
    wanted = {i for i in user_ids if isinstance(i, str) and i.startswith("usr_")}
    if not wanted:
        return {}
    with db.acting_for(OPERATOR).read() as tx:
        rows = tx.all(select(AppUser).where(col(AppUser.id).in_(wanted)))
    return {row.id: row.email for row in rows}
