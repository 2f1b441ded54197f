"""Report export benchmark: how long one export of a large case takes in each format.

The case is built through the services in a fresh SQLite store in a temp folder, the way a long meeting
with an agent would fill it: 200 causes (over the six standard bones and the parking lot, half English
and half Traditional Chinese, some codes only suggested by an agent), 300 why nodes in 40 chains (each
a trunk of four whys with side branches, a root cause at the end of every trunk, some links tested and
some failed) and 40 actions with measures. Timed, median of several runs (``time.perf_counter``):

- ``gather``: reading the case into ``ReportData`` (shared by Markdown and HTML);
- Markdown and HTML: the pure renderers alone, and gather + render (what ``export_report`` does);
- JSON: ``case_io.export_case_json`` (reads the store itself).

Target: under 200 ms per export. Run from the repo root: ``PYTHONPATH=. python bench/bench_report.py
[--runs 7] [--lang en]``. Prints Markdown.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from rootcause.domain.model.actor import agent, human
from rootcause.export.report_html import render_html
from rootcause.export.report_markdown import render_markdown
from rootcause.services import actions, case_io, causation, causes, problem, sessions, why_tree
from rootcause.services.frameworks import Frameworks
from rootcause.services.report_data import gather
from rootcause.store import Store, open_store

REPO = Path(__file__).resolve().parents[1]
CAUSES, CHAINS, ACTIONS = 200, 40, 40
BONES = ("PEOPLE", "EQUIPMENT", "MATERIAL", "METHOD", "MONITORING", "ENVIRONMENT", None)
CODES = ("PC-AMS", "OI-RM", "PC-TE", "US-PIO", "OI-OP", None)
CAUSE_TEXTS = (
    'Night nurse covering two units was interrupted while preparing the "flush"',
    "Heparin & insulin 10 mL vials stored in adjacent pockets [same drawer]",
    "護理師在夜班時將肝素誤認為胰島素，因為兩者外觀相似並放在同一層架上",
    "條碼掃描器故障（已通報資訊室）；以瓶蓋顏色辨識藥品",
)
WHY_TEXTS = (
    "Because the restock map allowed look-alike vials side by side, the wrong vial was within reach",
    "No independent double check was required for high-alert flushes on night shift",
    "交班單沒有結構化欄位，增加了幫浦警報未被交接的可能",
    "藥局補藥流程未區分高警訊藥品",
)
ACTION_TEXT = "Pharmacy dispenses patient-specific prefilled heparin syringes; insulin vials leave the ward cabinet"


def build_case(db: Store, fw: Frameworks, lang: str) -> str:
    """The large case, built through the services; returns its session id."""
    person, bot = human("facilitator"), agent("bench-agent")
    sid = sessions.create_session(db, title="Look-alike vials: large benchmark case", severity=2, language=lang,
                                  actor=person).id
    problem.set_problem(db, session_id=sid, actor=person, what="Insulin drawn up for a heparin lock flush",
                        where="Medical ward, night shift", when="02:40", impact="Near miss",
                        detection="Bedside label check")
    cause_ids = []
    for i in range(CAUSES):
        added = causes.add_cause(db, fw, session_id=sid, description=f"{CAUSE_TEXTS[i % 4]} ({i + 1})",
                                 category=BONES[i % len(BONES)], hfacs_code=CODES[i % len(CODES)],
                                 actor=bot if i % 3 == 0 else person)
        cause_ids.append(added.cause.id)
    nodes = 0
    for chain in range(CHAINS):
        def why(text: str, parent: str | None = None, cause: str | None = None, n: int = chain) -> str:
            return why_tree.ask_why(db, session_id=sid, answer=f"{text} ({n + 1})", parent_id=parent, cause_id=cause,
                                    actor=person).node.id

        top = why(WHY_TEXTS[chain % 4], cause=cause_ids[chain] if chain % 2 else None)
        second = why(WHY_TEXTS[(chain + 1) % 4], top)
        third = why(WHY_TEXTS[(chain + 2) % 4], second)
        root = why(WHY_TEXTS[(chain + 3) % 4], third)
        branch = why(WHY_TEXTS[(chain + 2) % 4], second)  # a child never repeats its parent's words
        extra = [why(WHY_TEXTS[chain % 4], branch), why(WHY_TEXTS[(chain + 3) % 4], third)]
        if chain % 2 == 0:
            extra.append(why(WHY_TEXTS[(chain + 1) % 4], extra[-1]))
        nodes += 5 + len(extra)
        why_tree.mark_root_cause(db, session_id=sid, node_id=root, rationale="Fixable system design", actor=person)
        for node in (top, second, third, root, branch):  # a fifth of the side branches fail the counterfactual
            failed = node == branch and chain % 5 == 0
            causation.verify_causation(db, session_id=sid, node_id=node, actor=person,
                                       answers={"temporality": "yes", "necessity": "no" if failed else "yes"})
        if chain < ACTIONS:
            actions.add_action(db, fw, session_id=sid, root_cause_id=root, actor=person, description=ACTION_TEXT,
                               owner_role="Pharmacy manager", due="2027-01-31",
                               measure="% heparin flushes dispensed as prefilled syringes")
    assert nodes == 300, nodes
    return sid


def median_ms(run: Callable[[], object], runs: int) -> tuple[float, float]:
    """(median, fastest) of ``runs`` timed calls, after one warm-up call."""
    run()
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        run()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--lang", default="en", choices=["en", "zh-TW"])
    args = parser.parse_args()
    fw = Frameworks()
    with tempfile.TemporaryDirectory() as tmp:
        db = open_store(f"sqlite:///{Path(tmp) / 'bench.db'}")
        try:
            start = time.perf_counter()
            sid = build_case(db, fw, args.lang)
            built = time.perf_counter() - start
            data = gather(db, fw, session_id=sid, lang=args.lang)
            rows: list[tuple[str, Callable[[], str | object]]] = [
                ("gather (ReportData)", lambda: gather(db, fw, session_id=sid, lang=args.lang)),
                ("markdown: render_markdown", lambda: render_markdown(data, args.lang)),
                ("html: render_html", lambda: render_html(data, args.lang)),
                ("markdown: gather + render", lambda: render_markdown(gather(db, fw, session_id=sid), args.lang)),
                ("html: gather + render", lambda: render_html(gather(db, fw, session_id=sid), args.lang)),
                ("json: export_case_json", lambda: case_io.export_case_json(db, session_id=sid)),
            ]
            load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
            print(f"Case: {len(data.case.causes)} causes, {len(data.tree.nodes)} why nodes, {len(data.plan)} actions, "
                  f"{len(data.checks)} causation checks; built through the services in {built:.1f} s; "
                  f"language {args.lang}; {args.runs} runs each; Python {platform.python_version()}, "
                  f"{os.cpu_count()} CPUs, load average {load}.\n")
            print("| export | median ms | fastest ms | output characters | under 200 ms |")
            print("| --- | ---: | ---: | ---: | :---: |")
            for name, run in rows:
                median, fastest = median_ms(run, args.runs)
                output = run()
                size = f"{len(output):,}" if isinstance(output, str) else "–"
                print(f"| {name} | {median:.1f} | {fastest:.1f} | {size} | {'yes' if median < 200 else 'NO'} |")
        finally:
            db.dispose()


if __name__ == "__main__":
    main()
