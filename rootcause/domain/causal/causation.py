"""The counterfactual test of one causal link, pure: four criteria, two levels, one verdict.

- temporality: did the cause come before the effect?
- necessity (the counterfactual): had the cause not occurred, would the effect have been prevented?
- mechanism: is there a plausible way the cause produced the effect?
- sufficiency: was it enough on its own? A "no" here is normal for a contributing cause (other
  conditions had to be present too); it never defeats the link, but it must be answered.

``standard`` asks the first two; ``comprehensive`` all four. A link is *not supported* when a
required criterion among temporality, necessity and mechanism is answered "no", *open* while any
required criterion is unanswered or "unknown", and *supported* otherwise.
"""

from __future__ import annotations

from collections.abc import Mapping

from rootcause.domain.model.causation import (
    ANSWERS,
    CRITERIA,
    DEFEATING,
    LEVELS,
    QUESTIONS,
    CausationResult,
    Criterion,
    CriterionAnswer,
    Verdict,
)
from rootcause.errors import InvalidInput


def parse_level(level: object) -> str:
    if level is None:
        return "standard"
    if level not in LEVELS:
        raise InvalidInput(field="level", en="level: must be 'standard' or 'comprehensive'.",
                           zh="level：必須是 'standard' 或 'comprehensive'。")
    return str(level)


def parse_answers(raw: object) -> dict[Criterion, tuple[str | None, str | None]]:
    """``{criterion: {"answer": yes|no|unknown, "rationale": "..."}}`` (a bare "yes" is accepted too)."""
    if raw is None:
        return {}
    if not isinstance(raw, Mapping):
        raise InvalidInput(field="answers", en="answers: expected an object keyed by criterion.",
                           zh="answers：需要以判準名稱為鍵的物件。")
    out: dict[Criterion, tuple[str | None, str | None]] = {}
    for key, value in raw.items():
        if key not in CRITERIA:
            raise InvalidInput(field="answers", en=f"answers: unknown criterion '{str(key)[:30]}'; use one of "
                               f"{', '.join(CRITERIA)}.", zh=f"answers：未知的判準「{str(key)[:30]}」；請使用 "
                               f"{', '.join(CRITERIA)}。")
        answer, rationale = (value, None) if isinstance(value, str) or value is None else (
            value.get("answer") if isinstance(value, Mapping) else object(),
            value.get("rationale") if isinstance(value, Mapping) else None)
        if answer is not None and answer not in ANSWERS:
            raise InvalidInput(field=f"answers.{key}", en=f"answers.{key}: must be yes, no or unknown.",
                               zh=f"answers.{key}：必須是 yes、no 或 unknown。")
        if rationale is not None and not isinstance(rationale, str):
            raise InvalidInput(field=f"answers.{key}.rationale", en="rationale: must be text.",
                               zh="rationale：必須是文字。")
        out[key] = (answer, rationale)
    return out


def judge(level: str, criteria: Mapping[str, CriterionAnswer], lang: str = "en") -> CausationResult:
    """The verdict for the stored answers at ``level``, with the questions still open."""
    required = LEVELS[level]
    open_ = [c for c in required if (criteria.get(c) or CriterionAnswer()).answer in (None, "unknown")]
    failed = [c for c in required if c in DEFEATING and (criteria.get(c) or CriterionAnswer()).answer == "no"]
    verdict: Verdict = "not_supported" if failed else ("open" if open_ else "supported")
    pick = 1 if lang == "zh-TW" else 0
    return CausationResult(
        verdict=verdict, level=level, criteria={c: criteria.get(c) or CriterionAnswer() for c in CRITERIA},
        open_criteria=open_, questions=[QUESTIONS[c][pick] for c in open_],
        fails_necessity=(criteria.get("necessity") or CriterionAnswer()).answer == "no",
    )
