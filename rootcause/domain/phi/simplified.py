"""Simplified Chinese read as Traditional by the Chinese name rules: 张志强家属 is 張志強家屬 to any reader.

The name tables and context words are Traditional (the product's Chinese is Taiwan's). A note pasted from a mainland
system or typed on a Simplified keyboard holds the same names in other characters, so where a text holds a Han
character that Big5 (Traditional) does not, the Chinese name rules also read its OpenCC Traditional form, character
for character (a conversion that changes the length is not read: the spans would not point at the typed text).
"""

from __future__ import annotations

import codecs

from rootcause.domain.phi.scan import near
from rootcause.domain.text.normalize import to_traditional

__all__ = ["traditional_view"]

_REACH = 16  # characters read on each side of a converted character (a context word, a name, a title)


class _Simplified(Exception):
    """Raised from the codec's error handler at the first Han character Big5 cannot write."""


def _stop_at_han(error: UnicodeError) -> tuple[str, int]:
    if not isinstance(error, UnicodeEncodeError):
        raise error
    if any("\u3400" <= c <= "\u9fff" for c in error.object[error.start : error.end]):
        raise _Simplified
    return "", error.end  # (a symbol Big5 lacks: go on)


codecs.register_error("rootcause-phi-simplified", _stop_at_han)


def traditional_view(norm: str) -> tuple[str, list[tuple[int, int]]] | None:
    """The text in Traditional characters (same length) and the stretches around the characters that changed (a name
    is short: the Chinese rules read only there), or None when it holds no Simplified character (one C pass through
    the Big5 codec; the handler runs only where a character is not Big5)."""
    try:
        norm.encode("big5", "rootcause-phi-simplified")
        return None
    except _Simplified:
        trad = to_traditional(norm)
        if len(trad) != len(norm) or trad == norm:
            return None
        changed = [(i, i + 1) for i, (a, b) in enumerate(zip(norm, trad, strict=True)) if a != b]
        return trad, near(changed, len(trad), reach=_REACH)
