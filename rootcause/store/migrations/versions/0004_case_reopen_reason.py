"""why a closed case was reopened, and when

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-25
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # Plain ADD COLUMNs on both backends: a closed case is frozen, and reopening it needs a reason on record.
    op.add_column("rca_session", sa.Column("reopen_reason", sa.Text(), nullable=True))
    op.add_column("rca_session", sa.Column("reopened_at", sa.DateTime(timezone=True), nullable=True))


def downgrade() -> None:
    op.drop_column("rca_session", "reopened_at")
    op.drop_column("rca_session", "reopen_reason")
