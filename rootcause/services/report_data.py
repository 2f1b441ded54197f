"""Gathers a case into ``ReportData`` in one place, so every report format shows the same facts."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import func
from sqlalchemy import select as sa_select
from sqlmodel import col, select

from rootcause.domain.model.case import CaseView
from rootcause.domain.model.report import ActionPlanItem, CheckedLink, Provenance, ReportData
from rootcause.errors import InvalidInput
from rootcause.services import chains, meeting, sessions, teams, views, why_tree
from rootcause.services.action_warnings import action_warnings
from rootcause.services.categories import get_fishbone
from rootcause.services.frameworks import Frameworks
from rootcause.services.guidance import guidance
from rootcause.store import Store
from rootcause.store.tables import AuditEntry, CausationCheck, Measurement

CRITERIA = ("temporality", "necessity", "mechanism", "sufficiency")


def gather(db: Store, fw: Frameworks, *, session_id: str, lang: str | None = None) -> ReportData:
    case = sessions.get_case(db, session_id=session_id)
    language = lang or case.session.language
    tree = why_tree.get_tree(db, session_id=session_id)
    board = get_fishbone(db, fw, session_id=session_id)
    cause_texts = {c.id: c.description for c in case.causes}
    node_texts = {n.id: n.text for n in tree.nodes}
    parents = {n.id: (n.parent_id, n.cause_id) for n in tree.nodes}
    problem = case.problem.what or case.session.title
    with db.read() as tx:
        checks = tx.all(select(CausationCheck).where(CausationCheck.session_id == session_id))
        measures = tx.all(select(Measurement).where(Measurement.session_id == session_id))
        audit_rows = tx.all(sa_select(col(AuditEntry.actor_kind), col(AuditEntry.actor), func.min(AuditEntry.at),
                                      func.max(AuditEntry.at), func.count())
                            .where(col(AuditEntry.session_id) == session_id)
                            .group_by(AuditEntry.actor_kind, AuditEntry.actor))
        warnings = [w.message for w in action_warnings(tx, session_id, language)]
    linked = []
    for check in checks:
        if check.node_id:
            parent_id, cause_id = parents.get(check.node_id, (None, None))
            cause = node_texts.get(check.node_id, "")
            effect = node_texts.get(parent_id or "") or cause_texts.get(cause_id or "") or problem
        else:
            cause, effect = cause_texts.get(check.cause_id or "", ""), problem
        linked.append(CheckedLink(target_id=check.node_id or check.cause_id or "", cause_text=cause,
                                  effect_text=effect, result=views.check_result(check, language)))
    plan = [ActionPlanItem(action=a, root_cause_text=node_texts.get(a.root_cause_id, ""),
                           measurements=[views.measurement(m) for m in measures if m.action_id == a.id])
            for a in case.actions]
    names = {c.code: {"en": c.name.get("en"), "zh-TW": c.name.get("zh-TW")} for c in fw.config.categories()}
    return ReportData(
        case=case, fishbone=board, tree=tree, cause_texts=cause_texts, hfacs_names=names, checks=linked,
        framework_name=_framework_name(fw, case.session.framework, language),
        chains=chains.validate_chains(db, session_id=session_id, lang=language), plan=plan, warnings=warnings,
        guidance=guidance(db, session_id=session_id, lang=language),
        provenance=_provenance(audit_rows, case), generated_at=datetime.now(UTC),
        meeting=meeting.meeting_of(db, session_id=session_id),
        people={m.user_id: m.email for m in teams.team_of(db, session_id=session_id)},
    )


def _provenance(rows: Sequence[Any], case: CaseView) -> Provenance:
    """Who changed the case: ``rows`` are (actor kind, actor, first change, last change, count) per actor."""
    causes = case.causes
    return Provenance(
        changes_by_people=sum(r[4] for r in rows if r[0] == "human"),
        changes_by_agents=sum(r[4] for r in rows if r[0] == "agent"),
        agents=sorted({r[1] for r in rows if r[0] == "agent"}), roles=sorted({r[1] for r in rows if r[0] == "human"}),
        unconfirmed_codes=sum(1 for c in causes if c.hfacs_state == "suggested"),
        unconfirmed_bones=sum(1 for c in causes if c.category_state == "suggested"),
        first_change=min((r[2] for r in rows), default=None), last_change=max((r[3] for r in rows), default=None),
    )


def _framework_name(fw: Frameworks, framework: str, lang: str) -> str:
    """The framework's own name from the configuration (its id if a configuration no longer lists it)."""
    try:
        return fw.config.framework(framework).name.get(lang) or framework
    except InvalidInput:
        return framework
