"""The fishbone board as Mermaid: an ``ishikawa-beta`` diagram, and a ``flowchart LR`` as the fallback.

``st.mermaid_chart`` draws both offline with the Mermaid that Streamlit bundles (12.2.0 in Streamlit
1.67, which has ``ishikawa-beta``). The flowchart is for renderers without ``ishikawa-beta`` (GitHub,
older Mermaid) and matches the report's why-tree style. All user text goes through ``escape``.

This module is also the one place for the fishbone's label rule, shared by the DOT and SVG renderers, so
a board reads the same on a meeting-room screen, in Graphviz and in the printed report:

- wrapped by display width (``escape.wrap``: a CJK character counts 2 columns, a Latin one 1; English
  breaks at spaces, CJK between any two characters) at ``CAUSE_WIDTH`` columns for a cause or a bone,
  and at the wider ``EFFECT_WIDTH`` for the effect, so the head is a short wide block (the report's SVG
  uses the ``PRINT_`` widths, for an A4 page; ishikawa-beta re-wraps English, see ``_ishikawa_label``);
- never cut, except past a hard cap (``MAX_CAUSE``…), and then at a word boundary with "…" (``fit``);
  DOT and SVG keep the full text in a tooltip, and the report's causes table always has it;
- a cause carries its state compactly, the same way everywhere: ``[PC-AMS]`` a confirmed HFACS code,
  ``[PC-AMS?]`` a suggested one not yet confirmed, ``✓`` verified (no mark: not verified yet);
- the parking lot is not a category of cause, so no renderer draws it as a bone (``branches``); the app
  and the reports list it outside the diagram (``parked``).

ishikawa-beta spaces a bone's causes evenly along it, however many lines each one takes, so a bone with many
or long causes draws them over each other; ``ishikawa_crowded`` says when, so the app can draw that board with
Graphviz instead (its nodes never overlap).
"""

from __future__ import annotations

import math
import re
from itertools import pairwise
from typing import Literal

from rootcause.domain.model.case import CauseView
from rootcause.domain.model.fishbone import Bone, FishboneView
from rootcause.export.escape import clean_text, display_width, mermaid_label, wrap

__all__ = ["CAUSE_WIDTH", "EFFECT_WIDTH", "PRINT_CAUSE_WIDTH", "PRINT_EFFECT_WIDTH", "bone_name", "branches",
           "cause_text", "effect_text", "fishbone_flowchart", "fishbone_mermaid", "fit", "ishikawa_crowded", "marks",
           "parked", "parking_note", "ui_language"]

CAUSE_WIDTH = 28  # display columns per line of a cause or a bone (a CJK character counts 2)
EFFECT_WIDTH = 36  # the effect: a few wide lines, never a word per line
HEAD_WIDTH_ISHIKAWA = 24  # ishikawa-beta sizes its head by wider text than it shows (see ``_ishikawa_label``)
PRINT_CAUSE_WIDTH, PRINT_EFFECT_WIDTH = 24, 28  # the report's SVG: four bones side by side on an A4 page
MAX_CAUSE = 140  # hard caps in display columns (five lines of a cause), past which text is cut at a word
MAX_CAUSE_ISHIKAWA = 112  # ishikawa-beta spaces a bone's causes evenly, however tall: four lines of ours at most
MAX_EFFECT = 160
MAX_BONE = 2 * CAUSE_WIDTH
FLOWCHART_WIDTH = None  # flowchart nodes wrap by themselves (~200 px, CJK too); our breaks got re-broken
VERIFIED = "✓"
_BREAK = "<br/>"  # the line break ``escape.mermaid_label`` writes
_CUT_AFTER = " ,;:、，；："  # left off before the "…" of a cut label

_TEXT = {
    "en": {"no_effect": "(no problem statement yet)",
           "parking_note": "Not placed on a bone yet, so not drawn in the diagram."},
    "zh-TW": {"no_effect": "（尚未填寫問題）", "parking_note": "尚未歸入任何分類，因此不畫在魚骨圖上。"},
}


