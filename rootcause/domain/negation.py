"""Is a cue negated ("no distraction", "沒有分心") or is the negation the cue itself ("未核對")?

A negator counts only when it stands shortly before the cue in the same clause. English: no, not, never,
without, denies, none, nobody ... at most a few words before, with scope ending at punctuation or a word
such as "but", "because", "and". Chinese: 無／未／沒有／沒／不／非／否認 ... directly or a few characters
before, with scope ending at punctuation or 但／卻／因為.

Two things keep real causes from being negated away:

* words that only look negative are not negators: 不足 (insufficient), 不當, 無法 (unable), 未能, 非常
  (very), "not enough", "no longer";
* a negator inside a matched phrase belongs to that phrase: in "did not follow the policy" and
  "未核對病人身分" the negation *is* the cue (an omission or violation), so it negates nothing after it.
  The caller passes those spans as ``consumed``.

Whether a negated cue is dropped is the caller's choice: "no distraction" removes PC-AMS, while
"no policy" still points to OI-OP (the category's ``negation: keep``).
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Iterable

__all__ = ["NegationIndex"]

_EN_NEGATOR = re.compile(
    r"(?<![a-z0-9'])(no one|nobody|nothing|no|not|never|none|nor|neither|without|denies|denied|deny|"
    r"cannot|absence of|free of|ruled out)(?![a-z0-9])"
)
_EN_NOT_A_NEGATOR = re.compile(
    r"\s+(enough|only|longer|sufficient|sufficiently|adequate|adequately|clear|clearly|always|matter)\b"
)
# Scope ends at punctuation, at linking words, and at prepositions that start a new phrase ("not used *for*
# the confused patient" negates the using, not the confusion); "of" stays in scope ("no sign of fatigue").
_EN_BREAK = re.compile(
    r"[.,;:!?()\[\]\"]|(?<![a-z])(but|however|although|though|yet|except|because|since|while|whereas|which|"
    r"who|so|and|then|after|before|until|when|as|for|to|with|by|from|at|on|in|into)(?![a-z])"
)
_EN_WORD = re.compile(r"[a-z0-9']+")
_EN_WINDOW = 5  # words allowed between the negator and the cue

_ZH_NEGATOR = re.compile(r"並沒有|沒有|並未|並無|否認|毫無|從未|未曾|無|未|沒|不|非|別|勿")
# Words that start like a negator but describe a problem (or mean something else entirely).
_ZH_NOT_A_NEGATOR = (
    "不足", "不良", "不當", "不清", "不佳", "不全", "不一", "不易", "不穩", "不明", "不符", "不正確", "不適",
    "不安", "不及", "不到", "不夠", "不同", "不斷", "不得不", "不小心", "不慎", "不熟", "不會", "不知", "不懂",
    "不敢", "不停", "不能", "不得", "不要", "不了", "不彰", "未能", "未經", "未來", "未知", "未滿", "無法",
    "無人", "無暇", "無菌", "無效", "無預警", "無力", "無論", "無事", "沒辦法", "沒人", "沒空", "非常",
    "非預期", "非計畫", "非本科", "否則",
)
_ZH_BREAK = re.compile(r"[，。；：！？、,.;:!?()（）「」『』\n]|但是|但|然而|卻|因為|所以|因此|導致|以致|結果")
_ZH_WINDOW = 4  # characters allowed between the negator and the cue


class NegationIndex:
    """Negators and clause breaks of one normalized text, computed once per suggestion."""

    __slots__ = ("_breaks", "_negators", "_text")

    def __init__(self, text: str, consumed: Iterable[tuple[int, int]] = ()) -> None:
        self._text = text
        spans = sorted(consumed)
        self._negators = [n for n in _find_negators(text) if not _inside_any(n, spans)]
        breaks = [m.start() for m in _EN_BREAK.finditer(text)]
        breaks += [m.start() for m in _ZH_BREAK.finditer(text)]
        self._breaks = sorted(breaks)

    def clause_of(self, pos: int) -> int:
        """Clause number of a position: punctuation and linking words separate clauses."""
        return bisect_right(self._breaks, pos)

    def is_negated(self, start: int) -> bool:
        """True when a free negator ends shortly before ``start`` with no clause break in between."""
        for _, neg_end, is_zh in reversed(self._negators):
            if neg_end > start:
                continue
            gap = self._text[neg_end:start]
            if is_zh:
                if len(gap.strip()) > _ZH_WINDOW:
                    return False
            elif len(_EN_WORD.findall(gap)) > _EN_WINDOW:
                return False
            i = bisect_left(self._breaks, neg_end)
            return not (i < len(self._breaks) and self._breaks[i] < start)
        return False


def _find_negators(text: str) -> list[tuple[int, int, bool]]:
    found: list[tuple[int, int, bool]] = []
    for m in _EN_NEGATOR.finditer(text):
        if m.group(1) in {"no", "not"} and _EN_NOT_A_NEGATOR.match(text, m.end()):
            continue
        found.append((m.start(), m.end(), False))
    for m in _ZH_NEGATOR.finditer(text):
        if text.startswith(_ZH_NOT_A_NEGATOR, m.start()):
            continue
        found.append((m.start(), m.end(), True))
    found.sort()
    return found


def _inside_any(neg: tuple[int, int, bool], spans: list[tuple[int, int]]) -> bool:
    start, end, _ = neg
    return any(s <= start and end <= e for s, e in spans)
