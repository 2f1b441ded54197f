"""What guidance returns: where a case stands (progress, criteria) and the next step, for both faces."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

Stage = Literal["PROBLEM", "TIMELINE", "FISHBONE", "WHY_ANALYSIS", "CAUSATION", "ACTIONS", "REPORT", "COMPLETE"]
STAGES: tuple[Stage, ...] = ("PROBLEM", "TIMELINE", "FISHBONE", "WHY_ANALYSIS", "CAUSATION", "ACTIONS", "REPORT")
Argument = str | bool | int


class Criterion(BaseModel):
    model_config = ConfigDict(frozen=True)

    stage: Stage
    met: bool
    text: str


class NextAction(BaseModel):
    """The next step, ready to call: the tool, the arguments guidance can fill (the case, the node to ask why
    under, the link to test, the root cause to act on), the question to put to the room, and why this step."""

    model_config = ConfigDict(frozen=True)

    required: bool
    stage: Stage
    tool: str | None
    arguments: dict[str, Argument] = {}
    page: str | None
    question: str
    hint: str
    why: str = ""


class Progress(BaseModel):
    model_config = ConfigDict(frozen=True)

    completed_steps: int
    total_expected: int
    current_stage: Stage
    completion_rate: str


class Guidance(BaseModel):
    model_config = ConfigDict(frozen=True)

    session_progress: Progress
    current_state: dict[str, str | int]
    next_action: NextAction
    is_complete: bool
    completion_criteria: list[Criterion]
