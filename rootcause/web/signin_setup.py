"""What the app server hands Streamlit's ``st.login`` when sign-in is configured.

Sign-in is configured in one of two ways (``signin_config.py`` says whether it is):

- the environment: ``ROOTCAUSE_OIDC_METADATA_URL``, ``ROOTCAUSE_OIDC_CLIENT_ID``, ``ROOTCAUSE_OIDC_CLIENT_SECRET``.
  When all three are set they win: the server builds Streamlit's ``[auth]`` table from them and gives it to
  ``st.App(secrets=...)``, which replaces any ``[auth]`` table of a ``secrets.toml`` as a whole;
- an ``[auth]`` table in a ``.streamlit/secrets.toml`` (Streamlit's own format), used as it is. Only the two keys
  a hospital should not have to invent are filled in when it lacks them.

The two keys Streamlit needs besides the provider's:

- ``redirect_uri``: ``ROOTCAUSE_PUBLIC_URL`` + ``/oauth2callback`` when set (the address people type, e.g. behind a
  reverse proxy), else ``http://localhost:<port>/oauth2callback``. Its host is added to the Host allow-list, since
  the identity provider sends the browser back there;
- ``cookie_secret`` (signs the sign-in cookie: whoever knows it can forge anyone's sign-in):
  ``ROOTCAUSE_COOKIE_SECRET``, else a random one made on first start and kept in ``<data folder>/cookie_secret``
  (mode 0600, written atomically, never over another process's), so a restart keeps everyone signed in.

Every bad value is a :class:`RootCauseError` with one message in English and Chinese (never a secret's value).
"""

from __future__ import annotations

import os
import secrets
import stat
import tempfile
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from rootcause.errors import ConfigError, InvalidInput
from rootcause.web.signin_config import AUTH_KEYS, OIDC_VARIABLES, auth_table

CALLBACK_PATH = "/oauth2callback"  # Streamlit's route for the provider's answer
PUBLIC_URL = "ROOTCAUSE_PUBLIC_URL"
COOKIE_SECRET = "ROOTCAUSE_COOKIE_SECRET"
COOKIE_SECRET_FILE = "cookie_secret"
MIN_SECRET_CHARS = 32


@dataclass(frozen=True)
class SignInSetup:
    """Sign-in as the server starts it."""

    auth: dict[str, Any] | None  # the [auth] table for st.App(secrets=...); None: secrets.toml's, as it is
    redirect_uri: str
    cookie_secret: str | None  # None only when secrets.toml sets it (Streamlit reads it there)

    @property
    def redirect_host(self) -> str:
        """The redirect's host (with its port, if it names one) as a Host header carries it."""
        return urlsplit(self.redirect_uri).netloc.lower()


def public_url(env: Mapping[str, str]) -> str | None:
    """``ROOTCAUSE_PUBLIC_URL`` without a trailing slash, or None; anything but ``http(s)://host[:port]`` is refused."""
    value = (env.get(PUBLIC_URL) or "").strip()
    if not value:
        return None
    try:
        parts = urlsplit(value)
        parts.port  # noqa: B018 - raises ValueError for a port that is not a number
    except ValueError:
        parts = urlsplit("")
    if parts.scheme not in ("http", "https") or not parts.hostname or parts.path.strip("/") or parts.query \
            or parts.fragment or parts.username or parts.password:
        raise InvalidInput(
            field=PUBLIC_URL,
            en=(f"{PUBLIC_URL} must be the address people open the app at: http:// or https:// and a host, with an "
                "optional port and no path (e.g. https://rca.hospital.example)."),
            zh=(f"{PUBLIC_URL} 必須是使用者開啟應用程式的網址：http:// 或 https:// 加上主機名稱，可含連接埠，不可含路徑"
                "（例如 https://rca.hospital.example）。"),
        )
    return f"{parts.scheme}://{parts.netloc}"


def redirect_uri(env: Mapping[str, str], port: int) -> str:
    """Where the identity provider sends the browser back: the public URL's callback, else localhost's."""
    return f"{public_url(env) or f'http://localhost:{port}'}{CALLBACK_PATH}"


def cookie_secret(env: Mapping[str, str], data_dir: Path) -> str:
    """``ROOTCAUSE_COOKIE_SECRET``, else the data folder's kept secret (made on first use)."""
    given = (env.get(COOKIE_SECRET) or "").strip()
    if not given:
        return read_or_create_secret(data_dir / COOKIE_SECRET_FILE)
    if len(given) < MIN_SECRET_CHARS:
        raise InvalidInput(
            field=COOKIE_SECRET,
            en=(f"{COOKIE_SECRET} must be at least {MIN_SECRET_CHARS} characters of random text (for example the "
                "output of: python -c \"import secrets; print(secrets.token_urlsafe(48))\"), or unset it to let "
                "RootCause keep one in the data folder."),
            zh=(f"{COOKIE_SECRET} 必須是至少 {MIN_SECRET_CHARS} 個字元的隨機文字（例如執行 python -c \"import secrets; "
                "print(secrets.token_urlsafe(48))\" 的輸出），或取消設定，由 RootCause 在資料夾中保存一組。"),
        )
    return given


