"""The problem statement: what happened, where, when, the impact, how it was found, SAC severity."""

from __future__ import annotations

from sqlmodel import select

from rootcause.domain.model.actor import Actor
from rootcause.domain.model.case import ProblemView
from rootcause.domain.model.severity import parse_severity
from rootcause.domain.model.validation import limit_of, require_version
from rootcause.services import causation, text, views
from rootcause.store import Store
from rootcause.store.tables import ProblemStatement

_FIELDS = ("where", "when", "impact", "detection")


def set_problem(
    db: Store, *, session_id: str, actor: Actor, what: str, where: str | None = None, when: str | None = None,
    impact: str | None = None, detection: str | None = None, severity: int | str | None = None,
    version: int | None = None,
) -> ProblemView:
    """Write the problem statement.

    ``None`` leaves a field as it is (an agent may send only ``what``); an empty string clears it
    (a form sends every box). With ``version`` the write fails as StaleVersion if anyone changed the
    problem since that version was read; without it the call applies to the current version.
    """
    changes: dict[str, object] = {"what": text.required("what", what)}
    for name, value in zip(_FIELDS, (where, when, impact, detection), strict=True):
        if value is not None:
            changes[name] = text.optional(name, value, max_len=limit_of(f"problem.{name}"))
    if severity is not None:
        changes["severity"] = parse_severity(severity)
    read = require_version("version", version) if version is not None else None
    with db.transaction(actor) as tx:
        case = tx.session(session_id)
        row = tx.db.exec(select(ProblemStatement).where(ProblemStatement.session_id == case.id)).one()
        said = row.what
        updated = tx.update(ProblemStatement, row.id, read if read is not None else row.version, changes,
                            kind="problem", field="session_id", session_id=case.id, operation="set_problem")
        view = views.problem(updated, case.language)  # (read before the voids below write other rows)
        if " ".join((view.what or "").split()) != " ".join((said or "").split()):
            # The problem is the effect of every top link (each cause, and each why under no cause): a check of one
            # tested a claim about the old event, so it goes back to open (audit 28), as a rewritten why's does.
            tops, live = causation.links_from_the_problem(tx, case.id)
            causation.void_checks(tx, case.id, node_ids=tops, cause_ids=live)
        return view


def get_problem(db: Store, *, session_id: str) -> ProblemView:
    with db.read() as tx:
        case = tx.session(session_id)
        row = tx.db.exec(select(ProblemStatement).where(ProblemStatement.session_id == case.id)).one()
        return views.problem(row, case.language)
