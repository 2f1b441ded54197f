"""Diagrams of a case, for both faces: the fishbone (Mermaid ishikawa or Graphviz DOT) and the why tree
(Mermaid flowchart or an indented Markdown list), drawn from the views the other services return.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal

from rootcause.domain.model import FishboneView, WhyTree
from rootcause.export.escape import shorten
from rootcause.export.fishbone_dot import fishbone_dot
from rootcause.export.fishbone_mermaid import fishbone_mermaid, ishikawa_crowded
from rootcause.export.why_tree_mermaid import why_tree_mermaid
from rootcause.export.why_tree_text import why_tree_markdown

__all__ = ["fishbone", "fishbone_crowded", "short_label", "why_tree"]


def fishbone(view: FishboneView, *, lang: str = "en", format: Literal["mermaid", "dot"] = "mermaid") -> str:
    """The board as diagram text (every standard bone shown, empty ones too)."""
    return fishbone_dot(view, lang=lang) if format == "dot" else fishbone_mermaid(view, lang=lang)


def fishbone_crowded(view: FishboneView, *, lang: str = "en") -> bool:
    """True when the Mermaid fishbone would draw a bone's labels over each other (too many or too long causes on
    it): such a board reads only in the Graphviz layout."""
    return ishikawa_crowded(view, lang=lang)


def why_tree(tree: WhyTree, *, lang: str = "en", causes: Mapping[str, str] | None = None,
             format: Literal["mermaid", "markdown"] = "mermaid") -> str:
    """The tree as diagram text; ``causes`` labels the fishbone causes it hangs under. Link states come from the
    tree itself, so this text, the report's Markdown and HTML, and the app's badges agree on every link."""
    if format == "markdown":
        return why_tree_markdown(tree, lang=lang, causes=causes)
    return why_tree_mermaid(tree, lang=lang, causes=causes)


def short_label(text: str, limit: int) -> str:
    """A statement cut to ``limit`` display columns the way the diagrams cut it, so a picker and a chart agree."""
    return shorten(text, limit)
