"""Fishbone diagram benchmark: time to build the Mermaid (ishikawa, flowchart) and DOT text of a board.

Boards of 20, 200 and 1,000 causes spread over the six standard bones, one custom bone and the parking
lot, half English and half Traditional Chinese, with quotes, brackets and marks to escape; a fifth of the
causes carry a suggested HFACS code and a fifth a confirmed one. Each renderer is timed in several
rounds of a few calls and the fastest round is kept, to damp noise from other jobs on the machine.
The output size matters too: Mermaid refuses texts over ``maxTextSize`` (50,000 characters by default).

Run from the repo root: ``PYTHONPATH=. python bench/bench_diagrams.py [--rounds 5]``. Prints Markdown.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from datetime import UTC, datetime

from rootcause.domain.model.case import CauseView
from rootcause.domain.model.fishbone import STANDARD_BONES, FishboneView, build_board
from rootcause.export.fishbone_dot import fishbone_dot
from rootcause.export.fishbone_mermaid import fishbone_flowchart, fishbone_mermaid

SIZES = (20, 200, 1000)
TEXTS = (
    'Night nurse covering two units was interrupted while preparing the "flush"',
    "Heparin & insulin 10 mL vials stored in adjacent pockets [same drawer]",
    "護理師在夜班時將肝素誤認為胰島素，因為兩者外觀相似並放在同一層架上",
    "條碼掃描器故障（已通報資訊室）；以瓶蓋顏色辨識藥品",
)
WHEN = datetime(2026, 3, 14, tzinfo=UTC)
RENDERERS: dict[str, Callable[..., str]] = {
    "Mermaid ishikawa-beta": fishbone_mermaid,
    "Mermaid flowchart": fishbone_flowchart,
    "DOT": fishbone_dot,
}


def board(n: int) -> FishboneView:
    bones = [*STANDARD_BONES, "CUSTOM", None]
    causes = [
        CauseView(id=f"c{i}", version=1, created_at=WHEN, updated_at=WHEN, actor_kind="human", actor="facilitator",
                  description=f"{TEXTS[i % len(TEXTS)]} #{i}", category=bones[i % len(bones)],
                  category_state="confirmed", position=i, hfacs_code="PC-AMS" if i % 5 < 2 else None,
                  hfacs_state=("suggested", "confirmed")[i % 5] if i % 5 < 2 else "none", verified=i % 3 == 0)
        for i in range(n)
    ]
    return build_board(session_id="bench", effect="Insulin drawn up for a heparin lock flush (near miss)",
                       standard=[(code, {"en": code.title(), "zh-TW": code}) for code in STANDARD_BONES],
                       custom=[("CUSTOM", {"en": "Handover", "zh-TW": "交班"})], causes=causes)


def best_ms(render: Callable[..., str], view: FishboneView, rounds: int, calls: int) -> float:
    best = float("inf")
    for _ in range(rounds):
        start = time.perf_counter()
        for _ in range(calls):
            render(view, lang="en")
        best = min(best, (time.perf_counter() - start) / calls)
    return best * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    print("| causes | renderer | ms per board | µs per cause | characters |")
    print("| ---: | --- | ---: | ---: | ---: |")
    for n in SIZES:
        view = board(n)
        calls = max(1, 2000 // n)
        for name, render in RENDERERS.items():
            ms = best_ms(render, view, args.rounds, calls)
            print(f"| {n:,} | {name} | {ms:.2f} | {ms * 1000 / n:.0f} | {len(render(view, lang='en')):,} |")


if __name__ == "__main__":
    main()
