"""Insights across cases: check the filters, count in SQL, let ``domain/insights`` shape the figures.

Built for a store of thousands of cases: every count is a GROUP BY in the database (plain SQLAlchemy, the same
on SQLite and PostgreSQL: no date functions in SQL; dates are compared in Python), only per-case facts, the
(code, case) pairs and the root-cause texts come back as rows, and the whole answer is cached per store
revision and filters, so a page rerun or a second agent asking the same question costs one counter read.

The date filter applies to each case's *event date* (see ``domain/insights``), which SQL cannot derive from
the free-text "when", so cases are chosen in Python and the queries are limited to them by id, in chunks.
Archived cases count by default: they are the history that recurrence is about.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Sequence
from datetime import date
from typing import Any

from sqlalchemy import and_, case, func, literal, or_
from sqlalchemy import select as sa_select
from sqlmodel import col, select

from rootcause.domain.model.insights import InsightFilters, InsightsView
from rootcause.domain.model.severity import parse_severity
from rootcause.domain.model.validation import limit_of, optional_date
from rootcause.domain.search import insights as figures
from rootcause.domain.search.insights import CaseFacts
from rootcause.errors import InvalidInput
from rootcause.services import text
from rootcause.services.frameworks import Frameworks
from rootcause.store import Store, Tx
from rootcause.store.tables import Action, Cause, ProblemStatement, RcaSession, WhyNode

__all__ = ["MAX_WINDOW_DAYS", "MIN_CASES_RANGE", "get_insights", "insight_filters", "insights_for"]

MIN_CASES_RANGE = (2, 1000)
MAX_WINDOW_DAYS = 3650  # ten years: a longer "window" is no window
CHUNK = 2000  # ids per IN (...) list: far below every driver's parameter limit
Scope = Sequence[str] | None  # None: every case in the store


def _bad(field: str, en: str, zh: str, hint_en: str = "", hint_zh: str = "") -> InvalidInput:
    return InvalidInput(field=field, en=f"{field}: {en}", zh=f"{field}：{zh}", hint_en=hint_en, hint_zh=hint_zh)


def _whole(field: str, value: object, default: int, low: int, high: int, en: str, zh: str) -> int:
    if value is None:
        return default
    if isinstance(value, str) and value.strip().isdigit():
        value = int(value.strip())
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise _bad(field, f"must be a whole number from {low} to {high} ({en}).",
                   f"必須是 {low} 到 {high} 的整數（{zh}）。")
    return value


def insight_filters(
    *, date_from: object = None, date_to: object = None, severity: object = None, event_type: object = None,
    include_archived: object = None, min_cases: object = None, window_days: object = None,
) -> InsightFilters:
    """Validated filters; every bad value is an InvalidInput that names its field, in both languages."""
    start, end = optional_date("date_from", date_from), optional_date("date_to", date_to)
    if start and end and start > end:
        raise _bad("date_from", f"{start} is after date_to {end}.", f"{start} 晚於 date_to {end}。",
                   "Swap the two dates, or leave one empty.", "請交換兩個日期，或留空其中一個。")
    if include_archived is not None and not isinstance(include_archived, bool):
        raise _bad("include_archived", "must be true or false.", "必須是 true 或 false。")
    return InsightFilters(
        date_from=start, date_to=end, severity=parse_severity(severity),
        event_type=text.optional("event_type", event_type, max_len=limit_of("event_type")),
        include_archived=True if include_archived is None else include_archived,
        min_cases=_whole("min_cases", min_cases, figures.DEFAULT_MIN_CASES, *MIN_CASES_RANGE,
                         "a pattern needs at least two cases", "至少兩個案例才算重複"),
        window_days=_whole("window_days", window_days, figures.DEFAULT_WINDOW_DAYS, 1, MAX_WINDOW_DAYS,
                           "days, at most ten years", "天數，最多十年"),
    )


def get_insights(
    db: Store, fw: Frameworks, *, date_from: object = None, date_to: object = None, severity: object = None,
    event_type: object = None, include_archived: object = None, min_cases: object = None,
    window_days: object = None, today: date | None = None,
) -> InsightsView:
    """Cross-case figures for the cases the filters choose (see :func:`insight_filters`)."""
    filters = insight_filters(date_from=date_from, date_to=date_to, severity=severity, event_type=event_type,
                              include_archived=include_archived, min_cases=min_cases, window_days=window_days)
    return insights_for(db, fw, filters, today=today)


def insights_for(db: Store, fw: Frameworks, filters: InsightFilters, *, today: date | None = None) -> InsightsView:
    """The figures for already validated filters; cached until the store changes (any write anywhere)."""
    day = today or date.today()
    key = ("insights", filters, day, id(fw.config))
    with db.read() as tx:
        revision = tx.store_revision()
        if isinstance(hit := db.views.get(key, revision), InsightsView):
            return hit
        view = _compute(tx, fw, filters, day)
    db.views.put(key, revision, view)
    return view


def _compute(tx: Tx, fw: Frameworks, filters: InsightFilters, day: date) -> InsightsView:
    """Choose the cases in Python (their event dates are parsed there), then count only theirs in SQL."""
    every = [_facts(row) for row in tx.all(  # eight columns: SQLAlchemy's select (SQLModel's types stop at four)
        sa_select(col(RcaSession.id), col(RcaSession.title), col(RcaSession.event_type), col(RcaSession.status),
                  col(ProblemStatement.severity), col(ProblemStatement.when), col(RcaSession.created_at),
                  col(RcaSession.completed_at))
        .join(ProblemStatement, col(ProblemStatement.session_id) == RcaSession.id, isouter=True))]
    chosen = {c.id: c for c in every if figures.in_scope(c, filters)}
    ids = sorted(chosen)
    scopes: list[Scope] = [ids[i : i + CHUNK] for i in range(0, len(ids), CHUNK)]
    if ids and len(ids) == len(every):
        scopes = [None]  # every case: no id list at all
    config = fw.config
    level_of = {c.code: c.level for c in config.categories()}
    levels = [lv.code for lv in config.levels()]
    standard = [c.code for c in config.fishbone_categories()]
    tally = _CauseTally(standard)
    action_rows: list[Any] = []
    overdue_by_case: dict[str, int] = {}
    roots: list[Any] = []
    for scope in scopes:
        tally.add(_cause_rows(tx, scope))
        action_rows += _action_rows(tx, scope, day)
        overdue_by_case |= {sid: int(n) for sid, n in _overdue_rows(tx, scope, day)}
        roots += _root_rows(tx, scope)
    # PostgreSQL reads each statement at its own moment: a case opened meanwhile is not in ``chosen``.
    roots = sorted((r for r in roots if r[0] in chosen), key=lambda r: (chosen[r[0]].event_at, r[0], r[1]))
    return InsightsView(
        filters=filters, cases=len(chosen), completed=sum(1 for c in chosen.values() if c.completed_at),
        event_types=_event_types(every),
        hfacs=figures.hfacs_mix(tally.code_rows(), {code: len(s) for code, s in tally.code_cases.items()},
                                level_of, levels),
        categories=figures.category_mix(tally.bone_rows(), standard),
        actions=figures.action_mix(action_rows, overdue_by_case, chosen),
        time_to_rca=figures.time_to_rca(chosen.values()),
        recurrence=figures.recurrence(filters=filters, cases=chosen, code_cases=tally.code_cases, level_of=level_of,
                                      roots=[(sid, text) for sid, _, text in roots]),
    )


def _facts(row: Any) -> CaseFacts:
    sid, title, event_type, status, severity, when, created_at, completed_at = row
    return figures.case_facts(id=sid, title=title, event_type=event_type, status=status, severity=severity,
                              when=when, created_at=created_at, completed_at=completed_at)


def _event_types(cases: Sequence[CaseFacts]) -> list[str]:
    """Every event type in the store (the filter's choices), one spelling per type: the one most cases use,
    and on a tie the one that sorts first, so the choice never depends on the order rows come back in."""
    spellings: dict[str, Counter[str]] = {}
    for c in cases:
        if c.event_type:
            spellings.setdefault(c.event_type.casefold(), Counter())[c.event_type] += 1
    chosen = [min(counts, key=lambda spelling: (-counts[spelling], spelling)) for counts in spellings.values()]
    return sorted(chosen, key=str.casefold)


def _in(stmt: Any, column: Any, scope: Scope) -> Any:
    return stmt if scope is None else stmt.where(col(column).in_(scope))


def _cause_rows(tx: Tx, scope: Scope) -> Sequence[Any]:
    """Per case, its causes' ``code:state`` list and bone list: one pass over the cause table.

    Grouping by case (rather than by code, then again by bone) reads the table once, in the order of its
    case index, and returns one row per case. Deleted causes are left out inside the aggregates, not in
    WHERE: a WHERE on ``deleted_at`` makes SQLite walk that index and sort every row for the GROUP BY.
    """
    live = col(Cause.deleted_at).is_(None)
    coded = case((live, Cause.hfacs_code + literal(":") + Cause.hfacs_state))  # NULL: deleted or uncoded, skipped
    bone = case((live, func.coalesce(Cause.category, literal("none"))))
    stmt = (select(Cause.session_id, func.aggregate_strings(coded, ","), func.aggregate_strings(bone, ","))
            .group_by(Cause.session_id))
    return tx.all(_in(stmt, Cause.session_id, scope))


class _CauseTally:
    """Sums the per-case lists of :func:`_cause_rows` into the counts the figures take.

    Items are gathered in flat lists and counted once (``Counter`` over a list runs in C); only the
    (code, case) pairs need a Python step, since a pattern's window needs each code's cases. A case's own
    bones are summed as ``custom`` and unsorted causes are ``none``.
    """

    def __init__(self, standard: Sequence[str]) -> None:
        self._standard = frozenset(standard)
        self._items: list[str] = []  # "code:state", one per coded cause
        self._bones: list[str] = []  # one per cause
        self._case_bones: list[str] = []  # one per (case, bone)
        self.code_cases: defaultdict[str, set[str]] = defaultdict(set)
        self._code_of: dict[str, str] = {}

    def add(self, rows: Sequence[Any]) -> None:
        code_of, code_cases = self._code_of, self.code_cases
        for sid, coded, bones in rows:
            if coded:
                items = coded.split(",")
                self._items += items
                for item in set(items):
                    code = code_of.get(item) or code_of.setdefault(item, item.partition(":")[0])
                    code_cases[code].add(sid)
            if bones:
                found = bones.split(",")
                self._bones += found
                self._case_bones += {self._bucket(bone) for bone in set(found)}

    def _bucket(self, bone: str) -> str:
        return bone if bone in self._standard or bone == "none" else "custom"

    def code_rows(self) -> list[tuple[str, str, int]]:
        return [(code, state, n) for item, n in Counter(self._items).items()
                for code, _, state in [item.partition(":")]]

    def bone_rows(self) -> list[tuple[str, int, int]]:
        causes: Counter[str] = Counter()
        for bone, n in Counter(self._bones).items():
            causes[self._bucket(bone)] += n
        cases = Counter(self._case_bones)
        return [(bone, n, cases[bone]) for bone, n in causes.items()]


def _overdue(day: date) -> Any:
    return and_(col(Action.due).is_not(None), col(Action.due) < day, col(Action.status).not_in(figures.CLOSED))


def _action_rows(tx: Tx, scope: Scope, day: date) -> Sequence[Any]:
    """(effective strength, actions, overdue, without a measure)."""
    strength = func.coalesce(Action.strength_override, Action.strength)
    bare = and_(or_(col(Action.process_measure).is_(None), col(Action.process_measure) == ""),
                or_(col(Action.outcome_measure).is_(None), col(Action.outcome_measure) == ""))
    stmt = (select(strength, func.count(), func.sum(case((_overdue(day), 1), else_=0)),
                   func.sum(case((bare, 1), else_=0)))
            .group_by(strength))
    return tx.all(_in(stmt, Action.session_id, scope))


def _overdue_rows(tx: Tx, scope: Scope, day: date) -> Sequence[Any]:
    stmt = select(Action.session_id, func.count()).where(_overdue(day)).group_by(Action.session_id)
    return tx.all(_in(stmt, Action.session_id, scope))


def _root_rows(tx: Tx, scope: Scope) -> Sequence[Any]:
    """(case, node id, text) of every why node marked as a root cause."""
    stmt = select(WhyNode.session_id, WhyNode.id, WhyNode.text).where(col(WhyNode.is_root_cause).is_(True))
    return tx.all(_in(stmt, WhyNode.session_id, scope))
