"""An IP address that can lead to a person: "the complaint came from IP 203.0.113.47", "登入來源 2001:db8::7a".

HIPAA's Safe Harbor lists IP addresses among the eighteen identifiers: the address a complaint, a portal log-in or a
threatening message came from names a household to anyone with the provider's records. A hospital's own devices sit
on private networks (10.x, 172.16–31.x, 192.168.x, link-local, loopback), and an incident about a pump dropping off
the network may quote one; those name a machine, not a person, and stay allowed. So does a dotted run that is a
version, a section or a standard's number ("firmware 4.12.0.3", "section 3.2.1.4"), and one whose parts are all
single digits (a heading's number far more often than a public address).
"""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Iterator

from rootcause.domain.phi.scan import all_of, digit_runs

__all__ = ["ip_addresses"]

Span = tuple[int, int, str]

_V4 = re.compile(r"(?<![0-9A-Za-z.])(?:[0-9]{1,3}\.){3}[0-9]{1,3}(?![0-9A-Za-z]|\.[0-9])"
                 r"|(?<![0-9A-Za-z.。])(?:[0-9]{1,3}。){3}[0-9]{1,3}(?![0-9A-Za-z]|。[0-9])"  # (with 。 for the dots)
                 r"|(?<![0-9A-Za-z.])(?:[0-9]{1,3}[ \t]+\.[ \t]+){3}[0-9]{1,3}(?![0-9A-Za-z]|[ \t]*\.[ \t]*[0-9])")
_V4_WHOLE = re.compile(r"(?:(?<![A-Za-z0-9])(?i:(?:(?:client|src|source|remote|dest|peer|host)[_ -]?)?ip(?:v4)?"
                       r"(?:[_ -]?addr(?:ess)?)?)"
                       # (set apart from its label: "IP20231145" is a pump's serial, not an address)
                       r"(?:[ \t]*[=:：][ \t]*|[ \t]+)|(?:來源(?:位址|ip)?|位址)[ \t]*[=:：]?[ \t]*)"
                       r"(0[xX][0-9A-Fa-f]{8}|\d{8,10})(?![0-9A-Za-z])")
_SAYS_IP = re.compile(r"(?i:ipv4|ip address|decimal|hex)|十六進位|十進位")
_V4_HEX = re.compile(r"(?<![0-9A-Za-z.])(?:0[xX][0-9A-Fa-f]{1,2}\.){3}0[xX][0-9A-Fa-f]{1,2}(?![0-9A-Za-z]|\.[0-9])")
# (the third: spaced out round each dot, "203 . 69 . 112 . 45", as a filter that reads digits and dots is dodged)
# (ASCII edges: the canonical form joins a Chinese word to what follows it, "來源2001:db8::7a"; a run of hex digits and
# colons opens with a character of its class, which the engine skips to, and the address module says which are one)
_V6_RUN = re.compile(r"[0-9A-Fa-f:]{6,39}")
# What a dotted number is when it is not an address: a version, a section, a standard, a code.
_NOT_AN_ADDRESS_BEFORE = re.compile(
    r"(?i:\b(?:v|ver|version|versions|firmware|fw|software|build|release|rev|revision|update|patch|section|sect|"
    r"sec|§|clause|para|paragraph|step|item|appendix|annex|table|figure|fig|standard|std|iso|iec|icd|"
    r"snomed|oid|rule|guideline|policy|chapter|ch|lot|batch|ref)\.?\s*[:#=]?\s*[\"']?"  # (an attribute: firmware="3.2")
    r"|(?:版本|版|韌體|軟體|條文?|節|章|基準|評鑑)\s*[:：]?\s*)$")
# The item before in a list of such numbers: "條文 2.4.3.1 與 1.2.10.3", "sections 3.2.1.4 and 4.1.2.2".
_LISTED_AFTER = re.compile(r"(?<![0-9.])\d[0-9.]*[ \t]*(?:與|和|及|、|,|，|;|and|or|&)[ \t]*$")


def _private(address: ipaddress.IPv4Address | ipaddress.IPv6Address) -> bool:
    """A machine's address inside a hospital or on the machine itself, or a network's mask: not a household's."""
    return (address.is_private and not _documentation(address)) or address.is_loopback or address.is_link_local \
        or address.is_multicast or address.is_unspecified or address.is_reserved


