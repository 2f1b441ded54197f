"""Drive the real `rootcause mcp` process over stdio or HTTP, the way an agent does."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
from collections.abc import Awaitable, Callable
from typing import Any

import anyio
import httpx2
from mcp import Client, StdioServerParameters
from mcp.client.streamable_http import streamable_http_client
from mcp.types import CallToolResult


def stdio_params(env: dict[str, str]) -> StdioServerParameters:
    return StdioServerParameters(command=sys.executable, args=["-m", "rootcause", "mcp"], env=env)


def with_stdio(env: dict[str, str], body: Callable[[Client], Awaitable[Any]]) -> Any:
    """Spawn the server over stdio, run ``body(client)``, shut the server down, return the result."""

    async def main() -> Any:
        async with Client(stdio_params(env)) as client:
            return await body(client)

    return anyio.run(main)


def with_http(url: str, body: Callable[[Client], Awaitable[Any]], token: str | None = None) -> Any:
    async def main() -> Any:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        async with (httpx2.AsyncClient(headers=headers, timeout=30) as http,
                    Client(streamable_http_client(url, http_client=http)) as client):
            return await body(client)

    return anyio.run(main)


def ok(result: CallToolResult) -> dict[str, Any]:
    """The structured result of a successful call (fails the test with the error text otherwise)."""
    assert not result.is_error, result.content[0].text if result.content else result
    assert result.structured_content is not None
    return result.structured_content


def error_text(result: CallToolResult) -> str:
    assert result.is_error, result.structured_content
    return result.content[0].text


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def start_http(env: dict[str, str], port: int, host: str = "127.0.0.1") -> subprocess.Popen[str]:
    """`rootcause mcp --transport http` in the background; waits until the port answers."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "rootcause", "mcp", "--transport", "http", "--host", host, "--port", str(port)],
        env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            return proc
        with socket.socket() as sock:
            if sock.connect_ex(("127.0.0.1", port)) == 0:
                return proc
        time.sleep(0.1)
    proc.kill()
    raise AssertionError("MCP HTTP server did not start")
