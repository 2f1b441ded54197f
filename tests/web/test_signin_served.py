"""A server with sign-in configured by the environment: it answers the public name people reach it by (the redirect's
host), still refuses every other name, and keeps its cookie secret private in the data folder across restarts."""

from __future__ import annotations

import socket
import stat
import subprocess
import sys

import pytest
from app_probe import REPO, clean_env, free_port, get, served_app, upgrade_status

from rootcause.web.signin_setup import COOKIE_SECRET_FILE

PUBLIC = "rca.hospital.example"
SWITCHING = "HTTP/1.1 101 Switching Protocols"


def _env(tmp_path, **extra: str) -> dict[str, str]:
    return clean_env(tmp_path / "data", HOME=str(tmp_path),
                     ROOTCAUSE_OIDC_METADATA_URL="https://id.hospital.example/.well-known/openid-configuration",
                     ROOTCAUSE_OIDC_CLIENT_ID="rootcause", ROOTCAUSE_OIDC_CLIENT_SECRET="s3cr3t-value", **extra)


def test_the_public_urls_host_is_served_and_a_foreign_one_still_refused(tmp_path):
    env = _env(tmp_path, ROOTCAUSE_PUBLIC_URL=f"https://{PUBLIC}")
    with served_app("127.0.0.1", env, tmp_path / "app.log") as port:
        assert get("127.0.0.1", port, "/_stcore/health", host=PUBLIC)[0] == 200
        assert get("127.0.0.1", port, "/_stcore/health", host="evil.example")[0] == 400
        assert upgrade_status("127.0.0.1", port, host=PUBLIC, origin=f"https://{PUBLIC}") == SWITCHING
        assert upgrade_status("127.0.0.1", port, host=PUBLIC, origin="https://evil.example") != SWITCHING
    secret = tmp_path / "data" / COOKIE_SECRET_FILE
    assert stat.S_IMODE(secret.stat().st_mode) == 0o600
    kept = secret.read_text(encoding="ascii")
    with served_app("127.0.0.1", env, tmp_path / "app2.log"):
        pass
    assert secret.read_text(encoding="ascii") == kept, "a restart keeps the secret, so sign-ins survive it"


def test_without_a_public_url_the_localhost_redirect_is_served(tmp_path):
    with served_app("127.0.0.1", _env(tmp_path), tmp_path / "app.log") as port:
        assert get("127.0.0.1", port, "/_stcore/health", host=f"localhost:{port}")[0] == 200
        assert get("127.0.0.1", port, "/_stcore/health", host=PUBLIC)[0] == 400


@pytest.mark.parametrize(("extra", "named"), [
    ({"ROOTCAUSE_PUBLIC_URL": "rca.hospital.example/rootcause"}, "ROOTCAUSE_PUBLIC_URL"),
    ({"ROOTCAUSE_COOKIE_SECRET": "too-short"}, "ROOTCAUSE_COOKIE_SECRET"),
])
def test_a_bad_sign_in_setting_stops_the_server_before_it_binds_with_one_bilingual_line(tmp_path, extra, named):
    port = free_port()
    done = subprocess.run([sys.executable, "-m", "rootcause.web.serve", "--host", "0.0.0.0", "--port", str(port)],
                          cwd=REPO, env=_env(tmp_path, **extra), capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and named in lines[0] and " | " in lines[0] and "Traceback" not in done.stderr
    assert "too-short" not in lines[0]
    with socket.socket() as probe:
        assert probe.connect_ex(("127.0.0.1", port)) != 0
