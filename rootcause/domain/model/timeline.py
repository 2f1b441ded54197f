"""Event times as a meeting writes them, and the order they sort in.

Teams write times three ways: a full date and time ("2026-03-14 08:15"), a clock time on the day of
the event ("08:15"), or an offset from the moment the event was recognised ("T+00:15", "T-1:30").
Each is kept as typed and given a sort key; when the problem statement says when the event happened,
clock times and offsets are placed on that day so a mixed timeline still reads in order.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Literal

from rootcause.domain.model.validation import EARLIEST_YEAR, LATEST_YEAR, year_in_range
from rootcause.errors import InvalidInput

TimeKind = Literal["datetime", "clock", "relative"]

_RELATIVE = re.compile(
    r"^T\s*(?P<sign>[+-])\s*(?:(?P<d>\d+)\s*d\s*)?"
    r"(?:(?P<h>\d{1,3}):(?P<m>[0-5]\d)|(?P<n>\d+(?:\.\d+)?)\s*(?P<unit>m|min|mins|h|hr|hrs))?$",
    re.IGNORECASE,
)
_LONGEST_OFFSET = 10 * 366 * 1440  # minutes: an offset from T0 beyond ten years is a slip, and no clock can add it
_CLOCK = re.compile(r"^(?P<h>[01]?\d|2[0-3])[:：](?P<m>[0-5]\d)$")
_DATETIME_FORMATS = ("%Y-%m-%d %H:%M", "%Y-%m-%dT%H:%M", "%Y/%m/%d %H:%M", "%Y-%m-%d %H:%M:%S",
                     "%Y-%m-%dT%H:%M:%S", "%Y-%m-%d", "%Y/%m/%d")


@dataclass(frozen=True)
class EventTime:
    """A parsed time: ``minutes`` is minutes since the epoch (datetime), midnight (clock) or T0."""

    text: str
    kind: TimeKind
    minutes: float


def parse_event_time(value: str, field: str = "when") -> EventTime:
    """Parse a timeline time or raise InvalidInput showing the accepted forms."""
    text = value.strip()
    rel = _RELATIVE.match(text)
    if rel and (rel["d"] or rel["h"] or rel["n"]):
        minutes = float(rel["d"] or 0) * 1440
        if rel["h"] is not None:
            minutes += int(rel["h"]) * 60 + int(rel["m"])
        elif rel["n"] is not None:
            factor = 60 if rel["unit"].lower().startswith("h") else 1
            minutes += float(rel["n"]) * factor
        if minutes > _LONGEST_OFFSET:
            raise InvalidInput(
                field=field,
                en=f"{field}: an offset of more than ten years from T0 cannot be placed on the timeline.",
                zh=f"{field}：距 T0 超過十年的相對時間無法放上時間軸。",
                hint_en="Write the offset in days, hours and minutes, such as T+2d 04:30 or T-1:30.",
                hint_zh="請以天、時、分寫相對時間，例如 T+2d 04:30 或 T-1:30。",
            )
        return EventTime(text, "relative", -minutes if rel["sign"] == "-" else minutes)
    clock = _CLOCK.match(text)
    if clock:
        return EventTime(text, "clock", int(clock["h"]) * 60 + int(clock["m"]))
    parsed = _any_year(text)
    if parsed is not None and not year_in_range(parsed.year):
        raise InvalidInput(
            field=field,
            en=f"{field}: the year {parsed.year} is outside {EARLIEST_YEAR}–{LATEST_YEAR}.",
            zh=f"{field}：年份 {parsed.year} 不在 {EARLIEST_YEAR}–{LATEST_YEAR} 之間。",
            hint_en="Check the year; write the time like 2026-03-14 08:15.",
            hint_zh="請檢查年份；時間請寫成 2026-03-14 08:15。",
        )
    if parsed is not None:
        return EventTime(text, "datetime", parsed.timestamp() / 60)
    raise InvalidInput(
        field=field,
        en=f"{field}: '{text[:40]}' is not a time I can place on the timeline.",
        zh=f"{field}：「{text[:40]}」不是可放上時間軸的時間。",
        hint_en="Use 2026-03-14 08:15, a clock time such as 08:15, or an offset such as T+00:15 or T-1:30.",
        hint_zh="請使用 2026-03-14 08:15、時刻如 08:15，或相對時間如 T+00:15、T-1:30。",
    )


def parse_datetime(text: str) -> datetime | None:
    """A date or date-time in one of the plain formats and the years a case may hold, else None (never guesses a
    locale; a year such as 1 is no anchor to place other times by)."""
    parsed = _any_year(text)
    return parsed if parsed is not None and year_in_range(parsed.year) else None


def _any_year(text: str) -> datetime | None:
    for fmt in _DATETIME_FORMATS:
        try:
            return datetime.strptime(text.strip(), fmt)
        except ValueError:
            continue
    return None


def sort_key(time: EventTime, anchor: datetime | None) -> tuple[int, float]:
    """Order events: with an anchor every kind becomes a point in time; without, kinds sort apart."""
    if time.kind == "datetime":
        return (0, time.minutes)
    if anchor is None:
        return (1 if time.kind == "clock" else 2, time.minutes)
    if time.kind == "clock":
        midnight = anchor.replace(hour=0, minute=0, second=0, microsecond=0)
        return (0, (midnight + timedelta(minutes=time.minutes)).timestamp() / 60)
    return (0, (anchor + timedelta(minutes=time.minutes)).timestamp() / 60)


def order_indices(times: Sequence[EventTime], anchor: datetime | None) -> list[int]:
    """Indices of ``times`` in timeline order; ties keep the order they were entered in."""
    return sorted(range(len(times)), key=lambda i: (sort_key(times[i], anchor), i))
