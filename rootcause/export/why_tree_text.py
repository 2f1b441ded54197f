"""The why tree as an outline in full text: readable where diagrams are not drawn, and never shortened.

The diagrams cut long labels and, on a big tree, leave the deepest answers out; a committee reading the report
must still see every answer whole, with its evidence. ``why_outline`` walks the tree once, and the Markdown list
(app and report) and the HTML report's list are both written from it, so they cannot disagree.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from rootcause.domain.model.case import WhyTree, WhyTreeNode
from rootcause.export.escape import markdown_cell
from rootcause.export.report_labels import label

__all__ = ["OutlineLine", "marks", "why_outline", "why_tree_markdown"]


@dataclass(frozen=True)
class OutlineLine:
    """One line of the outline: the problem (depth 0), a fishbone cause a chain hangs under, or an answer."""

    depth: int
    text: str
    kind: str  # problem | cause | why
    root: bool = False
    verdict: str | None = None  # supported | not_supported | open | None (never checked)
    fails_necessity: bool = False
    evidence: str | None = None
    rationale: str | None = None


def why_outline(tree: WhyTree, causes: Mapping[str, str] | None = None) -> list[OutlineLine]:
    """Problem first, then each answer under what it explains, in stored order; causes' chains after."""
    causes = causes or {}
    children: dict[str | None, list[WhyTreeNode]] = {}
    for node in tree.nodes:
        key = node.parent_id or (f"cause:{node.cause_id}" if node.cause_id else None)
        children.setdefault(key, []).append(node)
    lines = [OutlineLine(0, tree.problem, "problem")]
    seen: set[str] = set()

    def walk(key: str | None, depth: int) -> None:
        # (a stack, not recursion: a chain of whys may run thousands deep, past Python's recursion limit)
        stack = [(node, depth) for node in reversed(children.get(key, []))]
        while stack:
            node, level = stack.pop()
            if node.id in seen:
                continue  # (a cycle cannot be stored; never loop on one all the same)
            seen.add(node.id)
            lines.append(OutlineLine(level, node.text, "why", node.is_root_cause, node.link_verdict,
                                     node.fails_necessity, node.evidence, node.root_cause_rationale))
            stack.extend((child, level + 1) for child in reversed(children.get(node.id, [])))

    walk(None, 1)
    for cause_id in sorted({n.cause_id for n in tree.nodes if n.cause_id and not n.parent_id}):
        lines.append(OutlineLine(1, causes.get(cause_id, cause_id), "cause"))
        walk(f"cause:{cause_id}", 2)
    return lines


def marks(line: OutlineLine, lang: str) -> str:
    """The root-cause star and the link's test result, as the diagrams show them."""
    out = " ★" if line.root else ""
    if line.fails_necessity:
        out += f" ✗ {label('fails_necessity', lang)}"
    elif line.verdict:
        out += f" ({label(line.verdict, lang)})"
    return out


def why_tree_markdown(tree: WhyTree, *, lang: str = "en", causes: Mapping[str, str] | None = None,
                      evidence: bool = False) -> str:
    """The outline as a nested Markdown list; with ``evidence``, each answer's evidence after it."""
    out: list[str] = []
    for line in why_outline(tree, causes):
        pad = "  " * line.depth
        if line.kind == "problem":
            out.append(f"- **{markdown_cell(line.text)}**")
        elif line.kind == "cause":
            out.append(f"{pad}- _{markdown_cell(line.text)}_")
        else:
            shown = line.evidence if evidence and line.evidence and line.evidence.strip() else None
            tail = f" — _{label('evidence', lang)}: {markdown_cell(shown)}_" if shown else ""
            out.append(f"{pad}- {markdown_cell(line.text)}{marks(line, lang)}{tail}")
    return "\n".join(out) + "\n"
