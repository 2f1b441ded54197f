"""Fit the HFACS suggester's confidence (``classify/calibration.py``) on labelled dev sets, and show how it holds on
the sets it never saw.

Every code the suggester ranks in its top three is one sample: its inputs (``Suggester.calibration_inputs``: score,
share of the best score, distinct cues, statement length, how closely another code rivals it) and whether a coder
gave that code. A logistic model is fitted by Newton's method with a light L2 pull towards the constants in force, so
a refit moves them only as far as the data asks.

Fitted on: ``hfacs_dev.jsonl`` tune (weight 1/4: its keywords were written from it), holdout and blind (1 each), and
the published sets named in ``FIT_PUBLISHED`` (weight 4: real published language, the language the product meets).
Held out: blind2, blind3, the first published set's test split and the published sets in ``HELD_OUT_PUBLISHED``;
each was measured once unseen before it became development data for rules, and none is ever fitted on, so a refit's
effect on real text it never saw stays measurable. A published set that is neither fitted nor held out (a new one)
is held out until it is named here.

Prints the constants to paste into ``calibration.py`` and, for the constants in force and the fitted ones, on each
held-out group: how often the first suggestion shown at 0.7 or more is right, and top-3 when the suggester abstains
below each candidate ``ABSTAIN_BELOW`` (an abstention shows two candidates, not three).

Run from the repo root: ``PYTHONPATH=. python bench/fit_calibration.py [--l2 PULL]`` (default pull 0.5).
"""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path

from rootcause.domain.classify import calibration as C
from rootcause.services.frameworks import Frameworks

DATA = Path(__file__).resolve().parent.parent / "tests" / "data"
FIT_PUBLISHED = frozenset({1, 2, 3, 4, 5, 6, 7, 12, 13, 14, 15, 16, 17, 18, 19})
HELD_OUT_PUBLISHED = frozenset({8, 9, 10, 11, 20, 21})
DEV_WEIGHTS = {"tune": 0.25, "holdout": 1.0, "blind": 1.0}
PUBLISHED_WEIGHT = 4.0
ABSTAIN_CANDIDATES = (0.25, 0.30, 0.35, 0.40, 0.45)
L2 = 0.5

Sample = tuple[tuple[float, ...], bool]  # (calibration inputs, right)
Statement = list[Sample]  # the top three codes of one statement, best first


def _features(score: float, share: float, cues: float, length: float, rival: float) -> list[float]:
    return [1.0, math.log1p(score), share, min(cues, 3.0), math.log1p(length), rival]


def _number(path: Path) -> int:
    tail = path.stem.rsplit("_", 1)[-1]
    return int(tail) if tail.isdigit() else 1


def _statements() -> tuple[list[tuple[Statement, float]], dict[str, list[Statement]]]:
    """(statement, weight) pairs to fit on, and the held-out statements by group."""
    suggester = Frameworks().suggester("calibration", lambda: [])
    fit: list[tuple[Statement, float]] = []
    held: dict[str, list[Statement]] = {}

    def read(path: Path) -> list[tuple[dict, Statement]]:
        out = []
        for line in path.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            if row.get("codes"):
                ranked = suggester.calibration_inputs(row["text"])
                out.append((row, [(inputs, code in row["codes"]) for code, inputs in ranked]))
        return out

    for row, statement in read(DATA / "hfacs_dev.jsonl"):
        split = row["split"]
        if split in DEV_WEIGHTS:
            fit.append((statement, DEV_WEIGHTS[split]))
        else:
            held.setdefault(f"dev {split}", []).append(statement)
    for path in sorted(DATA.glob("hfacs_published*.jsonl"), key=_number):
        number = _number(path)
        for row, statement in read(path):
            if number in FIT_PUBLISHED and row["split"] != "test":
                fit.append((statement, PUBLISHED_WEIGHT))
            else:
                group = "published test split" if row["split"] == "test" else (
                    "published 8-11" if 8 <= number <= 11 else f"published {number}")
                held.setdefault(group, []).append(statement)
    return fit, held


