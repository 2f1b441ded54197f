"""Where the PHI rules need to look: the starts of capitalised words, and stretches around a rule's triggers.

A dozen English name rules begin at a capitalised word. Each scanning the whole text costs a pass over every
character; a clinical note of 10,000 characters has a couple of hundred capitals, so trying each rule only at
those places (``Pattern.match`` at each start) is about twice as fast as a dozen full scans, and the guard stays
linear: the starts are one pass, and each rule's work is bounded per start.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from functools import lru_cache

__all__ = ["all_of", "at_capitals", "at_words", "capital_starts", "near", "windows"]

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


def windows(hits: Iterator[re.Match[str]], size: int, *, reach: int) -> list[tuple[int, int]]:
    """Merged stretches of ``reach`` characters around each gate hit: a rule with many patterns then reads only
    those, not the whole text (a 10,000-character note has a few ages, not a few thousand)."""
    return near(((m.start(), m.end()) for m in hits), size, reach=reach)


def all_of(text: str, word: str) -> Iterator[int]:
    """Every index where ``word`` occurs (str.find: a C scan, far cheaper than a regex)."""
    i = text.find(word)
    while i >= 0:
        yield i
        i = text.find(word, i + 1)


def near(places: Iterable[tuple[int, int]], size: int, *, reach: int) -> list[tuple[int, int]]:
    """``places`` widened by ``reach`` on each side and merged where they meet."""
    spans: list[tuple[int, int]] = []
    for start, end in places:
        a, b = max(0, start - reach), min(size, end + reach)
        if spans and a <= spans[-1][1]:
            spans[-1] = (spans[-1][0], b)
        else:
            spans.append((a, b))
    return spans


def at_words(pattern: re.Pattern[str], t: str, low: str, words: Iterable[str]) -> Iterator[re.Match[str]]:
    """Every match of ``pattern`` that starts where one of ``words`` occurs in the lower-cased text: a pattern
    that opens with a role or a label is tried only there (str.find is a C scan, far cheaper than a regex pass)."""
    match = pattern.match
    for start in sorted({i for word in words for i in all_of(low, word)}):
        m = match(t, start)
        if m is not None:
            yield m
