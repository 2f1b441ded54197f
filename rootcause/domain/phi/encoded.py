"""Text wrapped in markup or an escape code, read as its reader would read it.

A name pasted with its HTML (``<span>Ruairí</span> <span>Gallagher</span>``), URL-encoded
(``Patient%20name%3A%20Tomasz%20Wi%C5%9Bniewski``), or in escape codes (``\\u0044\\u0065\\u0069…``, ``&#68;&#101;``,
code points ``U+6881 U+5609``, decimal ASCII where the text says so) is as plain to a reader, or to any program the
text is pasted into, as the name itself, and plain to no rule.
Where a text holds such markup or codes, the guard reads the text decoded (tags dropped, entities, escapes and
percent codes read) and, if that holds an identifier, refuses the stretch of the text the codes span.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterator
from urllib.parse import unquote

from rootcause.domain.phi import name_tables as N
from rootcause.domain.phi.lexicon import unknown_word
from rootcause.domain.phi.scan import near

__all__ = ["decoded_identifiers", "holds_codes"]

Span = tuple[int, int, str]

_TAG = re.compile(r"</?[A-Za-z][A-Za-z0-9]*(?:\s[^<>]{0,200})?/?>")
_PERCENT = re.compile(r"%[0-9A-Fa-f]{2}")
_UNICODE_ESCAPE = re.compile(r"\\u[0-9A-Fa-f]{4}|\\x[0-9A-Fa-f]{2}")
_ENTITY = re.compile(r"&(?:#\d{2,7}|#[xX][0-9A-Fa-f]{2,6}|[A-Za-z]{2,8});")
# Unicode code points as a character table writes them ("U+6881 U+5609"): read as the characters, run together.
_CODE_POINT = re.compile(r"(?<![A-Za-z0-9])[Uu]\+(?:10|0?[0-9A-Fa-f])?[0-9A-Fa-f]{4}(?![0-9A-Fa-f])")
_CODE_POINT_RUN = re.compile(_CODE_POINT.pattern + r"[ \t]*")  # (decoded with the spaces between them)
# Letters as their decimal ASCII codes, where the text says so ("surname in ASCII decimal: 75 97 108 117 122 97"):
# four codes or more of letters in a row.
_LETTER_CODE = r"(?:6[5-9]|[7-8][0-9]|9[0-07-9]|1[01][0-9]|12[0-2])"
_DECIMAL_RUN = re.compile(rf"(?<![0-9.])(?:{_LETTER_CODE}[ \t]*[ ,;][ \t]*){{3,}}{_LETTER_CODE}(?![0-9.])")
_ESCAPES = (_TAG, _PERCENT, _UNICODE_ESCAPE, _ENTITY, _CODE_POINT)  # (two of these make a text worth decoding)
_CODES = (*_ESCAPES, _DECIMAL_RUN)
_GATE = re.compile(r"[<%\\&+]")
_AT_OR_DOT = re.compile(r"(?<=[A-Za-z0-9])(?:&#0*64;|&#[xX]0*40;|&commat;|%40)(?=[A-Za-z0-9])")
_SPACE_BETWEEN_WORDS = re.compile(r"(?<=[A-Za-z])%20(?=[A-Za-z])")
_REACH = 60  # characters read on each side of a cluster of codes (a name's own words beside its markup)


def holds_codes(text: str) -> bool:
    """Whether the text holds two or more tags, entities, escapes or percent codes (then it is read decoded)."""
    if "ascii" in text.lower() and _DECIMAL_RUN.search(text):
        return True  # (one run of letters' codes, when the text says they are ASCII)
    if not _GATE.search(text):
        return False
    if ("&#" in text or "&commat;" in text or "%40" in text) and _AT_OR_DOT.search(text):
        return True  # (one code for @ or a dot inside an address is enough: "k.mahlangu&#64;healthmail.co.za")
    if "%20" in text and _SPACE_BETWEEN_WORDS.search(text):
        return True  # (and one encoded space between two words: "search?q=Ebony%20Whitlock-Haines")
    return sum(len(pattern.findall(text)) for pattern in _ESCAPES) >= 2


def _decoded(text: str) -> str:
    out = _TAG.sub(" ", text)
    out = _UNICODE_ESCAPE.sub(lambda m: chr(int(m.group()[2:], 16)), out)
    out = _CODE_POINT_RUN.sub(lambda m: chr(int(m.group().strip()[2:], 16)), out)
    out = _DECIMAL_RUN.sub(lambda m: _letters_of(m.group()), out)
    out = unquote(out) if _PERCENT.search(out) else out
    return html.unescape(out)


def _letters_of(run: str) -> str:
    """The letters a run of decimal ASCII codes stands for."""
    return "".join(chr(int(n)) for n in re.findall(r"\d+", run))


def _a_name_spelled(run: str) -> bool:
    """Whether a run of letters' codes spells a capitalised word that is a name or no word at all (why else would a
    report spell a word in codes?)."""
    word = _letters_of(run)
    return word.isalpha() and word[0].isupper() and (unknown_word(word) or word.lower() in N.GIVEN_NAMES
                                                     or word.lower() in N.SURNAMES)


def decoded_identifiers(text: str, find: Callable[[str], list[tuple[int, int, str]]]) -> Iterator[Span]:
    """Each stretch of ``text`` around its codes (a cluster of them, with the words beside it) whose decoded form
    holds an identifier that the text as typed does not show (``find`` is the guard's own scan). Only those
    stretches are decoded and read, so a long text with a little markup costs little more."""
    if not holds_codes(text):
        return
    spans = sorted(m.span() for pattern in _CODES for m in pattern.finditer(text))
    for a, b in near(spans, len(text), reach=_REACH):
        found = find(_decoded(text[a:b])) or [(0, 0, "person_name") for m in _DECIMAL_RUN.finditer(text, a, b)
                                               if _a_name_spelled(m.group())]
        if found:
            codes = [(x, y) for x, y in spans if a <= x < b]
            start, end = codes[0][0], codes[-1][1]
            while end < len(text) and not text[end].isspace() and not "\u3400" <= text[end] <= "\u9fff":
                # (to the end of the word the last code is in; Chinese has no spaces to end it)
                end += 1
            while start > 0 and not text[start - 1].isspace() and start > a:  # (and from the start of the first's)
                start -= 1
            yield start, end, found[0][2]
