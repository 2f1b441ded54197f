"""An identifier cut into pieces so that no piece looks like one: over list items, table rows, or slashes.

Staff told that a field refuses a phone number sometimes type it again a group per bullet ("- 0412 / - 558 /
- 907"), put a Taiwanese ID's halves in two rows of a Markdown table (證號前段 A2045, 證號後段 67312), or cut a
name with slashes inside its words ("Mar / gar / et Ell / wood"). A reader joins the pieces; so does this rule,
and reads the joined text again (one level deep, as ``formulas`` does): a phone only where a phone or contact word
stands shortly before the first piece, an ID only when its check digit holds, a name only when the slashes cut
words (a piece that opens in lower case glues to the one before it), never "IV / PO" or "day / night".
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from rootcause.domain.phi import name_tables as N
from rootcause.domain.phi import patterns as P
from rootcause.domain.phi.number_rules import id_checksum_ok

__all__ = ["cut_by_slashes", "split_over_lines"]

Span = tuple[int, int, str]
Find = Callable[[str], list[Span]]

_BULLET = "-*•·‧–—+>"
_PIECE = re.compile(r"[A-Z]?\d{2,9}")
_RULE_ROW = re.compile(r"\|?[ \t]*:?-{2,}:?[ \t]*(?:\|[ \t]*:?-{2,}:?[ \t]*)*\|?")  # a Markdown table's |---|---|
_LABELLED = re.compile(r"^[^:：\n]{1,12}[:：][ \t]*")
_CLOCK = re.compile(r"(?:[01]\d|2[0-3])[0-5]\d")
_CONTACT = re.compile(r"聯絡|聯繫|连络|联系|回電|回撥|(?i:call[ \t-]?back|contact|reach)")
_ID = re.compile(r"[A-Z][12]\d{8}")
_REACH = 160  # characters before the first piece in which the phone word must stand
# Pieces cut by slashes with spaces around them: three or more short runs of letters and spaces between " / ".
_SLASHED = re.compile(r"(?<![A-Za-z/])[A-Z][A-Za-z ]{0,14}(?:[ \t]+/[ \t]+[A-Za-z][A-Za-z ]{0,14}){2,8}")


def _value(line: str) -> str | None:
    """What a list item or a table row holds when it is one piece of a number, else None."""
    s = line.strip()
    if s[:1] in _BULLET:
        s = s[1:].strip()
    elif s.startswith("|") and s.endswith("|") and len(s) > 2:
        cells = [c.strip() for c in s[1:-1].split("|")]
        s = cells[-1] if cells else ""
    s = _LABELLED.sub("", s)  # (a list item's own label: "證號前段：H1534")
    return s if _PIECE.fullmatch(s) else None


def _runs(text: str) -> Iterator[tuple[int, int, list[str]]]:
    """Each run of two or more lines in a row that are pieces (a table's rule row between them is skipped)."""
    start = end = -1
    pieces: list[str] = []
    pos = 0
    for line in text.split("\n"):
        value = _value(line)
        if value is not None:
            if not pieces:
                start = pos
            pieces.append(value)
            end = pos + len(line)
        elif not (pieces and _RULE_ROW.fullmatch(line.strip())):
            if len(pieces) > 1:
                yield start, end, pieces
            pieces = []
        pos += len(line) + 1
    if len(pieces) > 1:
        yield start, end, pieces


def _a_phone(text: str, start: int, pieces: list[str], find: Find) -> bool:
    joined = "".join(pieces)
    if not joined.isdigit() or not 9 <= len(joined) <= 12 or all(_CLOCK.fullmatch(p) for p in pieces):
        return False  # (0800, 1200, 1600: times of a round, not a number)
    before = text[max(0, start - _REACH):start]
    if not (P.GATE_PHONE_CONTEXT.search(before.lower()) or _CONTACT.search(before)):
        return False
    return any(kind == "phone" for _, _, kind in find(f"Phone: {joined}"))


def _glued(fragments: list[str]) -> tuple[str, list[str]]:
    """The words the slashes cut, joined back (a piece that opens in lower case continues the one before it), and
    those of them that were cut."""
    words: list[str] = []
    cut: list[bool] = []
    for piece in (f.strip() for f in fragments):
        parts = piece.split()
        if words and piece[:1].islower() and parts:
            words[-1] += parts[0]
            cut[-1] = True
            parts = parts[1:]
        words += parts
        cut += [False] * len(parts)
    return " ".join(words), [w for w, c in zip(words, cut, strict=True) if c]


def split_over_lines(text: str, find: Find) -> Iterator[Span]:
    """Each run of list items or table rows whose joined pieces are an ID or a phone (read on the text as typed:
    the canonical form joins a table's cells)."""
    if "\n" not in text:
        return
    for start, end, pieces in _runs(text):
        joined = "".join(pieces)
        if _ID.fullmatch(joined) and id_checksum_ok(joined[0], joined[1], joined[2:]):
            yield start, end, "national_id"
        elif _a_phone(text, start, pieces, find):
            yield start, end, "phone"


def cut_by_slashes(text: str, find: Find) -> Iterator[Span]:
    """Each run of slashed pieces whose glued words are a name."""
    if "/" not in text:
        return
    for m in _SLASHED.finditer(text):
        joined, cut = _glued(m.group().split("/"))
        if any(_a_name(word) for word in cut) and any(
                kind == "person_name" for _, _, kind in find(f"Name: {joined}")):
            yield m.start(), m.end(), "person_name"  # (a cut word that is a known name: "Mar / gar / et")


def _a_name(word: str) -> bool:
    low = word.lower()
    return (low in N.GIVEN_NAMES or low in N.SURNAMES) and low not in N.LEXICON