def ui_language(lang: str) -> str:
    """``"zh-TW"`` for any Chinese tag (zh, zh_TW, zh-Hant…), else ``"en"``."""
    return "zh-TW" if lang.strip().lower().startswith("zh") else "en"


def fit(text: str, limit: int | None) -> str:
    """The text on one line, whole when it takes at most ``limit`` display columns (``None``: any length);
    longer, cut at the last word boundary (any CJK character) that leaves room for "…"."""
    text = clean_text(text)
    if limit is None or display_width(text) <= limit:
        return text
    head = wrap(text, max(limit - 1, 2))[0]  # the wrapping rule's own first line: it breaks where a line may
    return (head.rstrip(_CUT_AFTER) or head) + "…"


def bone_name(bone: Bone, lang: str) -> str:
    """The bone's name in ``lang``, falling back to English, then any name, then its code."""
    lang = ui_language(lang)
    name = bone.name.get(lang) or bone.name.get("en") or next((n for n in bone.name.values() if n), "")
    return fit(name, MAX_BONE) if name.strip() else bone.code


def effect_text(view: FishboneView, lang: str, limit: int | None = MAX_EFFECT) -> str:
    """The fish's head: the problem, or a placeholder that says there is none yet."""
    return fit(view.effect, limit) if view.effect.strip() else _TEXT[ui_language(lang)]["no_effect"]


def marks(cause: CauseView) -> list[str]:
    """A cause's state marks: its HFACS code (``[CODE]`` confirmed, ``[CODE?]`` suggested) and ``✓`` verified."""
    out = []
    if cause.hfacs_code and cause.hfacs_state == "confirmed":
        out.append(f"[{cause.hfacs_code}]")
    elif cause.hfacs_code and cause.hfacs_state == "suggested":
        out.append(f"[{cause.hfacs_code}?]")
    if cause.verified:
        out.append(VERIFIED)
    return out


def cause_text(cause: CauseView, limit: int | None = MAX_CAUSE) -> str:
    """``description [CODE] ✓``: the description (cut past ``limit`` columns) plus its marks."""
    return " ".join([fit(cause.description, limit), *marks(cause)]).strip()


def branches(view: FishboneView, lang: str, include_empty: bool) -> list[tuple[str, list[CauseView]]]:
    """(bone name, causes) in board order. Never the parking lot: it is not a bone (see ``parked``)."""
    return [(bone_name(b, lang), b.causes) for b in view.bones if include_empty or b.causes]


def parked(view: FishboneView) -> list[str]:
    """The parking lot's causes, whole and with their marks, for a list outside the diagram."""
    return [cause_text(c, None) for c in view.parking_lot]


def parking_note(lang: str) -> str:
    """One sentence under the parking lot's list: why these causes are not in the diagram."""
    return _TEXT[ui_language(lang)]["parking_note"]


def _ishikawa_label(text: str, width: int, *, kind: Literal["head", "bone", "cause"]) -> str:
    """An ishikawa line wrapped at ``width`` columns, as ishikawa-beta (Mermaid 12.2) will draw it.

    That renderer draws a bone's name as given, but wraps a cause again at 15 characters and the head at
    about 11 (``110 / (0.6 × font size)``), at spaces only (so never inside CJK). Our ``<br/>`` breaks
    glue the words on either side into one unbreakable word for it, which broke lines in odd places. So:

    - ``"head"``: its spaces become the entity ``#32;`` (a plain space in the drawing), so our lines hold no
      space to break at and the head is a short wide block. Mermaid sizes the head by the entity's 7-character
      placeholder, so the head shape comes out wider than its text: a price paid once per diagram.
    - ``"cause"``: a break at a space is left a space, and only breaks inside CJK (or inside a word too long
      for a line) stay ``<br/>``: Mermaid's own 15-character wrap is then clean. Keeping our English lines
      too would cost every space its placeholder's width; that made the whole picture 2 to 2.5 times as
      wide, so its text came out smaller on the screen, not larger.
    - ``"bone"``: our lines, as they are.
    """
    label = mermaid_label(text, width=width, flowchart=False)
    if kind == "head":
        return label.replace(" ", "#32;")
    parts, lines = label.split(_BREAK), wrap(text, width)
    if kind == "bone" or len(parts) != len(lines):  # (an empty label: one zero-width space, no lines)
        return label
    text, pos, out = clean_text(text), 0, parts[0]
    for line, part in zip(lines, parts[1:], strict=False):
        pos += len(line)
        at_space = text[pos:pos + 1] == " "
        out += (" " if at_space else _BREAK) + part
        pos += at_space
    return out


