"""Where each character of a rewritten text came from, kept as runs rather than one entry per character.

The canonical form (``canonical.py``) and the view in which numbers read as numbers (``spelled.py``) each change a
few places of a long text. A finding's two ends are all that is ever looked up, so a 10,000-character note with a
few changes keeps a few runs instead of a 10,000-entry list (building that list cost more than some rules).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterator

__all__ = ["Offsets"]


class Offsets:
    """``offsets[k]``: the index in the source text of character ``k`` of the rewritten text."""

    __slots__ = ("_firsts", "_origins", "_size", "_steps", "_then")

    def __init__(self, runs: list[tuple[int, int, int]], size: int, then: Offsets | None = None) -> None:
        # runs, in order: (first rewritten index, its source index, 1 when the run copies characters one for one or 0
        # when they all come from that one source character); ``then`` maps a source index one step further back
        self._firsts = [first for first, _, _ in runs]
        self._origins = [origin for _, origin, _ in runs]
        self._steps = [step for _, _, step in runs]
        self._size = size
        self._then = then

    def __getitem__(self, k: int) -> int:
        firsts = self._firsts
        j = bisect_right(firsts, k) - 1
        i = self._origins[j] + (k - firsts[j]) * self._steps[j]
        return i if self._then is None else self._then[i]

    def span(self, a: int, b: int) -> list[int]:
        """``[self[k] for k in range(a, b)]``, a run at a time (a window of the text: a few runs, many lookups)."""
        firsts, origins, steps = self._firsts, self._origins, self._steps
        out: list[int] = []
        j = bisect_right(firsts, a) - 1
        k = a
        while k < b:
            stop = min(b, firsts[j + 1]) if j + 1 < len(firsts) else b
            if stop > k:
                origin = origins[j] + (k - firsts[j]) * steps[j]
                out += range(origin, origin + stop - k) if steps[j] else [origin] * (stop - k)
                k = stop
            j += 1
        return out if self._then is None else [self._then[i] for i in out]

    def __len__(self) -> int:
        return self._size

    def __iter__(self) -> Iterator[int]:
        return (self[k] for k in range(self._size))
