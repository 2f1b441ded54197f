"""Below the tools, a malformed request is refused in the house form, in the server's language, naming the JSON path,
and never repeating a name or an address the client sent (real stdio server)."""

from __future__ import annotations

import re

import pytest
from mcp_client import RawStdio

pytestmark = pytest.mark.one_backend  # about the protocol edge, not the store

_SENT = "Jane Doe"  # (what a hostile client puts where a name or an address goes: never said back)
_HAN = re.compile(r"[\u4e00-\u9fff]")
_LATIN_WORD = re.compile(r"\b[A-Za-z]{4,}\b")
_PROTOCOL_NAMES = re.compile(r"\[[a-z_]+\]|field=|allowed=[a-z|]+|params(?:\.[a-z_]+)*|[a-z_]+/[a-zA-Z/]+|rc_[a-z_]+|"
                             r"ses_[a-z0-9]+|\b(?:method|initialize|ping|hfacs_mes|fishbone_6m|who_icps)\b")


def _errors(env: dict[str, str]) -> dict[str, dict]:
    raw = RawStdio(env)
    try:
        return {
            "params": raw.request("tools/call", {})["error"],
            "arguments": raw.request("tools/call", {"name": "rc_list_sessions", "arguments": "x"})["error"],
            "level": raw.request("logging/setLevel", {"level": "loud"})["error"],
            "method": raw.request(f"{_SENT}/x", {})["error"],
            "plain_method": raw.request("completion/complete", {"ref": {"type": "ref/prompt", "name": "x"},
                                                                "argument": {"name": "a", "value": "b"}})["error"],
            "resource": raw.request("resources/read", {"uri": f"rootcause://nothing/{_SENT}"})["error"],
            "framework": raw.request("resources/read", {"uri": f"rootcause://frameworks/{_SENT}"})["error"],
            "schema": raw.request("resources/read", {"uri": f"rootcause://schemas/{_SENT}"})["error"],
            "report": raw.request("resources/read", {"uri": "rootcause://sessions/ses_abcdefgh/report.md"})["error"],
            "prompt": raw.request("prompts/get", {"name": _SENT})["error"],
            "prompt_case": raw.request("prompts/get", {"name": "facilitate_rca",
                                                       "arguments": {"session_id": _SENT}})["error"],
        }
    finally:
        raw.close()


def test_protocol_refusals_name_the_path_in_english_and_repeat_nothing_sent(child_env):
    errors = _errors({**child_env, "ROOTCAUSE_LANG": "en"})
    assert errors["params"]["code"] == -32602
    assert errors["params"]["message"].startswith("[invalid_argument] field=params.name: ")
    assert errors["arguments"]["message"].startswith("[invalid_argument] field=params.arguments: ")
    assert errors["level"]["message"].startswith("[invalid_argument] field=params.level allowed=alert|")
    assert errors["method"]["code"] == -32601 and errors["method"]["message"].startswith("[method_not_found]")
    assert "'completion/complete'" in errors["plain_method"]["message"]  # (a method's plain name is said back)
    for kind in ("resource", "framework", "schema", "report"):
        assert errors[kind]["code"] == -32602
        assert errors[kind]["message"].startswith("[not_found] field=params.uri: "), kind
    assert errors["prompt"]["message"].startswith("[not_found] field=params.name: ")
    assert errors["prompt_case"]["message"].startswith("[invalid_argument] field=params.arguments.session_id: ")
    for kind, error in errors.items():
        assert "Jane" not in str(error), kind  # neither the message nor the data repeats what was sent
        assert "data" not in error or error["data"] in (None, ""), kind


def test_a_chinese_server_refuses_protocol_errors_in_chinese(child_env):
    errors = _errors({**child_env, "ROOTCAUSE_LANG": "zh-TW"})
    for kind, error in errors.items():
        message = error["message"]
        assert _HAN.search(message), kind
        # (outside the code, the path and the names of methods and tools, no English word is shown)
        words = _LATIN_WORD.findall(_PROTOCOL_NAMES.sub("", message))
        assert not words, (kind, words)
        assert "Jane" not in str(error), kind


def test_the_instructions_and_the_facilitation_prompt_follow_the_server_language(child_env):
    raw = RawStdio({**child_env, "ROOTCAUSE_LANG": "zh-TW"})
    try:
        assert "根本原因分析" in raw.instructions and "RootCause runs" not in raw.instructions
        got = raw.request("prompts/get", {"name": "facilitate_rca", "arguments": {"session_id": "ses_abcdefgh"}})
    finally:
        raw.close()
    text = got["result"]["messages"][0]["content"]["text"]
    assert "根本原因分析" in text and "rc_ask_why" in text and "以角色描述人" in text
    assert "ses_abcdefgh" in text and "You are" not in text
