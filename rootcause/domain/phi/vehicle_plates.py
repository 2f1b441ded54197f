"""A vehicle's plate after its label: "家屬車牌 ARB-2760", "licence plate KX19 PLM", "rego 1ABC234".

A plate names its owner to anyone with the registry (HIPAA's Safe Harbor lists vehicle identifiers among the eighteen),
and incident notes quote one when a car blocked an ambulance bay or a relative was traced. After its label, a short run
of capitals and digits is that plate; a plate with no label is too like a lot number or a room code to read alone.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rootcause.domain.phi.scan import all_of

__all__ = ["vehicle_plates"]

Span = tuple[int, int, str]

_PLATE = re.compile(
    r"(?:車牌(?:號碼|號)?|車號|(?i:(?<![a-z])(?:licen[cs]e|number|registration|reg\.?|vehicle)[ \t]*plates?"
    r"(?:[ \t]*(?:no\b\.?|number|#))?|(?<![a-z])plate[ \t]*(?:no\b\.?|number|#)|(?<![a-z])rego\b"
    r"|(?<![a-z])vehicle[ \t]*registration(?:[ \t]*(?:no\b\.?|number|#))?|(?<![a-z])reg\b\.?"
    r"|(?<=car, )registration|(?<=car )registration|(?<=van, )registration"
    # (a bare "plate" or "registration" before a code of five or more letters and digits: "plate KX19 PLM",
    # "California plate 7TRK293", "registration MKT482"; a bone plate's size is digits and a point, "plate 4.5 mm",
    # and never this shape)
    r"|(?<![a-z])(?:plate|registration)(?=[ \t:#]+(?:[A-Z0-9][ \t-]?){4}[A-Z0-9])))"
    r"[ \t]*(?:(?:is|was|為|是)[ \t]*)?[:：#=]?[ \t]*"
    r"((?=[A-Z0-9 \t-]*\d)(?=[0-9 \t-]*[A-Z])[A-Z0-9]{1,4}(?:(?:[ \t]*-[ \t]*|[ \t])?[A-Z0-9]{1,4}){1,2})"
    r"(?![0-9A-Za-z])")  # ("MQA - 5377": a hyphen set off by spaces too)
# (every label holds one of these; the pattern is tried around each)
_TRIGGERS = ("plate", "rego", "reg ", "reg.", "vehicle", "registration", "車牌", "車號")
# A Taiwanese plate's shape (three letters and four digits, ABC-1234, the hyphen or not) right after a word for a car:
# "家屬的車 BKK-7302", "肇事自小客車 BRT5092".
_CAR_THEN_PLATE = re.compile(r"(?:車子|車|(?<![A-Za-z])(?i:car|van))[ \t]*"
                             r"([A-Z]{3}(?:[ \t]*-[ \t]*)?[0-9]{4}|[0-9]{4}(?:[ \t]*-[ \t]*)?[A-Z]{2,3})"
                             r"(?![0-9A-Za-z])")


# A plate's own shape, with a word for a vehicle or for parking in the same stretch: the British "KX19 TLB" (two
# letters, two digits, three letters) and the Taiwanese "MKL-2837" (three letters, a hyphen, four digits), as in
# "Silver Corolla KX19 TLB left in the ambulance bay", "scooter MKL-2837 parked across the ramp". Neither shape is a
# lot, a model or a room code's, and the vehicle's word keeps a chance code of that shape out.
_PLATE_SHAPE = re.compile(r"(?<![0-9A-Za-z-])(?:[A-Z]{2}[0-9]{2}[ \t]?[A-Z]{3}|[A-Z]{3}-[0-9]{4})(?![0-9A-Za-z-])")
_VEHICLE_WORD = re.compile(r"(?i:\b(?:car|van|scooter|moped|motor(?:bike|cycle)|vehicle|taxi|truck|lorry|ute|suv"
                           r"|parked|parking|driv(?:er|en|ing|e)|drove|towed|clamped|ambulance[ \t]+bay|car[ \t]?park"
                           r"|drop-off[ \t]+bay))"
                           r"|機車|汽車|轎車|停車|違停|騎車")
_OTHER_CODE = re.compile(r"(?i:\b(?:lot|batch|model|ref|code|cat(?:alog(?:ue)?)?|part|kit|sku)\b\.?[ \t:#]*)$"
                         r"|批號|型號")
# (a car the hospital owns is not a person's: "Trust pool car YK21 TRX", "the hospital's shuttle van")
_FLEET = re.compile(r"(?i:\b(?:pool|fleet|trust|hospital(?:'s)?|shuttle|courier|lease|hire)[ \t]+(?:car|van|vehicle)"
                    r"[ \t]*)$|公務車|院內車|接駁車")
_AROUND = 60


def vehicle_plates(t: str, low: str) -> Iterator[Span]:
    """The plate after a plate's label (tried only around the words every label holds)."""
    starts = sorted(i for w in _TRIGGERS for i in all_of(low, w)) if any(w in low for w in _TRIGGERS) else []
    found = {m.start(1): m for i in starts if (m := _PLATE.search(t, max(0, i - 14), i + 48)) is not None}
    for m in found.values():
        if 4 <= sum(c.isalnum() for c in m.group(1)) <= 9:
            yield m.start(1), m.end(1), "vehicle_plate"
    if "車" in t or "car" in low or "van" in low:  # (tried only where the word stands)
        cars = sorted({*all_of(t, "車"), *all_of(low, "car"), *all_of(low, "van")})
        for m in (hit for i in cars if (hit := _CAR_THEN_PLATE.match(t, i)) is not None):
            if m.start(1) not in found:
                yield m.start(1), m.end(1), "vehicle_plate"
    for m in _PLATE_SHAPE.finditer(t):
        if _VEHICLE_WORD.search(t, max(0, m.start() - _AROUND), min(len(t), m.end() + _AROUND)) \
                and not _OTHER_CODE.search(t, max(0, m.start() - 16), m.start()) \
                and not _FLEET.search(t, max(0, m.start() - 24), m.start()):
            yield m.start(), m.end(), "vehicle_plate"
