"""The fishbone board as Mermaid: an ``ishikawa-beta`` diagram, and a ``flowchart LR`` as the fallback.

``st.mermaid_chart`` draws both offline with the Mermaid that Streamlit bundles (12.2.0 in Streamlit
1.67, which has ``ishikawa-beta``). The flowchart is for renderers without ``ishikawa-beta`` (GitHub,
older Mermaid) and matches the report's why-tree style. All user text goes through ``escape``.

A cause's label carries its state compactly, the same way in every renderer (the DOT one too):
``[PC-AMS]`` a confirmed HFACS code, ``[PC-AMS?]`` a suggested one not yet confirmed, ``✓`` verified
(no mark: not verified yet). Very long text is cut (``shorten``) so one cause cannot swamp the picture;
the report's tables carry the full text.
"""

from __future__ import annotations

from rootcause.domain.model.case import CauseView
from rootcause.domain.model.fishbone import Bone, FishboneView
from rootcause.export.escape import mermaid_label, shorten

__all__ = ["bone_name", "cause_text", "effect_text", "fishbone_flowchart", "fishbone_mermaid", "ui_language"]

MAX_EFFECT = 160  # display columns (a CJK character counts 2)
MAX_CAUSE = 120
MAX_CAUSE_ISHIKAWA = 48  # ishikawa-beta spaces items for ~4 lines each (it wraps at 15 characters)
MAX_BONE = 40
LABEL_WIDTH = 28  # DOT and ishikawa (whose renderer re-wraps English at 15 characters but never CJK)
FLOWCHART_WIDTH = None  # flowchart nodes wrap by themselves (~200 px, CJK too); our breaks got re-broken
VERIFIED = "✓"

_TEXT = {
    "en": {"parking": "Parking lot", "no_effect": "(no problem statement yet)"},
    "zh-TW": {"parking": "待分類", "no_effect": "（尚未填寫問題）"},
}


def ui_language(lang: str) -> str:
    """``"zh-TW"`` for any Chinese tag (zh, zh_TW, zh-Hant…), else ``"en"``."""
    return "zh-TW" if lang.strip().lower().startswith("zh") else "en"


def bone_name(bone: Bone, lang: str) -> str:
    """The bone's name in ``lang``, falling back to English, then any name, then its code."""
    lang = ui_language(lang)
    name = bone.name.get(lang) or bone.name.get("en") or next((n for n in bone.name.values() if n), "")
    return shorten(name, MAX_BONE) if name.strip() else bone.code


def effect_text(view: FishboneView, lang: str) -> str:
    """The fish's head: the problem, or a placeholder that says there is none yet."""
    return shorten(view.effect, MAX_EFFECT) if view.effect.strip() else _TEXT[ui_language(lang)]["no_effect"]


def cause_text(cause: CauseView, limit: int = MAX_CAUSE) -> str:
    """``description [CODE] ✓``: the description (cut at ``limit`` columns) plus its code and verified marks."""
    marks = []
    if cause.hfacs_code and cause.hfacs_state == "confirmed":
        marks.append(f"[{cause.hfacs_code}]")
    elif cause.hfacs_code and cause.hfacs_state == "suggested":
        marks.append(f"[{cause.hfacs_code}?]")
    if cause.verified:
        marks.append(VERIFIED)
    return " ".join([shorten(cause.description, limit), *marks]).strip()


def branches(view: FishboneView, lang: str, include_empty: bool) -> list[tuple[str, list[CauseView]]]:
    """(branch name, causes) in board order; the parking lot last, and only when it holds something."""
    out = [(bone_name(b, lang), b.causes) for b in view.bones if include_empty or b.causes]
    if view.parking_lot:
        out.append((_TEXT[ui_language(lang)]["parking"], view.parking_lot))
    return out


def fishbone_mermaid(view: FishboneView, *, lang: str = "en", include_empty: bool = True) -> str:
    """The board as a Mermaid ``ishikawa-beta`` diagram: the effect as the head, a branch per bone.

    Each line is one node and its indentation is its depth, so labels are single lines (``<br/>`` wraps).
    """
    def label(text: str) -> str:
        return mermaid_label(text, width=LABEL_WIDTH, flowchart=False)

    lines = ["ishikawa-beta", f"    {label(effect_text(view, lang))}"]
    for name, causes in branches(view, lang, include_empty):
        lines.append(f"    {label(name)}")
        lines += [f"        {label(cause_text(c, MAX_CAUSE_ISHIKAWA))}" for c in causes]
    return "\n".join(lines) + "\n"


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
