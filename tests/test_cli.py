"""The `rootcause` command: config check, learned-rule export/import, demo, init.

Most tests call the command's entry point in this process with the child's environment (same argv, same
exit code, same output); a few start the real process to prove the installed command and its exit status.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
import yaml

from rootcause import cli
from rootcause.config.layers import BUILTIN_DIR
from rootcause.services import classification, sessions
from rootcause.services.frameworks import Frameworks
from rootcause.settings import load_settings

REPO = Path(__file__).resolve().parent.parent


def _spawn(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    """`python -m rootcause ARGS` as a real process."""
    return subprocess.run([sys.executable, "-m", "rootcause", *args], env=env, capture_output=True, text=True,
                          timeout=120, cwd=REPO)


@pytest.fixture
def command(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
         ) -> Callable[..., subprocess.CompletedProcess[str]]:
    """`rootcause ARGS` through ``cli.main`` in this process, under ``env`` alone."""

    def run(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
        for name in [n for n in os.environ if n.startswith("ROOTCAUSE_")]:
            monkeypatch.delenv(name)
        for name, value in env.items():
            monkeypatch.setenv(name, value)
        monkeypatch.chdir(REPO)
        capsys.readouterr()
        try:
            code = cli.main(list(args))
        except SystemExit as exit_:
            code = int(exit_.code or 0)
        out, err = capsys.readouterr()
        return subprocess.CompletedProcess(["rootcause", *args], code, out, err)

    return run


def test_config_check_summarises_the_built_ins_and_names_the_file_of_a_bad_override(command, child_env, tmp_path):
    good = command(child_env, "config", "check")
    assert good.returncode == 0 and "OK:" in good.stdout and "25" in good.stdout and "(override)" not in good.stdout
    overrides = tmp_path / "overrides"
    (overrides / "hfacs").mkdir(parents=True)
    shutil.copy(BUILTIN_DIR / "hfacs" / "fishbone_6m.yaml", overrides / "hfacs")
    checked = command(child_env, "config", "check", str(overrides))
    assert checked.returncode == 0 and "hfacs/fishbone_6m.yaml (override)" in checked.stdout
    text = (BUILTIN_DIR / "hfacs" / "hfacs_mes.yaml").read_text(encoding="utf-8")
    broken = overrides / "hfacs" / "hfacs_mes.yaml"
    broken.write_text(text.replace("zh-TW:", "zh-XX:", 1), encoding="utf-8")
    bad = command(child_env, "config", "check", str(overrides))
    assert bad.returncode == 2 and str(broken) in bad.stderr and "Traceback" not in bad.stderr
    hfacs_only = command(child_env, "config", "check", str(overrides / "hfacs"))  # the old usage: say what to pass
    assert hfacs_only.returncode == 2 and "hfacs/ and rules/" in hfacs_only.stderr


def test_rules_export_writes_yaml_and_import_reads_it_back_without_duplicates(command, child_env, db, fw, facilitator,
                                                                              tmp_path):
    classification.confirm_classification(db, fw, description="Infusion pump library lacked the concentration",
                                          hfacs_code="PC-TEC", reason="device", actor=facilitator)
    out = tmp_path / "learned.yaml"
    exported = command(child_env, "rules", "export", "--out", str(out))
    assert exported.returncode == 0, exported.stderr
    rules = yaml.safe_load(out.read_text(encoding="utf-8"))["rules"]
    assert [(r["code"], r["reason"]) for r in rules] == [("PC-TEC", "device")]
    again = command(child_env, "rules", "import", str(out))
    assert again.returncode == 0 and "0 added" in again.stdout and "1 unchanged" in again.stdout
    assert len(classification.list_learned_rules(db)) == 1


def test_rules_export_goes_to_the_override_folder_and_is_read_back_from_there(command, child_env, db, fw, facilitator,
                                                                                data_dir):
    """ROOTCAUSE_CONFIG_DIR unset: the export lands in <data dir>/config, which the next start reads back."""
    classification.confirm_classification(db, fw, description="Infusion pump library lacked the concentration",
                                          hfacs_code="PC-TEC", reason="device", actor=facilitator)
    exported = command(child_env, "rules", "export")
    target = data_dir / "config" / "hfacs" / "learned_rules.yaml"
    assert exported.returncode == 0 and str(target) in exported.stdout
    assert load_settings(child_env).learned_rules_file == target
    assert [r.code for r in Frameworks(load_settings(child_env).config_dir).config.learned_rules.rules] == ["PC-TEC"]
    again = command(child_env, "rules", "import")  # its default source is the same file
    assert again.returncode == 0 and str(target) in again.stdout and "1 unchanged" in again.stdout


def test_rules_export_never_writes_into_the_built_in_config(command, child_env, db):
    before = (BUILTIN_DIR / "hfacs" / "learned_rules.yaml").read_bytes()
    refused = command({**child_env, "ROOTCAUSE_CONFIG_DIR": str(BUILTIN_DIR)}, "rules", "export")
    assert refused.returncode == 2 and "built-in" in refused.stderr
    aimed = command(child_env, "rules", "export", "--out", str(BUILTIN_DIR / "hfacs" / "learned_rules.yaml"))
    assert aimed.returncode == 2
    assert (BUILTIN_DIR / "hfacs" / "learned_rules.yaml").read_bytes() == before


def test_demo_loads_a_populated_case_in_either_language(command, child_env, db):
    assert command(child_env, "demo").returncode == 0
    assert command(child_env, "demo", "--lang", "zh-TW").returncode == 0
    listed = sessions.list_sessions(db).sessions
    assert len(listed) == 2
    case = sessions.get_case(db, session_id=listed[0].id)
    assert len(case.timeline) == 8 and case.problem.severity == 2 and case.session.language == "zh-TW"


def test_a_bad_setting_is_reported_without_a_traceback(child_env):
    done = _spawn({**child_env, "ROOTCAUSE_LANG": "klingon"}, "init")
    assert done.returncode == 2 and "ROOTCAUSE_LANG" in done.stderr and "Traceback" not in done.stderr


def test_export_then_import_a_case_through_the_command(command, child_env, db, tmp_path):
    assert command(child_env, "demo").returncode == 0
    sid = sessions.list_sessions(db).sessions[0].id
    out = tmp_path / "case.json"
    assert command(child_env, "export", sid, "--format", "json", "--out", str(out)).returncode == 0
    markdown = command(child_env, "export", sid)
    assert markdown.returncode == 0 and markdown.stdout.startswith("# Root cause analysis report")
    imported = command(child_env, "import", str(out))
    assert imported.returncode == 0 and "Imported as ses_" in imported.stdout
    assert sessions.list_sessions(db).total == 2
    broken = tmp_path / "broken.json"
    broken.write_text('{"schema": "something.else"}', encoding="utf-8")
    refused = _spawn(child_env, "import", str(broken))  # the real process: exit status 2, no traceback
    assert refused.returncode == 2 and "rootcause.case" in refused.stderr and sessions.list_sessions(db).total == 2


def test_import_of_an_endless_input_stops_past_the_limit_and_says_so(child_env):
    refused = _spawn(child_env, "import", "/dev/zero")  # never read to the end: one byte past 5 MB, then refused
    assert refused.returncode == 2 and "5 MB" in refused.stderr and "Traceback" not in refused.stderr


def test_a_path_or_a_port_the_command_cannot_use_is_named_without_a_traceback(command, child_env, tmp_path):
    """The session-24 audit: an unwritable --out, a data folder that is a file, a bad database URL and --port 99999
    each ended in a traceback."""
    plain_file = tmp_path / "afile"
    plain_file.write_text("x", encoding="utf-8")
    in_a_file = {**{k: v for k, v in child_env.items() if k != "ROOTCAUSE_DATABASE_URL"},
                 "ROOTCAUSE_DATA_DIR": str(plain_file)}
    runs = [
        (child_env, ("rules", "export", "--out", "/proc/no-such/rules.yaml"), "/proc/no-such"),
        (in_a_file, ("db", "backup"), str(plain_file)),
        (in_a_file, ("db", "upgrade"), "ROOTCAUSE_DATA_DIR"),
        (in_a_file, ("db", "check"), f"The data folder {plain_file} is a file"),
        ({**child_env, "ROOTCAUSE_DATABASE_URL": "not a url"}, ("db", "upgrade"), "ROOTCAUSE_DATABASE_URL"),
        (child_env, ("mcp", "--transport", "http", "--port", "99999"), "--port"),
    ]
    for env, args, named in runs:
        done = command(env, *args)
        assert done.returncode == 2 and named in done.stderr and "Traceback" not in done.stderr, (args, done.stderr)


def test_a_path_the_command_cannot_use_is_told_in_chinese(command, child_env):
    done = command({**child_env, "ROOTCAUSE_LANG": "zh-TW"}, "rules", "export", "--out", "/proc/no-such/rules.yaml")
    assert done.returncode == 2 and "無法使用 /proc/no-such" in done.stderr and "Check that" not in done.stderr


def test_a_chinese_user_is_refused_in_chinese_even_by_argparse_and_a_bad_setting(command, child_env):
    env = {**child_env, "ROOTCAUSE_LANG": "zh-TW"}
    bad_choice = command(env, "export", "ses_x", "--format", "pdf")
    assert bad_choice.returncode == 2 and "不是可用的選項" in bad_choice.stderr
    assert "invalid choice" not in bad_choice.stderr
    missing = command(env, "export")
    assert missing.returncode == 2 and "缺少必要參數" in missing.stderr
    bad_setting = command({**env, "ROOTCAUSE_APP_PORT": "abc"}, "db", "check")
    assert bad_setting.returncode == 2 and "連接埠" in bad_setting.stderr and "must be" not in bad_setting.stderr
    english = command(child_env, "export", "ses_x", "--format", "pdf")
    assert "invalid choice" in english.stderr


def test_a_person_or_member_not_found_is_told_a_command_that_exists(command, child_env, db):
    """The advice after "not found" names the real directory and team commands, and each one runs."""
    case = command(child_env, "demo").stdout
    sid = next(word for word in case.split() if word.startswith("ses_"))
    assert command(child_env, "users", "add", "bob@example.org", "--role", "member").returncode == 0
    for args, advice in ((("token", "create", "nobody@example.org"), "rootcause users list"),
                         (("team", "remove", sid, "bob@example.org"), "rootcause team list")):
        refused = command(child_env, *args)
        assert refused.returncode != 0 and advice in refused.stderr + refused.stdout, refused
    assert command(child_env, "users", "list").returncode == 0
    assert command(child_env, "team", "list", sid).returncode == 0
