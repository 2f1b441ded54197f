"""Closing runs the completion gate inside its own transaction: a change another agent saves while the gate runs
waits for the close and is then refused (the case is closed), so no case closes that fails its gate (the third
audit's finding 10). The other agent's save runs in a second thread on the same store, at the moment the gate has
passed inside the transaction."""

from __future__ import annotations

import threading

from full_case import build_complete_case

from rootcause.errors import RootCauseError
from rootcause.services import closing, why_tree


def test_a_change_saved_while_the_gate_runs_waits_and_is_refused(db, fw, facilitator, bot, monkeypatch):
    sid = build_complete_case(db, fw, facilitator, bot)
    root = next(n for n in why_tree.get_tree(db, session_id=sid).nodes if n.is_root_cause)
    real, seen = closing.require_closable, {"calls": 0}

    def other_agent() -> None:
        try:
            why_tree.mark_root_cause(db, session_id=sid, node_id=root.id, is_root_cause=False, actor=bot)
        except RootCauseError as refused:
            seen["other"] = refused.code
        else:
            seen["other"] = "saved"

    def gate_then_another_save(store, **kwargs):
        real(store, **kwargs)
        seen["calls"] += 1
        if seen["calls"] == 1:  # (the gate, inside the closing transaction)
            seen["thread"] = thread = threading.Thread(target=other_agent)
            thread.start()
            thread.join(timeout=1.5)
            seen["done_before_close"] = not thread.is_alive()

    monkeypatch.setattr(closing, "require_closable", gate_then_another_save)
    state = closing.close_case(db, session_id=sid, actor=facilitator)
    assert seen["calls"] == 1, "the gate runs once, inside the closing transaction"
    seen["thread"].join(timeout=30)
    assert state.status == "complete" and seen["done_before_close"] is False
    assert seen["other"] == "case_closed"
    monkeypatch.undo()
    assert closing.unmet(db, session_id=sid) == []
