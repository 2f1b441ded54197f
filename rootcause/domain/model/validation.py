"""Checks every value from a person or an agent passes before a service touches the store.

Both faces send whatever they were given (MCP arguments are JSON, form fields are strings), so the
rules live here once: a wrong type, empty text, control characters or an oversized text each give
an error that names the field, in both languages.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import date, datetime

from rootcause.errors import InvalidInput

MAX_TEXT = 4000
MAX_TITLE = 200
MAX_DOCUMENT = 5_000_000  # bytes of an imported case document (the app's uploader takes no more either)
# The longest text each named field takes, where it is not MAX_TEXT: one table, read by the services when they
# check a value and by the MCP schema (``maxLength``) so agents see the limit before they hit it. An action's
# measures are as long as a measurement's name of them, since recording a value names the measure it is for.
FIELD_LIMITS: dict[str, int] = {
    "title": MAX_TITLE, "event_type": 80, "owner_role": 80, "name": 80, "process_target": 120,
    "outcome_target": 120, "measure": 200, "process_measure": 200, "outcome_measure": 200, "value": 120,
    "source": 200, "query": 200, "when": 64,
    "problem.when": 400, "statement": 100_000, "actor": 64, "code": 40,
}


# The years a case's times may fall in: an adverse event is analysed while it is recent, and a year such as 1 or
# 9999 is a typing slip that no store or time-zone conversion can hold (it overflows on the way in).
EARLIEST_YEAR, LATEST_YEAR = 1900, 2199


def year_in_range(year: int) -> bool:
    return EARLIEST_YEAR <= year <= LATEST_YEAR


def limit_of(field: str) -> int:
    """The longest text ``field`` takes (MAX_TEXT unless FIELD_LIMITS names it)."""
    return FIELD_LIMITS.get(field, MAX_TEXT)
# Newline and tab are ordinary in notes; any other control character is a paste accident or an attack. A lone
# surrogate (JSON's "\ud800" escape) is no character at all and no store can encode it; U+2060–2064 are invisible
# joiners and U+FFFE/FFFF non-characters.
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\ufeff"
                      r"\ufffe\uffff\ud800-\udfff]")


def _invalid(field: str, en: str, zh: str) -> InvalidInput:
    return InvalidInput(field=field, en=f"{field}: {en}", zh=f"{field}：{zh}")


def require_text(field: str, value: object, *, max_len: int = MAX_TEXT) -> str:
    """Stripped text, or an error: not a string, empty, control characters, too long."""
    if not isinstance(value, str):
        raise _invalid(field, f"expected text, got {type(value).__name__}.", f"需要文字，收到 {type(value).__name__}。")
    if len(value) > max_len * 4:  # refuse early: never scan or strip a megabyte of input
        raise _invalid(
            field, f"text is far too long (limit {max_len} characters).", f"文字過長（上限 {max_len} 字）。"
        )
    text = value.replace("\r\n", "\n").strip()
    if not text:
        raise _invalid(field, "must not be empty.", "不可為空白。")
    if _CONTROL.search(text):
        raise _invalid(
            field,
            "contains control characters; only ordinary text, new lines and tabs are accepted.",
            "含有控制字元；僅接受一般文字、換行與定位字元。",
        )
    if "\ufffd" in text:  # (what a reader puts for bytes that were not UTF-8: the text arrived damaged)
        raise _invalid(
            field,
            "holds the replacement character �, so some of it arrived as bytes that were not UTF-8; send it again "
            "as UTF-8 text.",
            "含有替代字元 �，表示部分內容不是以 UTF-8 送達；請以 UTF-8 文字重新送出。",
        )
    if len(text) > max_len:
        raise _invalid(
            field,
            f"is {len(text)} characters; the limit is {max_len}. Summarise, or split it into several entries.",
            f"共 {len(text)} 字，上限為 {max_len} 字。請摘要或拆成多筆。",
        )
    return text


def optional_text(field: str, value: object, *, max_len: int = MAX_TEXT) -> str | None:
    """Like :func:`require_text`, but None or blank means "not given"."""
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    return require_text(field, value, max_len=max_len)


def require_choice(field: str, value: object, choices: Iterable[str]) -> str:
    options = tuple(choices)
    if not isinstance(value, str) or value not in options:
        shown = ", ".join(options)
        raise _invalid(field, f"must be one of: {shown}.", f"必須是下列之一：{shown}。")
    return value


_EMAIL = re.compile(r"[^@\s]{1,64}@[^@\s.]+(?:\.[^@\s.]+)+")
MAX_EMAIL = 254  # RFC 5321's limit on a forward path


def require_email(field: str, value: object) -> str:
    """A member of staff's e-mail address, lower-cased (how the staff directory finds people)."""
    text = require_text(field, value, max_len=MAX_EMAIL).lower()
    if not _EMAIL.fullmatch(text):
        raise _invalid(field, "must be an e-mail address such as name@hospital.org.",
                       "必須是電子郵件地址，例如 name@hospital.org。")
    return text


MAX_VERSION = 2**31 - 1  # every store's integer column holds it; a larger "version" was never read from one


def require_version(field: str, value: object) -> int:
    """A version number a caller read earlier (a positive int; digit strings from forms are fine)."""
    if isinstance(value, bool):
        value = None
    if isinstance(value, str) and value.strip().isdigit():
        value = int(value.strip())
    if not isinstance(value, int) or not 1 <= value <= MAX_VERSION:
        raise _invalid(
            field,
            "must be the positive version number you read (see the 'version' of the item).",
            "必須是您讀取到的正整數版本號（見項目的 version）。",
        )
    return value


def optional_expected_version(field: str, value: object) -> int | None:
    """The version of an item the caller read, where 0 means "there was none yet"; None skips the check."""
    if value is None:
        return None
    if (isinstance(value, str) and value.strip() == "0") or (value == 0 and not isinstance(value, bool)):
        return 0
    return require_version(field, value)


def require_limit(field: str, value: object, *, default: int, maximum: int) -> int:
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= maximum:
        raise _invalid(field, f"must be a whole number from 1 to {maximum}.", f"必須是 1 到 {maximum} 的整數。")
    return value


_ISO_DAY = re.compile(r"\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:[Zz]|[+-]\d{2}:?\d{2})?)?$")


def optional_date(field: str, value: object) -> date | None:
    """An ISO date (YYYY-MM-DD); datetimes are cut to their date."""
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    if isinstance(value, datetime):
        return value.date()
    if isinstance(value, date):
        return value
    if isinstance(value, str):
        try:  # (the whole value: YYYY-MM-DD, or a date and time that is cut to its date; nothing after it)
            written = value.strip()
            if not _ISO_DAY.match(written):
                raise ValueError(written)
            parsed = date.fromisoformat(written) if len(written) == 10 else datetime.fromisoformat(
                written.replace("Z", "+00:00").replace("z", "+00:00")).date()
        except ValueError:
            pass
        else:
            if year_in_range(parsed.year):
                return parsed
            raise _invalid(field, f"the year must be between {EARLIEST_YEAR} and {LATEST_YEAR}.",
                           f"年份須介於 {EARLIEST_YEAR} 與 {LATEST_YEAR} 之間。")
    raise _invalid(field, "must be a date written YYYY-MM-DD.", "必須是 YYYY-MM-DD 格式的日期。")
