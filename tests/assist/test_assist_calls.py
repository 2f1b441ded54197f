"""The assistant against a fake OpenAI-compatible server: every way a call can go, and never a crash."""

from __future__ import annotations

import logging

import pytest
from fake_openai_server import Reply, closed_port_url

from rootcause.assist import Assistant

STATEMENT = "The nurse picked insulin instead of heparin"


def rewrite(assistant: Assistant, text: str = STATEMENT):
    return assistant.rewrite_causal(text=text, broken=["Show cause and effect"], lang="en")


def test_a_normal_answer_is_parsed_into_the_schema(fake, assistant):
    reply = rewrite(assistant)
    assert reply.ok and reply.status == "ok" and reply.value.statement.startswith("Because")
    [sent] = fake.requests()
    assert sent.body["model"] == "local-model" and sent.schema == "CausalRewrite"
    assert sent.authorization == "Bearer test-key"
    assert STATEMENT in sent.text and "Show cause and effect" in sent.text


@pytest.mark.parametrize("bad", [Reply.raw("{not json"), Reply.json({"wrong": "shape"}), Reply.raw("")])
def test_malformed_output_falls_back_and_logs_only_a_trace_id(fake, assistant, caplog, bad):
    fake.then(bad)
    with caplog.at_level(logging.INFO, logger="rootcause.assist"):
        reply = rewrite(assistant)
    assert not reply.ok and reply.status == "unavailable" and reply.value is None and reply.trace
    logged = "\n".join(r.getMessage() for r in caplog.records)
    assert f"trace={reply.trace}" in logged and "fallback=rules" in logged
    assert "insulin" not in logged and "not json" not in logged and "wrong" not in logged  # never the text


def test_a_timeout_falls_back(fake, make_assistant):
    fake.then(Reply.hang(3.0))
    reply = rewrite(make_assistant(fake.base_url, timeout=0.5))
    assert reply.status == "unavailable" and reply.value is None
    assert len(fake.requests()) == 1  # a timeout is not retried: the deadline covers the whole call


def test_429_then_success_is_retried_with_backoff(fake, assistant, caplog):
    fake.then(Reply.status(429, retry_after="0"))
    with caplog.at_level(logging.INFO, logger="rootcause.assist"):
        reply = rewrite(assistant)
    assert reply.ok and reply.value.statement.startswith("Because")
    assert len(fake.requests()) == 2
    assert any("retry status=429" in r.getMessage() for r in caplog.records)


def test_503_then_success_is_retried(fake, assistant):
    fake.then(Reply.status(503))
    assert rewrite(assistant).ok and len(fake.requests()) == 2


def test_a_persistent_500_gives_up_after_the_bounded_retries(fake, assistant):
    fake.then(*[Reply.status(500)] * 10)
    reply = rewrite(assistant)
    assert reply.status == "unavailable" and reply.value is None
    assert len(fake.requests()) == 3  # one call and two retries, no more


def test_a_client_error_is_not_retried(fake, assistant):
    fake.then(Reply.status(400), Reply.status(401))
    assert rewrite(assistant).status == "unavailable"
    assert len(fake.requests()) == 1


def test_a_closed_port_falls_back_at_once(make_assistant, caplog):
    assistant = make_assistant(closed_port_url(), timeout=0.5)
    with caplog.at_level(logging.WARNING, logger="rootcause.assist"):
        reply = rewrite(assistant)
        again = assistant.next_whys(problem="Wrong drug given", chain=[], lang="en")
    assert reply.status == again.status == "unavailable"
    assert [r.getMessage().split("kind=")[1].split()[0] for r in caplog.records] == ["APIConnectionError"] * 2


def test_a_refusal_falls_back(fake, assistant):
    fake.then(Reply("content", None))  # content null, as a refusing model sends
    assert rewrite(assistant).status == "unavailable"


def test_text_with_an_identifier_never_reaches_the_server(fake, assistant):
    leaking = [
        rewrite(assistant, "Patient A123456789 was given insulin instead of heparin"),  # a national ID
        rewrite(assistant, "病歷號 12345678 的病人拿錯藥"),
        assistant.next_whys(problem="Wrong drug", chain=["Call the family at 0912-345-678"], lang="en"),
        assistant.draft_summary(problem="Mix-up", root_causes=["Reported by jane.doe@example.org"], actions=[],
                                lang="en"),
    ]
    assert [r.status for r in leaking] == ["phi_blocked"] * 4
    assert assistant.embed(["a clean text", "MRN 1234567"]) is None
    assert fake.log == []


def test_clean_texts_in_both_languages_are_sent(fake, assistant):
    assert rewrite(assistant).ok
    assert assistant.rewrite_causal(text="護理師拿錯藥", broken=["呈現因果關係"], lang="zh-TW").ok
    zh = fake.requests()[1]
    assert "繁體中文" in zh.body["messages"][0]["content"] and "護理師拿錯藥" in zh.text


def test_off_and_unconfigured_send_nothing_and_never_import_the_client(fake):
    off = Assistant(enabled=False, model="m", base_url=fake.base_url)
    unconfigured = Assistant(enabled=True, model=None, base_url=fake.base_url)
    assert (off.state, unconfigured.state) == ("off", "unconfigured")
    assert rewrite(off).status == "off" and rewrite(unconfigured).status == "unconfigured"
    assert off.embed(["x"]) is None and not off.can_embed
    assert fake.log == [] and off._client is None and unconfigured._client is None


def test_embeddings_come_back_one_per_text(fake, make_assistant):
    assistant = make_assistant(fake.base_url, embed_model="local-embed")
    vectors = assistant.embed(["look-alike vials", "double shift fatigue"])
    assert vectors is not None and len(vectors) == 2 and len(vectors[0]) == fake.embed_dims
    assert fake.requests("/embeddings")[0].body["model"] == "local-embed"
    fake.then(Reply.status(500), Reply.status(500), Reply.status(500))
    assert assistant.embed(["x"]) is None
    assert make_assistant(fake.base_url).embed(["no embed model set"]) is None


def test_the_key_is_never_in_the_assistants_repr(assistant):
    assert "test-key" not in repr(assistant) and "local-model" in repr(assistant)


def test_a_malformed_base_url_falls_back(make_assistant):
    reply = rewrite(make_assistant("http://[not-a-host"))
    assert reply.status == "unavailable" and reply.trace


def test_even_at_debug_level_no_log_line_carries_the_text_or_the_key(fake, assistant, caplog):
    fake.then(Reply.status(500), Reply.raw("{broken"))
    with caplog.at_level(logging.DEBUG):
        rewrite(assistant)
        rewrite(assistant)
    logged = "\n".join(f"{r.name} {r.getMessage()}" for r in caplog.records)
    assert "insulin" not in logged and "test-key" not in logged and "broken" not in logged
