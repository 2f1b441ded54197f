"""Drive our MCP server the way an agent does: in memory for most tests, as a real process over stdio or HTTP.

``with_server`` builds the real server (store, frameworks, every tool) inside the test process and talks to it
through the SDK's in-memory transport: the same handshake, JSON schemas, tool errors and results as stdio,
without spawning an interpreter per test. ``with_stdio`` and ``with_http`` start the real process; a handful of
tests keep them to prove the transports themselves.
"""

from __future__ import annotations

import socket
import subprocess
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import anyio
import httpx2
from mcp import Client, StdioServerParameters
from mcp.client.streamable_http import streamable_http_client
from mcp.server.mcpserver import MCPServer
from mcp.types import CallToolResult, Implementation

from rootcause.config.layers import overrides_in_force
from rootcause.mcp.server import bare_server, register_everything
from rootcause.services.frameworks import Frameworks
from rootcause.settings import load_settings


def stdio_params(env: dict[str, str]) -> StdioServerParameters:
    return StdioServerParameters(command=sys.executable, args=["-m", "rootcause", "mcp"], env=env)


def with_stdio(env: dict[str, str], body: Callable[[Client], Awaitable[Any]]) -> Any:
    """Spawn the server over stdio, run ``body(client)``, shut the server down, return the result."""

    async def main() -> Any:
        async with Client(stdio_params(env)) as client:
            return await body(client)

    return anyio.run(main)


_LOADED: dict[str, Frameworks] = {}


def _frameworks(config_dir: Path) -> Frameworks:
    """One loaded copy per override folder for the whole test process (the learned rules live in each store);
    every test whose ``<data dir>/config`` is absent shares the built-ins."""
    overrides = overrides_in_force(config_dir)
    key = str(overrides.resolve()) if overrides is not None else ""
    if key not in _LOADED:
        _LOADED[key] = Frameworks(overrides)
    return _LOADED[key]


def with_server(env: dict[str, str], body: Callable[[Client], Awaitable[Any]], client_name: str = "test-agent") -> Any:
    """Build the server from ``env`` in this process, run ``body(client)`` over the in-memory transport."""

    async def main() -> Any:
        settings = load_settings(env)
        server: MCPServer = bare_server(settings)
        runtime = register_everything(server, settings, frameworks=_frameworks(settings.config_dir))
        try:
            async with Client(server, mode="legacy",
                              client_info=Implementation(name=client_name, version="1")) as client:
                return await body(client)
        finally:
            runtime.db.dispose()

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
            if sock.connect_ex((host.strip("[]") if host not in ("0.0.0.0", "::") else "127.0.0.1", port)) == 0:
                return proc
        time.sleep(0.1)
    proc.kill()
    raise AssertionError("MCP HTTP server did not start")


class RawStdio:
    """A bare JSON-RPC conversation with `rootcause mcp` that keeps the server's stderr (its log)."""

    def __init__(self, env: dict[str, str]) -> None:
        import json

        self._json = json
        self.proc = subprocess.Popen([sys.executable, "-m", "rootcause", "mcp"], env=env, text=True,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self._id = 0
        hello = self.request("initialize", {"protocolVersion": "2025-06-18", "capabilities": {},
                                            "clientInfo": {"name": "raw-test", "version": "1"}})
        self.instructions: str = hello["result"].get("instructions", "")
        self._send({"jsonrpc": "2.0", "method": "notifications/initialized"})

    def _send(self, message: dict[str, Any]) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(self._json.dumps(message) + "\n")
        self.proc.stdin.flush()

    def request(self, method: str, params: dict[str, Any]) -> dict[str, Any]:
        self._id += 1
        self._send({"jsonrpc": "2.0", "id": self._id, "method": method, "params": params})
        assert self.proc.stdout is not None
        while True:
            message = self._json.loads(self.proc.stdout.readline())
            if message.get("id") == self._id:
                return message

    def call(self, tool: str, arguments: dict[str, Any]) -> dict[str, Any]:
        return self.request("tools/call", {"name": tool, "arguments": arguments})["result"]

    def close(self) -> str:
        """Stop the server and return everything it logged."""
        assert self.proc.stdin is not None and self.proc.stderr is not None
        self.proc.stdin.close()
        try:
            self.proc.wait(timeout=15)
            err = self.proc.stderr.read()
        except subprocess.TimeoutExpired:
            self.proc.kill()
            _, err = self.proc.communicate()
        return err
