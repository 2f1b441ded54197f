"""Widgets of the Action plan page: strength badges, one card per action (status, override, measurement),
the add form with its strength preview, the hierarchy guide and the follow-up table across cases.

They translate between widgets and service results only: the rating, the warnings and what counts as
overdue come from ``services/actions.py`` and the action hierarchy in ``rules/action_strength.yaml`` (built
in, or the override folder's copy).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

import pandas as pd
import streamlit as st

from rootcause.domain.model import ActionView, MeasurementView, SessionListItem, StrengthResult, WhyTreeNode
from rootcause.services import actions, sessions
from rootcause.services.action_warnings import CLOSED
from rootcause.services.frameworks import ActionRules
from rootcause.ui import components as ui
from rootcause.ui import state
from rootcause.ui.i18n import current_lang, labeller, t, text_in
from rootcause.ui.versioned_form import VersionedForm

__all__ = ["FOLLOW_DAYS", "action_card", "add_action_form", "follow_up", "hierarchy_guide", "strength_badge"]

FOLLOW_DAYS = 30  # the follow-up tab looks this far ahead
_BADGES: dict[str | None, tuple[ui.BadgeColor, str]] = {
    "stronger": ("green", ":material/verified:"), "intermediate": ("orange", ":material/trending_up:"),
    "weaker": ("red", ":material/warning:"), None: ("gray", ":material/help:")}
_ADD_FIELDS = ("desc", "owner", "pmeasure", "ptarget", "omeasure", "otarget")
_CaseActions = list[tuple[SessionListItem, ActionView]]  # (case, action) pairs of the follow-up tables


def strength_label(strength: str | None, lang: str | None = None) -> str:
    """A strength's name; ``lang`` fixes the language for a widget's ``format_func`` (called after the run)."""
    name = f"actions.strength_{strength}" if strength in actions.STRENGTHS else "actions.strength_none"
    return text_in(lang or current_lang(), name)


def strength_badge(strength: str | None, *, overridden: bool = False) -> None:
    """Colour-coded strength, plus "set by a person" when the team overrode the rules' rating."""
    color, icon = _BADGES.get(strength, _BADGES[None])
    st.badge(strength_label(strength), icon=icon, color=color)
    if overridden:
        st.badge(t("actions.set_by_person"), icon=":material/person:", color="blue")


def _advice(rules: ActionRules, result: StrengthResult) -> None:
    """What kind of action it is and how to move it up the hierarchy (or keep it strong)."""
    lang = current_lang()
    if result.category:
        cat = rules.category(result.category)
        st.caption(t("actions.category_line", name=ui.md(cat.name.get(lang)),
                     explanation=ui.md(cat.explanation.get(lang))))
        if not result.hint:
            st.success(t("actions.stronger_tip", hint=ui.md(cat.hint.get(lang))), icon=":material/verified:")
    if result.hint:
        st.info(t("actions.hint_line", hint=ui.md(result.hint)), icon=":material/lightbulb:")


def rating_panel(rules: ActionRules, text: str, header: str) -> None:
    """The rules' rating of ``text`` in the reader's language: badge, reason and the "make it stronger" hint."""
    result = rules_result(text)
    with st.container(border=True):
        st.markdown(f"**{ui.md(header)}**")
        strength_badge(result.strength)
        st.caption(ui.md(result.reason))
        _advice(rules, result)


def rules_result(text: str) -> StrengthResult:
    return state.frameworks().classify_action(text, current_lang())


def _measures(action: ActionView) -> None:
    if action.process_measure:
        st.markdown(t("actions.process_line", measure=ui.md(action.process_measure),
                      target=ui.md(ui.shown(action.process_target))))
    if action.outcome_measure:
        st.markdown(t("actions.outcome_line", measure=ui.md(action.outcome_measure),
                      target=ui.md(ui.shown(action.outcome_target))))
    if not action.has_measure:
        st.warning(t("actions.no_measure_line"), icon=":material/straighten:")


def _facts(action: ActionView, today: date) -> str:
    parts = [t("actions.owner_line", owner=ui.md(ui.shown(action.owner_role)))]
    if action.due:
        late = action.due < today and action.status not in CLOSED
        parts.append(f":red[**{t('actions.overdue_line', due=action.due)}**]" if late
                     else t("actions.due_line", due=action.due))
    if action.follow_up:
        parts.append(t("actions.follow_line", date=action.follow_up))
    return " · ".join(parts)


