"""Secrets in the settings never show in a repr (which is what ends up in logs and tracebacks)."""

from __future__ import annotations

from rootcause.settings import load_settings


def test_the_mcp_token_and_the_api_key_stay_out_of_the_repr():
    settings = load_settings({"ROOTCAUSE_MCP_TOKEN": "tok-s3cret", "OPENAI_API_KEY": "sk-s3cret"})
    assert settings.mcp_token == "tok-s3cret"
    shown = repr(settings) + str(settings)
    assert "tok-s3cret" not in shown and "sk-s3cret" not in shown
