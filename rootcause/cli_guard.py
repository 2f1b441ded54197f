"""The CLI's edges: arguments and settings that are no text, and where a bug's details go.

A shell passes bytes; Python reads an argument or a variable that is not UTF-8 with surrogate escapes, which break
the first write or query that meets them (far from where they came in, as a traceback). They are refused up front,
naming the argument or the variable. A bug's traceback goes to a log file in the data folder, never to the screen:
the person at the terminal gets one line and a trace id.
"""

from __future__ import annotations

import traceback
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from pathlib import Path

__all__ = ["not_text", "record_failure"]

_SETTINGS_PREFIX = "ROOTCAUSE_"


def _readable(value: str) -> bool:
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def not_text(argv: Sequence[str], env: Mapping[str, str], lang: str) -> str | None:
    """The refusal for the first argument or ROOTCAUSE_ setting that is not UTF-8 text, else None."""
    for n, arg in enumerate(argv, start=1):
        if not _readable(arg):
            return (f"第 {n} 個參數不是 UTF-8 文字。請以 UTF-8 重新輸入（例如以案例清單複製 id）。" if lang == "zh-TW"
                    else f"argument {n} is not UTF-8 text. Type it again in UTF-8 (copy a case id from the list).")
    for name, value in env.items():
        if name.startswith(_SETTINGS_PREFIX) and not _readable(value):
            return (f"{name} 不是 UTF-8 文字。請以 UTF-8 重新設定（例如資料夾改用不含特殊位元組的路徑）。"
                    if lang == "zh-TW" else
                    f"{name} is not UTF-8 text. Set it again in UTF-8 (a folder path without raw bytes).")
    return None


def record_failure(data_dir: Path | None, trace: str) -> Path | None:
    """Append the current exception's traceback, under its trace id, to ``<data_dir>/logs/cli-errors.log``; the
    file's path, or None when it could not be written (the data folder is what failed, say)."""
    if data_dir is None:
        return None
    log = data_dir / "logs" / "cli-errors.log"
    try:
        log.parent.mkdir(parents=True, exist_ok=True)
        with log.open("a", encoding="utf-8", errors="backslashreplace") as fh:
            fh.write(f"--- {datetime.now(UTC).isoformat(timespec='seconds')} trace {trace}\n{traceback.format_exc()}")
    except OSError:
        return None
    return log
