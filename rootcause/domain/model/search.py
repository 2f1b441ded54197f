"""Similar past cases as the faces see them: each case with its matching entries and highlighted snippets."""

from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, Field


class SearchMatch(BaseModel):
    kind: str = Field(description="title | problem | cause | why | action")
    ref_id: str
    snippet: str
    highlights: list[tuple[int, int]] = Field(default_factory=list, description="[start, end) in snippet")


class SimilarCase(BaseModel):
    session_id: str
    title: str
    status: str
    archived: bool
    event_type: str | None = None
    created_at: datetime
    relevance: float = Field(description="1.0 for the best match, the others relative to it")
    matches: list[SearchMatch]


class SimilarCases(BaseModel):
    query: str
    cases: list[SimilarCase]
    included_archived: bool
    ranking: str = Field(description="lexical (trigram index) or semantic (re-ranked by embeddings)")
