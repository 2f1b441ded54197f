"""Where a corrective action sits on the action hierarchy, as the faces see it: the verdict and its evidence."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

Strength = Literal["stronger", "intermediate", "weaker"]


class StrengthResult(BaseModel):
    """The verdict for one action, with the evidence and advice shown to the facilitator or agent."""

    model_config = ConfigDict(frozen=True)
    strength: Strength
    category: str | None = Field(description="hierarchy category code that decided it; None when nothing matched")
    matched: list[str] = Field(description="cue phrases (normalized) behind the verdict, in text order")
    reason: str
    hint: str | None = Field(description="how to move the action up the hierarchy; None for stronger actions")
    confidence: float = Field(ge=0.0, le=1.0)
