"""A Chinese name set apart by spaces right after who the person is: 案長子 塗振益 要求…, 20床 苗琍 女士.

Staff put spaces around a name on purpose, to make it stand out, and the spaces are the strongest mark of where
it ends. The canonical form every other rule reads drops spaces between Chinese characters (so that 王 小 明 is
read whole), which loses that mark; this rule reads the text as typed instead. What it asks:

- a context word (``ZH_NAME_CONTEXT``: 病人, 家屬, 案長子, 審核者, a bed's number …) right before the spaces;
- then two to four Chinese characters, and after them a space, a break, the end or a title (先生, 阿姨 …);
- a surname first, of any table (those that are mostly words too: 管, 塗, 苗), a compound surname or a rare
  character; the given characters may be any but grammar (的, 是, 在 …);
- no listed word (高血壓, 中心), and two characters alone only before a title (高燒 after 病人 is a fever).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rootcause.domain.phi import name_tables as N
from rootcause.domain.phi.names_zh import _rare, _zh_surname

__all__ = ["spaced_chinese_names"]

Span = tuple[int, int, str]

_SPACED_RUN = re.compile(r"[ \t\u3000]+([\u4e00-\u9fff]{2,4})(?=$|[ \t\u3000]|[，,。.、；;：:（(）)！!？?」』]"
                         r"|[\u4e00-\u9fff])")


def _surname_size(run: str) -> int:
    """The common tables' surname (compound first), or one of those that are mostly words, or a rare character."""
    first = run[:1]
    return _zh_surname(run, 0) or int(first in N.TITLED_SURNAMES or first in N.ADVERB_SURNAMES or _rare(first))


def spaced_chinese_names(text: str) -> Iterator[Span]:
    if " " not in text and "\t" not in text and "\u3000" not in text:
        return
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
