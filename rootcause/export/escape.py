"""The one place where user text is made safe for an export target (Mermaid, DOT, Markdown, HTML).

Causes, problem statements and bone names are free text from a facilitator or an agent, so any of them
may hold quotes, brackets, ``%%``, ``-->``, ``<script>``, newlines, control characters, emoji or CJK.
Each function returns text that cannot change the structure of the document it is put in and still
*shows* the same words. Renderers never escape anything themselves; they call these.

Mermaid (checked against the real parser of mermaid 12.2.0, the one Streamlit 1.67 bundles):

- Before parsing, Mermaid swaps ``#123;`` / ``#name;`` for placeholders and turns them into character
  references in the SVG, so ``#34;`` shows ``"`` in every diagram type. We use the decimal form only.
- Encoded: every ASCII punctuation mark except ``. , - _ ? ! / ' ( ) + *``. Why, by example: ``"`` ends
  a flowchart label and `````` starts a Markdown one; ``#`` would start an entity; ``%`` starts comments
  (``%%`` at the start of an ishikawa line) and directives (``%%{init}%%`` is found anywhere in the
  text); ``:`` and ``;`` feed a ``style…:…#…;`` pre-processing rule that drops a ``;``; ``& < >`` are
  re-serialised by DOMPurify and would show as ``&amp;``; ``[ ] { } | \\ = $ @ ~ ^`` mean something in
  some diagram (shapes, edge text, KaTeX ``$$``, shape data ``@{``). One rule for every diagram type.
- ``ﬂ`` and ``¶`` are encoded too: they are Mermaid's own placeholder marks (``ﬂ°…¶ß``), and Mermaid
  turns any ``ﬂ°``/``¶ß`` left in the final SVG into ``&``/``;`` (and a flowchart label's ``\\n`` or
  ``\\N`` into a line break), so a word joiner (U+2060, invisible) keeps those pairs apart.
- A label that starts with the word "ishikawa" would lex as the diagram keyword, and "direction" anywhere
  in a flowchart line is read as ``direction TB`` (the rest of the line is lost, silently): the first
  letter of both words is encoded.
- Empty text becomes ``#8203;`` (a zero-width space): an empty ishikawa line would silently vanish, and
  a no-break space would reach the SVG as ``&nbsp;``, which Streamlit's XML parse of the SVG rejects.
- Flowchart labels (the default; ``flowchart=False`` for ishikawa) get two more work-arounds, both
  checked by rendering in Chromium with Streamlit's settings (``htmlLabels: false``). A one-line label
  shows ``&#34;`` literally there (DOMPurify only decodes codes in a label that holds a tag), so a label
  with a code ends with ``<br/>``, which adds no empty line. And Mermaid cuts a word wider than the node
  anywhere, even inside the ``&lt;`` it wrote for ``<``, so a space-free run holding ``< > &`` is cut at
  12 columns here first. Subgraph titles show codes literally whatever one does: keep user text out.
- Line breaks are ``<br/>``: flowcharts honour it, and ishikawa-beta splits every label on
  ``<br\\s*/?>`` too (its renderer also re-wraps cause labels at 15 characters on spaces), so long
  labels wrap and are never truncated here. ``shorten`` is there for renderers that want a cap.

DOT: inside ``"..."`` a backslash is doubled (so ``\\N``, ``\\G``, ``\\l`` typed by a user stay literal),
``"`` becomes ``\\"``, ``&`` becomes ``&amp;`` (Graphviz decodes HTML entities in plain labels too), and
wrapped lines are joined with ``\\n``. Labels are always quoted, never HTML-like, so ``<`` needs nothing.

Every target first goes through ``clean_text``: lone surrogates become U+FFFD, control characters and
line/paragraph separators become spaces, bidi overrides (which can visually reorder a label) and
U+FEFF (JavaScript counts it as white space) are dropped, and white space is collapsed.
"""

from __future__ import annotations

import html
import re
import unicodedata
from collections.abc import Callable
from functools import lru_cache

__all__ = [
    "FLOWCHART_WORD",
    "clean_text",
    "display_width",
    "dot_label",
    "html_text",
    "markdown_cell",
    "mermaid_label",
    "shorten",
    "wrap",
]

_SURROGATE = re.compile("[\ud800-\udfff]")
_LINE_BREAK = re.compile("\r\n|[\r\n\v\f\x1c-\x1e\x85\u2028\u2029]")

_CLEAN = {c: " " for c in [*range(0x00, 0x20), *range(0x7F, 0xA0), 0x2028, 0x2029]}
_CLEAN |= {c: None for c in [*range(0x202A, 0x202F), *range(0x2066, 0x206A), 0xFEFF]}
_CLEAN |= {0xFFFE: "\ufffd", 0xFFFF: "\ufffd"}

