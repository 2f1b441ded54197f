"""Why tree: keep asking why until a condition of the system appears, and see the tree grow as you answer.

The diagram is drawn from the store on every run (so an agent's answers over MCP appear within seconds);
beside it one picker chooses what to work on: the problem, a fishbone cause or a why. Answering hangs the
answer under it and moves the picker to the new answer, so a chain is typed with Enter alone; a picked
why can be edited, moved, marked as a root cause or deleted. Below, each root cause's chain is judged.
"""

from __future__ import annotations

import streamlit as st

from rootcause.domain.model import WhyTree
from rootcause.services import categories, chains, diagrams, why_tree
from rootcause.ui import assist_widgets as assist
from rootcause.ui import components as ui
from rootcause.ui import state
from rootcause.ui import why_widgets as w
from rootcause.ui.i18n import current_lang, t
from rootcause.ui.versioned_form import VersionedForm

ASK_FIELDS = ("answer", "evidence")


def diagram(tree: WhyTree, places: w.Places) -> None:
    """The tree as Mermaid (every link drawn by the state the tree carries, as in the report), with a legend."""
    st.subheader(t("why.diagram_header"))
    if not tree.nodes:
        st.info(t("why.empty"), icon=":material/psychology_alt:")
    causes = {cid: cause.description for cid, cause in places.causes.items()}
    st.mermaid_chart(diagrams.why_tree(tree, lang=current_lang(), causes=causes), alt=t("why.diagram_alt"))
    st.caption(t("why.legend"))


def ask(case_id: str, picked: str | None, places: w.Places, pick_key: str) -> None:
    """The next why about the picked statement; Enter adds the answer and moves the picker down to it. With nothing
    picked (what was being answered went), the typed answer stays and nothing is added."""
    keys = {f: f"why:{case_id}:ask:{f}" for f in ASK_FIELDS}
    labels = {f: t(f"why.{f}") for f in ASK_FIELDS}
    last_key = f"why:{case_id}:next_question"
    last = st.session_state.get(last_key)
    if picked is not None:
        question = last[1] if last and last[0] == picked else t("why.question", text=places.texts[picked])
        st.info(ui.md(question), icon=":material/help:")
    with st.form(f"why:{case_id}:ask", border=False):
        st.text_input(labels["answer"], key=keys["answer"], placeholder=t("why.answer_placeholder"),
                      persist_state="session")
        st.text_input(labels["evidence"], key=keys["evidence"], placeholder=t("why.evidence_placeholder"),
                      persist_state="session")
        submitted = st.form_submit_button(t("why.add"), type="primary", icon=":material/subdirectory_arrow_right:",
                                          disabled=picked is None)
    st.caption(t("why.keyboard"))
    if picked is None:
        return
    assist.why_assist(case_id, picked, places, last_key)
    typed = str(st.session_state.get(keys["answer"]) or "")
    if submitted:
        kind, _, ident = picked.partition(":")
        with ui.show_errors(labels) as done:
            added = why_tree.ask_why(state.store(), session_id=case_id, answer=typed, actor=state.current_actor(),
                                     parent_id=ident if kind == "node" else None,
                                     cause_id=ident if kind == "cause" else None,
                                     evidence=st.session_state.get(keys["evidence"]) or None, lang=current_lang())
        if done:
            new = f"node:{added.node.id}"
            st.session_state[last_key] = (new, added.next_question)
            state.set_widgets_later({keys["answer"]: "", keys["evidence"]: "", pick_key: new})
            ui.flash(t("why.added", depth=added.depth))
            st.rerun()
        if typed.strip():
            w.lint_panel(typed, t("why.lint_typed"))
    elif picked.startswith("node:"):
        w.lint_panel(places.texts[picked], t("why.lint_node"))


def keep_edit_of_deleted_node(case_id: str, node_id: str) -> None:
    """The statement whose Edit tab this person was typing in was deleted: the rewritten wording and evidence join
    the answer boxes (beside anything already there), so "your answer is still in the box" holds and nothing typed is
    lost."""
    form = VersionedForm(f"why:node:{node_id}", ("text", "evidence"))
    edited = form.edited()
    typed = form.values() if edited else {}
    for field, box in (("text", "answer"), ("evidence", "evidence")):
        if field in edited:
            key = f"why:{case_id}:ask:{box}"
            st.session_state[key] = ui.joined(str(st.session_state.get(key) or ""), str(typed.get(field) or ""))


def editor(case_id: str, places: w.Places) -> None:
    st.subheader(t("why.editor_header"))
    pick_key = state.translated(f"why:{case_id}:pick")
    gone_key, text_key = f"why:{case_id}:pick_gone", f"why:{case_id}:pick_text"
    current = st.session_state.get(pick_key)
    if current is None and gone_key not in st.session_state:  # first visit: the problem
        st.session_state[pick_key] = w.PROBLEM
    elif current is not None and current not in places.labels:  # what was being answered went (a colleague, an agent)
        st.session_state[gone_key] = st.session_state.get(text_key, "")
        st.session_state[pick_key] = None  # (nothing is added under a statement the person did not choose)
        if str(current).startswith("node:"):  # (its wording and evidence being rewritten move to the answer boxes)
            keep_edit_of_deleted_node(case_id, str(current).partition(":")[2])
    picked = st.selectbox(t("why.pick"), list(places.labels), key=pick_key, help=t("why.pick_help"),
                          format_func=lambda ident: places.labels.get(ident, ident), persist_state="session",
                          placeholder=t("why.pick_placeholder"), on_change=lambda: st.session_state.pop(gone_key, None))
    if picked is None:
        st.warning(t("why.orphaned", text=ui.md(str(st.session_state.get(gone_key, "")))), icon=":material/link_off:")
    else:
        st.session_state[text_key] = places.texts[picked]
    ask(case_id, picked, places, pick_key)
    if picked is not None and picked.startswith("node:"):
        st.divider()
        w.node_tools(case_id, places.nodes[picked.partition(":")[2]], places, pick_key)


state.require_router()
case_id, (tree, board, reports) = ui.open_case("why.no_case", lambda cid: (
    why_tree.get_tree(state.store(), session_id=cid),
    categories.get_fishbone(state.store(), state.frameworks(), session_id=cid),
    chains.validate_chains(state.store(), session_id=cid, lang=current_lang())))
st.title(t("why.title"))
st.caption(t("why.intro"))
ui.show_flash()
places = w.Places.of(tree, board)
left, right = st.columns([3, 2], gap="large")
with left:
    diagram(tree, places)
with right:
    editor(case_id, places)
st.divider()
w.chain_summary(reports, places)
if tree.nodes:
    st.page_link("pages/causation.py", label=t("why.to_causation"), icon=":material/fact_check:")
