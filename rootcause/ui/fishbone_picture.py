"""The fishbone board's picture and its measures: bone coverage, the live diagram, and the parking lot beside it.

Display only: these read the board view and draw it; a drawing that fails must never take the board down with it.
"""

from __future__ import annotations

import logging
import uuid

import streamlit as st

from rootcause.domain.model import FishboneView
from rootcause.services import diagrams
from rootcause.ui import components as ui
from rootcause.ui.i18n import current_lang, t

__all__ = ["coverage_meter", "diagram", "parking_list"]

log = logging.getLogger("rootcause.app.fishbone")
# Streamlit draws every text of a Graphviz chart at one small size (0.8 × its 12 px, before the chart is scaled to
# fit), whatever the DOT says; ``revert-layer`` gives the labels back the sizes their layout made room for (11 pt,
# the effect 13 pt), which keeps them 10 px or more on a laptop. (A browser that cannot revert keeps the small size.)
DOT_TEXT_SIZES = '<style>[data-testid="stGraphVizChart"] svg text { font-size: revert-layer; }</style>'


def coverage_meter(view: FishboneView, names: dict[str, str]) -> None:
    """x of 6 bones, and which are still empty: the question the facilitator asks next."""
    cover = view.coverage
    st.progress(cover.rate, text=t("fishbone.coverage", covered=cover.covered, total=cover.total))
    if cover.missing:
        st.caption(t("fishbone.missing", bones=t("fishbone.list_sep").join(names.get(c, c) for c in cover.missing)))
    else:
        st.caption(t("fishbone.all_covered"))


def diagram(view: FishboneView) -> None:
    """The live picture (Mermaid's fishbone, or Graphviz when a screen draws that better), the parking lot under it.

    A board whose bones hold more, or longer, causes than the fishbone drawing can keep apart is always drawn
    with Graphviz (its nodes never overlap), and a caption in place of the switch says why.
    """
    head, switch = st.columns([3, 2], vertical_alignment="bottom")
    head.subheader(t("fishbone.diagram"))
    lang = current_lang()
    try:  # the board must stay usable in the meeting even if a drawing fails
        crowded = diagrams.fishbone_crowded(view, lang=lang)
        if crowded:
            switch.caption(t("fishbone.dot_crowded"))
        use_dot = crowded or switch.toggle(t("fishbone.use_dot"), key="fb:diagram:dot",
                                           help=t("fishbone.use_dot_help"), persist_state="session")
        if use_dot:
            st.html(DOT_TEXT_SIZES)
            st.graphviz_chart(diagrams.fishbone(view, lang=lang, format="dot"), width="stretch")
        else:
            st.mermaid_chart(diagrams.fishbone(view, lang=lang), alt=t("fishbone.diagram_alt"))
    except Exception:
        trace = uuid.uuid4().hex[:12]
        log.exception("fishbone diagram failed trace=%s", trace)
        st.warning(t("fishbone.diagram_failed", trace=trace), icon=":material/broken_image:")
    parking_list(view)


def parking_list(view: FishboneView) -> None:
    """The parking lot under the diagram, not in it: its ideas have no bone yet, and it is not a category."""
    if view.parking_lot:
        st.markdown(f"**{t('fishbone.parked_title', count=len(view.parking_lot))}**")
        st.caption(t("fishbone.parked_note"))
        st.markdown("\n".join(f"- {ui.md(' '.join(c.description.split()))}" for c in view.parking_lot))
