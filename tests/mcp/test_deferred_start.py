"""The stdio server answers the handshake before its tools are built, and never shows a half-built server."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
from types import SimpleNamespace

import anyio
import pytest

from rootcause.mcp.deferred_build import DeferredBuild

pytestmark = pytest.mark.one_backend  # about the process and its transport, not the store


def _line(ident: int | None, method: str, params: dict | None = None) -> str:
    message: dict = {"jsonrpc": "2.0", "method": method, "params": params or {}}
    if ident is not None:
        message["id"] = ident
    return json.dumps(message) + "\n"


HANDSHAKE = _line(0, "initialize", {"protocolVersion": "2025-06-18", "capabilities": {},
                                    "clientInfo": {"name": "test", "version": "1"}})


def _exchange(env: dict[str, str], lines: list[str], wanted: set[int]) -> tuple[list[dict], str, int]:
    """Send every line at once (a client that does not wait), read until each wanted id is answered or
    the server ends, then close stdin. Returns the answers, stderr and the exit code."""
    proc = subprocess.Popen([sys.executable, "-m", "rootcause", "mcp"], env=env, text=True, bufsize=1,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None
    proc.stdin.write("".join(lines))
    proc.stdin.flush()
    answers: list[dict] = []
    while wanted - {a.get("id") for a in answers}:
        line = proc.stdout.readline()
        if not line:
            break
        answers.append(json.loads(line))
    proc.stdin.close()
    code = proc.wait(timeout=120)
    return answers, proc.stderr.read(), code


def test_requests_sent_right_after_the_handshake_see_every_tool(child_env):
    answers, _, code = _exchange(child_env, [
        HANDSHAKE, _line(None, "notifications/initialized"), _line(1, "tools/list"), _line(2, "prompts/list"),
        _line(3, "tools/call", {"name": "rc_list_sessions", "arguments": {}}),
    ], wanted={0, 1, 2, 3})
    by_id = {a["id"]: a for a in answers}
    assert code == 0
    assert by_id[0]["result"]["serverInfo"]["name"] == "rootcause"
    names = {t["name"] for t in by_id[1]["result"]["tools"]}
    assert {"rc_create_session", "rc_get_session", "rc_search_similar_cases", "rc_get_insights"} <= names
    assert [p["name"] for p in by_id[2]["result"]["prompts"]] == ["facilitate_rca"]
    assert not by_id[3]["result"].get("isError")


def test_a_broken_config_found_after_the_handshake_ends_the_server_with_the_file_named(child_env, tmp_path):
    config = tmp_path / "config"
    (config / "hfacs").mkdir(parents=True)
    (config / "hfacs" / "hfacs_mes.yaml").write_text("levels: [", encoding="utf-8")  # an override, broken
    answers, stderr, code = _exchange({**child_env, "ROOTCAUSE_CONFIG_DIR": str(config)}, [
        HANDSHAKE, _line(None, "notifications/initialized"), _line(1, "tools/list"),
    ], wanted={0, 1})
    assert code == 2
    assert "hfacs_mes.yaml" in stderr and "Traceback" not in stderr and len(stderr.strip().splitlines()) == 1
    assert all(a.get("id") != 1 for a in answers), "a broken server must never list tools"


def _ctx(method: str, request_id: int | None) -> SimpleNamespace:
    return SimpleNamespace(method=method, request_id=request_id)


def test_the_build_starts_after_the_handshake_and_the_gate_holds_requests_until_it_ends():
    release = threading.Event()
    began = threading.Event()
    built: list[str] = []

    def slow_build() -> None:
        began.set()
        release.wait(10)
        built.append("tools")

    build = DeferredBuild(slow_build)
    seen: list[str] = []

    async def handler(ctx: SimpleNamespace) -> str:
        seen.append(f"{ctx.method}:{began.is_set()}:{list(built)}")
        return ctx.method

    async def main() -> None:
        assert await build.gate(_ctx("initialize", 0), handler) == "initialize"
        assert await build.gate(_ctx("ping", 1), handler) == "ping"
        await build.gate(_ctx("notifications/initialized", None), handler)
        async with anyio.create_task_group() as tg:
            tg.start_soon(build.gate, _ctx("tools/list", 2), handler)
            await anyio.sleep(0.05)
            # tools/list is still held; ping and notifications were not
            assert seen == ["initialize:False:[]", "ping:True:[]", "notifications/initialized:True:[]"]
            release.set()
        build.wait()

    anyio.run(main)
    assert seen[-1] == "tools/list:True:['tools']"


def test_a_request_before_any_handshake_starts_the_build_itself():
    built: list[str] = []
    build = DeferredBuild(lambda: built.append("tools"))

    async def handler(ctx: SimpleNamespace) -> list[str]:
        return list(built)

    assert anyio.run(build.gate, _ctx("tools/list", 1), handler) == ["tools"]


@pytest.mark.parametrize("transport", ["stdio", "http"])
def test_a_store_url_that_cannot_be_opened_ends_either_transport_with_the_setting_named(child_env, transport):
    env = {**child_env, "ROOTCAUSE_DATABASE_URL": "nosuchdriver://host/db"}
    done = subprocess.run([sys.executable, "-m", "rootcause", "mcp", "--transport", transport, "--port", "0"],
                          env=env, capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
    assert done.returncode == 2
    assert "ROOTCAUSE_DATABASE_URL" in done.stderr and "無法開啟位於" in done.stderr
    assert "Traceback" not in done.stderr and done.stdout == ""



def test_a_line_the_sdk_cannot_parse_is_answered_not_dropped(child_env):
    surrogate = ('{"jsonrpc": "2.0", "id": 4, "method": "tools/call", "params": {"name": "rc_create_session", '
                 '"arguments": {"title": "Pump \\ud800 alarm"}}}\n')
    deep = '{"jsonrpc": "2.0", "id": 5, "method": "tools/call", "params": ' + "[" * 10_000 + "]" * 10_000 + "}\n"
    answers, stderr, code = _exchange(child_env, [
        HANDSHAKE, _line(None, "notifications/initialized"), surrogate, deep, "\n", "not json at all\n",
        _line(6, "tools/call", {"name": "rc_list_sessions", "arguments": {}}),
    ], wanted={0, 4, 5, 6})
    by_id = {a.get("id"): a for a in answers}
    assert code == 0 and "Traceback" not in stderr
    refused = by_id[4]["result"]
    assert refused["isError"] and "field=title" in refused["content"][0]["text"]  # the text rule, by name
    assert by_id[5]["error"]["message"].startswith("[invalid_request]")
    assert by_id[None]["error"]["code"] == -32700  # (no id to answer "not json at all" with: JSON-RPC's null)
    assert not by_id[6]["result"].get("isError")  # and the server goes on serving


def test_a_key_given_twice_or_nan_is_refused_over_stdio_as_import_refuses_it(child_env):
    twice = ('{"jsonrpc": "2.0", "id": 7, "method": "tools/call", "params": {"name": "rc_create_session", '
             '"arguments": {"title": "Safe title", "title": "Second title"}}}\n')
    nan = ('{"jsonrpc": "2.0", "id": 8, "method": "tools/call", "params": {"name": "rc_get_insights", '
           '"arguments": {"severity": NaN}}}\n')
    answers, stderr, code = _exchange({**child_env, "ROOTCAUSE_LANG": "zh-TW"}, [
        HANDSHAKE, _line(None, "notifications/initialized"), twice, nan,
        _line(9, "tools/call", {"name": "rc_list_sessions", "arguments": {}}),
    ], wanted={0, 7, 8, 9})
    by_id = {a.get("id"): a for a in answers}
    assert code == 0 and "Traceback" not in stderr
    assert by_id[7]["error"]["code"] == -32600 and "'title'" in by_id[7]["error"]["message"]
    assert "出現兩次" in by_id[7]["error"]["message"] and "Nothing" not in by_id[7]["error"]["message"]
    assert by_id[8]["error"]["message"].startswith("[invalid_request] NaN 與 Infinity")
    assert by_id[9]["result"]["structuredContent"]["total"] == 0  # nothing was created


def test_a_batch_or_an_id_that_is_no_number_or_string_is_answered_not_dropped(child_env):
    batch = ('[{"jsonrpc": "2.0", "id": 20, "method": "ping"}, {"jsonrpc": "2.0", "id": 21, "method": "ping"}]\n')
    odd_id = '{"jsonrpc": "2.0", "id": {"a": 1}, "method": "tools/call", "params": {"name": "rc_list_sessions"}}\n'
    answers, stderr, code = _exchange(child_env, [
        HANDSHAKE, _line(None, "notifications/initialized"), batch, odd_id, _line(22, "ping"),
    ], wanted={0, 22})
    refused = [a for a in answers if a.get("id") is None]
    assert code == 0 and "Traceback" not in stderr
    assert len(refused) == 2 and all(a["error"]["message"].startswith("[invalid_request] Send one") for a in refused)
