"""Personal MCP tokens: an agent over HTTP acts for the person whose token it holds, with their role and cases.

A token is shown once, when it is made; the store keeps only its SHA-256 digest, so a copy of the store (a
backup, a leaked file) holds no usable token. The server's shared ``ROOTCAUSE_MCP_TOKEN`` stays the local
operator's.
"""

from __future__ import annotations

import hashlib
import secrets

from sqlmodel import col, select

from rootcause.domain.model.access import OPERATOR, Principal, may_manage_users, user
from rootcause.domain.model.actor import Actor
from rootcause.domain.model.ids import new_id
from rootcause.domain.model.validation import require_email
from rootcause.errors import Forbidden, NotFound
from rootcause.store import Store
from rootcause.store.tables import ApiToken, AppUser, utcnow

KIND = "token"
PREFIX = "rct_"  # says what the secret is when it turns up in a config file or a log scanner


def digest(secret: str) -> str:
    return hashlib.sha256(secret.encode("utf-8", "surrogatepass")).hexdigest()


def _require_manager(db: Store) -> None:
    if not may_manage_users(db.principal):
        raise Forbidden(field=None, action_en="manage tokens", action_zh="管理存取權杖")


def _person(db: Store, email: str) -> AppUser:
    address = require_email("email", email)
    with db.read() as tx:
        row = tx.db.exec(select(AppUser).where(col(AppUser.email) == address)).first()
    if row is None:
        raise NotFound(field="email", kind="user", ident="-")
    return row


def create_token(db: Store, *, email: str, actor: Actor) -> tuple[str, str]:
    """A new token for the person: (its id, the secret). The secret is never shown again."""
    _require_manager(db)
    person = _person(db, email)
    secret = PREFIX + secrets.token_urlsafe(32)
    with db.transaction(actor) as tx:
        row = tx.add(ApiToken(id=new_id(KIND), user_id=person.id, digest=digest(secret)), kind=KIND,
                     session_id=None, operation="create_token")
    return row.id, secret


def revoke_tokens(db: Store, *, email: str, actor: Actor) -> int:
    """Revoke every live token of the person; how many were revoked."""
    _require_manager(db)
    person = _person(db, email)
    with db.transaction(actor) as tx:
        live = tx.all(select(ApiToken).where(col(ApiToken.user_id) == person.id, col(ApiToken.revoked_at).is_(None)))
        for row in live:
            tx.update(ApiToken, row.id, row.version, {"revoked_at": utcnow()}, kind=KIND, field="email",
                      session_id=None, operation="revoke_token")
    return len(live)


def principal_for_token(db: Store, secret: str) -> Principal | None:
    """The person a presented token acts for, or None (unknown, revoked, or its person disabled)."""
    if not secret.startswith(PREFIX) or len(secret) > 200:
        return None
    with db.acting_for(OPERATOR).read() as tx:
        found = tx.db.exec(select(AppUser).join(ApiToken, col(ApiToken.user_id) == AppUser.id).where(
            col(ApiToken.digest) == digest(secret), col(ApiToken.revoked_at).is_(None),
            col(AppUser.disabled_at).is_(None))).first()
    return user(found.id, found.role) if found is not None else None  # type: ignore[arg-type]  # (checked on the way in)


def directory_is_empty(db: Store) -> bool:
    """Whether the store knows no person at all: a single-user install, where a request with no token over loopback
    may be the local operator. Once anyone is in the directory, every request must say who it is for."""
    with db.acting_for(OPERATOR).read() as tx:
        return tx.db.exec(select(AppUser.id).limit(1)).first() is None
