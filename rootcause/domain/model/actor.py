"""Who made a change: a role in the room or an agent, never a person's name."""

from __future__ import annotations

import re
from typing import Literal

from pydantic import BaseModel, ConfigDict

ActorKind = Literal["human", "agent"]
Face = Literal["app", "mcp", "cli"]

# Roles a person picks in the app's sidebar. Roles, not names: the audit trail must hold no PII.
HUMAN_ROLES: dict[str, tuple[str, str]] = {
    "facilitator": ("Facilitator", "引導者"),
    "scribe": ("Scribe", "記錄者"),
    "safety_officer": ("Patient-safety officer", "病安專員"),
    "clinician": ("Clinician", "臨床人員"),
    "quality_committee": ("Quality committee", "品質委員會"),
    "observer": ("Observer", "觀察員"),
}
_AGENT_NAME = re.compile(r"[^A-Za-z0-9 ._:/@+-]")


class Actor(BaseModel):
    """Stamped on every row and audit entry a write creates."""

    model_config = ConfigDict(frozen=True)

    kind: ActorKind
    name: str
    face: Face

    def stamp(self) -> dict[str, str]:
        return {"actor_kind": self.kind, "actor": self.name}


def human(role: str = "facilitator", face: Face = "app") -> Actor:
    """A person acting in a role; an unknown role falls back to facilitator rather than storing free text."""
    return Actor(kind="human", name=role if role in HUMAN_ROLES else "facilitator", face=face)


def person(user_id: str, face: Face = "app") -> Actor:
    """A signed-in member of staff: the audit trail records their directory id (``usr_…``), never their name or
    address; the staff directory says who that is."""
    return Actor(kind="human", name=user_id, face=face)


def agent(client_name: str | None, face: Face = "mcp") -> Actor:
    """An MCP client, named by what it sent in initialize (sanitised and capped)."""
    cleaned = _AGENT_NAME.sub("", client_name or "").strip()[:64]
    return Actor(kind="agent", name=cleaned or "mcp-agent", face=face)
