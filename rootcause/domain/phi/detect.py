"""The PHI guard: finds patient and personal identifiers in free text before anything is written.

RootCause promises that no protected health information is ever stored, so every free text goes
through ``guard`` in the service layer. The rules are deliberately explicit (checksums, context
words in English and Traditional Chinese, surname tables) rather than learned, so a safety officer
can read why a sentence was refused and rephrase it with a role instead of an identifier.

Matching runs on NFKC-normalised text (full-width digits and punctuation become ASCII) and every
span is mapped back to the caller's original string. Detectors run in priority order (checksums,
then labelled numbers, then number shapes, then names) and a later finding that overlaps an
earlier one is dropped, so the result is sorted and non-overlapping.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import lru_cache

from rootcause.domain.model.phi_kinds import KIND_LABELS, KINDS  # what faces name in messages; re-exported here
from rootcause.domain.phi import name_tables as N
from rootcause.domain.phi import patterns as P
from rootcause.domain.phi.canonical import canonical, numeric_view, visible
from rootcause.domain.phi.foreign_ids import foreign_ids
from rootcause.domain.phi.names import Span, english_names
from rootcause.domain.phi.names_context import (
    care_objects,
    lower_case_roles,
    possessives,
    set_off_names,
    subjects,
)
from rootcause.domain.phi.names_full import after_a_death, caps_subjects, name_runs, name_with_age, unknown_pairs
from rootcause.domain.phi.names_relations import relations
from rootcause.domain.phi.names_zh import chinese_names
from rootcause.domain.phi.pieces import chart_numbers_near_a_label, phone_in_pieces
from rootcause.domain.phi.places import addresses, ages
from rootcause.domain.phi.scan import all_of, capital_starts, near, windows
from rootcause.domain.phi.spelled import spelled_view
from rootcause.errors import PHIDetected

__all__ = ["KINDS", "KIND_LABELS", "PHIFinding", "contains_phi", "find_phi", "guard", "scan"]



@dataclass(frozen=True)
class PHIFinding:
    """One identifier: its kind, its span in the caller's text, and a masked preview safe to show."""

    kind: str
    start: int
    end: int
    preview: str


Detector = Callable[[str, str], Iterator[Span]]

_ASCII_LOWER = {c: c + 32 for c in range(ord("A"), ord("Z") + 1)}
_DIGIT = re.compile(r"[0-9]")
_HAN = re.compile(r"[\u3400-\u9fff]")
_CAPITAL = re.compile(r"[A-Z]")
_DAY, _MONTH = r"(?:0?[1-9]|[12]\d|3[01])", r"(?:0?[1-9]|1[0-2])"  # a date after a chart label is no chart number
_DATE_LIKE = re.compile(rf"(?:19|20)\d\d[-/]{_MONTH}[-/]{_DAY}|{_DAY}[-/]{_DAY}[-/](?:(?:19|20)?\d\d)")


# ---------------------------------------------------------------------------------------------
# Numbers with a checksum or a label.
def _id_kind(second: str) -> str:
    """A gender digit (1/2) means a citizen's ID; a letter or 8/9 means a resident certificate."""
    return "national_id" if second in "12" else "resident_cert"


def _id_checksum_ok(letter: str, second: str, digits: str) -> bool:
    """Taiwanese ID/ARC/UI check: letter code digits x1, x9; second char x8; digits x7..x1, check x1."""
    code = P.ID_LETTER_CODES[letter.upper()]
    second_value = int(second) if second.isdigit() else P.ID_LETTER_CODES[second.upper()] % 10
    total = code // 10 + (code % 10) * 9 + second_value * 8
    total += sum(int(d) * w for d, w in zip(digits, (7, 6, 5, 4, 3, 2, 1, 1), strict=True))
    return total % 10 == 0


