"""Short random ids with a readable prefix, so an agent can tell a cause id from a session id."""

from __future__ import annotations

import secrets

_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789"  # no 0/o/1/l: ids get read aloud in meetings

PREFIXES = {
    "session": "ses",
    "problem": "prb",
    "timeline_event": "evt",
    "category": "cat",
    "cause": "cau",
    "why_node": "why",
    "causation_check": "chk",
    "action": "act",
    "measurement": "msr",
    "learned_rule": "rul",
    "audit": "aud",
}


def new_id(kind: str) -> str:
    """A fresh id like ``ses_k3m9x2pq`` (40 random bits: plenty for one hospital's cases)."""
    return f"{PREFIXES[kind]}_" + "".join(secrets.choice(_ALPHABET) for _ in range(8))
