"""Widgets of the fishbone board: cause cards with suggestion chips, the edit dialog and the filters.

Built for a live meeting: every click is one service call with the version the person saw, a refusal is
shown where the click happened, and nothing typed is cleared. The suggestions made when a cause is added
are not stored (the store keeps what a person or agent set), so this browser keeps them per case and
shows them as chips until a person confirms a code or a bone.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import TypedDict, cast

import streamlit as st

from rootcause.domain.model import Actor, CauseView, FishboneView, SuggestionResult
from rootcause.errors import InvalidInput, RootCauseError
from rootcause.services import causes, classification, frameworks
from rootcause.ui import components as ui
from rootcause.ui import state
from rootcause.ui.i18n import current_lang, labeller, t
from rootcause.ui.versioned_form import VersionedForm, acted_on

__all__ = ["FIELDS", "FILTERS", "LEVELS", "bone_names", "cause_card", "detail_level", "editing_key", "filters",
           "keep_suggestions", "leave_for_classification", "open_editor", "visible"]

FILTERS = ("unconfirmed", "unverified")
LEVELS = ("all", "1", "2", "3")
FIELDS = ("description", "hfacs_code", "evidence", "confidence", "verified")
PARKING = ""  # the move selector's value for "no bone"


class _CauseRef(TypedDict):
    """The arguments every cause service call shares: which cause, at the version shown, changed by whom."""

    session_id: str
    cause_id: str
    version: int
    actor: Actor


class _CauseChanges(TypedDict, total=False):
    """The edit form's fields that differ from the stored cause, as ``update_cause`` takes them."""

    description: str
    hfacs_code: str
    evidence: str
    confidence: float | str | None
    verified: bool


def editing_key(case_id: str) -> str:
    return f"fb:{case_id}:editing"


def _suggested(case_id: str) -> dict[str, SuggestionResult]:
    # cause id -> what the suggester said; only keep_suggestions fills it
    kept: dict[str, SuggestionResult] = st.session_state.setdefault(f"fb:{case_id}:suggested", {})
    return kept


def keep_suggestions(case_id: str, cause_id: str, result: SuggestionResult | None) -> None:
    """Remember what the suggester said about a new cause, so its chips outlive the next reruns."""
    if result is not None:
        _suggested(case_id)[cause_id] = result


def bone_names(view: FishboneView, lang: str) -> dict[str, str]:
    """Bone code -> its name in ``lang`` (custom bones have one name for both languages)."""
    return {b.code: b.name.get(lang) or b.name.get("en") or b.code for b in view.bones}


def detail_level(cause: CauseView) -> int:
    """Progressive input, for the level filter: 1 description only, 2 coded, 3 with evidence."""
    return 3 if cause.evidence else 2 if cause.hfacs_code else 1


def visible(cause: CauseView, chosen: Sequence[str], level: str) -> bool:
    """Display filter only: what the person asked to see, nothing is hidden from the store or the diagram."""
    if "unconfirmed" in chosen and cause.hfacs_state == "confirmed" and cause.category_state == "confirmed":
        return False
    if "unverified" in chosen and cause.verified:
        return False
    return level in ("all", str(detail_level(cause)))


def filters(case_id: str) -> tuple[list[str], str]:
    """Which causes the columns show: not confirmed, not verified, and by level of detail.

    The options wrap onto a second row where the toolbar's column is narrow (a tablet): in a column Streamlit
    would otherwise hide the last options behind a sideways scroll."""
    chosen = st.pills(t("fishbone.filters"), FILTERS, selection_mode="multi", format_func=labeller("fishbone.filter_"),
                      key=state.translated(f"fb:{case_id}:filters"), help=t("fishbone.filters_help"),
                      persist_state="session", wrap=True)
    level_key = state.translated(f"fb:{case_id}:level")
    st.session_state.setdefault(level_key, "all")
    level = st.segmented_control(t("fishbone.filter_level"), LEVELS, required=True, key=level_key,
                                 format_func=labeller("fishbone.level_opt_"), persist_state="session", wrap=True)
    return list(chosen or []), str(level or "all")