def read_or_create_secret(path: Path) -> str:
    """The secret kept in ``path``; the first caller makes it. Written to a private temporary file beside it and
    hard-linked into place, so no reader ever sees half a secret and two servers starting at once agree on one."""
    existing = _read_secret(path)
    if existing is not None:
        return existing
    try:
        path.parent.mkdir(parents=True, mode=0o700, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)  # mode 0600
    except OSError as exc:
        raise _unwritable(path, exc) from None
    try:
        with os.fdopen(fd, "w", encoding="ascii") as handle:
            handle.write(secrets.token_urlsafe(48) + "\n")
            handle.flush()
            os.fsync(handle.fileno())
        try:
            os.link(tmp, path)  # fails if another server made it first: theirs is kept
        except FileExistsError:
            pass
        except OSError:  # a file system without hard links: rename (still atomic, the last one wins)
            os.replace(tmp, path)
    except OSError as exc:
        raise _unwritable(path, exc) from None
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)
    made = _read_secret(path)
    if made is None:  # pragma: no cover - removed between the link and the read
        raise _unwritable(path, FileNotFoundError())
    return made


def _read_secret(path: Path) -> str | None:
    """The secret in ``path``, None when there is no file; a file others may read, or without a usable secret, is
    refused (a cookie secret others can read lets them sign in as anyone)."""
    try:
        mode = path.stat().st_mode
        if stat.S_ISREG(mode) and mode & 0o077:
            shown = stat.filemode(mode)
            raise ConfigError(
                path=str(path), field=None,
                en=f"other users may read it (mode {shown}), and whoever reads it can sign in as anyone. "
                   f"Run: chmod 600 {path}",
                zh=f"其他使用者可讀取此檔案（權限 {shown}），讀得到的人即可冒用任何人登入。"
                   f"請執行：chmod 600 {path}")
        text = path.read_text(encoding="ascii").strip()
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError) as exc:
        reason = getattr(exc, "strerror", None) or type(exc).__name__
        raise ConfigError(path=str(path), field=None, en=f"it cannot be read ({reason}).",
                          zh=f"無法讀取（{reason}）。") from None
    if len(text) < MIN_SECRET_CHARS or any(c.isspace() for c in text):
        raise ConfigError(path=str(path), field=None,
                          en="it holds no usable cookie secret. Delete it and restart: a new one is made (everyone "
                             "signs in again).",
                          zh="其中沒有可用的 cookie 密鑰。請刪除此檔案後重新啟動："
                             "系統會產生新的密鑰（所有人需重新登入）。")
    return text


def _unwritable(path: Path, exc: OSError) -> ConfigError:
    reason = exc.strerror or type(exc).__name__
    return ConfigError(path=str(path), field=None,
                       en=f"the cookie secret cannot be written there ({reason}). Set {COOKIE_SECRET} instead, or "
                          "make the data folder writable.",
                       zh=f"無法在此寫入 cookie 密鑰（{reason}）。請改為設定 {COOKIE_SECRET}，或讓資料夾可寫入。")


def sign_in_setup(env: Mapping[str, str], secrets_paths: Iterable[Path], *, port: int,
                  data_dir: Path) -> SignInSetup | None:
    """How sign-in starts on ``port``, or None when it is not configured (the app is then one local user)."""
    if all((env.get(name) or "").strip() for name in OIDC_VARIABLES):
        uri = redirect_uri(env, port)
        secret = cookie_secret(env, data_dir)
        metadata, client_id, client_secret = (env[name].strip() for name in OIDC_VARIABLES)
        auth = {"server_metadata_url": metadata, "client_id": client_id, "client_secret": client_secret,
                "redirect_uri": uri, "cookie_secret": secret}
        return SignInSetup(auth=auth, redirect_uri=uri, cookie_secret=secret)
    table = effective_auth_table(secrets_paths)
    if table is None or not all(isinstance(table.get(k), str) and table[k].strip() for k in AUTH_KEYS):
        return None
    filled = dict(table)
    if not isinstance(table.get("redirect_uri"), str) or not table["redirect_uri"].strip():
        filled["redirect_uri"] = redirect_uri(env, port)
    if not isinstance(table.get("cookie_secret"), str) or not table["cookie_secret"].strip():
        filled["cookie_secret"] = cookie_secret(env, data_dir)
    uri = str(filled["redirect_uri"]).replace("{port}", str(port))  # Streamlit fills {port} in the same way
    return SignInSetup(auth=None if filled == table else filled, redirect_uri=uri,
                       cookie_secret=str(filled["cookie_secret"]))


def effective_auth_table(secrets_paths: Iterable[Path]) -> dict[str, Any] | None:
    """The ``[auth]`` table Streamlit uses: it reads the files in order and a later file's table replaces an
    earlier one's whole."""
    found: dict[str, Any] | None = None
    for path in secrets_paths:
        table = auth_table(path)
        if table is not None:
            found = table
    return found
