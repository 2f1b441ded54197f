"""PHI guard benchmark: accuracy on every PHI dev set, per kind, and the time one check takes.

Reads the dev sets in ``tests/data``:
- ``phi_dev.jsonl``: the team's first set (positives and hard negatives);
- ``phi_adversarial_dev.jsonl``: identifiers written the way notes and attackers write them, and hard negatives
  (openly synthetic, each line tagged with its ``form``);
- ``phi_published_dev.jsonl``: real sentences from published incident reports (negatives) and from published
  reports that name the patient (``named_narrative``), with unnamed sentences from the same reports;
- ``phi_blind_dev.jsonl`` and ``phi_published_blind.jsonl``: a second red-team set and a second published set,
  each written by someone who never saw the rules; their first measurement is recorded in docs/benchmarks.md;
- ``phi_published3.jsonl``: a third published set (347 real sentences, 145 sources, a third in Chinese);
- ``phi_blind4_en.jsonl`` and ``phi_blind4_zh.jsonl`` (and the fifth to twenty-fifth, ``phi_blind5_*`` …
  ``phi_blind64_*``, with ``phi_published4`` … ``phi_published53``):
  further blind sets, one file per language (measured on arrival, then worked on like the others);
- ``phi_blind3_dev.jsonl``: a third blind set, held back: only its totals are printed (no lines, no forms),
  so it can keep measuring generalisation without being tuned on;
- the other dev sets (HFACS, action strength, causal statements) as clinical text that must never be refused.

Reports recall and false positives per set, language and kind, lists every false positive (a negative holds no
identifier, so its text is safe to print) and the misses by line and form only (a positive's text may hold one).

Speed: 10,000-character texts of four kinds (real clinical statements; sentences of published reports without
identifiers; every dev sentence, identifiers and look-alikes included; and the same in Chinese only), each made by
joining shuffled sentences until 10,000 characters, are checked ``--runs`` times; p50 and p95 are reported
against the 5 ms p95 target, with the 200-character mean of the first benchmark for comparison.

Run from the repo root: ``PYTHONPATH=. python bench/bench_phi.py [--runs 200] [--compare OLD_CHECKOUT]``. Prints
Markdown. ``--compare`` times an older checkout's rules beside these, interleaved, so both see the same load.
"""

from __future__ import annotations

import argparse
import importlib
import json
import random
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

from rootcause.domain.phi.detect import find_phi, scan

