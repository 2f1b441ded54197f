"""Rank past cases from the entries a search found, and cut the snippets people read.

The index (FTS5 BM25 on SQLite, weighted trigram matches on PostgreSQL) scores single entries; a case is
more than one entry. Cases rank first by how many of the query's words they contain (in any script form:
full-width, Simplified and Traditional read alike), then, within a tier, by their best entry plus a little
for each further matching entry: a case with all three words a facilitator typed outranks one that repeats
two of them. Both backends feed the same function, so the answer has the same shape and close to the same
order on either.
"""

from __future__ import annotations

import unicodedata
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime

from rootcause.domain.model.search import SearchMatch, SimilarCase
from rootcause.domain.search.query import SearchTerms
from rootcause.domain.text.normalize import to_traditional

HINT_SCORE = 0.3  # a character pair inside a longer Chinese run
FURTHER_ENTRY_WEIGHTS = (0.5, 0.25)  # the 2nd and 3rd best entries of a case add this much of their score
MATCHES_PER_CASE = 3
SNIPPET_BEFORE, SNIPPET_AFTER = 30, 60


@dataclass(frozen=True)
class Hit:
    """One matching entry as the index returned it (``score``: higher is better)."""

    session_id: str
    kind: str
    ref_id: str
    text: str
    score: float


@dataclass(frozen=True)
class CaseInfo:
    title: str
    status: str
    archived: bool
    event_type: str | None
    created_at: datetime



def _found(terms: Iterable[str], lowered: str) -> list[str]:
    return [t for t in terms if t in lowered]


def _comparable(text: str) -> str:
    """An entry in the query's form: NFKC, case-folded, Traditional."""
    return to_traditional(unicodedata.normalize("NFKC", text).casefold())


def entry_score(hit: Hit, terms: SearchTerms) -> float:
    lowered = hit.text.casefold()
    return hit.score + HINT_SCORE * len(_found(terms.hints, lowered))


def snippet(text: str, terms: SearchTerms) -> tuple[str, list[tuple[int, int]]]:
    """A window of ``text`` around its first match, with every term occurrence in it marked."""
    flat = " ".join(text.split())
    lowered = flat.casefold() if len(flat.casefold()) == len(flat) else flat.lower()
    found = _found(sorted(set(terms.all), key=len, reverse=True), lowered)
    first = min((lowered.find(t) for t in found), default=0)
    start = max(0, first - SNIPPET_BEFORE)
    end = min(len(flat), first + SNIPPET_AFTER)
    window = flat[start:end]
    prefix = "…" if start > 0 else ""
    suffix = "…" if end < len(flat) else ""
    spans: list[tuple[int, int]] = []
    low_window = lowered[start:end]
    for term in found:
        at = low_window.find(term)
        while at != -1:
            end_at = at + len(term)
            while end_at < len(low_window) and low_window[end_at].isascii() and low_window[end_at].isalnum():
                end_at += 1  # a stem ("transfus") is shown as the whole word it matched ("transfusion")
            spans.append((at + len(prefix), end_at + len(prefix)))
            at = low_window.find(term, end_at)
    return prefix + window + suffix, _merge(spans)


def _merge(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    merged: list[tuple[int, int]] = []
    for begin, end in sorted(spans):
        if merged and begin <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((begin, end))
    return merged


def rank_cases(hits: Iterable[Hit], terms: SearchTerms, cases: dict[str, CaseInfo], limit: int) -> list[SimilarCase]:
    """The ``limit`` best cases, each with its best matching entries as snippets."""
    by_case: dict[str, list[tuple[float, Hit]]] = defaultdict(list)
    for hit in hits:
        if hit.session_id in cases:
            by_case[hit.session_id].append((entry_score(hit, terms), hit))
    words = terms.words or tuple(dict.fromkeys(terms.long + terms.short))
    scored: list[tuple[int, float, str, list[tuple[float, Hit]]]] = []
    for session_id, entries in by_case.items():
        entries.sort(key=lambda pair: -pair[0])
        base = entries[0][0] + sum(w * s for w, (s, _) in zip(FURTHER_ENTRY_WEIGHTS, entries[1:], strict=False))
        text = " ".join(_comparable(hit.text) for _, hit in entries)
        scored.append((len(_found(words, text)), base, session_id, entries))
    scored.sort(key=lambda item: (-item[0], -item[1], -cases[item[2]].created_at.timestamp()))
    best_base = max((item[1] for item in scored), default=0.0) or 1.0
    # relevance keeps the order: a tier's cases lie between covered/(n+1) and (covered+1)/(n+1), best = 1.0
    relevance = [(covered + max(base, 0.0) / best_base) / (len(words) + 1) for covered, base, _, _ in scored]
    top = relevance[0] if relevance and relevance[0] > 0 else 1.0
    results: list[SimilarCase] = []
    for score, (_, _, session_id, entries) in zip(relevance, scored[:limit], strict=False):
        info = cases[session_id]
        matches = []
        for _, hit in entries[:MATCHES_PER_CASE]:
            text, spans = snippet(hit.text, terms)
            matches.append(SearchMatch(kind=hit.kind, ref_id=hit.ref_id, snippet=text, highlights=spans))
        results.append(SimilarCase(
            session_id=session_id, title=info.title, status=info.status, archived=info.archived,
            event_type=info.event_type, created_at=info.created_at, relevance=round(max(score, 0.0) / top, 3),
            matches=matches,
        ))
    return results
