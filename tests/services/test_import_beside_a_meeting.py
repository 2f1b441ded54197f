"""A large import is checked before it takes the store's write lock and then written in a few statements, so a
meeting that writes at the same time is never refused, and no reader ever sees part of the imported case.

(How long the lock is held is measured in ``bench/bench_import.py``; no test asserts a time.)
"""

from __future__ import annotations

import copy
import json
import subprocess
import sys
import textwrap
import threading
from typing import Any

import pytest
from full_case import build_complete_case
from sqlmodel import select

from rootcause.domain.model.actor import human
from rootcause.errors import CaseClosed, PHIDetected
from rootcause.services import case_io, closing, report_export, search, sessions, timeline
from rootcause.store import phi_wall
from rootcause.store.tables import AuditEntry, Cause, RcaSession, WhyNode

WRITER = textwrap.dedent("""
    import json, sys
    from rootcause.domain.model.actor import human
    from rootcause.errors import RootCauseError
    from rootcause.services import timeline
    from rootcause.store import open_store
    url, sid, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
    db = open_store(url, create=False)
    failures = []
    print("ready", flush=True)
    sys.stdin.readline()  # the import has started
    for i in range(count):
        try:
            timeline.add_timeline_event(db, session_id=sid, when="08:00", description=f"write {i}",
                                        actor=human("nurse", face="app"))
        except RootCauseError as exc:
            failures.append(type(exc).__name__)
    print(json.dumps(failures), flush=True)
""")


@pytest.fixture
def export(db, fw, facilitator, bot) -> dict[str, Any]:
    sid = build_complete_case(db, fw, facilitator, bot)
    return json.loads(report_export.export_report(db, fw, session_id=sid, format="json"))


def _widened(doc: dict[str, Any], causes: int) -> dict[str, Any]:
    """The export with ``causes`` more causes, each with a why answer under it."""
    doc = copy.deepcopy(doc)
    cause, node = doc["causes"][0], doc["why_nodes"][0]
    for i in range(causes):
        doc["causes"].append({**cause, "id": f"cau_wide{i:08d}", "description": f"Restock map gap {i}",
                              "position": len(doc["causes"]) + 1})
        doc["why_nodes"].append({**node, "id": f"why_wide{i:08d}", "parent_id": None, "cause_id": f"cau_wide{i:08d}",
                                 "text": f"The map had no rule for bin {i}", "is_root_cause": False,
                                 "root_cause_rationale": None})
    return doc


def _counts(db) -> tuple[int, int]:
    with db.read() as tx:
        return len(tx.all(select(Cause.id))), len(tx.all(select(WhyNode.id)))


def test_a_write_during_a_large_import_succeeds_and_the_import_arrives_whole(db, db_url, fw, export, facilitator,
                                                                             child_env):
    meeting = sessions.create_session(db, title="The meeting going on", actor=facilitator)
    doc = _widened(export, 600)
    before = _counts(db)
    writer = subprocess.Popen([sys.executable, "-c", WRITER, db_url, meeting.id, "20"], env=child_env, text=True,
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert writer.stdout is not None and writer.stdin is not None
    assert writer.stdout.readline().strip() == "ready"
    seen: list[tuple[int, int]] = []
    done = threading.Event()

    def read_while_importing() -> None:  # a reader polls the store while the import writes
        while not done.is_set():
            seen.append(_counts(db))

    reader = threading.Thread(target=read_while_importing)
    reader.start()
    writer.stdin.write("go\n")
    writer.stdin.flush()
    imported = case_io.import_case(db, fw, document=json.dumps(doc), actor=facilitator)
    done.set()
    reader.join()
    out, err = writer.communicate(timeout=120)
    assert writer.returncode == 0, err
    assert json.loads(out.strip().splitlines()[-1]) == []  # every concurrent write succeeded
    after = (before[0] + len(doc["causes"]), before[1] + len(doc["why_nodes"]))
    assert _counts(db) == after
    assert set(seen) <= {before, after}  # all or nothing for the reader
    assert len(timeline.list_timeline(db, session_id=meeting.id)) == 20
    assert "Restock map gap 599" in {c.description for c in sessions.get_case(db, session_id=imported.id).causes}


def test_an_imported_row_is_audited_and_searchable_like_one_written_by_hand(db, fw, export, facilitator):
    imported = case_io.import_case(db, fw, document=json.dumps(_widened(export, 3)), actor=facilitator)
    with db.read() as tx:
        audited = tx.all(select(AuditEntry).where(AuditEntry.session_id == imported.id))
    kinds = {entry.target_kind for entry in audited}
    assert {"session", "problem", "cause", "why_node", "action", "causation_check"} <= kinds
    assert {entry.operation for entry in audited} == {"import_case"}
    assert {entry.actor for entry in audited} == {facilitator.name}
    assert len({entry.target_id for entry in audited}) == len(audited)
    found = search.search_similar_cases(db, query="restock map gap", limit=5)
    assert imported.id in {case.session_id for case in found.cases}


def test_the_store_writes_the_values_it_checked_not_a_later_change_to_the_row(db, facilitator):
    case = RcaSession(id="ses_checked2", title="Checked title", actor="facilitator")
    batch = phi_wall.checked([case])
    case.title = "Patient ID A123456789"  # changed after the check
    with db.transaction(facilitator) as tx:
        tx.add_checked(batch, operation="import_case")
    with db.read() as tx:
        assert tx.session("ses_checked2").title == "Checked title"


def test_a_batch_with_an_identifier_in_any_column_is_refused_before_the_store_is_touched(db):
    rows = [RcaSession(id="ses_refused2", title="A plain title", actor="facilitator"),
            Cause(id="cau_refused00001", session_id="ses_refused2", description="Fine",
                  evidence="Nurse Jenny Lee said so")]
    with pytest.raises(PHIDetected) as caught:
        phi_wall.checked(rows)
    assert caught.value.field == "cause.evidence"
    assert sessions.list_sessions(db, status="all").total == 0


def test_a_batch_into_a_closed_case_is_refused(db, fw, facilitator, bot):
    sid = build_complete_case(db, fw, facilitator, bot)
    closing.close_case(db, session_id=sid, actor=facilitator)
    batch = phi_wall.checked([Cause(id="cau_late00000001", session_id=sid, description="Late cause")])
    with pytest.raises(CaseClosed), db.transaction(human("facilitator", face="cli")) as tx:
        tx.add_checked(batch, operation="add_cause")  # the same freeze as a row added one at a time
