"""What the completion gate asks of a root cause, for the gate's tests: no rule broken and no person's act."""

from __future__ import annotations

from rootcause.domain.causal.linter import lint_statement
from rootcause.domain.causal.system_cause import person_act


def closes(text: str) -> bool:
    """Whether the gate would let ``text`` stand as a root cause (the two checks the gate binds on a root)."""
    return not lint_statement(text) and person_act(text) is None
