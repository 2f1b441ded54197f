"""Widgets of the Why tree page, shared with the Causation checklist: the statements a why can hang under,
the links to test, verdict badges, causal-statement findings and chain reports.

They translate between widgets and service results only: the rules (depth, cycles, verdicts, the linter)
live in ``domain/`` and ``services/``; what is shown here is what those return.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

import streamlit as st

from rootcause.domain.model import (
    RULE_NAMES,
    CausationResult,
    CauseView,
    ChainReport,
    FishboneView,
    LinkState,
    WhyTree,
    WhyTreeNode,
)
from rootcause.errors import InvalidInput
from rootcause.services import causation, why_tree
from rootcause.services.chains import lint_statement
from rootcause.services.diagrams import short_label
from rootcause.ui import components as ui
from rootcause.ui import state
from rootcause.ui.i18n import current_lang, t
from rootcause.ui.versioned_form import VersionedForm, acted_on

__all__ = [
    "PROBLEM",
    "Link",
    "Places",
    "chain_summary",
    "follow",
    "link_badge",
    "link_checks",
    "links_of",
    "lint_panel",
    "necessity_flag",
    "node_tools",
]

PROBLEM = "problem"  # the picker's key for the problem; causes are "cause:<id>", whys "node:<id>"
OPTION_COLUMNS = 90  # a picker option shows this much of a statement (CJK counts double)
_VERDICTS: dict[str, tuple[ui.BadgeColor, str]] = {
    "supported": ("green", ":material/check_circle:"), "not_supported": ("red", ":material/cancel:"),
    "open": ("orange", ":material/help:"), "untested": ("gray", ":material/radio_button_unchecked:")}
_CHAIN: dict[str, tuple[ui.BadgeColor, str]] = {
    "sound": ("green", ":material/verified:"), "incomplete": ("orange", ":material/pending:"),
    "flawed": ("red", ":material/error:")}


@dataclass
class Places:
    """Every statement a why can hang under, keyed for pickers, in the order of the tree (parents first)."""

    problem: str
    labels: dict[str, str] = field(default_factory=dict)  # picker key -> option label
    texts: dict[str, str] = field(default_factory=dict)  # picker key -> the statement as typed
    nodes: dict[str, WhyTreeNode] = field(default_factory=dict)  # why id -> node
    causes: dict[str, CauseView] = field(default_factory=dict)  # cause id -> cause
    cause_links: dict[str, LinkState] = field(default_factory=dict)  # cause id -> its link's state (from the tree)

    @classmethod
    def of(cls, tree: WhyTree, board: FishboneView) -> Places:
        lang = current_lang()
        places = cls(problem=tree.problem, cause_links=dict(tree.cause_links))
        places._add(PROBLEM, t("why.option_problem", text=tree.problem), tree.problem)
        bones = [(b.name.get(lang) or b.name.get("en") or b.code, b.causes) for b in board.bones]
        for bone, causes in [*bones, (t("why.parking"), board.parking_lot)]:
            for cause in causes:
                places.causes[cause.id] = cause
                places._add(f"cause:{cause.id}", t("why.option_cause", bone=bone, text=cause.description),
                            cause.description)
        by_id = {n.id: n for n in tree.nodes}
        stack = [n for n in reversed(tree.nodes) if not n.parent_id or n.parent_id not in by_id]
        while stack:  # depth first, so a branch reads top-down in the picker as in the diagram
            node = stack.pop()
            if node.id in places.nodes:
                continue
            places.nodes[node.id] = node
            marks = "".join(mark for mark, on in (("★ ", node.is_root_cause), ("✗ ", node.fails_necessity),
                                                  ("🤖 ", node.actor_kind == "agent")) if on)
            places._add(f"node:{node.id}", t("why.option_node", depth=node.depth, text=marks + node.text), node.text)
            stack.extend(by_id[c] for c in reversed(node.children) if c in by_id)
        return places

    def _add(self, key: str, label: str, text: str) -> None:
        self.labels[key] = short_label(label, OPTION_COLUMNS)
        self.texts[key] = text

    def parent_key(self, node: WhyTreeNode) -> str:
        """The picker key of the statement ``node`` answers."""
        if node.parent_id:
            return f"node:{node.parent_id}"
        return f"cause:{node.cause_id}" if node.cause_id else PROBLEM

    def text_of(self, ident: str) -> str:
        """A why's or a cause's text by its stored id (chain reports name both)."""
        return self.texts.get(f"node:{ident}") or self.texts.get(f"cause:{ident}") or ident

    def branch_size(self, node_id: str) -> int:
        """How many whys go with ``node_id`` (it and everything under it), for the delete confirmation."""
        count, stack = 0, [node_id]
        while stack:
            node = self.nodes.get(stack.pop())
            if node is not None:
                count += 1
                stack.extend(node.children)
        return count


@dataclass(frozen=True)
class Link:
    """One causal link to test: a why (or a fishbone cause with whys under it) and the statement it explains."""

    key: str  # "node:<id>" or "cause:<id>"
    cause: str
    effect: str
    depth: int  # 0 for a fishbone cause
    verdict: str | None  # from the why tree, which judged every check (a cause's own link included)


def links_of(places: Places) -> list[Link]:
    """Every why's link to its parent, and each fishbone cause that whys hang under (its link to the problem)."""
    hung = {n.cause_id for n in places.nodes.values() if n.cause_id and not n.parent_id}
    out = [Link(f"cause:{cid}", cause.description, places.problem, 0,
                (places.cause_links.get(cid) or LinkState()).verdict)
           for cid, cause in places.causes.items() if cid in hung]
    out += [Link(f"node:{n.id}", n.text, places.texts.get(places.parent_key(n), places.problem), n.depth,
                 n.link_verdict) for n in places.nodes.values()]
    return out


