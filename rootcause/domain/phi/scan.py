"""Where the capital-letter name rules can start, found once per text and shared by every such rule.

A dozen English name rules begin at a capitalised word. Each scanning the whole text costs a pass over every
character; a clinical note of 10,000 characters has a couple of hundred capitals, so trying each rule only at
those places (``Pattern.match`` at each start) is about twice as fast as a dozen full scans, and the guard stays
linear: the starts are one pass, and each rule's work is bounded per start.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

__all__ = ["at_capitals", "capital_starts"]

_CAPITAL_START = re.compile(r"(?<![A-Za-z'’-])[A-Z]")


@lru_cache(maxsize=4)
def capital_starts(t: str) -> tuple[int, ...]:
    """The index of every capital letter that starts a word (not one inside O'Brien or McDonald)."""
    return tuple(m.start() for m in _CAPITAL_START.finditer(t))


def at_capitals(pattern: re.Pattern[str], t: str) -> Iterator[re.Match[str]]:
    """Every match of ``pattern`` that starts at a capitalised word, in order (they may overlap)."""
    match = pattern.match
    for start in capital_starts(t):
        m = match(t, start)
        if m is not None:
            yield m