def action_card(case_id: str, action: ActionView, measured: Sequence[MeasurementView], today: date) -> None:
    """One action as the room reads it, with its three changes (status, strength, measurement) folded below."""
    with st.container(border=True):
        st.markdown(f"**{ui.md(action.description)}**")
        with st.container(horizontal=True):
            strength_badge(action.effective_strength, overridden=action.strength_override is not None)
            st.badge(t(f"actions.status_{action.status}"), icon=":material/flag:", color="gray")
            ui.agent_badge(action.actor_kind, action.actor)
        st.markdown(_facts(action, today))
        _measures(action)
        if action.strength_override:
            st.caption(t("actions.override_line", reason=ui.md(ui.shown(action.override_reason)),
                         rules=strength_label(action.strength)))
        elif reason := actions.strength_reason(state.frameworks(), action, current_lang()):
            st.caption(t("actions.reason_line", reason=ui.md(reason)))
        if measured:
            st.caption(t("actions.measurements_header"))
            rows = [(str(m.measured_on), m.measure, m.value) for m in measured]
            st.table(pd.DataFrame(rows, columns=[t("actions.col_on"), t("actions.col_measure"),
                                                 t("actions.col_value")]), hide_index=True)
        with st.expander(t("actions.update"), icon=":material/edit:"):
            status_tab, strength_tab, measure_tab = st.tabs(
                [t("actions.tab_status"), t("actions.tab_strength"), t("actions.tab_measure")])
            with status_tab:
                _status_form(case_id, action)
            with strength_tab:
                _override_form(case_id, action)
            with measure_tab:
                _measure_form(case_id, action)


def _status_form(case_id: str, action: ActionView) -> None:
    """The action's status, saved against the version the form was filled from (a change by someone else in
    between is shown, never silently overwritten)."""
    form = VersionedForm(f"act:{case_id}:{action.id}", ("status",))
    form.load(action)
    form.follow(action)
    labels = {"status": t("actions.status")}
    version = action.version if form.resolve(action, labels) else None
    with st.container(key=f"{form.prefix}:status_form", border=False):
        st.selectbox(labels["status"], actions.STATUSES, format_func=labeller("actions.status_"),
                     key=state.translated(form.key("status")), persist_state="session")
        if st.button(t("actions.save_status"), key=f"{form.prefix}:status_form:save", icon=":material/save:"):
            version = form.version
    if version is not None:
        status = str(form.values()["status"])
        with ui.show_errors(labels) as ok:
            saved = actions.update_action(state.store(), state.frameworks(), session_id=case_id, action_id=action.id,
                                          version=version, status=status, actor=state.current_actor())
        if ok:
            form.saw(saved.action.version)
            ui.flash(t("actions.status_saved", status=t(f"actions.status_{status}")))
            st.rerun()


def _override_form(case_id: str, action: ActionView) -> None:
    """A person's rating beside the rules' one; the service refuses it without a reason. Saved against the version
    the form was filled from, like the status."""
    form = VersionedForm(f"act:{case_id}:{action.id}:ovr", ("strength_override", "override_reason"))
    form.load(action)
    form.follow(action)
    lang, keep = current_lang(), t("actions.override_keep")
    labels = {"strength_override": t("actions.override"), "override_reason": t("actions.override_reason")}
    version = action.version if form.resolve(action, labels) else None
    with st.container(key=f"{form.prefix}:override_form", border=False):
        st.selectbox(labels["strength_override"], ("", *actions.STRENGTHS), help=t("actions.override_help"),
                     format_func=lambda s: strength_label(s, lang) if s else keep,
                     key=state.translated(form.key("strength_override")), persist_state="session")
        st.text_area(labels["override_reason"], placeholder=t("actions.override_reason_placeholder"),
                     key=form.key("override_reason"), persist_state="session")
        if st.button(t("actions.save_override"), key=f"{form.prefix}:override_form:save", icon=":material/save:"):
            version = form.version
    if version is not None:
        values = form.values()
        level, reason = str(values["strength_override"] or ""), str(values["override_reason"] or "")
        with ui.show_errors(labels) as ok:
            saved = actions.update_action(state.store(), state.frameworks(), session_id=case_id, action_id=action.id,
                                          version=version, strength_override=level, override_reason=reason,
                                          actor=state.current_actor())
        if ok:
            form.saw(saved.action.version)
            ui.flash(t("actions.override_saved", strength=strength_label(level or action.strength)))
            st.rerun()