def _badge(color: str, icon: str, label: str) -> str:
    """One badge as Streamlit's Markdown directive (what ``st.badge`` emits), its label's brackets escaped."""
    return f":{color}-badge[{icon} {label.replace('[', chr(92) + '[').replace(']', chr(92) + ']')}]"


def _badges(cause: CauseView) -> None:
    """Code (confirmed, or only suggested), a suggested bone, evidence, verified and who made it, at a glance.

    All of a card's badges are one Markdown element (one tooltip says what the uncertain ones mean): with 200
    causes on the board, an element per badge was a third of the page's rerun."""
    badges: list[str] = []
    helps: list[str] = []
    if cause.hfacs_code and cause.hfacs_state == "confirmed":
        badges.append(_badge("green", ":material/check_circle:", cause.hfacs_code))
        helps.append(t("fishbone.code_confirmed"))
    elif cause.hfacs_code:
        badges.append(_badge("orange", ":material/help:", t("fishbone.code_suggested", code=cause.hfacs_code)))
        helps.append(t("fishbone.code_suggested_help"))
    if cause.category_state == "suggested":
        badges.append(_badge("orange", ":material/help:", t("fishbone.bone_suggested")))
        helps.append(t("fishbone.bone_suggested_help"))
    if cause.evidence:
        badges.append(_badge("gray", ":material/description:", t("fishbone.has_evidence")))
    if cause.verified:
        badges.append(_badge("green", ":material/verified:", t("fishbone.verified")))
    if cause.actor_kind == "agent":
        badges.append(_badge("violet", ":material/smart_toy:", f"{t('badge.agent')} · {cause.actor}"))
    if badges:
        st.markdown(" ".join(badges), help=" ".join(helps) or None, width="content")


def _chips(cause: CauseView, result: SuggestionResult | None, names: dict[str, str]) -> list[tuple[str, str, str]]:
    """(action, value, label) for each one-click confirmation this cause offers, best first."""
    out: list[tuple[str, str, str]] = []
    if cause.hfacs_state == "suggested" and cause.hfacs_code:
        out.append(("confirm_code", cause.hfacs_code, t("fishbone.chip_confirm_code", code=cause.hfacs_code,
                                                        name=_code_name(cause.hfacs_code))))
    if cause.hfacs_state != "confirmed" and result is not None:
        out += [("code", s.code, t("fishbone.chip_code", code=s.code, name=_code_name(s.code),
                                   pct=round(s.confidence * 100)))
                for s in result.suggestions if s.code != cause.hfacs_code]
    if cause.category_state == "suggested" and cause.category:
        bone = names.get(cause.category, cause.category)
        out.append(("confirm_bone", cause.category, t("fishbone.chip_confirm_bone", bone=bone)))
    elif cause.category_state == "none" and result is not None and result.fishbone is not None:
        bone = names.get(result.fishbone.category, result.fishbone.name)
        out.append(("bone", result.fishbone.category, t("fishbone.chip_bone", bone=bone)))
    return out


def _code_name(code: str) -> str:
    """A code's name in the reader's language, so a chip is readable without hovering ("" for an unknown code)."""
    try:
        return state.frameworks().config.name(code, current_lang())
    except RootCauseError:
        return ""


def _chip_help(action: str, value: str, result: SuggestionResult | None) -> str:
    if result is not None and action == "code":
        s = next(s for s in result.suggestions if s.code == value)
        return t("fishbone.chip_code_help", name=ui.md(s.name), reason=ui.md(s.reason))
    if result is not None and action == "bone" and result.fishbone is not None:
        return t("fishbone.chip_bone_help", reason=ui.md(result.fishbone.reason))
    return t("fishbone.chip_confirm_help")


