"""Timeline events: add, edit, delete; always returned in time order."""

from __future__ import annotations

from sqlalchemy import func
from sqlmodel import select

from rootcause.domain.model.actor import Actor
from rootcause.domain.model.case import TimelineEventView
from rootcause.domain.model.timeline import parse_event_time
from rootcause.domain.model.validation import limit_of, require_version
from rootcause.services import text, views
from rootcause.store import Store
from rootcause.store.tables import ProblemStatement, TimelineEvent

KIND = "timeline_event"


def add_timeline_event(
    db: Store, *, session_id: str, when: str, description: str, actor: Actor, source: str | None = None
) -> TimelineEventView:
    """Add an event; ``when`` is a date-time, a clock time (08:15) or an offset (T+00:15)."""
    time = parse_event_time(text.required("when", when, max_len=limit_of("when")))
    clean = text.required("description", description)
    clean_source = text.optional("source", source, max_len=limit_of("source"))
    with db.transaction(actor) as tx:
        case = tx.session(session_id)
        seq = tx.db.exec(select(func.coalesce(func.max(TimelineEvent.seq), 0))
                         .where(TimelineEvent.session_id == case.id)).one()
        row = TimelineEvent(id="", session_id=case.id, when_text=time.text, time_kind=time.kind,
                            minutes=time.minutes, description=clean, source=clean_source, seq=int(seq) + 1)
        return views.timeline_event(tx.add(row, kind=KIND, session_id=case.id, operation="add_timeline_event"))


def update_timeline_event(
    db: Store, *, session_id: str, event_id: str, version: int, actor: Actor, when: str | None = None,
    description: str | None = None, source: str | None = None,
) -> TimelineEventView:
    """Change any of when / description / source (None leaves a field; an empty source clears it)."""
    changes: dict[str, object] = {}
    if when is not None:
        time = parse_event_time(text.required("when", when, max_len=limit_of("when")))
        changes |= {"when_text": time.text, "time_kind": time.kind, "minutes": time.minutes}
    if description is not None:
        changes["description"] = text.required("description", description)
    if source is not None:
        changes["source"] = text.optional("source", source, max_len=limit_of("source"))
    read = require_version("version", version)
    with db.transaction(actor) as tx:
        tx.get_in_session(TimelineEvent, event_id, session_id, field="event_id", kind=KIND)
        row = tx.update(TimelineEvent, event_id, read, changes, kind=KIND, field="event_id",
                        session_id=session_id, operation="update_timeline_event")
        return views.timeline_event(row)


def delete_timeline_event(db: Store, *, session_id: str, event_id: str, version: int, actor: Actor) -> str:
    """Delete one event if it is still the version the caller saw; returns the deleted id."""
    read = require_version("version", version)
    with db.transaction(actor) as tx:
        tx.get_in_session(TimelineEvent, event_id, session_id, field="event_id", kind=KIND)
        tx.delete(TimelineEvent, event_id, read, kind=KIND, field="event_id", session_id=session_id,
                  operation="delete_timeline_event")
    return event_id


def list_timeline(db: Store, *, session_id: str) -> list[TimelineEventView]:
    with db.read() as tx:
        case = tx.session(session_id)
        events = tx.all(select(TimelineEvent).where(TimelineEvent.session_id == case.id))
        anchor = tx.db.exec(select(ProblemStatement.when).where(ProblemStatement.session_id == case.id)).first()
    return views.ordered_timeline(events, anchor)
