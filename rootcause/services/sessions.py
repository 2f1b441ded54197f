"""Cases: create, list, read whole, rename, archive, and the report summary a person accepted."""

from __future__ import annotations

from collections.abc import Mapping

from sqlalchemy import func, or_
from sqlmodel import col, select

from rootcause.domain.model.actor import Actor
from rootcause.domain.model.case import CaseView, SessionList, SessionSummary
from rootcause.domain.model.ids import new_id
from rootcause.domain.model.severity import parse_severity
from rootcause.domain.model.validation import MAX_TITLE, limit_of, require_choice, require_limit, require_version
from rootcause.languages import DEFAULT_LANG, LANGS
from rootcause.services import text, views
from rootcause.store import Store
from rootcause.store.tables import Action, Cause, ProblemStatement, RcaSession, TimelineEvent, WhyNode, utcnow

FRAMEWORKS = ("fishbone_6m", "hfacs_mes", "who_icps")
STATUSES = ("open", "complete", "archived")
LIST_FILTERS = ("active", "all", *STATUSES)
MAX_SUMMARY = 4000

MAX_LISTED = 1000  # cases one listing returns at most (the schema advertises it)


def create_session(
    db: Store, *, title: str, actor: Actor, event_type: str | None = None, severity: int | str | None = None,
    framework: str | None = None, language: str | None = None,
) -> SessionSummary:
    """A new case with an empty problem statement (so the problem always has a version)."""
    clean_title = text.required("title", title, max_len=MAX_TITLE)
    clean_type = text.optional("event_type", event_type, max_len=limit_of("event_type"))
    level = parse_severity(severity)
    fw = require_choice("framework", framework or "fishbone_6m", FRAMEWORKS)
    lang = require_choice("language", language or DEFAULT_LANG, LANGS)
    with db.transaction(actor) as tx:
        new = RcaSession(id=new_id("session"), title=clean_title, event_type=clean_type, framework=fw, language=lang)
        case = tx.add(new, kind="session", session_id=new.id, operation="create_session")
        tx.add(ProblemStatement(id="", session_id=case.id, severity=level), kind="problem",
               session_id=case.id, operation="create_problem")
        return views.summary(case, level)


def list_sessions(
    db: Store, *, status: str | None = None, query: str | None = None, limit: int | None = None
) -> SessionList:
    """Cases newest first; ``status`` 'active' (default) hides archived ones, 'all' shows every case."""
    wanted = require_choice("status", status or "active", LIST_FILTERS)
    needle = text.optional("query", query, max_len=limit_of("query"))
    top = require_limit("limit", limit, default=20, maximum=MAX_LISTED)
    stmt = select(RcaSession, ProblemStatement.severity).join(
        ProblemStatement, col(ProblemStatement.session_id) == RcaSession.id, isouter=True
    )
    if wanted == "active":
        stmt = stmt.where(RcaSession.status != "archived")
    elif wanted != "all":
        stmt = stmt.where(RcaSession.status == wanted)
    if needle:
        pattern = text.like_pattern(needle)
        stmt = stmt.where(or_(
            func.lower(RcaSession.title).like(pattern, escape="\\"),
            func.lower(col(ProblemStatement.what)).like(pattern, escape="\\"),
            func.lower(col(RcaSession.event_type)).like(pattern, escape="\\"),
        ))
    key = ("list", wanted, needle, top)
    with db.read() as tx:
        revision = tx.store_revision()
        if isinstance(hit := db.views.get(key, revision), SessionList):
            return hit
        total = tx.db.exec(select(func.count()).select_from(stmt.subquery())).one()
        rows = tx.all(stmt.order_by(col(RcaSession.created_at).desc(), col(RcaSession.id).desc()).limit(top))
    result = SessionList(sessions=[views.list_item(case, sev) for case, sev in rows], total=int(total))
    db.views.put(key, revision, result)
    return result


def status_of(db: Store, *, session_id: str) -> str:
    """The case's status alone (open, complete, archived): one indexed read, for a page's banner."""
    with db.read() as tx:
        return tx.session(session_id).status


def get_case(db: Store, *, session_id: str) -> CaseView:
    """The whole case in one consistent snapshot (served from the view cache while unchanged)."""
    with db.read() as tx:
        revision = tx.revision_of(session_id)
        if isinstance(hit := db.views.get(("case", session_id), revision), CaseView):
            return hit
        case = tx.session(session_id)
        problem = tx.db.exec(select(ProblemStatement).where(ProblemStatement.session_id == case.id)).one()
        events = tx.all(select(TimelineEvent).where(TimelineEvent.session_id == case.id))
        causes = tx.all(select(Cause).where(Cause.session_id == case.id, col(Cause.deleted_at).is_(None))
                        .order_by(col(Cause.category), col(Cause.position), col(Cause.created_at)))
        nodes = tx.all(select(WhyNode).where(WhyNode.session_id == case.id)
                       .order_by(col(WhyNode.position), col(WhyNode.created_at)))
        actions = tx.all(select(Action).where(Action.session_id == case.id).order_by(col(Action.created_at)))
    whole = CaseView(
        session=views.summary(case, problem.severity),
        problem=views.problem(problem, case.language),
        timeline=views.ordered_timeline(events, problem.when),
        causes=[views.cause(c) for c in causes],
        why_nodes=[views.why_node(n) for n in nodes],
        actions=[views.action(a) for a in actions],
    )
    db.views.put(("case", session_id), case.revision, whole)
    return whole


def rename_session(db: Store, *, session_id: str, title: str, version: int, actor: Actor) -> SessionSummary:
    clean = text.required("title", title, max_len=MAX_TITLE)
    return _update(db, session_id, require_version("version", version), {"title": clean}, actor, "rename_session")


def archive_session(db: Store, *, session_id: str, version: int, actor: Actor) -> SessionSummary:
    """Archived cases leave the default list but stay readable and searchable."""
    changes = {"status": "archived", "archived_at": utcnow()}
    return _update(db, session_id, require_version("version", version), changes, actor, "archive_session")


def restore_session(db: Store, *, session_id: str, version: int, actor: Actor) -> SessionSummary:
    """Bring an archived case back as it was: closed if it was closed when archived (its completion time says
    so: a reopen clears it), else open. A restore never unfreezes a signed-off analysis."""
    with db.read() as tx:
        closed = tx.session(session_id).completed_at is not None
    changes = {"status": "complete" if closed else "open", "archived_at": None}
    return _update(db, session_id, require_version("version", version), changes, actor, "restore_session")


def set_summary(db: Store, *, session_id: str, summary: str | None, version: int, actor: Actor) -> SessionSummary:
    """Store the report summary (an accepted AI or rules draft, or typed by hand); None or blank clears it.

    It is a person's audited write like any other change to the case (the draft itself never is): the same
    PHI gate, the same optimistic version, and the reports and the JSON export carry it from then on.
    """
    clean = text.optional("summary", summary, max_len=MAX_SUMMARY)
    return _update(db, session_id, require_version("version", version), {"summary": clean}, actor, "set_summary")


def _update(db: Store, session_id: str, version: int, changes: Mapping[str, object], actor: Actor,
            operation: str) -> SessionSummary:
    with db.transaction(actor) as tx:
        tx.session(session_id)
        case = tx.update(RcaSession, session_id, version, dict(changes), kind="session", field="session_id",
                         session_id=session_id, operation=operation)
        severity = tx.db.exec(
            select(ProblemStatement.severity).where(ProblemStatement.session_id == session_id)
        ).first()
        return views.summary(case, severity)


def session_language(db: Store, session_id: str) -> str:
    with db.read() as tx:
        return tx.session(session_id).language