def _apply_chip(case_id: str, cause: CauseView, action: str, value: str, names: dict[str, str], seen: int) -> None:
    """One click, one service call, as a person: the code or bone becomes confirmed (on the version they saw)."""
    common: _CauseRef = {"session_id": case_id, "cause_id": cause.id, "version": seen, "actor": state.current_actor()}
    with ui.show_errors() as done:
        if action == "code":
            causes.update_cause(state.store(), state.frameworks(), hfacs_code=value, **common)
        elif action == "bone":
            causes.move_cause(state.store(), state.frameworks(), category=value, **common)
        else:
            causes.confirm_cause(state.store(), part="hfacs" if action == "confirm_code" else "category", **common)
    if done:
        is_code = action in ("code", "confirm_code")
        ui.flash(t("fishbone.code_set", code=value) if is_code else t("fishbone.placed", bone=names.get(value, value)))
        st.rerun()


def chips(case_id: str, cause: CauseView, names: dict[str, str], where: str) -> None:
    """The suggestion chips of a cause; ``where`` keeps the card's and the dialog's buttons apart."""
    result = _suggested(case_id).get(cause.id)
    offered = _chips(cause, result, names)
    if not offered:
        return
    clicked = None
    seen = acted_on(f"fb:{where}:{cause.id}:chips", cause.version)
    with st.container(horizontal=True, gap="small"):
        for action, value, label in offered:
            if st.button(label, key=f"fb:{where}:{cause.id}:{action}:{value}", icon=":material/check:",
                         help=_chip_help(action, value, result), wrap=True):
                clicked = (action, value)
    if clicked:
        _apply_chip(case_id, cause, *clicked, names, seen)


def cause_card(case_id: str, cause: CauseView, names: dict[str, str]) -> None:
    """A cause as the room sees it: its text, its badges, its chips, and "Edit" for everything else."""
    with st.container(border=True, gap="small"):
        st.markdown(ui.md(cause.description))
        with st.container(horizontal=True, gap="small", vertical_alignment="center"):
            st.button(t("fishbone.edit"), key=f"fb:open:{cause.id}", type="tertiary", icon=":material/edit:",
                      help=t("fishbone.edit_help"), on_click=_open, args=(case_id, cause.id))
            _badges(cause)
        chips(case_id, cause, names, "card")


def _widget_values(form: VersionedForm, cause: CauseView) -> dict[str, object]:
    """The form's widgets as the stored cause fills them (blank text for a missing text, None for no rating)."""
    return {form.key("description"): cause.description, form.key("hfacs_code"): cause.hfacs_code or "",
            form.key("evidence"): cause.evidence or "", form.key("confidence"): cause.confidence,
            form.key("verified"): cause.verified}


def _changes(form: VersionedForm, cause: CauseView) -> _CauseChanges:
    """Only what differs from the stored cause is sent: an unchanged agent code must not become confirmed.

    An emptied rating is sent as "" (clear it): the service reads None as "leave it".
    """
    stored = _widget_values(form, cause)
    mine = {f: st.session_state.get(form.key(f)) for f in FIELDS}
    changed = {f: v for f, v in mine.items() if v != stored[form.key(f)]}
    if "confidence" in changed and changed["confidence"] is None:
        changed["confidence"] = ""
    # FIELDS are exactly _CauseChanges' keys, and their widgets hold str (text, code), float | None and bool
    return cast(_CauseChanges, changed)


