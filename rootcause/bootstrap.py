"""From settings to what a running face needs: the store, the frameworks (with the store's learned rules),
and the optional AI assistant. Built here, in one place, for the app, the MCP server and the CLI.

The MCP server builds everything at once (:func:`build`); the app builds each part on first use and keeps it
for the process (Streamlit's resource cache), through the same functions. A store that cannot be opened is
always a StoreUnavailable naming the setting to check, never a driver's traceback.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from rootcause.assist import Assistant
from rootcause.config.layers import overrides_in_force
from rootcause.config.phi_words import load_local_phi_words
from rootcause.errors import RootCauseError, StoreUnavailable
from rootcause.services.frameworks import Frameworks
from rootcause.services.rules_io import import_from_config
from rootcause.settings import Settings
from rootcause.store import Store, open_store, printable_url

__all__ = ["App", "Assistant", "Frameworks", "Store", "build", "import_learned_rules", "load_frameworks",
           "load_phi_words", "open_assistant", "open_store_at", "overrides_in_force"]


@dataclass
class App:
    """Everything one process serves from: built once, shared by every request or browser."""

    settings: Settings
    db: Store
    frameworks: Frameworks
    assistant: Assistant


def open_store_at(url: str, *, create: bool = True) -> Store:
    """Open (and on first use create) the store at ``url``; any failure is a StoreUnavailable in both languages.
    ``create=False`` only opens it (``rootcause db upgrade`` checks and migrates it itself)."""
    try:
        return open_store(url, create=create)
    except RootCauseError:
        raise
    except Exception as exc:  # a malformed URL, an unknown driver, an unwritable folder
        kind = type(exc).__name__
        blocked = _file_in_the_way(url)
        if blocked is not None:
            raise StoreUnavailable(
                field="ROOTCAUSE_DATA_DIR",
                en=f"The data folder {blocked} is a file, not a folder. Point ROOTCAUSE_DATA_DIR at a folder (it is "
                   "created if missing), or move the file away.",
                zh=f"資料資料夾 {blocked} 是一個檔案，不是資料夾。請將 ROOTCAUSE_DATA_DIR 指向一個資料夾"
                   "（不存在時會自動建立），或移走該檔案。",
            ) from exc
        where = _shown(url)
        raise StoreUnavailable(
            field="ROOTCAUSE_DATABASE_URL",
            en=(f"The case store could not be opened at {where} ({kind}). RootCause uses a SQLite file "
                "(sqlite:///<path>, the default, under ROOTCAUSE_DATA_DIR) or PostgreSQL "
                "(postgresql+psycopg://<role>:<password>@<host>/<database>); check ROOTCAUSE_DATABASE_URL."),
            zh=(f"無法開啟位於 {where} 的案例資料庫（{kind}）。RootCause 使用 SQLite 檔案（sqlite:///<路徑>，預設位於 "
                "ROOTCAUSE_DATA_DIR 下）或 PostgreSQL（postgresql+psycopg://<帳號>:<密碼>@<主機>/<資料庫>）；"
                "請檢查 ROOTCAUSE_DATABASE_URL。"),
        ) from exc


def _shown(url: str) -> str:
    """The URL without its password, or only its scheme when it cannot be read as a URL (it might hold one)."""
    try:
        return printable_url(url)
    except Exception:  # (an unparsable URL: the scheme alone, never the rest)
        return (url.split(":", 1)[0][:20] + ":…") if ":" in url else "(not a URL)"


def _file_in_the_way(url: str) -> Path | None:
    """For a SQLite file's URL: the first folder on its path that is a file instead, if any."""
    if not url.startswith("sqlite:///"):
        return None
    for folder in reversed(Path(url.removeprefix("sqlite:///")).parents):
        if folder.exists() and not folder.is_dir():
            return folder
    return None


def load_frameworks(overrides: Path | None) -> Frameworks:
    """The built-in frameworks and rules with the override folder's files in their place, and its PHI word lists
    (``phi/*.txt``, added to the guard's tables); a broken file is a ConfigError naming it."""
    load_phi_words(overrides)
    return Frameworks(overrides)


def load_phi_words(overrides: Path | None) -> None:
    """The override folder's own PHI word lists (``phi/*.txt``), added to the guard's tables once per file."""
    load_local_phi_words(overrides)


def import_learned_rules(db: Store, frameworks: Frameworks) -> None:
    """learned_rules.yaml back into the store, so both processes see the reviewed rules (no duplicates)."""
    import_from_config(db, frameworks)


def open_assistant(settings: Settings) -> Assistant:
    """The optional AI assistant; off unless ROOTCAUSE_LLM=on."""
    return Assistant.from_settings(settings)


def build(settings: Settings, *, frameworks: Frameworks | None = None) -> App:
    """Everything at once, frameworks first (a broken config stops start-up before the store is touched).

    ``frameworks`` lets a caller that already loaded them (the test suite) share one copy.
    """
    loaded = frameworks or load_frameworks(settings.config_dir)
    db = open_store_at(settings.database_url)
    import_learned_rules(db, loaded)
    return App(settings=settings, db=db, frameworks=loaded, assistant=open_assistant(settings))
