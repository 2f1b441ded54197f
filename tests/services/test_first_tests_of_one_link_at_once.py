"""Two people testing the same link for the first time at the same moment: one test is saved and the other is told
that someone answered in between, on SQLite and on PostgreSQL alike (audit 29, finding 2). Each writer takes the
case's row first, so the second reads the check the first committed. Real threads, two store handles (as the app and
the MCP server hold them), released together by a barrier."""

from __future__ import annotations

import threading

from full_case import build_complete_case
from sqlmodel import select

from rootcause.errors import RootCauseError
from rootcause.services import causation, why_tree
from rootcause.store import open_store
from rootcause.store.tables import CausationCheck

_ANSWERS = {
    "supported": {c: {"answer": "yes", "rationale": "The chart and the pump log both show it."}
                  for c in ("temporality", "necessity")},
    "not_supported": {"temporality": {"answer": "yes", "rationale": "It came first, the log shows."},
                      "necessity": {"answer": "no", "rationale": "It would have happened anyway, by the log."}},
}


def test_two_first_tests_of_one_link_at_once_save_one_and_refuse_the_other(db, db_url, fw, facilitator, bot):
    sid = build_complete_case(db, fw, facilitator, bot)
    nodes = [n.id for n in why_tree.get_tree(db, session_id=sid).nodes]
    with db.transaction(facilitator) as tx:  # (start every link untested)
        for check in tx.db.exec(select(CausationCheck).where(CausationCheck.session_id == sid)).all():
            tx.db.delete(check)
    other = open_store(db_url)
    outcomes: list[tuple[str, str]] = []
    try:
        for node in nodes:
            barrier, seen = threading.Barrier(2), {}

            def test(store, verdict: str, who, node=node, barrier=barrier, seen=seen) -> None:
                barrier.wait()
                try:
                    causation.verify_causation(store, session_id=sid, node_id=node, answers=_ANSWERS[verdict],
                                               expected_version=0, actor=who)
                    seen[verdict] = "saved"
                except RootCauseError as refused:
                    seen[verdict] = refused.code

            threads = [threading.Thread(target=test, args=(db, "supported", facilitator)),
                       threading.Thread(target=test, args=(other, "not_supported", bot))]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join(timeout=60)
            outcomes.append((seen["supported"], seen["not_supported"]))
            with db.read() as tx:
                stored = tx.db.exec(select(CausationCheck).where(CausationCheck.node_id == node)).all()
            assert len(stored) == 1, f"two checks stored for one link: {outcomes[-1]}"
    finally:
        other.dispose()
    assert all(sorted(o) == ["saved", "stale_version"] for o in outcomes), outcomes


def test_a_first_test_sent_against_an_answer_rewritten_since_it_was_read_is_refused(db, fw, facilitator, bot):
    sid = build_complete_case(db, fw, facilitator, bot)
    node = why_tree.get_tree(db, session_id=sid).nodes[0]
    with db.transaction(facilitator) as tx:  # (the link was never tested)
        for check in tx.db.exec(select(CausationCheck).where(CausationCheck.node_id == node.id)).all():
            tx.db.delete(check)
    why_tree.update_why(db, session_id=sid, node_id=node.id, answer="Two orders were open on one screen at once",
                        version=node.version, actor=facilitator)
    try:  # (another agent, who read the old answer and no check, sends what the contract says: version 0)
        causation.verify_causation(db, session_id=sid, node_id=node.id, answers=_ANSWERS["supported"],
                                   expected_version=0, actor=bot)
    except RootCauseError as refused:
        assert refused.code == "stale_version"
    else:
        raise AssertionError("a test of the old answer was recorded against the new one")
    fresh = causation.verify_causation(db, session_id=sid, node_id=node.id, answers=_ANSWERS["supported"],
                                       expected_version=1, actor=bot)
    assert fresh.verdict == "supported"
