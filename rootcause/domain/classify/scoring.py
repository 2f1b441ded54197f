"""How the suggester's evidence becomes scores: cues add up with diminishing returns, likeness to a category's own
words is blended in relative to the best match, and the rules' calibrated confidence is read per code (the part
``calibration.combine`` stacks the precedents on). Pure functions over plain dicts."""

from __future__ import annotations

from collections.abc import Iterable

from rootcause.domain.classify.calibration import calibrate, rivals
from rootcause.domain.classify.reasons import Evidence

__all__ = ["NEGATED_SIM", "SIM_FLOOR", "add_similarity", "aggregate", "diminishing", "rule_confidence"]

DECAY = 0.6  # the n-th cue for a code adds DECAY**n of its weight (diminishing returns)
SIM_WEIGHT = 1.5  # the most similar category gets this many keyword units (others pro rata)
SIM_REF_MIN = 0.1  # cosine that counts as "clearly similar"; weaker best matches earn proportionally less
SIM_FLOOR = {"en": 0.05, "zh": 0.025}  # cosine below this is noise (unrelated en text 0.02-0.05, zh 0-0.025)
SIM_REL_MIN = 0.4  # without a keyword, a code must reach this share of the best similarity to be listed (0.6 until
# session 13: 0.4 lets a third candidate through more often, top-3 up on every labelled set, top-1 and the confidence
# of the first suggestion unchanged)
NEGATED_SIM = 0.3  # a code whose cue was negated keeps only this share of its similarity


def add_similarity(
    scores: dict[str, float], similarity: dict[str, float], negated: set[str], floor: float,
    overruled: set[str] = frozenset(),  # type: ignore[assignment]  # (read only: a frozen empty default)
) -> None:
    """Blend n-gram similarity in, relative to the best match of this text, so wording no keyword covers
    still ranks the right category; unrelated text (best cosine under ``floor``) adds nothing."""
    sims = {c: v * NEGATED_SIM if (c in negated and c not in scores) or c in overruled else v
            for c, v in similarity.items()}
    best = max(sims.values(), default=0.0)
    if best < floor:
        return
    ref = max(best, SIM_REF_MIN)
    for code, sim in sims.items():
        if sim < floor or (code not in scores and sim < SIM_REL_MIN * best):
            continue
        scores[code] = scores.get(code, 0.0) + SIM_WEIGHT * sim / ref


def rule_confidence(ranked: list[str], scores: dict[str, float], cue_count: dict[str, int], length: int,
                     others: Iterable[str]) -> dict[str, float]:
    """The rules' calibrated confidence in each ranked code, and 0 for the ``others`` (codes only precedents or
    their words bring)."""
    top = max(scores.values(), default=0.0) or 1.0
    rival = rivals(scores)
    out = {code: calibrate(scores[code], scores[code] / top, cue_count.get(code, 0), length, rival[code])
           for code in ranked}
    return out | {code: 0.0 for code in others if code not in out}


def diminishing(weights: list[float]) -> float:
    return sum(w * DECAY**i for i, w in enumerate(sorted(weights, reverse=True)))


def aggregate(evidence: list[Evidence]) -> tuple[dict[str, float], dict[str, int]]:
    weights: dict[str, list[float]] = {}
    cues: dict[str, set[str]] = {}
    for e in evidence:
        weights.setdefault(e.code, []).append(e.weight)
        cues.setdefault(e.code, set()).update(e.phrases)
    return {c: diminishing(w) for c, w in weights.items()}, {c: len(p) for c, p in cues.items()}
