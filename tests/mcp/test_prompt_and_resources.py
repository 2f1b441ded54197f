"""The facilitate_rca prompt and the framework resource, read through a real client."""

from __future__ import annotations

import json

from mcp_client import with_server


def test_the_prompt_explains_the_steps_and_the_privacy_rule(child_env):
    async def body(client):
        listed = await client.list_prompts()
        got = await client.get_prompt("facilitate_rca", {"session_id": "ses_abcdefgh"})
        return listed, got

    listed, got = with_server(child_env, body)
    assert "facilitate_rca" in [p.name for p in listed.prompts]
    text = got.messages[0].content.text
    assert "rc_ask_why" in text and "next_action" in text and "by role" in text and "ses_abcdefgh" in text


def test_a_framework_can_be_read_as_a_resource(child_env):
    async def body(client):
        templates = await client.list_resource_templates()
        read = await client.read_resource("rootcause://frameworks/fishbone_6m")
        return templates, read

    templates, read = with_server(child_env, body)
    assert any("frameworks" in t.uri_template for t in templates.resource_templates)
    data = json.loads(read.contents[0].text)
    assert data["framework"] == "fishbone_6m" and len(data["categories"]) == 6
