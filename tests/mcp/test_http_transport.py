"""Streamable HTTP: the token rule, 401s, the loopback rule and a busy port."""

from __future__ import annotations

import httpx2
import pytest
from mcp_client import free_port, ok, start_http, with_http

pytestmark = pytest.mark.one_backend  # about the process and its transport, not the store


def test_http_without_a_token_on_loopback_serves_tools(child_env):
    port = free_port()
    proc = start_http(child_env, port)
    try:
        async def body(client):
            created = ok(await client.call_tool("rc_create_session", {"title": "Over HTTP"}))
            listed = ok(await client.call_tool("rc_list_sessions", {}))
            return created, listed

        created, listed = with_http(f"http://127.0.0.1:{port}/mcp", body)
        assert listed["sessions"][0]["id"] == created["result"]["id"]
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def test_with_a_token_requests_without_it_get_401_and_with_it_work(child_env):
    port = free_port()
    proc = start_http({**child_env, "ROOTCAUSE_MCP_TOKEN": "s3cret-token"}, port)
    try:
        url = f"http://127.0.0.1:{port}/mcp"
        bare = httpx2.post(url, json={"jsonrpc": "2.0", "id": 1, "method": "ping"})
        wrong = httpx2.post(url, json={"jsonrpc": "2.0", "id": 1, "method": "ping"},
                            headers={"Authorization": "Bearer nope"})
        assert bare.status_code == 401 and wrong.status_code == 401
        assert "www-authenticate" in bare.headers

        async def body(client):
            return ok(await client.call_tool("rc_list_sessions", {}))

        assert with_http(url, body, token="s3cret-token")["total"] == 0
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def test_off_loopback_without_a_token_refuses_to_start(child_env):
    proc = start_http(child_env, free_port(), host="0.0.0.0")
    _out, err = proc.communicate(timeout=30)
    assert proc.returncode == 2
    assert "ROOTCAUSE_MCP_TOKEN" in err and "Traceback" not in err


def test_a_busy_port_gives_a_clear_message(child_env):
    port = free_port()
    first = start_http(child_env, port)
    try:
        second = start_http(child_env, port)
        _, err = second.communicate(timeout=30)
        assert second.returncode == 2
        assert f"port {port}" in err and "already in use" in err and "Traceback" not in err
    finally:
        first.terminate()
        first.wait(timeout=10)
