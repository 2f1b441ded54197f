"""The fishbone board as Graphviz DOT, for ``st.graphviz_chart`` (laid out in the browser, no binary needed).

Left to right: causes, then their bone, then the effect on the right. Each bone is a cluster holding its
node and its causes, with an edge from each cause to the bone and one from the bone to the effect. So the
picture is wide rather than tall (it fits a meeting-room screen), the bones sit in a grid of up to four
rows, in reading order, the last column nearest the head: an edge's ``minlen`` moves a column's clusters
two ranks further from the effect. The parking lot is not a bone and is not drawn (the app lists it).

Labels follow the rule in ``fishbone_mermaid`` (wrapped by display width, cut only past a hard cap, and
then with the full text as the node's tooltip; a label with CJK text gets a node wide enough for it, see
``_wide_text``) and read as in the Mermaid renderers (``[CODE]`` confirmed,
``[CODE?]`` suggested, ``✓`` verified); a cause whose code is only suggested is also drawn dashed so the
open question shows at a glance. All user text goes through ``escape.dot_label`` and every label is a
quoted string; ids are generated, never taken from user text.
"""

from __future__ import annotations

from math import ceil

from rootcause.domain.model.case import CauseView
from rootcause.domain.model.fishbone import FishboneView
from rootcause.export.escape import clean_text, display_width, dot_label, wrap
from rootcause.export.fishbone_mermaid import (
    CAUSE_WIDTH,
    EFFECT_WIDTH,
    MAX_CAUSE,
    MAX_EFFECT,
    branches,
    cause_text,
    effect_text,
)

__all__ = ["FONTNAME", "ROWS", "fishbone_dot"]

FONTNAME = "Noto Sans CJK TC, Noto Sans, sans-serif"  # a CJK-capable font first, or Chinese shows as boxes
ROWS = 4  # bones per column at most: more bones add a column, so the picture grows wider, not taller
FONTSIZE, EFFECT_FONTSIZE = 11, 13  # points
_MARGIN = 0.1  # inches left and right of a label (the nodes' margin="0.1,0.05")

_HEADER = [
    "digraph fishbone {",
    f'    graph [rankdir="LR", fontname="{FONTNAME}", nodesep="0.15", ranksep="0.35", newrank="true"];',
    f'    node [fontname="{FONTNAME}", fontsize="{FONTSIZE}", shape="box", style="rounded", margin="{_MARGIN},0.05"];',
    f'    edge [fontname="{FONTNAME}", color="#666666", arrowsize="0.7"];',
]


def _tooltip(full: str, limit: int) -> str:
    """``, tooltip="…"`` with the whole text when its label is cut (longer than ``limit`` columns), else nothing."""
    return f', tooltip="{dot_label(full, width=None)}"' if display_width(clean_text(full)) > limit else ""


def _wide_text(text: str, width: int, fontsize: int = FONTSIZE) -> str:
    """``, width="…"`` (inches, a minimum) for a label with CJK text, else nothing.

    Graphviz in the browser has no font files: it takes a CJK character for three quarters of its real width
    (one em), so the node came out too narrow and its text ran over the border. Half an em a
    display column (a CJK character counts two) gives it room. Latin text it measures well enough.
    """
    lines = wrap(text, width)
    if all(display_width(line) <= len(line) for line in lines):
        return ""
    inches = (max(map(display_width, lines)) * fontsize / 2 / 72) + 2 * _MARGIN
    return f', width="{inches:.2f}"'


def _cause(cause_id: str, bone_id: str, cause: CauseView) -> list[str]:
    """The cause's node and its edge to the bone, both dashed while its code is only suggested."""
    dashed = bool(cause.hfacs_code) and cause.hfacs_state == "suggested"
    style = "rounded,dashed" if dashed else "rounded"
    pen = ', penwidth="2"' if cause.verified else ""
    text = cause_text(cause)
    label = dot_label(text, width=CAUSE_WIDTH)
    return [f'        {cause_id} [label="{label}", style="{style}"{pen}{_wide_text(text, CAUSE_WIDTH)}'
            f'{_tooltip(cause.description, MAX_CAUSE)}];',
            f"        {cause_id} -> {bone_id}" + (' [style="dashed"];' if dashed else ";")]


def fishbone_dot(view: FishboneView, *, lang: str = "en", include_empty: bool = True) -> str:
    """The board as a DOT digraph (``rankdir=LR``): causes → bone → effect, one cluster per bone."""
    head = effect_text(view, lang)
    effect = dot_label(head, width=EFFECT_WIDTH)
    lines = [*_HEADER, f'    effect [label="{effect}", style="rounded,bold,filled", fillcolor="#fde8e8", '
                       f'fontsize="{EFFECT_FONTSIZE}"{_wide_text(head, EFFECT_WIDTH, EFFECT_FONTSIZE)}'
                       f'{_tooltip(view.effect, MAX_EFFECT)}];']
    shown = branches(view, lang, include_empty)
    columns = max(1, ceil(len(shown) / ROWS))
    links: list[str] = []
    for i, (name, causes) in enumerate(shown, start=1):
        bone_id = f"b{i}"
        lines += [
            f"    subgraph cluster_{bone_id} {{",
            '        graph [style="rounded,filled", color="#cccccc", fillcolor="#f7f7f7", label=""];',
            f'        {bone_id} [label="{dot_label(name, width=CAUSE_WIDTH)}", style="rounded,bold,filled", '
            f'fillcolor="#e8eefc"{_wide_text(name, CAUSE_WIDTH)}];',
        ]
        for j, cause in enumerate(causes, start=1):
            lines += _cause(f"{bone_id}c{j}", bone_id, cause)
        lines.append("    }")
        gap = 2 * (columns - 1 - (i - 1) % columns) + 1  # ranks from this bone to the effect
        links.append(f"    {bone_id} -> effect" + (f' [minlen="{gap}"];' if gap > 1 else ";"))
    return "\n".join([*lines, *links, "}"]) + "\n"
