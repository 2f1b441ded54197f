"""The fishbone board as inline SVG, laid out in Python so the HTML report needs no script to draw it.

A real fish: the effect in a head box on the right, a spine, the tail on the left, and one slanted bone
per category (the six standard ones, then the case's own) alternating above and below the spine. Each
cause is a short rib on its bone with its label sitting on it; a cause whose HFACS code or bone was
only suggested by an agent (not yet confirmed by a person) has a dashed rib and a ``?`` after its code.
Labels wrap by the fishbone's one rule (``fishbone_mermaid``: display width, cut only past a hard cap, the
full text in a ``<title>``). The parking lot is not a bone and is not drawn: the report lists it under the
picture. Every size comes from the text it holds (text widths are estimated per character: CJK and emoji
count a full em), so labels never overlap at any board size.

The small SVG helpers here (``text_px``, ``text_block``, ``svg_document``) are shared with ``svg_tree``.
All user text goes through ``escape.html_text``, which is XML-safe too; nothing else reaches the SVG.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

from rootcause.domain.model.case import CauseView
from rootcause.domain.model.fishbone import Bone, FishboneView
from rootcause.export.escape import html_text, wrap
from rootcause.export.fishbone_mermaid import (
    PRINT_CAUSE_WIDTH,
    PRINT_EFFECT_WIDTH,
    bone_name,
    cause_text,
    effect_text,
    ui_language,
)
from rootcause.export.report_labels import label

__all__ = ["FONT_STACK", "fishbone_svg", "num", "svg_document", "text_block", "text_px"]

FONT_STACK = ("'Noto Sans CJK TC', 'Noto Sans TC', 'Microsoft JhengHei', 'PingFang TC', 'Noto Color Emoji', "
              "'Segoe UI Emoji', 'Apple Color Emoji', sans-serif")
INK, MUTED = "#1f2933", "#6b7280"
FS, LH = 11.0, 14.0  # cause labels: font size and line height (px)
BONE_FS, HEAD_FS = 12.5, 13.0
RIB, GAP, MARGIN, TAIL = 8.0, 18.0, 12.0, 30.0

_TEXT = {
    "en": {"title": "Fishbone diagram", "legend": "[CODE] confirmed HFACS code · [CODE?] dashed: suggested by an "
           "agent, not yet confirmed · ✓ verified", "custom": "case-specific category"},
    "zh-TW": {"title": "魚骨圖", "custom": "本案自訂類別",
              "legend": "[代碼] 已確認的 HFACS 代碼 · [代碼?] 虛線：AI 代理建議，尚未確認 · ✓ 已查證"},
}


_EM: dict[str, float] = {}


def num(value: float) -> str:
    """A coordinate with at most one decimal: short output, stable across runs."""
    return f"{value:.1f}".rstrip("0").rstrip(".")


def _char_em(ch: str) -> float:
    """A character's advance in em, roughly, for a sans-serif font; cached in ``_EM`` (the same few recur)."""
    em = _EM.get(ch)
    if em is None:
        em = _EM[ch] = _guess_em(ch)
    return em


def _guess_em(ch: str) -> float:
    if ch == " ":
        return 0.3
    if ch.isascii():
        return 0.64 if ch.isupper() or ch.isdigit() or ch in "%@#&MW" else 0.52 if ch.isalpha() else 0.38
    if unicodedata.category(ch) in ("Mn", "Me", "Cf"):
        return 0.0
    return 1.0 if unicodedata.east_asian_width(ch) in ("W", "F") or ord(ch) > 0xFFFF else 0.62


def text_px(line: str, size: float, bold: bool = False) -> float:
    """An upper estimate of the rendered width of one line, so boxes fit without measuring in a browser."""
    return sum(map(_char_em, line)) * size * (1.08 if bold else 1.0)


def block_px(lines: Sequence[str], size: float, bold: bool = False) -> float:
    return max((text_px(line, size, bold) for line in lines), default=0.0)


