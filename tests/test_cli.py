"""The `rootcause` command: config check, learned-rule export/import, demo, init."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import yaml

from rootcause.services import classification, sessions
from rootcause.services.frameworks import Frameworks

REPO = Path(__file__).resolve().parent.parent


def _run(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "rootcause", *args], env=env, capture_output=True, text=True,
                          timeout=120, cwd=REPO)


def test_config_check_summarises_a_good_folder_and_names_the_file_of_a_bad_one(child_env, tmp_path):
    good = _run(child_env, "config", "check")
    assert good.returncode == 0 and "OK:" in good.stdout and "25" in good.stdout
    broken = tmp_path / "hfacs"
    shutil.copytree(REPO / "config" / "hfacs", broken)
    text = (broken / "hfacs_mes.yaml").read_text(encoding="utf-8")
    (broken / "hfacs_mes.yaml").write_text(text.replace("zh-TW:", "zh-XX:", 1), encoding="utf-8")
    bad = _run(child_env, "config", "check", str(broken))
    assert bad.returncode == 2 and "hfacs_mes.yaml" in bad.stderr and "Traceback" not in bad.stderr


def test_rules_export_writes_yaml_and_import_reads_it_back_without_duplicates(child_env, db, facilitator,
                                                                              tmp_path):
    fw = Frameworks(REPO / "config")
    classification.confirm_classification(db, fw, description="Infusion pump library lacked the concentration",
                                          hfacs_code="PC-TEC", reason="device", actor=facilitator)
    out = tmp_path / "learned.yaml"
    exported = _run(child_env, "rules", "export", "--out", str(out))
    assert exported.returncode == 0, exported.stderr
    rules = yaml.safe_load(out.read_text(encoding="utf-8"))["rules"]
    assert [(r["code"], r["reason"]) for r in rules] == [("PC-TEC", "device")]
    again = _run(child_env, "rules", "import", str(out))
    assert again.returncode == 0 and "0 added" in again.stdout and "1 unchanged" in again.stdout
    assert len(classification.list_learned_rules(db)) == 1


def test_demo_loads_a_populated_case_in_either_language(child_env, db):
    assert _run(child_env, "demo").returncode == 0
    assert _run(child_env, "demo", "--lang", "zh-TW").returncode == 0
    listed = sessions.list_sessions(db).sessions
    assert len(listed) == 2
    case = sessions.get_case(db, session_id=listed[0].id)
    assert len(case.timeline) == 8 and case.problem.severity == 2 and case.session.language == "zh-TW"


def test_a_bad_setting_is_reported_without_a_traceback(child_env):
    done = _run({**child_env, "ROOTCAUSE_LANG": "klingon"}, "init")
    assert done.returncode == 2 and "ROOTCAUSE_LANG" in done.stderr and "Traceback" not in done.stderr


def test_export_then_import_a_case_through_the_command(child_env, db, tmp_path):
    assert _run(child_env, "demo").returncode == 0
    sid = sessions.list_sessions(db).sessions[0].id
    out = tmp_path / "case.json"
    assert _run(child_env, "export", sid, "--format", "json", "--out", str(out)).returncode == 0
    markdown = _run(child_env, "export", sid)
    assert markdown.returncode == 0 and markdown.stdout.startswith("# Root cause analysis report")
    imported = _run(child_env, "import", str(out))
    assert imported.returncode == 0 and "Imported as ses_" in imported.stdout
    assert sessions.list_sessions(db).total == 2
    broken = tmp_path / "broken.json"
    broken.write_text('{"schema": "something.else"}', encoding="utf-8")
    refused = _run(child_env, "import", str(broken))
    assert refused.returncode == 2 and "rootcause.case" in refused.stderr and sessions.list_sessions(db).total == 2
