"""A refused identifier leaves no trace: not in the store file, its journal, the audit trail or the rules export.

Each write below is refused by the guard; afterwards the raw bytes of the SQLite file (and its write-ahead log)
are searched for the identifier in the encodings a store could hold it in.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rootcause.domain.model.actor import agent
from rootcause.errors import PHIDetected
from rootcause.services import causes, classification, problem, sessions
from rootcause.services.actors import agent_actor
from rootcause.services.case_io import export_case_json, import_case
from rootcause.services.rules_io import export_learned_rules

pytestmark = pytest.mark.sqlite_only

PLANTED = ("F131240398", "0912-345-678", "王彧澔")  # a checksum-valid ID, a mobile, a name with rare characters


def _with_title(document: str, title: str) -> dict:
    data = json.loads(document)
    data["session"]["title"] = title
    return data


def _store_bytes(db_url: str) -> bytes:
    path = Path(db_url.removeprefix("sqlite:///"))
    return b"".join(p.read_bytes() for p in (path, Path(f"{path}-wal")) if p.exists())


def test_refused_writes_through_every_path_leave_nothing_in_the_store_file(db, db_url, fw, facilitator):
    case = sessions.create_session(db, title="Trace check", actor=facilitator)
    attempts = [
        lambda: sessions.create_session(db, title=f"Fall of {PLANTED[2]}", actor=facilitator),
        lambda: problem.set_problem(db, session_id=case.id, what=f"ID {PLANTED[0]} on the sheet", actor=facilitator),
        lambda: causes.add_cause(db, fw, session_id=case.id, description=f"Family phone {PLANTED[1]} missing",
                                 actor=facilitator),
        lambda: classification.confirm_classification(db, fw, description=f"病人{PLANTED[2]}跌倒", hfacs_code="US-FCP",
                                                      reason="known", actor=facilitator),
        lambda: import_case(db, fw, document=_with_title(export_case_json(db, session_id=case.id),
                                                         f"Imported {PLANTED[0]}"), actor=facilitator),
        lambda: sessions.create_session(db, title="Agent case", actor=agent(f"bot {PLANTED[1]}")),
    ]
    for attempt in attempts:
        with pytest.raises(PHIDetected):
            attempt()
    raw = _store_bytes(db_url)
    for planted in PLANTED:
        for encoding in ("utf-8", "utf-16-le", "utf-16-be"):
            assert planted.encode(encoding) not in raw, f"{planted!r} found in the store file"
    assert all(p not in export_learned_rules(db) for p in PLANTED)


def test_an_agent_named_with_an_identifier_is_recorded_as_the_generic_agent(db):
    actor = agent_actor(f"assistant-{PLANTED[0]}")
    assert actor.name == "mcp-agent"
    sessions.create_session(db, title="Agent-made case", actor=actor)


@pytest.mark.parametrize("client", ["john-smith-laptop", "Johns-MacBook-Pro", "chen-mei-ling-agent",
                                    "claude-0912345678", "Claude John Smith", "kim_laptop.local"])
def test_a_client_name_written_as_a_slug_is_read_as_words(client):
    assert agent_actor(client).name == "mcp-agent"


@pytest.mark.parametrize("client", ["claude-ai", "Claude Desktop", "cursor", "mcp-inspector", "Visual Studio Code",
                                    "openai-agents-sdk"])
def test_a_products_own_name_is_kept(client):
    assert agent_actor(client).name == client
