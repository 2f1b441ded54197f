"""Precedents: published statements whose HFACS-MES codes are known, and the ones nearest a new statement.

Rules read what a statement says; precedents add how investigators coded statements worded like it. Measured
set by set (each published set left out of the precedents it is scored against), stacking the ten nearest published
statements on the rules (``calibration.combine``) makes a confidence of 0.7 or more right 83% of the time instead of
77%, and lifts top-1 and top-3 by one to two points, with no loss on the team's own statements (docs/benchmarks.md,
session 18). A suggestion that rests on them says so and quotes the nearest one, so a facilitator can see why.

Nearness is cosine over TF-IDF of word stems and stem pairs (English) or character pairs (Chinese), one index per
script: a Chinese statement is compared with Chinese precedents only, so a reason never quotes the other
language. Pure and immutable: built once per suggester, read by any thread.
"""

from __future__ import annotations

import gc
import heapq
import math
import re
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import TypeVar

from rootcause.domain.classify.rule_models import Precedent
from rootcause.domain.text.ngrams import STOP_WORDS
from rootcause.domain.text.normalize import normalize, script_of, stem

__all__ = ["ALT_SHARE", "NEAREST", "Precedent", "PrecedentIndex", "Vote", "built_once", "precedent_index", "terms"]

NEAREST = 10  # how many precedents vote (10 and 20 measured alike; 5 is noisier)
ALT_SHARE = 0.3  # a code the coder gave as defensible counts this much of a first code
MIN_SIMILARITY = 0.05  # below this a precedent shares only chance words with the statement: no vote
# A statement whose nearest precedent is less similar than this is unlike every one of them ("the weather was lovely"
# meets a chance precedent at 0.09; two thirds of published statements have one at 0.10 or more): no votes at all.
NEAREST_FLOOR = 0.10
AGREEING = 2  # precedents that must give a code before it has their support: one is an anecdote

_LATIN_WORD = re.compile(r"[a-z][a-z0-9]+")
_HAN_RUN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")


def terms(norm: str) -> Counter[str]:
    """The terms of a normalized statement: English stems and adjacent stem pairs, Chinese character pairs."""
    stems = [stem(w) for w in _LATIN_WORD.findall(norm) if w not in STOP_WORDS]
    out: Counter[str] = Counter(stems)
    out.update(f"{a} {b}" for a, b in pairwise(stems))
    for run in _HAN_RUN.findall(norm):
        out.update(run[i : i + 2] for i in range(len(run) - 1))
    return out


@dataclass(frozen=True, slots=True)
class Vote:
    """One code's share of the nearest precedents' votes, and the nearest precedent behind it."""

    code: str
    share: float  # of all votes cast, 0-1
    nearest: Precedent
    similarity: float  # of that nearest precedent
    count: int  # precedents that gave the code (first or defensible)


class _ScriptIndex:
    """TF-IDF postings of one script's precedents."""

    __slots__ = ("_default_idf", "_idf", "_postings", "members")

    def __init__(self, members: Sequence[Precedent]) -> None:
        self.members = tuple(members)
        paused = gc.isenabled()  # (a hundred thousand small tuples: the collector's passes over them cost a third)
        gc.disable()
        try:
            self._build()
        finally:
            if paused:
                gc.enable()

    def _build(self) -> None:
        counts = [terms(normalize(p.text)) for p in self.members]
        df: Counter[str] = Counter()
        for c in counts:
            df.update(c.keys())
        n = len(self.members)
        self._idf = {t: math.log((n + 1) / (d + 1)) + 1.0 for t, d in df.items()}
        self._default_idf = math.log(n + 1) + 1.0
        postings: dict[str, list[tuple[int, float]]] = {}
        for doc, c in enumerate(counts):
            vec = {t: (1.0 + math.log(k)) * self._idf[t] for t, k in c.items()}
            length = math.sqrt(sum(v * v for v in vec.values())) or 1.0
            for t, v in vec.items():
                postings.setdefault(t, []).append((doc, v / length))
        self._postings = postings

    def nearest(self, norm: str, k: int) -> list[tuple[Precedent, float]]:
        query = terms(norm)
        weights = {t: (1.0 + math.log(c)) * self._idf.get(t, self._default_idf) for t, c in query.items()}
        length = math.sqrt(sum(w * w for w in weights.values()))
        if not length:
            return []
        acc: dict[int, float] = {}
        for t, w in weights.items():
            for doc, v in self._postings.get(t, ()):
                acc[doc] = acc.get(doc, 0.0) + w * v
        if not acc:
            return []
        members = self.members  # the k best, ties going by text, never by the file's order
        cut = heapq.nlargest(k, acc.values())[-1] - 1e-9
        best = sorted(((doc, score) for doc, score in acc.items() if score >= cut),
                      key=lambda p: (-round(p[1], 9), members[p[0]].text, members[p[0]].group))[:k]
        return [(self.members[doc], score / length) for doc, score in best]


