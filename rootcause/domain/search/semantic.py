"""Re-rank similar cases by meaning: blend embedding similarity with the lexical relevance.

The trigram index finds cases that share words with the query; embeddings know that "look-alike vials"
and "two drugs with the same cap colour" mean nearly the same thing. The index chooses the candidates
(so a case never appears only because a model thought so) and the blend reorders them. Pure: the
vectors come in, the ranked cases go out.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

from rootcause.domain.model.search import SimilarCase

SEMANTIC_WEIGHT = 0.6  # share of the blended score from the cosine similarity; the rest is lexical relevance


def cosine(a: Sequence[float], b: Sequence[float]) -> float | None:
    """Cosine similarity, or None when the vectors cannot be compared (other length, zero vector)."""
    if len(a) != len(b) or not a:
        return None
    dot = sum(x * y for x, y in zip(a, b, strict=True))
    norm = math.sqrt(sum(x * x for x in a)) * math.sqrt(sum(y * y for y in b))
    return dot / norm if norm else None


def blend(cases: Sequence[SimilarCase], query: Sequence[float], vectors: Mapping[str, Sequence[float]],
          limit: int) -> list[SimilarCase]:
    """The ``limit`` best of ``cases`` (lexical order, relevance 1.0 = best) by the blended score.

    A case without a comparable vector (its text held something the PHI guard flags, or its vector came
    from another model) keeps its lexical relevance for both parts, so it is neither lifted nor buried.
    Negative similarity counts as none. ``relevance`` is rescaled so the new best is 1.0 again.
    """
    scored: list[tuple[float, int, SimilarCase]] = []
    for position, case in enumerate(cases):
        vector = vectors.get(case.session_id)
        similarity = cosine(query, vector) if vector is not None else None
        semantic = case.relevance if similarity is None else max(similarity, 0.0)
        score = SEMANTIC_WEIGHT * semantic + (1 - SEMANTIC_WEIGHT) * case.relevance
        scored.append((score, position, case))
    scored.sort(key=lambda item: (-item[0], item[1]))  # ties keep the lexical order
    top = scored[0][0] if scored and scored[0][0] > 0 else 1.0
    return [case.model_copy(update={"relevance": round(max(score, 0.0) / top, 3)})
            for score, _, case in scored[:limit]]
