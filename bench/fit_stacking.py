"""Fit how the HFACS suggester stacks precedents on its rules (``calibration.combine``), and show how it holds on the
sets it never saw.

Every candidate code of a statement is one sample: the rules' calibrated confidence in it, its precedents' support
(``Suggester.stacking_inputs``) and whether a coder gave it. Each published set is scored by a suggester without its
own precedents (``Suggester.without_precedents_of``), exactly as a new set meets the product; the team's statements
are never precedents. Fitted and held out as ``fit_calibration.py`` does (the same sets and weights), with the same
light pull towards the constants in force.

Prints the constants to paste into ``calibration.py`` and, for the rules alone and for the constants in force and the
fitted ones, on each held-out group: top-1, how often the first suggestion shown at 0.7 or more is right, and top-3
when the suggester abstains below each candidate ``ABSTAIN_BELOW`` (an abstention shows two candidates, not three).

Run from the repo root: ``PYTHONPATH=. python bench/fit_stacking.py`` (about a minute).
"""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from fit_calibration import DEV_WEIGHTS, FIT_PUBLISHED, L2, PUBLISHED_WEIGHT, logistic

from rootcause.domain.classify import calibration as C
from rootcause.services.frameworks import Frameworks

DATA = Path(__file__).resolve().parent.parent / "tests" / "data"
ABSTAIN_CANDIDATES = (0.15, 0.20, 0.25, 0.30)
RULES_ONLY = [0.0, 1.0, 0.0]

Candidate = tuple[float, float, bool]  # (rules' confidence, support, right)


def _number(path: Path) -> int:
    tail = path.stem.rsplit("_", 1)[-1]
    return int(tail) if tail.isdigit() else 1


def _features(rules: float, support: float) -> list[float]:
    p = min(max(rules, C._EDGE), 1 - C._EDGE)
    return [1.0, math.log(p / (1 - p)), support]


def _statements() -> tuple[list[tuple[list[Candidate], float]], dict[str, list[list[Candidate]]]]:
    """(statement, weight) pairs to fit on, and the held-out statements by group."""
    suggester = Frameworks().suggester("stacking", lambda: [])
    fit: list[tuple[list[Candidate], float]] = []
    held: dict[str, list[list[Candidate]]] = {}
    for path in [DATA / "hfacs_dev.jsonl", *sorted(DATA.glob("hfacs_published*.jsonl"), key=_number)]:
        published = path.name != "hfacs_dev.jsonl"
        scorer = suggester.without_precedents_of(path.stem) if published else suggester
        for line in path.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            if not row.get("codes"):
                continue
            statement = [(rules, support, code in row["codes"])
                         for code, rules, support in scorer.stacking_inputs(row["text"])]
            if not published and row["split"] in DEV_WEIGHTS:
                fit.append((statement, DEV_WEIGHTS[row["split"]]))
            elif published and _number(path) in FIT_PUBLISHED and row["split"] != "test":
                fit.append((statement, PUBLISHED_WEIGHT))
            else:
                group = f"dev {row['split']}" if not published else "published, held out"
                held.setdefault(group, []).append(statement)
    return fit, held


def _probability(w: list[float], rules: float, support: float) -> float:
    z = sum(a * b for a, b in zip(w, _features(rules, support), strict=True))
    return round(1.0 / (1.0 + math.exp(-z)), 2)


def _report(statements: list[list[Candidate]], w: list[float]) -> str:
    top1 = high = right = 0
    top3 = dict.fromkeys(ABSTAIN_CANDIDATES, 0)
    for statement in statements:
        shown = sorted(((_probability(w, r, s), ok) for r, s, ok in statement), key=lambda t: -t[0])
        shown = [t for t in shown if t[0] >= C.MIN_CONFIDENCE]
        top1 += bool(shown and shown[0][1])
        if shown and shown[0][0] >= 0.7:
            high += 1
            right += shown[0][1]
        for line in ABSTAIN_CANDIDATES:
            kept = shown[:2] if shown and shown[0][0] < line else shown[:3]
            top3[line] += any(ok for _, ok in kept)
    n = len(statements) or 1
    lines = " ".join(f"{line:.2f}:{100 * hits / n:.1f}" for line, hits in top3.items())
    return (f"top-1 {100 * top1 / n:.1f} | first >= 0.7: {right}/{high} right ({100 * right / max(1, high):.0f}%) | "
            f"top-3 by abstention line {lines}")


def main() -> None:
    prior = [C.STACK_BIAS, C.STACK_RULES, C.STACK_SUPPORT]
    fit, held = _statements()
    rows = [(_features(r, s), ok, weight) for statement, weight in fit for r, s, ok in statement]
    fitted = logistic(rows, prior, L2)
    print(f"statements: {len(fit)} fitted on, {sum(len(v) for v in held.values())} held out")
    print("in force:", ", ".join(f"{v:.2f}" for v in prior))
    print("fitted:  ", ", ".join(f"{v:.2f}" for v in fitted))
    for group, statements in sorted(held.items()):
        print(f"{group} ({len(statements)})")
        for name, w in (("rules only", RULES_ONLY), ("in force", prior), ("fitted", fitted)):
            print(f"  {name:10s}", _report(statements, w))


if __name__ == "__main__":
    main()
