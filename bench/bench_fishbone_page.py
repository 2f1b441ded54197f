"""The Fishbone board page's rerun time with 200 causes, measured with AppTest (issue: fishbone board).

A temp store gets one case with 200 causes spread over the six bones (some coded, some parked); the
page is run once to warm caches, then rerun several times. Prints the median and p95 of a rerun.
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def main() -> None:
    data = tempfile.mkdtemp(prefix="rootcause-board-")
    os.environ.update(ROOTCAUSE_DATA_DIR=data)  # the built-in config
    os.environ.pop("ROOTCAUSE_CONFIG_DIR", None)
    from streamlit.testing.v1 import AppTest

    from rootcause.domain.model.actor import human
    from rootcause.services import causes, sessions
    from rootcause.services.frameworks import Frameworks
    from rootcause.store import open_store

    db, fw, actor = open_store(f"sqlite:///{data}/rootcause.db"), Frameworks(), human()
    sid = sessions.create_session(db, title="Board benchmark", actor=actor).id
    bones = ["PEOPLE", "EQUIPMENT", "MATERIAL", "METHOD", "MONITORING", "ENVIRONMENT", ""]
    codes = ["PC-AMS", "PC-TE", "OI-RM", None]
    for i in range(200):
        causes.add_cause(db, fw, session_id=sid, description=f"Contributing factor number {i} on the ward",
                         category=bones[i % len(bones)] or None, hfacs_code=codes[i % len(codes)], actor=actor)
    app = AppTest.from_file(str(REPO / "app.py"), default_timeout=120)
    app.query_params["case"] = sid
    app.run()
    app.switch_page("pages/fishbone.py").run()
    assert not app.exception, app.exception
    samples = []
    for _ in range(10):
        t0 = time.perf_counter()
        app.run()
        samples.append(time.perf_counter() - t0)
    ordered = sorted(samples)
    print("| measure | ms | target |\n|---|---:|---|")
    median_ms = statistics.median(samples) * 1000
    print(f"| Fishbone board rerun, 200 causes (AppTest), median | {median_ms:.0f} | < 100 (issue 21) |")
    print(f"| same, p95 (10 reruns) | {ordered[-1] * 1000:.0f} | - |")


if __name__ == "__main__":
    main()
