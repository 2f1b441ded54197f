"""Read a hospital's own PHI word lists from ``<override folder>/phi/*.txt`` and add them to the guard's tables.

The shipped tables live in the package (``rootcause/domain/phi/words``). A hospital adds what is local to it (a
surname common in its region, a ward named after a person, a romanisation its staff use) in a file with the same
name as the table it extends, one word per line or several per line, ``#`` for comments. A file that is not
UTF-8, names no table, or holds something that is not a word is a ConfigError naming the file and the line.
These lists extend the shipped tables rather than replace them, so they are read from the override folder only
(``ROOTCAUSE_CONFIG_DIR``, else ``<ROOTCAUSE_DATA_DIR>/config``; see ``layers``), never from the built-ins.
"""

from __future__ import annotations

import threading
from pathlib import Path

from rootcause.domain.phi import name_tables
from rootcause.errors import ConfigError

__all__ = ["PHI_WORDS_DIR", "load_local_phi_words"]

PHI_WORDS_DIR = Path("phi")
MAX_WORD = 40
_loaded: set[tuple[Path, int, int]] = set()  # (file, mtime, size) already added: start-up runs once per face
_lock = threading.Lock()


def _words(path: Path) -> list[str]:
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise ConfigError(path=str(path), field=None, en="the file is not UTF-8 text; save it as UTF-8.",
                          zh="檔案不是 UTF-8 文字，請以 UTF-8 儲存。") from None
    except OSError as exc:
        raise ConfigError(path=str(path), field=None, en=f"the file cannot be read ({type(exc).__name__}).",
                          zh=f"無法讀取檔案（{type(exc).__name__}）。") from None
    for number, line in enumerate(text.splitlines(), start=1):
        for word in line.split("#", 1)[0].split():
            if len(word) > MAX_WORD or not all(c.isalpha() or c in "-'’*" for c in word):
                raise ConfigError(
                    path=str(path), field=f"line {number}",
                    en=f"line {number}: '{word[:MAX_WORD]}' is not a word (letters, - and ' only, at most {MAX_WORD}).",
                    zh=f"第 {number} 行：「{word[:MAX_WORD]}」不是單詞（只能有字母、- 與 '，最多 {MAX_WORD} 字）。",
                )
    return name_tables.parse_words(text)


def load_local_phi_words(overrides: Path | str | None) -> list[str]:
    """Add every ``<overrides>/phi/<table>.txt`` to its table; returns the table names extended."""
    if overrides is None:
        return []
    folder = Path(overrides) / PHI_WORDS_DIR
    if not folder.is_dir():
        return []
    extended = []
    for path in sorted(folder.glob("*.txt")):
        if path.stem not in name_tables.TABLES:
            names = sorted(name_tables.TABLES)
            raise ConfigError(path=str(path), field=None,
                              en=f"no word table is called '{path.stem}'; use one of: {', '.join(names)}.",
                              zh=f"沒有名為「{path.stem}」的詞表；可用：{'、'.join(names)}。")
        stat = path.stat()
        key = (path.resolve(), stat.st_mtime_ns, stat.st_size)
        words = _words(path)
        with _lock:
            if key in _loaded:
                continue
            name_tables.extend(path.stem, words)
            _loaded.add(key)
        extended.append(path.stem)
    return extended
