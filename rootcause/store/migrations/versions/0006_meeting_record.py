"""the meeting record: its clock, attendees by role, minutes and decisions per stage, and sign-offs

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-26
"""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def _row_columns() -> list[Any]:
    """The columns every row shares (``tables.Row``), and the row's case."""
    return [
        sa.Column("id", sa.String(length=16), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("actor_kind", sa.String(length=8), nullable=False),
        sa.Column("actor", sa.String(length=64), nullable=False),
        sa.Column("session_id", sa.String(length=16), nullable=False),
        sa.ForeignKeyConstraint(["session_id"], ["rca_session.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    ]


def upgrade() -> None:
    # New tables only: no existing row changes.
    op.create_table("meeting_plan", *_row_columns(),
                    sa.Column("started_at", sa.DateTime(timezone=True), nullable=True),
                    sa.Column("timeboxes", sa.Text(), nullable=False),
                    sa.UniqueConstraint("session_id"))
    op.create_table("attendee", *_row_columns(),
                    sa.Column("role", sa.String(length=32), nullable=False),
                    sa.Column("user_id", sa.String(length=16), nullable=True))
    op.create_index("ix_attendee_session_id", "attendee", ["session_id"])
    op.create_table("meeting_note", *_row_columns(),
                    sa.Column("stage", sa.String(length=16), nullable=False),
                    sa.Column("kind", sa.String(length=16), nullable=False),
                    sa.Column("text", sa.Text(), nullable=False))
    op.create_index("ix_meeting_note_session_id", "meeting_note", ["session_id"])
    op.create_table("sign_off", *_row_columns(),
                    sa.Column("kind", sa.String(length=16), nullable=False),
                    sa.Column("role", sa.String(length=32), nullable=False),
                    sa.Column("user_id", sa.String(length=16), nullable=True),
                    sa.Column("signed_at", sa.DateTime(timezone=True), nullable=False),
                    sa.UniqueConstraint("session_id", "kind"))
    op.create_index("ix_sign_off_session_id", "sign_off", ["session_id"])


def downgrade() -> None:
    for table in ("sign_off", "meeting_note", "attendee"):
        op.drop_index(f"ix_{table}_session_id", table_name=table)
        op.drop_table(table)
    op.drop_table("meeting_plan")