def link_checks(case_id: str, keys: list[str]) -> dict[str, CausationResult]:
    """The stored check of each link, with its open questions in the reader's language."""
    out = {}
    for key in keys:
        kind, _, ident = key.partition(":")
        target = {"node_id": ident} if kind == "node" else {"cause_id": ident}
        out[key] = causation.get_check(state.store(), session_id=case_id, lang=current_lang(), **target)
    return out


def link_badge(verdict: str | None, tested: bool = True) -> None:
    """Supported / not supported / open, or "not yet tested" when no check was ever saved."""
    name = verdict if tested and verdict in _VERDICTS else "untested"
    color, icon = _VERDICTS[name]
    st.badge(t(f"link.verdict_{name}"), icon=icon, color=color)


def necessity_flag(fails: bool) -> None:
    if fails:
        st.error(t("link.fails_necessity"), icon=":material/block:")


def lint_panel(text: str, header: str) -> None:
    """The rules of causation applied to ``text``: each finding with what is wrong and how to rewrite it."""
    lang = current_lang()
    findings = lint_statement(text)
    st.caption(header)
    if not findings:
        st.success(t("why.lint_ok"), icon=":material/task_alt:")
    for f in findings:
        name = RULE_NAMES[f.rule][1 if lang == "zh-TW" else 0]
        st.warning(f"**{ui.md(name)}** — {ui.md(f.message[lang])}\n\n{ui.md(f.hint[lang])}", icon=":material/rule:")


def follow(prefix: str, fresh: Mapping[str, object], *, reload: bool = False) -> bool:
    """Put stored values into widgets that hold none yet (all of them when ``reload``), before they are drawn.

    A value already in a widget is never replaced behind the person's back: in a form it may stand for
    text they typed and have not submitted. Returns True when the store has moved on since the widgets
    were filled, so the page can offer to load the stored values.
    """
    loaded_key = f"{prefix}:loaded"
    loaded = dict(st.session_state.get(loaded_key, {}))
    for key, value in fresh.items():
        if reload or key not in st.session_state or key not in loaded:
            st.session_state[key] = value
            loaded[key] = value
    st.session_state[loaded_key] = loaded
    return any(loaded[key] != value for key, value in fresh.items())


