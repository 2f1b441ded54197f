"""Causation checklist: the counterfactual test of every causal link in the why tree, one card per link.

A link is a why and the statement it explains (or a fishbone cause with whys under it, and the
problem). The team answers temporality and necessity (standard) or all four questions (comprehensive);
the verdict comes back from the service and is shown on the card, in the why tree and in its chains.
"""

from __future__ import annotations

import streamlit as st

from rootcause.services import categories, why_tree
from rootcause.ui import causation_widgets as cw
from rootcause.ui import components as ui
from rootcause.ui import state
from rootcause.ui import why_widgets as w
from rootcause.ui.i18n import labeller, t

FILTERS = ("all", "open", "failed")


def wanted(verdict: str | None, tested: bool, choice: str) -> bool:
    """Whether a link shows under the filter: open means not yet tested or still open."""
    if choice == "open":
        return not tested or verdict == "open"
    if choice == "failed":
        return verdict == "not_supported"
    return True


state.require_router()
case_id, (tree, board) = ui.open_case("causation.no_case", lambda cid: (
    why_tree.get_tree(state.store(), session_id=cid),
    categories.get_fishbone(state.store(), state.frameworks(), session_id=cid)))
st.title(t("causation.title"))
st.caption(t("causation.intro"))
ui.show_flash()
links = w.links_of(w.Places.of(tree, board))
if not links:
    st.info(t("causation.empty"), icon=":material/psychology_alt:")
    st.page_link("pages/why_tree.py", label=t("causation.to_why"), icon=":material/psychology_alt:")
    st.stop()
with ui.show_errors() as found:
    checks = w.link_checks(case_id, [link.key for link in links])
if not found:
    st.stop()
choice = st.radio(t("causation.filter"), FILTERS, format_func=labeller("causation.filter_"), horizontal=True,
                  key=state.translated(f"cz:{case_id}:filter"), persist_state="session")
shown = [link for link in links if wanted(checks[link.key].verdict, cw.tested(link, checks[link.key]), choice)]
st.caption(t("causation.count", shown=len(shown), total=len(links)))
if not shown:
    st.info(t("causation.none_match"), icon=":material/filter_alt_off:")
for link in shown:
    cw.causation_card(case_id, link, checks[link.key])
st.page_link("pages/why_tree.py", label=t("causation.to_why"), icon=":material/psychology_alt:")
