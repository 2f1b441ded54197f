"""The README's stdio setup works from any folder, and a start that fails says why on one line of stderr.

A desktop client (or the MCP Inspector) starts the server in a folder of its own choosing, with only the
environment its config names, and shows little more than "Connection closed" when the server dies; so the
server must need no working directory, and its last words must be one clear line.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import anyio
import pytest
from mcp import Client
from mcp.client.stdio import StdioServerParameters

pytestmark = pytest.mark.one_backend  # about the process and its transport, not the store

REPO = Path(__file__).resolve().parents[2]
PLACEHOLDER = "/path/to/rootcause"  # the README's stand-in for the checkout's folder


def readme_stdio_config() -> dict:
    """The rootcause entry of the README's stdio client config (the JSON block with a ``command``)."""
    text = (REPO / "README.md").read_text(encoding="utf-8")
    for block in re.findall(r"```json\n(.*?)```", text, flags=re.DOTALL):
        entry = json.loads(block)["mcpServers"]["rootcause"]
        if "command" in entry:
            return entry
    raise AssertionError("README.md has no stdio client config (a JSON block with a command)")


def test_the_readmes_stdio_config_needs_nothing_but_the_installed_command_and_a_data_folder():
    config = readme_stdio_config()
    assert config["command"].startswith(PLACEHOLDER + "/") and config["command"].endswith("/rootcause")
    assert config["args"] == ["mcp"]
    assert set(config["env"]) == {"ROOTCAUSE_DATA_DIR"}  # no ROOTCAUSE_CONFIG_DIR, no PYTHONPATH, no cwd
    assert "cwd" not in config


def test_the_readmes_stdio_config_works_from_a_temporary_folder(tmp_path):
    """Exactly the README's command, args and env (its two placeholders filled in), started in an empty folder."""
    config = readme_stdio_config()
    command = REPO / config["command"].removeprefix(PLACEHOLDER + "/")
    if not command.exists():
        pytest.skip(f"{command.relative_to(REPO)} is not installed in this checkout (make setup makes it)")
    env = {**config["env"], "ROOTCAUSE_DATA_DIR": str(tmp_path / "data")}
    elsewhere = tmp_path / "agent-home"
    elsewhere.mkdir()
    server = StdioServerParameters(command=str(command), args=config["args"], env=env, cwd=elsewhere)

    async def body() -> tuple[str, list[str], dict, dict]:
        async with Client(server, mode="legacy", read_timeout_seconds=60) as client:  # initialize
            name = client.server_info.name if client.server_info else ""
            tools = [tool.name for tool in (await client.list_tools()).tools]
            made = await client.call_tool("rc_create_session", {"title": "Started from anywhere"})
            listed = await client.call_tool("rc_list_sessions", {})
            assert not made.is_error and not listed.is_error
            return name, tools, made.structured_content or {}, listed.structured_content or {}

    name, tools, made, listed = anyio.run(body)
    assert name == "rootcause"
    assert {"rc_create_session", "rc_list_sessions", "rc_suggest_hfacs", "rc_get_hfacs_framework"} <= set(tools)
    assert "Started from anywhere" in json.dumps(made, ensure_ascii=False)
    assert "Started from anywhere" in json.dumps(listed, ensure_ascii=False)
    assert (tmp_path / "data" / "rootcause.db").exists()
    assert list(elsewhere.iterdir()) == []  # nothing written where it was started


def _broken_config(tmp_path: Path) -> dict[str, str]:
    folder = tmp_path / "overrides"
    (folder / "hfacs").mkdir(parents=True)
    (folder / "hfacs" / "keyword_rules.yaml").write_text("rules: [unclosed\n", encoding="utf-8")
    return {"ROOTCAUSE_CONFIG_DIR": str(folder)}


def _unopenable_store(tmp_path: Path) -> dict[str, str]:
    (tmp_path / "not-a-folder").write_text("a file where the data folder should be", encoding="utf-8")
    return {"ROOTCAUSE_DATA_DIR": str(tmp_path / "not-a-folder")}


FAILURES = {
    "missing config dir": (lambda tmp: {"ROOTCAUSE_CONFIG_DIR": str(tmp / "no-such-folder")}, "no-such-folder"),
    "corrupt override file": (_broken_config, "keyword_rules.yaml"),
    "unopenable store": (_unopenable_store, "ROOTCAUSE_DATA_DIR"),
}


@pytest.mark.parametrize("transport", ["stdio", "http"])
@pytest.mark.parametrize("failure", sorted(FAILURES))
def test_a_failed_start_is_one_clear_line_on_stderr_and_a_non_zero_exit(child_env, tmp_path, transport, failure):
    make_env, named = FAILURES[failure]
    env = {**child_env, **make_env(tmp_path)}
    env.pop("ROOTCAUSE_DATABASE_URL")  # the store comes from ROOTCAUSE_DATA_DIR, as in the README
    done = subprocess.run([sys.executable, "-m", "rootcause", "mcp", "--transport", transport, "--port", "0"],
                          env=env, capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL,
                          cwd=tmp_path)
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith("rootcause mcp: ") and named in lines[0]
    assert " | " in lines[0] and re.search(r"[\u4e00-\u9fff]", lines[0])  # English, then Chinese
    assert done.stdout == ""
