"""SQLModel tables for the whole case model.

Every row carries an id, timestamps, a ``version`` for optimistic concurrency and who made it
(``actor_kind`` / ``actor``). Free text columns only ever hold text that passed the PHI guard.
Times are timezone-aware UTC.
"""

from __future__ import annotations

from datetime import UTC, date, datetime

from sqlalchemy import Column, Index, Text, UniqueConstraint
from sqlmodel import Field, SQLModel


def utcnow() -> datetime:
    return datetime.now(UTC)


class Row(SQLModel):
    """Columns every table shares."""

    id: str = Field(primary_key=True, max_length=16)
    created_at: datetime = Field(default_factory=utcnow)
    updated_at: datetime = Field(default_factory=utcnow)
    version: int = Field(default=1)
    actor_kind: str = Field(default="human", max_length=8)
    actor: str = Field(default="facilitator", max_length=64)


class RcaSession(Row, table=True):
    """One RCA case. ``revision`` counts every change anywhere in the case, for cheap live refresh."""

    __tablename__ = "rca_session"
    __table_args__ = (Index("ix_session_created", "created_at"),)
    title: str = Field(max_length=200)
    event_type: str | None = Field(default=None, max_length=80)
    framework: str = Field(default="fishbone_6m", max_length=32)
    language: str = Field(default="en", max_length=8)
    status: str = Field(default="open", max_length=16, index=True)
    revision: int = Field(default=1)
    completed_at: datetime | None = None
    archived_at: datetime | None = None
    summary: str | None = Field(default=None, sa_column=Column(Text))  # the accepted report summary (0003)
    reopen_reason: str | None = Field(default=None, sa_column=Column(Text))  # why it was last reopened (0004)
    reopened_at: datetime | None = None


class ProblemStatement(Row, table=True):
    """What happened, one per case; created with the case so it always has a version to update."""

    __tablename__ = "problem_statement"
    session_id: str = Field(foreign_key="rca_session.id", unique=True, ondelete="CASCADE")
    what: str | None = Field(default=None, sa_column=Column(Text))
    where: str | None = Field(default=None, sa_column=Column("location", Text))
    when: str | None = Field(default=None, sa_column=Column("occurred", Text))
    impact: str | None = Field(default=None, sa_column=Column(Text))
    detection: str | None = Field(default=None, sa_column=Column(Text))
    severity: int | None = Field(default=None, index=True)


class TimelineEvent(Row, table=True):
    __tablename__ = "timeline_event"
    session_id: str = Field(foreign_key="rca_session.id", index=True, ondelete="CASCADE")
    when_text: str = Field(max_length=64)
    time_kind: str = Field(max_length=16)
    minutes: float
    description: str = Field(sa_column=Column(Text, nullable=False))
    source: str | None = Field(default=None, max_length=200)
    seq: int = Field(default=0)


class Category(Row, table=True):
    """A custom fishbone bone a session adds beside the six healthcare 6M categories."""

    __tablename__ = "category"
    __table_args__ = (UniqueConstraint("session_id", "code"),)
    session_id: str = Field(foreign_key="rca_session.id", index=True, ondelete="CASCADE")
    code: str = Field(max_length=40)
    name: str = Field(max_length=80)


class Cause(Row, table=True):
    """A contributing factor on the fishbone (progressive: description, then code, then evidence)."""

    __tablename__ = "cause"
    session_id: str = Field(foreign_key="rca_session.id", index=True, ondelete="CASCADE")
    description: str = Field(sa_column=Column(Text, nullable=False))
    category: str | None = Field(default=None, max_length=40)
    category_state: str = Field(default="none", max_length=16)  # none | suggested | confirmed
    position: int = Field(default=0)
    hfacs_code: str | None = Field(default=None, max_length=16)
    hfacs_state: str = Field(default="none", max_length=16)  # none | suggested | confirmed
    hfacs_confirmed_by: str | None = Field(default=None, max_length=64)
    evidence: str | None = Field(default=None, sa_column=Column(Text))
    confidence: float | None = None
    verified: bool = Field(default=False)
    deleted_at: datetime | None = Field(default=None, index=True)


class WhyNode(Row, table=True):
    """An answer to "why?" for its parent: the problem (no parent), a cause, or another why node."""

    __tablename__ = "why_node"
    session_id: str = Field(foreign_key="rca_session.id", index=True, ondelete="CASCADE")
    parent_id: str | None = Field(default=None, foreign_key="why_node.id", index=True)
    cause_id: str | None = Field(default=None, foreign_key="cause.id", index=True)
    text: str = Field(sa_column=Column(Text, nullable=False))
    evidence: str | None = Field(default=None, sa_column=Column(Text))
    is_root_cause: bool = Field(default=False)
    root_cause_rationale: str | None = Field(default=None, sa_column=Column(Text))
    hfacs_code: str | None = Field(default=None, max_length=16)
    position: int = Field(default=0)