_MERMAID_RAW = set(".,-_?!/'()+*")
_MERMAID = {ord(c): f"#{ord(c)};" for c in map(chr, range(0x21, 0x7F)) if not c.isalnum() and c not in _MERMAID_RAW}
_MERMAID |= {0xFB02: "#64258;", 0xB6: "#182;"}
_MERMAID_BREAK = "<br/>"
_SERIALISED = frozenset("<>&")  # written as &lt; &gt; &amp; while Mermaid measures a flowchart label
FLOWCHART_WORD = 12  # columns; flowchart nodes are ~200 px wide and Mermaid cuts longer words by itself
_MERMAID_MARKS = re.compile(r"(\ufb02(?=\u00b0)|\u00b6(?=\u00df)|\\(?=[nN]))")
_MERMAID_WORDS = re.compile(r"\Ai(?=shikawa)|d(?=irection)", re.IGNORECASE)

_DOT = str.maketrans({"\\": "\\\\", '"': '\\"', "&": "&amp;"})
_MD_INLINE = str.maketrans({c: "\\" + c for c in "\\`*_[]<>|~$"} | {"&": "&amp;"})
_MD_LEADING = "#>-+="

# A closing mark stays with the character before it; a wide opening mark with the one after it.
_NO_LINE_START = set("，。、；：！？）」』】》〉〕﹞”’…・ー々,.;:!?)")
_NO_LINE_END = set("（「『【《〈〔﹝“‘")


def clean_text(text: str) -> str:
    """One line of printable Unicode with single spaces; emoji, CJK and other scripts are kept as they are."""
    if _SURROGATE.search(text):
        text = text.encode("utf-16", "surrogatepass").decode("utf-16", "replace")  # pairs join, lone ones go
    return " ".join(text.translate(_CLEAN).split())


def _extends(ch: str, prev: str) -> bool:
    """Whether ``ch`` belongs to the previous character's cluster (marks, ZWJ sequences, emoji modifiers)."""
    o = ord(ch)
    return (
        prev == "\u200d" or o == 0x200D or unicodedata.category(ch) in ("Mn", "Me", "Mc")
        or 0xFE00 <= o <= 0xFE0F or 0x1F3FB <= o <= 0x1F3FF or 0xE0020 <= o <= 0xE007F or 0xE0100 <= o <= 0xE01EF
    )


def _clusters(text: str) -> list[str]:
    """Split into user-perceived characters well enough that wrapping never cuts an emoji or a mark off."""
    if text.isascii():
        return list(text)
    out: list[str] = []
    for ch in text:
        if out and (ch >= "\u0300" or out[-1][-1] == "\u200d") and (
            _extends(ch, out[-1][-1]) or (_is_flag_half(out[-1]) and _is_regional(ch))
        ):
            out[-1] += ch
        else:
            out.append(ch)
    return out


def _is_regional(ch: str) -> bool:
    return 0x1F1E6 <= ord(ch) <= 0x1F1FF


def _is_flag_half(cluster: str) -> bool:
    return len(cluster) == 1 and _is_regional(cluster)


@lru_cache(maxsize=8192)
def _wide_width(cluster: str) -> int:
    base = cluster[0]
    if unicodedata.category(base) in ("Mn", "Me", "Cf"):
        return 0
    if unicodedata.east_asian_width(base) in ("W", "F") or "\ufe0f" in cluster or _is_regional(base):
        return 2
    return 1


def _width(cluster: str) -> int:
    return 1 if cluster < "\u0300" and len(cluster) == 1 else _wide_width(cluster)


def display_width(text: str) -> int:
    """Columns the text takes in a monospace sense: CJK and emoji count 2, combining marks 0."""
    if text.isascii() and text.isprintable():
        return len(text)
    return sum(_width(c) for c in _clusters(text))


def _tokens(text: str) -> list[tuple[str, int, bool]]:
    """Unbreakable pieces as (text, width, space before): English words whole, each CJK character alone."""
    tokens: list[tuple[str, int, bool]] = []
    for i, word in enumerate(text.split(" ")):
        pieces: list[tuple[str, int]] = []  # (text, width) of each piece of this word
        last_wide = glue_next = False
        for cluster in _clusters(word):
            w = _width(cluster)
            wide = w == 2
            joins = glue_next or (not wide and not last_wide) or cluster in _NO_LINE_START
            if pieces and joins:
                text_so_far, width_so_far = pieces[-1]
                pieces[-1] = (text_so_far + cluster, width_so_far + w)
            else:
                pieces.append((cluster, w))
            last_wide, glue_next = wide, cluster in _NO_LINE_END
        tokens += [(t, w, i > 0 and j == 0) for j, (t, w) in enumerate(pieces)]
    return tokens