def _ids(t: str, low: str) -> Iterator[Span]:
    """A valid checksum anywhere; a wrong one only after an ID label (a typo does not anonymise)."""
    for m in P.ID_SHAPE.finditer(t):
        start = m.start()
        if start and t[start - 1].isascii() and t[start - 1].isalnum():
            continue
        if _id_checksum_ok(*m.groups()) or P.ID_CONTEXT.search(t, max(0, start - P.ID_CONTEXT_REACH), start):
            yield start, m.end(), _id_kind(m.group(2))


def _spaced_ids(t: str, low: str) -> Iterator[Span]:
    """An ID written with separators inside (``A 123 456 789``, ``A-123-456-789``): with a valid checksum, or after
    an ID label (身分證字號：S 124 930 871, "ID: K 120 458 763"), since a spaced letter and nine digits is otherwise
    just as likely a lot or order number."""
    spaced = windows(P.SPACED_DIGITS.finditer(t), len(t), reach=8)
    for m in (m for a, b in spaced for m in P.ID_SPACED.finditer(t, a, b)):
        start = m.start()
        if start and t[start - 1].isascii() and t[start - 1].isalnum():
            continue
        digits = re.sub(r"\D", "", m.group(3))
        if len(digits) == 8 and (_id_checksum_ok(m.group(1), m.group(2), digits)
                                 or P.ID_CONTEXT.search(t, max(0, start - P.ID_CONTEXT_REACH), start)):
            yield start, m.end(), _id_kind(m.group(2))


def _digits(s: str) -> int:
    """How many digits: labels decide a kind, the digit count decides whether it is an identifier."""
    return sum(c.isdigit() for c in s)


Labelled = Iterator[tuple[re.Match[str], re.Match[str]]]


@lru_cache(maxsize=8)
def _label_hits(low: str) -> dict[str, list[re.Match[str]]]:
    """Every chart, NHI, birth and phone label in one pass over the text, by kind (four rules share the pass,
    which costs less than four)."""
    hits: dict[str, list[re.Match[str]]] = {"mrn": [], "nhi": [], "dob": [], "phone": []}
    for m in P.LABELS.finditer(low):
        hits[m.lastgroup or ""].append(m)
    return hits


def _labelled(t: str, low: str, kind: str, value: re.Pattern[str]) -> Labelled:
    """(label, value) pairs: the label is found on ``low``, the value matched right after it on ``t``."""
    for m in _label_hits(low)[kind]:
        start = m.start()
        if start and low[start].isalpha() and low[start - 1].isalpha() and low[start - 1 : start + 1].isascii():
            continue  # "tel" in "hotel", "mrn" in "smrna"
        if low[start] == "生" and t[start - 1 : start] in P.NOT_BIRTH_BEFORE_SHENG:
            continue
        found = value.match(t, m.end())
        if found:
            yield m, found


def _medical_records(t: str, low: str) -> Iterator[Span]:
    """A chart number needs its label: bare numbers are doses, beds and times far more often."""
    if not P.GATE_MRN.search(low):
        return
    for label, m in _labelled(t, low, "mrn", P.MRN_VALUE):
        ident = m.group("id")
        need = 5 if re.sub(r"\s+", " ", label.group()) in P.MRN_BARE else 4  # a bare 病歷 needs more
        if _digits(ident) >= need and not _DATE_LIKE.fullmatch(ident):
            yield m.start("id"), m.end("id"), "medical_record"


def _nhi_in_context(t: str, low: str) -> Iterator[Span]:
    """After an NHI label, 10 to 12 digits are a card number whatever their grouping."""
    if not P.GATE_NHI.search(low):
        return
    for _, m in _labelled(t, low, "nhi", P.NHI_VALUE):
        if 10 <= _digits(m.group("id")) <= 12:
            yield m.start("id"), m.end("id"), "nhi_card"


