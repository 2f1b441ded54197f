"""What every tool shares: the store, the calling agent, trace ids, the lean guidance envelope, and errors.

Tools raise; this module turns a RootCauseError into a tool error whose text names the code, the
field and what to do, and turns anything unexpected into a short message with a trace id (the
traceback goes to the server log on stderr, never to the agent). A result's data travels once, as
``structuredContent``; its text is a one-line summary (``summary.py``), since agents pay for every byte.
"""

from __future__ import annotations

import functools
import inspect
import logging
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar, cast

from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import ToolAnnotations
from pydantic import BaseModel

from rootcause.bootstrap import Assistant, Store
from rootcause.domain.model import Actor, NextAction
from rootcause.domain.model.guidance import Stage
from rootcause.errors import RootCauseError, naming
from rootcause.mcp.acting_for import current_principal
from rootcause.mcp.argument_errors import call_language
from rootcause.mcp.schema import param_of
from rootcause.mcp.summary import summarised
from rootcause.services.actors import agent_actor
from rootcause.services.audit import current_trace_id
from rootcause.services.frameworks import Frameworks
from rootcause.services.guidance import guidance
from rootcause.settings import Settings

log = logging.getLogger("rootcause.mcp")

# What each kind of tool does to the store, told to clients once for all tool modules.
READ = ToolAnnotations(read_only_hint=True, destructive_hint=False, idempotent_hint=True)
ADD = ToolAnnotations(read_only_hint=False, destructive_hint=False, idempotent_hint=False)
WRITE = ToolAnnotations(read_only_hint=False, destructive_hint=False, idempotent_hint=True)
DELETE = ToolAnnotations(read_only_hint=False, destructive_hint=True, idempotent_hint=False)
T = TypeVar("T")
F = TypeVar("F", bound=Callable[..., Any])


class Guided(BaseModel, Generic[T]):
    """The envelope every session-scoped tool returns: the result, the stage, and the next step ready to call.
    Every criterion and the case's counts are rc_suggest_next's (they rarely change between two calls)."""

    result: T
    stage: Stage
    completion_rate: str
    is_complete: bool
    next_action: NextAction


@dataclass
class Runtime:
    """Built once per server process; tools close over it."""

    settings: Settings
    store: Store  # the operator's handle; tools use ``db``
    frameworks: Frameworks
    assistant: Assistant = field(default_factory=Assistant)  # optional AI help; off unless ROOTCAUSE_LLM=on
    full_schemas: dict[str, dict[str, Any]] = field(default_factory=dict)  # each tool's whole output schema

    @property
    def db(self) -> Store:
        """The store as the person this request acts for sees it (``acting_for``): their cases, their role."""
        return self.store.acting_for(current_principal.get())

    def actor(self, ctx: Context | None) -> Actor:
        """The calling agent, named by the client name it sent when it connected."""
        name = None
        try:
            params = ctx.session.client_params if ctx is not None else None
            name = params.client_info.name if params is not None else None
        except Exception:  # no session (in-process calls): fall back to a generic agent name
            name = None
        return agent_actor(name)  # a client name that holds an identifier is recorded as the generic agent

    def guided(self, session_id: str, result: T) -> Guided[T]:
        """Wrap a session-scoped result with the case's guidance (cached by the case's revision)."""
        advice = guidance(self.db, session_id=session_id, lang=self.settings.lang,
                          bone_names=self.frameworks.bone_names())
        progress = advice.session_progress
        return Guided(result=result, stage=progress.current_stage, completion_rate=progress.completion_rate,
                      is_complete=advice.is_complete, next_action=advice.next_action)


def tool_errors(lang: str) -> Callable[[F], F]:
    """Wrap a tool: trace id per call, PHI-safe logging, and errors returned as isError results."""

    def decorate(fn: F) -> F:
        @functools.wraps(fn)
        async def wrapper(*args: Any, **kwargs: Any) -> Any:
            trace = uuid.uuid4().hex[:12]
            token = current_trace_id.set(trace)
            started = time.perf_counter()
            said = call_language(kwargs, lang)  # (a call that names its language is refused in it)
            try:
                result = fn(*args, **kwargs)
                if inspect.isawaitable(result):
                    result = await result
                log.info("tool=%s trace=%s ok ms=%.1f", fn.__name__, trace, (time.perf_counter() - started) * 1e3)
                return summarised(fn.__name__, result, lang)
            except RootCauseError as exc:
                log.info("tool=%s trace=%s error=%s field=%s", fn.__name__, trace, exc.code, exc.field)
                raise ToolError(error_text(exc, said, trace, tool=fn.__name__)) from None
            except Exception:
                log.exception("tool=%s trace=%s unexpected failure", fn.__name__, trace)
                raise ToolError(
                    f"[internal_error] 伺服器無法完成 {fn.__name__}；未做任何變更。請將追蹤碼 {trace} 提供給管理者。"
                    if said == "zh-TW" else
                    f"[internal_error] The server could not complete {fn.__name__}; nothing was changed. "
                    f"Report trace id {trace} to the administrator."
                ) from None
            finally:
                current_trace_id.reset(token)

        return cast(F, wrapper)  # wraps() gives it fn's name and signature; the server awaits its result either way

    return decorate


class _Registers(Protocol):
    def __call__(self, fn: F, /) -> F: ...


ToolDecorator = Callable[[ToolAnnotations, str], _Registers]


def tool_registrar(server: MCPServer, lang: str) -> ToolDecorator:
    """``@tool(READ, "Title")``: the server's tool decorator over :func:`tool_errors`, the pair every tool needs,
    so no tool module sets it up again."""
    guarded = tool_errors(lang)

    def tool(annotations: ToolAnnotations, title: str) -> _Registers:
        def decorate(fn: F) -> F:
            server.tool(annotations=annotations, title=title)(guarded(fn))
            return fn

        return decorate

    return tool


def error_text(exc: RootCauseError, lang: str, trace: str, *, tool: str = "") -> str:
    """``[code] field=...: message (trace id ...)`` — one line an agent can act on, naming the field by ``tool``'s
    parameter that carried it."""
    param = param_of(tool, exc.field)
    field = f" field={param}" if param else ""
    extra = ""
    if exc.code == "stale_version":
        extra = f" current_version={exc.details.get('current_version')}"
    elif exc.details.get("next_tool"):  # the tool that unblocks the agent (the app names its own button instead)
        extra = f" next_tool={exc.details['next_tool']}"
    if lang == "zh-TW":
        return f"[{exc.code}]{field}{extra}：{naming(exc.message(lang), exc.field, param or '')}（追蹤碼 {trace}）"
    return f"[{exc.code}]{field}{extra}: {naming(exc.message(lang), exc.field, param or '')} (trace id {trace})"
