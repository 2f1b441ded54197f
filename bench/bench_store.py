"""Store and MCP round-trip benchmark (issue: foundation).

Measures, on a fresh SQLite store in a temp folder:
- the MCP server's start-to-initialized time over stdio;
- p50/p95 of an MCP stdio round trip for rc_get_session (a case with 8 timeline events) and for
  rc_list_sessions with 1,000 cases in the store;
- 2 processes x 500 read-modify-write updates of one row (with optimistic retries): "database is
  locked" errors and lost updates (both must be zero).

Run: `make bench` or `python bench/bench_store.py [--calls 300]`. Prints a Markdown table.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

import anyio
from mcp import Client, StdioServerParameters

from rootcause.domain.model.actor import human
from rootcause.services import demo, problem, sessions
from rootcause.store import open_store

WRITER = textwrap.dedent("""
    import json, sys, time
    from rootcause.domain.model.actor import human
    from rootcause.errors import StaleVersion, StoreUnavailable
    from rootcause.services import problem
    from rootcause.store import open_store
    url, sid, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
    db = open_store(url)
    retries = locked = 0
    started = time.perf_counter()
    for _ in range(n):
        while True:
            try:
                read = problem.get_problem(db, session_id=sid)
                count = int(read.what.split()[-1])
                problem.set_problem(db, session_id=sid, what=f"count {count + 1}", version=read.version,
                                    actor=human("scribe"))
                break
            except StaleVersion:
                retries += 1
            except StoreUnavailable:
                locked += 1
    print(json.dumps({"retries": retries, "locked": locked, "seconds": time.perf_counter() - started}))
""")


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def env_for(data_dir: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("ROOTCAUSE_")}
    env.update(ROOTCAUSE_DATA_DIR=str(data_dir), ROOTCAUSE_LOG_LEVEL="WARNING")
    return env


async def startup_times(env: dict[str, str], runs: int) -> tuple[list[float], list[float]]:
    """Spawn to initialized, and spawn to the first tool list (the server builds its tools after the handshake)."""
    initialized, listed = [], []
    for _ in range(runs):
        started = time.perf_counter()
        async with Client(StdioServerParameters(command=sys.executable, args=["-m", "rootcause", "mcp"],
                                                env=env)) as client:
            initialized.append(time.perf_counter() - started)
            await client.list_tools()
            listed.append(time.perf_counter() - started)
    return initialized, listed


async def round_trips(env: dict[str, str], tool: str, args: dict[str, object], calls: int) -> list[float]:
    async with Client(StdioServerParameters(command=sys.executable, args=["-m", "rootcause", "mcp"],
                                            env=env)) as client:
        for _ in range(20):  # warm-up
            await client.call_tool(tool, args)
        times = []
        for _ in range(calls):
            started = time.perf_counter()
            result = await client.call_tool(tool, args)
            times.append(time.perf_counter() - started)
            assert not result.is_error, result.content
    return times


def sdk_import_times(runs: int) -> list[float]:
    """The floor under start-up: spawn a bare interpreter and import the MCP SDK's server class, nothing of
    ours; timed to the line it prints afterwards (not to its exit, which adds the interpreter's teardown)."""
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        proc = subprocess.Popen([sys.executable, "-c", "import mcp.server.mcpserver; print('ready', flush=True)"],
                                stdout=subprocess.PIPE, text=True)
        assert proc.stdout is not None and proc.stdout.readline().strip() == "ready"
        times.append(time.perf_counter() - started)
        proc.wait()
    return times


def raw_round_trips(env: dict[str, str], tool: str, args: dict[str, object], calls: int) -> tuple[float, list[float]]:
    """The server's own round trip: bare JSON-RPC lines over the real stdio pipes, no client-side validation.

    Also returns the time from spawning the process to the initialize answer.
    """
    started = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-m", "rootcause", "mcp"], env=env, text=True, bufsize=1,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    assert proc.stdin is not None and proc.stdout is not None

    def ask(ident: int, method: str, params: dict[str, object]) -> dict[str, object]:
        proc.stdin.write(json.dumps({"jsonrpc": "2.0", "id": ident, "method": method, "params": params}) + "\n")
        proc.stdin.flush()
        while True:
            answer = json.loads(proc.stdout.readline())
            if answer.get("id") == ident:
                return answer

    ask(0, "initialize", {"protocolVersion": "2025-06-18", "capabilities": {},
                          "clientInfo": {"name": "bench", "version": "1"}})
    startup = time.perf_counter() - started
    proc.stdin.write(json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}) + "\n")
    times = []
    for i in range(calls + 20):
        t0 = time.perf_counter()
        answer = ask(i + 1, "tools/call", {"name": tool, "arguments": args})
        if i >= 20:
            times.append(time.perf_counter() - t0)
        assert not answer["result"].get("isError"), answer
    proc.stdin.close()
    proc.wait(timeout=30)
    return startup, times


