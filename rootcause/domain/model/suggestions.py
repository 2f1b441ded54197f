"""The suggester's input and output models (re-exported by ``rootcause.domain.classify.suggester``).

They live apart from the scoring code so the rule compiler and the suggester can both import them
without a cycle, and so services and MCP tools can name the types without pulling in the matcher.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

__all__ = ["FishboneSuggestion", "LearnedRule", "Source", "Suggestion", "SuggestionResult"]

Source = Literal["learned", "domain", "base", "precedent", "similarity"]

_FROZEN = ConfigDict(frozen=True)


class LearnedRule(BaseModel):
    """A cause statement whose HFACS-MES code a person confirmed; it outranks every keyword rule."""

    model_config = _FROZEN
    description: str = Field(min_length=1)
    code: str
    confidence: float = Field(default=0.8, ge=0, le=1)
    language: str | None = None


class Suggestion(BaseModel):
    """One suggested HFACS-MES code, with the evidence a facilitator needs to accept or reject it."""

    model_config = _FROZEN
    code: str
    name: str
    level: str
    confidence: float = Field(ge=0, le=1)
    reason: str
    matched: list[str]
    source: Source


class FishboneSuggestion(BaseModel):
    """The 6M bone the same statement most likely belongs on."""

    model_config = _FROZEN
    category: str
    name: str
    confidence: float = Field(ge=0, le=1)
    reason: str
    matched: list[str]


class SuggestionResult(BaseModel):
    model_config = _FROZEN
    suggestions: list[Suggestion]
    fishbone: FishboneSuggestion | None
    guiding_questions: list[str]
    level_hint: str | None
    # No confident suggestion: the best code's confidence is under the abstention threshold, so only the two
    # nearest candidates are listed, as candidates, with the guiding questions.
    abstained: bool = False
