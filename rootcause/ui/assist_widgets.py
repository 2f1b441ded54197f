"""The optional AI assist in the app: the sidebar status line, and chips or drafts with accept / edit / dismiss.

Nothing here calls the model on its own: each help runs when the facilitator presses its button, and
its result is kept in the browser's session until accepted or dismissed. Accepting goes through the usual services
(a person's write, audited as such); dismissing only hides. With the assist off (or on without a
model) only the sidebar line shows. When the model fails, a one-line notice says the rules stand.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Mapping

import streamlit as st

from rootcause.domain.model import ActionView, SessionSummary
from rootcause.services import actions, assist_case, assist_statements, causes, classification, sessions, why_tree
from rootcause.services.chains import lint_statement
from rootcause.ui import components as ui
from rootcause.ui import state
from rootcause.ui.action_widgets import strength_badge
from rootcause.ui.i18n import current_lang, t
from rootcause.ui.why_widgets import Places

__all__ = ["hfacs_assist", "sidebar_status", "stronger_actions", "summary_draft", "why_assist"]

_AI = ":material/auto_awesome:"
_SHOWN_NOTICES = ("off", "unconfigured", "phi_blocked", "unavailable", "rejected")


def sidebar_status() -> None:
    """One line in the sidebar: is the AI assist on, and with which model (never the endpoint's key)."""
    helper = state.assistant()
    if helper.state == "on":
        st.caption(t("assist.sidebar_on", model=ui.md(helper.model or "")))
    else:
        st.caption(t(f"assist.sidebar_{helper.state}"))


def _active() -> bool:
    return state.assistant().active


def _key(*parts: str) -> str:
    return "assist:" + hashlib.sha1("\x1f".join(parts).encode()).hexdigest()[:16]


def _notice(assist: str) -> None:
    if assist in _SHOWN_NOTICES:
        st.info(t(f"assist.notice_{assist}"), icon=":material/rule:")


def _keep(key: str, ask: Callable[[], object], labels: Mapping[str, str] | None = None) -> bool:
    """Ask the assistant once per click and keep the answer under ``key`` for later runs; a refusal is shown."""
    with ui.show_errors(labels) as ok:
        st.session_state[key] = ask()
    return ok.ok


def _dismissed(key: str) -> set[str]:
    dismissed: set[str] = st.session_state.setdefault(f"{key}:dismissed", set())  # only this module writes it
    return dismissed


def _dismiss_button(key: str, item: str) -> None:
    if st.button(t("assist.dismiss"), key=f"{key}:dismiss:{item}", icon=":material/close:"):
        _dismissed(key).add(item)
        st.rerun()


# -- HFACS-MES ---------------------------------------------------------------------------------------
def hfacs_assist(statement: str, *, pick_key: str, reason_key: str, case_id: str | None,
                 cause_id: str | None, cause_version: int | None = None) -> None:
    """The model's view of the codes as chips: accept confirms the code (a person's confirmation, taught to
    the suggester), edit puts code and reason in the confirmation form, dismiss hides the chip."""
    if not _active() or not statement.strip():
        return
    key = _key("hfacs", statement, current_lang())
    if st.button(t("assist.hfacs_ask"), key=f"{key}:ask", icon=_AI):
        _keep(key, lambda: assist_statements.suggest_hfacs(state.store(), state.frameworks(), state.assistant(),
                                                           description=statement, lang=current_lang(), use_ai=True),
              {"description": t("hfacs.statement")})
    result: assist_statements.AssistedSuggestions | None = st.session_state.get(key)
    if result is None:
        return
    _notice(result.assist)
    chips = [s for s in result.suggestions if s.ai_reason and s.code not in _dismissed(key)]
    if chips:
        st.caption(t("assist.hfacs_header"))
    for s in chips:
        with st.container(border=True, gap="small"):
            st.markdown(f"**{s.code}** · {ui.md(s.name)}")
            with st.container(horizontal=True):
                st.badge(t("assist.badge"), icon=_AI, color="violet")
                if s.source == "ai":
                    st.badge(t("assist.hfacs_ai_only"), color="gray")
            st.caption(t("assist.reason", reason=ui.md(s.ai_reason or "")))
            with st.container(horizontal=True):
                if st.button(t("assist.accept"), key=f"{key}:accept:{s.code}", type="primary", icon=":material/check:"):
                    _confirm_code(statement, s.code, s.ai_reason or s.reason, case_id, cause_id, cause_version)
                if st.button(t("assist.edit"), key=f"{key}:edit:{s.code}", icon=":material/edit:",
                             help=t("assist.hfacs_edit_help")):
                    state.set_widgets_later({pick_key: s.code, reason_key: s.ai_reason or ""})
                    st.rerun()
                _dismiss_button(key, s.code)


def _confirm_code(statement: str, code: str, reason: str, case_id: str | None, cause_id: str | None,
                  cause_version: int | None) -> None:
    with ui.show_errors() as ok:
        rule = classification.confirm_classification(
            state.store(), state.frameworks(), description=statement, hfacs_code=code, reason=reason,
            actor=state.current_actor(), session_id=case_id if cause_id else None, cause_id=cause_id,
            cause_version=cause_version)
    if ok:
        ui.flash(t("hfacs.confirmed_cause" if cause_id else "hfacs.confirmed", code=rule.code))
        st.rerun()


# -- Why tree ----------------------------------------------------------------------------------------
def why_assist(case_id: str, picked: str, places: Places, question_key: str) -> None:
    """For the picked statement: a causal rewrite (why answers and causes) and the next why questions."""
    if not _active():
        return
    kind, _, ident = picked.partition(":")
    text = places.texts[picked]
    with st.container(horizontal=True):
        rewrite = (kind in ("node", "cause") and bool(lint_statement(text))  # only what breaks a rule
                   and st.button(t("assist.rewrite_ask"), key=f"assist:{picked}:rw", icon=_AI))
        propose = st.button(t("assist.whys_ask"), key=f"assist:{picked}:nw", icon=_AI)
    rw_key, nw_key = _key("rewrite", picked, text), _key("whys", picked, text)
    lang = current_lang()
    if rewrite:
        _keep(rw_key, lambda: assist_statements.draft_causal_statement(state.assistant(), text=text, lang=lang),
              {"text": t("why.answer")})
    if propose:
        _keep(nw_key, lambda: assist_case.propose_next_whys(state.store(), state.assistant(), session_id=case_id,
                                                            lang=lang, node_id=ident if kind == "node" else None,
                                                            cause_id=ident if kind == "cause" else None))
    _rewrite_draft(case_id, kind, ident, places, rw_key)
    _question_chips(picked, nw_key, question_key)


def _rewrite_draft(case_id: str, kind: str, ident: str, places: Places, key: str) -> None:
    drafted: assist_statements.CausalDraft | None = st.session_state.get(key)
    if drafted is None or "draft" in _dismissed(key):
        return
    if drafted.draft is None or drafted.source != "ai":
        _notice(drafted.assist)
        return
    with st.container(border=True):
        st.badge(t("assist.badge"), icon=_AI, color="violet")
        edited = st.text_area(t("assist.rewrite_label"), value=drafted.draft, key=f"{key}:text", height=90)
        with st.container(horizontal=True):
            if st.button(t("assist.accept"), key=f"{key}:accept", type="primary", icon=":material/check:"):
                with ui.show_errors({"answer": t("assist.rewrite_label"),
                                     "description": t("assist.rewrite_label")}) as ok:
                    if kind == "node":
                        node = places.nodes[ident]
                        why_tree.update_why(state.store(), session_id=case_id, node_id=ident, version=node.version,
                                            answer=edited, actor=state.current_actor())
                    else:
                        cause = places.causes[ident]
                        causes.update_cause(state.store(), state.frameworks(), session_id=case_id, cause_id=ident,
                                            version=cause.version, description=edited, actor=state.current_actor())
                if ok:
                    _dismissed(key).add("draft")
                    ui.flash(t("assist.rewrite_saved"))
                    st.rerun()
            _dismiss_button(key, "draft")


def _question_chips(picked: str, key: str, question_key: str) -> None:
    asked: assist_case.WhyProposals | None = st.session_state.get(key)
    if asked is None:
        return
    _notice(asked.assist)
    shown = [(i, p) for i, p in enumerate(asked.proposals) if p.source == "ai" and str(i) not in _dismissed(key)]
    if shown:
        st.caption(t("assist.whys_header"))
    for i, proposal in shown:
        with st.container(border=True, gap="small"):
            question = st.text_input(t("assist.question_label"), value=proposal.question, key=f"{key}:q:{i}")
            with st.container(horizontal=True):
                if st.button(t("assist.whys_use"), key=f"{key}:use:{i}", type="primary", icon=":material/check:"):
                    st.session_state[question_key] = (picked, question)  # the ask box above shows it next run
                    _dismissed(key).add(str(i))
                    st.rerun()
                _dismiss_button(key, str(i))


# -- Action plan -------------------------------------------------------------------------------------
def stronger_actions(case_id: str, action: ActionView) -> None:
    """Stronger alternatives to a weaker or intermediate action; accepting adds one for the same root cause."""
    if not _active() or action.effective_strength == "stronger":
        return
    key = _key("actions", action.id, str(action.version))
    if st.button(t("assist.actions_ask"), key=f"{key}:ask", icon=_AI):
        _keep(key, lambda: assist_case.propose_stronger_actions(state.store(), state.frameworks(), state.assistant(),
                                                                session_id=case_id, action_id=action.id,
                                                                lang=current_lang()))
    result: assist_case.ActionProposals | None = st.session_state.get(key)
    if result is None:
        return
    _notice(result.assist)
    if result.assist != "used" and result.hint:
        st.caption(t("assist.rules_hint", hint=ui.md(result.hint)))
    for i, proposal in enumerate(result.proposals):
        if str(i) in _dismissed(key):
            continue
        with st.container(border=True, gap="small"):
            with st.container(horizontal=True):
                st.badge(t("assist.badge"), icon=_AI, color="violet")
                strength_badge(proposal.strength)
            edited = st.text_area(t("assist.action_label"), value=proposal.description, key=f"{key}:text:{i}",
                                  height=70)
            with st.container(horizontal=True):
                if st.button(t("assist.action_add"), key=f"{key}:accept:{i}", type="primary", icon=":material/add:"):
                    with ui.show_errors({"description": t("assist.action_label")}) as ok:
                        actions.add_action(state.store(), state.frameworks(), session_id=case_id,
                                           root_cause_id=action.root_cause_id, description=edited,
                                           owner_role=action.owner_role, actor=state.current_actor())
                    if ok:
                        _dismissed(key).add(str(i))
                        ui.flash(t("assist.action_added"))
                        st.rerun()
                _dismiss_button(key, str(i))


# -- Report ------------------------------------------------------------------------------------------
def summary_draft(case: SessionSummary, lang: str) -> None:
    """A short summary drafted from the problem, root causes and actions; accepting it (as edited) stores it
    with the case, a person's audited write, so the reports and the JSON export carry it from then on."""
    if not _active():
        return
    case_id = case.id
    key = _key("summary", case_id, lang)
    if st.button(t("assist.summary_ask"), key=f"{key}:ask", icon=_AI) and _keep(
            key, lambda: assist_case.draft_summary(state.store(), state.frameworks(), state.assistant(),
                                                   session_id=case_id, lang=lang)):
        _dismissed(key).discard("draft")
    accepted = case.summary
    if accepted:
        with st.container(border=True):
            st.markdown(f"**{t('assist.summary_accepted_header')}**")
            st.markdown(ui.md(accepted))
            st.download_button(t("assist.summary_download"), accepted, file_name=f"rootcause-{case_id}-summary.md",
                               mime="text/markdown", on_click="ignore", key=f"{key}:download",
                               icon=":material/download:")
            st.caption(t("assist.summary_note"))
    drafted: assist_case.SummaryDraft | None = st.session_state.get(key)
    if drafted is None or "draft" in _dismissed(key):
        return
    _notice(drafted.assist)
    with st.container(border=True):
        st.caption(t(f"assist.summary_source_{drafted.source}"))
        edited = st.text_area(t("assist.summary_label"), value=drafted.summary, key=f"{key}:text", height=130)
        with st.container(horizontal=True):
            if st.button(t("assist.accept"), key=f"{key}:accept", type="primary", icon=":material/check:"):
                with ui.show_errors({"summary": t("assist.summary_label")}) as ok:
                    sessions.set_summary(state.store(), session_id=case_id, summary=edited, version=case.version,
                                         actor=state.current_actor())
                if ok:
                    _dismissed(key).add("draft")
                    ui.flash(t("assist.summary_saved"))
                    st.rerun()
            _dismiss_button(key, "draft")
