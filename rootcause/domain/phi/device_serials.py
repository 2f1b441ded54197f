"""An implanted device's serial number after its label: "pacemaker serial no. PJN603217S", 心律調節器序號 PJN847215H.

An implant's serial number is registered to the one patient who carries it (HIPAA's Safe Harbor lists device
identifiers and serial numbers among the eighteen), and incident notes quote one when a recall or a registry entry
went wrong. A patient's own insulin pump is theirs the same way. Only a serial label with an implant word before it
in the same report (within 600 characters: "植入式心臟去顫器……裝置序號 S/N: RLA604871H") counts: the serial of a pump on
the ward, an asset tag or a lot number (批號, lot) identifies equipment, not a person. A UDI barcode's element string
gives the serial after its application identifier (21), behind the product's (01): "(01)0501…(17)270331(21)SN884219";
the lot (10) and the expiry (17) name a batch, not a unit.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rootcause.domain.phi.scan import all_of

__all__ = ["device_serials"]

Span = tuple[int, int, str]

_IMPLANT = re.compile(
    # (an ICD is a defibrillator; ICD-10 is a coding scheme)
    r"(?i:pacemaker|defibrillator|\bicd\b(?![ \t]*-?[ \t]*(?:9|10|11)\b)|\bcrt-?d\b|implant(?:ed|able)?"
    r"|explant(?:ed)?|arthroplasty|prosthes[ie]s"
    r"|(?:hip|knee|shoulder|joint|valve|lens)[ \t]+replacement"
    r"|cochlear|neurostimulator|"
    r"stimulator|insulin pump|(?:own|personal)[ \t]+(?:[a-z]+[ \t]+)?pump|loop recorder|port-a-cath|stent|valve|lens"
    # (a pump the patient lives on: "on pump therapy", "the family's pump", "her child's insulin pump")
    r"|pump[ \t]+therapy|(?:family|patient|parents?|child|mother|father)['’]s?[ \t]+(?:[a-z]+[ \t]+)?pump"
    r"|resurfacing|(?-i:PPM|L?VAD|CGM)|heartmate|(?:cgm|glucose)[ \t]+(?:sensor|transmitter))"
    r"|心律調節器|節律器|去顫器|植入|人工電子耳|人工關節|人工水晶體|支架|人工瓣膜|刺激器"
    r"|胰島素幫浦|胰島素泵|自備[^。\n]{0,6}幫浦")
_SERIAL = re.compile(
    r"(?:(?i:serial)(?:[ \t]*(?i:number|no\.?|#))?|(?<![A-Za-z])(?:S/N|SN|(?i:ser)\.[ \t]*(?i:n[o0])\.?)(?![A-Za-z])"
    r"|序號|序列號|產品序號|機身序號)"  # ("SER. N0:" as a scanned card's text reads it)
    r"[ \t]*(?:(?:is|was|為|是)[ \t]*)?[:：#=]?[ \t]*"
    # (letters and digits, in groups a card prints apart, "7H3 9921 04"; or digits alone)
    r"((?=[A-Z0-9-]*\d)(?=[0-9 -]*[A-Z])[A-Z0-9][A-Z0-9-]{1,19}(?:[ ](?=[A-Z0-9-]*\d)[A-Z0-9-]{1,10}){0,3}"
    r"|\d(?:-?\d){5,19})(?![0-9A-Za-z])")
# ... or a clause later, after what was done to it: 器材序號登錄為手寫，經比對後確認為 PZC 603118 S
_SERIAL_LATER = re.compile(r"(?:序號|序列號|(?i:serial(?:[ \t]+(?:number|no\.?))?))[^。；;.\n]{1,30}?"
                           r"(?:為|是|[:：]|(?i:as|was))"
                           r"[ \t]*([A-Z]{1,4}[ \t]?\d{4,10}(?:[ \t]?[A-Z]{1,2})?)(?![0-9A-Za-z])")
# A serial of digits alone is as often a ward device's asset number ("Defibrillator serial SN 4481-22-0937"): it counts
# only where the words leave no doubt the device is inside a patient.
_INSIDE = re.compile(r"(?i:implant(?:ed|s)?\b|cochlear|pacemaker|arthroplasty|prosthes[ie]s|explant(?:ed)?"
                     r"|(?:hip|knee|shoulder|joint)[ \t]+replacement|joint[ \t]+registry)"
                     r"|植入|人工電子耳|人工關節|心律調節器")
_ANOTHER_NUMBER = re.compile(r"工單|單號|編號|批號|財產|資產|(?i:ticket|asset|lot|batch|order|job)")
_TRIGGERS = ("serial", "s/n", "sn", "ser.", "序號", "序列號")
_A_REPORTS = re.compile(r"(?:通報|報告|案件|公文|申報|回收)$")
_GS1_SERIAL = re.compile(r"\(01\)[0-9]{14}(?:\([0-9]{2,4}\)[^()\s]{1,20}){0,4}?\(21\)([0-9A-Za-z-]{4,20})")


def device_serials(t: str, low: str) -> Iterator[Span]:
    """The serial after its label, when an implant word stands before the label in the same report."""
    starts = sorted(i for w in _TRIGGERS for i in all_of(low, w)) if any(w in low for w in _TRIGGERS) else []
    for i in starts:
        m = _SERIAL.match(t, i)
        if m is None and (m := _SERIAL_LATER.match(t, i)) is not None and _ANOTHER_NUMBER.search(m.group()):
            m = None  # (工單為 WO 2024…: the clause went on to another number)
        if m is not None and _A_REPORTS.search(t, max(0, i - 4), i):
            continue  # (通報序號 MD-113-0427: a report's serial number, not a device's)
        if m is not None and sum(c.isdigit() for c in m.group(1)) >= 4 and len(m.group(1)) >= 5 \
                and _IMPLANT.search(t, max(0, i - 600), i) \
                and (not m.group(1).replace("-", "").isdigit() or _INSIDE.search(t, max(0, i - 600), i)):
            yield m.start(1), m.end(1), "device_serial"
    if "(21)" in t:
        for i in all_of(t, "(01)"):
            m = _GS1_SERIAL.match(t, i)
            if m is not None and _IMPLANT.search(t, max(0, i - 600), i + 600):
                yield m.start(1), m.end(1), "device_serial"
