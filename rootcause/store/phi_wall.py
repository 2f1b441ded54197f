"""The last check before a row is written: no text column of any table holds an identifier.

Services check each field on its way in, under the name the user knows (``causes[2].evidence``). This wall
runs the same guard on every text value of every row the store inserts or updates, so a column that a
service forgot, a new column, or a path that bypasses the services (an import, a migration helper, a future
face) still cannot store a name or an ID. Only values the store makes itself are exempt, each for a reason
written here, and ``tests/store/test_phi_wall.py`` walks every table to hold that list honest.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from rootcause.domain.phi.detect import guard

# (table, column) -> why no person can put an identifier in it.
EXEMPT: dict[tuple[str, str], str] = {
    ("learned_rule", "normalized"): "a lower-cased, punctuation-free copy of the description, which is checked",
    ("search_entry", "text"): "a copy of a checked column of the case, written with it in one transaction",
    ("search_entry", "grams"): "the index words of search_entry.text",
    ("search_entry", "kind"): "one of the store's own row kinds",
    ("case_embedding", "model"): "the embedding model named in the server's settings, not by a user",
    ("case_embedding", "digest"): "a SHA-256 hex digest of checked text",
    ("case_embedding", "vector"): "a JSON array of numbers",
    ("audit_entry", "trace_id"): "a random hex id made per request",
    ("audit_entry", "operation"): "a constant operation name from the service that wrote",
    ("audit_entry", "target_kind"): "one of the store's own row kinds",
    # The staff directory (migration 0005) names staff so that access can be granted; it holds no case text and no
    # patient data, and case rows and audit entries hold only the ``usr_…`` id.
    ("app_user", "email"): "a member of staff's sign-in e-mail, checked for shape by services.users",
    ("app_user", "subject"): "the identity provider's opaque subject for that member of staff",
    ("app_user", "role"): "one of the four roles of domain.model.access",
    ("api_token", "digest"): "a SHA-256 hex digest of a random token",
    ("meeting_plan", "timeboxes"): "JSON of stage names and whole minutes, built by services.meeting",
}


def is_exempt(table: str, column: str) -> bool:
    """Ids are made by the store (``new_id``) or must name a row that exists; the rest is listed in EXEMPT."""
    return column == "id" or column.endswith("_id") or (table, column) in EXEMPT


def check_values(table: str, values: Mapping[str, object]) -> None:
    """Raise ``PHIDetected`` naming ``table.column`` for the first text value that holds an identifier."""
    for column, value in values.items():
        if isinstance(value, str) and value and not is_exempt(table, column):
            guard(f"{table}.{column}", value)


@dataclass(frozen=True)
class CheckedRows:
    """New rows whose every text passed :func:`check_values`, held as read-only copies of the values checked.

    A large write (an import) checks its rows before it opens the write transaction, so the store's write lock
    is held only for the inserts; the store writes these copies, so what is written is what was checked.
    """

    rows: tuple[tuple[type[Any], Mapping[str, object]], ...]


def checked(rows: Iterable[Any]) -> CheckedRows:
    """Check every row (table models of ``store.tables``) and keep a frozen copy of its values, in order."""
    out = []
    for row in rows:
        values = row.model_dump()
        check_values(str(type(row).__tablename__), values)
        out.append((type(row), MappingProxyType(values)))
    return CheckedRows(tuple(out))


__all__ = ["EXEMPT", "CheckedRows", "check_values", "checked", "is_exempt"]