class CausationCheck(Row, table=True):
    """The counterfactual test of one link (a why node or a cause against its effect)."""

    __tablename__ = "causation_check"
    session_id: str = Field(foreign_key="rca_session.id", index=True, ondelete="CASCADE")
    node_id: str | None = Field(default=None, foreign_key="why_node.id", index=True)
    cause_id: str | None = Field(default=None, foreign_key="cause.id", index=True)
    level: str = Field(default="standard", max_length=16)
    temporality: str | None = Field(default=None, max_length=8)
    temporality_rationale: str | None = Field(default=None, sa_column=Column(Text))
    necessity: str | None = Field(default=None, max_length=8)
    necessity_rationale: str | None = Field(default=None, sa_column=Column(Text))
    mechanism: str | None = Field(default=None, max_length=8)
    mechanism_rationale: str | None = Field(default=None, sa_column=Column(Text))
    sufficiency: str | None = Field(default=None, max_length=8)
    sufficiency_rationale: str | None = Field(default=None, sa_column=Column(Text))
    verdict: str = Field(default="open", max_length=16)


class Action(Row, table=True):
    """A corrective action for a root cause, with its strength on the RCA² hierarchy."""

    __tablename__ = "action"
    session_id: str = Field(foreign_key="rca_session.id", index=True, ondelete="CASCADE")
    root_cause_id: str = Field(foreign_key="why_node.id", index=True)
    description: str = Field(sa_column=Column(Text, nullable=False))
    owner_role: str | None = Field(default=None, max_length=80)
    due: date | None = None
    status: str = Field(default="planned", max_length=16, index=True)
    strength: str | None = Field(default=None, max_length=16)
    strength_reason: str | None = Field(default=None, sa_column=Column(Text))
    strength_override: str | None = Field(default=None, max_length=16)
    override_reason: str | None = Field(default=None, sa_column=Column(Text))
    process_measure: str | None = Field(default=None, sa_column=Column(Text))
    process_target: str | None = Field(default=None, max_length=120)
    outcome_measure: str | None = Field(default=None, sa_column=Column(Text))
    outcome_target: str | None = Field(default=None, max_length=120)
    follow_up: date | None = None


class Measurement(Row, table=True):
    __tablename__ = "measurement"
    session_id: str = Field(foreign_key="rca_session.id", index=True, ondelete="CASCADE")
    action_id: str = Field(foreign_key="action.id", index=True, ondelete="CASCADE")
    measure: str = Field(max_length=200)
    value: str = Field(max_length=120)
    measured_on: date


class LearnedRule(Row, table=True):
    """A classification a person confirmed; it teaches the suggester in both processes at once."""

    __tablename__ = "learned_rule"
    __table_args__ = (UniqueConstraint("normalized", "code"),)
    description: str = Field(sa_column=Column(Text, nullable=False))
    normalized: str = Field(max_length=512)
    code: str = Field(max_length=16, index=True)
    reason: str = Field(sa_column=Column(Text, nullable=False))
    confidence: float = Field(default=0.8)
    language: str | None = Field(default=None, max_length=8)
    session_id: str | None = Field(default=None, max_length=16)
    cause_id: str | None = Field(default=None, max_length=16)


class AuditEntry(SQLModel, table=True):
    """One write: who (role or agent), through which face, did what to which row, versions before/after.

    Holds ids and operation names only, never the free text that was written.
    """

    __tablename__ = "audit_entry"
    __table_args__ = (Index("ix_audit_session_at", "session_id", "at"),)
    id: str = Field(primary_key=True, max_length=16)
    at: datetime = Field(default_factory=utcnow)
    session_id: str | None = Field(default=None, max_length=16)
    actor_kind: str = Field(max_length=8)
    actor: str = Field(max_length=64)
    face: str = Field(max_length=8)
    operation: str = Field(max_length=48)
    target_kind: str = Field(max_length=24)
    target_id: str = Field(max_length=16)
    before_version: int | None = None
    after_version: int | None = None
    trace_id: str | None = Field(default=None, max_length=32)
    acting_for: str | None = Field(default=None, max_length=16)  # the signed-in person (usr_…) behind it (0005)


class StoreRevision(SQLModel, table=True):
    """A single counter bumped by every write, so the case list can refresh without re-reading it."""

    __tablename__ = "store_revision"
    id: int = Field(default=1, primary_key=True)
    revision: int = Field(default=0)