def fishbone_mermaid(view: FishboneView, *, lang: str = "en", include_empty: bool = True) -> str:
    """The board as a Mermaid ``ishikawa-beta`` diagram: the effect as the head, a branch per bone.

    Each line is one node and its indentation is its depth, so labels are single lines (``<br/>`` wraps).
    """
    lines = ["ishikawa-beta", f"    {_ishikawa_label(effect_text(view, lang), HEAD_WIDTH_ISHIKAWA, kind='head')}"]
    for name, causes in branches(view, lang, include_empty):
        lines.append(f"    {_ishikawa_label(name, CAUSE_WIDTH, kind='bone')}")
        lines += [f"        {_ishikawa_label(cause_text(c, MAX_CAUSE_ISHIKAWA), CAUSE_WIDTH, kind='cause')}"
                  for c in causes]
    return "\n".join(lines) + "\n"


# ishikawa-beta's layout (Mermaid 12.2 ``ishikawaDiagram``) with Streamlit's 14 px text, for ``ishikawa_crowded``.
_FONT = 14
_LINE = 1.05 * _FONT  # its step from one line of a label to the next
_BOX = 17.0  # the height of one drawn line of 14 px text (its glyph box)
_SLACK = 2.0  # pixels two labels may share before they count as drawn over each other
_SPINE = 250  # SPINE_BASE_LENGTH: the bones' length before their causes lengthen them
_SIN = math.sin(math.radians(82))  # its bones lean 82° from the spine
_REWRAP = 15  # it re-wraps a cause label at white space to this many UTF-16 units
_LABEL_GAP = 11  # a bone's name is drawn this far beyond the end of its bone


def _drawn_lines(label: str) -> int:
    """How many lines ishikawa-beta draws for one of our labels: its ``wrapText`` (entities count as the
    placeholders it swaps them for), then its ``splitLines`` at ``<br/>``."""
    text = re.sub(r"#(\w+);", lambda m: "\ufb02\u00b0" + "\u00b0" * m[1].isdigit() + m[1] + "\u00b6\u00df", label)

    def units(part: str) -> int:
        return len(part.encode("utf-16-le")) // 2

    if units(text) > _REWRAP:
        lines: list[str] = []
        for word in re.split(r"\s+", text):
            if lines and units(lines[-1]) + 1 + units(word) <= _REWRAP:
                lines[-1] += " " + word
            else:
                lines.append(word)
        text = "\n".join(lines)
    return len(re.split(r"<br\s*/?>|\n", text))


def _height(lines: int) -> float:
    return (lines - 1) * _LINE + _BOX


