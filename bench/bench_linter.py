"""Causal-statement linter benchmark: time per linted statement on the dev set, and per-rule accuracy.

Loads ``tests/data/causal_statements_dev.jsonl`` and reports, as Markdown:
- the mean, p95 and max time of one ``lint_statement`` call, overall and per language. Each statement is
  linted ``--rounds`` times after a warm-up pass (compiled patterns and the OpenCC converter are built on first
  use, which a long-running app pays once); a statement's time is its median round, which damps noise from
  other jobs on the machine without hiding a slow statement;
- per-rule precision and recall against the labels (the same figures the test asserts).

Run from the repo root: ``PYTHONPATH=. python bench/bench_linter.py [--rounds 30]``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path

from rootcause.domain.causal.linter import lint_statement
from rootcause.domain.model.chains import RULES

DEV_SET = Path(__file__).resolve().parent.parent / "tests" / "data" / "causal_statements_dev.jsonl"
TARGET_MS = 0.5


def _load() -> list[dict]:
    with DEV_SET.open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def _time_ms(text: str, rounds: int) -> float:
    """Median milliseconds of one call over ``rounds`` calls."""
    samples = []
    for _ in range(rounds):
        start = time.perf_counter()
        lint_statement(text)
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def _accuracy(rows: list[dict]) -> list[str]:
    counts = {rule: [0, 0, 0] for rule in RULES}
    for row in rows:
        got = {f.rule for f in lint_statement(row["text"])}
        want = set(row["violations"])
        for rule in RULES:
            counts[rule][0] += rule in got and rule in want
            counts[rule][1] += rule in got and rule not in want
            counts[rule][2] += rule in want and rule not in got
    lines = ["| rule | precision | recall | TP | FP | FN |", "|---|---:|---:|---:|---:|---:|"]
    for rule, (tp, fp, fn) in counts.items():
        precision = tp / (tp + fp) if tp + fp else 1.0
        recall = tp / (tp + fn) if tp + fn else 1.0
        lines.append(f"| {rule} | {precision:.2f} | {recall:.2f} | {tp} | {fp} | {fn} |")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=30, help="calls per statement (median is kept)")
    args = parser.parse_args()
    rows = _load()
    for row in rows:  # warm-up: compile patterns, load OpenCC, fill the per-character cache
        lint_statement(row["text"])
    times = {i: _time_ms(row["text"], args.rounds) for i, row in enumerate(rows)}

    print(f"## Causal-statement linter ({len(rows)} dev statements, median of {args.rounds} rounds each)\n")
    print("| set | n | mean ms | p95 ms | max ms | mean chars |")
    print("|---|---:|---:|---:|---:|---:|")
    for label, langs in (("all", {"en", "zh-TW"}), ("en", {"en"}), ("zh-TW", {"zh-TW"})):
        ids = [i for i, row in enumerate(rows) if row["lang"] in langs]
        values = [times[i] for i in ids]
        chars = statistics.mean(len(rows[i]["text"]) for i in ids)
        print(f"| {label} | {len(ids)} | {statistics.mean(values):.3f} | {_p95(values):.3f} | {max(values):.3f} "
              f"| {chars:.0f} |")
    mean_all = statistics.mean(times.values())
    verdict = "meets" if mean_all < TARGET_MS else "MISSES"
    print(f"\nMean {mean_all:.3f} ms per statement {verdict} the {TARGET_MS} ms target.\n")
    print("### Per-rule accuracy on the dev set\n")
    print("\n".join(_accuracy(rows)))


if __name__ == "__main__":
    main()
