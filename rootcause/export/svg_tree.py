"""The why tree as inline SVG: a top-down tidy tree, laid out in Python so the report needs no script.

The problem sits on top; fishbone causes that start a chain hang under it, and each answer to "why?"
hangs under the statement it explains. What a reader must see at a glance, with the same colours as
the Mermaid version (``why_tree_mermaid``): how each link was tested (supported: solid green;
not supported: dashed red with a ✗, "✗ necessity" when the counterfactual question was answered no;
never tested or still open: grey) and which nodes are root causes (★ and a thick orange border).

Layout: a subtree is as wide as its children side by side (or its own box, if wider); a parent is
centred over its first and last child; every depth has one row, as tall as its tallest box. A tree
wider than ``MAX_WIDTH`` wraps the problem's branches into bands stacked downwards (see ``_layout``),
so forty chains stay readable on A4 instead of shrinking to a 20,000-pixel strip. Linear in the number
of nodes and iterative (no recursion limit). Boxes are sized from their wrapped text (``escape.wrap``,
CJK-aware). All user text goes through ``html_text``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from rootcause.domain.model.case import LinkState, WhyTree, WhyTreeNode, drawn_state
from rootcause.export.escape import clean_text, html_text, shorten, wrap
from rootcause.export.fishbone_mermaid import ui_language
from rootcause.export.report_labels import label
from rootcause.export.svg_fishbone import MUTED, block_px, num, svg_document, text_block, text_px

__all__ = ["why_tree_svg"]

FS, LH = 11.5, 15.0
WHY_COLS, PROBLEM_COLS = 22, 36  # display columns per line of a box
WHY_LIMIT, PROBLEM_LIMIT = 200, 240  # display columns in all (the report lists root causes in full)
PAD_X, PAD_Y, H_GAP, V_GAP, MARGIN = 9.0, 7.0, 16.0, 46.0, 12.0
MAX_WIDTH = 960.0  # px; a wider tree wraps the problem's branches into bands (A4 is ~700 px wide)
INDENT, BUS = 20.0, 30.0  # the trunk's margin, and the gap above and below a band's bus line
ROOT_MARK = "★"

_TEXT = {
    "en": {"title": "Why tree", "necessity": "✗ necessity", "no_problem": "(no problem statement yet)",
           "cause": "(cause)", "untested": "not tested yet", "failed": "✗ not supported"},
    "zh-TW": {"title": "為什麼分析樹", "necessity": "✗ 必要性", "no_problem": "（尚未填寫問題）",
              "cause": "（原因）", "untested": "尚未檢核", "failed": "✗ 不成立"},
}
_BOX = {  # kind: (fill, stroke, stroke width)
    "problem": ("#e3f2fd", "#1565c0", 2.5),
    "cause": ("#f3e5f5", "#6a1b9a", 2.0),
    "why": ("#ffffff", "#607d8b", 1.2),
    "root": ("#fff8e1", "#e65100", 4.5),
}
_JOIN = "#78909c"  # trunk and bus lines: structure, not a tested link
_EDGE = {  # verdict: (stroke, width, dash)
    "supported": ("#2e7d32", 2.2, ""),
    "not_supported": ("#c62828", 2.2, "6 4"),
    "untested": ("#9e9e9e", 1.5, ""),
}


@dataclass
class _Box:
    kind: str  # problem | cause | why | root
    text: str
    verdict: str = "untested"
    fails_necessity: bool = False
    children: list[_Box] = field(default_factory=list)
    lines: list[str] = field(default_factory=list)
    w: float = 0.0
    h: float = 0.0
    span: float = 0.0  # width of the subtree
    x: float = 0.0  # centre
    y: float = 0.0  # top
    anchor: tuple[float, float] | None = None  # where the link from the parent starts, if not the parent's bottom
    depth: int = 0
    cut: bool = False  # the box shows a shortened text
    parent: _Box | None = field(default=None, repr=False)


def _boxes(tree: WhyTree, causes: Mapping[str, str], lang: str) -> tuple[_Box, list[_Box]]:
    """The problem box with the nodes under it (a missing parent puts a node under the problem), and all nodes."""
    words = _TEXT[lang]
    problem = _Box("problem", tree.problem if tree.problem.strip() else words["no_problem"])
    by_id = {n.id: n for n in tree.nodes}
    made: dict[str, _Box] = {}
    cause_boxes: dict[str, _Box] = {}
    direct: list[_Box] = []
    for node in tree.nodes:
        made[node.id] = _why_box(node)
    for node in tree.nodes:
        box = made[node.id]
        if node.parent_id and node.parent_id in by_id and node.parent_id != node.id:
            made[node.parent_id].children.append(box)
        elif node.cause_id and not node.parent_id:
            if node.cause_id not in cause_boxes:
                link = tree.cause_links.get(node.cause_id) or LinkState()
                cause_boxes[node.cause_id] = _Box("cause", causes.get(node.cause_id) or words["cause"],
                                                  drawn_state(link.verdict), link.fails_necessity)
            cause_boxes[node.cause_id].children.append(box)
        else:
            direct.append(box)
    problem.children = [*direct, *cause_boxes.values()]
    return problem, list(made.values())


def _why_box(node: WhyTreeNode) -> _Box:
    text = f"{ROOT_MARK} {node.text}" if node.is_root_cause else node.text
    return _Box("root" if node.is_root_cause else "why", text, drawn_state(node.link_verdict), node.fails_necessity)


def _walk(top: _Box) -> list[_Box]:
    """Every box reachable from ``top`` once, parents before children; a box keeps only the children it reached."""
    order: list[_Box] = []
    seen: set[int] = set()
    stack: list[tuple[_Box, _Box | None]] = [(top, None)]
    while stack:
        box, parent = stack.pop()
        if id(box) in seen:
            continue
        seen.add(id(box))
        box.parent, box.depth = parent, parent.depth + 1 if parent else 0
        order.append(box)
        stack.extend((child, box) for child in reversed(box.children))
    for box in order:
        box.children = [c for c in box.children if c.parent is box]
    return order


def _size(order: list[_Box]) -> None:
    """Each box's wrapped lines and size, then each subtree's span (children before parents)."""
    for box in order:
        cols, limit = (PROBLEM_COLS, PROBLEM_LIMIT) if box.kind == "problem" else (WHY_COLS, WHY_LIMIT)
        shown = shorten(box.text, limit)
        box.lines, box.cut = wrap(shown, cols) or ["–"], shown != clean_text(box.text)
        box.w = max(block_px(box.lines, FS, bold=box.kind in ("problem", "root")) + 2 * PAD_X, 48.0)
        box.h = len(box.lines) * LH + 2 * PAD_Y
    for box in reversed(order):
        kids = sum(c.span for c in box.children) + H_GAP * max(len(box.children) - 1, 0)
        box.span = max(box.w, kids)


def _subtree(top: _Box) -> list[_Box]:
    out, stack = [], [top]
    while stack:
        box = stack.pop()
        out.append(box)
        stack.extend(reversed(box.children))
    return out


def _place(top: _Box, left: float, y: float) -> float:
    """Lay out the subtree of ``top`` with its span starting at ``left`` and its top row at ``y``; returns its
    bottom. Each parent is centred over its children; each depth is one row, as tall as its tallest box."""
    boxes = _subtree(top)
    top.x = left + top.span / 2
    rows: dict[int, float] = {}
    for box in boxes:
        rows[box.depth] = max(rows.get(box.depth, 0.0), box.h)
        kids = sum(c.span for c in box.children) + H_GAP * (len(box.children) - 1)
        start = box.x - kids / 2
        for child in box.children:
            child.x = start + child.span / 2
            start += child.span + H_GAP
    tops = {}
    for depth in sorted(rows):
        tops[depth] = y
        y += rows[depth] + V_GAP
    for box in boxes:
        box.y = tops[box.depth]
    return y - V_GAP


def _layout(problem: _Box) -> tuple[float, float, list[str]]:
    """Positions for every box; returns the picture's width, its bottom and the lines that join bands.

    A tree no wider than ``MAX_WIDTH`` is drawn classically, the problem centred over its branches. A wider one
    keeps A4 readable by wrapping the problem's branches into bands stacked downwards: the problem sits top
    left, a trunk runs down the left edge and each band hangs from its own bus line (each branch's link,
    coloured by its verdict, runs from the bus to the branch).
    """
    if problem.span <= MAX_WIDTH:
        bottom = _place(problem, MARGIN, MARGIN)
        return problem.span + 2 * MARGIN, bottom, []
    bands: list[list[_Box]] = [[]]
    used = 0.0
    for child in problem.children:
        if bands[-1] and used + H_GAP + child.span > MAX_WIDTH - INDENT:
            bands.append([])
            used = 0.0
        used += (H_GAP if bands[-1] else 0.0) + child.span
        bands[-1].append(child)
    problem.x, problem.y = MARGIN + problem.w / 2, MARGIN
    trunk_x, y, right = MARGIN + INDENT / 2, MARGIN + problem.h, problem.w + MARGIN
    joins = []
    for band in bands:
        bus_y = y + BUS
        left, bottom = MARGIN + INDENT, bus_y
        for child in band:
            bottom = max(bottom, _place(child, left, bus_y + BUS))
            child.anchor = (child.x, bus_y)
            left += child.span + H_GAP
        right = max(right, left - H_GAP)
        joins.append(f'<line x1="{num(trunk_x)}" y1="{num(bus_y)}" x2="{num(band[-1].x)}" y2="{num(bus_y)}" '
                     f'stroke="{_JOIN}" stroke-width="2"/>')
        y = bottom
    joins.append(f'<line x1="{num(trunk_x)}" y1="{num(MARGIN + problem.h)}" x2="{num(trunk_x)}" '
                 f'y2="{num(bus_y)}" stroke="{_JOIN}" stroke-width="2"/>')  # down to the last bus
    return right + MARGIN, y, joins


def _edge(parent: _Box, child: _Box, lang: str) -> str:
    x1, y1 = child.anchor or (parent.x, parent.y + parent.h)
    x2, y2 = child.x, child.y
    bend = (y2 - y1) / 2
    stroke, width, dash = _EDGE[child.verdict]
    dash_attr = f' stroke-dasharray="{dash}"' if dash else ""
    path = (f'<path d="M{num(x1)},{num(y1)} C{num(x1)},{num(y1 + bend)} {num(x2)},{num(y2 - bend)} '
            f'{num(x2)},{num(y2)}" fill="none" stroke="{stroke}" stroke-width="{num(width)}"{dash_attr}/>')
    if child.verdict != "not_supported":
        return path
    mark = _TEXT[lang]["necessity"] if child.fails_necessity else "✗"
    mx, my = (x1 + x2) / 2, (y1 + y2) / 2
    w = text_px(mark, 10.5, bold=True) + 8
    return (path + f'<rect x="{num(mx - w / 2)}" y="{num(my - 8)}" width="{num(w)}" height="16" rx="8" '
            f'fill="#ffffff" stroke="{stroke}" stroke-width="1"/>'
            + text_block(mx, my + 4, [mark], size=10.5, anchor="middle", bold=True, fill=stroke))


def _node(box: _Box) -> str:
    top = box.y
    fill, stroke, width = _BOX[box.kind]
    dash = ' stroke-dasharray="6 4"' if box.verdict == "not_supported" else ""
    if dash and box.kind == "why":
        stroke, width = "#c62828", 2.0
    x = box.x - box.w / 2
    radius = box.h / 2 if box.kind == "problem" else 10 if box.kind == "cause" else 6
    tip = f"<title>{html_text(box.text)}</title>" if box.cut else ""  # the whole text, on hover
    return (f'<g>{tip}<rect x="{num(x)}" y="{num(top)}" width="{num(box.w)}" height="{num(box.h)}" '
            f'rx="{num(min(radius, 18))}" fill="{fill}" stroke="{stroke}" stroke-width="{num(width)}"{dash}/>'
            + text_block(box.x, top + PAD_Y + FS, box.lines, size=FS, line_height=LH, anchor="middle",
                         bold=box.kind in ("problem", "root"))
            + "</g>")


def _legend(y: float, lang: str) -> tuple[list[str], float]:
    """A one-line key under the tree; returns its elements and width."""
    items = [("supported", label("supported", lang)), ("not_supported", _TEXT[lang]["failed"]),
             ("untested", _TEXT[lang]["untested"])]
    out, x = [], MARGIN
    for verdict, text in items:
        stroke, width, dash = _EDGE[verdict]
        dash_attr = f' stroke-dasharray="{dash}"' if dash else ""
        out.append(f'<line x1="{num(x)}" y1="{num(y - 4)}" x2="{num(x + 26)}" y2="{num(y - 4)}" stroke="{stroke}" '
                   f'stroke-width="{num(width)}"{dash_attr}/>')
        out.append(text_block(x + 32, y, [text], size=10, fill=MUTED))
        x += 32 + text_px(text, 10) + 18
    root = f"{ROOT_MARK} {label('root_causes', lang)}"
    fill, stroke, _ = _BOX["root"]
    out.append(f'<rect x="{num(x)}" y="{num(y - 12)}" width="{num(text_px(root, 10) + 12)}" height="16" rx="4" '
               f'fill="{fill}" stroke="{stroke}" stroke-width="3"/>')
    out.append(text_block(x + 6, y, [root], size=10))
    return out, x + text_px(root, 10) + 12 + MARGIN


def why_tree_svg(tree: WhyTree, lang: str = "en", causes: Mapping[str, str] | None = None) -> str:
    """The tree as one ``<svg>`` element (class ``why-tree``); ``causes`` maps cause ids to their text."""
    lang = ui_language(lang)
    problem, nodes = _boxes(tree, causes or {}, lang)
    order = _walk(problem)
    reached = {id(b) for b in order}
    lost = [b for b in nodes if id(b) not in reached]  # only a parent cycle (never stored) could leave any out
    if lost:
        problem.children += lost
        order = _walk(problem)
    _size(order)
    width, bottom, joins = _layout(problem)
    body = [*joins, *(_edge(box, child, lang) for box in order for child in box.children)]
    body += [_node(box) for box in order]
    legend, legend_w = _legend(bottom + 28, lang)
    width = max(width, legend_w)
    title = f"{_TEXT[lang]['title']}: {shorten(order[0].text, 120)}"
    return svg_document(width, bottom + 28 + MARGIN, [*body, *legend], title=title, css_class="why-tree")
