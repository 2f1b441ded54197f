"""A cause statement in normalized form, with a map back to the offsets of what was typed and its clause and
sentence breaks: every rule reads the normalized text, and every finding points into the original."""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_right
from collections.abc import Sequence
from functools import lru_cache

from rootcause.domain.text.normalize import SPACED_DASHES, has_cjk, has_simplified, normalize, to_traditional

__all__ = ["StatementText"]

_CLAUSE = re.compile(r"[,;:!?。()\[\]]|\.(?!\d)")  # "1,000" and "0.5" and "09:00" are numbers, not breaks
_CLAUSE_NUMERIC = re.compile(r"(?<=\d)[,:](?=\d)")
_SENTENCE = re.compile(r"[;!?。]|\.(?!\d)")
_CONTRACTED = re.compile(r"\b\w+n't\b")


class StatementText:
    """A statement in normalized form, with a map back to the original offsets and its clause breaks."""

    __slots__ = ("cjk", "clauses", "langs", "norm", "raw", "sentences", "starts", "stops")

    def __init__(self, raw: str) -> None:
        self.raw = raw
        self.norm, self.starts, self.stops = _aligned(raw)
        self.cjk = has_cjk(self.norm)
        self.langs = ("en", "zh") if self.cjk else ("en",)  # Chinese text often carries English terms (SOP)
        numeric = {m.start() for m in _CLAUSE_NUMERIC.finditer(self.norm)}
        self.clauses = [m.start() for m in _CLAUSE.finditer(self.norm) if m.start() not in numeric]
        self.sentences = [m.start() for m in _SENTENCE.finditer(self.norm)]

    def span(self, start: int, end: int) -> tuple[int, int]:
        """Original [start, end) of the normalized [start, end)."""
        if self.starts is None or self.stops is None:
            return start, end
        return self.starts[start], self.stops[end - 1]

    def around(self, breaks: Sequence[int], pos: int) -> tuple[int, int]:
        """The [start, end) of the clause or sentence holding ``pos``."""
        i = bisect_right(breaks, pos - 1) if pos else 0
        return (breaks[i - 1] + 1 if i else 0), (breaks[i] if i < len(breaks) else len(self.norm))


@lru_cache(maxsize=8192)
def _fold(piece: str) -> str:
    """One character (with its combining marks) folded as normalize() folds it; whitespace stays one space."""
    return " " if piece.isspace() else " - " if piece in SPACED_DASHES else normalize(piece)


def _aligned(raw: str) -> tuple[str, list[int] | None, list[int] | None]:
    """normalize(raw) plus, per normalized character, the original [start, stop) it came from.

    Folding runs per character (with its combining marks) so each output character knows its source;
    Simplified text is converted as a whole first (OpenCC is phrase-aware) when that keeps the length.
    """
    if raw.isascii() and "n't" not in raw and " ".join(raw.split()) == raw:
        return raw.lower(), None, None
    src = raw
    if has_simplified(raw):
        converted = to_traditional(raw)
        src = converted if len(converted) == len(raw) else raw
    chars: list[str] = []
    starts: list[int] = []
    stops: list[int] = []
    i, n = 0, len(src)
    while i < n:
        j = i + 1
        while j < n and unicodedata.combining(src[j]):
            j += 1
        for ch in _fold(src[i:j]):
            chars.append(ch)
            starts.append(i)
            stops.append(j)
        i = j
    text = "".join(chars)
    if "n't" in text:  # didn't -> did not; the expansion maps onto the whole contracted word
        chars, new_starts, new_stops, last = [], [], [], 0
        for m in _CONTRACTED.finditer(text):
            chars += text[last:m.start()]
            new_starts += starts[last:m.start()]
            new_stops += stops[last:m.start()]
            expanded = normalize(m.group())
            chars += expanded
            new_starts += [starts[m.start()]] * len(expanded)
            new_stops += [stops[m.end() - 1]] * len(expanded)
            last = m.end()
        chars += text[last:]
        starts, stops = new_starts + starts[last:], new_stops + stops[last:]
    keep = [k for k, ch in enumerate(chars) if ch != " " or (0 < k < len(chars) - 1 and chars[k - 1] != " ")]
    if keep and chars[keep[0]] == " ":  # a single leading space survives the filter above
        keep.pop(0)
    if keep and chars[keep[-1]] == " ":
        keep.pop()
    return "".join(chars[k] for k in keep), [starts[k] for k in keep], [stops[k] for k in keep]
