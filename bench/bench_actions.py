"""Benchmark of the action-strength classifier on the labelled dev set (run from the repo root).

    python bench/bench_actions.py [--data tests/data/action_strength_dev.jsonl] [--config OVERRIDE_FOLDER] [--repeat 20]

Prints Markdown: accuracy per split x language, the 3x3 confusion matrix (rows = label, columns = prediction)
per split and language, category agreement where an item names one, and mean / p95 time per classification
(time.perf_counter, after one warm-up pass), plus the time to load the YAML and compile the matcher.

Splits: ``tune`` (cues were written with it in view), ``holdout`` (measured, never tuned on), ``blind``
(40 items written after the first rule set, measured once; its misses were later described in general terms
and the constructions address those notions, so it is no longer fully unseen) and ``blind2`` (80 items, 40 en /
40 zh-TW, written before the constructions and measured once after them). ``blind2`` is the figure that
predicts unseen text best; it was written by the same engineer who then wrote the constructions. With
``--data tests/data/action_strength_published.jsonl`` (splits ``dev`` / ``test``) and ``..._published_2.jsonl``
(``test2``: measured once without tuning on 2026-11-25, development data since its misses shaped the 2026-11-26
elimination and substitution rules), ``--errors`` lists what is still rated differently from the hierarchy named on
each line.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rootcause.config.action_rules import load_action_rules  # noqa: E402
from rootcause.domain.actions.strength import STRENGTHS, classify_action, compile_action_rules  # noqa: E402

SPLITS = ("tune", "holdout", "blind", "blind2", "dev", "test", "test2")  # dev/test/test2: the published sets
LANGS = ("en", "zh-TW")


def _pct(hits: int, n: int) -> str:
    return f"{100 * hits / n:.1f}%" if n else "-"


def _accuracy_table(rows: list[dict]) -> list[str]:
    lines = ["### Accuracy per split and language", "", "| split | language | n | correct | accuracy |",
             "|---|---|---:|---:|---:|"]
    groups = [(s, lang) for s in (*SPLITS, "all") for lang in (*LANGS, "both")]
    for split, lang in groups:
        sel = [r for r in rows if split in ("all", r["split"]) and lang in ("both", r["lang"])]
        if sel:
            ok = sum(r["pred"] == r["strength"] for r in sel)
            lines.append(f"| {split} | {lang} | {len(sel)} | {ok} | {_pct(ok, len(sel))} |")
    return [*lines, ""]


def _confusion(title: str, rows: list[dict]) -> list[str]:
    counts = Counter((r["strength"], r["pred"]) for r in rows)
    lines = [f"#### {title} (n = {len(rows)})", "", "| label \\ predicted | " + " | ".join(STRENGTHS) + " |",
             "|---|" + "---:|" * len(STRENGTHS)]
    for label in STRENGTHS:
        lines.append(f"| {label} | " + " | ".join(str(counts[(label, p)]) for p in STRENGTHS) + " |")
    return [*lines, ""]


def _category_table(rows: list[dict]) -> list[str]:
    lines = ["### Category agreement (items that name a category, strength correct or not)", "",
             "| split | n | same category |", "|---|---:|---:|"]
    for split in SPLITS:
        sel = [r for r in rows if r["split"] == split and r.get("category")]
        if sel:
            ok = sum(r["pred_category"] == r["category"] for r in sel)
            lines.append(f"| {split} | {len(sel)} | {_pct(ok, len(sel))} |")
    return [*lines, ""]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", default=str(ROOT / "tests/data/action_strength_dev.jsonl"))
    parser.add_argument("--config", default=None,
                        help="an override folder (holding rules/) over the built-in files; default: the built-ins")
    parser.add_argument("--repeat", type=int, default=20, help="timing passes over the dev set")
    parser.add_argument("--errors", action="store_true", help="also list the misclassified items")
    args = parser.parse_args()

    t0 = time.perf_counter()
    rules = load_action_rules(args.config, use_cache=False)
    t1 = time.perf_counter()
    compile_action_rules(rules)
    t2 = time.perf_counter()

    rows = [json.loads(line) for line in Path(args.data).read_text(encoding="utf-8").splitlines() if line.strip()]
    for row in rows:
        result = classify_action(row["text"], rules, lang=row["lang"])
        row["pred"], row["pred_category"] = result.strength, result.category

    times: list[float] = []
    for _ in range(max(args.repeat, 1)):
        for row in rows:
            start = time.perf_counter()
            classify_action(row["text"], rules, lang=row["lang"])
            times.append(time.perf_counter() - start)
    times.sort()
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))]

    out = ["## Action strength (RCA² hierarchy)", "", f"{len(rows)} items from `{Path(args.data).name}`.", ""]
    out += _accuracy_table(rows)
    out += ["### Confusion matrices", ""]
    for split in SPLITS:
        for lang in LANGS:
            sel = [r for r in rows if r["split"] == split and r["lang"] == lang]
            if sel:
                out += _confusion(f"{split} / {lang}", sel)
    out += _confusion("all splits, both languages", rows)
    out += _category_table(rows)
    out += [
        "### Time",
        "",
        "| measure | value |",
        "|---|---:|",
        f"| load + validate YAML | {1000 * (t1 - t0):.1f} ms |",
        f"| compile matcher | {1000 * (t2 - t1):.1f} ms |",
        f"| mean per classification | {1e6 * statistics.fmean(times):.0f} µs |",
        f"| p95 per classification | {1e6 * p95:.0f} µs |",
        f"| classifications timed | {len(times)} |",
        "",
    ]
    if args.errors:
        out += ["### Misclassified", "", "| split | label | predicted | text |", "|---|---|---|---|"]
        wrong = [r for r in rows if r["pred"] != r["strength"]]
        out += [f"| {r['split']} | {r['strength']} | {r['pred']} | {r['text']} |" for r in wrong]
        out.append("")
    print("\n".join(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
