"""Character n-gram TF-IDF cosine similarity: the fuzzy half of the suggester, with no model to download.

Keywords are brittle ("interruptions" vs "interrupted", 打斷 vs 中斷了), so each text is also compared with
each category's own words (name, definition, examples, keywords) and with the statements behind learned
rules. Features need no segmentation:

* English: word stems (``text_normalize.stem``, minus a few stop words) plus character 3- and 4-grams of
  each stem, so inflections and compounds still overlap;
* Chinese: character 2- and 3-grams inside runs of Han characters.

Words the index has never seen still count in the length of the query, so a long unrelated text, or a
single chance overlap, scores near zero instead of looking similar.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Mapping

from rootcause.domain.text.normalize import stem

__all__ = ["STOP_WORDS", "NgramIndex", "features"]

_LATIN_WORD = re.compile(r"[a-z][a-z0-9]+")
_HAN_RUN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
STOP_WORDS = frozenset(
    {
        "the", "a", "an", "and", "or", "of", "to", "in", "on", "at", "for", "with", "was", "were", "is", "are",
        "be", "been", "being", "had", "has", "have", "by", "from", "as", "that", "this", "it", "its", "his", "her",
        "she", "he", "they", "their", "them", "there", "which", "who", "after", "before", "during", "into", "than",
        "then", "so", "but", "not", "no", "did", "does", "do", "will", "would", "could", "should", "our", "we", "us",
    }
)


def features(text: str) -> Counter[str]:
    """Raw feature counts of a normalized text (see module docstring)."""
    out: Counter[str] = Counter()
    for word in _LATIN_WORD.findall(text):
        if word in STOP_WORDS:
            continue
        root = stem(word)
        out["w:" + root] += 1
        padded = f" {root} "
        for i in range(len(padded) - 2):
            out["t:" + padded[i : i + 3]] += 1
        for i in range(len(padded) - 3):
            out["q:" + padded[i : i + 4]] += 1
    for run in _HAN_RUN.findall(text):
        for i in range(len(run) - 1):
            out["b:" + run[i : i + 2]] += 1
        for i in range(len(run) - 2):
            out["c:" + run[i : i + 3]] += 1
    return out


_KIND_WEIGHT = {"w": 1.5, "t": 0.45, "q": 0.15, "b": 1.0, "c": 1.0}  # a whole stem outweighs one of its n-grams


def _weight(feature: str, count: int) -> float:
    """Sub-linear term frequency times the weight of the feature's kind."""
    base = 1.0 if count == 1 else 1.0 + math.log(count)
    return base * _KIND_WEIGHT[feature[0]]


class NgramIndex:
    """Immutable index of documents (key -> normalized text); ``scores`` gives cosine per key."""

    __slots__ = ("_default_idf", "_keys", "_postings")

    def __init__(self, docs: Mapping[str, str], *, use_idf: bool = True) -> None:
        """``use_idf=False`` for a handful of documents (learned rules), where document frequency means nothing."""
        keys = sorted(docs)  # doc ids follow the keys, not the caller's order
        counts = [features(docs[key]) for key in keys]
        df: Counter[str] = Counter()
        for feats in counts:
            df.update(feats.keys())
        n = max(len(keys), 1)
        if use_idf:
            idf = {f: math.log((n + 1) / (d + 1)) + 1.0 for f, d in df.items()}
            self._default_idf = math.log(n + 1) + 1.0
        else:
            idf = dict.fromkeys(df, 1.0)
            self._default_idf = 1.0
        postings: dict[str, list[tuple[int, float]]] = {}
        for doc, feats in enumerate(counts):
            vec = {f: _weight(f, c) * idf[f] for f, c in feats.items()}
            norm = math.sqrt(sum(v * v for v in vec.values())) or 1.0
            for f, v in vec.items():
                postings.setdefault(f, []).append((doc, v / norm))
        # Each posting list carries the feature's idf first, so a query needs one dict lookup per feature.
        self._postings = {f: (idf[f], tuple(p)) for f, p in postings.items()}
        self._keys = tuple(keys)

    def __len__(self) -> int:
        return len(self._postings)

    def scores(self, text: str) -> dict[str, float]:
        """Cosine similarity of ``text`` (normalized) to every document that shares a feature with it."""
        feats = features(text)
        if not feats:
            return {}
        acc = [0.0] * len(self._keys)
        sq = 0.0
        postings = self._postings
        default_idf = self._default_idf
        kind = _KIND_WEIGHT
        for f, c in feats.items():
            entry = postings.get(f)
            w = (1.0 if c == 1 else 1.0 + math.log(c)) * kind[f[0]] * (entry[0] if entry else default_idf)
            sq += w * w
            if entry:
                for doc, dv in entry[1]:
                    acc[doc] += w * dv
        qn = math.sqrt(sq)
        keys = self._keys
        return {keys[i]: v / qn for i, v in enumerate(acc) if v > 0.0}
