"""Does the store file tell the truth? Checks before SQLite opens it, an integrity check on demand, and an online
backup. Every problem is one StoreUnavailable naming the file and what to do, in both languages.

A store that is not an SQLite database (a foreign file, zeroed pages), a file nobody may read or write, or a
damaged database must never surface as a driver's traceback, and never be "fixed" behind the user's back: the
file's mode is the user's, so RootCause reports a read-only store instead of changing it.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from pathlib import Path

from rootcause.errors import StoreUnavailable
from rootcause.file_targets import replace_atomically, sqlite_family

HEADER = b"SQLite format 3\x00"
FIELD = "ROOTCAUSE_DATA_DIR"


def _error(path: Path, en: str, zh: str) -> StoreUnavailable:
    return StoreUnavailable(field=FIELD, en=f"The store {path}: {en}", zh=f"資料庫 {path}：{zh}")


def check_file(path: Path) -> None:
    """The file, if it exists, is an SQLite database this process may read and write."""
    if not path.exists():
        return
    if not path.is_file():
        raise _error(path, "is not a file. Point ROOTCAUSE_DATA_DIR at the folder that holds rootcause.db.",
                     "不是檔案。請將 ROOTCAUSE_DATA_DIR 指向存放 rootcause.db 的資料夾。")
    try:
        with path.open("rb") as handle:
            head = handle.read(len(HEADER))
    except PermissionError:
        raise _error(path, "cannot be read. Give the user that runs RootCause read and write access to it.",
                     "無法讀取。請讓執行 RootCause 的使用者擁有讀寫權限。") from None
    if head and head != HEADER:
        raise _error(path, "is not a RootCause store (not an SQLite database, or its first page is damaged). "
                     "Restore it from the last backup (rootcause db backup makes one).",
                     "不是 RootCause 資料庫（不是 SQLite 資料庫，或第一頁已損毀）。"
                     "請由最近的備份還原（rootcause db backup 可建立備份）。")
    if not os.access(path, os.W_OK):
        raise _error(path, "is read-only. Give the user that runs RootCause write access to it; RootCause does not "
                     "change a file's permissions itself.",
                     "為唯讀。請讓執行 RootCause 的使用者擁有寫入權限；RootCause 不會自行變更檔案權限。")


def quick_check(path: Path) -> None:
    """SQLite's own structural check (``PRAGMA quick_check``): a damaged page is a refusal, not "ready"."""
    check_file(path)
    if not path.exists():
        return
    try:
        with contextlib.closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as conn:
            rows = conn.execute("PRAGMA quick_check").fetchall()
    except sqlite3.DatabaseError as exc:
        raise damaged(path, type(exc).__name__) from None
    if rows != [("ok",)]:
        raise damaged(path, "quick_check")


def damaged(path: Path | str, what: str) -> StoreUnavailable:
    return _error(Path(path), f"is damaged ({what}). Stop RootCause, keep a copy of the file, and restore the last "
                  "backup (rootcause db backup makes one).",
                  f"已損毀（{what}）。請停止 RootCause、保留此檔案的副本，"
                  "並由最近的備份還原（rootcause db backup 可建立備份）。")


def backup(path: Path, target: Path) -> Path:
    """An online copy of the store while it is in use (SQLite's backup API), written beside ``target`` and
    renamed into place: a crash never leaves half a backup; the store's own files are never a target
    (``file_targets``). Returns the real path written."""
    quick_check(path)

    def fill(partial: Path) -> None:
        with contextlib.closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as source, \
                contextlib.closing(sqlite3.connect(partial)) as copy:
            source.backup(copy)

    return replace_atomically(target, fill, protected=sqlite_family(path))
