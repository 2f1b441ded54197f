"""The demonstration case, so a newcomer sees a populated app and what a finished RCA looks like at once.

The case is built through the ordinary services from ``demo/heparin_insulin.yaml``, in either language: the
problem, the timeline, six causes on six bones with confirmed HFACS codes, a why tree that reaches two system
root causes with a blame branch the team tested and rejected, every link checked, actions across the hierarchy
with owners, dates and measures, the summary, and the meeting record (attendees by role, minutes and decisions).
It then passes the same completion gate as any case, is closed, and is signed off by its facilitator and an
approver, so the report shows a signed-off analysis.
"""

from __future__ import annotations

from datetime import date, timedelta
from importlib import resources
from typing import Any

import yaml

from rootcause.domain.model.actor import Actor
from rootcause.domain.model.case import SessionSummary
from rootcause.services import actions, causation, causes, closing, meeting, problem, sessions, timeline, why_tree
from rootcause.services.frameworks import Frameworks
from rootcause.store import Store

DEMO_FILE = "heparin_insulin.yaml"


def _demo_data() -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load(resources.files("rootcause").joinpath("demo", DEMO_FILE)
                                          .read_text(encoding="utf-8"))
    return data


def load_demo_case(db: Store, fw: Frameworks, *, actor: Actor, language: str = "en",
                   today: date | None = None) -> SessionSummary:
    """Create the complete demo case in ``language`` (en | zh-TW) and close it; returns the closed case."""
    lang = "zh-TW" if language == "zh-TW" else "en"
    data = _demo_data()
    case = _start(db, data, actor, lang)
    _analyse(db, fw, case.id, data, lang, actor, today or date.today())
    current = sessions.get_case(db, session_id=case.id).session
    sessions.set_summary(db, session_id=case.id, summary=data["summary"][lang], version=current.version, actor=actor)
    record = data["meeting"]
    for role in record["attendees"]:
        meeting.add_attendee(db, session_id=case.id, role=role, actor=actor)
    for note in record["notes"]:
        meeting.add_note(db, session_id=case.id, stage=note["stage"], kind=note["kind"], note=note[lang], actor=actor)
    closing.close_case(db, session_id=case.id, actor=actor, lang=lang)
    for kind, role in record["sign_offs"]:
        meeting.sign_off(db, session_id=case.id, kind=kind, role=role, actor=actor)
    return sessions.get_case(db, session_id=case.id).session


def start_demo_case(db: Store, *, actor: Actor, language: str = "en") -> SessionSummary:
    """Only the start of the demo (the case, its problem and its timeline), open for an analysis to be built on."""
    return _start(db, _demo_data(), actor, "zh-TW" if language == "zh-TW" else "en")


def _start(db: Store, data: dict[str, Any], actor: Actor, lang: str) -> SessionSummary:
    case = sessions.create_session(db, title=data["title"][lang], event_type=data["event_type"][lang],
                                   severity=data["severity"], framework=data["framework"], language=lang,
                                   actor=actor)
    prob = data["problem"]
    problem.set_problem(db, session_id=case.id, actor=actor, what=prob["what"][lang], where=prob["where"][lang],
                        when=prob["when"], impact=prob["impact"][lang], detection=prob["detection"][lang])
    for event in data["timeline"]:
        timeline.add_timeline_event(db, session_id=case.id, when=event["when"], description=event[lang],
                                    source=event["source"][lang], actor=actor)
    return sessions.get_case(db, session_id=case.id).session


def _analyse(db: Store, fw: Frameworks, sid: str, data: dict[str, Any], lang: str, actor: Actor, today: date) -> None:
    """Causes, whys, checks and actions, each naming the part it belongs to by its key in the file."""
    made: dict[str, tuple[str, str]] = {}  # key -> ("cause" | "node", id)
    for item in data["causes"]:
        cause = causes.add_cause(db, fw, session_id=sid, description=item[lang], category=item["bone"],
                                 hfacs_code=item["hfacs"], actor=actor).cause
        made[item["key"]] = ("cause", cause.id)
    for item in data["whys"]:
        kind, parent = made[item["under"]]
        under = {"cause_id": parent} if kind == "cause" else {"parent_id": parent}
        node = why_tree.ask_why(db, session_id=sid, answer=item[lang], actor=actor, **under).node
        made[item["key"]] = ("node", node.id)
        if item.get("root"):
            why_tree.mark_root_cause(db, session_id=sid, node_id=node.id, rationale=item["rationale"][lang],
                                     actor=actor)
    for item in data["checks"]:
        kind, ident = made[item["link"]]
        answers = {name: {"answer": item[name]["answer"], "rationale": item[name][lang]}
                   for name in ("temporality", "necessity")}
        causation.verify_causation(db, session_id=sid, actor=actor, answers=answers,
                                   cause_id=ident if kind == "cause" else None,
                                   node_id=ident if kind == "node" else None)
    for item in data["actions"]:
        actions.add_action(db, fw, session_id=sid, root_cause_id=made[item["for"]][1], description=item[lang],
                           owner_role=item["owner"][lang], measure=item["measure"][lang], actor=actor,
                           due=(today + timedelta(days=item["due_in_days"])).isoformat(),
                           follow_up=(today + timedelta(days=item["follow_up_in_days"])).isoformat())
