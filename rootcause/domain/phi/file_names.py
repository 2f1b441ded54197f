"""A patient's number in the name of a file saved for them: "\\\\scan01\\consent\\RXH0093318_consent_v2.pdf".

Scanning rooms and record systems save a patient's documents under the patient's number, and an incident note that
quotes where a scan went carries the number with it. A file name counts when it names one of a patient's documents
(a consent, a referral, a letter, an ECG, a wristband's label …) and holds a code of a few letters and six digits
or more, or seven digits or more, that is not a date or a time. The files of a review itself (an incident report,
a Datix, an audit, minutes, a policy) are numbered by the review, not by a patient, and pass.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

__all__ = ["numbers_in_file_names"]

Span = tuple[int, int, str]

# (the extension first, then the name before it: one pass over the text, and a bounded look back from each)
_EXTENSION = re.compile(r"\.(?i:pdf|docx?|jpe?g|png|tiff?|dcm|txt|rtf|xlsx?|csv|msg|eml|heic|gif)(?![\w])")
_STEM = re.compile(r"(?<![\w.-])[\w.-]{4,80}\Z")
_CODE = re.compile(r"(?<![A-Za-z0-9])([A-Za-z]{1,4}\d{6,10}|\d{7,10})(?![0-9])")
_PATIENT_DOCUMENT = re.compile(
    # (a patient's own papers; not a lab's or a clinic's results, which a service files under its own numbers)
    r"(?i:consent|discharge|referral|letter|scan|notes?|ecg|ekg|xray|x-ray|cxr|mri|wristband|label|chart|mrn"
    r"|patient|pt|obs|mar|prescription|rx|photo|wound|nhs|hn|chartno)"
    r"(?![a-z])|同意書|病歷|轉診|出院|處方")
_REVIEW_FILE = re.compile(r"(?i:incident|datix|(?<![a-z])ir(?![a-z])|rca|audit|policy|sop|minutes|agenda|bulletin"
                          r"|newsletter|guideline|template|invoice|po(?![a-z])|asset|ticket|inc(?![a-z]))")
_DATE = re.compile(r"(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])(?:\d{2}|\d{4})?|"
                   r"(?:0[1-9]|[12]\d|3[01])(?:0[1-9]|1[0-2])(?:19|20)\d\d")


def numbers_in_file_names(t: str, low: str) -> Iterator[Span]:
    """Each patient's number in the name of a file for one of their documents (tried only where a file's extension
    stands)."""
    for ext in _EXTENSION.finditer(t) if "." in t else ():
        f = _STEM.search(t, max(0, ext.start() - 80), ext.start())
        if f is None:
            continue
        stem = f.group().replace("_", " ")
        if not _PATIENT_DOCUMENT.search(stem) or _REVIEW_FILE.search(stem):
            continue
        for code in _CODE.finditer(f.group()):
            digits = code.group(1).lstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
            if not _DATE.fullmatch(digits):
                yield f.start() + code.start(1), f.start() + code.end(1), "medical_record"