def _nhi_shape(t: str, low: str) -> Iterator[Span]:
    """Twelve digits (or 4-4-4) that are not a lot number or a compact timestamp."""
    for m in P.NHI_SHAPE.finditer(t):
        start = m.start()
        before = t[max(0, start - 2) : start]
        if before[-1:] in P.NHI_LEFT_EDGE or (before[-1:] == " " and before[:1].isdigit()):
            continue  # inside a longer number (a 16-digit card, a serial)
        year, month, day = int(m.group(1)), int(m.group(3)[:2]), int(m.group(3)[2:])
        if 1900 <= year <= 2100 and 1 <= month <= 12 and 1 <= day <= 31:
            continue  # 2026 0314 0830: a timestamp or a case number, not a card
        if P.NOT_NHI_CONTEXT.search(t, max(0, start - 20), start):
            continue
        yield start, m.end(), "nhi_card"


def _dates_of_birth(t: str, low: str) -> Iterator[Span]:
    """A date is only a birth date after (or before) a birth word; event dates must stay writable."""
    if P.GATE_DOB.search(low) or "delivered" in low:
        for _, m in _labelled(t, low, "dob", P.DOB_VALUE):
            yield m.start("id"), m.end("id"), "date_of_birth"
        if "born" in low or "delivered" in low:
            for m in P.BORN_ON.finditer(t):
                yield m.start("id"), m.end("id"), "date_of_birth"
    if P.GATE_DOB_SUFFIX.search(t):
        for m in P.DOB_SUFFIX.finditer(t):
            yield m.start(), m.end(), "date_of_birth"


def _phones(t: str, low: str) -> Iterator[Span]:
    """After a phone label any 7+ digits; elsewhere only shapes that doses, times and beds never take
    (area codes, 09xx mobiles, +country). "ext. 1234" and 分機1234 are too short for either."""
    if P.GATE_PHONE_CONTEXT.search(low):
        for _, m in _labelled(t, low, "phone", P.PHONE_VALUE):
            if 7 <= _digits(m.group("id")) <= 15:
                yield m.start("id"), m.end("id"), "phone"
    for pattern in P.PHONES:
        for m in pattern.finditer(t):
            before = t[m.start() - 1 : m.start()]
            if before and (before in "+-" or (before.isascii() and before.isalnum())):
                continue
            if 8 <= _digits(m.group()) <= 15:
                yield m.start(), m.end(), "phone"


def _emails(t: str, low: str) -> Iterator[Span]:
    """Any address with a dotted domain and an alphabetic top-level domain, and one spelled out to hide it."""
    hints = [(i, i + len(word)) for word in P.OBFUSCATION_WORDS if word in low for i in all_of(low, word)]
    for a, b in near(sorted(hints), len(t), reach=90):  # the address is around its spelled-out @ or dot
        for m in P.OBFUSCATED_EMAIL.finditer(t, a, b):
            yield m.start(), m.end(), "email"
    if "@" not in t:
        return
    for m in P.EMAIL.finditer(t):
        tld = m.group().rsplit(".", 1)[-1]
        if len(tld) >= 2 and tld.isalpha():
            yield m.start(), m.end(), "email"


def _phone_pieces(t: str, low: str) -> Iterator[Span]:
    """A mobile in groups after its label (``pieces.py``), reading the label pass the other rules share."""
    return phone_in_pieces(t, low, _label_hits(low)["phone"]) if P.GATE_PHONE_CONTEXT.search(low) else iter(())


# ---------------------------------------------------------------------------------------------
_DETECTORS: tuple[Detector, ...] = (
    _ids, _spaced_ids, foreign_ids, _emails, _medical_records, _nhi_in_context, _dates_of_birth, _phones, _nhi_shape,
    _phone_pieces, chart_numbers_near_a_label, addresses, ages, english_names, subjects, possessives, care_objects,
    lower_case_roles, set_off_names, after_a_death, name_runs, caps_subjects, name_with_age, unknown_pairs, relations,
    chinese_names,
)
# each starts at a capital letter (relations is not here: it also reads "name is derek" in lower case)
_CAPITALISED_RULES = {english_names, subjects, possessives, care_objects, after_a_death, name_runs, caps_subjects,
                      name_with_age, unknown_pairs}
