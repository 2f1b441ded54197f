"""Build and run the MCP server (stdio for desktop agents, streamable HTTP beside the app)."""

from __future__ import annotations

import argparse
import logging
import os
import sys
from typing import TYPE_CHECKING, Literal, TypeGuard, cast

import anyio
from mcp.server.mcpserver import MCPServer
from mcp.server.stdio import stdio_server

from rootcause import __version__
from rootcause.errors import RootCauseError
from rootcause.mcp import wire
from rootcause.mcp.deferred_build import DeferredBuild, failure_line
from rootcause.mcp.prompt_text import INSTRUCTIONS
from rootcause.mcp.stdio_lines import ScreenedLines
from rootcause.settings import Settings, load_settings, port_number

if TYPE_CHECKING:
    from rootcause.mcp.runtime import Runtime
    from rootcause.services.frameworks import Frameworks



def build_server(settings: Settings) -> MCPServer:
    """A server with every tool registered over one store handle (built before serving, as HTTP does)."""
    server = bare_server(settings)
    register_everything(server, settings)
    return server


def bare_server(settings: Settings) -> MCPServer:
    """The server without tools: enough to answer the handshake (with the house middleware already on)."""
    server = MCPServer("rootcause", version=__version__, instructions=INSTRUCTIONS[settings.lang],
                       log_level=settings.log_level if _is_level(settings.log_level) else "INFO")
    wire.install(server, settings.lang)
    return server


def register_everything(server: MCPServer, settings: Settings, frameworks: Frameworks | None = None) -> Runtime:
    """Open the store, load the frameworks and register every tool and prompt; returns what the tools share.

    ``frameworks`` lets a caller that already loaded them (the test suite) share one copy.

    The imports live here because they are most of the start-up cost; see ``deferred_build``.
    """
    from rootcause import bootstrap
    from rootcause.mcp import (
        prompts,
        tools_actions,
        tools_assist,
        tools_audit,
        tools_causes,
        tools_hfacs,
        tools_insights,
        tools_meeting,
        tools_report,
        tools_search,
        tools_sessions,
        tools_why,
    )
    from rootcause.mcp.argument_types import read_as_typed
    from rootcause.mcp.runtime import Runtime, tool_registrar
    from rootcause.mcp.schema import shape_tools

    app = bootstrap.build(settings, frameworks=frameworks)  # once per process, before any request is served
    rt = Runtime(settings=settings, store=app.db, frameworks=app.frameworks, assistant=app.assistant)
    tool = tool_registrar(server, settings.lang)
    for module in (tools_sessions, tools_audit, tools_hfacs, tools_causes, tools_why, tools_actions,
                   tools_report, tools_assist, tools_search, tools_insights, tools_meeting):
        module.register(tool, rt)
    read_as_typed(server)  # true is no number, 1 is no boolean
    rt.full_schemas = shape_tools(server)  # parameter descriptions, short output schemas
    prompts.register(server, rt)
    wire.attach(server, rt)
    return rt


def serve_stdio(settings: Settings) -> int:
    """Answer ``initialize`` from the bare server while the rest is built beside it."""
    server = bare_server(settings)
    build = DeferredBuild(lambda: register_everything(server, settings))
    server.middleware.append(build.gate)
    anyio.run(_run_stdio, server, settings.lang)
    build.wait()  # stdin closed early: let the build finish (or report its failure) before leaving
    return 0


async def _run_stdio(server: MCPServer, lang: str) -> None:
    """The SDK's stdio loop (``MCPServer.run_stdio_async``) over screened lines: one the SDK could not parse is
    answered (``stdio_lines``), never dropped. The lines are read from a duplicate of fd 0, closed here."""
    with os.fdopen(os.dup(0), "r", encoding="utf-8", errors="replace") as raw:
        lines = ScreenedLines(anyio.wrap_file(raw).__aiter__(), lang)
        async with stdio_server(stdin=cast("anyio.AsyncFile[str]", lines)) as (read_stream, write_stream):
            lines.answer_with(write_stream)
            low = server._lowlevel_server  # (as run_stdio_async does: the SDK names no public way in)
            await low.run(read_stream, write_stream, low.create_initialization_options())


LogLevel = Literal["DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"]
_LEVELS: tuple[LogLevel, ...] = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")


def _is_level(level: str) -> TypeGuard[LogLevel]:
    return level in _LEVELS


# The SDK's own loggers write what a request held (argument names, tool names, resource addresses, the whole text
# of a tool's error) at INFO and DEBUG; that may be anything a client sent, an identifier included, and clients keep
# the server's stderr. Only their warnings and errors are written; the server's own lines carry trace ids.
_SDK_LOGGERS = ("mcp", "mcp.server", "mcp.shared", "mcp.client", "sse_starlette", "uvicorn.access")


def configure_logging(level: str) -> None:
    """Logs go to stderr: on stdio, stdout belongs to the protocol."""
    logging.basicConfig(stream=sys.stderr, level=level if level in _LEVELS else "INFO",
                        format="%(asctime)s %(levelname)s %(name)s %(message)s")
    for name in _SDK_LOGGERS:
        logging.getLogger(name).setLevel(logging.WARNING)


def run(transport: str = "stdio", host: str | None = None, port: int | None = None) -> int:
    """Start the server; a bad setting or config folder, a broken config file or a store that cannot be opened
    ends start-up with one line on stderr (both languages, exit 2), never a traceback."""
    try:
        settings = load_settings()
        configure_logging(settings.log_level)
        if transport == "stdio":
            return serve_stdio(settings)
        from rootcause.mcp.http import serve_http

        chosen = port_number("--port", str(port), any_free=True) if port is not None else settings.mcp_port
        return serve_http(settings, host or settings.mcp_host, chosen)
    except RootCauseError as exc:
        print(failure_line(exc), file=sys.stderr, flush=True)
        return 2


def main(argv: list[str] | None = None) -> int:
    """``rootcause-mcp``: the same as ``rootcause mcp``."""
    parser = argparse.ArgumentParser(prog="rootcause-mcp", description="RootCause MCP server")
    add_arguments(parser)
    args = parser.parse_args(argv)
    return run(args.transport, args.host, args.port)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--transport", choices=["stdio", "http"], default="stdio")
    parser.add_argument("--host", default=None, help="HTTP bind address (default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=None, help="HTTP port (default 8765)")


if __name__ == "__main__":
    raise SystemExit(main())
