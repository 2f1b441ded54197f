"""Read ``rules/action_strength.yaml`` (the override folder's copy, else the built-in one): the I/O edge in front
of ``domain.action_rules``.

Kept apart from ``frameworks`` (the framework files) so the action hierarchy can be loaded, reloaded and
tested on its own. Every problem (missing file, unreadable file, bad YAML, invalid content) becomes a
``ConfigError`` naming the file. Parsed rules are cached by path, mtime and size, so callers may load on
every request and still pick up an edited file.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import yaml

from rootcause.config.frameworks import read_yaml
from rootcause.config.layers import config_file
from rootcause.domain.actions.rules import ActionRules, parse_action_rules

__all__ = ["ACTION_RULES_FILE", "clear_action_rules_cache", "load_action_rules"]

ACTION_RULES_FILE = Path("rules") / "action_strength.yaml"

_YamlLoader: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_cache: dict[Path, tuple[tuple[int, int], ActionRules]] = {}
_lock = threading.Lock()


def load_action_rules(overrides: Path | str | None = None, *, use_cache: bool = True) -> ActionRules:
    """The validated action-strength rules: ``overrides``' copy (the override folder) when it has one, else the
    built-in one; raises ``ConfigError``."""
    path = config_file(overrides, ACTION_RULES_FILE).resolve()
    stamp = _stamp(path)
    if use_cache and stamp is not None:
        with _lock:
            cached = _cache.get(path)
        if cached is not None and cached[0] == stamp:
            return cached[1]
    rules = parse_action_rules(read_yaml(path), str(path))
    if use_cache and stamp is not None:
        with _lock:
            _cache[path] = (stamp, rules)
    return rules


def clear_action_rules_cache() -> None:
    """Forget parsed rules (tests, a reload command)."""
    with _lock:
        _cache.clear()


def _stamp(path: Path) -> tuple[int, int] | None:
    try:
        st = path.stat()
    except OSError:
        return None  # missing: read_yaml reports it
    return st.st_mtime_ns, st.st_size

