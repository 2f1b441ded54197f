"""when each person last signed out: a sign-in issued before it no longer counts (another tab, a copied cookie)

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-28
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # One nullable column: existing people have never signed out, and nothing else changes.
    with op.batch_alter_table("app_user") as batch:
        batch.add_column(sa.Column("signed_out_at", sa.DateTime(timezone=True), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("app_user") as batch:
        batch.drop_column("signed_out_at")
