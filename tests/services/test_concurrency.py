"""Two processes on one SQLite file: no lost update, no half-written change, no 'database is locked'."""

from __future__ import annotations

import json
import subprocess
import textwrap
import time
from pathlib import Path

from rootcause.services import audit, problem, sessions

RACE = textwrap.dedent("""
    import json, os, sys, time
    from pathlib import Path
    from rootcause.domain.model.actor import human
    from rootcause.errors import StaleVersion
    from rootcause.services import problem
    from rootcause.store import open_store
    url, session_id, version, text, go = sys.argv[1:6]
    db = open_store(url)
    while not Path(go).exists():
        time.sleep(0.002)
    try:
        problem.set_problem(db, session_id=session_id, what=text, impact=text + " impact",
                            version=int(version), actor=human("scribe"))
        print(json.dumps({"won": True}))
    except StaleVersion as exc:
        print(json.dumps({"won": False, "current": exc.current_version}))
""")

COUNTER = textwrap.dedent("""
    import json, sys
    from rootcause.domain.model.actor import human
    from rootcause.errors import StaleVersion
    from rootcause.services import problem
    from rootcause.store import open_store
    url, session_id, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
    db = open_store(url)
    retries = 0
    for _ in range(n):
        while True:
            read = problem.get_problem(db, session_id=session_id)
            count = int(read.what.split()[-1])
            try:
                problem.set_problem(db, session_id=session_id, what=f"count {count + 1}",
                                    version=read.version, actor=human("scribe"))
                break
            except StaleVersion:
                retries += 1
    print(json.dumps({"retries": retries}))
""")


def _spawn(python: str, env: dict[str, str], script: str, *args: str) -> subprocess.Popen[str]:
    return subprocess.Popen([python, "-c", script, *args], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def test_two_processes_writing_from_the_same_version_exactly_one_wins(db, db_url, facilitator, child_env,
                                                                       python, tmp_path: Path):
    case = sessions.create_session(db, title="Race", actor=facilitator)
    read = problem.get_problem(db, session_id=case.id)
    go = tmp_path / "go"
    procs = [_spawn(python, child_env, RACE, db_url, case.id, str(read.version), f"writer {i}", str(go))
             for i in (1, 2)]
    time.sleep(1.0)  # let both import and open the store, then release them together
    go.touch()
    results = []
    for proc in procs:
        out, err = proc.communicate(timeout=60)
        assert proc.returncode == 0, err
        assert "locked" not in err
        results.append(json.loads(out))
    assert sorted(r["won"] for r in results) == [False, True]
    loser = next(r for r in results if not r["won"])
    assert loser["current"] == read.version + 1
    final = problem.get_problem(db, session_id=case.id)
    winner = final.what
    assert winner in ("writer 1", "writer 2")
    assert final.impact == f"{winner} impact"  # both fields from the same writer: nothing half-written
    assert final.version == read.version + 1
    assert [e.operation for e in audit.list_audit(db, session_id=case.id)].count("set_problem") == 1


def test_two_processes_incrementing_with_retries_lose_no_update(db, db_url, facilitator, child_env, python):
    case = sessions.create_session(db, title="Counter", actor=facilitator)
    problem.set_problem(db, session_id=case.id, what="count 0", actor=facilitator)
    n = 60
    procs = [_spawn(python, child_env, COUNTER, db_url, case.id, str(n)) for _ in range(2)]
    for proc in procs:
        _out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err
        assert "locked" not in err
    assert problem.get_problem(db, session_id=case.id).what == f"count {2 * n}"
