"""Tool arguments read as their JSON types say: ``true`` is no number, and ``1`` or ``"yes"`` is no boolean.

The SDK validates arguments in pydantic's lax mode, which reads ``limit: true`` as 1, ``confidence: true`` as 1.0
and ``is_root_cause: 1`` or ``"yes"`` as true: a call that got a type wrong would silently do something else.
Each tool's argument model gets a check ahead of pydantic's own that refuses those, with the error types the
schema check gives (``int_type``, ``float_type``, ``bool_type``), so the refusal names the field as any other does.
The checks themselves are ``domain/model/json_types.py``'s, which the case document's fields use too.
Whole numbers written as ``2.0`` stay accepted: JSON Schema counts them as integers.
"""

from __future__ import annotations

import types
import typing
from collections.abc import Callable
from typing import Any, TypeVar, cast

from mcp.server.mcpserver import MCPServer
from pydantic import BaseModel, ValidationInfo, create_model, field_validator
from pydantic_core import PydanticCustomError

from rootcause.domain.model.json_types import FLOAT_ERROR, INT_ERROR, finite, no_bool_as, only_bool

__all__ = ["read_as_typed"]

M = TypeVar("M", bound=BaseModel)

_FLOAT_CHECK = no_bool_as(FLOAT_ERROR)


def _real_number(value: Any) -> Any:
    return finite(_FLOAT_CHECK(value))


_NUMBER_CHECK: dict[type, Callable[[Any], Any]] = {int: no_bool_as(INT_ERROR), float: _real_number}


def _kinds(annotation: Any) -> set[type]:
    """The plain types an annotation admits (``int | None`` → {int, NoneType}; a Literal its values' types)."""
    if typing.get_origin(annotation) in (typing.Union, types.UnionType):
        return set().union(*(_kinds(arg) for arg in typing.get_args(annotation)))
    if typing.get_origin(annotation) is typing.Literal:  # (Literal[""]: a text value the field takes)
        return {type(arg) for arg in typing.get_args(annotation)}
    return {annotation} if isinstance(annotation, type) else set()


def _typed_fields(model: type[BaseModel]) -> tuple[dict[str, type], list[str], set[str]]:
    """The number fields (with their number type) and the boolean fields of ``model``. A number field that takes
    no text is marked ``str`` too: "5" sent there is refused as the wrong type, as JSON Schema says it is (pydantic
    would read it as 5)."""
    numbers: dict[str, type] = {}
    booleans: list[str] = []
    no_text: set[str] = set()
    for name, field in model.model_fields.items():
        kinds = _kinds(field.annotation)
        if bool in kinds and not kinds & {str, int, float}:
            booleans.append(name)
        elif bool not in kinds and kinds & {int, float}:
            numbers[name] = int if int in kinds else float
            if str not in kinds:
                no_text.add(name)
    return numbers, booleans, no_text


def _strict(model: type[M]) -> type[M] | None:
    """``model`` with the bool/number check ahead of its own validation; None when it has neither kind of field."""
    numbers, booleans, no_text = _typed_fields(model)
    if not numbers and not booleans:
        return None
    validators: dict[str, Any] = {}
    if numbers:
        def no_bool_as_number(value: Any, info: ValidationInfo) -> Any:
            name = info.field_name or ""
            if isinstance(value, str) and name in no_text:
                raise PydanticCustomError(*(INT_ERROR if numbers[name] is int else FLOAT_ERROR))
            return _NUMBER_CHECK[numbers[name]](value)

        validators["no_bool_as_number"] = field_validator(*numbers, mode="before")(no_bool_as_number)
    if booleans:
        validators["only_bool"] = field_validator(*booleans, mode="before")(only_bool)
    return cast("type[M]", create_model(model.__name__, __base__=model, __validators__=validators))


def read_as_typed(server: MCPServer) -> None:
    """Give every registered tool the strict bool/number reading (the SDK reads ``arg_model`` on each call)."""
    for tool in server._tool_manager.list_tools():  # (no public accessor)
        strict = _strict(tool.fn_metadata.arg_model)
        if strict is not None:
            tool.fn_metadata.arg_model = strict
