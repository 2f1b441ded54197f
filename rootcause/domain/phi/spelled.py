"""A third view of the text for the PHI detectors: Chinese numerals in dates, addresses and ages read as digits.

``民國七十五年三月二日生`` and ``中山南路七號五樓`` are a birth date and an address as plainly as their digit forms,
but positional numerals (七十五 = 75, 一百零五 = 105) change length when written in digits, so this view is not
the same length as the text. It carries an index from each of its characters back to the canonical text, the
way :func:`rootcause.domain.phi.canonical.canonical` maps the canonical text back to what was typed.

Only numeral runs with a date, address or age unit after them (年 月 日 號 巷 弄 樓 段 歲 次) or an address's
之 before them are converted: elsewhere a numeral is a word (一起, 十分, 三不五時) and is left alone.
"""

from __future__ import annotations

import re

__all__ = ["spelled_view", "zh_number"]

_DIGIT = {c: i for i, c in enumerate("〇一二三四五六七八九")} | {"零": 0, "兩": 2, "两": 2}
_UNIT = {"十": 10, "百": 100, "千": 1000}
_NUMERAL = "〇零一二三四五六七八九十百千兩两"
# A numeral run (at most six characters: 一千九百八十六 is seven, written that way only in a year, which
# is then digit by digit: 一九八六) before a unit, or after an address's 之.
_RUN = re.compile(rf"[{_NUMERAL}]{{1,7}}(?=\s?[年月日號号巷弄樓楼段歲岁次F])|(?<=之)[{_NUMERAL}]{{1,4}}")
_GATE = re.compile(rf"[{_NUMERAL}]\s?[年月日號号巷弄樓楼段歲岁次]|之[{_NUMERAL}]")


def zh_number(run: str) -> str | None:
    """The digits a numeral run stands for: 七五 → 75, 七十五 → 75, 一百零五 → 105, 一九八六 → 1986."""
    if not any(c in _UNIT for c in run):
        return "".join(str(_DIGIT[c]) for c in run) if all(c in _DIGIT for c in run) else None
    total, digit = 0, None
    for c in run:
        if c in _DIGIT:
            digit = _DIGIT[c]
        elif c in _UNIT:
            total += (1 if digit is None else digit) * _UNIT[c]
            digit = None
        else:
            return None
    return str(total + (digit or 0))


def spelled_view(text: str) -> tuple[str, list[int]] | None:
    """``text`` with its date, address and age numerals in digits, and each character's index in ``text``;
    None when there is nothing to convert (the common case, decided by one search)."""
    if not _GATE.search(text):
        return None
    parts: list[str] = []
    index: list[int] = []
    last = 0
    for m in _RUN.finditer(text):
        digits = zh_number(m.group())
        if digits is None:
            continue
        parts.append(text[last : m.start()])
        index.extend(range(last, m.start()))
        parts.append(digits)
        # every digit points into the run, the last at its last character, so a span's end maps to the run's
        index.extend(min(m.start() + i, m.end() - 1) for i in range(len(digits)))
        last = m.end()
    if not parts:
        return None
    parts.append(text[last:])
    index.extend(range(last, len(text)))
    return "".join(parts), index
