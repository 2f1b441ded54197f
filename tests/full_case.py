"""A complete RCA built through the services (the heparin/insulin demo, analysed to the end)."""

from __future__ import annotations

from rootcause.domain.model.actor import Actor
from rootcause.services import actions, causation, causes, demo, problem, why_tree
from rootcause.services.frameworks import Frameworks
from rootcause.store import Store


def build_complete_case(db: Store, fw: Frameworks, human: Actor, bot: Actor, language: str = "en") -> str:
    """Every guidance criterion met except the report itself; returns the session id."""
    case = demo.start_demo_case(db, actor=human, language=language)
    sid = case.id
    problem.set_problem(db, session_id=sid, what="Insulin drawn up for a heparin flush | found at the bedside",
                        actor=human)
    for text, bone, code, who in [
        ("Night nurse covering six patients after a sick call", "PEOPLE", "OI-RM", human),
        ("Pump alarm and call lights interrupted the preparation", "ENVIRONMENT", "PC-AMS", bot),
        ("Heparin and insulin 10 mL vials look alike", "MATERIAL", "PC-TE", human),
        ("Cabinet restock put both vials in adjacent pockets", "EQUIPMENT", "OI-OP", human),
        ("No independent check for high-alert flushes", "METHOD", "US-PIO", human),
    ]:
        causes.add_cause(db, fw, session_id=sid, description=text, category=bone, hfacs_code=code, actor=who)
    one = why_tree.ask_why(db, session_id=sid, answer="The nurse took the vial by its cap colour", actor=human).node
    two = why_tree.ask_why(db, session_id=sid, answer="Both vials had the same cap colour and sat side by side",
                           parent_id=one.id, actor=human).node
    three = why_tree.ask_why(db, session_id=sid, parent_id=two.id, actor=human, answer=(
        "Because the restock map allowed high-alert look-alike vials in adjacent pockets, the wrong vial was "
        "within reach, which increased the likelihood of the mix-up")).node
    why_tree.mark_root_cause(db, session_id=sid, node_id=three.id, rationale="Storage design, fixable", actor=human)
    for node in (one, two, three):
        causation.verify_causation(db, session_id=sid, node_id=node.id, actor=human,
                                   answers={"temporality": "yes", "necessity": {"answer": "yes", "rationale": "r"}})
    actions.add_action(db, fw, session_id=sid, root_cause_id=three.id, actor=human,
                       description="Remove insulin vials from the ward cabinet; pharmacy dispenses patient-specific "
                                   "syringes", owner_role="Pharmacy manager", due="2027-01-31",
                       measure="% insulin doses dispensed patient-specific")
    return sid


TESTED = {"temporality": {"answer": "yes", "rationale": "came first"},
          "necessity": {"answer": "yes", "rationale": "would not have happened"}}


def build_blame_case(db: Store, fw: Frameworks, human: Actor, bot: Actor, language: str = "en") -> tuple[str, str]:
    """The complete demo case, but with the issue's blame chain as its only root cause, its root link tested
    and a strong action on it: everything a form-filler would do."""
    sid = build_complete_case(db, fw, human, bot, language)
    tree = why_tree.get_tree(db, session_id=sid)
    for node in tree.nodes:
        if node.is_root_cause:
            why_tree.mark_root_cause(db, session_id=sid, node_id=node.id, is_root_cause=False, actor=human)
    one = why_tree.ask_why(db, session_id=sid, answer="The nurse was careless", actor=human).node
    two = why_tree.ask_why(db, session_id=sid, parent_id=one.id, actor=human,
                           answer="The nurse made a mistake and did not follow the policy").node
    why_tree.mark_root_cause(db, session_id=sid, node_id=two.id, rationale="the team agreed", actor=human)
    causation.verify_causation(db, session_id=sid, node_id=two.id, answers=TESTED, actor=human)
    actions.add_action(db, fw, session_id=sid, root_cause_id=two.id, actor=human, owner_role="Pharmacy manager",
                       description="Remove insulin vials from the ward cabinet; pharmacy dispenses patient-specific "
                                   "syringes", measure="% doses dispensed patient-specific")
    return sid, two.id
