"""A Chinese name set apart by spaces right after who the person is: 案長子 塗振益 要求…, 20床 苗琍 女士.

Staff put spaces around a name on purpose, to make it stand out, and the spaces are the strongest mark of where
it ends. The canonical form every other rule reads drops spaces between Chinese characters (so that 王 小 明 is
read whole), which loses that mark; this rule reads the text as typed instead. What it asks:

- a context word (``ZH_NAME_CONTEXT``: 病人, 家屬, 案長子, 審核者, a bed's number …) right before the spaces;
- then two to four Chinese characters, and after them a space, a break, the end or a title (先生, 阿姨 …);
- a surname first, of any table (those that are mostly words too: 管, 塗, 苗), a compound surname or a rare
  character; the given characters may be any but grammar (的, 是, 在 …);
- no listed word (高血壓, 中心), and two characters alone only before a title (高燒 after 病人 is a fever).

Two more ways of setting a name apart need no context word, because ordinary writing never does either:

- a name spelled character by character, one space between each (常 育 誠, 汝 佩 芸): a surname, then two given
  characters (or one before a title), and Chinese on neither side;
- a compound surname, a space, then one or two given characters (公孫　瑜, 司空 翊 先生, 夏侯 靜), and an @mention
  of a Chinese name in a chat (@鍾離晴).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rootcause.domain.phi import name_tables as N
from rootcause.domain.phi.names_zh import _given, _rare, _zh_surname

__all__ = ["spaced_chinese_names"]

Span = tuple[int, int, str]

_SPACED_RUN = re.compile(r"[ \t\u3000]+([\u4e00-\u9fff]{2,4})(?=$|[ \t\u3000]|[，,。.、；;：:（(）)！!？?」』]"
                         r"|[\u4e00-\u9fff])")


def _surname_size(run: str) -> int:
    """The common tables' surname (compound first), or one of those that are mostly words, or a rare character."""
    first = run[:1]
    return _zh_surname(run, 0) or int(first in N.TITLED_SURNAMES or first in N.ADVERB_SURNAMES or _rare(first))


_HAN_CLASS = "\u4e00-\u9fff"
_H = f"[{_HAN_CLASS}]"
_LETTER_SPACED = re.compile(rf"(?<!{_H})({_H})[ \u3000]({_H})(?:[ \u3000]({_H}))?(?!{_H})")
_COMPOUND_SPACED = re.compile(rf"(?<!{_H})({_H}{{2}})[ \t\u3000]+({_H}{{1,2}})(?!{_H})")
_MENTION = re.compile(rf"@([{_HAN_CLASS}]{{2,4}})(?![{_HAN_CLASS}])")


def _given_ok(given: str) -> bool:
    return all(_given(c, True) and c not in N.ZH_STOP_CHARS for c in given) and given not in N.ZH_COMMON_WORDS


def _one_apart(text: str, i: int) -> bool:
    """Whether a single Chinese character stands at ``i`` with a space or an edge on both sides."""
    def han(j: int) -> bool:
        return 0 <= j < len(text) and "\u4e00" <= text[j] <= "\u9fff"

    return han(i) and (i == 0 or text[i - 1] in " \u3000") and (i + 1 == len(text) or text[i + 1] in " \u3000")


def _set_apart(text: str) -> Iterator[Span]:
    """A name spelled with a space between its characters, a compound surname set apart from its given name, and
    an @mention of a Chinese name."""
    for m in _LETTER_SPACED.finditer(text):
        if _one_apart(text, m.start() - 2) or _one_apart(text, m.end() + 1):
            continue  # a sentence spelled out character by character (請 於 今 日 完 成), not a name alone
        surname, given = m.group(1), m.group(2) + (m.group(3) or "")
        titled = N.ZH_HONORIFIC.match(text, m.end() + (text[m.end() : m.end() + 1] in " \u3000")) is not None
        if _surname_size(surname) and _given_ok(given) and (len(given) == 2 or titled):
            yield m.start(), m.end(), "person_name"
    for m in _COMPOUND_SPACED.finditer(text):
        if m.group(1) in N.COMPOUND_SURNAMES and _given_ok(m.group(2)):
            yield m.start(), m.end(), "person_name"
    for m in _MENTION.finditer(text) if "@" in text else ():
        name = m.group(1)
        size = _zh_surname(name, 0)
        if size and 1 <= len(name) - size <= 2 and _given_ok(name[size:]) and name not in N.ZH_COMMON_WORDS:
            yield m.start(1), m.end(1), "person_name"


def spaced_chinese_names(text: str) -> Iterator[Span]:
    if " " not in text and "\t" not in text and "\u3000" not in text:
        yield from _set_apart(text) if "@" in text else ()
        return
    yield from _set_apart(text)
    for context in N.ZH_NAME_CONTEXT.finditer(text):
        run = _SPACED_RUN.match(text, context.end() - (context.group()[-1:] in " \t\u3000:：,，"))
        if run is None:
            continue
        name, start, end = run.group(1), run.start(1), run.end(1)
        after = end
        while after < len(text) and text[after] in " \t\u3000":
            after += 1
        titled = N.ZH_HONORIFIC.match(text, after) is not None  # (a title after the spaces too: 苗琍 女士)
        glued = next((k for k in range(2, len(name)) if N.ZH_HONORIFIC.fullmatch(name, k)), None)
        if glued is not None:  # a title glued to the name (苗琍女士): the title ends it
            name, end, titled = name[:glued], start + glued, True
        elif not titled and end < len(text) and "\u4e00" <= text[end] <= "\u9fff":
            continue  # the characters run on: a phrase, not a name set apart
        size = _surname_size(name)
        given = name[size:]
        if not size or not 1 <= len(given) <= 2 or (len(name) == 2 and not titled):
            continue
        if any(c in N.ZH_STOP_CHARS for c in given) or name in N.ZH_COMMON_WORDS or given in N.ZH_COMMON_WORDS \
                or name.startswith(N.ZH_NOT_NAMES.get(name[0], ())):
            continue
        yield start, end, "person_name"
