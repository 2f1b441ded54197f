"""Who is writing, as the store records it: a role for a person, a client name for an agent, never an identifier.

An MCP client names itself in its handshake, and that name becomes the actor on every row and audit entry the
agent writes. An agent cannot be refused for its own name, so a name that carries an identifier (a person's
name, an ID, a phone number) is recorded as the generic ``mcp-agent`` instead: the name never reaches the store.
"""

from __future__ import annotations

from rootcause.domain.model.actor import Actor, Face, agent
from rootcause.domain.phi.detect import contains_phi

__all__ = ["agent_actor"]


def agent_actor(client_name: str | None, face: Face = "mcp") -> Actor:
    """The agent as its client named it, or the generic agent when that name holds an identifier."""
    named = agent(client_name, face)
    if client_name and (contains_phi(client_name) or contains_phi(named.name)):
        return agent(None, face)
    return named
