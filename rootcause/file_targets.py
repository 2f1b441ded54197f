"""Where a command writes a file it was asked for (``--out`` of export, backup and rules export): checked before a
byte is written, so a typo never replaces what it should not.

- A link is written through: the file it points to is replaced, the link stays (a shared copy stays shared).
- Only a regular file (or nothing yet) is a target: a folder or a device (``/dev/full``) is refused.
- The store itself, and its journal files, are never a target: renaming over a live SQLite file leaves the running
  app writing to an unlinked file and the new one paired with the old write-ahead log.
- An existing file keeps its mode (RootCause never changes the mode of a file it did not create).
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from collections.abc import Callable, Iterable
from pathlib import Path

from rootcause.errors import InvalidInput

__all__ = ["checked_target", "replace_atomically", "sqlite_family"]


def sqlite_family(store: Path) -> list[Path]:
    """The store and the files SQLite keeps beside it."""
    return [store, *(store.with_name(store.name + suffix) for suffix in ("-wal", "-shm", "-journal"))]


def checked_target(path: Path, *, protected: Iterable[Path] = ()) -> Path:
    """The real path to write ``path`` to (a link resolved), or InvalidInput naming it."""
    real = path.resolve()
    shown = str(path)
    if real.exists() and not real.is_file():
        raise InvalidInput(field="--out", en=f"--out: {shown} is not a regular file (a folder or a device); give the "
                           "path of a file to write.",
                           zh=f"--out：{shown} 不是一般檔案（是資料夾或裝置）；請指定要寫入的檔案路徑。")
    for kept in protected:
        if real == kept.resolve():
            raise InvalidInput(field="--out", en=f"--out: {shown} is the store's own file ({kept.name}); writing "
                               "over it would damage the store. Give another path.",
                               zh=f"--out：{shown} 是資料庫本身的檔案（{kept.name}）；"
                               "覆寫會損毀資料庫，請指定其他路徑。")
    return real


def replace_atomically(path: Path, fill: Callable[[Path], None], *, protected: Iterable[Path] = ()) -> Path:
    """Write ``path`` by ``fill``-ing a temp file beside it and renaming it over: a crash never leaves half a file.
    Returns the real path written."""
    real = checked_target(path, protected=protected)
    real.parent.mkdir(parents=True, exist_ok=True)
    mode = stat.S_IMODE(real.stat().st_mode) if real.exists() else None
    fd, name = tempfile.mkstemp(prefix=f".{real.name}.", dir=real.parent)
    os.close(fd)
    tmp = Path(name)
    try:
        fill(tmp)
        if mode is not None:
            os.chmod(tmp, mode)
        os.replace(tmp, real)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            tmp.unlink()
        raise
    return real
