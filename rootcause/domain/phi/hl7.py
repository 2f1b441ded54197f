"""Identifiers in a pasted HL7 v2 message: an interface error log pasted into an incident report carries the
patient's segment whole ("PID|1||3308811^^^RXH^MR||KASPRZAK^WIESLAW^J||19520314|M").

HL7 v2 numbers its fields, so the segment says what each one is without any name table: in PID, fields 2 to 4 are
the patient's identifiers, 5 and 9 names, 6 the mother's maiden name, 7 the date of birth, 11 the address, 13 and
14 phones, 19 the social security number, 20 the driver's licence; in NK1 (next of kin) field 2 is a name, 4 an
address and 5 and 6 phones; MRG (a merge), ROL (a role), PV1 (a visit), PD1, GT1 (a guarantor), IN1 (the
insured), ORC and OBR (an order) name people and numbers in fields of their own. Any of these that holds a value is
refused, whatever it looks like. An XML or a JSON-like element of an interface log named for one of them
(``<PatName>游博丞</PatName>``, ``<DOB>…</DOB>``) is read the same way: the element's name says what its value is. So
do the other formats a contact or a claim is pasted in: a vCard's properties (FN, N, TEL, ADR, BDAY, EMAIL), a
calendar invitation's attendee (ATTENDEE;CN=…), an X12 claim's patient or subscriber segment (NM1*QC / NM1*IL:
surname, given name, member ID), a FHIR Age over 89 and a FHIR person's identifiers.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

__all__ = ["hl7_fields"]

Span = tuple[int, int, str]  # start, end, kind
_SEGMENT = re.compile(r"(?<![A-Za-z0-9])(PID|NK1|MRG|ROL|PV1|PD1|GT1|IN1|ORC|OBR)\|")
_NEXT_SEGMENT = re.compile(r"[\r\n]|(?<=[ \t|])[A-Z][A-Z0-9]{2}\|")
# A field whose first component was masked before pasting ("********^^^HOSP^MR", "***^***"): the rest is the
# assigning authority and the type, which name no one.
_MASKED = re.compile(r"[*xX#]{2,}|\[?(?i:removed|redacted|masked|withheld|de-?identified)\]?")
_FIELDS = {
    "PID": {2: "medical_record", 3: "medical_record", 4: "medical_record", 5: "person_name", 6: "person_name",
            7: "date_of_birth", 9: "person_name", 11: "address", 13: "phone", 14: "phone", 19: "national_id",
            20: "id_number"},
    "NK1": {2: "person_name", 4: "address", 5: "phone", 6: "phone"},
    # (a merge's prior identifiers and name; a role's person, address and phone; the doctors of a visit and the
    # visit's number; the patient's own doctor; the guarantor and the insured; whoever ordered a test)
    "MRG": {1: "medical_record", 2: "medical_record", 3: "id_number", 4: "medical_record", 5: "id_number",
            7: "person_name"},
    "ROL": {4: "person_name", 11: "address", 12: "phone"},
    "PV1": {7: "person_name", 8: "person_name", 9: "person_name", 17: "person_name", 19: "id_number"},
    "PD1": {4: "person_name"},
    "GT1": {3: "person_name", 5: "address", 6: "phone", 7: "phone", 8: "date_of_birth", 12: "national_id"},
    "IN1": {16: "person_name", 18: "date_of_birth", 19: "address", 36: "id_number", 49: "id_number"},
    "ORC": {12: "person_name"},
    "OBR": {16: "person_name"},
}
# A date of birth holds a number, a month or a number in words; a sex code or a remark in its place ("PID|1||||||U
# (identifiers stripped)") is a field written one place early, not a date.
_DATE_LIKE = re.compile(r"\d|(?i:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|one|two|three|four|five|six|seven"
                        r"|eight|nine|ten|eleven|twelve|teen|twenty|thirty|hundred)")


# (a bare <name> is a drug's or a test's as often: only a person's name elements count)
# (FHIR's HumanName calls its parts <given> and <family>, and may hold them in a value attribute)
_ELEMENT = re.compile(r"<(?P<tag>(?i:pat(?:ient)?_?name|(?:full|given|family|first|last|sur|fore)_?name|given|family|"
                      r"dob|birth_?date|date_?of_?birth|mrn|chart_?no|id_?no|national_?id|phone|tel|mobile|address|"
                      r"addr))(?:>(?P<value>[^<>]{1,80})</(?P=tag)>|[ \t]+value=\"(?P<attr>[^\"<>]{1,80})\"[ \t]*/?>)")
_ELEMENT_KINDS = (("name", "person_name"), ("given", "person_name"), ("family", "person_name"),
                  ("dob", "date_of_birth"), ("birth", "date_of_birth"),
                  ("mrn", "medical_record"), ("chart", "medical_record"), ("id", "national_id"), ("phone", "phone"),
                  ("tel", "phone"), ("mobile", "phone"), ("addr", "address"))


_VCARD_PROPERTY = re.compile(r"(?im)^[ \t]*(FN|N|TEL|ADR|BDAY|EMAIL|NICKNAME)(?:;[^:\n]{0,60})?:[ \t]*([^\n]*\S)")
_VCARD_KINDS = {"fn": "person_name", "n": "person_name", "nickname": "person_name", "tel": "phone",
                "adr": "address", "bday": "date_of_birth", "email": "email"}
_CALENDAR_NAME = re.compile(r"(?i:attendee|organizer)[^:\n]{0,80}?;(?i:cn)=(\"?)([^;:\"\n]{2,80})\1")
# (the canonical form may have joined the two names, their star being a separator inside a run of letters)
_X12_PERSON = re.compile(r"NM1\*(?:QC|IL)\*[12]\*([^*~\n]*)(?:\*([^*~\n]*))?"
                         r"(?:[^~\n]{0,40}?\*(?:MI|34|II)\*?([^*~\s]+))?")


# A FHIR Age (a Quantity in years: UCUM's "a", or "yr", "year(s)"): {"age": {"value": 96, "unit": "a"}}.
_FHIR_AGE = re.compile(r'"(age(?:Quantity)?|valueQuantity)"[ \t]*:[ \t]*\{([^{}]{0,200})\}')
_AGE_VALUE = re.compile(r'"value"[ \t]*:[ \t]*"?([0-9]{2,3})(?:\.0+)?(?![0-9.])')
_AGE_UNIT = re.compile(r'"(?:unit|code)"[ \t]*:[ \t]*"(?:a|yr|yrs|years?|歲)"')
# (an Observation's value is an age when its code says so: LOINC 30525-0, or a display of "Age")
_AGE_CODE = re.compile(r'30525-0|"(?:display|text)"[ \t]*:[ \t]*"(?i:age)\b')
# A person's resource and its identifiers: {"resourceType": "Practitioner", "identifier": [{"value": "D07719"}]}
_PERSON_RESOURCE = re.compile(r'"resourceType"[ \t]*:[ \t]*"(?:Patient|Practitioner|RelatedPerson|Person)"')
_IDENTIFIERS = re.compile(r'"identifier"[ \t]*:[ \t]*\[')
_ID_VALUE = re.compile(r'"value"[ \t]*:[ \t]*"([^"]{3,60})"')


# A birth key with a number for its value: {"dob_epoch": -1262304000}, "birthDateSerial": 14329 (a time or a day count).
_JSON_BIRTH = re.compile(r'"[A-Za-z_]*(?i:dob|birth)[A-Za-z_]*"[ \t]*:[ \t]*(-?\d{5,13})(?![0-9.])')


def _formats(t: str, low: str) -> Iterator[Span]:
    """A vCard's properties, a calendar attendee's name, an X12 patient or subscriber segment and a FHIR Age."""
    if '"age' in low or '"valuequantity"' in low:
        for m in _FHIR_AGE.finditer(t):
            value = _AGE_VALUE.search(t, m.start(2), m.end(2))
            if value and _AGE_UNIT.search(t, m.start(2), m.end(2)) and 90 <= int(value.group(1)) <= 130 and (
                    m.group(1) != "valueQuantity" or _AGE_CODE.search(t, max(0, m.start() - 400), m.start())):
                yield value.start(1), value.end(1), "age_over_89"
    if '":' in t or '" :' in t:
        for m in _JSON_BIRTH.finditer(t) if "dob" in low or "birth" in low else ():
            yield m.start(1), m.end(1), "date_of_birth"
    if '"resourcetype"' in low and _PERSON_RESOURCE.search(t):
        for ids in _IDENTIFIERS.finditer(t):
            depth, end = 1, ids.end()
            while depth and end < min(len(t), ids.end() + 1500):  # (to the array's own closing bracket)
                depth += {"[": 1, "]": -1}.get(t[end], 0)
                end += 1
            for v in _ID_VALUE.finditer(t, ids.end(), end):
                yield v.start(1), v.end(1), "id_number"
    if "vcard" in low:
        for m in _VCARD_PROPERTY.finditer(t):
            if m.group(2).strip(" ;,"):
                yield m.start(2), m.end(2), _VCARD_KINDS[m.group(1).lower()]
    if "cn=" in low:
        for m in _CALENDAR_NAME.finditer(t):
            yield m.start(2), m.end(2), "person_name"
    if "nm1*" in low:
        for m in _X12_PERSON.finditer(t):
            for group, kind in ((1, "person_name"), (2, "person_name"), (3, "id_number")):
                if m.group(group) and m.group(group).strip():
                    yield m.start(group), m.end(group), kind


def hl7_fields(t: str, low: str) -> Iterator[Span]:
    """Every identifying field of each segment above in ``t`` that holds a value, and every interface element
    named for an identifier."""
    yield from _formats(t, low)
    for e in _ELEMENT.finditer(t) if "</" in t or "value=" in t else ():
        tag = e.group("tag").lower()
        element_kind = next(k for word, k in _ELEMENT_KINDS if word in tag)
        part = "value" if e.group("value") is not None else "attr"
        if e.group(part).strip():
            yield e.start(part), e.end(part), element_kind
    if "|" not in t:
        return
    for m in _SEGMENT.finditer(t):
        stop = _NEXT_SEGMENT.search(t, m.end())
        end = stop.start() if stop else len(t)
        kinds = _FIELDS[m.group(1)]
        pos, number = m.end(), 1
        for value in t[m.end():end].split("|"):
            kind = kinds.get(number)
            if kind and value.strip(" \t^~&") and not _MASKED.fullmatch(value.split("^")[0].strip()) \
                    and (kind != "date_of_birth" or _DATE_LIKE.search(value)):
                yield pos, pos + len(value.rstrip()), kind
            pos += len(value) + 1
            number += 1