def ishikawa_crowded(view: FishboneView, *, lang: str = "en", include_empty: bool = True) -> bool:
    """True when ``fishbone_mermaid`` would draw two labels of a bone over each other.

    ishikawa-beta puts a bone's causes at even steps along it (``sin 82° × length / (causes + 1)``), whatever
    their height; a side's bones share a length that grows with their causes (two font sizes per cause of
    the busiest bone). So it is crowded when two neighbouring causes of a bone need more height than one step,
    when the farthest cause reaches the bone's name, or when the causes of an upper and a lower bone meet at
    the spine. Measured against the drawing itself in ``tests/export/test_fishbone_on_screen.py``.
    """
    bones = [([_drawn_lines(_ishikawa_label(cause_text(c, MAX_CAUSE_ISHIKAWA), CAUSE_WIDTH, kind="cause"))
               for c in causes], _drawn_lines(_ishikawa_label(name, CAUSE_WIDTH, kind="bone")))
             for name, causes in branches(view, lang, include_empty)]
    total = sum(len(lines) for lines, _ in bones)
    if not total:
        return False

    def length(side: list[tuple[list[int], int]]) -> float:
        counts = [len(lines) for lines, _ in side]
        return max(0.3 * _SPINE, 2 * _SPINE * sum(counts) / total, max(counts, default=0) * 2 * _FONT)

    sides = (length(bones[0::2]), length(bones[1::2]))  # bones alternate: above the spine, then below it
    steps = [_SIN * sides[i % 2] / (len(lines) + 1) for i, (lines, _) in enumerate(bones)]
    for (lines, name), step in zip(bones, steps, strict=True):
        if any((_height(a) + _height(b)) / 2 > step + _SLACK for a, b in pairwise(lines)):
            return True
        far = max(lines[0], lines[-1]) if lines else 0  # the first cause above the spine, the last below it
        if far and (_height(far) + _height(name) + 4) / 2 > step + _LABEL_GAP + _SLACK:  # the name's box: +2 px
            return True
    for i in range(0, len(bones) - 1, 2):  # the upper bone's cause nearest the spine, and the lower one's
        up, low = bones[i][0], bones[i + 1][0]
        if up and low and (_height(up[-1]) + _height(low[0])) / 2 > steps[i] + steps[i + 1] + _SLACK:
            return True
    return False


def fishbone_flowchart(view: FishboneView, *, lang: str = "en", include_empty: bool = True) -> str:
    """The board as ``flowchart LR``: one subgraph per bone, each pointing at the effect on the right.

    Ids are generated (``effect``, ``g1`` for a bone's box, ``b1`` its name, ``b1c1`` its causes), never
    taken from user text. The bone's name is a node at the top of its box, not the subgraph's title:
    with Streamlit's ``htmlLabels: false`` a title would show entity codes literally (see ``escape``).
    A bone without causes is a lone dashed node; a cause whose HFACS code is only suggested gets a dashed
    border, a verified one a thicker border.
    """
    def label(text: str) -> str:
        return mermaid_label(text, width=FLOWCHART_WIDTH)

    lines = ["flowchart LR", f'    effect["{label(effect_text(view, lang))}"]']
    classes: dict[str, list[str]] = {"bone": [], "empty": [], "suggested": [], "verified": []}
    links: list[str] = []
    for i, (name, causes) in enumerate(branches(view, lang, include_empty), start=1):
        bone_id = f"b{i}"
        if not causes:
            lines.append(f'    {bone_id}["{label(name)}"]')
            links.append(f"    {bone_id} --> effect")
            classes["empty"].append(bone_id)
            continue
        lines += [f'    subgraph g{i}[" "]', "        direction TB", f'        {bone_id}["{label(name)}"]']
        classes["bone"].append(bone_id)
        links.append(f"    g{i} --> effect")
        for j, cause in enumerate(causes, start=1):
            cause_id = f"{bone_id}c{j}"
            lines.append(f'        {cause_id}["{label(cause_text(cause))}"]')
            if cause.hfacs_code and cause.hfacs_state == "suggested":
                classes["suggested"].append(cause_id)
            if cause.verified:
                classes["verified"].append(cause_id)
        lines.append("    end")
    lines += [*links, "    classDef effect stroke-width:3px", "    class effect effect"]
    for name, ids in classes.items():
        if ids:
            lines += [f"    classDef {name} {_STYLES[name]}", f"    class {','.join(ids)} {name}"]
    return "\n".join(lines) + "\n"


_STYLES = {"bone": "stroke-width:0px,font-weight:bold", "empty": "stroke-dasharray:3 3,color:gray",
           "suggested": "stroke-dasharray:5 5", "verified": "stroke-width:2px"}