def _measure_form(case_id: str, action: ActionView) -> None:
    key = f"act:{case_id}:{action.id}"
    with st.container(key=f"{key}:measure_form", border=False):
        measure = st.text_input(t("actions.measure"), value=action.process_measure or action.outcome_measure or "",
                                placeholder=t("actions.measure_placeholder"), key=f"{key}:measure",
                                persist_state="session")
        value = st.text_input(t("actions.value"), placeholder=t("actions.value_placeholder"), key=f"{key}:value",
                              persist_state="session")
        on = st.date_input(t("actions.measured_on"), value="today", key=f"{key}:measured_on", persist_state="session")
        submitted = st.button(t("actions.save_measure"), key=f"{key}:measure_form:save", icon=":material/add_chart:")
    if submitted:
        with ui.show_errors({"measure": t("actions.measure"), "value": t("actions.value"),
                             "when": t("actions.measured_on")}) as ok:
            done = actions.record_measure(state.store(), session_id=case_id, action_id=action.id, measure=measure,
                                          value=value, when=on, actor=state.current_actor())
        if ok:
            ui.flash(t("actions.measure_saved", count=done.measurements))
            if done.follow_up_due:
                ui.flash(t("actions.measure_follow_up_due"))
            state.set_widgets_later({f"{key}:value": ""})
            st.rerun()


def add_action_form(case_id: str, roots: Sequence[WhyTreeNode], rules: ActionRules) -> None:
    """Add an action to a root cause; "Preview strength" rates the text without saving it.

    The form keeps what was typed until the action is saved; only then are its boxes emptied.
    """
    key = f"act:{case_id}:new"
    st.subheader(t("actions.add_header"))
    names = {n.id: n.text for n in roots}
    # The root cause chosen in an earlier run may have been deleted since (a colleague, an agent): the box would fall
    # back to another one without a word and file the action there. Clear the choice and say so instead.
    was = st.session_state.get(f"{key}:root_was")
    gone = isinstance(was, str) and was not in names
    if gone:
        st.session_state[f"{key}:root"] = None
        st.session_state.pop(f"{key}:root_was", None)
    with st.container(key=f"{key}:form", border=True):
        if gone or st.session_state.get(f"{key}:root_gone"):
            st.warning(t("actions.root_cause_gone"), icon=":material/warning:")
        root = st.selectbox(t("actions.root_cause"), list(names), format_func=lambda i: names[i], key=f"{key}:root",
                            placeholder=t("actions.root_cause_pick"), persist_state="session")
        if gone:
            st.session_state[f"{key}:root_gone"] = True
        elif root is not None:
            st.session_state.pop(f"{key}:root_gone", None)
            st.session_state[f"{key}:root_was"] = root
        desc = st.text_area(t("actions.description"), placeholder=t("actions.description_placeholder"),
                            help=t("actions.description_help"), key=f"{key}:desc", persist_state="session")
        left, right = st.columns(2)
        owner = left.text_input(t("actions.owner"), placeholder=t("actions.owner_placeholder"),
                                help=t("actions.owner_help"), key=f"{key}:owner", persist_state="session")
        due = right.date_input(t("actions.due"), value=None, key=f"{key}:due", persist_state="session")
        pmeasure = left.text_input(t("actions.process_measure"), placeholder=t("actions.process_measure_placeholder"),
                                   key=f"{key}:pmeasure", persist_state="session")
        ptarget = right.text_input(t("actions.process_target"), placeholder=t("actions.process_target_placeholder"),
                                   key=f"{key}:ptarget", persist_state="session")
        omeasure = left.text_input(t("actions.outcome_measure"), placeholder=t("actions.outcome_measure_placeholder"),
                                   key=f"{key}:omeasure", persist_state="session")
        otarget = right.text_input(t("actions.outcome_target"), placeholder=t("actions.outcome_target_placeholder"),
                                   key=f"{key}:otarget", persist_state="session")
        follow = left.date_input(t("actions.follow_up"), value=None, help=t("actions.follow_up_help"),
                                 key=f"{key}:follow", persist_state="session")
        with st.container(horizontal=True):
            preview = st.button(t("actions.preview"), key=f"{key}:preview", icon=":material/speed:")
            submitted = st.button(t("actions.add"), key=f"{key}:add", type="primary", icon=":material/add:")
    if preview:
        st.session_state[f"{key}:previewed"] = desc
        st.session_state.pop(f"{key}:added", None)
    previewed = st.session_state.get(f"{key}:previewed")
    if previewed is not None and previewed == desc:  # the preview belongs to the text still in the box
        if desc.strip():
            rating_panel(rules, desc, t("actions.preview_header"))
        else:
            st.info(t("actions.preview_empty"), icon=":material/edit_note:")
    elif isinstance(added := st.session_state.get(f"{key}:added"), str) and added:
        rating_panel(rules, added, t("actions.added_header", text=added))
    if submitted and root is None:
        st.error(t("actions.root_cause_pick"), icon=":material/error:")  # (nothing saved until a root is chosen)
    elif submitted:
        labels = {f: t(f"actions.{f}") for f in ("description", "owner", "due", "follow_up")}
        labels |= {"owner_role": t("actions.owner"), "process_measure": t("actions.process_measure"),
                   "process_target": t("actions.process_target"), "outcome_measure": t("actions.outcome_measure"),
                   "outcome_target": t("actions.outcome_target"), "root_cause_id": t("actions.root_cause")}
        with ui.show_errors(labels) as ok:
            actions.add_action(state.store(), state.frameworks(), session_id=case_id, root_cause_id=root or "",
                               description=desc, owner_role=owner or None, due=due, measure=pmeasure or None,
                               process_target=ptarget or None, outcome_measure=omeasure or None,
                               outcome_target=otarget or None, follow_up=follow, actor=state.current_actor())
        if ok:
            ui.flash(t("actions.added"))
            st.session_state[f"{key}:added"] = desc
            st.session_state.pop(f"{key}:previewed", None)
            state.set_widgets_later({f"{key}:{f}": "" for f in _ADD_FIELDS} | {f"{key}:due": None,
                                                                             f"{key}:follow": None})
            st.rerun()


