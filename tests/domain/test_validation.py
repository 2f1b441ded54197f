"""Input rules both faces rely on: types, blanks, control characters, size, versions, severity."""

from __future__ import annotations

import pytest

from rootcause.domain.model.actor import agent, human
from rootcause.domain.model.severity import parse_severity, sac_meaning
from rootcause.domain.model.validation import optional_date, require_limit, require_text, require_version
from rootcause.errors import InvalidInput


@pytest.mark.parametrize("value", [None, 3, ["a"], b"bytes", "", "   \n\t ", "a\x07b", "x" * 4001, "y" * 1_000_000])
def test_bad_text_is_refused_naming_the_field(value):
    with pytest.raises(InvalidInput) as err:
        require_text("description", value)
    assert err.value.field == "description"
    assert "description" in err.value.message("zh-TW")


def test_text_keeps_newlines_and_tabs_and_is_stripped():
    assert require_text("what", "  line one\r\n\tline two  ") == "line one\n\tline two"


def test_invisible_direction_overrides_are_refused():
    with pytest.raises(InvalidInput):
        require_text("title", "normal\u202etext")


@pytest.mark.parametrize(("value", "level"), [(1, 1), ("4", 4), ("SAC 2", 2), ("sac3", 3), (None, None), ("", None)])
def test_severity_accepts_sac_levels(value, level):
    assert parse_severity(value) == level


@pytest.mark.parametrize("value", [0, 5, "high", True, 2.5])
def test_severity_outside_the_sac_scale_is_refused(value):
    with pytest.raises(InvalidInput):
        parse_severity(value)


def test_each_sac_level_has_a_meaning_in_both_languages():
    for level in (1, 2, 3, 4):
        assert sac_meaning(level, "en") and sac_meaning(level, "zh-TW") != sac_meaning(level, "en")


def test_versions_limits_and_dates():
    assert require_version("version", "3") == 3
    for bad in (0, -1, "v2", True, None):
        with pytest.raises(InvalidInput):
            require_version("version", bad)
    assert require_limit("limit", None, default=50, maximum=100) == 50
    with pytest.raises(InvalidInput):
        require_limit("limit", 101, default=50, maximum=100)
    assert str(optional_date("due", "2026-12-01")) == "2026-12-01"
    with pytest.raises(InvalidInput):
        optional_date("due", "next week")


def test_actors_are_roles_or_sanitised_agent_names():
    assert human("scribe").name == "scribe"
    assert human("Dr. Somebody").name == "facilitator"  # a free-text name never reaches the audit trail
    assert agent("Claude Desktop <x>\n").name == "Claude Desktop x"
    assert agent(None).name == "mcp-agent"


@pytest.mark.parametrize("value", ["Pump \ud800 overdose", "a\u2060b", "end\uffff"])
def test_a_lone_surrogate_or_an_invisible_joiner_is_refused_before_the_store_sees_it(value):
    with pytest.raises(InvalidInput) as refused:
        require_text("title", value)
    assert refused.value.field == "title"


@pytest.mark.parametrize("value", ["0001-01-01", "9999-12-31"])
def test_a_date_outside_the_years_a_case_holds_is_refused(value):
    with pytest.raises(InvalidInput) as refused:
        optional_date("due", value)
    assert "1900" in refused.value.message("en") and "1900" in refused.value.message("zh-TW")
