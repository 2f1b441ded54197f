"""Scale benchmark (issue: learning across cases): search, insights and the case list on a big store.

Loads synthetic cases (30 causes and 20 why nodes each, half English, half Chinese) through the real
import path (validation, PHI guard, search index, audit) into a fresh store, on SQLite and, when
ROOTCAUSE_BENCH_PG_URL or ROOTCAUSE_TEST_PG_URL names a PostgreSQL database it may wipe, on PostgreSQL
in the same run. At each size it measures: load rate, similar-case search p50/p95 (20 queries in
English, Chinese and mixed, 5 rounds), the insights query (cold = first call after a write, warm =
cached), `list_sessions` p95 (what rc_list_sessions runs), and the Insights page rerun in AppTest.

Run: `python bench/bench_scale.py` (500 then 5,000 cases) or `--quick` (50 then 200). Prints Markdown.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from sqlalchemy import create_engine, text

sys.path.insert(0, str(Path(__file__).resolve().parent))
from scale_data import QUERIES, case_document

from rootcause.domain.model.actor import human
from rootcause.services import sessions
from rootcause.services.case_io import import_case
from rootcause.services.frameworks import Frameworks
from rootcause.services.insights import get_insights
from rootcause.services.search import search_similar_cases
from rootcause.store import Store, open_store

ROOT = Path(__file__).resolve().parent.parent
ACTOR = human("facilitator", face="cli")


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def fresh_store(url: str) -> Store:
    if url.startswith("postgresql"):
        engine = create_engine(url)
        with engine.begin() as conn:
            conn.execute(text("DROP SCHEMA public CASCADE"))
            conn.execute(text("CREATE SCHEMA public"))
        engine.dispose()
    return open_store(url)


def load(db: Store, fw: Frameworks, start: int, stop: int, rng: random.Random) -> float:
    """Import cases start..stop-1; completed cases get a completion date after their event. Returns seconds."""
    began = time.perf_counter()
    for i in range(start, stop):
        import_case(db, fw, document=case_document(i, rng), actor=ACTOR)
    elapsed = time.perf_counter() - began
    with db.transaction(None) as tx:  # the document format carries no completion date: give one
        tx.db.exec(text(  # type: ignore[call-overload]
            "UPDATE rca_session SET completed_at = created_at + (INTERVAL '45 days') WHERE status = 'complete'"
            if db.url.startswith("postgresql") else
            "UPDATE rca_session SET completed_at = datetime(created_at, '+45 days') WHERE status = 'complete'"))
    return elapsed


def timed(fn: Any, rounds: int) -> list[float]:
    out = []
    for _ in range(rounds):
        began = time.perf_counter()
        fn()
        out.append((time.perf_counter() - began) * 1e3)
    return out


def page_rerun_ms(url: str, data_dir: Path) -> float:
    """Median rerun of the Insights page in AppTest (a first run fills the caches, as for a person)."""
    os.environ.update(ROOTCAUSE_DATABASE_URL=url, ROOTCAUSE_DATA_DIR=str(data_dir))  # the built-in config
    os.environ.pop("ROOTCAUSE_CONFIG_DIR", None)
    import streamlit as st
    from streamlit.testing.v1 import AppTest

    st.cache_resource.clear()
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=120)
    at.run()
    at.switch_page("pages/insights.py")
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return statistics.median(timed(at.run, 5))


def measure(db: Store, fw: Frameworks, url: str, data_dir: Path) -> dict[str, float]:
    searches: list[float] = []
    for _ in range(5):
        for query in QUERIES:
            searches += timed(lambda q=query: search_similar_cases(db, query=q, limit=10), 1)
    cold = []
    for _ in range(3):
        db.views = type(db.views)()  # a write anywhere would do the same: the figures are recomputed
        cold += timed(lambda: get_insights(db, fw), 1)
    warm = timed(lambda: get_insights(db, fw), 5)
    listing = timed(lambda: sessions.list_sessions(db, limit=20), 50)
    return {"search_p50": pct(searches, 0.5), "search_p95": pct(searches, 0.95),
            "insights_cold": statistics.median(cold), "insights_warm": statistics.median(warm),
            "list_p95": pct(listing, 0.95), "page_rerun": page_rerun_ms(url, data_dir)}


def run_backend(name: str, url: str, sizes: list[int], data_dir: Path) -> list[dict[str, Any]]:
    fw = Frameworks()
    db = fresh_store(url)
    rng = random.Random(20261123)
    rows, loaded = [], 0
    for size in sizes:
        seconds = load(db, fw, loaded, size, rng)
        rate = (size - loaded) / seconds
        loaded = size
        rows.append({"backend": name, "cases": size, "load_rate": rate, **measure(db, fw, url, data_dir)})
        print(f"  {name} {size}: {rows[-1]}", file=sys.stderr, flush=True)
    db.dispose()
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="50 and 200 cases (a smoke run)")
    parser.add_argument("--sizes", default=None, help="comma-separated case counts (default 500,5000)")
    parser.add_argument("--backends", default="sqlite,postgres", help="which of sqlite,postgres to run")
    args = parser.parse_args()
    sizes = [int(s) for s in (args.sizes or ("50,200" if args.quick else "500,5000")).split(",")]
    with tempfile.TemporaryDirectory() as tmp:
        data_dir = Path(tmp) / "data"
        wanted = args.backends.split(",")
        backends = [("SQLite", f"sqlite:///{data_dir / 'rootcause.db'}")] if "sqlite" in wanted else []
        pg = os.environ.get("ROOTCAUSE_BENCH_PG_URL") or os.environ.get("ROOTCAUSE_TEST_PG_URL")
        if pg and "postgres" in wanted:
            backends.append(("PostgreSQL", pg))
        rows = [row for name, url in backends for row in run_backend(name, url, sizes, data_dir)]
    print(f"Machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, "
          f"{time.strftime('%Y-%m-%d')}\n")
    print("| backend | cases | load (cases/s) | search p50 / p95 (ms) | insights cold / warm (ms) "
          "| list_sessions p95 (ms) | Insights page rerun (ms) |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for r in rows:
        print(f"| {r['backend']} | {r['cases']:,} | {r['load_rate']:.0f} | {r['search_p50']:.1f} / "
              f"{r['search_p95']:.1f} | {r['insights_cold']:.0f} / {r['insights_warm']:.2f} | {r['list_p95']:.1f} "
              f"| {r['page_rerun']:.0f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
