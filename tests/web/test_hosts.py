"""The one Host/Origin allow-list of the app and the MCP server, and the checks on it (pure functions)."""

from __future__ import annotations

import pytest

from rootcause.web.headers import with_frame_ancestors
from rootcause.web.hosts import allowed_hosts, allowed_origins, host_allowed, is_loopback, origin_allowed

PORT = 8501


def test_the_list_holds_loopback_the_bound_address_and_the_operators_names_bare_and_with_the_port():
    hosts = allowed_hosts("127.0.0.2", PORT, ("RCA.Ward.Example", "rca.ward.example:9443", "fe80::1"))
    assert {"localhost", "localhost:8501", "127.0.0.1:8501", "[::1]:8501", "127.0.0.2", "127.0.0.2:8501",
            "rca.ward.example", "rca.ward.example:8501", "rca.ward.example:9443", "[fe80::1]:8501"} <= set(hosts)
    assert "rca.ward.example:9443:8501" not in hosts
    assert len(hosts) == len(set(hosts))


@pytest.mark.parametrize("wildcard", ["0.0.0.0", "::", "[::]"])
def test_a_wildcard_bind_address_is_never_an_allowed_host(wildcard):
    hosts = allowed_hosts(wildcard, PORT, ())
    assert not [h for h in hosts if h.split(":")[0] in ("0.0.0.0", "") or h.startswith("[::]")]


def test_an_ipv6_bind_address_is_allowed_in_brackets():
    assert "[::1]:8501" in allowed_hosts("::1", PORT, ())
    assert "[fd00::5]:8501" in allowed_hosts("fd00::5", PORT, ())


@pytest.mark.parametrize("header", ["127.0.0.1:8501", "LOCALHOST:8501", "localhost", "[::1]:8501", "127.0.0.2:8501"])
def test_a_host_of_ours_is_allowed(header):
    assert host_allowed(header, allowed_hosts("127.0.0.2", PORT, ()))


@pytest.mark.parametrize("header", [None, "", "evil.example", "evil.example:8501", "127.0.0.1.evil.example:8501",
                                    "127.0.0.1:8502", "0.0.0.0:8501"])
def test_a_foreign_or_missing_host_is_refused(header):
    assert not host_allowed(header, allowed_hosts("0.0.0.0", PORT, ()))


def test_origins_of_ours_over_http_or_https_and_no_origin_at_all_are_allowed():
    origins = allowed_origins(allowed_hosts("127.0.0.1", PORT, ("rca.ward.example",)))
    for origin in (None, "", "http://localhost:8501", "https://rca.ward.example", "http://127.0.0.1:8501",
                   "HTTP://LOCALHOST:8501"):
        assert origin_allowed(origin, origins), origin


@pytest.mark.parametrize("origin", ["http://evil.example", "https://evil.example:8501", "null", "http://localhost:3000",
                                    "ws://localhost:8501", "http://localhost.evil.example:8501", "file://"])
def test_a_foreign_origin_of_any_scheme_or_port_is_refused(origin):
    assert not origin_allowed(origin, allowed_origins(allowed_hosts("127.0.0.1", PORT, ())))


@pytest.mark.parametrize(("host", "loopback"), [("localhost", True), ("127.0.0.1", True), ("127.0.0.2", True),
                                                ("::1", True), ("[::1]", True), ("0.0.0.0", False), ("::", False),
                                                ("10.1.2.3", False), ("rca.ward.example", False)])
def test_loopback_means_this_machine_only(host, loopback):
    assert is_loopback(host) is loopback


def test_frame_ancestors_is_added_to_a_routes_own_policy_never_replacing_it():
    assert with_frame_ancestors(None) == "frame-ancestors 'none'"
    assert with_frame_ancestors("default-src 'self';") == "default-src 'self'; frame-ancestors 'none'"
    assert with_frame_ancestors("frame-ancestors 'self'") == "frame-ancestors 'self'"
