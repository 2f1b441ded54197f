"""Errors of the protocol itself told in the house form and the caller's language, never echoing what was sent.

Below the tools, the SDK answers a malformed request in its own English: "Invalid request parameters" with no
path, "Method not found" with the method sent as data, "Unknown prompt: <name>" with code 0. Those reach the agent
and, through it, the clinician; and a name or an address sent by a hostile client would come back whole. This
middleware sees each failure on its way out of the chain (the SDK raises inside it so middleware can) and answers
it the way a tool's refusal reads: ``[code] field=<JSON path>: what is wrong and how to fix it``, in the server's
language (or the call's ``language``), with the same JSON-RPC error code and no data that repeats the request.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from mcp.server.context import CallNext, HandlerResult, ServerMiddleware, ServerRequestContext
from mcp.shared.exceptions import MCPError
from mcp.types import INVALID_PARAMS, METHOD_NOT_FOUND
from pydantic import ValidationError

from rootcause.domain.model.schema_errors import describe
from rootcause.mcp.argument_errors import call_language

__all__ = ["middleware"]

_ANSWERED = ("initialize, ping, tools/list, tools/call, resources/list, resources/templates/list, resources/read, "
             "prompts/list, prompts/get")
_PLAIN_METHOD = re.compile(r"[a-z][a-zA-Z]{0,30}(?:/[a-z][a-zA-Z]{0,30}){0,2}")  # (a method's shape: said back)


def _params_problem(exc: ValidationError, method: str, lang: str) -> str:
    """The first field of the request's params that failed, as a path from ``params``."""
    errors = exc.errors(include_url=False)
    problem = describe(errors[0], empty="params")
    field = problem.path if problem.path.startswith("params") else f"params.{problem.path}"
    allowed = f" allowed={problem.allowed}" if problem.allowed else ""
    if lang == "zh-TW":
        return (f"[invalid_argument] field={field}{allowed}：{method} 請求的 {field} {problem.zh}。"
                "請依 MCP 規格修正請求後重送；未做任何變更。")
    return (f"[invalid_argument] field={field}{allowed}: the {method} request's {field} {problem.en}. "
            "Fix the request as the MCP specification describes and send it again; nothing was changed.")


def _unknown_method(method: str, lang: str) -> str:
    said = method if _PLAIN_METHOD.fullmatch(method) else None
    if lang == "zh-TW":
        named = f"「{said}」" if said else "此方法（不重述所送名稱）"
        return f"[method_not_found] field=method：本伺服器不處理{named}。可用的方法：{_ANSWERED}。"
    named = f"'{said}'" if said else "that method (the name sent is not repeated)"
    return f"[method_not_found] field=method: this server does not answer {named}. It answers {_ANSWERED}."


def _not_initialized(lang: str) -> str:
    if lang == "zh-TW":
        return ("[not_initialized] field=method：尚未完成連線初始化。"
                "請先送出 initialize，再送 notifications/initialized。")
    return ("[not_initialized] field=method: the connection is not initialized yet. Send initialize first, then "
            "notifications/initialized.")


def _unknown_prompt(lang: str) -> str:
    if lang == "zh-TW":
        return ("[not_found] field=params.name：本伺服器沒有此名稱的提示（不重述所送名稱）。"
                "請以 prompts/list 查看可用提示。")
    return ("[not_found] field=params.name: this server has no prompt of that name (the name sent is not repeated). "
            "Call prompts/list for the prompts it offers.")


def _no_resource(lang: str) -> str:
    if lang == "zh-TW":
        return ("[not_found] field=params.uri：此位址沒有資源（不重述所送位址）。請以 resources/list 與 "
                "resources/templates/list 查看可讀的位址。")
    return ("[not_found] field=params.uri: there is no resource at that address (the address sent is not repeated). "
            "Call resources/list and resources/templates/list for the addresses that can be read.")


def _unreadable_resource(lang: str) -> str:
    if lang == "zh-TW":
        return "[internal_error] field=params.uri：伺服器無法讀取此資源；未做任何變更。請稍後再試，或告知管理者。"
    return ("[internal_error] field=params.uri: the server could not read that resource; nothing was changed. Try "
            "again later, or tell the administrator.")


def _language(ctx: ServerRequestContext[Any, Any], default: str) -> str:
    params = ctx.params if isinstance(ctx.params, Mapping) else {}
    arguments = params.get("arguments")
    return call_language(arguments, default) if isinstance(arguments, Mapping) else default


def middleware(lang: str) -> ServerMiddleware[Any]:
    async def house_protocol_errors(ctx: ServerRequestContext[Any, Any], call_next: CallNext) -> HandlerResult:
        said = _language(ctx, lang)
        try:
            return await call_next(ctx)
        except ValidationError as exc:
            raise MCPError(code=INVALID_PARAMS, message=_params_problem(exc, ctx.method, said)) from None
        except MCPError as exc:
            error = exc.error
            if error.message.startswith("["):  # (already ours: keep its words, drop data that repeats the request)
                raise MCPError(code=error.code, message=error.message) from None
            if error.code == METHOD_NOT_FOUND:
                raise MCPError(code=METHOD_NOT_FOUND, message=_unknown_method(ctx.method, said)) from None
            if error.code == INVALID_PARAMS and error.message == "Invalid request parameters":
                raise MCPError(code=INVALID_PARAMS, message=_not_initialized(said)) from None
            if ctx.method == "resources/read":  # (the SDK's words repeat the address sent)
                raise MCPError(code=error.code, message=_no_resource(said) if error.code == INVALID_PARAMS
                               else _unreadable_resource(said)) from None
            raise
        except ValueError as exc:
            if ctx.method == "prompts/get" and str(exc).startswith("Unknown prompt"):
                raise MCPError(code=INVALID_PARAMS, message=_unknown_prompt(said)) from None
            raise

    return house_protocol_errors
