"""The why tree as an indented Markdown list: readable where diagrams are not drawn."""

from __future__ import annotations

from collections.abc import Mapping

from rootcause.domain.model.case import WhyTree, WhyTreeNode
from rootcause.export.escape import markdown_cell
from rootcause.export.report_labels import label


def why_tree_markdown(tree: WhyTree, *, lang: str = "en", causes: Mapping[str, str] | None = None) -> str:
    """Problem first, then each answer under what it explains; root causes starred, failed links marked."""
    causes = causes or {}
    children: dict[str | None, list[WhyTreeNode]] = {}
    for node in tree.nodes:
        key = node.parent_id or (f"cause:{node.cause_id}" if node.cause_id else None)
        children.setdefault(key, []).append(node)
    lines = [f"- **{markdown_cell(tree.problem)}**"]

    def walk(key: str | None, depth: int) -> None:
        # (a stack, not recursion: a chain of whys may run thousands deep, past Python's recursion limit)
        stack = [(node, depth) for node in reversed(children.get(key, []))]
        seen: set[str] = set()
        while stack:
            node, level = stack.pop()
            if node.id in seen:
                continue  # (a cycle cannot be stored; never loop on one all the same)
            seen.add(node.id)
            marks = " ★" if node.is_root_cause else ""
            if node.fails_necessity:
                marks += f" ✗ {label('fails_necessity', lang)}"
            elif node.link_verdict:
                marks += f" ({label(node.link_verdict, lang)})"
            lines.append(f"{'  ' * level}- {markdown_cell(node.text)}{marks}")
            stack.extend((child, level + 1) for child in reversed(children.get(node.id, [])))

    walk(None, 1)
    for cause_id in sorted({n.cause_id for n in tree.nodes if n.cause_id and not n.parent_id}):
        lines.append(f"  - _{markdown_cell(causes.get(cause_id, cause_id))}_")
        walk(f"cause:{cause_id}", 2)
    return "\n".join(lines) + "\n"