DATA = Path(__file__).resolve().parent.parent / "tests" / "data"
PHI_SETS = ("phi_dev.jsonl", "phi_adversarial_dev.jsonl", "phi_adversarial2_dev.jsonl", "phi_published_dev.jsonl",
            "phi_blind_dev.jsonl",
            "phi_published_blind.jsonl", "phi_blind4_en.jsonl", "phi_blind4_zh.jsonl", "phi_blind5_en.jsonl",
            "phi_blind5_zh.jsonl", "phi_blind6_en.jsonl", "phi_blind6_zh.jsonl", "phi_blind7_en.jsonl",
            "phi_blind7_zh.jsonl", "phi_blind8_en.jsonl", "phi_blind8_zh.jsonl", "phi_blind9_en.jsonl",
            "phi_blind9_zh.jsonl", "phi_published3.jsonl", "phi_blind10_en.jsonl", "phi_blind10_zh.jsonl",
            "phi_published4.jsonl", "phi_blind11_en.jsonl", "phi_blind11_zh.jsonl", "phi_published5.jsonl",
            "phi_blind12_en.jsonl", "phi_blind12_zh.jsonl", "phi_published6.jsonl", "phi_blind13_en.jsonl",
            "phi_blind13_zh.jsonl", "phi_blind14_en.jsonl", "phi_blind14_zh.jsonl", "phi_published7.jsonl",
            "phi_blind15_en.jsonl", "phi_blind15_zh.jsonl", "phi_published8.jsonl", "phi_blind16_en.jsonl",
            "phi_blind16_zh.jsonl", "phi_published9.jsonl", "phi_blind17_en.jsonl", "phi_blind17_zh.jsonl",
            "phi_published10.jsonl", "phi_blind18_en.jsonl", "phi_blind18_zh.jsonl", "phi_published11.jsonl",
            "phi_blind19_en.jsonl", "phi_blind19_zh.jsonl", "phi_published12.jsonl", "phi_blind20_en.jsonl",
            "phi_blind20_zh.jsonl", "phi_published13.jsonl", "phi_blind21_en.jsonl", "phi_blind21_zh.jsonl",
            "phi_published14.jsonl", "phi_blind22_en.jsonl", "phi_blind22_zh.jsonl", "phi_published15.jsonl",
            "phi_blind23_zh.jsonl", "phi_blind23_en.jsonl", "phi_published16.jsonl", "phi_blind24_en.jsonl",
            "phi_published17.jsonl", "phi_blind24_zh.jsonl", "phi_blind25_en.jsonl", "phi_blind25_zh.jsonl",
            "phi_blind26_en.jsonl", "phi_blind26_zh.jsonl", "phi_published18.jsonl", "phi_blind27_en.jsonl",
            "phi_blind27_zh.jsonl", "phi_published19.jsonl", "phi_blind28_en.jsonl",
            "phi_blind28_zh.jsonl", "phi_published20.jsonl", "phi_blind29_en.jsonl", "phi_blind29_zh.jsonl",
            "phi_published21.jsonl", "phi_blind30_en.jsonl", "phi_blind30_zh.jsonl", "phi_published22.jsonl",
            "phi_blind31_en.jsonl", "phi_blind31_zh.jsonl", "phi_published23.jsonl", "phi_blind32_en.jsonl",
            "phi_blind32_zh.jsonl", "phi_published24.jsonl", "phi_blind33_en.jsonl", "phi_published25.jsonl",
            "phi_blind33_zh.jsonl", "phi_blind34_en.jsonl", "phi_blind34_zh.jsonl", "phi_blind35_en.jsonl",
            "phi_blind35_zh.jsonl", "phi_published26.jsonl", "phi_blind36_en.jsonl", "phi_blind36_zh.jsonl",
            "phi_published27.jsonl", "phi_published28.jsonl", "phi_blind37_en.jsonl", "phi_blind37_zh.jsonl",
            "phi_published29.jsonl", "phi_blind38_en.jsonl", "phi_blind38_zh.jsonl", "phi_blind39_en.jsonl",
            "phi_blind39_zh.jsonl", "phi_published30.jsonl", "phi_blind40_en.jsonl", "phi_blind40_zh.jsonl",
            "phi_published31.jsonl", "phi_blind41_en.jsonl", "phi_blind41_zh.jsonl",
            "phi_blind42_zh.jsonl", "phi_blind42_en.jsonl", "phi_published32.jsonl",
            "phi_blind43_en.jsonl", "phi_blind43_zh.jsonl",
            "phi_published33.jsonl", "phi_blind44_en.jsonl", "phi_blind44_zh.jsonl", "phi_published34.jsonl",
            "phi_blind45_en.jsonl", "phi_blind45_zh.jsonl", "phi_published35.jsonl",
            "phi_published36.jsonl", "phi_blind46_en.jsonl", "phi_blind46_zh.jsonl", "phi_published37.jsonl",
            "phi_blind47_en.jsonl", "phi_blind47_zh.jsonl", "phi_published38.jsonl", "phi_blind48_en.jsonl",
            "phi_blind48_zh.jsonl", "phi_published39.jsonl", "phi_blind49_en.jsonl",
            "phi_blind49_zh.jsonl", "phi_blind50_en.jsonl", "phi_blind50_zh.jsonl",
            "phi_published40.jsonl", "phi_blind51_en.jsonl", "phi_blind51_zh.jsonl", "phi_published41.jsonl",
            "phi_blind52_en.jsonl", "phi_blind52_zh.jsonl", "phi_published42.jsonl", "phi_blind53_en.jsonl",
            "phi_blind53_zh.jsonl", "phi_published43.jsonl", "phi_blind54_en.jsonl",
            "phi_blind54_zh.jsonl", "phi_published44.jsonl", "phi_blind55_en.jsonl", "phi_blind55_zh.jsonl",
            "phi_published45.jsonl", "phi_blind56_en.jsonl", "phi_blind56_zh.jsonl", "phi_published46.jsonl",
            "phi_blind57_en.jsonl", "phi_blind57_zh.jsonl", "phi_published47.jsonl", "phi_blind58_en.jsonl",
            "phi_blind58_zh.jsonl", "phi_published48.jsonl", "phi_blind59_en.jsonl",
            "phi_blind59_zh.jsonl", "phi_published49.jsonl", "phi_blind60_en.jsonl",
            "phi_blind60_zh.jsonl", "phi_published50.jsonl", "phi_blind61_en.jsonl", "phi_blind61_zh.jsonl",
            "phi_published51.jsonl", "phi_blind62_en.jsonl", "phi_blind62_zh.jsonl", "phi_published52.jsonl",
            "phi_blind63_en.jsonl", "phi_blind63_zh.jsonl", "phi_published53.jsonl",
            "phi_blind64_en.jsonl", "phi_blind64_zh.jsonl", "phi_published54.jsonl", "phi_blind65_en.jsonl",
            "phi_blind65_zh.jsonl", "phi_published55.jsonl", "phi_blind66_en.jsonl",
            "phi_blind66_zh.jsonl", "phi_published56.jsonl", "phi_blind67_en.jsonl", "phi_blind67_zh.jsonl",
            "phi_blind68_en.jsonl", "phi_blind68_zh.jsonl", "phi_published57.jsonl")