def chain_summary(reports: list[ChainReport], places: Places) -> None:
    """One card per root cause: the verdict of its chain and what keeps it from being sound."""
    st.subheader(t("why.chains_header"))
    if not reports:
        st.info(t("why.chains_none"), icon=":material/flag:")
        return

    def named(ids: list[str]) -> str:
        return "; ".join(t("why.quoted", text=ui.md(short_label(places.text_of(i), 60))) + (
            f" ({t('link.necessity_short')})" if getattr(places.nodes.get(i), "fails_necessity", False) else "")
            for i in ids)

    for report in reports:
        with st.container(border=True):
            color, icon = _CHAIN[report.verdict]
            with st.container(horizontal=True):
                st.badge(t(f"why.verdict_{report.verdict}"), icon=icon, color=color)
                st.badge(t("why.chain_depth", depth=report.depth), color="gray")
            st.markdown(f"**{t('why.chain_title', text=ui.md(places.text_of(report.root_cause_id)))}**")
            st.caption(" → ".join(ui.md(short_label(text, 50)) for text in
                                  [places.problem, *map(places.text_of, report.path)]))
            if report.too_shallow:
                st.warning(t("why.chain_shallow"), icon=":material/vertical_align_bottom:")
            if report.failed_links:
                st.error(t("why.chain_failed", count=len(report.failed_links), links=named(report.failed_links)),
                         icon=":material/cancel:")
            if report.unverified_links:
                st.warning(t("why.chain_unverified", count=len(report.unverified_links),
                             links=named(report.unverified_links)), icon=":material/help:")
            if report.stops_at_individual:
                st.warning(t("why.chain_individual"), icon=":material/person_alert:")
            if report.findings:
                lang = 1 if current_lang() == "zh-TW" else 0
                notes = "; ".join(f"{RULE_NAMES[f.rule][lang]} {t('why.quoted', text=ui.md(f.matched))}"
                                  for f in report.findings)
                st.caption(t("why.chain_findings", count=len(report.findings), notes=notes))
            if report.verdict == "sound":
                st.success(t("why.chain_ok"), icon=":material/verified:")


def node_tools(case_id: str, node: WhyTreeNode, places: Places, pick_key: str) -> None:
    """The selected why: its state, then edit / move / root cause / delete, each one service call."""
    st.markdown(f"**{t('why.node_header')}**")
    with st.container(horizontal=True):
        if node.is_root_cause:
            st.badge(t("link.root"), icon=":material/star:", color="orange")
        link_badge(node.link_verdict, node.link_verdict is not None)
        ui.agent_badge(node.actor_kind, node.actor)
    st.caption(t("why.node_meta", depth=node.depth, version=node.version, who=ui.who(node.actor_kind, node.actor)))
    necessity_flag(node.fails_necessity)
    if node.is_root_cause and node.root_cause_rationale:
        st.caption(t("why.rationale_shown", text=ui.md(node.root_cause_rationale)))
    edit, move, root, delete = st.tabs([t("why.tab_edit"), t("why.tab_move"), t("why.tab_root"), t("why.tab_delete")])
    with edit:
        _edit(case_id, node)
    with move:
        _move(case_id, node, places)
    with root:
        _root(case_id, node)
    with delete:
        _delete(case_id, node, places, pick_key)


def _edit(case_id: str, node: WhyTreeNode) -> None:
    form = VersionedForm(f"why:node:{node.id}", ("text", "evidence"))
    form.load(node)
    form.follow(node)  # (only its place or root-cause mark changed: no clash)
    labels = {"text": t("why.edit_text"), "evidence": t("why.edit_evidence")}
    version = node.version if form.resolve(node, labels) else None
    with st.container(key=f"{form.prefix}:edit", border=False):
        st.text_input(labels["text"], key=form.key("text"), persist_state="session")
        st.text_input(labels["evidence"], key=form.key("evidence"), placeholder=t("why.evidence_placeholder"),
                      persist_state="session")
        if st.button(t("why.save"), key=f"{form.prefix}:edit:save", icon=":material/save:"):
            version = form.version
    if version is not None:
        values = form.values()
        with ui.show_errors({"answer": labels["text"], "evidence": labels["evidence"]}) as done:
            saved = why_tree.update_why(state.store(), session_id=case_id, node_id=node.id, version=version,
                                        actor=state.current_actor(), answer=str(values["text"]),
                                        evidence=str(values["evidence"] or ""))
        if done:
            form.saw(saved.version)
            ui.flash(t("why.saved"))
            st.rerun()


def _target(key: str) -> dict[str, str | None]:
    kind, _, ident = key.partition(":")
    return {"parent_id": ident if kind == "node" else None, "cause_id": ident if kind == "cause" else None}


