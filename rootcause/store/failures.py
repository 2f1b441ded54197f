"""What the store says when it cannot be used: a damaged SQLite file, a busy one, or a database server that cannot be
reached. Each names the store (its URL without the password) and what to check, in both languages."""

from __future__ import annotations

import re

from sqlalchemy import make_url
from sqlalchemy.exc import DatabaseError, OperationalError

from rootcause.errors import StoreUnavailable

__all__ = ["is_damage", "printable_url", "unavailable", "unreachable"]

_DAMAGE = ("file is not a database", "malformed", "corrupt", "not a database", "disk i/o error")


def is_damage(exc: DatabaseError) -> bool:
    """SQLite's words for a file that is no database or a damaged one (not a constraint or a bad statement)."""
    text = str(exc.orig).lower()
    return any(word in text for word in _DAMAGE)


def unavailable(exc: DatabaseError, url: str) -> StoreUnavailable:
    """A store that was opened and then failed: SQLite busy or locked (try again), or a database server that went
    down or refused the connection (named, with what to check)."""
    kind, where = type(exc.orig).__name__, printable_url(url)
    if url.startswith("sqlite"):
        return StoreUnavailable(
            field=None,
            en=f"The store at {where} is busy or could not be used ({kind}). Nothing was changed; try again.",
            zh=f"位於 {where} 的資料庫忙碌中或暫時無法使用（{kind}），未做任何變更，請再試一次。",
        )
    return StoreUnavailable(
        field="ROOTCAUSE_DATABASE_URL",
        en=(f"The store at {where} could not be reached ({kind}). Nothing was changed. Check that the database "
            "server is running and reachable and that the role's name and password in ROOTCAUSE_DATABASE_URL are "
            "right, then try again."),
        zh=(f"無法連上位於 {where} 的資料庫（{kind}），未做任何變更。請確認資料庫伺服器正在運作且可連線、"
            "ROOTCAUSE_DATABASE_URL 中的帳號名稱與密碼正確，再試一次。"),
    )


def unreachable(url: str, exc: OperationalError) -> StoreUnavailable:
    """Opening failed: almost always the URL, the server or the credentials, so name where it looked."""
    where, kind = printable_url(url), type(exc.orig).__name__
    if url.startswith("sqlite"):
        return StoreUnavailable(
            field="ROOTCAUSE_DATA_DIR",
            en=f"Could not open the store at {where} ({kind}). Check that the data folder exists and is writable.",
            zh=f"無法開啟位於 {where} 的資料庫（{kind}）。請確認資料夾存在且可寫入。",
        )
    return StoreUnavailable(
        field="ROOTCAUSE_DATABASE_URL",
        en=(f"Could not open the store at {where} ({kind}). Check ROOTCAUSE_DATABASE_URL, that the database "
            "server is running and reachable, and the role's name and password."),
        zh=(f"無法開啟位於 {where} 的資料庫（{kind}）。請檢查 ROOTCAUSE_DATABASE_URL、資料庫伺服器是否運作且可連線，"
            "以及帳號名稱與密碼。"),
    )


def printable_url(url: str) -> str:
    """The store's URL for messages and logs, without its password: the one in the user part (everything after the
    user's name up to the last @ before the host, since an unencoded @ in a password is a common slip) and any
    password-like query parameter (libpq takes ?password=…, ?sslpassword=…)."""
    scheme, sep, rest = url.partition("://")
    if not sep:
        return make_url(url).render_as_string(hide_password=True)  # (raises for what is no URL, as before)
    main, question, query = rest.partition("?")
    user, at, host = main.rpartition("@")
    if at and ":" in user and not scheme.startswith("sqlite"):  # (a file's path may hold both)
        user = user.split(":", 1)[0] + ":***"
    query = _SECRET_PARAMETER.sub(r"\1***", query)
    shown = f"{scheme}://{user}{at}{host}{question}{query}"
    make_url(url)  # (a URL SQLAlchemy cannot read is refused by the caller, not printed)
    return shown


_SECRET_PARAMETER = re.compile(r"(?i)((?:^|&)(?:password|passwd|pwd|sslpassword|passfile|sslkey|secret|token)=)[^&#]*")
