"""The table rows a validated case document becomes: fresh ids, references rewired, each part's maker kept.

Pure apart from the id generator: building the rows needs no store, so an import builds and checks them all
before it takes the write lock (``case_io.import_case``).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from rootcause.domain.model.causation import CRITERIA
from rootcause.domain.model.document import CaseDocument, DocCheck, DocCriterion, DocMeasurement, DocWhy
from rootcause.domain.model.fishbone import STANDARD_BONES
from rootcause.domain.model.ids import new_id
from rootcause.domain.model.timeline import parse_event_time
from rootcause.services import views
from rootcause.services.categories import bone_code
from rootcause.services.frameworks import Frameworks
from rootcause.store.tables import (
    Action,
    Category,
    CausationCheck,
    Cause,
    Measurement,
    ProblemStatement,
    RcaSession,
    Row,
    TimelineEvent,
    WhyNode,
    utcnow,
)

# The action columns a document carries as they are (its id, root cause and measurements are rewired).
ACTION_FIELDS = ("description", "owner_role", "due", "status", "strength", "strength_reason", "strength_override",
                 "override_reason", "process_measure", "process_target", "outcome_measure", "outcome_target",
                 "follow_up")


def rows_of(doc: CaseDocument, fw: Frameworks, sid: str) -> Iterator[Row]:
    """Every row of the new case ``sid``, each after the rows it names (the session first, parents first)."""
    ids: dict[str, str] = {}

    def fresh(kind: str, old: str) -> str:
        ids[old] = new_id(kind)
        return ids[old]

    def ref(old: str | None) -> str | None:
        """The new id of a part the document names; nothing when it names none (never the entry of an empty id)."""
        return ids[old] if old else None

    s = doc.session
    yield RcaSession(id=sid, title=s.title, event_type=s.event_type, framework=s.framework, language=s.language,
                     status="open" if s.status == "complete" else s.status, summary=s.summary,
                     archived_at=utcnow() if s.status == "archived" else None,  # (archived here, now: out of search)
                     reopen_reason=s.reopen_reason, actor_kind=s.actor_kind, actor=s.actor, created_at=s.created_at)
    yield ProblemStatement(id=new_id("problem"), session_id=sid, **doc.problem.model_dump())
    for seq, e in enumerate(doc.timeline, start=1):
        t = parse_event_time(e.when)
        yield TimelineEvent(id=fresh("timeline_event", e.id), session_id=sid, when_text=t.text, time_kind=t.kind,
                            minutes=t.minutes, description=e.description, source=e.source, seq=seq, **_maker(e))
    bones = {code: code for code in STANDARD_BONES}  # a document's bone code -> the code made here
    for c in doc.categories:  # (made again from the checked name, as the app makes it: a code holds nothing else)
        bones[c.code] = bone_code(c.name, set(bones.values()))
        yield Category(id=new_id("category"), session_id=sid, code=bones[c.code], name=c.name, **_maker(c))
    for cause in doc.causes:
        data = cause.model_dump(exclude={"id", "actor_kind", "actor", "created_at"})
        data["category"] = bones.get(cause.category or "") if cause.category else None
        data["hfacs_code"] = fw.config.canonical_code(cause.hfacs_code) if cause.hfacs_code else None
        if data["hfacs_state"] == "confirmed" and not cause.hfacs_confirmed_by:
            data["hfacs_state"] = "suggested"  # (a code no one is on record as confirming is a suggestion still)
        yield Cause(id=fresh("cause", cause.id), session_id=sid, **data, **_maker(cause))
    for n in parents_first(doc.why_nodes):
        yield WhyNode(id=fresh("why_node", n.id), session_id=sid, parent_id=ref(n.parent_id),
                      cause_id=ref(n.cause_id), text=n.text, evidence=n.evidence,
                      is_root_cause=n.is_root_cause, root_cause_rationale=n.root_cause_rationale,
                      position=n.position, **_maker(n))
    for k in doc.causation_checks:
        check = CausationCheck(id=new_id("causation_check"), session_id=sid, node_id=ref(k.node_id),
                               cause_id=ref(k.cause_id), level=k.level, verdict=k.verdict,
                               **_criteria(k), **_maker(k))
        check.verdict = views.check_result(check).verdict  # judged from its answers, whatever the file claims
        yield check
    for a in doc.actions:
        action_id = fresh("action", a.id)
        rating = fw.classify_action(a.description, s.language)  # (rated here, as rc_add_action rates: not trusted)
        yield Action(id=action_id, session_id=sid, root_cause_id=ids[a.root_cause_id],
                     **a.model_dump(include=set(ACTION_FIELDS)) | {"strength": rating.strength,
                                                                  "strength_reason": rating.reason}, **_maker(a))
        for m in a.measurements:
            yield _measurement(m, sid, action_id)


def parents_first(nodes: list[DocWhy]) -> list[DocWhy]:
    """Why nodes ordered so a parent is written before its children (the table checks the reference)."""
    by_id = {n.id: n for n in nodes}
    placed: set[str] = set()
    order: list[DocWhy] = []
    for node in nodes:  # (iterative: a deep chain must not hit the recursion limit)
        pending = []
        current = node
        while current.id not in placed:
            pending.append(current)
            if not current.parent_id:
                break
            current = by_id[current.parent_id]
        for item in reversed(pending):
            placed.add(item.id)
            order.append(item)
    return order


def _maker(part: Any) -> dict[str, Any]:
    return {"actor_kind": part.actor_kind, "actor": part.actor, "created_at": part.created_at,
            "updated_at": part.created_at}


def _criteria(check: DocCheck) -> dict[str, Any]:
    """The check's answers as the table's columns (``temporality``, ``temporality_rationale``, …)."""
    out: dict[str, Any] = {}
    for name in CRITERIA:
        given = check.criteria.get(name) or DocCriterion()
        out[name], out[f"{name}_rationale"] = given.answer, given.rationale
    return out


def _measurement(m: DocMeasurement, sid: str, action_id: str) -> Measurement:
    return Measurement(id=new_id("measurement"), session_id=sid, action_id=action_id, measure=m.measure,
                       value=m.value, measured_on=m.measured_on, **_maker(m))