def hierarchy_guide(rules: ActionRules) -> None:
    """The hierarchy from the rule file, strongest first, with each kind's "make it stronger" advice."""
    lang = current_lang()
    with st.expander(t("actions.hierarchy"), icon=":material/stairs:"):
        st.caption(t("actions.hierarchy_intro"))
        for strength in actions.STRENGTHS:
            info = rules.strength_info(strength)
            strength_badge(strength)
            st.markdown(ui.md(info.explanation.get(lang)))
            lines = [f"- **{ui.md(c.name.get(lang))}** — {ui.md(c.explanation.get(lang))}  \n"
                     f"  *{ui.md(c.hint.get(lang))}*" for c in rules.categories if c.strength == strength]
            st.markdown("\n".join(lines))


def _open_actions(cases: Sequence[SessionListItem], today: date) -> tuple[_CaseActions, _CaseActions]:
    """(case, action) pairs past due and due within the follow-up window, across every case in play (two queries,
    the ones rc_list_actions runs: no case is left out however many there are)."""
    by_id = {c.id: c for c in cases}
    late = actions.list_actions(state.store(), overdue=True, today=today)
    soon = actions.list_actions(state.store(), due_within=FOLLOW_DAYS, today=today)
    for sid in {a.session_id for a in (*late, *soon)} - set(by_id):  # (a case older than the list read: read it)
        by_id[sid] = SessionListItem.model_validate(sessions.get_case(state.store(), session_id=sid).session,
                                                    from_attributes=True)
    return [(by_id[a.session_id], a) for a in late], [(by_id[a.session_id], a) for a in soon]


def _follow_table(pairs: _CaseActions, empty: str) -> None:
    if not pairs:
        st.success(empty, icon=":material/event_available:")
        return
    rows = [(c.title, a.description, ui.shown(a.owner_role), str(a.due), t(f"actions.status_{a.status}"),
             strength_label(a.effective_strength)) for c, a in pairs]
    cols = [t(f"actions.col_{c}") for c in ("case", "action", "owner", "due", "status", "strength")]
    st.table(pd.DataFrame(rows, columns=cols), hide_index=True)
    for case in {c.id: c for c, _ in pairs}.values():
        st.page_link("pages/actions.py", label=t("actions.open_case", title=case.title), icon=":material/open_in_new:",
                     query_params={state.CASE_PARAM: case.id})


def follow_up(today: date) -> None:
    """Open actions of every active case that are past due or due soon, each case one link away."""
    st.caption(t("actions.follow_intro", days=FOLLOW_DAYS))
    with ui.show_errors() as ok:
        cases = sessions.list_sessions(state.store(), status="active", limit=200).sessions
        overdue, soon = _open_actions(cases, today)
    if not ok:
        return
    st.subheader(t("actions.overdue_header"))
    _follow_table(overdue, t("actions.none_overdue"))
    st.subheader(t("actions.soon_header", days=FOLLOW_DAYS))
    _follow_table(soon, t("actions.none_soon", days=FOLLOW_DAYS))
