"""HFACS-MES: classify a contributing factor, confirm a code, and browse the framework while doing it.

A confirmation becomes a learned rule in the shared store, so the next suggestion (here, on the fishbone
board, or an agent's over MCP) ranks it first. Opened from a cause (``?case=…&cause=…``), the statement
is prefilled and confirming also sets that cause's code, confirmed by a person. The page follows the
whole store, since a rule an agent confirms changes what is suggested here.
"""

from __future__ import annotations

import streamlit as st

from rootcause.domain.model import CauseView
from rootcause.domain.model.validation import limit_of
from rootcause.errors import StaleVersion
from rootcause.services import classification, frameworks, sessions
from rootcause.services.frameworks import FrameworkView
from rootcause.ui import assist_widgets as assist
from rootcause.ui import components as ui
from rootcause.ui import hfacs_widgets as widgets
from rootcause.ui import state
from rootcause.ui.i18n import current_lang, t

CAUSE_PARAM = "cause"
TEXT, ASKED = "hfacs:text", "hfacs:asked"
LEVEL, FROM_CAUSE = "hfacs:level", "hfacs:from_cause"


def box_key(name: str, cause: CauseView | None) -> str:
    """The confirmation's boxes belong to the cause they confirm: a reason typed for one case's cause never shows,
    ready to confirm, on another's (audit 30). Without a cause the page is one free classifier."""
    return f"hfacs:{cause.id}:{name}" if cause is not None else f"hfacs:{name}"
CONFIDENCES = (0.5, 0.6, 0.7, 0.8, 0.9, 1.0)
RULES_SHOWN = 50


def linked_cause(case_id: str | None) -> CauseView | None:
    """The cause named in the URL; its statement fills the box once, when the link is first opened."""
    cause_id = st.query_params.get(CAUSE_PARAM)
    if not (case_id and cause_id):
        if st.session_state.pop(FROM_CAUSE, None) is not None:  # (a cause's statement never stays for another case)
            st.session_state.update({TEXT: "", ASKED: ""})
        return None
    with ui.show_errors() as found:
        case = sessions.get_case(state.store(), session_id=case_id)
    cause = next((c for c in case.causes if c.id == cause_id), None) if found else None
    if cause is None:
        st.warning(t("hfacs.cause_gone"), icon=":material/link_off:")
        for name in ("reason", "code"):  # (what was typed or chosen for it stays, in the free classifier's boxes)
            typed = st.session_state.pop(f"hfacs:{cause_id}:{name}", None)
            if typed:
                free = box_key(name, None)
                st.session_state[free] = ui.joined(str(st.session_state.get(free) or ""), str(typed)) \
                    if name == "reason" else typed
    elif st.session_state.get(FROM_CAUSE) != cause.id:
        st.session_state.update({TEXT: cause.description, ASKED: cause.description, FROM_CAUSE: cause.id,
                                 box_key("seen", cause): cause.version})
    return cause


def confirm_form(statement: str, framework: FrameworkView, cause: CauseView | None, case_id: str | None,
                 seen: int | None) -> None:
    lang = current_lang()
    names = {c.code: c.name.get(lang) or c.name["en"] for c in framework.categories}
    code_key, conf_key, reason_key = (box_key(n, cause) for n in ("code", "conf", "reason"))
    st.session_state.setdefault(conf_key, 0.8)
    with st.container(key="hfacs:confirm", border=True):
        st.markdown(f"**{t('hfacs.confirm_header')}**")
        st.caption(t("hfacs.confirm_statement", statement=ui.md(statement)))
        code, sure = st.columns([3, 2])
        code.selectbox(t("hfacs.code"), list(names), index=None, key=state.translated(code_key),
                       format_func=lambda c: f"{c} · {names[c]}", placeholder=t("hfacs.code_placeholder"),
                       persist_state="session")
        sure.select_slider(t("hfacs.your_confidence"), CONFIDENCES, key=conf_key, format_func=lambda v: f"{v:.0%}",
                           persist_state="session")
        st.text_input(t("hfacs.reason_label"), key=reason_key, placeholder=t("hfacs.reason_placeholder"),
                      max_chars=limit_of("reason"), persist_state="session")
        if cause is not None:
            st.caption(t("hfacs.confirm_sets_cause"))
        submitted = st.button(t("hfacs.confirm"), key="hfacs:confirm:save", type="primary", icon=":material/verified:")
    if not submitted:
        return
    labels = {"description": t("hfacs.statement"), "reason": t("hfacs.reason_label")}
    with ui.show_errors(labels) as done:
        rule = classification.confirm_classification(
            state.store(), state.frameworks(), description=statement,
            hfacs_code=str(st.session_state.get(code_key) or ""), reason=st.session_state.get(reason_key, ""),
            actor=state.current_actor(), confidence=st.session_state[conf_key],
            session_id=case_id if cause else None, cause_id=cause.id if cause else None, cause_version=seen)
    if isinstance(done.error, StaleVersion) and cause is not None:  # told now: the next press acts on what it said
        st.session_state[box_key("seen", cause)] = done.error.current_version
    if done:
        state.set_widgets_later({reason_key: ""})
        if cause is not None:
            st.session_state.pop(FROM_CAUSE, None)  # (the cause is read afresh, at the version just saved)
        ui.flash(t("hfacs.confirmed_cause" if cause else "hfacs.confirmed", code=rule.code))
        st.rerun()


