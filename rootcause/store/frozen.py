"""What a closed case still accepts: the store refuses every other write to it, whichever face or path asks.

Closing an RCA freezes the analysis the committee signs off (problem, timeline, causes, whys, checks,
actions as planned, the summary). What happens after the meeting goes on: an action's status and follow-up
date change and its measurements are recorded, the team that follows the actions up changes, and the case itself
can be reopened (with a reason), archived and restored. The rule sits in the store so that no service, import or
future path can forget it.
"""

from __future__ import annotations

from collections.abc import Iterable

# Operations on the case row itself that a closed case allows.
# (An import builds a whole new case, closed or not, in one transaction: its rows are the case's creation.)
CASE_OPERATIONS = frozenset({"close_case", "reopen_case", "archive_session", "restore_session", "import_case"})
# Rows a closed case may still gain: the measurements of its actions' effect, the sign-offs of the closed
# analysis (signing is only for a closed case; reopening voids them), and its team: who may see it is not part of
# the analysis, and a closed case brought in by import, the demo or an agent has no team until one is given (audit 29).
FOLLOW_UP_TABLES = frozenset({"measurement", "sign_off", "case_member"})
# Columns of an action a closed case may still change: where its implementation stands.
FOLLOW_UP_ACTION_FIELDS = frozenset({"status", "follow_up"})


def is_closed(status: str | None) -> bool:
    """A case whose analysis is closed now (what a sign-off needs)."""
    return status == "complete"


def is_frozen(status: str | None, completed_at: object) -> bool:
    """A case whose analysis no write may change: closed, or archived after it was closed (its completion time
    stays until a reopen clears it), so archiving a signed-off case never lifts the freeze."""
    return is_closed(status) or (status == "archived" and completed_at is not None)


def allowed_when_closed(table: str, operation: str, changed: Iterable[str] = ()) -> bool:
    """True when a write of ``operation`` to ``table`` (changing ``changed``) may touch a closed case."""
    if operation in CASE_OPERATIONS:
        return True
    if table in FOLLOW_UP_TABLES:
        return True
    return table == "action" and bool(set(changed)) and set(changed) <= FOLLOW_UP_ACTION_FIELDS
