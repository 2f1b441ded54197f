"""Tool errors as agents read them: ``[code] field=…`` first, and arguments that fail a tool's schema told like
every other error: ``[invalid_argument] field=… allowed=…``.

The SDK validates a call's arguments before the tool runs and answers with pydantic's own text (and a link to
its documentation). This middleware sees that failure, validates the same arguments against the same model
to get the structured errors, and rewrites the text: the JSON path of the first bad field, what is allowed
there, and how to fix it, in the server's language. It also drops the SDK's "Error executing tool X:" prefix,
so every error starts with its code. Nothing else about the call changes.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from mcp.server.context import CallNext, HandlerResult, ServerMiddleware, ServerRequestContext
from mcp.server.mcpserver import MCPServer
from mcp.types import TextContent
from pydantic import ValidationError

_KINDS = {  # pydantic error type: (English, Chinese) of what the field needs
    "missing": ("is required", "為必填"),
    "extra_forbidden": ("is not a parameter of this tool", "不是此工具的參數"),
    "int_type": ("must be a whole number", "必須是整數"),
    "int_parsing": ("must be a whole number", "必須是整數"),
    "float_type": ("must be a number", "必須是數字"),
    "float_parsing": ("must be a number", "必須是數字"),
    "bool_type": ("must be true or false", "必須是 true 或 false"),
    "bool_parsing": ("must be true or false", "必須是 true 或 false"),
    "string_type": ("must be text", "必須是文字"),
    "string_too_short": ("must not be empty", "不可為空"),
    "dict_type": ("must be an object", "必須是物件"),
    "model_type": ("must be an object", "必須是物件"),
    "list_type": ("must be a list", "必須是清單"),
    "literal_error": ("must be one of the allowed values", "必須是允許的值之一"),
    "enum": ("must be one of the allowed values", "必須是允許的值之一"),
}


_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]{0,40}|\d{1,6}")


def _path(loc: tuple[Any, ...]) -> str:
    """The JSON path of the bad value; a key that is no plain name (it could be anything an agent sent) is not
    echoed back."""
    parts = [str(p) if _NAME.fullmatch(str(p)) else "(key)" for p in loc
             if not (isinstance(p, str) and p in ("function-after", "function-before"))]
    out = ""
    for part in parts:
        out += f"[{part}]" if part.isdigit() else (f".{part}" if out else part)
    return out or "arguments"


def _allowed(error: Mapping[str, Any]) -> str:
    ctx = error.get("ctx") or {}
    if "expected" in ctx:  # "'json', 'mermaid' or 'both'": the values, without English between them
        values = re.findall(r"'([^']*)'", str(ctx["expected"]))
        return "|".join(values) if values else str(ctx["expected"])
    for key, word in (("ge", ">="), ("gt", ">"), ("le", "<="), ("lt", "<")):
        if key in ctx:
            return f"{word} {ctx[key]}"
    return ""


def rewrite(tool: str, exc: ValidationError, lang: str) -> str:
    """The first error of ``exc`` as one line in ``lang`` (the others are counted)."""
    errors = exc.errors(include_url=False)
    first = errors[0]
    field = _path(tuple(first["loc"]))
    en, zh = _KINDS.get(first["type"], ("has a value this tool cannot use", "的值無法使用"))
    allowed = _allowed(first)
    more = len(errors) - 1
    if lang == "zh-TW":
        text = f"[invalid_argument] field={field}" + (f" allowed={allowed}" if allowed else "") + \
            f"：{tool} 的 {field} {zh}。" + (f"（另有 {more} 個參數錯誤）" if more else "") + \
            "請依工具的 inputSchema 修正後重試。"
    else:
        text = f"[invalid_argument] field={field}" + (f" allowed={allowed}" if allowed else "") + \
            f": {tool}'s {field} {en}." + (f" ({more} more argument error(s).)" if more else "") + \
            " Fix it as the tool's inputSchema describes and call again."
    return text


def middleware(server: MCPServer, lang: str) -> ServerMiddleware[Any]:
    async def rewrite_argument_errors(ctx: ServerRequestContext[Any, Any], call_next: CallNext) -> HandlerResult:
        answer = await call_next(ctx)
        if ctx.method != "tools/call" or not isinstance(answer, dict) or not answer.get("isError"):
            return answer  # (inside the chain a result is already its wire dict)
        params = ctx.params if isinstance(ctx.params, dict) else {}
        name, arguments = params.get("name"), params.get("arguments") or {}
        tool = server._tool_manager.get_tool(name) if isinstance(name, str) else None  # (no public accessor)
        if tool is None:
            return answer
        content = answer.get("content") or [{}]
        text = str(content[0].get("text", "")) if isinstance(content[0], dict) else ""
        own = text.removeprefix(f"Error executing tool {tool.name}: ")
        if not own.startswith("[") and isinstance(arguments, dict):  # not ours: the schema refused the arguments
            try:
                tool.fn_metadata.validate_arguments(arguments)
            except ValidationError as exc:
                own = rewrite(tool.name, exc, lang)
            except Exception:  # the arguments were not what failed: keep the tool's own error
                pass
        if own == text:
            return answer
        return {**answer, "content": [TextContent(type="text", text=own).model_dump(mode="json")]}

    return rewrite_argument_errors
