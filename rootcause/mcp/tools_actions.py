"""Action tools: corrective actions rated on the RCA² hierarchy, their follow-up and measurements."""

from __future__ import annotations

from typing import Literal

from mcp.server.mcpserver import Context
from pydantic import BaseModel

from rootcause.domain.model import ActionView
from rootcause.mcp.runtime import ADD, READ, WRITE, Guided, Runtime, ToolDecorator
from rootcause.services import actions

Status = Literal["planned", "in_progress", "done", "effective", "not_effective"]
Strength = Literal["stronger", "intermediate", "weaker"]


class ActionList(BaseModel):
    actions: list[ActionView]


def register(tool: ToolDecorator, rt: Runtime) -> None:
    @tool(ADD, "Add a corrective action")
    def rc_add_action(
        session_id: str,
        root_cause_id: str,
        description: str,
        owner_role: str | None = None,
        due: str | None = None,
        measure: str | None = None,
        ctx: Context | None = None,
    ) -> Guided[actions.ActionResult]:
        """Add a corrective action for a root cause. Returns it rated on the RCA² hierarchy (stronger,
        intermediate, weaker) with the reason, a hint to make it stronger, and warnings for the plan."""
        result = actions.add_action(rt.db, rt.frameworks, session_id=session_id, root_cause_id=root_cause_id,
                                    description=description, owner_role=owner_role, due=due, measure=measure,
                                    actor=rt.actor(ctx))
        return rt.guided(session_id, result)

    @tool(WRITE, "Change a corrective action")
    def rc_update_action(
        session_id: str,
        action_id: str,
        version: int,
        description: str | None = None,
        owner_role: str | None = None,
        due: str | None = None,
        status: Status | None = None,
        measure: str | None = None,
        process_target: str | None = None,
        outcome_measure: str | None = None,
        outcome_target: str | None = None,
        follow_up: str | None = None,
        strength_override: str | None = None,
        override_reason: str | None = None,
        ctx: Context | None = None,
    ) -> Guided[actions.ActionResult]:
        """Change an action (send the version you read). strength_override is a person's call, made in the app:
        an agent's is refused (the completion gate counts overrides); propose a stronger wording instead."""
        result = actions.update_action(
            rt.db, rt.frameworks, session_id=session_id, action_id=action_id, version=version,
            description=description, owner_role=owner_role, due=due, status=status, measure=measure,
            process_target=process_target, outcome_measure=outcome_measure, outcome_target=outcome_target,
            follow_up=follow_up, strength_override=strength_override, override_reason=override_reason,
            actor=rt.actor(ctx))
        return rt.guided(session_id, result)

    @tool(READ, "List corrective actions")
    def rc_list_actions(
        session_id: str | None = None,
        status: Status | None = None,
        overdue: bool | None = None,
        strength: Strength | None = None,
    ) -> ActionList:
        """Actions of one case, or of every active case when no session_id is given; overdue = past due and
        not done; strength filters by the effective strength (a person's override wins)."""
        return ActionList(actions=actions.list_actions(rt.db, session_id=session_id, status=status, overdue=overdue,
                                                       strength=strength))

    @tool(ADD, "Record an action's measurement")
    def rc_record_measure(
        session_id: str, action_id: str, measure: str, value: str, when: str | None = None,
        ctx: Context | None = None,
    ) -> Guided[actions.MeasureResult]:
        """Record a measurement of an action's effect (when: YYYY-MM-DD, default today); returns it with the
        action's follow-up state."""
        result = actions.record_measure(rt.db, session_id=session_id, action_id=action_id, measure=measure,
                                        value=value, when=when, actor=rt.actor(ctx))
        return rt.guided(session_id, result)
