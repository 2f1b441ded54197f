"""A page never silently overwrites a change someone else saved after it was drawn (found by the session-24 audit:
the Actions forms, the root-cause rationale, the meeting's timeboxes and the move buttons sent the version read
again in the run that handled the press, so the version check always passed).

Each test opens the page, lets another actor save, then acts on the page as it was drawn: the press is refused
naming the change, nothing is overwritten, and a change to another part of the same row does not block the save.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from rootcause.domain.model.actor import Actor, human
from rootcause.domain.model.case import SessionSummary
from rootcause.services import actions, categories, causes, meeting, problem, sessions, why_tree
from rootcause.services.frameworks import Frameworks
from rootcause.store import Store
from rootcause.ui.i18n import text_in

if TYPE_CHECKING:
    from app_driver import Driver

ROOT_TEXT = "The restock map allowed look-alike high-alert vials in adjacent pockets"
STALE = {"en": "changed by someone else", "zh-TW": "已被他人修改"}


def _case(db: Store, actor: Actor, lang: str = "en") -> SessionSummary:
    made = sessions.create_session(db, title="Heparin flush event", actor=actor, language=lang)
    problem.set_problem(db, session_id=made.id, what="Insulin drawn up instead of heparin", actor=actor)
    return made


def _root(db: Store, case: SessionSummary, actor: Actor) -> str:
    node = why_tree.ask_why(db, session_id=case.id, answer=ROOT_TEXT, actor=actor).node
    why_tree.mark_root_cause(db, session_id=case.id, node_id=node.id, rationale="Storage design", actor=actor)
    return node.id


def _open(app: Driver, page: str, case: SessionSummary, lang: str = "en") -> Driver:
    return app.run().type("rc_lang", lang).run().open(page, case=case.id)


def _refused(app: Driver, lang: str = "en") -> bool:
    return any(STALE[lang] in error for error in app.errors())


def _action(db: Store, fw: Frameworks, case: SessionSummary, actor: Actor) -> str:
    root = _root(db, case, actor)
    return actions.add_action(db, fw, session_id=case.id, root_cause_id=root, actor=actor,
                              description="Remove insulin vials from ward stock").action.id


def _action_changed_after_opening(app: Driver, db: Store, fw: Frameworks, facilitator: Actor, bot: Actor,
                                  lang: str = "en", **changes: str) -> tuple[SessionSummary, str]:
    """A case with one action, its Actions page opened, then the agent saves ``changes`` to the action."""
    case = _case(db, facilitator, lang)
    action_id = _action(db, fw, case, facilitator)
    _open(app, "pages/actions.py", case, lang)
    read = actions.list_actions(db, session_id=case.id)[0]
    actions.update_action(db, fw, session_id=case.id, action_id=action_id, version=read.version, actor=bot, **changes)
    return case, action_id


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_a_status_saved_after_someone_elses_is_refused_and_theirs_kept(app: Driver, db: Store, fw: Frameworks,
                                                                      facilitator: Actor, bot: Actor,
                                                                      lang: str) -> None:
    case, action_id = _action_changed_after_opening(app, db, fw, facilitator, bot, lang, status="done")
    app.type(f"act:{case.id}:{action_id}:status", "in_progress").click(text_in(lang, "actions.save_status"))
    assert _refused(app, lang)
    assert actions.list_actions(db, session_id=case.id)[0].status == "done"
    app.click(text_in(lang, "conflict.keep"))  # the person chose, seeing both: theirs is replaced on purpose
    assert actions.list_actions(db, session_id=case.id)[0].status == "in_progress"


def test_an_override_saved_after_someone_elses_is_refused_and_theirs_kept(app: Driver, db: Store, fw: Frameworks,
                                                                          facilitator: Actor, bot: Actor) -> None:
    colleague = human("safety_officer", face="app")  # (a person: an agent may not override a rating)
    case, action_id = _action_changed_after_opening(app, db, fw, facilitator, colleague, strength_override="weaker",
                                                    override_reason="The committee rated it weaker")
    app.type(f"act:{case.id}:{action_id}:ovr:override_reason", "We think it is stronger")
    app.type(f"act:{case.id}:{action_id}:ovr:strength_override", "stronger").click("Save strength")
    assert _refused(app)
    stored = actions.list_actions(db, session_id=case.id)[0]
    assert (stored.strength_override, stored.override_reason) == ("weaker", "The committee rated it weaker")
    assert app.value(f"act:{case.id}:{action_id}:ovr:override_reason") == "We think it is stronger", "typing kept"


def test_a_change_to_another_part_of_the_action_does_not_block_the_status(app: Driver, db: Store, fw: Frameworks,
                                                                         facilitator: Actor, bot: Actor) -> None:
    case, action_id = _action_changed_after_opening(app, db, fw, facilitator, bot, owner_role="Pharmacy manager")
    app.run()  # the page is drawn again with the agent's owner: the status form was not touched by it
    app.type(f"act:{case.id}:{action_id}:status", "in_progress").click("Save status")
    assert not app.errors()
    stored = actions.list_actions(db, session_id=case.id)[0]
    assert (stored.status, stored.owner_role) == ("in_progress", "Pharmacy manager")


def test_a_rationale_saved_after_someone_elses_is_refused_and_theirs_kept(app: Driver, db: Store,
                                                                          facilitator: Actor, bot: Actor) -> None:
    case = _case(db, facilitator)
    node = _root(db, case, facilitator)
    _open(app, "pages/why_tree.py", case).type(f"why:{case.id}:pick", f"node:{node}").run()
    read = why_tree.get_tree(db, session_id=case.id).nodes[0]
    why_tree.mark_root_cause(db, session_id=case.id, node_id=node, rationale="Agent: outside the ward's control",
                             version=read.version, actor=bot)
    app.type(f"why:node:{node}:root:root_cause_rationale", "Within pharmacy's control").click("Save rationale")
    assert _refused(app)
    assert why_tree.get_tree(db, session_id=case.id).nodes[0].root_cause_rationale == \
        "Agent: outside the ward's control"


def test_timeboxes_saved_after_someone_elses_are_refused_and_theirs_kept(app: Driver, db: Store,
                                                                         facilitator: Actor, bot: Actor) -> None:
    case = _case(db, facilitator)
    meeting.plan_meeting(db, session_id=case.id, actor=facilitator, timeboxes={"PROBLEM": 5})
    _open(app, "pages/meeting.py", case)
    plan = meeting.meeting_of(db, session_id=case.id)
    meeting.plan_meeting(db, session_id=case.id, actor=bot, timeboxes={"PROBLEM": 33}, version=plan.plan_version)
    app.at.number_input(key=f"mt:{case.id}:boxes:ACTIONS").set_value(44)
    app.click("Save timeboxes")
    assert _refused(app)
    boxes = meeting.meeting_of(db, session_id=case.id).timeboxes
    assert (boxes["PROBLEM"], boxes["ACTIONS"]) == (33, plan.timeboxes["ACTIONS"])


def test_a_move_pressed_on_a_cause_someone_else_changed_is_refused_until_the_page_shows_it(
        app: Driver, db: Store, fw: Frameworks, facilitator: Actor, bot: Actor) -> None:
    case = _case(db, facilitator)
    cause = causes.add_cause(db, fw, session_id=case.id, description="Look-alike vials stored side by side",
                             category="PEOPLE", actor=facilitator).cause
    _open(app, "pages/fishbone.py", case)
    app.at.button(key=f"fb:open:{cause.id}").click()
    app.run()
    causes.update_cause(db, fw, session_id=case.id, cause_id=cause.id, version=cause.version, actor=bot,
                        description="Look-alike vials stored in adjacent pockets")
    app.type(f"fb:cause:{cause.id}:move", "MATERIAL").click("Move")
    assert _refused(app)
    assert categories.get_fishbone(db, fw, session_id=case.id).bones[0].causes[0].id == cause.id, "not moved"


def test_a_why_move_pressed_after_someone_else_changed_it_is_refused(app: Driver, db: Store, facilitator: Actor,
                                                                    bot: Actor) -> None:
    case = _case(db, facilitator)
    top = why_tree.ask_why(db, session_id=case.id, answer="Nurse drew up insulin for the flush", actor=facilitator).node
    child = why_tree.ask_why(db, session_id=case.id, answer="The two vials look alike", parent_id=top.id,
                             actor=facilitator).node
    _open(app, "pages/why_tree.py", case).type(f"why:{case.id}:pick", f"node:{child.id}").run()
    why_tree.update_why(db, session_id=case.id, node_id=child.id, version=child.version, actor=bot,
                        answer="The two vials look alike and sit side by side")
    app.type(f"why:node:{child.id}:to", "problem").click("Move")
    assert _refused(app)
    assert next(n for n in why_tree.get_tree(db, session_id=case.id).nodes if n.id == child.id).parent_id == top.id