CLINICAL_SETS = ("hfacs_dev.jsonl", "action_strength_dev.jsonl", "causal_statements_dev.jsonl")
TARGET_10K_P95_MS = 5.0


def load(name: str) -> list[dict]:
    path = DATA / name
    if not path.exists():
        return []
    with path.open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def clinical_texts() -> list[dict]:
    """Statements of the other dev sets, as negatives: real clinical language that must stay writable."""
    rows = []
    for name in CLINICAL_SETS:
        for row in load(name):
            text = row.get("text") or row.get("statement") or row.get("description")
            if isinstance(text, str):
                rows.append({"text": text, "lang": row.get("lang", "?"), "phi": False, "kinds": [], "set": name})
    return rows


def _pct(hit: int, total: int) -> str:
    return f"{hit / total:.3f}" if total else "–"


HELD_BACK = "phi_blind3_dev.jsonl"


def held_back(rows: list[dict]) -> None:
    """Totals only, by language and kind: nothing that would point at a line to fix."""
    print(f"### {HELD_BACK} (held back; {len(rows)} texts)\n")
    print("| group | positives | recall | negatives | false positives |")
    print("|---|---:|---:|---:|---:|")
    for lang in ("all", "en", "zh-TW"):
        group = [r for r in rows if lang in ("all", r["lang"])]
        pos = [r for r in group if r["phi"]]
        neg = [r for r in group if not r["phi"]]
        tp = sum(bool(find_phi(r["text"])) for r in pos)
        fp = sum(bool(find_phi(r["text"])) for r in neg)
        print(f"| {lang} | {len(pos)} | {_pct(tp, len(pos))} | {len(neg)} | {fp} |")
    print()


