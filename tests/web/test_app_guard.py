"""The served app answers only its own names: a foreign Host or a foreign Origin gets no websocket session.

A real app process, started with the command `rootcause run` uses, on two loopback addresses: 127.0.0.1 and
127.0.0.2 (a second bind address, where the bound address itself must be allowed and a foreign Host still refused).
"""

from __future__ import annotations

import socket
from collections.abc import Iterator

import pytest
from app_probe import clean_env, get, served_app, upgrade_status

OPERATOR_NAME = "rca.ward.example"
SWITCHING = "HTTP/1.1 101 Switching Protocols"


def _can_bind(address: str) -> bool:
    with socket.socket() as probe:
        try:
            probe.bind((address, 0))
        except OSError:
            return False
    return True


@pytest.fixture(scope="module", params=["127.0.0.1", "127.0.0.2"])
def app(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, int]]:
    """(bound address, port) of an app served with ROOTCAUSE_ALLOWED_HOSTS naming the operator's host."""
    address = request.param
    if not _can_bind(address):
        pytest.skip(f"{address} cannot be bound here (a second loopback address needs Linux)")
    folder = tmp_path_factory.mktemp(f"app-{address}")
    env = clean_env(folder / "data", ROOTCAUSE_ALLOWED_HOSTS=OPERATOR_NAME)
    with served_app(address, env, folder / "app.log") as port:
        yield address, port


def test_a_foreign_host_gets_4xx_on_http(app):
    address, port = app
    status, _ = get(address, port, "/_stcore/health", host=f"evil.example:{port}")
    assert 400 <= status < 500
    status, _ = get(address, port, "/", host="evil.example")
    assert 400 <= status < 500


def test_the_bound_address_localhost_and_the_operators_name_are_served(app):
    address, port = app
    for host in (f"{address}:{port}", f"localhost:{port}", f"{OPERATOR_NAME}:{port}", OPERATOR_NAME):
        assert get(address, port, "/_stcore/health", host=host)[0] == 200, host


def test_a_websocket_upgrade_with_a_foreign_host_gets_no_101(app):
    address, port = app
    assert upgrade_status(address, port, host=f"evil.example:{port}", origin=None) != SWITCHING
    assert upgrade_status(address, port, host=f"evil.example:{port}",
                          origin=f"http://evil.example:{port}") != SWITCHING


@pytest.mark.parametrize("origin", ["http://evil.example", "https://evil.example:{port}", "http://127.0.0.1:9",
                                    "null", "http://{address}.evil.example:{port}"])
def test_a_websocket_upgrade_from_a_foreign_origin_gets_no_101(app, origin):
    address, port = app
    status = upgrade_status(address, port, host=f"{address}:{port}", origin=origin.format(port=port, address=address))
    assert status != SWITCHING and " 403 " in f"{status} "


def test_a_websocket_upgrade_from_an_allowed_origin_or_without_origin_is_accepted(app):
    address, port = app
    own = f"{address}:{port}"
    assert upgrade_status(address, port, host=own, origin=f"http://{own}") == SWITCHING
    assert upgrade_status(address, port, host=f"localhost:{port}", origin=f"http://localhost:{port}") == SWITCHING
    assert upgrade_status(address, port, host=own, origin=None) == SWITCHING


def test_the_page_and_a_refusal_both_carry_the_security_headers(app):
    address, port = app
    for path, host in (("/", f"{address}:{port}"), ("/_stcore/health", "evil.example")):
        _, headers = get(address, port, path, host=host)
        assert headers["x-content-type-options"] == "nosniff"
        assert headers["referrer-policy"] == "no-referrer"
        assert headers["x-frame-options"] == "DENY"
        assert headers["content-security-policy"] == "frame-ancestors 'none'"


def test_the_default_pages_own_name_leads_to_it_with_its_query(app):
    """Audit 29: "/cases" (the Cases page's name) showed Streamlit's English "Page not found"."""
    address, port = app
    for path in ("/cases?case=ses_ab12cd34&lang=zh-TW", "/cases/?case=ses_ab12cd34&lang=zh-TW"):
        status, headers = get(address, port, path, host=f"{address}:{port}")
        assert (status, headers["location"]) == (307, "/?case=ses_ab12cd34&lang=zh-TW")
    assert get(address, port, "/cases", host=f"{address}:{port}")[1]["location"] == "/"
    status, headers = get(address, port, "/cases", host=f"evil.example:{port}")
    assert 400 <= status < 500 and "location" not in headers, "a foreign Host is still refused first"
