"""The demonstration case is a complete, sound RCA in either language: what a newcomer should see a finished
analysis look like, passing the same completion gate as any case."""

from __future__ import annotations

import re
from datetime import date

import pytest

from rootcause.domain.model import human
from rootcause.services import actions, chains, closing, demo, meeting, sessions, why_tree
from rootcause.services.action_warnings import action_warnings

LANGS = ("en", "zh-TW")


@pytest.fixture(params=LANGS)
def loaded(request, db, fw):
    lang = request.param
    case = demo.load_demo_case(db, fw, actor=human("facilitator", face="cli"), language=lang, today=date(2026, 11, 25))
    return lang, case.id


def test_the_demo_arrives_closed_because_it_passes_the_completion_gate(db, loaded):
    _, sid = loaded
    assert sessions.get_case(db, session_id=sid).session.status == "complete"
    assert closing.unmet(db, session_id=sid) == []


def test_six_causes_on_six_bones_each_with_a_confirmed_hfacs_code(db, loaded):
    _, sid = loaded
    found = sessions.get_case(db, session_id=sid).causes
    assert len(found) >= 6 and len({c.category for c in found}) >= 4
    assert all(c.hfacs_code and c.hfacs_state == "confirmed" for c in found)


def test_every_chain_reaches_a_system_root_cause_with_no_finding_and_a_blame_branch_was_rejected(db, loaded):
    _, sid = loaded
    reports = chains.validate_chains(db, session_id=sid)
    assert len(reports) == 2 and all(r.verdict == "sound" and not r.findings for r in reports)
    tree = why_tree.get_tree(db, session_id=sid)
    rejected = [n for n in tree.nodes if n.link_verdict == "not_supported"]
    assert len(rejected) == 1 and rejected[0].fails_necessity and not rejected[0].children
    assert all(n.link_verdict for n in tree.nodes)  # every link was tested
    assert {s.verdict for s in tree.cause_links.values()} == {"supported"}


def test_actions_span_the_hierarchy_with_owners_dates_and_measures_and_no_committee_warning(db, loaded):
    lang, sid = loaded
    plan = actions.list_actions(db, session_id=sid)
    assert {a.strength for a in plan} == {"stronger", "intermediate", "weaker"}
    assert all(a.owner_role and a.due and a.follow_up and a.has_measure for a in plan)
    assert all(a.due > date(2026, 11, 25) for a in plan)  # dates count from the day it is loaded
    with db.read() as tx:
        assert action_warnings(tx, sid, lang, today=date(2026, 11, 25)) == []


def test_the_demo_keeps_its_meeting_record_and_both_sign_offs(db, loaded):
    _, sid = loaded
    record = meeting.meeting_of(db, session_id=sid)
    assert len(record.attendees) >= 5 and {"facilitator", "quality_committee"} <= {a.role for a in record.attendees}
    assert {n.kind for n in record.notes} == {"minute", "decision"}
    assert [s.kind for s in record.sign_offs] == ["facilitator", "approver"]


def test_the_chinese_demo_holds_no_english_words(db, fw):
    case = demo.load_demo_case(db, fw, actor=human("facilitator", face="cli"), language="zh-TW")
    view = sessions.get_case(db, session_id=case.id)
    problem = [getattr(view.problem, f) or "" for f in ("what", "where", "impact", "detection")]
    texts = [view.session.title, view.session.summary or "", *problem,
             *(e.description for e in view.timeline), *(e.source or "" for e in view.timeline),
             *(c.description for c in view.causes), *(n.text for n in view.why_nodes),
             *(n.root_cause_rationale or "" for n in view.why_nodes),
             *(a.description for a in view.actions), *(a.owner_role or "" for a in view.actions),
             *(n.text for n in meeting.meeting_of(db, session_id=case.id).notes)]
    standard = {"mL", "T", "B"}  # a unit, the timeline's offsets (T+00:15) and the ward's name (7B)
    words = {w for t in texts if isinstance(t, str) for w in re.findall(r"[A-Za-z]+", t)} - standard
    assert words == set()
