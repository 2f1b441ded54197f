"""Off loopback without sign-in, neither `rootcause run` nor the app server starts anything: exit 2, one message that
says how to configure sign-in, in the language of ROOTCAUSE_LANG (the app server: both, on one line)."""

from __future__ import annotations

import os
import socket
import subprocess
import sys

import pytest
from app_probe import REPO, clean_env, free_port

from rootcause import cli

HOW = ("ROOTCAUSE_OIDC_METADATA_URL", "ROOTCAUSE_OIDC_CLIENT_ID", "ROOTCAUSE_OIDC_CLIENT_SECRET", "[auth]",
       ".streamlit/secrets.toml")


def _nothing_listens(port: int) -> bool:
    with socket.socket() as probe:
        return probe.connect_ex(("127.0.0.1", port)) != 0


@pytest.mark.parametrize(("lang", "words"), [("en", "not a loopback address"), ("zh-TW", "不是本機迴路")])
@pytest.mark.parametrize("app_host", ["10.1.2.3", "0.0.0.0"])
def test_run_off_loopback_without_sign_in_exits_2_with_the_message_and_starts_nothing(tmp_path, lang, words, app_host):
    app_port, mcp_port = free_port(), free_port()
    env = clean_env(tmp_path / "data", ROOTCAUSE_LANG=lang, ROOTCAUSE_APP_PORT=str(app_port),
                    ROOTCAUSE_MCP_PORT=str(mcp_port), HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-m", "rootcause", "run", "--app-host", app_host], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert words in done.stderr and all(part in done.stderr for part in HOW), done.stderr
    assert "Traceback" not in done.stderr and "RootCause app:" not in done.stderr
    assert not (tmp_path / "data").exists(), "the store was opened before the refusal"
    assert _nothing_listens(app_port) and _nothing_listens(mcp_port)


def test_the_app_server_alone_refuses_the_same_in_both_languages_on_one_line(tmp_path):
    port = free_port()
    done = subprocess.run([sys.executable, "-m", "rootcause.web.serve", "--host", "0.0.0.0", "--port", str(port)],
                          cwd=REPO, env=clean_env(tmp_path / "data", HOME=str(tmp_path)), capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "not a loopback address" in lines[0] and "不是本機迴路" in lines[0]
    assert "Traceback" not in done.stderr and _nothing_listens(port)


def test_a_corrupt_secrets_file_is_named_not_a_traceback(tmp_path, monkeypatch, capsys):
    secrets = tmp_path / ".streamlit" / "secrets.toml"
    secrets.parent.mkdir()
    secrets.write_text("[auth\nclient_id = 'x'\n", encoding="utf-8")
    for name in [n for n in os.environ if n.startswith("ROOTCAUSE_")]:
        monkeypatch.delenv(name)
    monkeypatch.setenv("ROOTCAUSE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.chdir(tmp_path)  # the working folder's .streamlit/secrets.toml is one Streamlit reads
    assert cli.main(["run", "--app-host", "10.1.2.3"]) == 2
    err = capsys.readouterr().err
    assert str(secrets) in err and "TOML" in err and "Traceback" not in err
    assert not (tmp_path / "data").exists()
