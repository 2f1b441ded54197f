"""The store's half of per-case access: a person's reads see only their cases, and their writes need the role.

The rules are ``domain.model.access``; this module applies them where no service can forget them. Every ORM
SELECT a person's session runs gets "only cases on this person's teams" added to every case table it touches
(SQLAlchemy's ``with_loader_criteria``), so a list, a search, an insight, an export or a resource read through any
service sees the same cases. A case outside the person's teams is simply not there: NotFound, never Forbidden,
so that its existence is not revealed. Writes are checked per case by :class:`WriteGate` inside the transaction.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import event, or_
from sqlalchemy.orm import ORMExecuteState, with_loader_criteria
from sqlmodel import Session as DbSession
from sqlmodel import col, select

from rootcause.domain.model.access import Principal, may_create_case, may_edit, may_manage_team, may_manage_users
from rootcause.domain.model.ids import new_id
from rootcause.errors import Forbidden, NotFound
from rootcause.store import tables as t

# Tables whose rows belong to one case (a ``session_id`` column), besides the case row itself.
CASE_TABLES: tuple[type[Any], ...] = (
    t.ProblemStatement, t.TimelineEvent, t.Category, t.Cause, t.WhyNode, t.CausationCheck, t.Action,
    t.Measurement, t.SearchEntry, t.CaseEmbedding, t.AuditEntry, t.MeetingPlan, t.Attendee, t.MeetingNote,
    t.SignOff,
)
# Tables with a session_id column that are not filtered by case, and why (a test holds this list honest).
UNSCOPED: dict[str, str] = {
    "case_member": "the team table itself: the filter reads it, and team services check may_read explicitly",
}
# Rows that may belong to a case or to nobody: a person sees those of their cases and the shared ones. A learned
# rule keeps the text of the cause it was learned from, and suggestion reasons quote it, so a rule learned on
# another team's case must not reach this person; rules imported from the reviewed YAML file belong to no case.
SHARED_OR_CASE_TABLES: tuple[type[Any], ...] = (t.LearnedRule,)
# Tables of the staff directory: written only by whoever may manage users.
DIRECTORY_TABLES = frozenset({"app_user", "api_token"})
CREATING_OPERATIONS = frozenset({"create_session", "import_case"})


def visible_cases(user_id: str) -> Any:
    """The ids of the cases on this person's teams (a subquery)."""
    return select(col(t.CaseMember.session_id)).where(col(t.CaseMember.user_id) == user_id)


def scope_reads(db: DbSession, who: Principal) -> None:
    """Limit every ORM SELECT of ``db`` to the cases ``who`` may read (nothing to do for the operator)."""
    if who.is_operator:
        return
    assert who.user_id is not None
    user_id = who.user_id

    @event.listens_for(db, "do_orm_execute")
    def _only_their_cases(state: ORMExecuteState) -> None:
        if not state.is_select:
            return
        visible = visible_cases(user_id)
        state.statement = state.statement.options(
            with_loader_criteria(t.RcaSession, col(t.RcaSession.id).in_(visible), include_aliases=True),
            *(with_loader_criteria(model, col(model.session_id).in_(visible), include_aliases=True)
              for model in CASE_TABLES),
            *(with_loader_criteria(model, or_(col(model.session_id).in_(visible), col(model.session_id).is_(None)),
                                   include_aliases=True) for model in SHARED_OR_CASE_TABLES),
        )


class WriteGate:
    """Checks one transaction's writes against the person's role and teams (membership read once per case)."""

    def __init__(self, db: DbSession, who: Principal) -> None:
        self.db = db
        self.who = who
        self._member: dict[str, bool] = {}

    def is_member(self, session_id: str) -> bool:
        if self.who.is_operator:
            return True
        if session_id not in self._member:
            found = self.db.exec(select(t.CaseMember).where(
                col(t.CaseMember.session_id) == session_id, col(t.CaseMember.user_id) == self.who.user_id)).first()
            self._member[session_id] = found is not None
        return self._member[session_id]

    def check(self, session_id: str | None, table: str, operation: str) -> None:
        """Raise NotFound (a case the person cannot see) or Forbidden (their role) before the write."""
        if self.who.is_operator:
            return
        if table in DIRECTORY_TABLES or (table == "case_member" and session_id is None):
            if not may_manage_users(self.who):
                raise Forbidden(field=None, action_en="manage users and tokens", action_zh="管理使用者與權杖")
            return
        if session_id is None:  # a store-wide write (learned rules): an administrator's
            if not may_manage_users(self.who):
                raise Forbidden(field=None, action_en="change the shared classification rules",
                                action_zh="修改共用的分類規則")
            return
        if table == "rca_session" and operation in CREATING_OPERATIONS:
            if not may_create_case(self.who):
                raise Forbidden(field="session_id", action_en="open a new case", action_zh="開立新案例")
            return
        member = self.is_member(session_id)
        if table == "case_member":
            allowed = may_manage_team(self.who, member=member)
            doing_en, doing_zh = "change this case's team", "變更本案的團隊"
        else:
            allowed = may_edit(self.who, member=member)
            doing_en, doing_zh = "edit this case", "編輯本案"
        if not member and not allowed:
            raise NotFound(field="session_id", kind="session", ident=session_id)
        if not allowed:
            raise Forbidden(field="session_id", action_en=doing_en, action_zh=doing_zh)

    def join_new_case(self, session_id: str) -> None:
        """Whoever opens a case is on its team from the start (in the same transaction)."""
        if self.who.is_operator or self.who.user_id is None:
            return
        self.db.add(t.CaseMember(id=new_id("member"), session_id=session_id, user_id=self.who.user_id,
                                 actor_kind="human", actor=self.who.user_id))
        self._member[session_id] = True
