"""The fishbone board as Graphviz DOT, for ``st.graphviz_chart`` (laid out in the browser, no binary needed).

Left to right: causes, then their bone, then the effect on the right. Each bone is a cluster holding its
node and its causes, with an edge from each cause to the bone. Labels read as in the Mermaid renderers
(``[CODE]`` confirmed, ``[CODE?]`` suggested, ``✓`` verified); a cause whose code is only suggested is
also drawn dashed so the open question shows at a glance. All user text goes through ``escape.dot_label``
and every label is a quoted string; ids are generated, never taken from user text.
"""

from __future__ import annotations

from rootcause.domain.model.fishbone import FishboneView
from rootcause.export.escape import dot_label
from rootcause.export.fishbone_mermaid import LABEL_WIDTH, branches, cause_text, effect_text

__all__ = ["FONTNAME", "fishbone_dot"]

FONTNAME = "Noto Sans CJK TC, Noto Sans, sans-serif"  # a CJK-capable font first, or Chinese shows as boxes

_HEADER = [
    "digraph fishbone {",
    f'    graph [rankdir="LR", fontname="{FONTNAME}", nodesep="0.2", ranksep="0.5", newrank="true"];',
    f'    node [fontname="{FONTNAME}", fontsize="11", shape="box", style="rounded"];',
    f'    edge [fontname="{FONTNAME}", color="#666666", arrowsize="0.7"];',
]


def fishbone_dot(view: FishboneView, *, lang: str = "en", include_empty: bool = True) -> str:
    """The board as a DOT digraph (``rankdir=LR``): causes → bone → effect, one cluster per bone."""
    effect = dot_label(effect_text(view, lang), width=LABEL_WIDTH)
    lines = [*_HEADER, f'    effect [label="{effect}", style="rounded,bold,filled", fillcolor="#fde8e8", '
                       'fontsize="13"];']
    links: list[str] = []
    for i, (name, causes) in enumerate(branches(view, lang, include_empty), start=1):
        bone_id = f"b{i}"
        lines += [
            f"    subgraph cluster_{bone_id} {{",
            '        graph [style="rounded,filled", color="#cccccc", fillcolor="#f7f7f7", label=""];',
            f'        {bone_id} [label="{dot_label(name, width=LABEL_WIDTH)}", style="rounded,bold,filled", '
            'fillcolor="#e8eefc"];',
        ]
        for j, cause in enumerate(causes, start=1):
            cause_id = f"{bone_id}c{j}"
            dashed = bool(cause.hfacs_code) and cause.hfacs_state == "suggested"
            style = "rounded,dashed" if dashed else "rounded"
            pen = ', penwidth="2"' if cause.verified else ""
            label = dot_label(cause_text(cause), width=LABEL_WIDTH)
            lines.append(f'        {cause_id} [label="{label}", style="{style}"{pen}];')
            lines.append(f'        {cause_id} -> {bone_id}' + (' [style="dashed"];' if dashed else ";"))
        lines.append("    }")
        links.append(f"    {bone_id} -> effect;")
    return "\n".join([*lines, *links, "}"]) + "\n"
