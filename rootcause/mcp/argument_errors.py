"""Tool errors as agents read them: ``[code] field=…`` first, and arguments that fail a tool's schema told like
every other error: ``[invalid_argument] field=… allowed=…``.

The SDK validates a call's arguments before the tool runs and answers with pydantic's own text (and a link to
its documentation). This middleware sees that failure, validates the same arguments against the same model
to get the structured errors, and rewrites the text: the JSON path of the first bad field, what is allowed
there, and how to fix it, in the server's language. It also drops the SDK's "Error executing tool X:" prefix,
so every error starts with its code. Nothing else about the call changes.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from mcp.server.context import CallNext, HandlerResult, ServerMiddleware, ServerRequestContext
from mcp.server.mcpserver import MCPServer
from mcp.types import TextContent
from pydantic import ValidationError

from rootcause.domain.model.schema_errors import describe
from rootcause.languages import LANGS


def call_language(arguments: Mapping[str, Any], default: str) -> str:
    """The language a call names (``language``), else the server's: a call is answered in it, refusals too."""
    asked = arguments.get("language")
    return asked if isinstance(asked, str) and asked in LANGS else default


def rewrite(tool: str, exc: ValidationError, lang: str) -> str:
    """The first error of ``exc`` as one line in ``lang`` (the others are counted)."""
    errors = exc.errors(include_url=False)
    problem = describe(errors[0], empty="arguments")
    field, en, zh, allowed = problem.path, problem.en, problem.zh, problem.allowed
    more = len({describe(e, empty="arguments").path for e in errors} - {field})  # (a union's branches: one field)
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
                own = rewrite(tool.name, exc, call_language(arguments, lang))
            except Exception:  # the arguments were not what failed: keep the tool's own error
                pass
        if own == text:
            return answer
        return {**answer, "content": [TextContent(type="text", text=own).model_dump(mode="json")]}

    return rewrite_argument_errors
