"""An identifier written backwards, where the text itself says so ("name written backwards: 'nosnikta yram'",
"read it right-to-left: 544736411A", 名字倒著寫：明志王).

Reversing is a trick that hides a name or a number from every rule and from no reader who is told to reverse it.
So where a text announces a reversal, the words right after the announcement (to the end of the clause, 48
characters at most) are read reversed, as a name or a number, by the whole guard; if that finds an identifier, the
words as typed are one.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from rootcause.domain.phi.scan import all_of

__all__ = ["announces_reversal", "bidi_overrides", "reversed_identifiers"]

Span = tuple[int, int, str]

_CUE = re.compile(r"(?i:backwards?|back-to-front|reversed?|in[ \t]+reverse|right[ \t-]+to[ \t-]+left|mirror(?:ed)?)"
                  r"|倒著寫|倒着写|倒過來|倒过来|反過來|反过来|倒寫|倒写|反著寫|倒序|反序|倒著打|倒著輸入|由右至左|從右到左")
_CUE_STARTS = ("backward", "back-to", "revers", "in reverse", "right", "mirror", "倒", "反", "由右", "從右")


def _cues(text: str) -> list[re.Match[str]]:
    """Every cue, tried only where a cue's first word stands (str.find, a C scan each; a pattern of alternatives
    would be tried at every character)."""
    low = text.lower()
    starts = sorted({i for word in _CUE_STARTS for i in all_of(low, word)})
    found: list[re.Match[str]] = []
    for i in starts:
        m = _CUE.match(text, i)
        if m is not None and (not found or m.start() >= found[-1].end()):
            found.append(m)
    return found


# After the cue: a label (up to a colon, or 是/is/as) may come first, then the words, in quotes or not.
_TO_COLON = re.compile(r"[^:：,，;；。\n]{0,30}?(?:[:：]|\b(?:is|as)\b|是)")
_WORDS = re.compile(r"[ \t]*['‘\"“「]?(?P<words>[^'’\"”」,，;；。.\n—–]{2,48})")  # (a dash ends the words too)


_CUE_AT_END = re.compile(r"[ \t]*[)）]?[ \t.。!]*$")


def _opening_bracket(text: str, cue: int) -> int:
    """Where the bracket that holds the cue opens (or the cue itself, when none does)."""
    opened = max(text.rfind("(", 0, cue), text.rfind("（", 0, cue))
    return opened if opened >= 0 and cue - opened < 24 else cue


_TITLE_WORDS = re.compile(r"[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+){1,2}")  # read back as capitalised words: a name's shape
_NAME_WORD = re.compile(r"(?i:name|surname|名字|姓名|名)")


def _read_back(words: str, text: str, cue: int, find: Callable[[str], list[tuple[int, int, str]]]) -> list[
        tuple[int, int, str]]:
    """The guard's findings on ``words`` reversed; read as a name ("name: …") only where the text says a name was
    reversed, so that reversed clinical words ("reverse the effects …") are never taken for one."""
    back = words[::-1]
    found = find(back)
    if not found and (_NAME_WORD.search(text, max(0, cue - 40), cue + 40) or _TITLE_WORDS.fullmatch(back)):
        found = find("name: " + back)
    return found


_CLOSE = re.compile(r"[)）]")
_BEFORE_BRACKET = re.compile(r"[^,，;；。\n()（）]{2,48}$")
_AFTER_BRACKET = re.compile(r"[ \t]*(?P<words>[^,，;；。\n()（）]{2,48})")


def _aside(text: str, cue: re.Match[str]) -> tuple[int, int] | None:
    """The bracket that holds the cue, as (opening, closing) indexes, when it does."""
    opened = max(text.rfind("(", 0, cue.start()), text.rfind("（", 0, cue.start()))
    if opened < 0 or cue.start() - opened > 40 or _CLOSE.search(text, opened, cue.start()):
        return None
    closed = _CLOSE.search(text, cue.end(), cue.end() + 40)
    return (opened, closed.start()) if closed else None


def _beside_brackets(text: str, cue: re.Match[str], opened: int, closed: int,
                     find: Callable[[str], list[tuple[int, int, str]]]) -> Span | None:
    """An identifier read backwards right after the bracketed cue, or right before it."""
    after = _AFTER_BRACKET.match(text, closed + 1)
    before = _BEFORE_BRACKET.search(text, max(0, opened - 48), opened)
    for m, group in ((after, "words"), (before, 0)):
        if m is None:
            continue
        words = m.group(group).strip()
        if len(words) >= 2 and (found := _read_back(words, text, cue.start(), find)):
            start = m.start(group) + m.group(group).index(words)
            return start, start + len(words), found[0][2]
    return None


def announces_reversal(text: str) -> bool:
    """Whether the text says that something in it is written backwards (then the guard reads on past its cheap
    first pass)."""
    return bool(_cues(text))


def reversed_identifiers(text: str, find: Callable[[str], list[tuple[int, int, str]]]) -> Iterator[Span]:
    """Spans of ``text`` that, read backwards after a cue that says they are, hold an identifier (``find`` is the
    guard's own scan, returning (start, end, kind) spans)."""
    for cue in _cues(text):
        aside = _aside(text, cue)
        if aside is not None:  # "(wrote it backwards) nosirroM ecnalC", "sserdda: … (reversed by reporter)"
            found_aside = _beside_brackets(text, cue, *aside, find)
            if found_aside is not None:
                yield found_aside
                continue
        label = _TO_COLON.match(text, cue.end())
        after = _WORDS.match(text, label.end() if label else cue.end())
        if after is None or _CUE_AT_END.match(text, cue.end()):
            before = text[: _opening_bracket(text, cue.start())].rstrip(" \t(（")
            if before and (found := _read_back(before, text, cue.start(), find)):
                yield 0, len(before), found[0][2]  # "eman: anneJ … (read it backwards)": the cue closes the text
            continue
        words = after.group("words").strip()
        if not words:
            continue
        start = after.start("words") + after.group("words").index(words)
        found = _read_back(words, text, cue.start(), find)
        if found:
            yield start, start + len(words), found[0][2]


_AROUND = 120  # (the characters read on each side of a stretch typed backwards)
_OVERRIDE = re.compile("\u202e([^\u202c\n]{1,80})(?:\u202c|$)")  # RIGHT-TO-LEFT OVERRIDE … POP DIRECTIONAL FORMATTING


def bidi_overrides(text: str, find: Callable[[str], list[tuple[int, int, str]]]) -> Iterator[Span]:
    """A stretch typed backwards inside a right-to-left override, which every screen shows the right way round
    ("病人：\u202e華秀賴\u202c" reads 病人：賴秀華): read as shown, with the words around it, on the text as typed
    (the canonical form drops the override and would read the characters in their stored order)."""
    for m in _OVERRIDE.finditer(text) if "\u202e" in text else ():
        # (read with the words around it, not the whole note again: a cue sits near what it announces)
        head = max(0, m.start() - _AROUND)
        shown = text[head : m.start()] + m.group(1)[::-1] + text[m.end() : m.end() + _AROUND]
        lo, hi = m.start() - head, m.start() - head + len(m.group(1))
        kind = next((k for a, b, k in find(shown) if a < hi and lo < b), None)
        if kind is not None:
            yield m.start(), m.end(), kind