def _move(case_id: str, node: WhyTreeNode, places: Places) -> None:
    key = f"why:node:{node.id}:to"
    options = [k for k in places.labels if k != f"node:{node.id}"]
    if st.session_state.get(key) not in options:
        st.session_state[key] = places.parent_key(node)
    target = st.selectbox(t("why.move_to"), options, format_func=lambda k: places.labels[k],
                          key=state.translated(key), help=t("why.move_help"))
    seen = acted_on(key, node.version)
    if st.button(t("why.move"), key=f"{key}:go", icon=":material/drive_file_move:"):
        with ui.show_errors({"parent_id": t("why.move_to"), "cause_id": t("why.move_to")}) as done:
            why_tree.move_why(state.store(), session_id=case_id, node_id=node.id, version=seen,
                              actor=state.current_actor(), **_target(target))
        if done:
            ui.flash(t("why.moved"))
            st.rerun()


def _root(case_id: str, node: WhyTreeNode) -> None:
    """Mark or unmark a root cause with the team's rationale, saved against the version the box was filled from."""
    form = VersionedForm(f"why:node:{node.id}:root", ("root_cause_rationale",))
    form.load(node)
    form.follow(node)
    labels = {"root_cause_rationale": t("why.rationale")}
    version = node.version if form.resolve(node, labels) else None
    mark = node.is_root_cause
    with st.container(key=f"{form.prefix}:form", border=False):
        st.text_area(labels["root_cause_rationale"], key=form.key("root_cause_rationale"), height=80,
                     placeholder=t("why.rationale_placeholder"), persist_state="session")
        if node.is_root_cause:
            if st.button(t("why.save_rationale"), key=f"{form.prefix}:save_rationale", icon=":material/save:"):
                version = form.version
            if st.button(t("why.unmark"), key=f"{form.prefix}:unmark", icon=":material/star_outline:"):
                version, mark = form.version, False
        elif st.button(t("why.mark"), key=f"{form.prefix}:mark", type="primary", icon=":material/star:"):
            version, mark = form.version, True
    if version is not None:
        with ui.show_errors({"rationale": labels["root_cause_rationale"]}) as done:
            saved = why_tree.mark_root_cause(state.store(), session_id=case_id, node_id=node.id,
                                             actor=state.current_actor(), version=version, is_root_cause=mark,
                                             rationale=str(form.values()["root_cause_rationale"] or ""))
        if done:
            form.saw(saved.version, {"root_cause_rationale": saved.root_cause_rationale or ""})
            state.set_widgets_later({form.key("root_cause_rationale"): saved.root_cause_rationale or ""})
            ui.flash(t("why.marked") if mark else t("why.unmarked"))
            st.rerun()


def _delete(case_id: str, node: WhyTreeNode, places: Places, pick_key: str) -> None:
    """Ask the service first: it refuses without ``confirm`` (or for another reason, shown as it is)."""
    pending_key = f"why:{case_id}:delete_pending"
    count = places.branch_size(node.id)
    seen = acted_on(f"why:node:{node.id}:delete", node.version)
    if st.session_state.get(pending_key) != node.id:  # a confirmation never carries over to another why
        st.session_state.pop(pending_key, None)
        if st.button(t("why.delete"), key=f"why:node:{node.id}:delete", icon=":material/delete:"):
            with ui.show_errors():
                try:
                    why_tree.delete_branch(state.store(), session_id=case_id, node_id=node.id, version=seen,
                                           actor=state.current_actor())
                except InvalidInput as exc:
                    if exc.field != "confirm":
                        raise
                    st.session_state[pending_key] = node.id
                    st.rerun()
        return
    if ui.confirm_delete(t("why.delete_confirm", count=count), t("why.delete_yes", count=count), t("why.delete_cancel"),
                         key=f"why:node:{node.id}:delete", pending_key=pending_key):
        with ui.show_errors() as done:
            why_tree.delete_branch(state.store(), session_id=case_id, node_id=node.id, version=seen,
                                   actor=state.current_actor(), confirm=True)
        if done:
            st.session_state.pop(pending_key, None)
            state.set_widgets_later({pick_key: places.parent_key(node)})
            ui.flash(t("why.deleted", count=count))
            st.rerun()
