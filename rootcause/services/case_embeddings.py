"""Semantic re-ranking of similar-case search: embeddings stored beside each case, computed when it changed.

Lazily, at search time, never inside a case's write transaction: an embedding is a network call, and a
write transaction on SQLite holds the store's one write lock. For the lexical candidates, a case whose
stored vector is missing, from another model, or older than the case's ``revision`` has its text (title,
problem, root causes) embedded in the same single batch call as the query; a case whose text did not
change (same digest) only has its stored revision moved on, at no call.

The vectors are derived data, like the search index: they are written with a direct upsert in a short
transaction of their own, with no actor, no audit entry and no revision bump (a bump would make every
vector stale at once and wake every live view). Losing that write (a concurrent writer, a busy store)
costs only a recomputation next time. Any failure of the AI part returns None, and the caller keeps the
lexical order: search never fails because of the assist.

The app searches again on every rerun (the sidebar box, the Problem page panel), so a query's vector is
kept in a small per-process cache, and after a failed call semantic ranking pauses for a minute: a down
or hanging endpoint must not add its timeout to every click.
"""

from __future__ import annotations

import hashlib
import json
import logging
import threading
import time
from collections import OrderedDict, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from sqlalchemy import insert, update
from sqlalchemy.exc import SQLAlchemyError
from sqlmodel import col, select

from rootcause.domain.model.search import SimilarCase
from rootcause.domain.phi.detect import find_phi
from rootcause.domain.search.semantic import blend
from rootcause.errors import RootCauseError
from rootcause.store import Store
from rootcause.store.tables import CaseEmbedding, ProblemStatement, RcaSession, WhyNode, utcnow

if TYPE_CHECKING:
    from rootcause.assist import Assistant
    from rootcause.store.store import Tx

__all__ = ["CANDIDATES", "case_text", "rerank"]

log = logging.getLogger("rootcause.search")
CANDIDATES = 30  # lexical candidates the embeddings may reorder
MAX_CASE_TEXT = 2000  # characters of a case's text sent to the embedding model
QUERY_CACHE = 256  # query vectors kept per process
PAUSE_AFTER_FAILURE = 60.0  # seconds without semantic ranking after a failed embedding call


@dataclass
class _Stored:
    model: str
    revision: int
    digest: str
    vector: list[float] | None


class _Memory:
    """Query vectors by (endpoint, model, query), and when each endpoint failed last (thread-safe)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._queries: OrderedDict[tuple[str, str, str], list[float]] = OrderedDict()
        self._failed: dict[tuple[str, str], float] = {}

    def query(self, key: tuple[str, str, str]) -> list[float] | None:
        with self._lock:
            if key in self._queries:
                self._queries.move_to_end(key)
            return self._queries.get(key)

    def keep(self, key: tuple[str, str, str], vector: list[float]) -> None:
        with self._lock:
            self._queries[key] = vector
            while len(self._queries) > QUERY_CACHE:
                self._queries.popitem(last=False)

    def paused(self, endpoint: tuple[str, str]) -> bool:
        with self._lock:
            return time.monotonic() < self._failed.get(endpoint, float("-inf")) + PAUSE_AFTER_FAILURE

    def failed(self, endpoint: tuple[str, str]) -> None:
        with self._lock:
            self._failed[endpoint] = time.monotonic()

    def clear(self) -> None:
        with self._lock:
            self._queries.clear()
            self._failed.clear()


memory = _Memory()


def case_text(title: str, what: str | None, impact: str | None, root_causes: Sequence[str]) -> str:
    """What a case is about, for its embedding: title, problem and root causes (never names or times)."""
    parts = [title, what, impact, *root_causes]
    return "\n".join(p.strip() for p in parts if p and p.strip())[:MAX_CASE_TEXT]


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _vector(raw: str) -> list[float] | None:
    try:
        data = json.loads(raw)
    except ValueError:
        return None
    ok = isinstance(data, list) and data and all(isinstance(x, int | float) for x in data)
    return [float(x) for x in data] if ok else None


def _read(tx: Tx, ids: list[str]) -> tuple[dict[str, int], dict[str, _Stored]]:
    """Each candidate's current revision, and its stored embedding if it has one."""
    rows = tx.all(select(RcaSession.id, RcaSession.revision, CaseEmbedding)
                  .join(CaseEmbedding, col(CaseEmbedding.session_id) == RcaSession.id, isouter=True)
                  .where(col(RcaSession.id).in_(ids)))
    revisions: dict[str, int] = {}
    stored: dict[str, _Stored] = {}
    for sid, revision, row in rows:
        revisions[sid] = int(revision)
        if row is not None:
            stored[sid] = _Stored(row.model, row.revision, row.digest, _vector(row.vector))
    return revisions, stored


