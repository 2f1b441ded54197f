"""Who is writing, as the store records it: a role for a person, a client name for an agent, never an identifier.

An MCP client names itself in its handshake, and that name becomes the actor on every row and audit entry the
agent writes. An agent cannot be refused for its own name, so a name that carries an identifier (a person's
name, an ID, a phone number) is recorded as the generic ``mcp-agent`` instead: the name never reaches the store.

A client name is a slug more often than prose (``Johns-MacBook-Pro``, ``chen-mei-ling-agent``): it is read as
words too (split at ``-``, ``_``, ``.`` and at a capital inside a word, each word capitalised), and a word that is
a person's given name or a listed surname and no English word makes it personal; the AI products that are named
after people (Claude, …) are named here.
"""

from __future__ import annotations

import re

from rootcause.domain.model.actor import Actor, Face, agent
from rootcause.domain.phi import name_tables as N
from rootcause.domain.phi.detect import contains_phi

__all__ = ["agent_actor"]


_SEPARATORS = re.compile(r"[\s\-_.@/:+]+")
_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")
# Products named like people: their names are the product's, not a person's.
PRODUCTS = frozenset({"claude", "gemini", "cline", "devin", "jules", "amelia", "ada", "alexa", "siri"})


def _personal(name: str) -> bool:
    """Whether a client name, read as prose and as the words of a slug, holds an identifier."""
    every = [w for w in _SEPARATORS.split(_CAMEL.sub(" ", name)) if w]
    words = [w for w in every if w.lower() not in PRODUCTS]  # ("Claude Desktop": the product, then the rest read)
    titled = " ".join(w[:1].upper() + w[1:].lower() for w in words)
    if contains_phi(" ".join(words)) or contains_phi(titled) or (words == every and contains_phi(name)):
        return True
    for word in (w.lower() for w in words):
        base = word[:-1] if word.endswith("s") and word[:-1] in N.GIVEN_NAMES else word  # ("Johns-MacBook")
        if base in PRODUCTS or base in N.LEXICON or len(base) < 3:
            continue
        if base in N.GIVEN_NAMES or (base in N.SURNAMES and base not in N.AMBIGUOUS_NAMES):
            return True
    return False


def agent_actor(client_name: str | None, face: Face = "mcp") -> Actor:
    """The agent as its client named it, or the generic agent when that name holds an identifier."""
    named = agent(client_name, face)
    if client_name and (_personal(client_name) or _personal(named.name)):
        return agent(None, face)
    return named
