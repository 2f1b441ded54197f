"""Benchmark of the HFACS-MES suggester on the labelled dev set (run from the repo root).

    python bench/bench_hfacs.py [--data tests/data/hfacs_dev.jsonl] [--config OVERRIDE_FOLDER] [--repeat 5]

Prints Markdown tables: top-1 / top-3 accuracy per split x language (tune, holdout, blind, blind2, blind3) against the
targets, then overall, per language, per level; the confusion between levels (top-1); the reliability of
``confidence`` (bins vs accuracy of every shown suggestion, also on the unseen splits alone); p50 / p95 time per
suggestion; and the time to load the YAML and compile all rules. A suggestion counts as correct when its code is
one of the item's acceptable codes.

Splits: ``tune`` (rules written from it), ``blind`` (written before the last round of changes, then used to
diagnose them), ``holdout`` (never tuned on, but seen in earlier rounds), ``blind2`` (diagnosed after it was
measured; its English failures shaped the stemmer / actor / similarity changes, never a keyword) and
``blind3`` (100 English + 41 Chinese statements written before those changes and measured once after them:
the honest figures). ``--data tests/data/hfacs_published.jsonl`` measures the published real-language set, whose
``dev`` split (sources) was looked at while writing the statement-reading rules; its ``test`` split was never a
source of a rule, but since 2026-11-26 its misses have been printed beside the dev misses, so it is a check, not an
unseen figure. ``--data tests/data/hfacs_published_2.jsonl`` (split ``test2``) was measured once without tuning on
2026-11-25 and is development data since: its misses shaped the 2026-11-26 rules (the actor of the act, omissions,
denied causes). Only a set collected after a change measures it honestly.

A published set is scored without its own precedents (``Suggester.without_precedents_of``): the suggester never
quotes a statement back at itself, so the figures are those of a set it never saw, as far as precedents go.
"""

from __future__ import annotations

import argparse
import itertools
import json
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rootcause.config.frameworks import load_config  # noqa: E402
from rootcause.domain.classify.suggester import Suggester  # noqa: E402

LEVELS = ("EF", "OI", "US", "PC", "UA")
SPLITS = ("tune", "holdout", "blind", "blind2", "blind3", "dev", "test", "test2")  # dev/test: hfacs_published.jsonl
# Never a source of a keyword, rule or constant. (2026-11-26: items that a change had moved were read while checking
# for regressions, seven from hfacs_dev and five from the published test split, and some fixes answered them; so these
# splits now overstate unseen accuracy a little; docs/benchmarks.md.)
UNSEEN = ("holdout", "blind2", "blind3", "test")
TARGET_TOP1, TARGET_TOP3 = 0.70, 0.90
BINS = (0.0, 0.3, 0.5, 0.6, 0.7, 0.8, 0.9, 1.01)


def _pct(hits: int, n: int) -> str:
    return f"{100 * hits / n:.1f}%" if n else "-"


def _accuracy_table(title: str, groups: dict[str, list[tuple[bool, bool]]]) -> list[str]:
    lines = [f"### {title}", "", "| group | n | top-1 | top-3 |", "|---|---:|---:|---:|"]
    for name, rows in groups.items():
        n = len(rows)
        lines.append(f"| {name} | {n} | {_pct(sum(a for a, _ in rows), n)} | {_pct(sum(b for _, b in rows), n)} |")
    return [*lines, ""]


