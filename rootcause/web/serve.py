"""The app's server process: ``python -m rootcause.web.serve --host H --port P`` runs the app under uvicorn.

``rootcause run`` starts it as its app child and the browser tests start it the same way: both take the command from
:func:`app_command`, so there is one way the app is served. Before anything binds, the process refuses an address
off loopback while sign-in is not configured (the same rule as ``rootcause run``, for anyone who starts this module
by hand) and stops with one line, English and Chinese, and exit status 2 on any bad setting, never a traceback.
With sign-in configured it also settles, before binding, what ``st.login`` is given (``signin_setup.py``): the
redirect address and the cookie secret (made and kept in the data folder on the first start).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from rootcause.errors import InvalidInput, RootCauseError
from rootcause.settings import load_settings, port_number
from rootcause.web.signin_config import require_sign_in_off_loopback, secrets_files
from rootcause.web.signin_setup import sign_in_setup

GRACEFUL_SHUTDOWN_SECONDS = 5  # a browser still connected must not hold a Ctrl-C for long


def app_path() -> Path:
    """app.py from the current checkout, else beside the installed package (editable installs)."""
    here = Path.cwd() / "app.py"
    return here if here.exists() else Path(__file__).resolve().parents[2] / "app.py"


def app_secrets_files() -> tuple[Path, ...]:
    """The ``secrets.toml`` files the app reads, where they are for this process (the launcher, the app's server
    and the MCP server ask the same question: is sign-in configured?)."""
    return secrets_files(app_path().parent, cwd=Path.cwd(), home=Path.home())


def app_command(host: str, port: int) -> list[str]:
    """The command that serves the app on ``host``:``port`` (run it from the folder ``rootcause run`` runs in)."""
    return [sys.executable, "-m", "rootcause.web.serve", "--host", host, "--port", str(port)]


def failure_line(exc: RootCauseError) -> str:
    """A refused start as one line for stderr, in both languages (an operator's log shows one line per entry)."""
    return "rootcause app: " + " ".join(f"{exc.message('en')} | {exc.message('zh-TW')}".split())


def serve(host: str, port: int | None) -> int:
    """Check the settings and the bind address, then serve until interrupted; a process exit code."""
    try:
        settings = load_settings()
        script = app_path()
        secrets_paths = app_secrets_files()
        require_sign_in_off_loopback(host, os.environ, secrets_paths, option="--host")
        if not script.is_file():
            raise InvalidInput(field="app.py", en=f"app.py was not found at {script}; start from the RootCause folder.",
                               zh=f"找不到 app.py（{script}）；請在 RootCause 資料夾中啟動。")
        port = port_number("--port", str(port), any_free=True) if port is not None else settings.app_port
        sign_in = sign_in_setup(os.environ, secrets_paths, port=port, data_dir=settings.data_dir)
    except RootCauseError as exc:
        print(failure_line(exc), file=sys.stderr, flush=True)
        return 2
    import uvicorn

    from rootcause.web.asgi import build_app

    app = build_app(script, host, port, settings.allowed_hosts, sign_in)
    # Websocket settings as Streamlit's own runner uses them: the sans-I/O implementation, no compression.
    uvicorn.run(app, host=host.strip("[]"), port=port, log_level="warning", access_log=False, lifespan="on",
                ws="websockets-sansio", ws_per_message_deflate=False,
                timeout_graceful_shutdown=GRACEFUL_SHUTDOWN_SECONDS)
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rootcause.web.serve", description="serve the RootCause app")
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=None, help="port (default ROOTCAUSE_APP_PORT, else 8501)")
    args = parser.parse_args(argv)
    return serve(args.host, args.port)


if __name__ == "__main__":
    sys.exit(main())