def score(name: str, rows: list[dict]) -> None:
    """Print recall and false positives by language and by kind, then the false positives and misses."""
    found = [find_phi(row["text"]) for row in rows]
    by_lang: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0, 0])  # tp, positives, fp, negatives
    by_kind: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    false_pos, misses = [], []
    for i, (row, hits) in enumerate(zip(rows, found, strict=True)):
        groups = [row["lang"], "all"] + ([row["set"]] if row.get("set") else [])
        for g in groups:
            cell = by_lang[g]
            if row["phi"]:
                cell[0] += bool(hits)
                cell[1] += 1
            else:
                cell[2] += bool(hits)
                cell[3] += 1
        if row["phi"]:
            for kind in row["kinds"] or ["(unlabelled)"]:
                by_kind[kind][0] += bool(hits)
                by_kind[kind][1] += 1
            if not hits:
                misses.append(f"{i}:{row.get('form') or row.get('note') or '-'}")
        elif hits:
            false_pos.append((i, row["text"], [(h.kind, row["text"][h.start:h.end]) for h in hits]))
    print(f"### {name} ({len(rows)} texts)\n")
    print("| group | positives | recall | negatives | false positives |")
    print("|---|---:|---:|---:|---:|")
    for g in sorted(by_lang, key=lambda g: (g != "all", g)):
        tp, pos, fp, neg = by_lang[g]
        print(f"| {g} | {pos} | {_pct(tp, pos)} | {neg} | {fp} |")
    if by_kind:
        print("\n| kind | positives | recall |")
        print("|---|---:|---:|")
        for kind in sorted(by_kind):
            tp, pos = by_kind[kind]
            print(f"| {kind} | {pos} | {_pct(tp, pos)} |")
    print(f"\nFalse positives: {len(false_pos) or 'none'}")
    for i, text, hits in false_pos:
        print(f"- line {i}: {text[:160]!r} → {hits}")
    print(f"\nMisses (line:form): {', '.join(misses) or 'none'}\n")