# these also read the numeric view
_NUMBER_DETECTORS: tuple[Detector, ...] = (_ids, _spaced_ids, _medical_records, _phones, _nhi_shape)
# These also read the view in which numbers read as numbers (spelled.py): 七十五, 0 0 1 5, 0989、043、215.
_SPELLED_DETECTORS: tuple[Detector, ...] = (_medical_records, _nhi_in_context, _dates_of_birth, _phones, _phone_pieces,
                                            addresses, ages)
_NEEDS_DIGIT = {_ids, _spaced_ids, foreign_ids, _medical_records, _nhi_in_context, _dates_of_birth, _phones, _nhi_shape,
                _phone_pieces, chart_numbers_near_a_label}


def _merge(accepted: list[Span], new: list[Span]) -> list[Span]:
    """Add the spans of ``new`` that overlap nothing already accepted; linear in both lists."""
    new.sort(key=lambda s: (s[0], -s[1]))
    kept: list[Span] = []
    i = 0
    for span in new:
        start, end, _ = span
        while i < len(accepted) and accepted[i][1] <= start:
            i += 1
        if (i < len(accepted) and accepted[i][0] < end) or (kept and kept[-1][1] > start):
            continue
        kept.append(span)
    return sorted(accepted + kept) if kept else accepted


def _mask(kind: str, s: str) -> str:
    """A preview that shows the shape, never the whole identifier."""
    if kind == "email":
        local, _, domain = s.partition("@")
        return f"{local[:1]}***@***.{domain.rsplit('.', 1)[-1]}"
    if kind == "person_name":  # initials only, titles kept: "Dr. C***", "王**"
        masked = re.sub(r"\S+", lambda w: w[0] if w[0].rstrip(".") in N.TITLES
                        else w[0][0] + re.sub(r"[^.\-'’]", "*", w[0][1:]), s)
    elif kind in ("date_of_birth", "age_over_89"):  # every digit hidden (an age keeps its first)
        head = s[:1] if kind == "age_over_89" else ""
        masked = head + re.sub(r"[0-9０-９〇一二三四五六七八九十百零]", "*", s[len(head):])
    elif kind == "address":  # numbers and street names hidden; the city and 路/段/號 words kept
        masked = "".join(
            "*" if c.isdigit()
            or (c.isascii() and c.isalpha() and i > 0 and s[i - 1].isalpha())
            or (not c.isascii() and c.isalpha() and i >= 3 and c not in P.ADDRESS_WORDS) else c
            for i, c in enumerate(s)
        )
    else:  # numbers: the first two and the last character, e.g. "A1*******9"
        count = sum(c.isalnum() for c in s)
        shown_head, shown_tail = (2, 1) if count >= 7 else (1, 0)
        seen, chars = 0, list[str]()
        for c in s:
            seen += c.isalnum()
            chars.append("*" if c.isalnum() and shown_head < seen <= count - shown_tail else c)
        masked = "".join(chars)
    return masked if masked != s else s[:1] + "*" * (len(s) - 1)


# Texts found clean lately. A write checks its text twice on purpose (the service under the field's name, the
# store's wall on every column); the second check of the same text is then a dictionary lookup. Only clean
# texts are remembered (never one holding an identifier), short ones, a bounded number, and only for the word
# tables they were checked with.
_CLEAN: dict[str, None] = {}
_CLEAN_LIMIT, _CLEAN_MAX_CHARS = 2048, 4096
_clean_for: tuple[int, ...] = ()


def _tables_now() -> tuple[int, ...]:
    return tuple(id(getattr(N, attr)) for attrs in N.TABLES.values() for attr in attrs)


