"""A schema's refusal told in both languages: where the bad value is (its JSON path) and what the field needs.

pydantic words its errors in English and may quote what it was given; an agent's arguments (MCP) and an imported
case document both meet a schema, and both faces tell the first error the same way from this one table: the path,
a short need per error type, and the allowed values or bounds. A key that is no plain name (it could be anything
that was sent, an identifier included) is never echoed back.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from rootcause.domain.model.strict_json import plain_key

__all__ = ["SchemaProblem", "describe"]

_KINDS = {  # pydantic error type: (English, Chinese) of what the field needs
    "missing": ("is required", "為必填"),
    "extra_forbidden": ("is not a known field", "不是可用的欄位"),
    "int_type": ("must be a whole number", "必須是整數"),
    "int_parsing": ("must be a whole number", "必須是整數"),
    "int_from_float": ("must be a whole number", "必須是整數"),
    "float_type": ("must be a number", "必須是數字"),
    "float_parsing": ("must be a number", "必須是數字"),
    "finite_number": ("must be a finite number", "必須是有限的數字"),
    "bool_type": ("must be true or false", "必須是 true 或 false"),
    "bool_parsing": ("must be true or false", "必須是 true 或 false"),
    "string_type": ("must be text", "必須是文字"),
    "string_too_short": ("must not be empty", "不可為空"),
    "string_too_long": ("is too long", "過長"),
    "too_short": ("has too few items", "項目太少"),
    "too_long": ("has too many items", "項目太多"),
    "dict_type": ("must be an object", "必須是物件"),
    "model_type": ("must be an object", "必須是物件"),
    "model_attributes_type": ("must be an object", "必須是物件"),
    "list_type": ("must be a list", "必須是清單"),
    "literal_error": ("must be one of the allowed values", "必須是允許的值之一"),
    "enum": ("must be one of the allowed values", "必須是允許的值之一"),
    "greater_than": ("is too small", "太小"),
    "greater_than_equal": ("is too small", "太小"),
    "less_than": ("is too large", "太大"),
    "less_than_equal": ("is too large", "太大"),
    "datetime_type": ("must be a date and time such as 2026-03-14T08:15:00Z",
                      "必須是如 2026-03-14T08:15:00Z 的日期時間"),
    "datetime_parsing": ("must be a date and time such as 2026-03-14T08:15:00Z",
                         "必須是如 2026-03-14T08:15:00Z 的日期時間"),
    "datetime_from_date_parsing": ("must be a date and time such as 2026-03-14T08:15:00Z",
                                   "必須是如 2026-03-14T08:15:00Z 的日期時間"),
    "date_type": ("must be a date such as 2026-03-14", "必須是如 2026-03-14 的日期"),
    "date_parsing": ("must be a date such as 2026-03-14", "必須是如 2026-03-14 的日期"),
    "date_from_datetime_parsing": ("must be a date such as 2026-03-14", "必須是如 2026-03-14 的日期"),
    "uuid_type": ("must be an id as the export writes it", "必須是匯出檔所寫的 id"),
    "uuid_parsing": ("must be an id as the export writes it", "必須是匯出檔所寫的 id"),
}
_OTHER = ("has a value that cannot be used", "的值無法使用")
# (the member of a union that was tried, which pydantic puts in the path: "confidence.float" is "confidence")
_BRANCH = re.compile(r"int|float|str|bool|none|bytes|decimal|date|datetime|constrained-\w+"
                     r"|(?:list|dict|set|tuple|literal|is-instance|nullable|tagged-union|json-or-python)\[.*\]")
_WRAPPERS = ("function-after", "function-before", "function-wrap", "function-plain")


@dataclass(frozen=True)
class SchemaProblem:
    """The first error of a refused value: its path, what it needs in each language, and what is allowed."""

    path: str
    en: str
    zh: str
    allowed: str


def json_path(loc: tuple[Any, ...], *, empty: str) -> str:
    """The JSON path of the bad value (``problem.severity``, ``timeline[2].when``); a key that is no plain name is
    written ``(key)``, not echoed."""
    parts = [str(p) if (isinstance(p, int) and 0 <= p < 10**6) or plain_key(p) else "(key)" for k, p in enumerate(loc)
             if not (isinstance(p, str) and (p in _WRAPPERS or p.startswith(("function-", "union["))
                                              or (k and _BRANCH.fullmatch(p))))]
    out = ""
    for part in parts:
        out += f"[{part}]" if part.isdigit() else (f".{part}" if out else part)
    return out or empty


def _allowed(error: Mapping[str, Any]) -> str:
    ctx = error.get("ctx") or {}
    if "expected" in ctx:  # "'json', 'mermaid' or 'both'": the values, without English between them
        values = re.findall(r"'([^']*)'", str(ctx["expected"]))
        return "|".join(values) if values else str(ctx["expected"])
    for key, word in (("ge", ">="), ("gt", ">"), ("le", "<="), ("lt", "<"), ("max_length", "max length")):
        if key in ctx:
            return f"{word} {ctx[key]}"
    return ""


def describe(error: Mapping[str, Any], *, empty: str = "document") -> SchemaProblem:
    """One pydantic error (from ``ValidationError.errors()``) as a bilingual problem with its path."""
    kind = str(error.get("type"))
    if kind == "string_type" and error.get("input", "") is None:
        kind = "missing"  # (a required text sent as null, or blank: import reads a blank text as not given)
    en, zh = _KINDS.get(kind, _OTHER)
    return SchemaProblem(json_path(tuple(error.get("loc", ())), empty=empty), en, zh, _allowed(error))