def _probability(w: list[float], inputs: tuple[float, ...]) -> float:
    z = sum(a * b for a, b in zip(w, _features(*inputs), strict=True))
    return round(1.0 / (1.0 + math.exp(-z)), 2)


def _fit(fit: list[tuple[Statement, float]], prior: list[float]) -> list[float]:
    return logistic([(_features(*inputs), right, weight) for statement, weight in fit for inputs, right in statement],
                    prior, L2)


def logistic(rows: list[tuple[list[float], bool, float]], prior: list[float], l2: float) -> list[float]:
    """Weighted logistic regression by Newton's method, pulled towards ``prior`` by ``l2`` (``fit_stacking`` too)."""
    w = list(prior)
    n = len(w)
    for _ in range(50):
        grad = [l2 * (w[i] - prior[i]) for i in range(n)]
        hess = [[l2 if i == j else 0.0 for j in range(n)] for i in range(n)]
        for x, y, weight in rows:
            p = 1.0 / (1.0 + math.exp(-sum(a * b for a, b in zip(w, x, strict=True))))
            for i in range(n):
                grad[i] += weight * (p - y) * x[i]
                for j in range(n):
                    hess[i][j] += weight * p * (1 - p) * x[i] * x[j]
        step = _solve(hess, grad)
        w = [a - b for a, b in zip(w, step, strict=True)]
        if max(abs(s) for s in step) < 1e-6:
            break
    return w


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination (a handful of unknowns)."""
    n = len(b)
    m = [[*row, b[i]] for i, row in enumerate(a)]
    for c in range(n):
        pivot = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[pivot] = m[pivot], m[c]
        for r in range(n):
            if r != c:
                f = m[r][c] / m[c][c]
                m[r] = [x - f * y for x, y in zip(m[r], m[c], strict=True)]
    return [m[i][n] / m[i][i] for i in range(n)]


def _report(statements: list[Statement], w: list[float]) -> str:
    """First suggestion shown >= 0.7 and how often right; top-3 at each candidate abstention line."""
    high = right = 0
    top3 = dict.fromkeys(ABSTAIN_CANDIDATES, 0)
    for statement in statements:
        if not statement:
            continue
        shown: list[tuple[float, bool]] = []
        ceiling = 1.0
        for inputs, ok in statement:  # never more sure of a lower-ranked code, as the suggester shows it
            ceiling = min(ceiling, _probability(w, inputs))
            if ceiling < C.MIN_CONFIDENCE:
                break
            shown.append((ceiling, ok))
        if shown and shown[0][0] >= 0.7:
            high += 1
            right += shown[0][1]
        for line in ABSTAIN_CANDIDATES:
            kept = shown[:2] if shown and shown[0][0] < line else shown
            top3[line] += any(ok for _, ok in kept)
    n = len(statements)
    lines = " ".join(f"{line:.2f}:{100 * hits / n:.1f}" for line, hits in top3.items())
    return f"first >= 0.7: {right}/{high} right ({100 * right / max(1, high):.0f}%) | top-3 by abstention line {lines}"


def main() -> None:
    global L2
    if len(sys.argv) > 2 and sys.argv[1] == "--l2":  # a stronger pull keeps a refit closer to the constants in force
        L2 = float(sys.argv[2])
    prior = [C.CAL_BIAS, C.CAL_SCORE, C.CAL_SHARE, C.CAL_CUES, C.CAL_LENGTH, C.CAL_RIVAL]
    fit, held = _statements()
    fitted = _fit(fit, prior)
    print(f"statements: {len(fit)} fitted on, {sum(len(v) for v in held.values())} held out")
    print("in force:", ", ".join(f"{v:.2f}" for v in prior))
    print("fitted:  ", ", ".join(f"{v:.2f}" for v in fitted))
    for group, statements in sorted(held.items()):
        print(f"{group} ({len(statements)})")
        print("  in force:", _report(statements, prior))
        print("  fitted:  ", _report(statements, fitted))


if __name__ == "__main__":
    main()