def _split_table(groups: dict[str, list[tuple[bool, bool]]]) -> list[str]:
    """Split x language against the targets; unseen splits are marked, since only they predict new text."""
    lines = [
        "### Accuracy per split and language (targets: top-1 >= 70%, top-3 >= 90% in each language)",
        "",
        "| split | language | n | top-1 | top-3 | meets targets |",
        "|---|---|---:|---:|---:|---|",
    ]
    names = [*SPLITS, *sorted({k.split(" / ")[0] for k in groups} - set(SPLITS))]
    for split in names:
        for lang in ("en", "zh-TW"):
            rows = groups.get(f"{split} / {lang}", [])
            if not rows:
                continue
            n, top1, top3 = len(rows), sum(a for a, _ in rows), sum(b for _, b in rows)
            ok = top1 / n >= TARGET_TOP1 and top3 / n >= TARGET_TOP3
            label = f"{split} (unseen)" if split in UNSEEN else split
            lines.append(f"| {label} | {lang} | {n} | {_pct(top1, n)} | {_pct(top3, n)} | {'yes' if ok else 'no'} |")
    return [*lines, ""]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", default=str(ROOT / "tests/data/hfacs_dev.jsonl"))
    parser.add_argument("--config", default=None,
                        help="an override folder (holding hfacs/) over the built-in files; default: the built-ins")
    parser.add_argument("--repeat", type=int, default=5, help="timing passes over the dev set")
    args = parser.parse_args()

    t0 = time.perf_counter()
    config = load_config(args.config, use_cache=False)
    t1 = time.perf_counter()
    suggester = Suggester(config).without_precedents_of(Path(args.data).stem)  # (a set never meets its own lines)
    t2 = time.perf_counter()
    suggester.suggest("warm-up: the nurse was interrupted", lang="en")
    suggester.suggest("暖身：護理師被打斷", lang="zh-TW")

    items = [json.loads(line) for line in Path(args.data).read_text(encoding="utf-8").splitlines() if line.strip()]
    items = [item for item in items if item["codes"]]  # (a published finding that rules everything out has none)
    groups: dict[str, dict[str, list[tuple[bool, bool]]]] = defaultdict(lambda: defaultdict(list))
    confusion: dict[str, dict[str, int]] = {lv: defaultdict(int) for lv in LEVELS}
    reliability: list[tuple[float, bool, str]] = []
    for item in items:
        result = suggester.suggest(item["text"], lang=item["lang"])
        codes = [s.code for s in result.suggestions]
        ok = set(item["codes"])
        top1 = bool(codes) and codes[0] in ok
        top3 = any(c in ok for c in codes[:3])
        row = (top1, top3)
        groups["overall"]["all"].append(row)
        groups["language"][item["lang"]].append(row)
        groups["split"][item["split"]].append(row)
        groups["split x language"][f"{item['split']} / {item['lang']}"].append(row)
        groups["level (of the best label)"][item["codes"][0][:2]].append(row)
        confusion[item["codes"][0][:2]][codes[0][:2] if codes else "none"] += 1
        reliability += [(s.confidence, s.code in ok, item["split"]) for s in result.suggestions]

    timings: list[float] = []
    for _ in range(args.repeat):
        for item in items:
            start = time.perf_counter()
            suggester.suggest(item["text"], lang=item["lang"])
            timings.append(time.perf_counter() - start)
    timings.sort()

    out = [f"## HFACS-MES suggester on {Path(args.data).name} ({len(items)} statements)", ""]
    out += _split_table(groups["split x language"])
    for title in ("overall", "language", "split", "level (of the best label)"):
        out += _accuracy_table(f"Accuracy by {title}", dict(sorted(groups[title].items())))
    out += ["### Level confusion (rows: level of the best label; columns: level of the top suggestion)", ""]
    cols = [*LEVELS, "none"]
    out += ["| label \\ top-1 | " + " | ".join(cols) + " |", "|---|" + "---:|" * len(cols)]
    out += [f"| {lv} | " + " | ".join(str(confusion[lv].get(c, 0)) for c in cols) + " |" for lv in LEVELS]
    out += ["", "### Reliability of confidence (every shown suggestion, top-3)", ""]
    out += ["| confidence | all: n | all: correct | unseen: n | unseen: correct |", "|---|---:|---:|---:|---:|"]
    for lo, hi in itertools.pairwise(BINS):
        cell = [(ok, split) for c, ok, split in reliability if lo <= c < hi]
        held = [ok for ok, split in cell if split in UNSEEN]
        out.append(
            f"| {lo:.1f}-{min(hi, 1.0):.1f} | {len(cell)} | {_pct(sum(ok for ok, _ in cell), len(cell))} | "
            f"{len(held)} | {_pct(sum(held), len(held))} |"
        )
    high = [ok for c, ok, _ in reliability if c >= 0.7]
    high_by_split = {s: [ok for c, ok, split in reliability if c >= 0.7 and split == s] for s in SPLITS}
    high_held = [ok for c, ok, split in reliability if c >= 0.7 and split in UNSEEN]
    out += [
        "",
        f"Suggestions shown with confidence >= 0.7: {len(high)}, correct {_pct(sum(high), len(high))} "
        f"(unseen {'+'.join(UNSEEN)}: {len(high_held)}, correct {_pct(sum(high_held), len(high_held))}).",
        "Per split: "
        + "; ".join(f"{s} {len(v)}, correct {_pct(sum(v), len(v))}" for s, v in high_by_split.items() if v)
        + ".",
        "",
        "### Speed",
        "",
        "| measure | value |",
        "|---|---:|",
        f"| load YAML + validate (ms) | {1000 * (t1 - t0):.1f} |",
        f"| compile rules + n-gram index (ms) | {1000 * (t2 - t1):.1f} |",
        f"| suggestions timed | {len(timings)} |",
        f"| p50 per suggestion (ms) | {1000 * statistics.median(timings):.3f} |",
        f"| p95 per suggestion (ms) | {1000 * timings[int(0.95 * (len(timings) - 1))]:.3f} |",
        f"| max per suggestion (ms) | {1000 * timings[-1]:.3f} |",
        "",
    ]
    print("\n".join(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
