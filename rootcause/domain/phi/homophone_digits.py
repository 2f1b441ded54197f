"""A number written in characters that sound like its digits, the way Taiwanese chat hides a phone or a chart number
from a keyword search: 鈴酒衣爸 寺屋溜 妻山耳 is 0918 456 732 to anyone who reads it aloud.

Each digit has a few common homophones (鈴 0, 衣 1, 耳 2, 山 3, 寺 4, 屋 5, 溜 6, 妻 7, 爸 8, 酒 9). Only characters
that seldom stand side by side in ordinary writing are listed (not 就, 無, 而, 期, 吧, 流: they open everyday words),
and a run counts only when it is seven or more of them, at least three being homophones rather than numerals: no
Chinese word is seven such characters long. The run's digits decide its kind: a mobile or a landline, or a chart
number after its label, or another identifier.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

__all__ = ["homophone_numbers"]

Span = tuple[int, int, str]
_SOUNDS = {"鈴": "0", "玲": "0", "衣": "1", "伊": "1", "耳": "2", "兒": "2", "爾": "2", "山": "3", "衫": "3", "傘": "3",
           "寺": "4", "死": "4", "屋": "5", "舞": "5", "吾": "5", "武": "5", "溜": "6", "妻": "7", "漆": "7", "爸": "8",
           "拔": "8", "酒": "9", "久": "9"}
_NUMERALS = {c: str(i) for i, c in enumerate("零一二三四五六七八九")} | {"〇": "0"}
_CHARS = "".join(_SOUNDS) + "".join(_NUMERALS)
_RUN = re.compile(rf"[{_CHARS}](?:[ \t\-、]?[{_CHARS}]){{6,}}")
_CHART_LABEL = re.compile(r"病歷|病歷號|病例號|病歷號碼|MRN|mrn|chart")
_PHONE_LABEL = re.compile(r"電話|手機|聯絡|撥打|打給|專線")


def homophone_numbers(t: str, low: str) -> Iterator[Span]:
    """Each run of seven or more digit homophones and numerals (three or more homophones) in ``t``."""
    for m in _RUN.finditer(t):
        chars = [c for c in m.group() if c in _SOUNDS or c in _NUMERALS]
        if sum(c in _SOUNDS for c in chars) < 3:
            continue
        digits = "".join(_SOUNDS.get(c) or _NUMERALS[c] for c in chars)
        before = t[max(0, m.start() - 12) : m.start()]
        if _CHART_LABEL.search(before):
            kind = "medical_record"
        elif (digits.startswith("0") and 9 <= len(digits) <= 10) or _PHONE_LABEL.search(before):
            kind = "phone"
        else:
            kind = "id_number"
        yield m.start(), m.end(), kind
