"""The shared store: SQLModel tables, engine set-up, migrations and the one transaction helper."""

from rootcause.store.failures import printable_url
from rootcause.store.reads import Reads, Within
from rootcause.store.store import Store, Tx, current_trace_id, open_store

__all__ = ["Reads", "Store", "Tx", "Within", "current_trace_id", "open_store", "printable_url"]
