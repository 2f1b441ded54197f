"""Widgets of the HFACS page: suggestion cards (confidence, reason, matched terms) and the framework browser.

They only draw what the suggester and the framework config return; choosing a code writes it into the
widget the page names, and saving stays the page's one service call.
"""

from __future__ import annotations

from collections.abc import Sequence

import streamlit as st

from rootcause.domain.model import SuggestionResult
from rootcause.services.frameworks import FrameworkView
from rootcause.ui import components as ui
from rootcause.ui.i18n import LANGS, current_lang, t

__all__ = ["framework_browser", "suggestion_cards"]


def bullets(items: Sequence[str]) -> None:
    if items:
        st.markdown("\n".join(f"- {ui.md(item)}" for item in items))


def suggestion_cards(result: SuggestionResult, *, pick_key: str) -> None:
    """Top codes with a confidence bar and the evidence behind each; questions when nothing matched.

    "Choose" writes the code into ``pick_key``: the widget that uses it must be drawn later in the run.
    """
    if not result.suggestions:
        st.info(t("hfacs.no_match"), icon=":material/help:")
        bullets(result.guiding_questions)
    elif result.abstained:  # the nearest candidates, said to be no more than that, and the questions to ask
        st.info(t("hfacs.no_confident"), icon=":material/help:")
        bullets(result.guiding_questions)
    for s in result.suggestions:
        with st.container(border=True, gap="small"):
            name, pick = st.columns([5, 1], vertical_alignment="center")
            with name.container(horizontal=True, gap="small", vertical_alignment="center"):
                st.markdown(f"**{s.code}** · {ui.md(s.name)}", width="content")
                if s.source == "learned":  # a person's earlier confirmation outranks every keyword
                    st.badge(t("hfacs.source_learned"), icon=":material/school:", color="violet")
            if pick.button(t("hfacs.use_code"), key=f"{pick_key}:use:{s.code}", help=t("hfacs.use_code_help")):
                st.session_state[pick_key] = s.code
            st.progress(s.confidence, text=t("hfacs.confidence", pct=round(s.confidence * 100)))
            st.caption(t("hfacs.reason", reason=ui.md(s.reason)))
            if s.matched:
                st.caption(t("hfacs.matched", terms=t("hfacs.list_sep").join(ui.md(m) for m in s.matched)))
    if result.fishbone is not None:
        bone = result.fishbone
        st.markdown(t("hfacs.bone", name=ui.md(bone.name), pct=round(bone.confidence * 100)))
        st.caption(ui.md(bone.reason))
    if result.suggestions and result.guiding_questions and not result.abstained:
        with st.expander(t("hfacs.questions_header"), icon=":material/forum:"):
            bullets(result.guiding_questions)


def framework_browser(framework: FrameworkView, *, level_key: str) -> None:
    """One HFACS-MES level at a time: its meaning and questions, then each category in both languages."""
    lang = current_lang()
    other = next(code for code in LANGS if code != lang)
    st.subheader(t("hfacs.browse_header"))
    levels = {lv.code: lv for lv in framework.levels}
    st.session_state.setdefault(level_key, "UA")
    picked = st.segmented_control(t("hfacs.level"), list(levels), key=level_key, required=True,
                                  help=" · ".join(f"{c} {lv.name[lang]}" for c, lv in levels.items()))
    level = levels[picked or "UA"]
    st.markdown(f"**{ui.md(level.name[lang])}** ({ui.md(level.name[other])})")
    st.caption(ui.md(level.definition[lang]))
    bullets(level.questions[lang])
    for cat in (c for c in framework.categories if c.level == level.code):
        with st.expander(f"{cat.code} · {cat.name[lang]} ({cat.name[other]})"):
            st.markdown(ui.md(cat.definition[lang]))
            st.markdown(f"**{t('hfacs.examples')}**")
            bullets(cat.examples[lang])
            st.markdown(f"**{t('hfacs.questions')}**")
            bullets(cat.questions[lang])
