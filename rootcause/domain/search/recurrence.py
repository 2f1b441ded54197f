"""Recurrence across cases: the same HFACS code, or a similar root cause, in several cases close in time.

A safety programme asks "have we seen this before?" One case is an event; the same contributing factor in
three cases within a year is a pattern that a single RCA's actions did not fix. Two questions, both pure:

* **When**: :func:`busiest_window` slides a window of ``window_days`` over the cases' event dates and keeps
  the window holding the most cases (the latest one on ties, since recent patterns matter most).
* **What is "the same" root cause**: teams word one cause many ways, in English or in Chinese, so root
  causes are compared by character n-grams (English: trigrams inside each word, stop words dropped;
  Chinese: bigrams inside runs of Han characters; no segmentation, no model) and the cosine of the two
  n-gram sets. Texts are first normalized (``text_normalize.normalize``: case, full-width forms,
  Simplified -> Traditional), so 护士 and 護士 meet. Matching is within one language's n-grams: an English
  and a Chinese wording of one cause are not paired (that needs translation, which rules do not do).

Comparing every root cause with every other is quadratic (15,000 root causes: 10^8 pairs), so
:func:`cluster_texts` is a single pass of *leader clustering* over an inverted index. Identical normalized
texts are merged first. Each text is then looked up by its blocking keys (English word stems, Chinese
character bigrams; keys shared by over 5 % of the texts dropped as uninformative) among the *leaders*, the
first texts of the clusters so far; the few leaders sharing the most keys (two at least, for a long text, and
a fair share of both texts' keys) are compared by n-gram cosine, and the text joins the most similar one at
or above :data:`SIMILARITY`, or leads a new cluster. N-gram sets are built only for texts that get compared.
The cost is linear in the number of texts times a small bounded constant; the price is that two wordings
with almost no word in common may be missed, and that a cluster is "similar to its leader", not a clique.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from functools import lru_cache
from itertools import chain

from rootcause.domain.text.normalize import normalize, stem

__all__ = ["SIMILARITY", "Peak", "TextCluster", "busiest_window", "cluster_texts", "grams", "similarity", "slide"]

SIMILARITY = 0.5  # cosine of the n-gram sets at which two root causes count as one cause reworded
_COMMON_SHARE, _COMMON_FLOOR = 20, 200  # a key in over 5 % of the texts (and 200 of them) finds too many
_MIN_KEYS = 3  # ... unless that leaves a text fewer keys than this
_MANY_KEYS = 5  # a text with this many keys must share two of them with a leader to be compared
_KEY_FLOOR = 0.3  # keys in common, relative to both texts' keys, before n-grams are compared
_POSTING_CAP = 12  # per key, only the oldest leaders (the established clusters) are considered
_VERIFY = 6  # at most this many candidate leaders (those sharing the most keys) are compared by cosine
_LATIN = re.compile(r"[a-z][a-z0-9]+")
_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
_STOP = frozenset({
    "the", "a", "an", "and", "or", "of", "to", "in", "on", "at", "for", "with", "was", "were", "is", "are",
    "be", "been", "being", "had", "has", "have", "by", "from", "as", "that", "this", "it", "its", "his", "her",
    "she", "he", "they", "their", "them", "there", "which", "who", "after", "before", "during", "into", "than",
    "then", "so", "but", "not", "no", "did", "does", "do", "will", "would", "could", "should", "our", "we",
    "us",
})


@dataclass(frozen=True)
class Peak:
    """The busiest window: its cases (oldest event first) and the first and last event dates in it."""

    case_ids: tuple[str, ...]
    first: date
    last: date


@dataclass(frozen=True)
class TextCluster:
    """Indices (into the caller's items) of texts judged to state the same cause; ``leader`` first."""

    leader: int
    members: tuple[int, ...]


def busiest_window(days: Mapping[str, int], window_days: int) -> Peak | None:
    """The span of at most ``window_days`` days (event dates, inclusive) holding the most cases.

    ``days`` maps each case id to its event date as a day number (``date.toordinal()``, cheap to compare);
    O(n log n). Ties go to the latest window.
    """
    return slide(sorted((day, case_id) for case_id, day in days.items()), window_days)


def slide(ordered: Sequence[tuple[int, str]], window_days: int) -> Peak | None:
    """:func:`busiest_window` over ``(day, case id)`` pairs already in order: one pass, two pointers."""
    if not ordered:
        return None
    best_lo = best_hi = left = 0
    for right, (day, _) in enumerate(ordered):
        while day - ordered[left][0] > window_days:
            left += 1
        if right - left >= best_hi - best_lo:
            best_lo, best_hi = left, right
    picked = ordered[best_lo : best_hi + 1]
    return Peak(case_ids=tuple(case_id for _, case_id in picked), first=date.fromordinal(picked[0][0]),
                last=date.fromordinal(picked[-1][0]))


def grams(text: str) -> frozenset[str]:
    """The n-grams of a normalized text: word-internal trigrams (English), bigrams (Han runs)."""
    out: set[str] = set()
    for word in _LATIN.findall(text):
        if word not in _STOP:
            out |= _word_grams(word)
    for run in _HAN.findall(text):
        if len(run) == 1:
            out.add(run)
        else:
            out.update(run[i : i + 2] for i in range(len(run) - 1))
    return frozenset(out)


@lru_cache(maxsize=65_536)
def _word_grams(word: str) -> frozenset[str]:
    """A word's trigrams, padded (" st", "sta", ..., "ng "); words repeat across texts, so they are kept."""
    padded = f" {word} "
    return frozenset(padded[i : i + 3] for i in range(len(padded) - 2))


@lru_cache(maxsize=65_536)
def _normal(text: str) -> str:
    """Remembered (like :func:`_grams`, :func:`_keys`): a rerun after one write meets the same texts again."""
    return normalize(text)


@lru_cache(maxsize=65_536)
def _grams(normal: str) -> frozenset[str]:
    return grams(normal)


@lru_cache(maxsize=65_536)
def _keys(normal: str) -> frozenset[str]:
    """Blocking keys: English word stems (stop words dropped), Chinese character bigrams."""
    out = {stem(word) for word in _LATIN.findall(normal) if word not in _STOP}
    for run in _HAN.findall(normal):
        out.update(run[i : i + 2] for i in range(len(run) - 1)) if len(run) > 1 else out.add(run)
    return frozenset(out)


class _Texts:
    """Unique normalized texts with their blocking keys; n-gram sets are built only for texts compared.

    Keys found in a large share of the texts ("staff", 病人) would make everyone a candidate, so they are
    dropped (see :meth:`_distinctive`).
    """

    def __init__(self, normals: Sequence[str]) -> None:
        self.normals = normals
        keys = [_keys(text) for text in normals]
        df = Counter(chain.from_iterable(keys))
        limit = max(_COMMON_FLOOR, len(normals) // _COMMON_SHARE)
        common = frozenset(key for key, count in df.items() if count > limit)
        self.keys = [self._distinctive(mine, common, df) for mine in keys] if common else keys
        self._sets: dict[int, tuple[frozenset[str], float]] = {}

    @staticmethod
    def _distinctive(mine: frozenset[str], common: frozenset[str], df: Counter[str]) -> frozenset[str]:
        """Keys minus the common ones; a text made only of common words (a cause that recurs very often is
        one) keeps its least common few, so it still finds its cluster."""
        kept = mine - common
        if len(kept) >= _MIN_KEYS or len(mine) == len(kept):
            return kept
        return frozenset(sorted(mine, key=lambda key: (df[key], key))[:_MIN_KEYS])

    def _set(self, i: int) -> tuple[frozenset[str], float]:
        found = self._sets.get(i)
        if found is None:
            feats = _grams(self.normals[i])
            found = self._sets[i] = (feats, math.sqrt(len(feats)) or 1.0)
        return found

    def cosine(self, i: int, j: int) -> float:
        """Cosine of the two n-gram sets (binary: how pg_trgm compares trigram sets, with Ochiai's norm)."""
        (a, root_a), (b, root_b) = self._set(i), self._set(j)
        return len(a & b) / (root_a * root_b)


def similarity(a: str, b: str) -> float:
    """Cosine similarity of two texts' n-gram sets (what :func:`cluster_texts` compares)."""
    return _Texts([_normal(a), _normal(b)]).cosine(0, 1)


def cluster_texts(texts: Sequence[str], threshold: float = SIMILARITY) -> tuple[TextCluster, ...]:
    """Group texts that state the same cause; each cluster's leader is its earliest text in ``texts``.

    Give ``texts`` in a stable order (e.g. by event date) so the same data always gives the same clusters.
    Clusters of one text are included; callers keep those that span enough cases. The last few answers are
    remembered by their exact input: most writes (a cause, an action) leave the root causes as they were.
    """
    return _clusters(tuple(texts), threshold)


@lru_cache(maxsize=8)
def _clusters(texts: tuple[str, ...], threshold: float) -> tuple[TextCluster, ...]:
    unique: dict[str, list[int]] = {}
    for index, text in enumerate(texts):
        unique.setdefault(_normal(text), []).append(index)
    normals = list(unique)
    leader_of = _lead(_Texts(normals), len(normals), threshold)
    grouped: dict[int, list[int]] = {}
    for u, lead in enumerate(leader_of):
        grouped.setdefault(lead, []).extend(unique[normals[u]])
    return tuple(TextCluster(leader=min(members), members=tuple(sorted(members))) for members in grouped.values())


def _lead(texts: _Texts, count: int, threshold: float) -> list[int]:
    """Single pass: each unique text joins the most similar earlier leader, or leads a new cluster."""
    leader_of: list[int] = []
    index: dict[str, list[int]] = {}
    for u in range(count):
        mine = texts.keys[u]
        postings = [posting[:_POSTING_CAP] for key in mine if (posting := index.get(key))]
        best, best_score = -1, threshold
        need = 2 if len(mine) >= _MANY_KEYS else 1  # a long text's true match shares several keys
        if len(postings) >= need:
            size = len(mine)
            counts = Counter(chain.from_iterable(postings))
            ranked = sorted((item for item in counts.items() if item[1] >= need), key=_by_shared)[:_VERIFY]
            for lead, shared in ranked:
                if shared < _KEY_FLOOR * math.sqrt(size * len(texts.keys[lead])):
                    continue  # too few words in common to be one cause: spare the n-gram comparison
                score = texts.cosine(u, lead)
                if score >= best_score and (best < 0 or score > best_score or lead < best):
                    best, best_score = lead, score
        if best < 0:
            best = u
            for key in mine:
                index.setdefault(key, []).append(u)
        leader_of.append(best)
    return leader_of


def _by_shared(item: tuple[int, int]) -> tuple[int, int]:
    """Most keys in common first; among equals the oldest leader."""
    return (-item[1], item[0])
