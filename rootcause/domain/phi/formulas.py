"""A name assembled by a spreadsheet formula: ``=CONCAT("Brennan",", ","Aoife")``, ``=CONCATENATE("鄭","雅","文")``.

A formula pasted from a dashboard or a macro holds a name as its pieces, each a quoted string, and no rule that
reads words finds it there. The guard joins the formula's quoted pieces as the formula would (``&`` and the
CONCAT family join them as they stand) and reads the joined text again, one level deep; an identifier in it makes
the formula as typed one.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

__all__ = ["formula_identifiers"]

Span = tuple[int, int, str]
Find = Callable[[str], list[Span]]

_JOINER = re.compile(r"(?i:(?<![A-Za-z])(?:concat(?:enate)?|textjoin|join)[ \t]*\()|\"[ \t]*&[ \t]*\"")
# (the quoted pieces, with the commas, ampersands and spaces between them, up to the formula's end)
_PIECES = re.compile(r"\"[^\"\n]{0,40}\"(?:[ \t]*[,&;][ \t]*\"[^\"\n]{0,40}\"){1,12}")
_PIECE = re.compile(r"\"([^\"\n]{0,40})\"")


def formula_identifiers(text: str, find: Find) -> Iterator[Span]:
    """The span of each joined run of quoted pieces whose joined text holds an identifier."""
    if '"' not in text or _JOINER.search(text) is None:
        return
    for m in _PIECES.finditer(text):
        if not _JOINER.search(text, max(0, m.start() - 16), m.end()):
            continue
        joined = "".join(_PIECE.findall(m.group()))
        if any(c.isalpha() for c in joined):
            found = find(f"Name: {joined}")  # (pieces of a cell are a field's value: read as a name field)
            if found:
                yield m.start(), m.end(), found[0][2]
