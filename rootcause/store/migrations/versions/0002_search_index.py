"""search index: search_entry with FTS5 trigram + index-word tables (SQLite) or full text (PostgreSQL), backfilled

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-23
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

# The index words of a text; imported, not frozen here, so the backfill always matches what writes store.
from rootcause.domain.search.query import grams_of

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None

# SQLite: two external-content FTS5 tables over search_entry, kept in step by triggers on that table.
# search_fts: the trigram tokenizer indexes every 3-character window, so Chinese needs no segmentation.
# search_grams: the entry's index words, for two-character terms trigrams cannot find.
_SQLITE_FTS = [
    "CREATE VIRTUAL TABLE search_fts USING fts5(text, content='search_entry', content_rowid='id', "
    "tokenize='trigram')",
    "CREATE VIRTUAL TABLE search_grams USING fts5(grams, content='search_entry', content_rowid='id', "
    "tokenize='unicode61 remove_diacritics 0')",
    "CREATE TRIGGER search_entry_ai AFTER INSERT ON search_entry BEGIN "
    "INSERT INTO search_fts(rowid, text) VALUES (new.id, new.text); "
    "INSERT INTO search_grams(rowid, grams) VALUES (new.id, new.grams); END",
    "CREATE TRIGGER search_entry_ad AFTER DELETE ON search_entry BEGIN "
    "INSERT INTO search_fts(search_fts, rowid, text) VALUES ('delete', old.id, old.text); "
    "INSERT INTO search_grams(search_grams, rowid, grams) VALUES ('delete', old.id, old.grams); END",
    "CREATE TRIGGER search_entry_au AFTER UPDATE ON search_entry BEGIN "
    "INSERT INTO search_fts(search_fts, rowid, text) VALUES ('delete', old.id, old.text); "
    "INSERT INTO search_grams(search_grams, rowid, grams) VALUES ('delete', old.id, old.grams); "
    "INSERT INTO search_fts(rowid, text) VALUES (new.id, new.text); "
    "INSERT INTO search_grams(rowid, grams) VALUES (new.id, new.grams); END",
]
# PostgreSQL: full-text search over the index words (Han pairs and triples, word stems). The tsvector is a
# stored generated column, so ranking a match does not parse its words again (four times faster at scale).
_PG_FULL_TEXT = [
    "ALTER TABLE search_entry ADD COLUMN grams_tsv tsvector "
    "GENERATED ALWAYS AS (to_tsvector('simple', grams)) STORED",
    "CREATE INDEX ix_search_entry_grams_tsv ON search_entry USING gin (grams_tsv)",
]


def _join(*parts: str | None) -> str:
    return "\n".join(p.strip() for p in parts if p and p.strip())


def _backfill(bind: sa.Connection, entries: sa.Table) -> None:
    """Index the cases already in the store (same texts as rootcause.store.search_index, frozen here)."""
    queries = {
        "title": "SELECT id, id, title FROM rca_session",
        "problem": "SELECT id, session_id, what, location, impact, detection FROM problem_statement",
        "cause": "SELECT id, session_id, description FROM cause WHERE deleted_at IS NULL",
        "why": "SELECT id, session_id, text, root_cause_rationale FROM why_node",
        "action": "SELECT id, session_id, description FROM action",
    }
    rows = []
    for kind, sql in queries.items():
        for ref_id, session_id, *texts in bind.execute(sa.text(sql)):
            joined = _join(*texts)
            if joined:
                rows.append({"session_id": session_id, "kind": kind, "ref_id": ref_id, "text": joined,
                             "grams": grams_of(joined)})
    if rows:
        op.bulk_insert(entries, rows)


def upgrade() -> None:
    entries = op.create_table(
        "search_entry",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("session_id", sa.String(), nullable=False),
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("ref_id", sa.String(length=16), nullable=False),
        sa.Column("text", sa.Text(), nullable=False),
        sa.Column("grams", sa.Text(), nullable=False),
        sa.ForeignKeyConstraint(["session_id"], ["rca_session.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("ref_id"),
    )
    op.create_index("ix_search_entry_session_id", "search_entry", ["session_id"])
    bind = op.get_bind()
    for statement in _SQLITE_FTS if bind.dialect.name == "sqlite" else _PG_FULL_TEXT:
        op.execute(statement)
    _backfill(bind, entries)


def downgrade() -> None:
    bind = op.get_bind()
    if bind.dialect.name == "sqlite":
        for name in ("search_entry_ai", "search_entry_ad", "search_entry_au"):
            op.execute(f"DROP TRIGGER IF EXISTS {name}")
        op.execute("DROP TABLE IF EXISTS search_fts")
        op.execute("DROP TABLE IF EXISTS search_grams")
    op.drop_index("ix_search_entry_session_id", table_name="search_entry")
    op.drop_table("search_entry")
