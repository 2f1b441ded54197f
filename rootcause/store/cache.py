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
    def __init__(self, size: int = 256, *, owner: str = "", shared: RevisionCache | None = None) -> None:
        self._size = size
        self._owner = owner  # whose views these are: keys of different people never meet
        self._items: OrderedDict[Hashable, tuple[int, Any]] = shared._items if shared else OrderedDict()
        self._lock: threading.Lock = shared._lock if shared else threading.Lock()

    def scoped(self, owner: str) -> RevisionCache:
        """The same cache for another person's views (one memory budget, separate keys)."""
        return RevisionCache(self._size, owner=owner, shared=self)

    def get(self, key: Hashable, revision: int) -> Any | None:
        key = (self._owner, key)
        with self._lock:
            item = self._items.get(key)
            if item is None or item[0] != revision:
                return None
            self._items.move_to_end(key)
            return item[1]

    def put(self, key: Hashable, revision: int, value: Any) -> None:
        key = (self._owner, key)
        with self._lock:
            self._items[key] = (revision, value)
            self._items.move_to_end(key)
            while len(self._items) > self._size:
                self._items.popitem(last=False)
