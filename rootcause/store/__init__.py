"""The shared store: SQLModel tables, engine set-up and the one transaction helper."""

from rootcause.store.store import Store, Tx, current_trace_id, open_store

__all__ = ["Store", "Tx", "current_trace_id", "open_store"]
