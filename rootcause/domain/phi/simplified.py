"""Simplified Chinese read as Traditional by the Chinese name rules: 张志强家属 is 張志強家屬 to any reader.

The name tables and context words are Traditional (the product's Chinese is Taiwan's). A note pasted from a mainland
system or typed on a Simplified keyboard holds the same names in other characters, so where a text holds Han
characters that Big5 (Traditional) does not, the Chinese name rules also read the stretches around them in their
OpenCC Traditional form, character for character (a stretch whose conversion changes its length is not read: the
spans would not point at the typed text). Only those stretches are converted: a long text with a few Hong Kong or
Simplified characters costs little more.
"""

from __future__ import annotations

import codecs
import threading

from rootcause.domain.phi.scan import near
from rootcause.domain.text.normalize import to_traditional

__all__ = ["simplified_only", "traditional_view"]

_REACH = 16  # characters read on each side of a character Big5 lacks (a context word, a name, a title)
_SEEN = threading.local()  # (where the codec's handler notes the characters it met, per thread)


def _note_han(error: UnicodeError) -> tuple[str, int]:
    if not isinstance(error, UnicodeEncodeError):
        raise error
    _SEEN.places.extend(i for i in range(error.start, error.end) if "\u3400" <= error.object[i] <= "\u9fff")
    return "", error.end


# (the name is this module's own: a second copy of the module loaded beside it, as the benchmark's --compare loads an
# older checkout, registers its own handler instead of replacing this one)
_HANDLER = f"rootcause-phi-simplified-{id(_SEEN):x}"
codecs.register_error(_HANDLER, _note_han)


def traditional_view(norm: str) -> list[tuple[int, str]]:
    """(start, Traditional text) of each stretch around the Han characters Big5 lacks whose conversion keeps its
    length and changes something; ``[]`` for a text with none (one C pass through the Big5 codec)."""
    _SEEN.places = []
    norm.encode("big5", _HANDLER)
    places, _SEEN.places = _SEEN.places, []
    views = []
    for a, b in near(((i, i + 1) for i in places), len(norm), reach=_REACH):
        converted = to_traditional(norm[a:b])
        if len(converted) == b - a and converted != norm[a:b]:
            views.append((a, converted))
    return views


def simplified_only(norm: str, span: tuple[int, int, str], trad: list[tuple[int, str]]) -> bool:
    """Whether the span holds a Simplified character (one Big5 lacks and the Traditional view writes otherwise: 过,
    not a rare Traditional character such as 伃 or 堃): then the Traditional reading decides it."""
    for i in range(span[0], span[1]):
        c = norm[i]
        if "\u3400" <= c <= "\u9fff" and not _in_big5(c) \
                and any(a <= i < a + len(view) and view[i - a] != c for a, view in trad):
            return True
    return False


def _in_big5(c: str) -> bool:
    try:
        c.encode("big5")
    except UnicodeEncodeError:
        return False
    return True
