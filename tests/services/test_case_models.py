"""One case, three roles: the store's tables, the read models and the JSON document share one set of fields.

The read models and the document build on ``domain/model/parts.py``; the tables are SQLModel classes of their
own, so this test holds each table to the same fields (and the same choices where the part has a fixed set).
"""

from __future__ import annotations

import typing

import pytest
from pydantic import BaseModel

from rootcause.domain.model import parts
from rootcause.domain.model.case import (
    ActionView,
    CauseView,
    MeasurementView,
    ProblemView,
    SessionSummary,
    TimelineEventView,
    WhyNodeView,
)
from rootcause.domain.model.document import (
    DocAction,
    DocCause,
    DocEvent,
    DocMeasurement,
    DocProblem,
    DocSession,
    DocWhy,
)
from rootcause.store import tables

# part, its table, its read model, its document part, and the table's names for fields stored under another name
ROLES = [
    (parts.SessionFields, tables.RcaSession, SessionSummary, DocSession, {}),
    (parts.ProblemFields, tables.ProblemStatement, ProblemView, DocProblem, {}),
    (parts.EventFields, tables.TimelineEvent, TimelineEventView, DocEvent, {"when": "when_text"}),
    (parts.CauseFields, tables.Cause, CauseView, DocCause, {}),
    (parts.WhyFields, tables.WhyNode, WhyNodeView, DocWhy, {}),
    (parts.MeasurementFields, tables.Measurement, MeasurementView, DocMeasurement, {}),
    (parts.ActionFields, tables.Action, ActionView, DocAction, {}),
]


@pytest.mark.parametrize(("part", "table", "view", "document", "renamed"), ROLES,
                         ids=[part.__name__ for part, *_ in ROLES])
def test_each_part_is_declared_once_and_stored_in_its_table(part: type[BaseModel], table: type[BaseModel],
                                                             view: type[BaseModel], document: type[BaseModel],
                                                             renamed: dict[str, str]) -> None:
    for model in (view, document):
        assert issubclass(model, part), f"{model.__name__} must build on {part.__name__}"
    columns = set(table.model_fields)
    for name in part.model_fields:
        assert renamed.get(name, name) in columns, f"{table.__name__} has no column for {part.__name__}.{name}"


def _choices(annotation: object) -> set[str]:
    return {arg for arg in typing.get_args(annotation) if isinstance(arg, str)} | {
        choice for arg in typing.get_args(annotation) for choice in _choices(arg)}


def test_fixed_choices_are_the_same_in_every_role_and_a_read_refuses_others() -> None:
    """The fixed sets (states, status, framework, language, strength) are the same in every role."""
    assert _choices(CauseView.model_fields["hfacs_state"].annotation) == {"none", "suggested", "confirmed"}
    assert _choices(DocCause.model_fields["hfacs_state"].annotation) == {"none", "suggested", "confirmed"}
    action_status = _choices(ActionView.model_fields["status"].annotation)
    assert action_status == _choices(DocAction.model_fields["status"].annotation) and "effective" in action_status
    with pytest.raises(ValueError, match="hfacs_state"):
        CauseView.model_validate({"id": "c", "version": 1, "created_at": "2026-01-01T00:00:00",
                                  "updated_at": "2026-01-01T00:00:00", "actor_kind": "human", "actor": "facilitator",
                                  "description": "x", "hfacs_state": "maybe"})
