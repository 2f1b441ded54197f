"""The store itself refuses a row whose text holds an identifier, whichever column and whichever caller.

The walk below visits every text column of every table: a column must be either checked by the wall or
exempt for a stated reason (made by the store, or a copy of a checked column). A new column fails here
until it is one or the other.
"""

from __future__ import annotations

import pytest
from sqlalchemy import String
from sqlmodel import SQLModel

from rootcause.domain.model.actor import Actor, human
from rootcause.errors import PHIDetected
from rootcause.services import causes, sessions
from rootcause.store import phi_wall
from rootcause.store.tables import Cause

PLANTED = "ID A123456789"


def _text_columns() -> list[tuple[str, str]]:
    """(table, attribute) for every column that holds text, read from the mapped models."""
    found = []
    for mapper in SQLModel._sa_registry.mappers:  # every table model the app defines
        table = mapper.local_table.name
        for attr in mapper.column_attrs:
            kind = attr.columns[0].type
            if isinstance(kind, String) or isinstance(getattr(kind, "impl", None), String):  # Text, AutoString
                found.append((table, attr.key))
    return sorted(found)


def test_the_walk_sees_the_free_text_columns_of_a_case():
    columns = set(_text_columns())
    assert {("cause", "description"), ("why_node", "text"), ("problem_statement", "where"),
            ("category", "code"), ("rca_session", "actor"), ("audit_entry", "actor")} <= columns


@pytest.mark.parametrize(("table", "column"), _text_columns())
def test_every_text_column_is_checked_or_exempt_for_a_stated_reason(table, column):
    if phi_wall.is_exempt(table, column):
        reason = phi_wall.EXEMPT.get((table, column))
        assert column == "id" or column.endswith("_id") or (reason and len(reason.split()) >= 4)
        return
    with pytest.raises(PHIDetected) as err:
        phi_wall.check_values(table, {column: f"note: {PLANTED} was on the form"})
    assert err.value.field == f"{table}.{column}"
    assert "A123456789" not in err.value.message("en") + err.value.message("zh-TW")


def test_every_exemption_names_a_real_column():
    columns = set(_text_columns())
    assert set(phi_wall.EXEMPT) <= columns


def test_a_write_that_skips_the_service_checks_is_still_refused_and_leaves_nothing(db, fw, facilitator):
    case = sessions.create_session(db, title="Walled case", actor=facilitator)
    cause = causes.add_cause(db, fw, session_id=case.id, description="Pump library out of date",
                             actor=facilitator).cause
    before = db.revision()
    with pytest.raises(PHIDetected) as err, db.transaction(facilitator) as tx:
        tx.update(Cause, cause.id, cause.version, {"category": "王小明先生"}, kind="cause", field="category",
                  session_id=case.id, operation="test")
    assert err.value.field == "cause.category"
    with pytest.raises(PHIDetected), db.transaction(facilitator) as tx:
        tx.add(Cause(id="", session_id=case.id, description="ok", evidence=f"chart {PLANTED}"), kind="cause",
               session_id=case.id, operation="test")
    assert db.revision() == before


def test_an_actor_whose_name_holds_an_identifier_cannot_open_a_write(db):
    before = db.revision()
    with pytest.raises(PHIDetected) as err:
        sessions.create_session(db, title="Agent case", actor=Actor(kind="agent", name="bot 0912-345-678", face="mcp"))
    assert err.value.field == "audit_entry.actor"
    assert db.revision() == before
    sessions.create_session(db, title="Scribe case", actor=human("scribe"))
    assert db.revision() == before + 1