class PrecedentIndex:
    """The precedents of each script, searchable; ``without`` gives the index minus one set (for honest scoring)."""

    __slots__ = ("_by_script", "_precedents")

    def __init__(self, precedents: Iterable[Precedent] = ()) -> None:
        self._precedents = tuple(precedents)
        grouped: dict[str, list[Precedent]] = {}
        for p in self._precedents:
            grouped.setdefault(script_of(p.text), []).append(p)
        self._by_script = {script: _ScriptIndex(members) for script, members in grouped.items()}

    def __len__(self) -> int:
        return len(self._precedents)

    def without(self, group: str) -> PrecedentIndex:
        """The same precedents minus those of ``group``: a set is never scored against itself."""
        return PrecedentIndex(p for p in self._precedents if p.group != group)

    def nearest(self, norm: str, k: int = NEAREST) -> list[tuple[Precedent, float]]:
        """The ``k`` precedents nearest a normalized statement, in its own script, most similar first."""
        index = self._by_script.get(script_of(norm))
        return [] if index is None else [(p, s) for p, s in index.nearest(norm, k) if s >= MIN_SIMILARITY]

    def votes(self, norm: str) -> dict[str, Vote]:
        """Each code's share of the nearest precedents' votes (a vote weighs its similarity)."""
        tally: dict[str, list[tuple[float, Precedent, float]]] = {}
        near = self.nearest(norm)
        if not near or near[0][1] < NEAREST_FLOOR:
            return {}
        for p, sim in near:
            for code in p.codes:
                tally.setdefault(code, []).append((sim, p, sim))
            for code in p.alt:
                if code not in p.codes:
                    tally.setdefault(code, []).append((ALT_SHARE * sim, p, sim))
        total = sum(w for items in tally.values() for w, _, _ in items)
        if not total:
            return {}
        out = {}
        for code, items in tally.items():
            if len(items) < AGREEING:
                continue
            _, best, sim = max(items, key=lambda item: item[2])
            out[code] = Vote(code, sum(w for w, _, _ in items) / total, best, sim, len(items))
        return out


_INDEXES: dict[int, tuple[tuple[Precedent, ...], PrecedentIndex]] = {}  # id of the precedents -> them, their index
_KEPT = 4
T = TypeVar("T")


def built_once(cache: dict[int, tuple[tuple[Precedent, ...], T]], precedents: tuple[Precedent, ...],
                  build: Callable[[tuple[Precedent, ...]], T]) -> T:
    """What ``build`` makes of a set of precedents, made once and shared by every suggester compiled from the same
    config (building reads every statement: a third of a second for 3,000). Found by the tuple's identity (the config
    loader hands out the same tuple while the file is unchanged; hashing 3,000 models on every compile would cost
    more than the lookup saves), then by equality; the last ``_KEPT`` sets are kept."""
    entry = cache.get(id(precedents))
    if entry is not None and entry[0] is precedents:
        return entry[1]
    for kept, made in list(cache.values()):
        if kept == precedents:
            return made
    made = build(precedents)
    while len(cache) >= _KEPT:
        cache.pop(next(iter(cache)))
    cache[id(precedents)] = (precedents, made)
    return made


def precedent_index(precedents: tuple[Precedent, ...]) -> PrecedentIndex:
    """One index per set of precedents (``built_once``)."""
    return built_once(_INDEXES, precedents, PrecedentIndex)
