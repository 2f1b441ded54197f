"""One truth for every causal link: the app's badges, the app's Mermaid chart, the report's Markdown diagram, its
HTML diagram and its table of checks all read the same judged state, for a why's link and a cause's own link."""

from __future__ import annotations

import re
from collections import Counter

import pytest
from sqlalchemy import update
from sqlmodel import col

from rootcause.domain.model import human
from rootcause.services import (
    categories,
    causation,
    causes,
    diagrams,
    report_data,
    report_export,
    sessions,
    why_tree,
)
from rootcause.store.tables import CausationCheck
from rootcause.ui.why_widgets import Places, links_of

SUPPORTED = {"temporality": {"answer": "yes", "rationale": "came first"},
             "necessity": {"answer": "yes", "rationale": "without it, no event"}}
FAILED = {"temporality": {"answer": "yes", "rationale": "came first"},
          "necessity": {"answer": "no", "rationale": "would have happened anyway"}}
GREEN, RED = "#2e7d32", "#c62828"


@pytest.fixture
def case(db, fw):
    """Two causes with whys under them: a supported cause link, a failed why link, an open cause link, and a why
    link nobody checked."""
    actor = human("facilitator")
    sid = sessions.create_session(db, title="Heparin flush event", actor=actor).id
    pump = causes.add_cause(db, fw, session_id=sid, description="Two pump models on the ward", category="EQUIPMENT",
                            actor=actor).cause
    vials = causes.add_cause(db, fw, session_id=sid, description="Look-alike vials stored together",
                             category="MATERIAL", actor=actor).cause
    first = why_tree.ask_why(db, session_id=sid, cause_id=pump.id, answer="The pumps were bought at different times",
                             actor=actor).node
    why_tree.ask_why(db, session_id=sid, parent_id=first.id, answer="No rule for a single model", actor=actor)
    why_tree.ask_why(db, session_id=sid, cause_id=vials.id, answer="The bins had no labels", actor=actor)
    causation.verify_causation(db, session_id=sid, actor=actor, cause_id=pump.id, answers=SUPPORTED)
    causation.verify_causation(db, session_id=sid, actor=actor, node_id=first.id, answers=FAILED)
    causation.verify_causation(db, session_id=sid, actor=actor, cause_id=vials.id,
                               answers={"temporality": {"answer": "yes", "rationale": "before the dose"}})
    return sid


def _mermaid_states(text: str) -> Counter[str]:
    """Edges by drawn state, read from a Mermaid flowchart's edges and its linkStyle lines."""
    edges = [line for line in text.splitlines() if re.search(r" (-->|-\.->)", line)]
    state = ["untested"] * len(edges)
    for line in text.splitlines():
        if line.strip().startswith("linkStyle"):
            _, indexes, style = line.split(maxsplit=2)
            name = "supported" if GREEN in style else "not_supported" if RED in style else "untested"
            for i in indexes.split(","):
                state[int(i)] = name
    return Counter(state)


def _svg_states(html: str) -> Counter[str]:
    """Edges by colour in the report's why-tree SVG."""
    svg = html[html.index('class="why-tree"'):]
    svg = svg[:svg.index("</svg>")]
    strokes = re.findall(r'<path d="M[^"]*" fill="none" stroke="([^"]+)"', svg)
    return Counter("supported" if s == GREEN else "not_supported" if s == RED else "untested" for s in strokes)


def _drawn(verdict: str | None) -> str:
    return verdict if verdict in ("supported", "not_supported") else "untested"


def test_every_face_draws_every_link_the_same_way(db, fw, case):
    tree = why_tree.get_tree(db, session_id=case)
    places = Places.of(tree, categories.get_fishbone(db, fw, session_id=case))
    app = Counter(_drawn(link.verdict) for link in links_of(places))  # the causation page's badges
    assert app == Counter({"supported": 1, "not_supported": 1, "untested": 3})  # the open cause, two unchecked whys
    chart = _mermaid_states(diagrams.why_tree(tree, causes={c.id: c.description for c in places.causes.values()}))
    markdown = report_export.export_report(db, fw, session_id=case, format="markdown")
    in_markdown = _mermaid_states(markdown[markdown.index("flowchart TD"):].split("```")[0])
    html = _svg_states(report_export.export_report(db, fw, session_id=case, format="html"))
    assert chart == in_markdown == html == app


def test_the_report_table_says_what_the_diagrams_draw(db, fw, case):
    tree = why_tree.get_tree(db, session_id=case)
    table = {link.target_id: link.result.verdict for link in report_data.gather(db, fw, session_id=case).checks}
    drawn = {**{n.id: n.link_verdict for n in tree.nodes if n.link_verdict},
             **{cid: state.verdict for cid, state in tree.cause_links.items()}}
    assert table == drawn
    assert sorted(table.values()) == ["not_supported", "open", "supported"]


def test_a_check_whose_stored_verdict_disagrees_with_its_answers_is_read_by_its_answers(db, fw, case):
    """An imported or older check may carry a verdict its answers do not support: every face judges the answers."""
    with db.transaction(human("facilitator")) as tx:  # a stale column: the answers say otherwise for two of them
        tx.db.exec(update(CausationCheck).where(col(CausationCheck.session_id) == case).values(verdict="supported"))
    tree = why_tree.get_tree(db, session_id=case)
    table = {link.target_id: link.result.verdict for link in report_data.gather(db, fw, session_id=case).checks}
    assert sorted(table.values()) == ["not_supported", "open", "supported"]
    assert sorted([n.link_verdict for n in tree.nodes if n.link_verdict]
                  + [s.verdict for s in tree.cause_links.values()]) == ["not_supported", "open", "supported"]