def long_text(rows: list[dict], size: int = 10_000, seed: int = 7) -> str:
    """Dev sentences in a fixed random order, joined until exactly ``size`` characters."""
    pool = [row["text"] for row in rows]
    random.Random(seed).shuffle(pool)
    out, n = [], 0
    for text in pool * (size // max(1, sum(map(len, pool))) + 1):
        out.append(text)
        n += len(text) + 1
        if n >= size:
            break
    return " ".join(out)[:size]


def _percentiles(text: str, runs: int) -> tuple[float, float, float]:
    scan(text)  # (scan: find_phi would remember a short clean text and answer the next call from memory)
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        scan(text)
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    return statistics.median(times), times[min(len(times) - 1, round(0.95 * (len(times) - 1)))], times[-1]


def timing(clinical: list[dict], published: list[dict], every: list[dict], runs: int) -> None:
    kinds = {
        "clinical statements (en + zh-TW)": clinical,
        "published sentences without identifiers": [r for r in published if not r["phi"]],
        "every dev sentence (identifiers included)": every,
        "every dev sentence, Chinese only": [r for r in every if r["lang"] != "en"],
    }
    print("### Speed\n")
    print("| 10,000 characters of | runs | p50 ms | p95 ms | max ms |")
    print("|---|---:|---:|---:|---:|")
    worst = 0.0
    for label, rows in kinds.items():
        p50, p95, top = _percentiles(long_text(rows), runs)
        worst = max(worst, p95)
        print(f"| {label} | {runs} | {p50:.2f} | {p95:.2f} | {top:.2f} |")
    short = [((row["text"] + " ") * (200 // (len(row["text"]) + 1) + 1))[:200] for row in every[:300]]
    start = time.perf_counter()
    for text_200 in short:
        scan(text_200)
    mean_200 = (time.perf_counter() - start) / len(short) * 1000
    print(f"\n200 characters: mean {mean_200:.3f} ms over {len(short)} texts (target < 0.2 ms).")
    print(f"Worst 10,000-character p95 {worst:.2f} ms against the {TARGET_10K_P95_MS} ms target.")


SHAPES = ("NurseHeparin", "J o h n ", "0912345678", "王小明先生", "Aa-", "A.")


def growth(rows: list[dict], count: int, size: int = 25_000) -> None:
    """Each of ``count`` dev sentences repeated to ``size`` and to four times that: a guard that reads the text once
    per finding takes sixteen times as long on the longer paste, a linear one four."""
    pool = [r["text"] + " " for r in rows if 20 < len(r["text"]) < 300 and "\n" not in r["text"]]
    random.Random(30).shuffle(pool)
    ratios = []
    # (and shapes no sentence holds: one run of capitalised words, letters spaced out, digits run together)
    for chunk in [*pool[:count], *SHAPES]:
        seconds = []
        for n in (size, 4 * size):
            text = (chunk * (n // len(chunk) + 1))[:n]
            start = time.perf_counter()
            scan(text)
            seconds.append(time.perf_counter() - start)
        ratios.append((seconds[1] / max(seconds[0], 1e-3), seconds[1], chunk))
    ratios.sort(reverse=True)
    print(f"\n### Growth\n\n{len(ratios) - len(SHAPES)} dev sentences and {len(SHAPES)} shapes, each repeated to "
          f"{size:,} and {4 * size:,} characters "
          "(time ratio; 4 is linear, 16 quadratic). The five steepest:\n")
    print("| ratio | s at the longer | sentence |\n|---:|---:|---|")
    for ratio, longer, chunk in ratios[:5]:
        print(f"| {ratio:.1f} | {longer:.2f} | {chunk[:60]!r} |")


def _scan_of(checkout: str) -> Callable[[str], list]:
    """``scan`` of the rules in another checkout of the repository (a clean import: the modules are dropped first)."""
    for name in [k for k in sys.modules if k == "rootcause" or k.startswith("rootcause.")]:
        del sys.modules[name]
    sys.path.insert(0, checkout)
    try:
        return importlib.import_module("rootcause.domain.phi.detect").scan
    finally:
        sys.path.pop(0)


def compare(checkout: str, clinical: list[dict], published: list[dict], every: list[dict], rounds: int = 10) -> None:
    """The same texts timed with another checkout's rules and this one's, interleaved in rounds (both see the same
    load), as fastest / median / p95 ms."""
    texts = {"clinical statements (en + zh-TW)": long_text(clinical),
             "published sentences without identifiers": long_text([r for r in published if not r["phi"]]),
             "every dev sentence (identifiers included)": long_text(every),
             "every dev sentence, Chinese only": long_text([r for r in every if r["lang"] != "en"])}
    short = [((row["text"] + " ") * (200 // (len(row["text"]) + 1) + 1))[:200] for row in every[:300]]
    scans = {"before": _scan_of(checkout), "after": _scan_of(str(DATA.parent.parent))}
    times: dict[str, dict[str, list[float]]] = {k: defaultdict(list) for k in scans}
    for _ in range(rounds):
        for key, scan_of in scans.items():
            for label, text in texts.items():
                scan_of(text)
                for _ in range(10):
                    start = time.perf_counter()
                    scan_of(text)
                    times[key][label].append((time.perf_counter() - start) * 1000)
            start = time.perf_counter()
            for text in short:
                scan_of(text)
            times[key]["200 characters, mean"].append((time.perf_counter() - start) / len(short) * 1000)
    print(f"### Speed against {checkout} (fastest / median / p95 ms)\n")
    print("| text | before | after |\n|---|---:|---:|")
    for label in [*texts, "200 characters, mean"]:
        cells = []
        for key in scans:
            values = sorted(times[key][label])
            p95 = values[min(len(values) - 1, round(0.95 * (len(values) - 1)))]
            cells.append(f"{values[0]:.2f} / {statistics.median(values):.2f} / {p95:.2f}")
        print(f"| {label} | {cells[0]} | {cells[1]} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=200, help="timed checks of the 10,000-character text")
    parser.add_argument("--compare", metavar="CHECKOUT", help="also time another checkout's rules beside these "
                        "(e.g. a `git worktree add /tmp/old <commit>`), interleaved")
    parser.add_argument("--growth", type=int, default=0, metavar="N",
                        help="also time N dev sentences repeated to 25,000 and 100,000 characters (a quadratic hunt)")
    args = parser.parse_args()
    everything: list[dict] = []
    print("## PHI guard\n")
    for name in PHI_SETS:
        rows = load(name)
        if rows:
            score(name, rows)
            everything += rows
    clinical = clinical_texts()
    score("clinical statements of the other dev sets (all negatives)", clinical)
    if load(HELD_BACK):
        held_back(load(HELD_BACK))
    timing(clinical, load("phi_published_dev.jsonl"), everything + clinical, args.runs)
    if args.growth:
        growth(everything, args.growth)
    if args.compare:
        compare(args.compare, clinical, load("phi_published_dev.jsonl"), everything + clinical)


if __name__ == "__main__":
    main()
