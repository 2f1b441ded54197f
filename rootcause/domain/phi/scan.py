"""Where the PHI rules need to look, and how a rule is tried only there yet finds exactly what a full scan would.

Each rule scanning the whole text costs a pass over every character, and the guard has a hundred rules. Most of a
note is text no rule can start in, so the rules share a few cheap passes that say where they can:

- the starts of capitalised words (a dozen English name rules begin at one; ``at_capitals`` tries a rule there),
  narrowed to names written as names or to a name followed by another one;
- the runs of digits (the number rules need a run of a given length; ``matches_at`` then gives exactly what
  ``finditer`` would, trying the pattern only at the places a match can begin);
- the places a word from a list starts (``at_words``, ``word_starts``: one pass for a list of words);
- ``Prefixed``: a pattern with the class of characters its matches begin with, so the engine skips to those;
- the stretches around a mostly English note's Chinese words (``han_stretches``): the Chinese name rules read
  those, joined into one shorter text, instead of the whole note.

The guard stays linear: each pass is one scan, and each rule's work is bounded per place. The per-text caches hold
the note and the windows of it the number rules read (a few dozen strings at most); ``detect.scan`` clears them
once the note is checked.
"""

from __future__ import annotations

import re
import sys
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable, Iterator
from functools import lru_cache
from itertools import accumulate

__all__ = ["Prefixed", "Stretches", "all_of", "at_capitals", "at_words", "capital_starts", "capitalised_words",
           "digit_runs", "han_stretches", "matches_at", "near", "pair_starts", "windows", "word_starts"]

# (a class first: the engine skips to capitals; an apostrophe after a letter is inside a word, O'Brien, and an opening
# quote is not: 'J. Okafor')
_CAPITAL_START = re.compile(r"[A-Z](?<![A-Za-z-][A-Z])(?<![A-Za-z]['’][A-Z])")
_PAIR_START = re.compile(r"[A-Z](?<![A-Za-z-][A-Z])(?<![A-Za-z]['’][A-Z])(?=[A-Za-z'’-]*[ \t]+[A-Z])")
_DIGIT_RUN = re.compile(r"\d\d*")  # (likewise to digits, which ``\d`` takes in any script)


@lru_cache(maxsize=64)
def capital_starts(t: str) -> tuple[int, ...]:
    """The index of every capital letter that starts a word (not one inside O'Brien or McDonald)."""
    return tuple(m.start() for m in _CAPITAL_START.finditer(t))


@lru_cache(maxsize=64)
def capitalised_words(t: str) -> tuple[int, ...]:
    """The capital starts of words written as names are (a capital, then a lower-case letter or an apostrophe:
    Mary, O'Brien, McDonald), not of acronyms (ICU, CT): where the rules that read a capitalised name can match."""
    return tuple(i for i in capital_starts(t) if "a" <= t[i + 1 : i + 2] <= "z" or t[i + 1 : i + 2] in ("'", "’"))


@lru_cache(maxsize=64)
def pair_starts(t: str) -> tuple[int, ...]:
    """The capital starts whose word a space and another capitalised word follow ("Mary Johnson", "WANG HSIAO"):
    where the rules that read two names in a row can match."""
    return tuple(m.start() for m in _PAIR_START.finditer(t))


def at_capitals(pattern: re.Pattern[str], t: str, starts: Iterable[int] | None = None) -> Iterator[re.Match[str]]:
    """Every match of ``pattern`` that starts at a capitalised word (or at ``starts``, a subset of those that holds
    every place the pattern can match), in order (they may overlap)."""
    match = pattern.match
    for start in capital_starts(t) if starts is None else starts:
        m = match(t, start)
        if m is not None:
            yield m


@lru_cache(maxsize=64)
def digit_runs(t: str) -> tuple[tuple[int, int], ...]:
    """(start, end) of every run of digits: the number rules share this one pass and try their patterns only where
    a run of the right length stands, instead of each scanning every character."""
    return tuple(m.span() for m in _DIGIT_RUN.finditer(t))


def matches_at(pattern: re.Pattern[str], t: str, starts: Iterable[int]) -> Iterator[re.Match[str]]:
    """Exactly what ``pattern.finditer(t)`` yields, given ``starts``: ascending indexes that include every place a
    match can begin (a rule derives them from where its anchor stands; extra places cost a try, never a finding).
    Matches do not overlap, as with finditer; the pattern must not match the empty string."""
    match, resume = pattern.match, 0
    for start in starts:
        if start >= resume:
            m = match(t, start)
            if m is not None:
                yield m
                resume = m.end()


class Prefixed:
    """A pattern and the class of characters its matches begin with. ``finditer`` yields exactly what the pattern's
    own would, but the engine tries the pattern only where such a character stands: one pass that skips every other
    character, where a pattern opening with a look-around or a case-blind word is otherwise tried at each one.

    ``first`` must hold every character a match can begin with (a character too many costs a try, never a finding).
    The pattern must not match the empty string unless it only ever does (a look-ahead)."""

    __slots__ = ("_where", "pattern")

    def __init__(self, pattern: re.Pattern[str], first: str) -> None:
        assert not pattern.flags & ~(re.IGNORECASE | re.UNICODE), pattern.pattern  # (its flags are carried inside)
        inner = f"(?i:{pattern.pattern})" if pattern.flags & re.IGNORECASE else pattern.pattern
        self.pattern = pattern
        # one character of the class, where the pattern matches from it (seen from just after that character)
        self._where = re.compile(f"[{first}](?<=(?={inner})(?s:.))")

    def finditer(self, t: str, pos: int = 0, endpos: int = sys.maxsize) -> Iterator[re.Match[str]]:
        match, resume = self.pattern.match, pos
        for hit in self._where.finditer(t, pos, endpos):
            start = hit.start()
            if start >= resume:
                m = match(t, start, endpos)
                if m is not None:
                    yield m
                    resume = m.end()


