"""Streamable HTTP: the token rule, 401s, the loopback rule and a busy port."""

from __future__ import annotations

import httpx2
import pytest
from mcp_client import free_port, ok, start_http, with_http

pytestmark = pytest.mark.one_backend  # about the process and its transport, not the store
TOKEN = "k2VtQ8rW1xNfL0pZ7yHcB5jD3sEaG9uT-longer-than-32"
PING = {"jsonrpc": "2.0", "id": 1, "method": "ping"}
JSON = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}


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


def test_a_request_without_a_token_is_the_operator_only_while_the_install_has_no_people(db, facilitator, child_env):
    """Loopback is no trust boundary once an install has people (another account on the server, a proxy at /mcp):
    then a request must say whom it acts for (audit 28). A public host name allowed means a proxy: the same."""
    from rootcause.services import users

    port = free_port()
    proc = start_http({**child_env, "ROOTCAUSE_LANG": "zh-TW"}, port)
    try:
        url = f"http://127.0.0.1:{port}/mcp"
        alone = httpx2.post(url, headers=JSON, json=PING)
        users.add_user(db, email="lee@hospital.example", role="facilitator", actor=facilitator)
        staffed = httpx2.post(url, headers=JSON, json=PING)
    finally:
        proc.terminate()
        proc.wait(timeout=10)
    assert alone.status_code != 401  # (let through to the SDK, which asks for a session)
    assert staffed.status_code == 401 and "權杖" in staffed.json()["message"]
    port = free_port()
    proxied = start_http({**child_env, "ROOTCAUSE_ALLOWED_HOSTS": "rca.ward.example"}, port)
    try:
        behind = httpx2.post(f"http://127.0.0.1:{port}/mcp", headers={**JSON, "Host": f"rca.ward.example:{port}"},
                             json=PING)
    finally:
        proxied.terminate()
        proxied.wait(timeout=10)
    assert behind.status_code == 401


def test_with_a_token_requests_without_it_get_401_and_with_it_work(child_env):
    port = free_port()
    proc = start_http({**child_env, "ROOTCAUSE_MCP_TOKEN": TOKEN}, port)
    try:
        url = f"http://127.0.0.1:{port}/mcp"
        bare = httpx2.post(url, json={"jsonrpc": "2.0", "id": 1, "method": "ping"})
        wrong = httpx2.post(url, json={"jsonrpc": "2.0", "id": 1, "method": "ping"},
                            headers={"Authorization": "Bearer nope"})
        assert bare.status_code == 401 and wrong.status_code == 401
        assert "www-authenticate" in bare.headers

        async def body(client):
            return ok(await client.call_tool("rc_list_sessions", {}))

        assert with_http(url, body, token=TOKEN)["total"] == 0
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


def test_a_lowercase_bearer_scheme_works_and_a_weak_token_stops_the_start(child_env):
    weak = start_http({**child_env, "ROOTCAUSE_MCP_TOKEN": "short-token"}, free_port())
    _out, err = weak.communicate(timeout=30)
    assert weak.returncode == 2 and "ROOTCAUSE_MCP_TOKEN" in err and "32" in err and "Traceback" not in err
    port = free_port()
    proc = start_http({**child_env, "ROOTCAUSE_MCP_TOKEN": TOKEN}, port)
    try:
        url = f"http://127.0.0.1:{port}/mcp"
        lower = httpx2.post(url, json=PING, headers={**JSON, "Authorization": f"bearer {TOKEN}"})
        upper = httpx2.post(url, json=PING, headers={**JSON, "Authorization": f"BEARER {TOKEN}"})
        other = httpx2.post(url, json=PING, headers={**JSON, "Authorization": f"Basic {TOKEN}"})
        assert lower.status_code != 401 and upper.status_code != 401 and other.status_code == 401
    finally:
        proc.terminate()
        proc.wait(timeout=10)


@pytest.mark.parametrize("host", ["127.0.0.1", "127.0.0.2"])
def test_a_foreign_host_or_origin_is_refused_on_every_loopback_address(child_env, host):
    port = free_port()
    proc = start_http({**child_env, "ROOTCAUSE_ALLOWED_HOSTS": "rca.ward.example", "ROOTCAUSE_MCP_TOKEN": TOKEN}, port,
                      host=host)
    try:
        url = f"http://{host}:{port}/mcp"
        sent = {**JSON, "Authorization": f"Bearer {TOKEN}"}  # (an install behind a proxy names its caller)
        rebound = httpx2.post(url, json=PING, headers={**sent, "Host": f"evil.example:{port}"})
        foreign = httpx2.post(url, json=PING, headers={**sent, "Origin": "http://evil.example"})
        named = httpx2.post(url, json=PING, headers={**sent, "Host": f"rca.ward.example:{port}",
                                                     "Origin": f"http://rca.ward.example:{port}"})
        local = httpx2.post(url, json=PING, headers={**sent, "Origin": f"http://localhost:{port}"})
        assert rebound.status_code == 421 and foreign.status_code == 403
        assert named.status_code not in (403, 421) and local.status_code not in (403, 421)
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def test_config_token_prints_a_fresh_long_token(python):
    import subprocess

    first, second = (subprocess.run([python, "-m", "rootcause", "config", "token"], capture_output=True, text=True,
                                    timeout=60, check=True).stdout.strip() for _ in range(2))
    assert len(first) >= 32 and first != second


def test_the_allow_list_holds_the_bound_address_loopback_and_the_operators_names_never_the_wildcard():
    from rootcause.mcp.http import transport_security

    wild = transport_security("0.0.0.0", 8765, ("rca.ward.example", "rca.ward.example:9443", "fe80::1"))
    assert "0.0.0.0" not in wild.allowed_hosts and "0.0.0.0:8765" not in wild.allowed_hosts
    assert {"localhost:8765", "127.0.0.1:8765", "[::1]:8765", "rca.ward.example:8765", "rca.ward.example:9443",
            "[fe80::1]:8765"} <= set(wild.allowed_hosts)
    assert "rca.ward.example:9443:8765" not in wild.allowed_hosts
    assert "http://rca.ward.example:8765" in wild.allowed_origins
    assert "127.0.0.2:8765" in transport_security("127.0.0.2", 8765, ()).allowed_hosts


def test_a_key_given_twice_is_refused_over_http_before_the_sdk_keeps_the_last(child_env):
    port = free_port()
    proc = start_http(child_env, port)
    try:
        url = f"http://127.0.0.1:{port}/mcp"
        twice = httpx2.post(url, headers=JSON, content=b'{"jsonrpc": "2.0", "id": 1, "id": 2, "method": "ping"}')
        plain = httpx2.post(url, headers=JSON, json=PING)
    finally:
        proc.terminate()
        proc.wait(timeout=10)
    assert twice.status_code == 400
    assert twice.json()["error"]["message"].startswith("[invalid_request] The key 'id' appears twice")
    assert "appears twice" not in plain.text  # (a plain body reaches the SDK, which answers it its own way)
