"""How long a large import holds the store, and what a concurrent writer sees meanwhile (issue 20, item 2).

Builds a case document of about 4.5 MB (3,600 causes with a why answer each, just under the 5 MB import limit)
from a real export of the demonstration case, then imports it into a fresh SQLite store (or ``--url``) while an
agent adds a timeline event to another case every 200 ms through the MCP server (the official client over
stdio, a second process). Reports the import's wall time and the concurrent writes' count, failures (error
results) and p50 / max round-trip latency. The issue's target: every concurrent write
succeeds, the slowest under 1.5 s.

Run from the repo root: ``PYTHONPATH=. python bench/bench_import.py [--causes 3600] [--url URL]``. Prints Markdown.
"""

from __future__ import annotations

import argparse
import copy
import json
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

from rootcause.domain.model.actor import human
from rootcause.services import case_io, causes, demo, report_export, sessions, why_tree
from rootcause.services.frameworks import Frameworks
from rootcause.store import open_store

WRITER = textwrap.dedent("""
    import json, os, sys, time
    import anyio
    from mcp import Client, StdioServerParameters
    url, sid, seconds = sys.argv[1], sys.argv[2], float(sys.argv[3])
    env = {k: v for k, v in os.environ.items() if not k.startswith("ROOTCAUSE_")}
    env.update(ROOTCAUSE_DATABASE_URL=url, ROOTCAUSE_LOG_LEVEL="WARNING")

    async def main():
        out = []
        server = StdioServerParameters(command=sys.executable, args=["-m", "rootcause", "mcp"], env=env)
        async with Client(server) as client:
            await client.list_tools()
            print("ready", flush=True)
            end = time.monotonic() + seconds
            while time.monotonic() < end:
                start = time.perf_counter()
                result = await client.call_tool("rc_add_timeline_event", {"session_id": sid, "when": "08:00",
                                                                          "description": "concurrent write"})
                out.append([time.perf_counter() - start, not result.is_error])
                await anyio.sleep(0.2)
        print(json.dumps(out), flush=True)

    anyio.run(main)
""")


def _document(base: dict, causes: int) -> dict:
    doc = copy.deepcopy(base)
    template = doc["causes"][0]
    node_template = doc["why_nodes"][0]
    doc["causes"] = []
    doc["why_nodes"] = []
    doc["causation_checks"], doc["actions"] = [], []
    filler = " The cabinet restock map placed both look-alike vials in adjacent pockets on the night shift." * 3
    filler += " The bins had no labels."  # (4.5 MB at 3,600 causes)
    for i in range(causes):
        cause = {**template, "id": f"cau_{i:012d}"[:16], "description": f"Contributing factor {i}.{filler}",
                 "hfacs_code": None, "category": "METHOD", "position": i + 1}
        doc["causes"].append(cause)
        doc["why_nodes"].append({**node_template, "id": f"why_{i:012d}"[:16], "parent_id": None,
                                 "cause_id": cause["id"], "text": f"Why {i}: the restock map had no rule.{filler}",
                                 "is_root_cause": False, "root_cause_rationale": None, "position": 1})
    return doc


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--causes", type=int, default=3600)
    parser.add_argument("--url", help="a store URL (e.g. a PostgreSQL database); a fresh SQLite file by default")
    args = parser.parse_args()
    url = args.url or f"sqlite:///{Path(tempfile.mkdtemp()) / 'rootcause.db'}"
    db, fw = open_store(url), Frameworks()
    actor = human("facilitator", face="cli")
    source = demo.start_demo_case(db, actor=actor, language="en")
    cause = causes.add_cause(db, fw, session_id=source.id, description="Look-alike vials stored together",
                             category="MATERIAL", actor=actor).cause
    why_tree.ask_why(db, session_id=source.id, cause_id=cause.id, answer="The restock map had no rule for it",
                     actor=actor)
    other = sessions.create_session(db, title="The meeting going on", actor=actor)
    base = json.loads(report_export.export_report(db, fw, session_id=source.id, format="json"))
    text = json.dumps(_document(base, args.causes))
    writer = subprocess.Popen([sys.executable, "-c", WRITER, url, other.id, "30"], stdout=subprocess.PIPE, text=True)
    assert writer.stdout is not None and writer.stdout.readline().strip() == "ready"  # the MCP server is up
    time.sleep(1.0)  # the agent is writing before the import starts
    start = time.perf_counter()
    case_io.import_case(db, fw, document=text, actor=actor)
    took = time.perf_counter() - start
    writes = json.loads(writer.communicate(timeout=120)[0].strip().splitlines()[-1])
    latencies = sorted(seconds for seconds, _ in writes)
    failed = sum(1 for _, ok in writes if not ok)
    print("## Import of a large document beside a live meeting\n")
    print(f"Document: {len(text) / 1e6:.2f} MB, {args.causes} causes and {args.causes} why answers; "
          f"store: {url.split(':', 1)[0]}.\n")
    print("| import wall s | concurrent writes | failed | p50 latency s | max latency s |")
    print("|---:|---:|---:|---:|---:|")
    print(f"| {took:.1f} | {len(writes)} | {failed} | {statistics.median(latencies):.3f} | {latencies[-1]:.3f} |")


if __name__ == "__main__":
    main()
