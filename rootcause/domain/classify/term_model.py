"""What the words of published statements say about their codes: complement naive Bayes over the precedents' terms.

Precedents vote by whole-statement nearness (``precedents.py``), and most published statements have no near twin;
their words still lean one way ("did not assess" towards a decision error, "policy" towards organisational process).
Complement naive Bayes (Rennie et al., 2003) scores a code by how little the *other* codes' statements use the
statement's terms, which holds where some codes have few statements. It is counted from the precedents in one pass,
so a hospital's own precedents train it and a set left out of the precedents is left out here too; no trained file
ships. Measured with each published set left out (docs/benchmarks.md, session 21): alone it ranks the coder's code
first 37% and in its top three 65% of the time; stacked on the rules and precedents it lifts both (``calibration``).

Terms are those of ``precedents.terms`` (English stems and stem pairs, Chinese character pairs), weighted by TF-IDF
and scaled to unit length, so a long sentence does not outvote a short one. Pure and immutable once built.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Mapping

from rootcause.domain.classify.precedents import ALT_SHARE, built_once, terms
from rootcause.domain.classify.rule_models import Precedent
from rootcause.domain.text.normalize import normalize, stem

__all__ = ["TermModel", "term_model"]

LEAN_LIMIT = 3.0  # a lean beyond twenty times chance (e^3) says no more
SMOOTHING = 1.0  # added to every count (0.1 and 2 measured lower; 1 is the textbook default too)

_LATIN_WORD = re.compile(r"[a-z][a-z0-9]+")


class TermModel:
    """Each code's probability for a statement, from the terms its precedents used; ``telling`` says which."""

    __slots__ = ("_base", "_codes", "_idf", "_lean")

    def __init__(self, precedents: Iterable[Precedent]) -> None:
        docs = [(terms(normalize(p.text)), _labels(p)) for p in precedents]
        df: dict[str, int] = {}
        for counted, _ in docs:
            for t in counted:
                df[t] = df.get(t, 0) + 1
        n = len(docs)
        self._idf = {t: math.log((n + 1) / (d + 1)) + 1.0 for t, d in df.items()}
        own: dict[str, dict[str, float]] = {}  # code -> term -> weight its statements give the term
        total: dict[str, float] = {}  # code -> all the weight its statements give
        for counted, labels in docs:
            vector = self._vector(counted)
            mass = sum(vector.values())
            for code, share in labels.items():
                row = own.setdefault(code, {})
                for t, v in vector.items():
                    row[t] = row.get(t, 0.0) + share * v
                total[code] = total.get(code, 0.0) + share * mass
        every: dict[str, float] = {}
        for row in own.values():
            for t, v in row.items():
                every[t] = every.get(t, 0.0) + v
        size, grand = len(df), sum(total.values())
        self._codes = tuple(sorted(own))
        # score(code) = sum over terms v * log((complement total + a V) / (complement count of t + a)); the part
        # every code shares is dropped, leaving a per-code base times the statement's weight and a per-term lean
        self._base = {c: math.log(grand - total[c] + SMOOTHING * size) for c in self._codes}
        self._lean: dict[str, dict[str, float]] = {}
        for code, row in own.items():
            for t, v in row.items():
                lean = math.log(every[t] + SMOOTHING) - math.log(every[t] - v + SMOOTHING)
                if lean > 0:
                    self._lean.setdefault(t, {})[code] = lean

    def __len__(self) -> int:
        return len(self._codes)

    def _vector(self, counted: Mapping[str, int]) -> dict[str, float]:
        vec = {t: (1.0 + math.log(k)) * self._idf[t] for t, k in counted.items() if t in self._idf}
        length = math.sqrt(sum(v * v for v in vec.values())) or 1.0
        return {t: v / length for t, v in vec.items()}

    def probabilities(self, norm: str) -> dict[str, float]:
        """Each code's probability for a normalized statement; empty when none of its terms was ever seen."""
        vector = self._vector(terms(norm))
        if not vector or not self._codes:
            return {}
        weight = sum(vector.values())
        scores = {c: weight * self._base[c] for c in self._codes}
        for t, v in vector.items():
            for code, lean in self._lean.get(t, {}).items():
                scores[code] += v * lean
        top = max(scores.values())
        exp = {c: math.exp(s - top) for c, s in scores.items()}
        z = sum(exp.values())
        return {c: e / z for c, e in exp.items()}

    def leans(self, norm: str) -> dict[str, float]:
        """Each code's log-odds over chance (its probability times the number of codes, as a natural log, within
        +-``LEAN_LIMIT``): 0 where the words say nothing, above it where they lean to the code."""
        probabilities = self.probabilities(norm)
        k = len(probabilities)
        return {c: max(-LEAN_LIMIT, min(LEAN_LIMIT, math.log(max(p * k, 1e-9)))) for c, p in probabilities.items()}

    def telling(self, norm: str, code: str, k: int = 2) -> list[str]:
        """The statement's words that lean most towards ``code`` (as the statement writes them), strongest first."""
        vector = self._vector(terms(norm))
        ranked = sorted(((v * self._lean.get(t, {}).get(code, 0.0), t) for t, v in vector.items()), reverse=True)
        return [_as_written(t, norm) for lean, t in ranked[:k] if lean > 0]


def _labels(p: Precedent) -> dict[str, float]:
    """A precedent's codes as shares of one: first codes whole, defensible ones at ``ALT_SHARE``."""
    labels = dict.fromkeys(p.codes, 1.0) | {c: ALT_SHARE for c in p.alt if c not in p.codes}
    mass = sum(labels.values())
    return {c: w / mass for c, w in labels.items()}


def _as_written(term: str, norm: str) -> str:
    """A term as the statement writes it: the words whose stems make it, or the Chinese characters themselves."""
    if not term.isascii():
        return term
    stems = term.split()
    words = _LATIN_WORD.findall(norm)
    for i in range(len(words) - len(stems) + 1):
        if [stem(w) for w in words[i : i + len(stems)]] == stems:
            return " ".join(words[i : i + len(stems)])
    return term


_MODELS: dict[int, tuple[tuple[Precedent, ...], TermModel]] = {}


def term_model(precedents: tuple[Precedent, ...]) -> TermModel:
    """One model per set of precedents, shared as their index is (``precedents.built_once``)."""
    return built_once(_MODELS, precedents, TermModel)