def _fields_form(case_id: str, cause: CauseView, codes: dict[str, str]) -> None:
    """Level-2 and level-3 fields with the version loaded; a conflict shows both texts (reuses the shared panel)."""
    form = _cause_form(cause.id)
    form.load(cause)
    labels = {f: t(f"fishbone.field_{f}") for f in FIELDS}
    version = cause.version if form.resolve(cause, labels) else None
    options = ["", *codes] if not cause.hfacs_code or cause.hfacs_code in codes else ["", cause.hfacs_code, *codes]
    no_code = t("fishbone.no_code")  # labels are fixed when drawn, in this run's language
    with st.container(key=f"fb:cause:{cause.id}:form", border=False):
        st.text_area(labels["description"], key=form.key("description"), height=70, persist_state="session")
        st.selectbox(labels["hfacs_code"], options, key=state.translated(form.key("hfacs_code")),
                     format_func=lambda c: codes.get(c, c) if c else no_code,
                     help=t("fishbone.code_help"), persist_state="session")
        st.text_area(labels["evidence"], key=form.key("evidence"), height=70,
                     placeholder=t("fishbone.evidence_placeholder"), persist_state="session")
        rating, checked = st.columns(2, vertical_alignment="bottom")
        rating.number_input(labels["confidence"], min_value=0.0, max_value=1.0, step=0.05, value=None,
                            key=form.key("confidence"), help=t("fishbone.confidence_help"),
                            placeholder=t("fishbone.not_rated"), persist_state="session")
        checked.checkbox(labels["verified"], key=form.key("verified"), persist_state="session")
        if st.button(t("fishbone.save"), key=f"fb:cause:{cause.id}:form:save", type="primary", icon=":material/save:"):
            version = form.version
    if version is None:
        return
    changes = _changes(form, cause)
    if not changes:
        st.info(t("fishbone.no_changes"), icon=":material/info:")
        return
    with ui.show_errors(labels) as done:
        saved = causes.update_cause(state.store(), state.frameworks(), session_id=case_id, cause_id=cause.id,
                                    version=version, actor=state.current_actor(), **changes)
    if done:
        form.saw(saved.version)
        _close(case_id)  # the dialog's widgets go with it; reopening loads the stored cause afresh
        ui.flash(t("fishbone.saved"))
        st.rerun()


def _move_and_delete(case_id: str, cause: CauseView, names: dict[str, str]) -> None:
    key = f"fb:cause:{cause.id}:move"
    options = [*names, PARKING]
    if st.session_state.get(key) not in options:
        st.session_state[key] = cause.category if cause.category in names else PARKING
    where, go, drop = st.columns([3, 1, 2], vertical_alignment="bottom")
    parking = t("fishbone.parking")  # labels are fixed when drawn, in this run's language
    target = where.selectbox(t("fishbone.move_to"), options, key=state.translated(key),
                             format_func=lambda c: names.get(c, c) if c else parking)
    seen = acted_on(f"fb:cause:{cause.id}:place", cause.version)
    moved = go.button(t("fishbone.move"), key=f"{key}:go", icon=":material/swap_horiz:")
    deleted = drop.button(t("fishbone.delete"), key=f"fb:cause:{cause.id}:delete", icon=":material/delete:")
    pending = f"fb:cause:{cause.id}:delete_pending"
    confirmed = _confirm_whys_go(cause, pending)
    if moved or deleted or confirmed:
        common: _CauseRef = {"session_id": case_id, "cause_id": cause.id, "version": seen,
                             "actor": state.current_actor()}
        with ui.show_errors() as done:
            try:
                if moved:
                    causes.move_cause(state.store(), state.frameworks(), category=target or None, **common)
                else:
                    causes.delete_cause(state.store(), confirm=confirmed, **common)
            except InvalidInput as exc:  # (whys hang under it: the service says how many; ask before they go)
                if exc.field != "confirm" or moved:
                    raise
                st.session_state[pending] = exc.details.get("count", 0)
                st.rerun()
        if done:
            st.session_state.pop(pending, None)
            _close(case_id)
            ui.flash(t("fishbone.moved", bone=names.get(target, parking)) if moved else t("fishbone.deleted"))
            st.rerun()


def _confirm_whys_go(cause: CauseView, pending: str) -> bool:
    """Once the service said whys hang under the cause: ask whether they go with it (True when the user says yes)."""
    count = st.session_state.get(pending)
    if not count:
        return False
    return ui.confirm_delete(t("fishbone.delete_with_whys", count=count),
                             t("fishbone.delete_with_whys_yes", count=count), t("fishbone.delete_with_whys_cancel"),
                             key=pending, pending_key=pending)