def _texts(tx: Tx, ids: list[str]) -> dict[str, str]:
    """The embedding text of each case in ``ids`` (read after the revisions: a newer text only means an
    embedding that is recomputed once more, never a stale one kept)."""
    problems = {sid: (what, impact) for sid, what, impact in tx.all(
        select(ProblemStatement.session_id, ProblemStatement.what, ProblemStatement.impact)
        .where(col(ProblemStatement.session_id).in_(ids)))}
    roots: dict[str, list[str]] = defaultdict(list)
    for sid, text in tx.all(select(WhyNode.session_id, WhyNode.text)
                            .where(col(WhyNode.session_id).in_(ids), col(WhyNode.is_root_cause).is_(True))
                            .order_by(col(WhyNode.position), col(WhyNode.created_at))):
        roots[sid].append(text)
    titles = dict(tx.all(select(RcaSession.id, RcaSession.title).where(col(RcaSession.id).in_(ids))))
    return {sid: case_text(titles[sid], *problems.get(sid, (None, None)), roots.get(sid, [])) for sid in titles}


def _save(db: Store, model: str, rows: list[tuple[str, int, str, list[float] | None]]) -> None:
    """Upsert (session_id, revision, digest, vector or None = keep the vector, move the revision on)."""
    if not rows:
        return
    try:
        with db.transaction(None) as tx:  # no actor: no audit entry, no revision bump (derived data)
            for sid, revision, digest, vector in rows:
                values: dict[str, object] = {"model": model, "revision": revision, "digest": digest,
                                             "updated_at": utcnow()}
                if vector is not None:
                    values["vector"] = json.dumps([round(x, 7) for x in vector])
                done = tx.db.exec(update(CaseEmbedding).where(col(CaseEmbedding.session_id) == sid)
                                  .values(**values))
                if done.rowcount == 0 and vector is not None:
                    tx.db.exec(insert(CaseEmbedding).values(session_id=sid, **values))
    except (RootCauseError, SQLAlchemyError) as exc:  # another process stored it first, or the store is busy
        log.warning("search task=store_embeddings kind=%s", type(exc).__name__)


def rerank(db: Store, assistant: Assistant, *, query: str, cases: Sequence[SimilarCase],
           limit: int) -> list[SimilarCase] | None:
    """``cases`` (the lexical candidates, best first) re-ranked by meaning, or None to keep the lexical order
    (no embedding model, the endpoint failed or cannot embed, or the query looks like it holds an identifier)."""
    model = assistant.embed_model
    if not assistant.can_embed or not model or not cases or find_phi(query):
        return None
    endpoint = (assistant.base_url or "", model)
    if memory.paused(endpoint):
        return None
    ids = [c.session_id for c in cases]
    with db.read() as tx:
        revisions, stored = _read(tx, ids)
        usable = {sid: s.vector for sid, s in stored.items()
                  if s.model == model and s.vector and s.revision >= revisions[sid]}
        stale = [sid for sid in ids if sid in revisions and sid not in usable]
        texts = _texts(tx, stale) if stale else {}
    moved_on: list[tuple[str, int, str, list[float] | None]] = []
    to_embed: list[tuple[str, str, str]] = []  # (session_id, text, digest)
    for sid, text in texts.items():
        digest, known = _digest(text), stored.get(sid)
        if known and known.model == model and known.digest == digest and known.vector:
            moved_on.append((sid, revisions[sid], digest, None))  # only other parts of the case changed
            usable[sid] = known.vector
        elif not find_phi(text):  # a text the guard now flags is not sent; the case keeps its lexical rank
            to_embed.append((sid, text, digest))
    asked = memory.query((*endpoint, query))
    sending = [*([] if asked else [query]), *(text for _, text, _ in to_embed)]
    vectors = assistant.embed(sending) if sending else []
    if vectors is None or len(vectors) != len(sending):
        memory.failed(endpoint)
        return None
    if asked is None:
        asked = vectors.pop(0)
        memory.keep((*endpoint, query), asked)
    fresh = {sid: vec for (sid, _, _), vec in zip(to_embed, vectors, strict=True)}
    _save(db, model, [*moved_on, *((sid, revisions[sid], digest, fresh[sid]) for sid, _, digest in to_embed)])
    return blend(cases, asked, {**usable, **fresh}, limit)