def find_phi(text: str) -> list[PHIFinding]:
    """Every identifier in ``text``, sorted by start and non-overlapping; ``[]`` when the text is clean."""
    global _clean_for
    if not text:
        return []
    tables = _tables_now()
    if tables != _clean_for:  # a hospital's words were added (or a test swapped a table): forget
        _CLEAN.clear()
        _clean_for = tables
    if text in _CLEAN:
        return []
    findings = scan(text)
    if not findings and len(text) <= _CLEAN_MAX_CHARS:
        if len(_CLEAN) >= _CLEAN_LIMIT:
            _CLEAN.clear()
        _CLEAN[text] = None
    return findings


def scan(text: str) -> list[PHIFinding]:
    """``find_phi`` without its memory of clean texts: every rule runs (the benchmark times this)."""
    if not text:
        return []
    try:
        return _scan(text)
    finally:  # the per-text caches the rules share hold the text itself: drop them once it is checked
        capital_starts.cache_clear()
        _label_hits.cache_clear()


def _scan(text: str) -> list[PHIFinding]:
    norm, index = canonical(text)
    numeric = numeric_view(norm)
    spelled = spelled_view(norm)
    if norm.isascii() and not P.PREFILTER.search(norm) and numeric is None and spelled is None:
        return []  # (Chinese text always goes on: a full name needs no context word)
    has_digit = _DIGIT.search(numeric[0] if numeric else norm) is not None
    has_han = not norm.isascii() and _HAN.search(norm) is not None
    has_capital = _CAPITAL.search(norm) is not None
    low = norm.lower()
    if len(low) != len(norm):  # rare (e.g. "İ"): keep positions aligned, lower-case ASCII only
        low = norm.translate(_ASCII_LOWER)
    numbers, number_windows = None, []
    if numeric is not None:
        numbers, number_windows = numeric[0], near(numeric[1], len(norm), reach=24)
    accepted: list[Span] = []
    for detector in _DETECTORS:
        if not has_digit and detector in _NEEDS_DIGIT:
            continue
        if (detector is chinese_names and not has_han) or (detector in _CAPITALISED_RULES and not has_capital):
            continue
        found = list(detector(norm, low))
        if numbers is not None and detector in _NUMBER_DETECTORS:
            for a, b in number_windows:  # same length: a window's spans are the canonical text's, offset by a
                part = numbers[a:b]
                found += [(a + x, a + y, kind) for x, y, kind in detector(part, part.lower())]
        if found:
            accepted = _merge(accepted, found)
    if spelled is not None:
        view, back, changed = spelled
        for a, b in near(changed, len(view), reach=48):  # a rewrite can only reveal something near itself
            part = view[a:b]
            for detector in _SPELLED_DETECTORS:
                found = [(back[a + x], back[a + y - 1] + 1, kind) for x, y, kind in detector(part, part.lower())]
                if found:
                    accepted = _merge(accepted, found)
    findings = []
    for start, end, kind in accepted:
        if index is not None:
            start, end = index[start], index[end - 1] + 1
        findings.append(PHIFinding(kind, start, end, _mask(kind, visible(text[start:end]))))
    return findings


def contains_phi(text: str) -> bool:
    """True when ``find_phi`` finds anything."""
    return bool(find_phi(text))


def guard(field: str, text: str) -> None:
    """Raise ``PHIDetected`` for the first identifier in ``text``; the message shows only a masked preview."""
    findings = find_phi(text)
    if not findings:
        return
    first = findings[0]
    label_en, label_zh = KIND_LABELS[first.kind]
    hint_en, hint_zh = P.HINTS[first.kind]
    raise PHIDetected(
        field=field,
        en=f"{field}: characters {first.start + 1}–{first.end} look like a {label_en} ({first.preview}). "
        "RootCause never stores patient or staff identifiers, so nothing was saved.",
        zh=f"{field}：第 {first.start + 1}–{first.end} 個字元疑似{label_zh}（{first.preview}）。"
        "RootCause 不儲存病人或同仁的識別資料，本次未儲存。",
        hint_en=hint_en,
        hint_zh=hint_zh,
        details={"kind": first.kind, "preview": first.preview, "start": first.start + 1, "end": first.end},
    )
