"""The assist switch and its settings: off by default, clear bilingual errors, the key never shown."""

from __future__ import annotations

import pytest

from rootcause.assist import Assistant
from rootcause.errors import InvalidInput
from rootcause.settings import load_settings


def test_off_by_default():
    settings = load_settings({})
    assert not settings.llm_enabled and not settings.llm_configured and settings.llm_timeout == 10.0
    assert Assistant.from_settings(settings).state == "off"


@pytest.mark.parametrize(("value", "on"), [("on", True), ("TRUE", True), ("1", True), (" off ", False),
                                          ("false", False), ("0", False)])
def test_the_switch_accepts_on_off_true_false_one_zero(value, on):
    assert load_settings({"ROOTCAUSE_LLM": value}).llm_enabled is on


def test_a_bad_switch_or_timeout_is_a_bilingual_error():
    with pytest.raises(InvalidInput) as bad:
        load_settings({"ROOTCAUSE_LLM": "maybe"})
    assert bad.value.field == "ROOTCAUSE_LLM" and "'on' or 'off'" in bad.value.message("en")
    assert "必須是" in bad.value.message("zh-TW")
    for value in ("soon", "0", "-1", "9999"):
        with pytest.raises(InvalidInput) as slow:
            load_settings({"ROOTCAUSE_LLM_TIMEOUT": value})
        assert slow.value.field == "ROOTCAUSE_LLM_TIMEOUT"


def test_on_with_a_model_is_configured_and_the_key_stays_secret():
    settings = load_settings({"ROOTCAUSE_LLM": "on", "ROOTCAUSE_LLM_MODEL": "llama3.1:8b",
                              "OPENAI_BASE_URL": "http://127.0.0.1:11434/v1", "OPENAI_API_KEY": "sk-secret-1",
                              "ROOTCAUSE_EMBED_MODEL": "nomic-embed-text", "ROOTCAUSE_LLM_TIMEOUT": "2.5"})
    assert settings.llm_configured and settings.llm_model == "llama3.1:8b" and settings.llm_timeout == 2.5
    assert "sk-secret-1" not in repr(settings) and "sk-secret-1" not in str(settings.model_dump())
    assistant = Assistant.from_settings(settings)
    assert assistant.state == "on" and assistant.can_embed and "sk-secret-1" not in repr(assistant)


def test_on_without_a_model_is_on_but_not_configured():
    settings = load_settings({"ROOTCAUSE_LLM": "on"})
    assert settings.llm_enabled and not settings.llm_configured
    assert Assistant.from_settings(settings).state == "unconfigured"