def text_block(x: float, y: float, lines: Sequence[str], *, size: float = FS, line_height: float = LH,
               anchor: str = "start", bold: bool = False, fill: str = INK, italic: bool = False) -> str:
    """One ``<text>`` with a ``<tspan>`` per line; ``y`` is the first baseline. Lines are escaped here."""
    attrs = f'x="{num(x)}" y="{num(y)}" font-size="{num(size)}" fill="{fill}"'
    attrs += f' text-anchor="{anchor}"' if anchor != "start" else ""
    attrs += ' font-weight="bold"' if bold else ""
    attrs += ' font-style="italic"' if italic else ""
    spans = "".join(f'<tspan x="{num(x)}" dy="{num(0 if i == 0 else line_height)}">{html_text(line)}</tspan>'
                    for i, line in enumerate(lines))
    return f"<text {attrs}>{spans}</text>"


def svg_document(width: float, height: float, body: Sequence[str], *, title: str, css_class: str) -> str:
    """A standalone SVG element (it also works as a file): viewBox from the content, a title for screen readers."""
    w, h = num(width), num(height)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="{css_class}" viewBox="0 0 {w} {h}" width="{w}" '
            f'height="{h}" role="img" font-family="{FONT_STACK}"><title>{html_text(title)}</title>'
            f'<rect width="{w}" height="{h}" fill="#ffffff"/>{"".join(body)}</svg>')


class _Slot:
    """One cause, wrapped: its lines, its height on the bone and whether it awaits a person."""

    def __init__(self, cause: CauseView) -> None:
        self.lines = wrap(cause_text(cause), PRINT_CAUSE_WIDTH) or ["–"]
        self.height = len(self.lines) * LH + 8
        self.width = block_px(self.lines, FS)
        self.suggested = "suggested" in (cause.hfacs_state, cause.category_state)
        self.full = cause.description


def _bone_parts(bone: Bone, lang: str) -> tuple[list[str], list[_Slot]]:
    return wrap(bone_name(bone, lang), PRINT_CAUSE_WIDTH) or [bone.code], [_Slot(c) for c in bone.causes]


def _stack_height(slots: Sequence[_Slot]) -> float:
    return sum(s.height for s in slots) if slots else 2 * LH


def _draw_bone(out: list[str], bone: Bone, name: list[str], slots: list[_Slot], *, xa: float, ys: float,
               length: float, slant: float, up: bool, lang: str) -> None:
    """The bone from the spine at ``xa`` out to its name, and its ribs, nearest the name first."""
    out.append(f"<g><title>{html_text(_TEXT[lang]['custom'])}</title>" if bone.custom else "<g>")
    sign = -1 if up else 1
    end_x, end_y = xa - slant, ys + sign * length
    colour = "#455a64" if slots else "#b0bec5"
    dash = "" if slots else ' stroke-dasharray="5 4"'
    out.append(f'<line x1="{num(xa)}" y1="{num(ys)}" x2="{num(end_x)}" y2="{num(end_y)}" stroke="{colour}" '
               f'stroke-width="2.5"{dash}/>')
    name_w = block_px(name, BONE_FS, bold=True) + 16
    name_h = len(name) * (BONE_FS + 3) + 8
    box_y = end_y - name_h - 2 if up else end_y + 2
    fill = "#fff3e0" if bone.custom else "#eceff1"
    border = ' stroke-dasharray="4 3"' if bone.custom else ""
    out.append(f'<rect x="{num(end_x - name_w / 2)}" y="{num(box_y)}" width="{num(name_w)}" height="{num(name_h)}" '
               f'rx="4" fill="{fill}" stroke="{colour}"{border}/>')
    out.append(text_block(end_x, box_y + 4 + BONE_FS, name, size=BONE_FS, line_height=BONE_FS + 3, anchor="middle",
                          bold=True, fill=INK if slots else MUTED))

    def x_at(y: float) -> float:
        return xa - slant * abs(y - ys) / length

    if not slots:
        y = ys + sign * length / 2
        out.append(text_block(x_at(y) - 6, y + 4, [label("missing", lang)], anchor="end", fill=MUTED, italic=True))
    top = ys - length + 8 if up else ys + 16
    for slot in slots:
        rib_y = top + slot.height - 4
        bx = x_at(top if up else rib_y)  # where the bone is furthest left beside this label
        style = 'stroke="#8d6e63" stroke-dasharray="4 3"' if slot.suggested else 'stroke="#78909c"'
        out.append(f'<g><title>{html_text(slot.full)}</title><line x1="{num(bx - RIB - slot.width)}" '
                   f'y1="{num(rib_y)}" x2="{num(x_at(rib_y))}" y2="{num(rib_y)}" {style} stroke-width="1.2"/>'
                   + text_block(bx - RIB, rib_y - 4 - (len(slot.lines) - 1) * LH, slot.lines, anchor="end",
                                fill="#5d4037" if slot.suggested else INK)
                   + "</g>")
        top += slot.height
    out.append("</g>")