def classify(framework: FrameworkView, cause: CauseView | None, case_id: str | None) -> None:
    st.subheader(t("hfacs.classify_header"))
    if cause is not None:
        st.info(t("hfacs.from_cause", description=ui.md(cause.description)), icon=":material/link:")
        st.page_link("pages/fishbone.py", label=t("hfacs.to_board"), icon=":material/arrow_back:",
                     query_params={state.CASE_PARAM: case_id or ""})
    with st.container(key="hfacs:classify", border=True):
        st.text_area(t("hfacs.statement"), key=TEXT, placeholder=t("hfacs.statement_placeholder"), height=90,
                     help=t("hfacs.statement_help"), persist_state="session")
        asked = st.button(t("hfacs.suggest"), key="hfacs:classify:save", type="primary", icon=":material/auto_awesome:")
    if asked:
        st.session_state[ASKED] = st.session_state.get(TEXT, "")
    statement = st.session_state.get(ASKED) or ""
    if not (asked or statement):
        return
    with ui.show_errors({"description": t("hfacs.statement")}) as done:
        result = classification.suggest_hfacs(state.store(), state.frameworks(), description=statement,
                                              lang=current_lang())
    if not done:
        return
    code_key, code_for = box_key("code", cause), box_key("code_for", cause)
    if st.session_state.get(code_for) != statement:  # a new statement: preselect its best code and level
        top = result.suggestions[0].code if result.suggestions else None
        st.session_state.update({code_key: top, code_for: statement, LEVEL: result.level_hint or "UA"})
    widgets.suggestion_cards(result, pick_key=code_key)
    # the cause as it was when its statement was loaded into the page, whatever ran since (choosing a code, leaving
    # the reason box, the page following the store): a colleague's code saved since is refused, never replaced
    seen = st.session_state.get(box_key("seen", cause), cause.version) if cause is not None else None
    assist.hfacs_assist(statement, pick_key=code_key, reason_key=box_key("reason", cause), case_id=case_id,
                        cause_id=cause.id if cause else None, cause_version=seen)
    confirm_form(statement, framework, cause, case_id, seen)


def learned_rules() -> None:
    st.subheader(t("hfacs.rules_header"))
    st.caption(t("hfacs.rules_intro"))
    query = st.text_input(t("hfacs.rules_search"), key="hfacs:rules_query", icon=":material/search:",
                          placeholder=t("hfacs.rules_search_placeholder"), max_chars=limit_of("query"),
                          persist_state="session")
    with ui.show_errors({"query": t("hfacs.rules_search")}) as done:
        rules = classification.list_learned_rules(state.store(), query=query or None, limit=RULES_SHOWN)
    if not done:
        return
    if not rules:
        st.info(t("hfacs.rules_none"), icon=":material/school:")
    for rule in rules:
        with st.container(border=True, gap="small"):
            text, retire = st.columns([6, 1], vertical_alignment="center")
            text.markdown(f"**{rule.code}** · {ui.md(rule.description)}")
            text.caption(t("hfacs.rule_meta", reason=ui.md(rule.reason), pct=round(rule.confidence * 100),
                           who=ui.who(rule.actor_kind, rule.actor), at=ui.when_label(rule.updated_at)))
            with text:
                ui.agent_badge(rule.actor_kind, rule.actor)
            with retire.popover(t("hfacs.retire"), icon=":material/delete:"):
                st.write(t("hfacs.retire_confirm"))
                if st.button(t("hfacs.retire_yes"), key=f"hfacs:retire:{rule.id}", type="primary"):
                    with ui.show_errors() as gone:
                        classification.retire_learned_rule(state.store(), rule_id=rule.id, version=rule.version,
                                                           actor=state.current_actor())
                    if gone:
                        ui.flash(t("hfacs.retired"))
                        st.rerun()


state.require_router()
case_id = state.current_case()
ui.live_case(None)  # learned rules belong to the whole store: follow every write, not just this case's
st.title(t("hfacs.title"))
st.caption(t("hfacs.intro"))
ui.show_flash()
with ui.show_errors() as ready:
    framework = frameworks.describe_framework(state.frameworks())
if ready:
    linked = linked_cause(case_id)
    classify_column, browse_column = st.columns([3, 2], gap="large")
    with classify_column:
        classify(framework, linked, case_id)
    with browse_column:
        widgets.framework_browser(framework, level_key=LEVEL)
    st.divider()
    learned_rules()
