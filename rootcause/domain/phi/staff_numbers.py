"""A member of staff's number after its label: "員工編號N20417", "staff ID: 40317", "badge #A7741".

A staff number names one person as surely as their name does, to anyone with the roster, and RCA notes quote it
("the nurse with employee no. 88213"). After its label, a short code of a few letters and digits is that number.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rootcause.domain.phi.scan import at_words

__all__ = ["staff_numbers"]

Span = tuple[int, int, str]

_STAFF_NUMBER = re.compile(
    r"(?:員工(?:編號|代號|號碼|證號)|職員(?:編號|代號)|工號|職編|人員代號|(?i:(?<![a-z])(?:staff|employee|badge|payroll"
    r"|personnel)[ \t]*(?:id|no\b\.?|number|num|#|code)))[ \t]*(?:(?:is|為|是)[ \t]*)?[:：#=]?[ \t]*"
    r"([A-Za-z]{0,3}[ \t-]?\d{3,10})(?![0-9A-Za-z])")
_LABEL_WORDS = ("員工", "職員", "工號", "職編", "人員代號", "staff", "employee", "badge", "payroll", "personnel")


def staff_numbers(t: str, low: str) -> Iterator[Span]:
    """The code after a staff number's label (tried only where a label's first word stands)."""
    for m in at_words(_STAFF_NUMBER, t, low, _LABEL_WORDS):
        yield m.start(1), m.end(1), "staff_id"