def fishbone_svg(view: FishboneView, lang: str = "en") -> str:
    """The whole board as one ``<svg>`` element (class ``fishbone``), sized by its content."""
    lang = ui_language(lang)
    parts = [(bone, *_bone_parts(bone, lang)) for bone in view.bones]
    halves = (parts[0::2], parts[1::2])  # above, below
    lengths = [max([_stack_height(s) for _, _, s in half], default=2 * LH) + 24 for half in halves]
    name_h = [max([len(n) * (BONE_FS + 3) + 10 for _, n, _ in half], default=0) for half in halves]
    slants = [min(max(h * 0.3, 36.0), 64.0) for h in lengths]
    label_w = max([s.width for _, _, slots in parts for s in slots] + [text_px(label("missing", lang), FS) + 10, 90])
    col_w = max(slants) + RIB + label_w + GAP
    cols = max(1, (len(parts) + 1) // 2)
    head = wrap(effect_text(view, lang), PRINT_EFFECT_WIDTH) or ["–"]
    head_w = block_px(head, HEAD_FS, bold=True) + 36
    head_h = len(head) * (HEAD_FS + 4) + 22
    ys = MARGIN + max(name_h[0] + lengths[0], head_h / 2)
    x0 = MARGIN + TAIL
    head_x = x0 + cols * col_w + 20
    width = head_x + head_w + MARGIN
    fish_bottom = max(ys + lengths[1] + name_h[1], ys + head_h / 2)
    tail = x0 - TAIL + 4
    out = [f'<path d="M{num(x0)},{num(ys)} L{num(tail)},{num(ys - 18)} L{num(tail)},{num(ys + 18)} Z" '
           f'fill="#cfd8dc" stroke="#455a64" stroke-width="1.5"/>',
           f'<line x1="{num(x0)}" y1="{num(ys)}" x2="{num(head_x)}" y2="{num(ys)}" stroke="#263238" stroke-width="4"/>']
    for i, (bone, name, slots) in enumerate(parts):
        up = i % 2 == 0
        _draw_bone(out, bone, name, slots, xa=x0 + (i // 2 + 1) * col_w, ys=ys, length=lengths[0 if up else 1],
                   slant=slants[0 if up else 1], up=up, lang=lang)
    out.append(f'<g><title>{html_text(view.effect)}</title><rect x="{num(head_x)}" y="{num(ys - head_h / 2)}" '
               f'width="{num(head_w)}" height="{num(head_h)}" rx="{num(min(head_h / 2, 28))}" fill="#e3f2fd" '
               f'stroke="#1565c0" stroke-width="2.5"/>'
               + text_block(head_x + head_w / 2, ys - head_h / 2 + 11 + HEAD_FS, head, size=HEAD_FS,
                            line_height=HEAD_FS + 4, anchor="middle", bold=True, fill="#0d1b2a") + "</g>")
    legend_y = fish_bottom + 22
    out.append(text_block(MARGIN, legend_y, [_TEXT[lang]["legend"]], size=10, fill=MUTED))
    width = max(width, text_px(_TEXT[lang]["legend"], 10) + 2 * MARGIN)
    height = legend_y + 10 + MARGIN
    return svg_document(width, height, out, title=f"{_TEXT[lang]['title']}: {effect_text(view, lang)}",
                        css_class="fishbone")
