"""The Causation checklist's card: one link, the questions of its level, and a save that names the version.

The card follows the store without overwriting what a person is answering: stored answers fill only
empty widgets, a change made elsewhere is offered with a reload button, and a save made against an
older version is refused by the service (StaleVersion) with the typed answers kept.
"""

from __future__ import annotations

import streamlit as st

from rootcause.domain.model import ANSWERS, LEVELS, QUESTIONS, CausationResult
from rootcause.services import causation
from rootcause.ui import components as ui
from rootcause.ui import state
from rootcause.ui.i18n import current_lang, labeller, t
from rootcause.ui.why_widgets import Link, follow, link_badge, necessity_flag

__all__ = ["causation_card", "tested"]


def tested(link: Link, check: CausationResult) -> bool:
    """Whether a check was ever saved for the link (the tree says so, for whys and causes alike)."""
    return link.verdict is not None


def causation_card(case_id: str, link: Link, check: CausationResult) -> None:
    """Cause → effect, the questions of the chosen level as yes / no / unknown with a rationale, one save."""
    lang = current_lang()
    prefix = f"cz:{case_id}:{link.key}"
    keys = {c: (f"{prefix}:{c}", f"{prefix}:{c}:why") for c in LEVELS["comprehensive"]}
    version_key = f"{prefix}:version"  # the check's version when the answers were loaded, sent back on save
    fresh: dict[str, object] = {f"{prefix}:level": check.level, version_key: check.version}
    for c, (answer_key, why_key) in keys.items():
        fresh |= {answer_key: check.criteria[c].answer, why_key: check.criteria[c].rationale or ""}
    reload_key = f"{prefix}:reload"
    moved = follow(prefix, fresh, reload=bool(st.session_state.pop(reload_key, False)))
    with st.container(border=True):
        head, badge = st.columns([5, 1], vertical_alignment="center")
        head.caption(t("causation.link_node", depth=link.depth) if link.depth else t("causation.link_cause"))
        head.markdown(f"{t('causation.cause_line', text=ui.md(link.cause))}  \n"
                      f"{t('causation.effect_line', text=ui.md(link.effect))}")
        with badge:
            link_badge(check.verdict, tested(link, check))
        necessity_flag(check.fails_necessity)
        if moved:
            st.info(t("causation.changed_elsewhere"), icon=":material/sync_problem:")
            st.button(t("causation.reload"), key=f"{prefix}:reload_button", icon=":material/download:",
                      on_click=lambda: st.session_state.update({reload_key: True}))
        level = st.radio(t("causation.level"), tuple(LEVELS), format_func=labeller("causation.level_"),
                         key=state.translated(f"{prefix}:level"), horizontal=True, persist_state="session")
        with st.container(key=f"{prefix}:form", border=False):
            for c in LEVELS[level]:
                answer_key, why_key = keys[c]
                ask, why = st.columns([3, 2], vertical_alignment="bottom")
                question = QUESTIONS[c][1 if lang == "zh-TW" else 0]
                ask.radio(f"{t(f'causation.criterion_{c}')} — {question}", ANSWERS,
                          index=None, format_func=labeller("causation.answer_"), key=state.translated(answer_key),
                          horizontal=True, help=t("causation.sufficiency_note") if c == "sufficiency" else None,
                          persist_state="session")
                why.text_input(t("causation.rationale"), key=why_key, placeholder=t("causation.rationale_placeholder"),
                               persist_state="session")
            submitted = st.button(t("causation.save"), key=f"{prefix}:form:save", type="primary",
                                  icon=":material/fact_check:")
        if submitted:
            kind, _, ident = link.key.partition(":")
            answers = {c: {"answer": st.session_state.get(keys[c][0]), "rationale": st.session_state.get(keys[c][1])}
                       for c in LEVELS[level]}
            labels = {f"answers.{c}.rationale": t("causation.rationale") for c in LEVELS[level]}
            with ui.show_errors(labels) as done:
                result = causation.verify_causation(state.store(), session_id=case_id, actor=state.current_actor(),
                                                    level=level, answers=answers,
                                                    expected_version=st.session_state.get(version_key),
                                                    **({"node_id": ident} if kind == "node" else {"cause_id": ident}))
            if done:
                st.session_state.pop(f"{prefix}:loaded", None)  # what was saved is what the store holds now
                ui.flash(t("causation.saved", verdict=t(f"link.verdict_{result.verdict}")))
                st.rerun()
        if check.open_criteria:
            st.caption(t("causation.open_questions",
                         items=" · ".join(t(f"causation.criterion_{c}") for c in check.open_criteria)))