def _suggest(case_id: str, cause: CauseView) -> None:
    with ui.show_errors({"description": t("fishbone.field_description")}) as done:
        result = classification.suggest_hfacs(state.store(), state.frameworks(), description=cause.description,
                                              lang=current_lang())
    if done:
        keep_suggestions(case_id, cause.id, result)


def _edit_body(case_id: str, cause: CauseView, names: dict[str, str], codes: dict[str, str]) -> None:
    st.caption(t("problem.version", version=cause.version, who=ui.who(cause.actor_kind, cause.actor),
                 at=ui.when_label(cause.updated_at)))
    with st.container(horizontal=True, gap="small"):
        _badges(cause)
    with st.container(horizontal=True, gap="small"):
        if st.button(t("fishbone.suggest"), key=f"fb:cause:{cause.id}:suggest", icon=":material/auto_awesome:"):
            _suggest(case_id, cause)
        if st.button(t("fishbone.classify"), key=f"fb:cause:{cause.id}:hfacs", icon=":material/category:"):
            _close(case_id)
            st.session_state[_classify_key(case_id)] = cause.id
            st.rerun()  # leave from a whole-page run: a page switch from inside the dialog can leave a blank page
    chips(case_id, cause, names, "dialog")
    _fields_form(case_id, cause, codes)
    st.divider()
    _move_and_delete(case_id, cause, names)


def _open(case_id: str, cause_id: str) -> None:
    """Open the editor on the stored cause: whatever an earlier opening left in its widgets is dropped first.

    Streamlit can keep a closed dialog's widget values when a click interrupts the run that would have
    dropped them; reloaded into a later opening, an old blank would read as "evidence cleared" on save.
    """
    _cause_form(cause_id).forget()
    st.session_state[editing_key(case_id)] = cause_id


def _close(case_id: str) -> None:
    st.session_state[editing_key(case_id)] = None


def _cause_form(cause_id: str) -> VersionedForm:
    return VersionedForm(f"fb:cause:{cause_id}", FIELDS)


def _classify_key(case_id: str) -> str:
    return f"fb:{case_id}:classify"


def leave_for_classification(case_id: str) -> None:
    """Open the HFACS page on the cause the editor asked for; the page calls this before drawing anything."""
    cause_id = st.session_state.pop(_classify_key(case_id), None)
    if cause_id:
        st.switch_page("pages/hfacs.py", query_params={state.CASE_PARAM: case_id, "cause": cause_id})


def open_editor(case_id: str, view: FishboneView, names: dict[str, str]) -> None:
    """The editor of the cause the person clicked, as a dialog; it follows the store like the board."""
    cause_id = st.session_state.get(editing_key(case_id))
    if not cause_id:
        return
    cause = next((c for c in (*view.parking_lot, *(c for b in view.bones for c in b.causes)) if c.id == cause_id), None)
    if cause is None:  # deleted or moved away by someone else while the dialog was open
        _close(case_id)
        form = _cause_form(cause_id)
        if "description" in form.edited():  # (what this person typed goes to its bone's add box, not away)
            bone = st.session_state.get(f"fb:cause:{cause_id}:bone") or "parking"
            box = f"fb:{case_id}:add:{bone}"
            state.set_widgets_later({box: ui.joined(str(st.session_state.get(box) or ""),
                                                    form.values()["description"] or "")})
            ui.flash(t("fishbone.gone_kept"), warning=True)
            st.rerun()
        st.toast(t("fishbone.gone"), icon=":material/info:")
        return
    st.session_state[f"fb:cause:{cause.id}:bone"] = cause.category  # (where its text goes if it is deleted)
    lang = current_lang()
    framework = frameworks.describe_framework(state.frameworks())
    codes = {c.code: f"{c.code} · {c.name.get(lang) or c.name.get('en')}" for c in framework.categories}
    dialog: Callable[..., None] = st.dialog(t("fishbone.edit_title"), width="large",
                                            on_dismiss=partial(_close, case_id))(_edit_body)
    dialog(case_id, cause, names, codes)
