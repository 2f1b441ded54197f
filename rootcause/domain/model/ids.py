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
    "user": "usr",
    "token": "tok",
    "member": "mem",
    "meeting_plan": "mtg",
    "attendee": "att",
    "meeting_note": "not",
    "sign_off": "sgn",
}


# Cases are few and their ids are read aloud: 8 characters (40 bits). Everything else is numerous (a
# hospital group's 5,000 cases hold 150,000 causes and 300,000 audit entries, where 40 bits would
# collide once in about 25 stores): 12 characters (60 bits), which still fits every id column (16).
SHORT_KINDS = frozenset({"session"})


def new_id(kind: str) -> str:
    """A fresh id like ``ses_k3m9x2pq`` or ``cau_k3m9x2pq7hna``."""
    length = 8 if kind in SHORT_KINDS else 12
    return f"{PREFIXES[kind]}_" + "".join(secrets.choice(_ALPHABET) for _ in range(length))


def kind_of(ident: str) -> str:
    """The kind an id was made for (``cau_…`` is a cause), read from its prefix."""
    return _KINDS[ident.split("_", 1)[0]]


_KINDS = {prefix: kind for kind, prefix in PREFIXES.items()}
