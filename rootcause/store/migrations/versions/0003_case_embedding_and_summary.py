"""case embeddings for semantic search, and the accepted report summary on each case

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-24
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # A plain ADD COLUMN on both backends (no table copy on SQLite: rca_session is referenced by every table).
    op.add_column("rca_session", sa.Column("summary", sa.Text(), nullable=True))
    op.create_table(
        "case_embedding",
        sa.Column("session_id", sa.String(length=16), nullable=False),
        sa.Column("model", sa.String(length=200), nullable=False),
        sa.Column("revision", sa.Integer(), nullable=False),
        sa.Column("digest", sa.String(length=64), nullable=False),
        sa.Column("vector", sa.Text(), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["session_id"], ["rca_session.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("session_id"),
    )


def downgrade() -> None:
    op.drop_table("case_embedding")
    op.drop_column("rca_session", "summary")  # SQLite >= 3.35 drops a column in place
