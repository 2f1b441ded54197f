"""JSON read the way a reviewer reads it: a key given twice in one object, or NaN and Infinity, are refused.

Python's ``json`` keeps the last of a repeated key without a word, so a person reading the first value of a case
file or an agent's call does not see what would be stored; NaN is no number JSON allows. One reader serves the
case import and the MCP server's stdio and HTTP faces, so each refuses the same text the same way.
"""

from __future__ import annotations

import json
import re
from typing import Any

__all__ = ["NotANumber", "RepeatedKey", "loads", "plain_key"]

# A key sent is echoed only if it is plain: lower case and no long number, as the export's own keys are (the one
# test every refusal that names a key uses: schema_errors.json_path too).
_PLAIN_KEY = re.compile(r"(?!.*\d{3})[a-z_][a-z0-9_]{0,40}")


def plain_key(key: object) -> bool:
    """Whether a key someone sent may be echoed in a refusal: a field's name, never what a person could type there
    (an ID number, a record number after an underscore, a name)."""
    return isinstance(key, str) and _PLAIN_KEY.fullmatch(key) is not None


class RepeatedKey(ValueError):
    """``shown``: the key, quoted, when it is plain; "(key)" when it might carry what a person typed."""

    def __init__(self, key: str) -> None:
        super().__init__("repeated key")
        self.shown = f"'{key}'" if plain_key(key) else "(key)"


class NotANumber(ValueError):
    def __init__(self) -> None:
        super().__init__("NaN or Infinity")


def _one_of_each(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise RepeatedKey(key)
        out[key] = value
    return out


def _no_constant(name: str) -> Any:
    raise NotANumber()


def loads(text: str | bytes) -> Any:
    """``json.loads`` that raises RepeatedKey or NotANumber (both ValueError, as malformed JSON is)."""
    return json.loads(text, object_pairs_hook=_one_of_each, parse_constant=_no_constant)
