"""Fishbone board: capture contributing factors fast in a live meeting, then sharpen them.

Each bone is a column with its own quick-add box (type, Enter, next: the keyboard is enough); a new
cause shows its suggested HFACS codes and bone as chips that one click confirms. Ideas not placed yet
wait in the parking lot. The board follows the store, so an agent's cause appears within seconds,
badged as an agent's; a refusal (an identifier, a version someone else moved on) is shown in place
and the typed text stays in its box.
"""

from __future__ import annotations

import streamlit as st

from rootcause.domain.model import Bone, CauseView, FishboneView
from rootcause.domain.model.validation import limit_of
from rootcause.services import categories, causes
from rootcause.ui import components as ui
from rootcause.ui import fishbone_picture as fp
from rootcause.ui import fishbone_widgets as fw
from rootcause.ui import state
from rootcause.ui.i18n import current_lang, t

PER_ROW = 6  # the six standard bones side by side; the case's own bones and the parking lot below


def quick_add(case_id: str, bone: str | None, label: str) -> None:
    """A one-line form: Enter adds the cause; the box empties only after the store took it."""
    key = f"fb:{case_id}:add:{bone or 'parking'}"
    with st.form(f"{key}:form", border=False):
        st.text_input(label, key=key, placeholder=t("fishbone.add_placeholder"), label_visibility="collapsed",
                      persist_state="session")
        submitted = st.form_submit_button(t("fishbone.add"), icon=":material/add:")
    if not submitted:
        return
    with ui.show_errors({"description": label}) as done:
        added = causes.add_cause(state.store(), state.frameworks(), session_id=case_id, actor=state.current_actor(),
                                 description=st.session_state.get(key, ""), category=bone, lang=current_lang())
    if done:
        fw.keep_suggestions(case_id, added.cause.id, added.suggestions)
        state.set_widgets_later({key: ""})
        st.rerun()


def column(case_id: str, title: str, bone: str | None, listed: list[CauseView], shown: list[CauseView],
           names: dict[str, str], label: str) -> None:
    with st.container(gap="small"):
        count = str(len(listed)) if len(shown) == len(listed) else t("fishbone.count", shown=len(shown),
                                                                       total=len(listed))
        st.markdown(f"**{ui.md(title)}** · {count}")
        quick_add(case_id, bone, label)
        for cause in shown:
            fw.cause_card(case_id, cause, names)


def add_bone(case_id: str) -> None:
    key = f"fb:{case_id}:new_bone"
    with st.container(gap="small"):
        st.markdown(f"**{t('fishbone.add_bone')}**")
        with st.form(f"{key}:form", border=False):
            st.text_input(t("fishbone.add_bone_label"), key=key, placeholder=t("fishbone.add_bone_placeholder"),
                          label_visibility="collapsed", max_chars=limit_of("name"), persist_state="session")
            submitted = st.form_submit_button(t("fishbone.add_bone_button"), icon=":material/add:")
        if submitted:
            name = st.session_state.get(key, "")
            with ui.show_errors({"name": t("fishbone.add_bone_label")}) as done:
                categories.add_category(state.store(), state.frameworks(), session_id=case_id, name=name,
                                        actor=state.current_actor())
            if done:
                state.set_widgets_later({key: ""})
                ui.flash(t("fishbone.bone_added", name=name.strip()))
                st.rerun()


def board(case_id: str, view: FishboneView, names: dict[str, str], chosen: list[str], level: str) -> None:
    """Standard bones in one row; the case's own bones, the parking lot and "add a bone" after them."""
    def shown(items: list[CauseView]) -> list[CauseView]:
        return [c for c in items if fw.visible(c, chosen, level)]

    def bone_cell(bone: Bone) -> None:
        column(case_id, names[bone.code], bone.code, bone.causes, shown(bone.causes), names,
               t("fishbone.add_label", bone=names[bone.code]))

    st.caption(t("fishbone.add_hint"))  # (above the columns: a narrow box has no room for the instruction)
    standard = [b for b in view.bones if not b.custom]
    for spot, bone in zip(st.columns(PER_ROW, gap="small"), standard, strict=False):
        with spot:
            bone_cell(bone)
    extra = [b for b in view.bones if b.custom]
    cells = [*extra, "parking", "add"]
    for start in range(0, len(cells), PER_ROW):
        for spot, cell in zip(st.columns(PER_ROW, gap="small"), cells[start:start + PER_ROW], strict=False):
            with spot:
                if isinstance(cell, Bone):
                    bone_cell(cell)
                elif cell == "parking":
                    column(case_id, t("fishbone.parking"), None, view.parking_lot, shown(view.parking_lot), names,
                           t("fishbone.add_parking_label"))
                    st.caption(t("fishbone.parking_help"))
                else:
                    add_bone(case_id)


def toolbar(case_id: str, view: FishboneView, names: dict[str, str]) -> tuple[list[str], str]:
    meter, choose, undo = st.columns([3, 4, 2], vertical_alignment="top", gap="medium")
    with meter:
        fp.coverage_meter(view, names)
    with choose:
        chosen, level = fw.filters(case_id)
    with undo:
        if st.button(t("fishbone.undo"), key=f"fb:{case_id}:undo", icon=":material/undo:",
                     help=t("fishbone.undo_help"), wrap=True):  # a narrow column wraps the label, never cuts it
            with ui.show_errors() as done:
                back = causes.undo_delete(state.store(), session_id=case_id, actor=state.current_actor())
            if done:
                ui.flash(t("fishbone.undone", description=ui.md(back.description[:60])))
                st.rerun()
    return chosen, level


state.require_router()
fw.leave_for_classification(ui.case_or_stop("fishbone.no_case"))  # the editor's "classify" opens HFACS
case_id, view = ui.open_case("fishbone.no_case",
                             lambda cid: categories.get_fishbone(state.store(), state.frameworks(), session_id=cid))
bone_names = fw.bone_names(view, current_lang())
st.title(t("fishbone.title"))
st.caption(t("fishbone.effect", effect=ui.md(view.effect)))
ui.show_flash()
filters_chosen, level_chosen = toolbar(case_id, view, bone_names)
board(case_id, view, bone_names, filters_chosen, level_chosen)
fw.open_editor(case_id, view, bone_names)
st.divider()
fp.diagram(view)