def windows(hits: Iterator[re.Match[str]], size: int, *, reach: int) -> list[tuple[int, int]]:
    """Merged stretches of ``reach`` characters around each gate hit: a rule with many patterns then reads only
    those, not the whole text (a 10,000-character note has a few ages, not a few thousand)."""
    return near(((m.start(), m.end()) for m in hits), size, reach=reach)


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


def all_of(text: str, word: str) -> Iterator[int]:
    """Every index where ``word`` occurs (str.find: a C scan, far cheaper than a regex)."""
    i = text.find(word)
    while i >= 0:
        yield i
        i = text.find(word, i + 1)


def overlap_test(taken: Iterable[tuple[int, int]]) -> Callable[[int, int], bool]:
    """A test of whether a span overlaps any of ``taken``, by bisection: a long paste holds thousands of spans found
    already, and testing each new span against every one of them was quadratic."""
    ordered = sorted(taken)
    starts = [a for a, _ in ordered]
    reach = list(accumulate((b for _, b in ordered), max))  # (the furthest end among the spans up to each one)

    def overlaps(a: int, b: int) -> bool:
        i = bisect_left(starts, b)  # (the spans that open before this one ends)
        return i > 0 and reach[i - 1] > a

    return overlaps


@lru_cache(maxsize=64)
def followed_by(text: str, word: str, pattern: re.Pattern[str]) -> tuple[int, ...]:
    """Every index of ``word`` where ``pattern`` matches right after it, read once per text and word: a rule that
    asks this for each of a name's spans would otherwise read the text once per span (quadratic on a long paste)."""
    return tuple(i for i in all_of(text, word) if pattern.match(text, i + len(word)))


def at_words(pattern: re.Pattern[str], t: str, low: str, words: tuple[str, ...]) -> Iterator[re.Match[str]]:
    """Every match of ``pattern`` that starts where one of ``words`` occurs in the lower-cased text: a pattern
    that opens with a role or a label is tried only there. A few words are each found with str.find (a C scan);
    for many, one pass that skips to their first characters reads the text once instead of once per word."""
    match = pattern.match
    starts = (hit.start() for hit in word_starts(words).finditer(low)) if len(words) > 8 else sorted(
        {i for word in words for i in all_of(low, word)})
    for start in starts:
        m = match(t, start)
        if m is not None:
            yield m


@lru_cache(maxsize=32)
def word_starts(words: tuple[str, ...]) -> re.Pattern[str]:
    """One character wherever one of ``words`` starts, overlapping places included (the rest of the word is
    looked ahead at, not consumed), the words grouped under their first character."""
    groups: dict[str, set[str]] = {}
    for word in words:
        groups.setdefault(word[0], set()).add(word[1:])
    return re.compile("|".join(
        re.escape(first) + ("" if "" in rests else "(?=" + "|".join(map(re.escape, sorted(rests))) + ")")
        for first, rests in sorted(groups.items())))


_HAN_RUN = re.compile(r"[\u3007\u3105-\u312f\u31a0-\u31bf\u3400-\u9fff\uf900-\ufaff]+")  # (zhuyin and 〇 too)
HAN_REACH = 40  # (what the Chinese rules read around a Chinese word: "Amy 學姊", "家屬叫 chen jia hao", "3床 湯")
_WORTH = 0.7  # (a view that keeps most of the note saves less than its making costs)


class Stretches:
    """The stretches of a note around its Chinese words, joined by line breaks into one shorter text, and the way
    back from a place in it to the note: the Chinese name rules read this instead of a mostly English note.

    Each stretch reaches ``HAN_REACH`` characters past the Chinese on both sides, so a rule sees what it would in the
    note (what it reads next to a name is within that reach); a line break between two stretches is a clause break
    to every rule, as the English between them is."""

    __slots__ = ("_note", "_view", "low", "text")

    def __init__(self, spans: list[tuple[int, int]], t: str, low: str) -> None:
        self.text = "\n".join(t[a:b] for a, b in spans)
        self.low = "\n".join(low[a:b] for a, b in spans)
        self._note = [a for a, _ in spans]  # where each stretch starts in the note, and in the view:
        self._view = list(accumulate((b - a + 1 for a, b in spans[:-1]), initial=0))

    def back(self, x: int, y: int) -> tuple[int, int] | None:
        """The note's span for the view's ``x:y``; None for a span that would cross from one stretch to the next."""
        i = bisect_right(self._view, x) - 1
        nxt = self._view[i + 1] if i + 1 < len(self._view) else sys.maxsize
        shift = self._note[i] - self._view[i]
        return (x + shift, y + shift) if y < nxt else None


def han_stretches(t: str, low: str) -> Stretches | None:
    """The note around its Chinese words, when that is well short of the whole note (else None: read the note)."""
    spans = near(((m.start(), m.end()) for m in _HAN_RUN.finditer(t)), len(t), reach=HAN_REACH)
    if sum(b - a for a, b in spans) > _WORTH * len(t):
        return None
    return Stretches(spans, t, low)


_SENTENCE_END = re.compile(r"[.;!?\n](?:\s|$)")


def sentence_end(t: str, i: int, reach: int = 120) -> int:
    """Where the sentence holding ``i`` ends (a stop, a semicolon or a line's end; at most ``reach`` characters on):
    a pronoun before it takes up the sentence's subject."""
    end = _SENTENCE_END.search(t, i, i + reach)
    return end.start() if end else min(len(t), i + reach)
