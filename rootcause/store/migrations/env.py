"""Alembic environment: RootCause runs migrations in-process (``rootcause db upgrade``), never from an ini file.

The caller hands over an open connection in ``config.attributes["connection"]``, so the same code
migrates SQLite and PostgreSQL, and a test can migrate a store it made itself.
"""

from __future__ import annotations

from alembic import context
from sqlmodel import SQLModel

import rootcause.store.tables  # noqa: F401 - registers every table on SQLModel.metadata

connection = context.config.attributes["connection"]
context.configure(
    connection=connection,
    target_metadata=SQLModel.metadata,
    render_as_batch=connection.dialect.name == "sqlite",  # SQLite alters tables by copying them
    transaction_per_migration=True,
)
with context.begin_transaction():
    context.run_migrations()
