"""AI-assist benchmark: what the assist layer costs when it is off, and how fast it falls back when the
endpoint is down (a closed port on 127.0.0.1: connection refused).

Reports, as Markdown:
- per-call median and p95 of the rules alone against the same call through the assist layer with the
  assist off (``use_ai`` false, and ``use_ai`` true on a server where ROOTCAUSE_LLM is off), for HFACS
  suggestions and for the causal-statement draft; and whether ``openai`` was imported at all;
- the fallback with ROOTCAUSE_LLM=on and nothing listening: the one-time start-up cost when on (import
  the SDK and build the client, as ``Assistant.from_settings`` does), the first call after it, then median /
  p95 / max of later calls, for ``suggest_hfacs(use_ai=True)`` and ``draft_causal_statement``. Each must
  return the rule result.

Run from the repo root: ``PYTHONPATH=. python bench/bench_assist.py [--calls 300]``.
"""

from __future__ import annotations

import argparse
import socket
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from rootcause.assist import Assistant
from rootcause.domain.causal.linter import lint_statement
from rootcause.services import assist_statements, classification
from rootcause.services.frameworks import Frameworks
from rootcause.store import open_store

REPO = Path(__file__).resolve().parent.parent
STATEMENTS = [
    "The nurse was tired after a double shift while the ward was understaffed",
    "Heparin and insulin vials with the same cap colour were stored in adjacent bins",
    "護理師連續上兩班非常疲累，病房人力不足",
    "Poor communication between the nurse and the pharmacist",
    "溝通不良導致給藥錯誤",
]
TARGET_MS = 100.0


def _closed_port_url() -> str:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}/v1"


def _times_us(call: Callable[[str], object], calls: int, texts: list[str] = STATEMENTS) -> list[float]:
    samples = []
    for i in range(calls):
        text = texts[i % len(texts)]
        start = time.perf_counter()
        call(text)
        samples.append((time.perf_counter() - start) * 1e6)
    return samples


def _p(samples: list[float], q: float) -> float:
    return sorted(samples)[min(len(samples) - 1, int(q * len(samples)))]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--calls", type=int, default=300)
    args = parser.parse_args()
    fw = Frameworks()
    off = Assistant()
    with tempfile.TemporaryDirectory() as tmp:
        db = open_store(f"sqlite:///{Path(tmp) / 'bench.db'}")
        for text in STATEMENTS:  # warm-up: the suggester compiles on first use
            classification.suggest_hfacs(db, fw, description=text)
            lint_statement(text)
        rows = [
            ("HFACS: rules alone (`classification.suggest_hfacs`)",
             lambda s: classification.suggest_hfacs(db, fw, description=s)),
            ("HFACS: assist layer, use_ai=false",
             lambda s: assist_statements.suggest_hfacs(db, fw, off, description=s)),
            ("HFACS: assist layer, use_ai=true, ROOTCAUSE_LLM=off",
             lambda s: assist_statements.suggest_hfacs(db, fw, off, description=s, use_ai=True)),
            ("Causal: rules alone (`lint_statement`)", lint_statement),
            ("Causal: `draft_causal_statement`, ROOTCAUSE_LLM=off",
             lambda s: assist_statements.draft_causal_statement(off, text=s)),
        ]
        print("## Overhead when off\n")
        print("| call | median µs | p95 µs |\n|---|---:|---:|")
        for name, call in rows:
            samples = _times_us(call, args.calls)
            print(f"| {name} | {statistics.median(samples):.0f} | {_p(samples, 0.95):.0f} |")
        print(f"\n`openai` imported with the assist off: {'yes' if 'openai' in sys.modules else 'no'}\n")

        down = Assistant(enabled=True, model="local-model", base_url=_closed_port_url(), timeout=10.0)
        start = time.perf_counter()
        down.warm()  # what Assistant.from_settings does at start-up when the assist is on
        warm_ms = (time.perf_counter() - start) * 1e3
        print("## Fallback with a closed port (ROOTCAUSE_LLM=on, nothing listening)\n")
        print(f"Start-up when on (import the SDK, build the client; once per process): {warm_ms:.0f} ms\n")
        print(f"| call | first call ms | median ms | p95 ms | max ms | target < {TARGET_MS:.0f} ms |")
        print("|---|---:|---:|---:|---:|---|")
        failing = [s for s in STATEMENTS if lint_statement(s)]  # a passing statement is returned unasked
        for name, call, check, texts in [
            ("suggest_hfacs(use_ai=true)",
             lambda s: assist_statements.suggest_hfacs(db, fw, down, description=s, use_ai=True),
             lambda r: r.assist == "unavailable" and r.suggestions, STATEMENTS),
            ("draft_causal_statement",
             lambda s: assist_statements.draft_causal_statement(down, text=s),
             lambda r: r.assist == "unavailable" and r.findings, failing),
        ]:
            start = time.perf_counter()
            first = call(texts[0])
            first_ms = (time.perf_counter() - start) * 1e3
            assert check(first), first
            samples = [s / 1e3 for s in _times_us(call, args.calls, texts)]
            ok = "met" if _p(samples, 0.95) < TARGET_MS else "missed"
            print(f"| {name} | {first_ms:.0f} | {statistics.median(samples):.1f} | {_p(samples, 0.95):.1f} | "
                  f"{max(samples):.1f} | {ok} |")
        db.dispose()


if __name__ == "__main__":
    main()
