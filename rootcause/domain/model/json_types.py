"""JSON's own types, read as JSON says them where pydantic's lax reading would silently mean something else:
``true`` is no number, NaN and infinity are none either, and ``1`` or ``"yes"`` is no boolean. One rule for the
MCP tools' arguments (``mcp/argument_types.py``), the case document that import reads (through the fields in
``parts.py``) and the numbers of the YAML rule files; the refusals carry pydantic's own error types, so every face
words them from one table (``schema_errors.py``)."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Annotated, Any

from pydantic import BeforeValidator
from pydantic_core import PydanticCustomError

__all__ = ["FLOAT_ERROR", "INT_ERROR", "JsonBool", "JsonFloat", "JsonInt", "no_bool_as", "only_bool"]

INT_ERROR = ("int_type", "Input should be a valid integer")
FLOAT_ERROR = ("float_type", "Input should be a valid number")


def no_bool_as(error: tuple[str, str]) -> Callable[[Any], Any]:
    """A check that refuses ``true``/``false`` where a number belongs, with ``error`` (the number's type error)."""
    def check(value: Any) -> Any:
        if isinstance(value, bool):
            raise PydanticCustomError(*error)
        return value

    return check


def finite(value: Any) -> Any:
    """Refuses NaN and infinity (JSON's NaN literal, YAML's .nan and .inf) as what they are, before a range check
    would call NaN too small."""
    if isinstance(value, float) and not math.isfinite(value):
        raise PydanticCustomError("finite_number", "Input should be a finite number")
    return value


def only_bool(value: Any) -> Any:
    """Refuses anything but ``true``/``false`` (or nothing) where a boolean belongs: 1 and "yes" are no answer."""
    if value is not None and not isinstance(value, bool):
        raise PydanticCustomError("bool_type", "Input should be a valid boolean")
    return value


JsonInt = Annotated[int, BeforeValidator(no_bool_as(INT_ERROR))]
JsonFloat = Annotated[float, BeforeValidator(no_bool_as(FLOAT_ERROR)), BeforeValidator(finite)]
JsonBool = Annotated[bool, BeforeValidator(only_bool)]
