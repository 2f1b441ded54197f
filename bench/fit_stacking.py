"""Fit how the HFACS suggester stacks precedents on its rules (``calibration.combine``) and how the precedents' words
order the candidates where the rules leave the answer open (``calibration.ranked_with_words``, ``stacking.py``), and
show how both hold on the sets they never saw.

Every candidate code of a statement is one sample: the rules' calibrated confidence in it, its precedents' support,
its words' lean (``Suggester.stacking_inputs``) and whether a coder gave it. The ordering is fitted on every candidate
of every statement and used only where the rules leave the answer open (``stacking.words_open``). Each published set
is scored by a suggester without its own precedents or their words (``Suggester.without_precedents_of``), exactly as
a new set meets the product; the team's statements are never precedents. Fitted and held out as
``fit_calibration.py`` does (the same sets and weights), with the same light pull towards the constants in force.

Prints the constants to paste into ``calibration.py`` and, for the rules alone, the stack without the words, the
constants in force and the fitted ones, on each held-out group: top-1, how often the first suggestion shown at 0.7 or
more is right, and top-3 when the suggester abstains below each candidate ``ABSTAIN_BELOW`` (an abstention shows two
candidates, not three).

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
NO_WORDS: list[float] = []  # (the words order nothing)

Candidate = tuple[float, float, float, bool]  # (rules' confidence, support, words' lean, right)
Statement = tuple[bool, list[Candidate]]  # (the words order it, its candidates)


def _number(path: Path) -> int:
    tail = path.stem.rsplit("_", 1)[-1]
    return int(tail) if tail.isdigit() else 1


def _odds(rules: float) -> tuple[float, float]:
    p = min(max(rules, C._EDGE), 1 - C._EDGE)
    return p, math.log(p / (1 - p))


def _features(rules: float, support: float) -> list[float]:
    return [1.0, _odds(rules)[1], support]


def _rank_features(rules: float, support: float, lean: float) -> list[float]:
    p, odds = _odds(rules)
    toward = max(lean, 0.0)
    return [1.0, odds, support, toward, toward * p]


def _statements() -> tuple[list[tuple[Statement, float]], dict[str, list[Statement]]]:
    """(statement, weight) pairs to fit on, and the held-out statements by group."""
    suggester = Frameworks().suggester("stacking", lambda: [])
    fit: list[tuple[Statement, float]] = []
    held: dict[str, list[Statement]] = {}
    for path in [DATA / "hfacs_dev.jsonl", *sorted(DATA.glob("hfacs_published*.jsonl"), key=_number)]:
        published = path.name != "hfacs_dev.jsonl"
        scorer = suggester.without_precedents_of(path.stem) if published else suggester
        for line in path.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            if not row.get("codes"):
                continue
            words_open, inputs = scorer.stacking_inputs(row["text"])
            statement = (words_open, [(rules, support, lean, code in row["codes"])
                                      for code, rules, support, lean in inputs])
            if not published and row["split"] in DEV_WEIGHTS:
                fit.append((statement, DEV_WEIGHTS[row["split"]]))
            elif published and _number(path) in FIT_PUBLISHED and row["split"] != "test":
                fit.append((statement, PUBLISHED_WEIGHT))
            else:
                group = f"dev {row['split']}" if not published else "published, held out"
                held.setdefault(group, []).append(statement)
    return fit, held


def _sigmoid(w: list[float], x: list[float]) -> float:
    return round(1.0 / (1.0 + math.exp(-sum(a * b for a, b in zip(w, x, strict=True)))), 2)


def _shown(statement: Statement, w: list[float], words: list[float]) -> list[tuple[float, bool]]:
    """(confidence shown, right) for each candidate in the order shown, as ``stacking.stacked`` does it."""
    words_open, candidates = statement
    shown = [_sigmoid(w, _features(r, s)) for r, s, _, _ in candidates]
    order = shown
    if words_open and words:
        order = [_sigmoid(words, _rank_features(r, s, lean)) for r, s, lean, _ in candidates]
        shown = [o if r <= 0 and s <= 0 else c for c, o, (r, s, _, _) in zip(shown, order, candidates, strict=True)]
    ranked = sorted(range(len(candidates)), key=lambda i: -order[i])
    out, ceiling = [], 1.0
    for i in ranked:
        ceiling = min(ceiling, shown[i])
        out.append((ceiling, candidates[i][3]))
    return out


def _report(statements: list[Statement], w: list[float], words: list[float]) -> str:
    top1 = high = right = 0
    top3 = dict.fromkeys(ABSTAIN_CANDIDATES, 0)
    for statement in statements:
        shown = [t for t in _shown(statement, w, words) if t[0] >= C.MIN_CONFIDENCE]
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
    prior_words = [C.RANK_BIAS, C.RANK_RULES, C.RANK_SUPPORT, C.RANK_LEAN, C.RANK_LEAN_SURE]
    fit, held = _statements()
    # (the confidence from the rules' and the precedents' candidates; the order from every candidate of every
    # statement: fitted on the open statements alone it lost three points of top-1 on the team's statements and
    # gained nothing on the published ones)
    rows = [(_features(r, s), ok, weight) for (_, statement), weight in fit for r, s, _, ok in statement
            if r > 0 or s > 0]
    fitted = logistic(rows, prior, L2)
    word_rows = [(_rank_features(r, s, lean), ok, weight) for (_, statement), weight in fit
                 for r, s, lean, ok in statement]
    fitted_words = logistic(word_rows, prior_words, L2)
    print(f"statements: {len(fit)} fitted on ({sum(o for (o, _), _ in fit)} the words order), "
          f"{sum(len(v) for v in held.values())} held out")
    print("in force:", ", ".join(f"{v:.2f}" for v in prior), "| words:", ", ".join(f"{v:.2f}" for v in prior_words))
    print("fitted:  ", ", ".join(f"{v:.2f}" for v in fitted), "| words:", ", ".join(f"{v:.2f}" for v in fitted_words))
    for group, statements in sorted(held.items()):
        print(f"{group} ({len(statements)}, {sum(o for o, _ in statements)} the words order)")
        for name, w, words in (("rules only", RULES_ONLY, NO_WORDS), ("no words", prior, NO_WORDS),
                               ("in force", prior, prior_words), ("fitted", fitted, fitted_words)):
            print(f"  {name:10s}", _report(statements, w, words))


if __name__ == "__main__":
    main()
