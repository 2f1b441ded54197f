"""Similar-case search re-ranked by embeddings (ROOTCAUSE_EMBED_MODEL): the order follows meaning, vectors are
stored beside each case and recomputed only when its text changed, and any failure keeps the lexical result."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import text as sql
from sqlmodel import select

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "assist"))

from fake_openai_server import FakeOpenAI, Reply, closed_port_url

from rootcause.assist import Assistant
from rootcause.services import case_embeddings, problem, sessions, timeline, why_tree
from rootcause.services.search import search_similar_cases
from rootcause.store.tables import CaseEmbedding

QUERY = "insulin vials mix-up"
# The fake model knows two topics: a mix-up of look-alike drugs, and drugs spoiled in storage.
TOPICS = {"mix-up": 0, "instead": 0, "look-alike": 0, "wrong": 0, "expired": 1, "expiry": 1, "fridge": 1}


class TopicModel(FakeOpenAI):
    """Embeds by topic words only, so a test can say which case means what (a small third axis keeps every
    vector non-zero)."""

    def _embed(self, body: dict[str, Any]) -> dict[str, Any]:
        texts = body["input"] if isinstance(body["input"], list) else [body["input"]]
        data = []
        for i, text in enumerate(texts):
            vec = [0.0, 0.0, 0.05]
            for word in str(text).lower().replace(",", " ").replace(".", " ").split():
                if word in TOPICS:
                    vec[TOPICS[word]] += 1.0
            data.append({"object": "embedding", "index": i, "embedding": vec})
        return {"object": "list", "data": data, "model": body.get("model"), "usage": {"prompt_tokens": 1,
                                                                                       "total_tokens": 1}}


@pytest.fixture(autouse=True)
def _forget_queries() -> Iterator[None]:
    case_embeddings.memory.clear()
    yield
    case_embeddings.memory.clear()


@pytest.fixture
def fake() -> Iterator[TopicModel]:
    with TopicModel() as server:
        yield server


def embedder(base_url: str, **options: Any) -> Assistant:
    return Assistant(enabled=True, model="local-model", base_url=base_url, api_key="k", timeout=2.0,
                     embed_model="local-embed", backoff=0.01, **options)


def _case(db, actor, title: str, what: str, root: str) -> str:
    sid = sessions.create_session(db, title=title, actor=actor).id
    problem.set_problem(db, session_id=sid, what=what, actor=actor)
    node = why_tree.ask_why(db, session_id=sid, answer=root, actor=actor).node
    why_tree.mark_root_cause(db, session_id=sid, node_id=node.id, rationale="Storage design", actor=actor)
    return sid


@pytest.fixture
def cases(db, facilitator) -> dict[str, str]:
    return {
        "storage": _case(db, facilitator, "Insulin vials expired in the ward fridge",
                         "Expired insulin vials were found in the fridge; insulin vials were not rotated",
                         "No expiry check on the insulin vials in the fridge"),
        "mixup": _case(db, facilitator, "Heparin given instead of insulin",
                       "The nurse took the wrong vial from the drawer",
                       "Look-alike caps on two vials stored together"),
    }


def _order(found) -> list[str]:
    return [c.session_id for c in found.cases]


def _embed_inputs(fake: FakeOpenAI) -> list[list[str]]:
    return [r.body["input"] for r in fake.requests("/embeddings")]


def _stored(db) -> dict[str, CaseEmbedding]:
    with db.read() as tx:
        return {row.session_id: row for row in tx.all(select(CaseEmbedding))}


def test_embeddings_reorder_the_lexical_candidates_by_meaning(db, cases, fake):
    lexical = search_similar_cases(db, query=QUERY)
    assert lexical.ranking == "lexical" and _order(lexical) == [cases["storage"], cases["mixup"]]
    semantic = search_similar_cases(db, query=QUERY, assistant=embedder(fake.base_url))
    assert semantic.ranking == "semantic" and _order(semantic) == [cases["mixup"], cases["storage"]]
    assert semantic.cases[0].relevance == 1.0 and 0 < semantic.cases[1].relevance < 1.0
    assert semantic.cases[0].matches  # snippets stay those of the index
    [sent] = _embed_inputs(fake)
    assert sent[0] == QUERY and len(sent) == 3  # the query and both cases, in one call
    assert fake.requests("/embeddings")[0].body["model"] == "local-embed"


def test_vectors_are_stored_and_reused_while_the_case_is_unchanged(db, cases, fake):
    helper = embedder(fake.base_url)
    search_similar_cases(db, query=QUERY, assistant=helper)
    stored = _stored(db)
    assert set(stored) == set(cases.values())
    for sid, row in stored.items():
        assert row.model == "local-embed" and row.revision == sessions.get_case(db, session_id=sid).session.revision
    again = search_similar_cases(db, query=QUERY, assistant=helper)
    assert again.ranking == "semantic" and len(_embed_inputs(fake)) == 1  # nothing new to embed: no call at all
    search_similar_cases(db, query="insulin vial wrong drawer", assistant=helper)
    assert _embed_inputs(fake)[-1] == ["insulin vial wrong drawer"]  # a new query: only the query is sent


def test_a_changed_case_is_embedded_again_and_other_changes_cost_no_call(db, cases, fake, facilitator):
    helper = embedder(fake.base_url)
    search_similar_cases(db, query=QUERY, assistant=helper)
    timeline.add_timeline_event(db, session_id=cases["storage"], when="T+00:00", description="Fridge checked",
                                actor=facilitator)  # not part of the embedded text
    search_similar_cases(db, query=QUERY, assistant=helper)
    assert len(_embed_inputs(fake)) == 1
    revision = sessions.get_case(db, session_id=cases["storage"]).session.revision
    assert _stored(db)[cases["storage"]].revision == revision  # moved on without a call
    problem.set_problem(db, session_id=cases["mixup"], what="Insulin drawn instead of heparin, a mix-up of vials",
                        actor=facilitator)
    search_similar_cases(db, query=QUERY, assistant=helper)
    [sent] = _embed_inputs(fake)[1:]
    assert len(sent) == 1 and "Insulin drawn instead of heparin" in sent[0]


@pytest.mark.parametrize("failure", ["closed_port", "500", "no_embeddings"])
def test_a_failing_endpoint_keeps_the_lexical_result(db, cases, fake, failure):
    lexical = search_similar_cases(db, query=QUERY)
    if failure == "closed_port":
        helper = embedder(closed_port_url())
    else:
        fake.then(*[Reply.status(500 if failure == "500" else 404)] * 5)
        helper = embedder(fake.base_url)
    found = search_similar_cases(db, query=QUERY, assistant=helper)
    assert found.ranking == "lexical" and found.cases == lexical.cases
    assert _stored(db) == {}
    calls = len(fake.log)
    assert search_similar_cases(db, query=QUERY, assistant=helper).ranking == "lexical"
    assert len(fake.log) == calls  # paused after a failure: the next search does not wait for it again


def test_with_the_assist_off_or_no_embedding_model_nothing_is_sent(db, cases, fake):
    lexical = search_similar_cases(db, query=QUERY)
    off = Assistant(enabled=False, model="local-model", base_url=fake.base_url, embed_model="local-embed")
    no_model = Assistant(enabled=True, model="local-model", base_url=fake.base_url, embed_model=None)
    for helper in (None, off, no_model):
        found = search_similar_cases(db, query=QUERY, assistant=helper)
        assert found.ranking == "lexical" and found.cases == lexical.cases
    assert fake.log == [] and _stored(db) == {}


def test_a_case_text_the_guard_flags_is_never_sent(db, cases, fake):
    with db.transaction(None) as tx:  # as if written before a detector existed
        tx.db.exec(sql("UPDATE problem_statement SET what = 'Call 0912-345-678, insulin vials expired' "
                       "WHERE session_id = :sid"), params={"sid": cases["storage"]})
    found = search_similar_cases(db, query=QUERY, assistant=embedder(fake.base_url))
    assert found.ranking == "semantic" and set(_order(found)) == set(cases.values())
    sent = "\n".join(_embed_inputs(fake)[0])
    assert "0912" not in sent and "Heparin given instead of insulin" in sent
    assert set(_stored(db)) == {cases["mixup"]}
