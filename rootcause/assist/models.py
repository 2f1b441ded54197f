"""What the model is asked to return (validated with pydantic) and what every assist call gives back.

The answer schemas are deliberately plain (strings and lists of strings, no constraints in the JSON
schema) so any OpenAI-compatible server can follow them; the services apply the real checks (the
causal linter, known HFACS codes, the action hierarchy, the PHI guard) to what comes back.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, Literal, TypeVar

from pydantic import BaseModel, ConfigDict

__all__ = ["ActionIdeas", "CausalRewrite", "HfacsPick", "HfacsRanking", "Reply", "Status", "SummaryText",
           "WhyQuestions"]

# ok: the model answered in the asked shape; off / unconfigured: nothing was tried (switch off, or on with
# no model); phi_blocked: an identifier was found in what would have been sent, so nothing was sent;
# unavailable: the endpoint failed, timed out, refused or answered in the wrong shape.
Status = Literal["ok", "off", "unconfigured", "phi_blocked", "unavailable"]
T = TypeVar("T")
_ANSWER = ConfigDict(extra="ignore")


@dataclass(frozen=True)
class Reply(Generic[T]):
    """One assist call: the validated answer, or None and why (a trace id names a failure in the log)."""

    value: T | None
    status: Status
    trace: str | None = None

    @property
    def ok(self) -> bool:
        return self.status == "ok" and self.value is not None


class HfacsPick(BaseModel):
    model_config = _ANSWER
    code: str
    reason: str


class HfacsRanking(BaseModel):
    """Codes from the offered list, most fitting first, each with a one-sentence reason."""

    model_config = _ANSWER
    codes: list[HfacsPick]


class CausalRewrite(BaseModel):
    model_config = _ANSWER
    statement: str


class WhyQuestions(BaseModel):
    model_config = _ANSWER
    questions: list[str]


class ActionIdeas(BaseModel):
    model_config = _ANSWER
    actions: list[str]


class SummaryText(BaseModel):
    model_config = _ANSWER
    summary: str
