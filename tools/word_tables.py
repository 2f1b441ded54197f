"""Write a word table of ``rootcause/domain/phi/words`` the way every builder in ``tools/`` does: its header, then
the entries sorted and wrapped at 110 characters, written atomically (a temporary file moved into place), so a
rebuild's diff shows exactly which entries moved and an interrupted build leaves the old table whole."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

__all__ = ["write_table"]

WIDTH = 110


def write_table(path: Path, header: str, entries: Iterable[str]) -> int:
    """Write ``entries`` under ``header`` to ``path``; return how many there are."""
    kept = sorted(set(entries))
    lines: list[str] = []
    line = ""
    for entry in kept:
        if line and len(line) + 1 + len(entry) > WIDTH:
            lines.append(line)
            line = ""
        line = f"{line} {entry}" if line else entry
    if line:
        lines.append(line)
    tmp = path.with_name(f".{path.name}.tmp")
    tmp.write_text(header + "\n".join(lines) + "\n", encoding="utf-8")
    tmp.replace(path)
    return len(kept)
