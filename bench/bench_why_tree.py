"""Why tree at size (issue: why tree and causation): validate and render a 500-node tree.

Builds a case with 500 why nodes (10 branches of 50-deep chains, every tenth node a root cause, a
causation check on every root cause) through the services in a temp SQLite store, then times
`validate_chains` (all chains), `get_tree` and the Mermaid flowchart render. Prints Markdown.
"""

from __future__ import annotations

import statistics
import tempfile
import time

from rootcause.domain.model.actor import human
from rootcause.export.why_tree_mermaid import why_tree_mermaid
from rootcause.services import causation, chains, sessions, why_tree
from rootcause.store import open_store


def timed(fn, runs: int = 7) -> float:  # type: ignore[no-untyped-def]
    samples = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - t0)
    return statistics.median(samples) * 1000


def main() -> None:
    db = open_store(f"sqlite:///{tempfile.mkdtemp(prefix='rootcause-why-')}/rootcause.db")
    actor = human("facilitator")
    sid = sessions.create_session(db, title="Why tree benchmark", actor=actor).id
    for branch in range(10):
        parent = None
        for depth in range(50):
            answer = f"Because condition {branch}-{depth} held, the step below it was likely"
            node = why_tree.ask_why(db, session_id=sid, parent_id=parent, actor=actor, answer=answer).node
            parent = node.id
            if depth % 10 == 9:
                why_tree.mark_root_cause(db, session_id=sid, node_id=node.id, rationale="bench", actor=actor)
                causation.verify_causation(db, session_id=sid, node_id=node.id, actor=actor,
                                           answers={"temporality": "yes", "necessity": "yes"})
    tree = why_tree.get_tree(db, session_id=sid)
    reports = chains.validate_chains(db, session_id=sid)
    print(f"Tree: {len(tree.nodes)} nodes, {len(reports)} chains to root causes\n")
    print("| measure | median ms | target |\n|---|---:|---|")
    validate = timed(lambda: chains.validate_chains(db, session_id=sid))
    print(f"| validate every chain (`validate_chains`) | {validate:.1f} | < 100 ms |")
    print(f"| read the tree (`get_tree`) | {timed(lambda: why_tree.get_tree(db, session_id=sid)):.1f} | - |")
    print(f"| render the Mermaid flowchart | {timed(lambda: why_tree_mermaid(tree, lang='en')):.1f} | - |")


if __name__ == "__main__":
    main()
