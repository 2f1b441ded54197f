"""The official MCP Inspector CLI (pinned in ``inspector_check/``) drives the real stdio server: it lists the
tools (with its strict schema-portability check), lists the resources, and calls one tool."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests import node_packages

CHECK_DIR = Path(__file__).resolve().parent / "inspector_check"
pytestmark = pytest.mark.slow


def _inspect(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    node_packages.ensure_installed(CHECK_DIR, "The MCP Inspector CLI check")
    server_env = [f"{k}={v}" for k, v in env.items() if k in ("ROOTCAUSE_DATA_DIR", "ROOTCAUSE_DATABASE_URL")]
    command = [str(CHECK_DIR / "node_modules" / ".bin" / "mcp-inspector"), "--cli", sys.executable, "-m",
               "rootcause", "mcp", *(f"-e{pair}" for pair in server_env), *args]
    return subprocess.run(command, cwd=CHECK_DIR, capture_output=True, text=True, timeout=120, check=False)


def test_the_inspector_lists_portable_tools_the_open_cases_and_calls_a_tool(child_env):
    listed = _inspect(child_env, "--method", "tools/list", "--strict")
    assert listed.returncode == 0, listed.stderr[-2000:]
    tools = {t["name"] for t in json.loads(listed.stdout)["tools"]}
    assert {"rc_create_session", "rc_ask_why", "rc_close_case"} <= tools
    assert "Warning" not in listed.stderr and "warnings across" not in listed.stderr  # (schema portability)
    called = _inspect(child_env, "--method", "tools/call", "--tool-name", "rc_create_session",
                      "--tool-arg", "title=Inspector case")
    assert called.returncode == 0, called.stderr[-2000:]
    created = json.loads(called.stdout)
    assert created["content"][0]["text"].startswith("rc_create_session ok id=ses_")
    sid = created["structuredContent"]["result"]["id"]
    resources = _inspect(child_env, "--method", "resources/list")
    assert resources.returncode == 0, resources.stderr[-2000:]
    assert f"rootcause://sessions/{sid}/report.md" in {r["uri"] for r in json.loads(resources.stdout)["resources"]}
