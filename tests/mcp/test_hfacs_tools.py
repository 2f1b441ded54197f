"""The HFACS tools through an MCP client: suggest, confirm (teaching the suggester across processes), browse, reload."""

from __future__ import annotations

import subprocess
import sys

from mcp_client import error_text, ok, with_server, with_stdio

from rootcause.services import classification
from rootcause.services.frameworks import Frameworks

STATEMENT = "The pharmacy stocked heparin and insulin vials in adjacent bins of the same drawer"


def test_suggest_returns_the_contract_fields_in_both_languages(child_env):
    async def body(client):
        en = ok(await client.call_tool("rc_suggest_hfacs", {"description": "Nurse was tired after a double shift",
                                                            "max_suggestions": 2}))
        zh = ok(await client.call_tool("rc_suggest_hfacs", {"description": "護理師連續上兩班非常疲累",
                                                            "language": "zh-TW"}))
        bad = await client.call_tool("rc_suggest_hfacs", {"description": "x", "max_suggestions": 0})
        return en, zh, bad

    en, zh, bad = with_server(child_env, body)
    assert len(en["suggestions"]) <= 2
    first = en["suggestions"][0]
    assert {"code", "name", "level", "confidence", "reason", "matched"} <= set(first)
    assert zh["suggestions"][0]["name"] != first["name"] or zh["suggestions"][0]["code"] != first["code"]
    assert "field=max_suggestions" in error_text(bad)


def test_a_rule_confirmed_over_mcp_changes_the_next_suggestion_in_another_process(child_env, db):
    fw = Frameworks()  # this test process plays the app's part
    before = classification.suggest_hfacs(db, fw, description=STATEMENT).suggestions[0].code

    async def body(client):
        rule = ok(await client.call_tool("rc_learn_rule", {
            "description": STATEMENT, "hfacs_code": "OF-OP", "reason": "Storage policy allowed it"}))
        listed = ok(await client.call_tool("rc_list_learned_rules", {"query": "heparin"}))
        return rule, listed

    rule, listed = with_stdio({**child_env, "ROOTCAUSE_MCP_ADMIN": "1"}, body)  # a real second process
    assert rule["code"] == "OI-OP" and rule["actor_kind"] == "agent"  # alias stored as the canonical code
    assert [r["id"] for r in listed["rules"]] == [rule["id"]]
    after = classification.suggest_hfacs(db, fw, description=STATEMENT)
    assert after.suggestions[0].code == "OI-OP" and after.suggestions[0].source == "learned"
    assert before != "OI-OP" or after.suggestions[0].source == "learned"


def test_framework_browse_and_reload(child_env):
    async def body(client):
        oi = ok(await client.call_tool("rc_get_hfacs_framework", {"level": "OI"}))
        bones = ok(await client.call_tool("rc_get_hfacs_framework", {"framework": "fishbone_6m"}))
        counts = ok(await client.call_tool("rc_reload_rules", {}))
        bad = await client.call_tool("rc_learn_rule", {"description": "x", "hfacs_code": "ZZ-TOP",
                                                                   "reason": "y"})
        return oi, bones, counts, bad

    oi, bones, counts, bad = with_server({**child_env, "ROOTCAUSE_MCP_ADMIN": "1"}, body)
    assert [c["code"] for c in oi["categories"]] == ["OI-RM", "OI-OP", "OI-PSC", "OI-MOC"]
    assert oi["categories"][0]["name"] == {"en": "Resource management"}  # compact, in the server's language
    assert [c["code"] for c in bones["categories"]] == ["PEOPLE", "EQUIPMENT", "MATERIAL", "METHOD", "MONITORING",
                                                         "ENVIRONMENT"]
    assert counts["counts"]["hfacs_categories"] == 25
    assert "field=hfacs_code" in error_text(bad)


def test_reload_with_a_broken_file_names_it_and_keeps_serving(child_env, tmp_path):
    config = tmp_path / "config"  # an override folder that replaces nothing yet
    (config / "hfacs").mkdir(parents=True)
    env = {**child_env, "ROOTCAUSE_CONFIG_DIR": str(config), "ROOTCAUSE_MCP_ADMIN": "1"}

    async def body(client):
        await client.list_tools()  # the server has read its config once it lists its tools
        (config / "hfacs" / "hfacs_mes.yaml").write_text("levels: [", encoding="utf-8")
        broken = await client.call_tool("rc_reload_rules", {})
        still = ok(await client.call_tool("rc_suggest_hfacs", {"description": "The nurse was distracted"}))
        return broken, still

    broken, still = with_server(env, body)
    assert "[config_error]" in error_text(broken) and "hfacs_mes.yaml" in error_text(broken)
    assert still["suggestions"]


def test_a_server_started_on_a_broken_config_says_which_file_and_exits(child_env, tmp_path):
    config = tmp_path / "config"
    (config / "hfacs").mkdir(parents=True)
    (config / "hfacs" / "fishbone_6m.yaml").write_text("categories:\n  - code: [\n", encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "rootcause", "mcp"], env={**child_env,
                          "ROOTCAUSE_CONFIG_DIR": str(config)}, capture_output=True, text=True, timeout=60,
                          stdin=subprocess.DEVNULL)
    assert done.returncode == 2
    assert "fishbone_6m.yaml" in done.stderr and "Traceback" not in done.stderr


def test_an_unknown_domain_is_refused_without_repeating_what_was_sent(child_env):
    async def body(client):
        return await client.call_tool("rc_suggest_hfacs", {"description": "The pump rate was keyed ten times high",
                                                           "domain": "Nurse gave insulin to A123456789"})

    refused = error_text(with_server(child_env, body))
    assert refused.startswith("[invalid_input] field=domain") and "A123456789" not in refused
    assert "medication" in refused  # (the domains it does know are listed)
