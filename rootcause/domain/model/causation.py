"""The counterfactual check of one causal link as the faces see it: criteria, questions, answers, verdict."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

Criterion = Literal["temporality", "necessity", "mechanism", "sufficiency"]
Answer = Literal["yes", "no", "unknown"]
Verdict = Literal["supported", "not_supported", "open"]
CRITERIA: tuple[Criterion, ...] = ("temporality", "necessity", "mechanism", "sufficiency")
LEVELS: dict[str, tuple[Criterion, ...]] = {"standard": CRITERIA[:2], "comprehensive": CRITERIA}
DEFEATING: frozenset[str] = frozenset({"temporality", "necessity", "mechanism"})
ANSWERS: tuple[Answer, ...] = ("yes", "no", "unknown")
QUESTIONS: dict[Criterion, tuple[str, str]] = {
    "temporality": ("Did the cause happen before the effect?", "此原因是否發生在結果之前？"),
    "necessity": ("Had the cause not occurred, would the effect have been prevented?",
                  "如果這個原因沒有發生，結果是否就能避免？"),
    "mechanism": ("How did the cause produce the effect? Is the mechanism plausible and described?",
                  "此原因如何導致結果？其機轉是否合理且已描述？"),
    "sufficiency": ("Was the cause enough on its own, or what else had to be present?",
                    "此原因本身是否足以造成結果？還需要哪些其他條件同時存在？"),
}


class CriterionAnswer(BaseModel):
    model_config = ConfigDict(frozen=True)

    answer: Answer | None = None
    rationale: str | None = None


class CausationResult(BaseModel):
    model_config = ConfigDict(frozen=True)

    verdict: Verdict
    level: str
    criteria: dict[str, CriterionAnswer]
    open_criteria: list[Criterion]
    questions: list[str]
    fails_necessity: bool
    version: int = 0  # of the stored check (0: none yet); send it back as expected_version to save safely
