"""Is sign-in configured? Without it the app is never served off loopback.

On loopback with no sign-in, RootCause is one trusted local user: whoever sits at the machine. Bound to any other
address, that would make everyone who can reach the port that user, so ``rootcause run --app-host`` (and the app
server itself) refuses to start there until sign-in is configured, in either of the two ways Streamlit's
``st.login`` can be given an OpenID Connect provider:

- the environment: ``ROOTCAUSE_OIDC_METADATA_URL``, ``ROOTCAUSE_OIDC_CLIENT_ID`` and ``ROOTCAUSE_OIDC_CLIENT_SECRET``,
  all three non-empty;
- an ``[auth]`` table in a ``.streamlit/secrets.toml`` Streamlit reads, with ``client_id``, ``client_secret`` and
  ``server_metadata_url``.

A secrets file that is not valid TOML is a :class:`ConfigError` naming the file (never a traceback, never a value).
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from rootcause.errors import ConfigError, InvalidInput
from rootcause.web.hosts import is_loopback

OIDC_VARIABLES = ("ROOTCAUSE_OIDC_METADATA_URL", "ROOTCAUSE_OIDC_CLIENT_ID", "ROOTCAUSE_OIDC_CLIENT_SECRET")
AUTH_KEYS = ("client_id", "client_secret", "server_metadata_url")
SECRETS = Path(".streamlit") / "secrets.toml"


def sign_in_configured(env: Mapping[str, str], secrets_path: Path) -> bool:
    """True when all three ``ROOTCAUSE_OIDC_*`` variables are set, or ``secrets_path`` has an ``[auth]`` table with
    ``client_id``, ``client_secret`` and ``server_metadata_url``. A missing file is simply "not configured"."""
    if all((env.get(name) or "").strip() for name in OIDC_VARIABLES):
        return True
    auth = auth_table(secrets_path)
    return auth is not None and all(isinstance(auth.get(key), str) and auth[key].strip() for key in AUTH_KEYS)


def auth_table(path: Path) -> dict[str, Any] | None:
    """The ``[auth]`` table of the secrets file ``path``, or None (no file, or no such table)."""
    auth = _secrets(path).get("auth")
    return auth if isinstance(auth, dict) else None


def _secrets(path: Path) -> dict[str, Any]:
    if not path.is_file():  # absent (or a folder of Kubernetes-style secrets, which holds no [auth] table)
        return {}
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as exc:  # says where (line, column), never what: the file holds secrets
        raise ConfigError(path=str(path), field=None, en=f"it is not valid TOML ({exc}). Fix or remove the file.",
                          zh=f"不是有效的 TOML 格式（{exc}）。請修正或移除此檔案。") from None
    except (OSError, UnicodeDecodeError) as exc:
        reason = getattr(exc, "strerror", None) or type(exc).__name__
        raise ConfigError(path=str(path), field=None, en=f"it cannot be read ({reason}).",
                          zh=f"無法讀取（{reason}）。") from None


def secrets_files(app_dir: Path, *, cwd: Path, home: Path) -> tuple[Path, ...]:
    """The ``secrets.toml`` files Streamlit reads for the app, in its order: the user's, the working folder's and
    the one beside ``app.py``."""
    found: list[Path] = []
    for folder in (home, cwd, app_dir):
        path = folder / SECRETS
        if path not in found:
            found.append(path)
    return tuple(found)


def require_sign_in_off_loopback(host: str, env: Mapping[str, str], secrets_paths: Iterable[Path], *,
                                 option: str = "--app-host") -> None:
    """Raise :class:`InvalidInput` (one message, English and Chinese) when ``host`` is not a loopback address and
    sign-in is not configured; on loopback nothing is read."""
    if is_loopback(host) or any(sign_in_configured(env, path) for path in secrets_paths):
        return
    raise InvalidInput(
        field=option,
        en=(f"{option} {host} is not a loopback address and sign-in is not configured, so anyone who can reach the "
            "port would use RootCause as the trusted local user. Nothing was started. Configure sign-in: set "
            "ROOTCAUSE_OIDC_METADATA_URL, ROOTCAUSE_OIDC_CLIENT_ID and ROOTCAUSE_OIDC_CLIENT_SECRET, or add an "
            "[auth] section (client_id, client_secret, server_metadata_url) to .streamlit/secrets.toml. "
            "Or keep the app on 127.0.0.1 (the default)."),
        zh=(f"{option} {host} 不是本機迴路（loopback）位址，且尚未設定登入：任何能連到此連接埠的人都會被當成受信任的"
            "本機使用者。未啟動任何服務。請設定登入：設定 ROOTCAUSE_OIDC_METADATA_URL、ROOTCAUSE_OIDC_CLIENT_ID 與 "
            "ROOTCAUSE_OIDC_CLIENT_SECRET，或在 .streamlit/secrets.toml 加入 [auth] 區段（client_id、client_secret、"
            "server_metadata_url）。或讓應用程式維持在 127.0.0.1（預設）。"),
    )