def _hard_split(token: str, limit: int, load: Callable[[str], int] = _width) -> list[tuple[str, int]]:
    """Cut a piece too long to wrap at a space into parts of at most ``limit`` (by ``load``) columns."""
    pieces: list[tuple[str, int]] = []
    piece, piece_w, piece_load = "", 0, 0
    for cluster in _clusters(token):
        w, cost = _width(cluster), load(cluster)
        if piece and piece_load + cost > limit:
            pieces.append((piece, piece_w))
            piece, piece_w, piece_load = "", 0, 0
        piece, piece_w, piece_load = piece + cluster, piece_w + w, piece_load + cost
    if piece:
        pieces.append((piece, piece_w))
    return pieces


def wrap(text: str, width: int) -> list[str]:
    """Lines of at most ``width`` columns: English breaks between words, CJK between any two characters."""
    text = clean_text(text)
    if width < 2:
        raise ValueError("width must be at least 2 (one CJK character)")
    lines: list[str] = []
    line, line_w = "", 0
    for token, token_w, space in _tokens(text):
        pieces = _hard_split(token, width) if token_w > width else [(token, token_w)]
        for j, (piece, piece_w) in enumerate(pieces):
            gap = 1 if space and j == 0 and line else 0
            if line and line_w + gap + piece_w > width:
                lines.append(line)
                line, line_w, gap = "", 0, 0
            line, line_w = line + " " * gap + piece, line_w + gap + piece_w
    if line:
        lines.append(line)
    return lines


def _flowchart_load(cluster: str) -> int:
    """A cluster's width as Mermaid may measure it: ``<>&`` as their entities, astral tofu as wide."""
    return 4 if cluster in _SERIALISED else max(_width(cluster), 2 * (cluster > "\uffff"))


def _flowchart_lines(line: str) -> list[str]:
    """Cut, at character boundaries, each space-free run that holds ``<``, ``>`` or ``&`` and may be
    wider than a node: Mermaid would cut it itself, possibly inside the ``&lt;`` it wrote for ``<``."""
    lines = [""]
    for word in line.split(" "):
        heavy = not _SERIALISED.isdisjoint(word)
        too_wide = heavy and sum(map(_flowchart_load, _clusters(word))) > FLOWCHART_WORD
        pieces = [p for p, _ in _hard_split(word, FLOWCHART_WORD, _flowchart_load)] if too_wide else [word]
        lines[-1] = f"{lines[-1]} {pieces[0]}" if lines[-1] else pieces[0]
        lines += pieces[1:]
    return lines


def shorten(text: str, limit: int) -> str:
    """The text cut to ``limit`` columns with an ellipsis, for a renderer that caps very long labels."""
    text = clean_text(text)
    if 2 * len(text) <= limit or display_width(text) <= limit:  # no character is wider than 2
        return text
    kept, used = "", 0
    for cluster in _clusters(text):
        w = _width(cluster)
        if used + w > limit - 1:
            break
        kept, used = kept + cluster, used + w
    return kept.rstrip() + "…"


def mermaid_label(text: str, *, width: int | None = 28, flowchart: bool = True) -> str:
    """Text for a Mermaid label: a flowchart node's ``id["…"]`` or edge's ``|"…"|``, or with
    ``flowchart=False`` an ishikawa-beta line (which needs none of the flowchart work-arounds).

    Wrapped with ``<br/>`` at ``width`` columns (``None``: one line); see the module docstring for the rules.
    """
    lines = wrap(text, width) if width else [clean_text(text)]
    if flowchart:
        lines = [part for line in lines for part in _flowchart_lines(line)]
    label = _MERMAID_BREAK.join(_MERMAID_MARKS.sub("\\1\u2060", line).translate(_MERMAID) for line in lines if line)
    label = _MERMAID_WORDS.sub(lambda m: f"#{ord(m.group())};", label) or "#8203;"
    if flowchart and "#" in label and _MERMAID_BREAK not in label:
        label += _MERMAID_BREAK
    return label


def dot_label(text: str, *, width: int | None = 28) -> str:
    """Text to put between the double quotes of a DOT ``label="…"``; wrapped lines are joined with ``\\n``."""
    lines = wrap(text, width) if width else [clean_text(text)]
    return "\\n".join(line.translate(_DOT) for line in lines if line)


def markdown_cell(text: str, *, br: str = "<br>") -> str:
    """Text for one GitHub-flavoured Markdown table cell: pipes, markup and line starts made literal.

    Line breaks become ``br`` (``<br>`` is what GitHub renders; pass ``" / "`` for a renderer without HTML).
    """
    lines = [clean_text(line) for line in _LINE_BREAK.split(text)]
    out: list[str] = []
    for line in lines:
        if not line:
            continue
        line = line.translate(_MD_INLINE)
        if line[0] in _MD_LEADING:
            line = "\\" + line
        out.append(line)
    return br.join(out)


def html_text(text: str) -> str:
    """Text for an HTML element's content or a quoted attribute; line breaks kept as ``\\n`` (use pre-line)."""
    lines = [clean_text(line) for line in _LINE_BREAK.split(text)]
    return "\n".join(html.escape(line, quote=True) for line in lines).strip("\n")
