"""The facts of a case that guidance and the completion gate judge, gathered by the guidance service in one read."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from rootcause.domain.model.chains import ChainReport

STRONG_ENOUGH = ("stronger", "intermediate")  # the action hierarchy's top two tiers


class ActionFacts(BaseModel):
    """One corrective action of a root cause, as far as the gate cares."""

    model_config = ConfigDict(frozen=True)

    id: str
    version: int
    strength: str | None  # the effective strength (the team's override, else the rater's)
    has_owner: bool
    has_measure: bool

    @property
    def ready(self) -> bool:
        """At least intermediate strength, with an owner role and a process or outcome measure."""
        return self.strength in STRONG_ENOUGH and self.has_owner and self.has_measure


class RootCauseFacts(BaseModel):
    """A marked root cause: its chain as the validator judged it, and its actions."""

    model_config = ConfigDict(frozen=True)

    node_id: str
    has_children: bool
    chain: ChainReport
    actions: list[ActionFacts] = []

    @property
    def acted_on(self) -> bool:
        return any(a.ready for a in self.actions)


class CaseFacts(BaseModel):
    """What guidance needs to know about a case (gathered by the guidance service in one read)."""

    model_config = ConfigDict(frozen=True)

    session_id: str = ""
    problem_filled: list[str]
    severity_set: bool
    timeline_events: int
    bones_covered: int
    bones_total: int = 6
    empty_bones: list[str] = []
    causes: int
    why_depth: int
    deepest_node: str | None = None  # the last node of the deepest chain: where the next why goes
    root_causes: list[RootCauseFacts]
    completed: bool  # the case is closed
