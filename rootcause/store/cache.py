"""A small per-process cache of read models, keyed by the revision counter they were read at.

Every write bumps its case's revision (and the store's) in the same transaction, so an entry is
valid exactly while the counter still reads the same; a cheap counter read replaces re-reading
the whole case. Entries are immutable views, shared between callers.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Hashable
from typing import Any


class RevisionCache:
    def __init__(self, size: int = 256) -> None:
        self._size = size
        self._items: OrderedDict[Hashable, tuple[int, Any]] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: Hashable, revision: int) -> Any | None:
        with self._lock:
            item = self._items.get(key)
            if item is None or item[0] != revision:
                return None
            self._items.move_to_end(key)
            return item[1]

    def put(self, key: Hashable, revision: int, value: Any) -> None:
        with self._lock:
            self._items[key] = (revision, value)
            self._items.move_to_end(key)
            while len(self._items) > self._size:
                self._items.popitem(last=False)
