"""Who may do what with a case: the roles, the person acting, and the rules, as pure functions.

RCA documents are confidential quality-improvement records, often protected only while access is restricted,
so visibility follows membership: a person sees a case only when they are on its team, whatever their role.
The store applies these rules to every read and write (``store.access``); the faces only say who is acting.
The local operator (one trusted user on loopback, the CLI, stdio MCP, the shared MCP token) is not limited:
whoever can start the process can already read the store's file.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

Role = Literal["admin", "facilitator", "member", "viewer"]

# Role -> (English, 繁體中文) labels, strongest first.
ROLES: dict[str, tuple[str, str]] = {
    "admin": ("Administrator", "系統管理者"),
    "facilitator": ("Facilitator", "引導者"),
    "member": ("Member", "成員"),
    "viewer": ("Viewer", "檢視者"),
}
EDITING_ROLES: frozenset[str] = frozenset({"admin", "facilitator", "member"})
CREATING_ROLES: frozenset[str] = frozenset({"admin", "facilitator"})


class Principal(BaseModel):
    """The person a request acts for: a signed-in user (``user_id``) or the local operator (no user id)."""

    model_config = ConfigDict(frozen=True)

    user_id: str | None = None
    role: Role = "admin"

    @property
    def is_operator(self) -> bool:
        return self.user_id is None


OPERATOR = Principal()


def user(user_id: str, role: Role) -> Principal:
    return Principal(user_id=user_id, role=role)


def may_read(who: Principal, *, member: bool) -> bool:
    """Membership decides visibility, for every role: no one browses another team's cases."""
    return who.is_operator or member


def may_edit(who: Principal, *, member: bool) -> bool:
    """Members of the case's team edit it, unless their role is viewer."""
    return who.is_operator or (member and who.role in EDITING_ROLES)


def may_create_case(who: Principal) -> bool:
    """Facilitators (and admins) open cases; a new case's team starts with whoever opened it."""
    return who.is_operator or who.role in CREATING_ROLES


def may_manage_team(who: Principal, *, member: bool) -> bool:
    """An admin manages any case's team; a facilitator the teams of their own cases."""
    return who.is_operator or who.role == "admin" or (who.role == "facilitator" and member)


def may_manage_users(who: Principal) -> bool:
    return who.is_operator or who.role == "admin"


def role_label(role: str, lang: str) -> str:
    """The role's name in ``lang`` (an unknown stored role shows as it is)."""
    en, zh = ROLES.get(role, (role, role))
    return zh if lang == "zh-TW" else en


class UserView(BaseModel):
    """A member of staff as the directory shows them (never written into a case)."""

    model_config = ConfigDict(frozen=True)

    id: str
    email: str
    role: Role
    active: bool
    signed_in_before: bool  # their identity provider's subject is linked


class MemberView(BaseModel):
    """One person on a case's team."""

    model_config = ConfigDict(frozen=True)

    user_id: str
    email: str
    role: Role


def address_unverified(claim: object) -> bool:
    """Whether a sign-in's ``email_verified`` claim says the address is not the person's. Providers send a JSON
    boolean, some a string ("false"); only an affirmative true counts as verified, and a provider that sends no
    claim at all (some enterprise directories) is trusted for the addresses it issues."""
    if claim is None or claim is True:
        return False
    return not (isinstance(claim, str) and claim.strip().lower() == "true")