def concurrent_writers(url: str, sid: str, env: dict[str, str], per_process: int) -> dict[str, float]:
    procs = [subprocess.Popen([sys.executable, "-c", WRITER, url, sid, str(per_process)], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for _ in range(2)]
    outs = []
    for proc in procs:
        out, err = proc.communicate()
        if proc.returncode:
            raise SystemExit(err)
        outs.append(json.loads(out))
    return {"retries": sum(o["retries"] for o in outs), "locked": sum(o["locked"] for o in outs),
            "seconds": max(o["seconds"] for o in outs)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--calls", type=int, default=300)
    parser.add_argument("--writes", type=int, default=500)
    args = parser.parse_args()
    data_dir = Path(tempfile.mkdtemp(prefix="rootcause-bench-"))
    env = env_for(data_dir)
    url = f"sqlite:///{data_dir / 'rootcause.db'}"
    db = open_store(url)
    actor = human("facilitator")
    case = demo.start_demo_case(db, actor=actor)

    start, listed = anyio.run(startup_times, env, 5)
    sdk_floor = sdk_import_times(5)
    get_times = anyio.run(round_trips, env, "rc_get_session", {"session_id": case.id}, args.calls)
    raw_start, raw_get = raw_round_trips(env, "rc_get_session", {"session_id": case.id}, args.calls)
    for i in range(999):
        sessions.create_session(db, title=f"Bench case {i}", actor=actor)
    list_times = anyio.run(round_trips, env, "rc_list_sessions", {}, args.calls)
    _, raw_list = raw_round_trips(env, "rc_list_sessions", {}, args.calls)

    suggest_args = {"description": "The night nurse was interrupted four times while drawing up the insulin"}
    _, raw_suggest = raw_round_trips(env, "rc_suggest_hfacs", suggest_args, args.calls)
    counter = sessions.create_session(db, title="Counter", actor=actor)
    problem.set_problem(db, session_id=counter.id, what="count 0", actor=actor)
    writes = concurrent_writers(url, counter.id, env, args.writes)
    final = int(problem.get_problem(db, session_id=counter.id).what.split()[-1])
    lost = 2 * args.writes - final

    ms = 1000.0
    print(f"Machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, "
          f"{time.strftime('%Y-%m-%d')}\n")
    print("| measure | result | target |\n|---|---|---|")
    print(f"| MCP stdio start-to-initialized, official client (median of 5) | {statistics.median(start) * ms:.0f} ms "
          "| < 1000 ms |")
    print(f"| MCP stdio start-to-initialize answer, bare JSON-RPC | {raw_start * ms:.0f} ms | < 1000 ms |")
    print(f"| of which: a bare Python importing the MCP SDK server (median of 5) | "
          f"{statistics.median(sdk_floor) * ms:.0f} ms | - |")
    print(f"| MCP stdio start to the first tools/list answer, official client (median of 5) | "
          f"{statistics.median(listed) * ms:.0f} ms | - |")
    print(f"| rc_get_session (8 events), server round trip p50 / p95 | {pct(raw_get, .5) * ms:.2f} / "
          f"{pct(raw_get, .95) * ms:.2f} ms | p50 < 3 ms |")
    print(f"| rc_get_session, official Python client (validates output) p50 / p95 | {pct(get_times, .5) * ms:.2f} / "
          f"{pct(get_times, .95) * ms:.2f} ms | - |")
    print(f"| rc_list_sessions (1,000 cases), server round trip p50 / p95 | {pct(raw_list, .5) * ms:.2f} / "
          f"{pct(raw_list, .95) * ms:.2f} ms | p50 < 3 ms |")
    print(f"| rc_list_sessions, official Python client p50 / p95 | {pct(list_times, .5) * ms:.2f} / "
          f"{pct(list_times, .95) * ms:.2f} ms | - |")
    print(f"| rc_suggest_hfacs, server round trip p50 / p95 | {pct(raw_suggest, .5) * ms:.2f} / "
          f"{pct(raw_suggest, .95) * ms:.2f} ms | p50 < 3 ms |")
    print(f"| 2 processes x {args.writes} read-modify-writes | {writes['seconds']:.1f} s, "
          f"{2 * args.writes / writes['seconds']:.0f} writes/s, {writes['retries']} optimistic retries | - |")
    print(f"| 'database is locked' errors | {writes['locked']} | 0 |")
    print(f"| lost updates | {lost} | 0 |")


if __name__ == "__main__":
    main()
