"""Where a clause of a statement begins and ends: punctuation, or a word that joins a second clause (but, because,
which, 但, 因為, 導致). One definition for the statement reader and the readings it asks (``process_gaps``,
``workload``), so that an act, what it touched and what a rule before it says are measured in the same clause."""

from __future__ import annotations

import re

__all__ = ["CLAUSE_END", "clause", "clause_end", "clause_start"]

CLAUSE_END = re.compile(r"[,;:.!?()，。；：！？]|(?<![a-z])(?:but|because|since|although|which|while|so)(?![a-z])"
                        r"|但|因為|由於|所以|因此|導致")


def clause_start(text: str, pos: int) -> int:
    """Where the clause holding ``pos`` begins."""
    return max((m.end() for m in CLAUSE_END.finditer(text, 0, pos)), default=0)


def clause_end(text: str, pos: int) -> int:
    """Where the clause holding ``pos`` ends (the next clause break at or after it)."""
    after = CLAUSE_END.search(text, pos)
    return after.start() if after else len(text)


def clause(text: str, pos: int) -> tuple[int, int]:
    """(start, end) of the clause holding ``pos``."""
    return clause_start(text, pos), clause_end(text, pos)
