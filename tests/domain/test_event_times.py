"""Timeline times as a meeting writes them: parsed, kept as typed, and ordered."""

from __future__ import annotations

from datetime import datetime

import pytest

from rootcause.domain.model.timeline import order_indices, parse_event_time
from rootcause.errors import InvalidInput


@pytest.mark.parametrize(
    ("text", "kind", "minutes"),
    [
        ("T+00:15", "relative", 15),
        ("T-1:30", "relative", -90),
        ("t+45min", "relative", 45),
        ("T+2h", "relative", 120),
        ("T+1d 02:00", "relative", 1560),
        ("08:15", "clock", 495),
        ("23:59", "clock", 1439),
        ("08：15", "clock", 495),
    ],
)
def test_relative_and_clock_times_parse_to_minutes(text, kind, minutes):
    parsed = parse_event_time(text)
    assert (parsed.kind, parsed.minutes, parsed.text) == (kind, minutes, text)


def test_full_dates_parse_and_keep_what_was_typed():
    parsed = parse_event_time("2026-03-14 08:15")
    assert parsed.kind == "datetime" and parsed.text == "2026-03-14 08:15"
    assert parse_event_time("2026-03-14T08:15").minutes == parsed.minutes


@pytest.mark.parametrize("text", ["soon", "24:00", "T+", "8am", "14/03/2026", "T+5x"])
def test_unplaceable_times_are_refused_with_a_hint_in_both_languages(text):
    with pytest.raises(InvalidInput) as err:
        parse_event_time(text)
    assert "T+00:15" in err.value.message("en") and "T+00:15" in err.value.message("zh-TW")


def test_an_anchor_places_clock_times_and_offsets_on_the_event_day():
    times = [parse_event_time(t) for t in ("T+00:10", "02:00", "2026-03-14 02:35", "T-00:30")]
    anchor = datetime(2026, 3, 14, 2, 40)
    assert order_indices(times, anchor) == [1, 3, 2, 0]


def test_without_an_anchor_kinds_sort_apart_and_ties_keep_entry_order():
    times = [parse_event_time(t) for t in ("T+00:10", "09:00", "T+00:10", "2026-01-01 00:00")]
    assert order_indices(times, None) == [3, 1, 0, 2]


@pytest.mark.parametrize(("text", "says"), [
    ("0001-01-01 00:00", "outside 1900"),
    ("9999-12-31 23:59", "outside 1900"),
    ("T+99999999d", "ten years"),
    ("T+" + "9" * 400 + "m", "ten years"),
])
def test_a_time_no_store_or_clock_can_hold_is_refused_naming_the_field(text, says):
    with pytest.raises(InvalidInput) as refused:
        parse_event_time(text)
    assert refused.value.field == "when" and says in refused.value.message("en")
    assert "when" in refused.value.message("zh-TW") and says not in refused.value.message("zh-TW")
