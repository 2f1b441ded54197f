"""What a reader of a case needs from the store: a snapshot to read in. The store gives a fresh one
(``Store.read``); :class:`Within` gives the rows a transaction has written but not yet committed, so a check that
reads a case (the completion gate) can judge a case while it is being written, inside the same transaction."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager
from typing import Protocol

from rootcause.store.store import Tx

__all__ = ["Reads", "Within"]


class Reads(Protocol):
    def read(self) -> AbstractContextManager[Tx]: ...


class Within:
    """Reads that see an open transaction's own writes (the import's rows, before they commit)."""

    def __init__(self, tx: Tx) -> None:
        self._tx = tx

    @contextmanager
    def read(self) -> Iterator[Tx]:
        self._tx.db.flush()
        yield self._tx