class SearchEntry(SQLModel, table=True):
    """One searchable text of a case (its title, problem, a cause, a why answer or an action).

    Written in the same transaction as the row it mirrors (see ``search_index``), so search never
    lags the case. SQLite indexes ``text`` with an FTS5 trigram table and ``grams`` (its index words, for
    two-character terms) with a second FTS5 table; PostgreSQL runs full-text search over ``grams``. Both
    are created by migration 0002.
    """

    __tablename__ = "search_entry"
    id: int | None = Field(default=None, primary_key=True)
    session_id: str = Field(foreign_key="rca_session.id", index=True, ondelete="CASCADE")
    kind: str = Field(max_length=16)
    ref_id: str = Field(max_length=16, unique=True)
    text: str = Field(sa_column=Column(Text, nullable=False))
    grams: str = Field(default="", sa_column=Column(Text, nullable=False))  # domain.search_query.grams_of(text)


class CaseEmbedding(SQLModel, table=True):
    """A case's embedding for semantic re-ranking of similar-case search (migration 0003).

    Derived data, like the search index, but computed lazily at search time (an embedding is a network
    call, which must never hold the write lock): ``revision`` is the case revision the vector was computed
    at, ``digest`` the SHA-256 of the embedded text, so a change that leaves that text alone costs no new
    call. ``vector`` is a JSON array, portable across SQLite and PostgreSQL.
    """

    __tablename__ = "case_embedding"
    session_id: str = Field(primary_key=True, max_length=16, foreign_key="rca_session.id", ondelete="CASCADE")
    model: str = Field(max_length=200)
    revision: int
    digest: str = Field(max_length=64)
    vector: str = Field(sa_column=Column(Text, nullable=False))
    updated_at: datetime = Field(default_factory=utcnow)


class AppUser(Row, table=True):
    """A member of staff who may sign in (migration 0005). Staff identity, never patient data: the e-mail and the
    identity provider's subject are kept so that access can be granted and the audit trail can name who acted;
    case rows and audit entries hold only the ``usr_…`` id."""

    __tablename__ = "app_user"
    email: str = Field(max_length=254, unique=True)  # lower-cased
    subject: str | None = Field(default=None, max_length=255, unique=True)  # OIDC ``sub``, linked at first sign-in
    role: str = Field(max_length=16)
    disabled_at: datetime | None = None
    signed_out_at: datetime | None = None  # (migration 0007: a sign-in issued before it no longer counts)


class CaseMember(Row, table=True):
    """A case's team: who may see it (and, by role, edit it). A case's creator is its first member."""

    __tablename__ = "case_member"
    __table_args__ = (UniqueConstraint("session_id", "user_id"),)
    session_id: str = Field(max_length=16, foreign_key="rca_session.id", index=True, ondelete="CASCADE")
    user_id: str = Field(max_length=16, foreign_key="app_user.id", index=True, ondelete="CASCADE")


class ApiToken(Row, table=True):
    """A personal MCP token: only its SHA-256 digest is kept, so the store never holds a usable token."""

    __tablename__ = "api_token"
    user_id: str = Field(max_length=16, foreign_key="app_user.id", index=True, ondelete="CASCADE")
    digest: str = Field(max_length=64, unique=True)
    revoked_at: datetime | None = None


class MeetingPlan(Row, table=True):
    """The meeting's clock (migration 0006): when it started and each stage's timebox, as JSON {stage: minutes}."""

    __tablename__ = "meeting_plan"
    session_id: str = Field(foreign_key="rca_session.id", unique=True, ondelete="CASCADE", max_length=16)
    started_at: datetime | None = None
    timeboxes: str = Field(default="{}", sa_column=Column(Text, nullable=False))


class Attendee(Row, table=True):
    """Someone at the meeting, by role (and by directory id when a signed-in person adds themselves)."""

    __tablename__ = "attendee"
    session_id: str = Field(foreign_key="rca_session.id", index=True, ondelete="CASCADE", max_length=16)
    role: str = Field(max_length=32)
    user_id: str | None = Field(default=None, max_length=16)


class MeetingNote(Row, table=True):
    """A minute or a decision taken at one stage of the meeting (free text: behind the PHI guard)."""

    __tablename__ = "meeting_note"
    session_id: str = Field(foreign_key="rca_session.id", index=True, ondelete="CASCADE", max_length=16)
    stage: str = Field(max_length=16)
    kind: str = Field(max_length=16)
    text: str = Field(sa_column=Column(Text, nullable=False))


class SignOff(Row, table=True):
    """The facilitator's or the approver's sign-off of a closed analysis; reopening the case voids it."""

    __tablename__ = "sign_off"
    __table_args__ = (UniqueConstraint("session_id", "kind"),)
    session_id: str = Field(foreign_key="rca_session.id", index=True, ondelete="CASCADE", max_length=16)
    kind: str = Field(max_length=16)
    role: str = Field(max_length=32)
    user_id: str | None = Field(default=None, max_length=16)
    signed_at: datetime = Field(default_factory=utcnow)
