"""A vehicle's plate after its label: "家屬車牌 ARB-2760", "licence plate KX19 PLM", "rego 1ABC234".

A plate names its owner to anyone with the registry (HIPAA's Safe Harbor lists vehicle identifiers among the eighteen),
and incident notes quote one when a car blocked an ambulance bay or a relative was traced. After its label, a short run
of capitals and digits is that plate; a plate with no label is too like a lot number or a room code to read alone.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rootcause.domain.phi.scan import at_words

__all__ = ["vehicle_plates"]

Span = tuple[int, int, str]

_PLATE = re.compile(
    r"(?:車牌(?:號碼|號)?|車號|(?i:(?<![a-z])(?:licen[cs]e|number|registration|reg\.?|vehicle)[ \t]*plates?"
    r"(?:[ \t]*(?:no\b\.?|number|#))?|(?<![a-z])plate[ \t]*(?:no\b\.?|number|#)|(?<![a-z])rego\b"
    r"|(?<![a-z])vehicle[ \t]*registration(?:[ \t]*(?:no\b\.?|number|#))?))"
    r"[ \t]*(?:(?:is|was|為|是)[ \t]*)?[:：#=]?[ \t]*"
    r"((?=[A-Z0-9 \t-]*\d)(?=[0-9 \t-]*[A-Z])[A-Z0-9]{1,4}(?:[ \t-]?[A-Z0-9]{1,4}){1,2})(?![0-9A-Za-z])")
_GATE = re.compile(r"plate(?!let)|rego|vehicle|車牌|車號")  # (every label holds one of these; platelets do not)
_LABEL_WORDS = ("車牌", "車號", "licence", "license", "number", "registration", "reg", "vehicle", "plate", "rego")


def vehicle_plates(t: str, low: str) -> Iterator[Span]:
    """The plate after a plate's label (tried only where a label's first word stands)."""
    if _GATE.search(low) is None:
        return
    for m in at_words(_PLATE, t, low, _LABEL_WORDS):
        if 4 <= sum(c.isalnum() for c in m.group(1)) <= 9:
            yield m.start(1), m.end(1), "vehicle_plate"