def _documentation(address: ipaddress.IPv4Address | ipaddress.IPv6Address) -> bool:
    """The ranges set aside for examples (192.0.2.x, 198.51.100.x, 203.0.113.x, 2001:db8::): written where a real
    public address was meant, so read as one."""
    return any(address in net for net in _EXAMPLES if net.version == address.version)


_EXAMPLES = tuple(ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24",
                                                    "2001:db8::/32"))


_HEX_OR_COLON = frozenset("0123456789abcdefABCDEF:")


def _run_around(t: str, i: int) -> tuple[int, int]:
    """The run of hex digits and colons that holds position ``i``."""
    a, b = i, i
    while a > 0 and t[a - 1] in _HEX_OR_COLON:
        a -= 1
    while b < len(t) and t[b] in _HEX_OR_COLON:
        b += 1
    return a, b


def ip_addresses(t: str, low: str) -> Iterator[Span]:
    """Every public IPv4 or IPv6 address in ``t`` that no version or section word stands before."""
    if "." in t or "。" in t:  # (tried only at a run of one to three digits before a dot: the shared runs of digits)
        starts = (a for a, b in digit_runs(t)
                  if b - a <= 3 and (t[b : b + 1] in ".。" or t[b : b + 2] in (" .", "\t.")))
        versions: set[tuple[str, str]] = set()  # (the first two parts of each version number named as one)
        for m in (hit for a in starts if (hit := _V4.match(t, a)) is not None):
            parts = [p.strip() for p in m.group().replace("。", ".").split(".")]
            listed = _LISTED_AFTER.search(t, max(0, m.start() - 40), m.start())
            if _NOT_AN_ADDRESS_BEFORE.search(t, max(0, m.start() - 24), m.start()) or (
                    listed is not None and _NOT_AN_ADDRESS_BEFORE.search(t, max(0, listed.start() - 24),
                                                                         listed.start())):
                versions.add((parts[0], parts[1]))
                continue
            if all(len(p) == 1 for p in parts) or any(int(p) > 255 for p in parts):
                continue
            if (parts[0], parts[1]) in versions:
                continue  # "firmware 4.12.0.17 has the bug; 4.12.1.3 pending": the next version of the same series
            try:
                address: ipaddress.IPv4Address | ipaddress.IPv6Address = ipaddress.IPv4Address(".".join(parts))
            except ValueError:  # (a part with a leading zero: not how an address is written)
                continue
            if not _private(address):
                yield m.start(), m.end(), "ip_address"
    for m in _V4_WHOLE.finditer(t) if "ip" in low or "位址" in t or "來源" in t else ():
        raw = m.group(1)  # (an address as one number after its label: client_ip=3325256824, 來源 0x3DDB2CBB（IPv4）)
        if not (m.group(0).lower().startswith(("ip", "client", "src", "source", "remote", "dest", "peer", "host"))
                or _SAYS_IP.search(t, m.end(), m.end() + 30)):
            continue
        value = int(raw, 16) if raw.lower().startswith("0x") else int(raw)
        if 2**24 <= value < 2**32 and not _private(ipaddress.IPv4Address(value)):
            yield m.start(1), m.end(1), "ip_address"
    for m in _V4_HEX.finditer(t) if "0x" in low else ():  # (each part in hex, "0xcb.0x00.0x71.0x2a")
        address = ipaddress.IPv4Address(".".join(str(int(p, 16)) for p in m.group().lower().split(".")))
        if not _private(address):
            yield m.start(), m.end(), "ip_address"
    if "::" in t or t.count(":") >= 7:
        runs = {_run_around(t, i) for i in all_of(t, "::")}
        if t.count(":") >= 7:
            runs |= {m.span() for m in _V6_RUN.finditer(t)}
        for a, b in sorted(runs):
            run = t[a:b]
            if ("::" not in run and run.count(":") != 7) or (a and ((t[a - 1].isascii() and t[a - 1].isalnum())
                                                                    or t[a - 1] in ".:")) \
                    or (t[b : b + 1].isascii() and t[b : b + 1].isalnum()):
                continue
            try:
                address = ipaddress.IPv6Address(run)
            except ValueError:
                continue
            if not _private(address):
                yield a, b, "ip_address"
