"""staff who may sign in, each case's team, personal MCP tokens, and who an audit entry acted for

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-26
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # New tables and one plain ADD COLUMN: no existing row changes. A store upgraded from 0004 has no users, so it
    # keeps working as it did for the local operator; cases get teams when people are added to them.
    op.create_table(
        "app_user",
        *_row_columns(),
        sa.Column("email", sa.String(length=254), nullable=False),
        sa.Column("subject", sa.String(length=255), nullable=True),
        sa.Column("role", sa.String(length=16), nullable=False),
        sa.Column("disabled_at", sa.DateTime(timezone=True), nullable=True),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("email"),
        sa.UniqueConstraint("subject"),
    )
    op.create_table(
        "case_member",
        *_row_columns(),
        sa.Column("session_id", sa.String(length=16), nullable=False),
        sa.Column("user_id", sa.String(length=16), nullable=False),
        sa.ForeignKeyConstraint(["session_id"], ["rca_session.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["user_id"], ["app_user.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("session_id", "user_id"),
    )
    op.create_index("ix_case_member_session_id", "case_member", ["session_id"])
    op.create_index("ix_case_member_user_id", "case_member", ["user_id"])
    op.create_table(
        "api_token",
        *_row_columns(),
        sa.Column("user_id", sa.String(length=16), nullable=False),
        sa.Column("digest", sa.String(length=64), nullable=False),
        sa.Column("revoked_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(["user_id"], ["app_user.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("digest"),
    )
    op.create_index("ix_api_token_user_id", "api_token", ["user_id"])
    op.add_column("audit_entry", sa.Column("acting_for", sa.String(length=16), nullable=True))


def _row_columns() -> list[sa.Column[object]]:
    """The columns every row shares (``tables.Row``)."""
    return [
        sa.Column("id", sa.String(length=16), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("actor_kind", sa.String(length=8), nullable=False),
        sa.Column("actor", sa.String(length=64), nullable=False),
    ]


def downgrade() -> None:
    op.drop_column("audit_entry", "acting_for")
    op.drop_index("ix_api_token_user_id", table_name="api_token")
    op.drop_table("api_token")
    op.drop_index("ix_case_member_user_id", table_name="case_member")
    op.drop_index("ix_case_member_session_id", table_name="case_member")
    op.drop_table("case_member")
    op.drop_table("app_user")
