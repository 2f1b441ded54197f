"""The why tree as a Mermaid ``flowchart TD``: the problem on top, each answer under the statement it explains.

Drawn by ``st.mermaid_chart`` (the Mermaid that Streamlit bundles) and usable in any Markdown renderer
with Mermaid. What the picture must tell a meeting at a glance:

- the problem (class ``problemNode``), fishbone causes a chain starts from (class ``causeNode``), the whys;
- root causes: a ★ in the label and a thick border (class ``rootCause``; not ``root``, which is the class
  of Mermaid's own top-level group, so styling it would restyle every node);
- how each link was tested: ``supported`` a solid green edge; ``not_supported`` a dashed red edge, its
  node in class ``failedLink``, and "✗ necessity" on the edge when the necessity question was answered no;
  never tested or still open: a grey edge.

Node ids are generated (``problem``, ``c1``…, ``n1``…), never user text; every user text goes through
``escape.mermaid_label``. The output is deterministic: nodes in depth-first order of the stored order.

Streamlit's Mermaid refuses a diagram with more than 500 edges or 50,000 characters (both are "secure"
settings a diagram cannot raise), so a big tree first gets shorter labels and, only past that, the
deepest nodes are left out with a note saying how many; the editor beside the chart still lists them all.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from rootcause.domain.model.case import LinkState, WhyTree, WhyTreeNode, drawn_state
from rootcause.export.escape import mermaid_label, shorten

__all__ = ["MAX_EDGES", "MAX_TEXT", "why_tree_mermaid"]

MAX_EDGES = 500  # Mermaid's maxEdges default, which a diagram cannot override
MAX_TEXT = 48_000  # below Mermaid's maxTextSize (50,000), leaving room for Streamlit's alt-text comment
LABEL_LIMITS = (160, 80, 40, 20, 10)  # display columns per label, tried in turn until the text fits
WIDTH = 16  # columns per line in a box: Mermaid re-wraps past ~200 px, about 8 CJK characters
ROOT_MARK = "★"

_TEXT = {
    "en": {"necessity": "✗ necessity", "no_problem": "(no problem statement yet)", "cause": "(cause)",
           "more": "+{n} more whys not drawn: see the list beside the chart"},
    "zh-TW": {"necessity": "✗ 必要性", "no_problem": "（尚未填寫問題）", "cause": "（原因）",
              "more": "另有 {n} 個為什麼未畫出，請見圖旁清單"},
}
_CLASSES = {
    "problemNode": "fill:#e3f2fd,stroke:#1565c0,stroke-width:3px,color:#0d1b2a",
    "causeNode": "fill:#f3e5f5,stroke:#6a1b9a,stroke-width:2px,color:#1a0d1f",
    "failedLink": "stroke:#c62828,stroke-width:2px,stroke-dasharray:6 4",
    "rootCause": "fill:#fff8e1,stroke:#e65100,stroke-width:5px,color:#1a1000",
    "noteNode": "fill:none,stroke:#9e9e9e,stroke-dasharray:3 3,color:#757575",
}
_EDGES = {
    "supported": "stroke:#2e7d32,stroke-width:2.5px",
    "not_supported": "stroke:#c62828,stroke-width:2.5px,stroke-dasharray:6 4",
    "untested": "stroke:#9e9e9e,stroke-width:1.5px",
}


@dataclass(frozen=True)
class _Item:
    ident: str  # generated Mermaid id
    label: str  # plain text before escaping
    parent: str | None  # generated id of the statement this one explains
    kind: str  # problem | cause | why
    verdict: str | None = None
    fails_necessity: bool = False
    root: bool = False


def _lang(lang: str) -> str:
    return "zh-TW" if lang.strip().lower().startswith("zh") else "en"


def _items(tree: WhyTree, causes: Mapping[str, str], lang: str) -> list[_Item]:
    """Problem, causes and whys in depth-first order (children in stored order); ids n1, n2… in that order."""
    words = _TEXT[lang]
    by_id = {n.id: n for n in tree.nodes}
    children: dict[str | None, list[WhyTreeNode]] = {}
    cause_order: list[str] = []
    for node in tree.nodes:
        if node.parent_id and node.parent_id in by_id:
            children.setdefault(node.parent_id, []).append(node)
        elif node.cause_id and not node.parent_id:
            children.setdefault(f"cause:{node.cause_id}", []).append(node)
            if node.cause_id not in cause_order:
                cause_order.append(node.cause_id)
        else:  # under the problem (or under a parent that is gone: never lose a node from the picture)
            children.setdefault(None, []).append(node)
    problem = tree.problem if tree.problem.strip() else words["no_problem"]
    out = [_Item("problem", problem, None, "problem")]
    ids: dict[str, str] = {}
    stack: list[tuple[WhyTreeNode, str]] = []
    tops: list[tuple[str | None, str]] = [(None, "problem")]
    for i, cause_id in enumerate(cause_order, start=1):
        state = tree.cause_links.get(cause_id) or LinkState()
        out.append(_Item(f"c{i}", causes.get(cause_id) or words["cause"], "problem", "cause", state.verdict,
                         state.fails_necessity))
        tops.append((f"cause:{cause_id}", f"c{i}"))
    for key, parent in tops:
        stack.extend((child, parent) for child in reversed(children.get(key, [])))
        while stack:
            node, parent_ident = stack.pop()
            if node.id in ids:  # a cycle cannot be stored, but a picture must never loop
                continue
            ident = ids[node.id] = f"n{len(ids) + 1}"
            label = f"{ROOT_MARK} {node.text}" if node.is_root_cause else node.text
            out.append(_Item(ident, label, parent_ident, "why", node.link_verdict, node.fails_necessity,
                             node.is_root_cause))
            stack.extend((child, ident) for child in reversed(children.get(node.id, [])))
    return out


def _render(items: Iterable[_Item], limit: int, lang: str, hidden: int) -> str:
    lines = ["flowchart TD"]
    edges: list[str] = []
    styles: dict[str, list[int]] = {name: [] for name in _EDGES}
    classes: dict[str, list[str]] = {name: [] for name in _CLASSES}
    for item in items:
        label = mermaid_label(shorten(item.label, limit), width=WIDTH)
        shape = ('(["', '"])') if item.kind == "problem" else ('{{"', '"}}') if item.kind == "cause" else ('("', '")')
        lines.append(f"    {item.ident}{shape[0]}{label}{shape[1]}")
        if item.kind in ("problem", "cause"):
            classes[f"{item.kind}Node"].append(item.ident)
        elif item.root:
            classes["rootCause"].append(item.ident)
        if item.parent is None:
            continue
        state = drawn_state(item.verdict)
        if state == "not_supported":
            classes["failedLink"].append(item.ident)
            text = f'|"{mermaid_label(_TEXT[lang]["necessity"], width=None)}"|' if item.fails_necessity else ""
            edges.append(f"    {item.parent} -.->{text} {item.ident}")
        else:
            edges.append(f"    {item.parent} --> {item.ident}")
        styles[state].append(len(edges) - 1)
    if hidden:
        lines.append(f'    more["{mermaid_label(_TEXT[lang]["more"].format(n=hidden), width=WIDTH)}"]')
        classes["noteNode"].append("more")
    lines += edges
    for name, indexes in styles.items():
        if indexes:
            lines.append(f"    linkStyle {','.join(map(str, indexes))} {_EDGES[name]}")
    for name, members in classes.items():
        if members:
            lines += [f"    classDef {name} {_CLASSES[name]}", f"    class {','.join(members)} {name}"]
    return "\n".join(lines) + "\n"


def why_tree_mermaid(tree: WhyTree, *, lang: str = "en", causes: Mapping[str, str] | None = None) -> str:
    """The tree as Mermaid flowchart text; ``causes`` maps cause ids to the labels of their boxes. Every link,
    a cause's own included, is drawn by the state the tree carries (``why_tree.get_tree`` judged the checks)."""
    lang = _lang(lang)
    items = _items(tree, causes or {}, lang)
    # Keep the shallowest statements first (a parent always sorts before its children); every edge ends
    # at a kept item, so at most MAX_EDGES + 1 items fit. Shorter labels are tried before fewer nodes.
    depth: dict[str, int] = {}
    for item in items:
        depth[item.ident] = 0 if item.parent is None else depth[item.parent] + 1
    order = sorted(range(len(items)), key=lambda i: (depth[items[i].ident], i))
    keep = min(len(items), MAX_EDGES + 1)
    while keep >= 1:
        chosen = [items[i] for i in sorted(order[:keep])]
        for limit in LABEL_LIMITS:
            text = _render(chosen, limit, lang, len(items) - keep)
            if len(text) <= MAX_TEXT:
                return text
        keep -= max(1, keep // 10)
    return _render(items[:1], LABEL_LIMITS[-1], lang, len(items) - 1)
