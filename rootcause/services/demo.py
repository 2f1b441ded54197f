"""The demonstration case, so a newcomer sees a populated app (and a realistic RCA) at once."""

from __future__ import annotations

from importlib import resources
from typing import Any

import yaml

from rootcause.domain.model.actor import Actor
from rootcause.domain.model.case import SessionSummary
from rootcause.services import problem, sessions, timeline
from rootcause.store import Store

DEMO_FILE = "heparin_insulin.yaml"


def _demo_data() -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load(resources.files("rootcause").joinpath("demo", DEMO_FILE)
                                          .read_text(encoding="utf-8"))
    return data


def load_demo_case(db: Store, *, actor: Actor, language: str = "en") -> SessionSummary:
    """Create the demo case in ``language`` (en | zh-TW) through the ordinary services."""
    lang = "zh-TW" if language == "zh-TW" else "en"
    data = _demo_data()
    case = sessions.create_session(db, title=data["title"][lang], event_type=data["event_type"],
                                   severity=data["severity"], framework=data["framework"], language=lang,
                                   actor=actor)
    prob = data["problem"]
    problem.set_problem(db, session_id=case.id, actor=actor, what=prob["what"][lang], where=prob["where"][lang],
                        when=prob["when"], impact=prob["impact"][lang], detection=prob["detection"][lang])
    for event in data["timeline"]:
        timeline.add_timeline_event(db, session_id=case.id, when=event["when"], description=event[lang],
                                    source=event["source"][lang], actor=actor)
    return case
