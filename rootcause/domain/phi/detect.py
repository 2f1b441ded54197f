"""The PHI guard: finds patient and personal identifiers in free text before anything is written.

RootCause promises that no protected health information is ever stored, so every free text goes through ``guard``
in the service layer. The rules are deliberately explicit (checksums, context words in English and Traditional
Chinese, surname tables) rather than learned, so a safety officer can read why a sentence was refused and rephrase
it with a role instead of an identifier.

Rules read the canonical form (``canonical.py``; a few read the text as typed: tables, direction overrides, spaces
around a Chinese name), in priority order; a later finding overlapping an earlier one is dropped (a number read whole
after its label, ``spread.py``, replaces a part found first), so the result is sorted and non-overlapping.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from rootcause.domain.model.phi_kinds import HINTS, KIND_LABELS, KINDS  # what faces name in messages; re-exported here
from rootcause.domain.phi import name_tables as N
from rootcause.domain.phi import number_rules as R
from rootcause.domain.phi import patterns as P
from rootcause.domain.phi.ages_arithmetic import ages_as_sums
from rootcause.domain.phi.ages_births import births_beside_ages
from rootcause.domain.phi.canonical import canonical_spelled, numeric_view, visible
from rootcause.domain.phi.cards import card_numbers, ibans, sort_code_accounts
from rootcause.domain.phi.ciphers import ciphered_identifiers, holds_cipher
from rootcause.domain.phi.device_serials import device_serials
from rootcause.domain.phi.encoded import decoded_identifiers, holds_codes
from rootcause.domain.phi.file_names import numbers_in_file_names
from rootcause.domain.phi.foreign_ids import foreign_ids
from rootcause.domain.phi.formulas import formula_identifiers
from rootcause.domain.phi.hl7 import hl7_fields
from rootcause.domain.phi.homophone_digits import homophone_numbers
from rootcause.domain.phi.labels import label_hits as _label_hits  # (per text: cleared after each check)
from rootcause.domain.phi.letters import (
    handles,
    joined_names,
    radio_words,
    spelled_as_in,
    spelled_names,
    spoken_numbers,
    toned_pinyin,
)
from rootcause.domain.phi.look_alike_digits import look_alike_digits
from rootcause.domain.phi.names import Span, english_names
from rootcause.domain.phi.names_context import care_objects, possessives, set_off_names, subjects
from rootcause.domain.phi.names_described import described_names
from rootcause.domain.phi.names_full import after_a_death, caps_subjects, name_runs, name_with_age, unknown_pairs
from rootcause.domain.phi.names_in_codes import names_in_codes
from rootcause.domain.phi.names_in_hashtags import names_in_hashtags
from rootcause.domain.phi.names_lower_case import (
    lower_case_full_names,
    lower_case_line_openers,
    lower_case_roles,
    lower_case_talked,
    may_open_with_a_name,
)
from rootcause.domain.phi.names_particles import particle_names
from rootcause.domain.phi.names_record import record_names
from rootcause.domain.phi.names_relations import relations
from rootcause.domain.phi.names_unknown import unknown_names
from rootcause.domain.phi.names_vietnamese import vietnamese_names
from rootcause.domain.phi.names_ward import may_name_someone, ward_names
from rootcause.domain.phi.names_zh import chinese_names, zh_contexts
from rootcause.domain.phi.names_zh_foreign import foreign_names_in_chinese
from rootcause.domain.phi.names_zh_hidden import hidden_chinese_names
from rootcause.domain.phi.names_zh_news import names_in_news
from rootcause.domain.phi.names_zh_short import short_chinese_names
from rootcause.domain.phi.names_zh_spaced import spaced_chinese_names
from rootcause.domain.phi.names_zh_surnames import chinese_surnames
from rootcause.domain.phi.network_addresses import ip_addresses
from rootcause.domain.phi.not_someone import names_no_one
from rootcause.domain.phi.other_scripts import names_in_other_scripts
from rootcause.domain.phi.pieces import chart_numbers_near_a_label
from rootcause.domain.phi.places import addresses, ages
from rootcause.domain.phi.reversed import announces_reversal, bidi_overrides, reversed_identifiers
from rootcause.domain.phi.roman_dates import roman_birth_dates
from rootcause.domain.phi.scan import (
    capital_starts,
    capitalised_words,
    digit_runs,
    han_stretches,
    near,
    overlap_test,
    pair_starts,
)
from rootcause.domain.phi.simplified import simplified_only, traditional_view
from rootcause.domain.phi.slugs import names_in_slugs
from rootcause.domain.phi.spelled import spelled_view
from rootcause.domain.phi.split_pieces import cut_by_slashes, split_over_lines
from rootcause.domain.phi.spread import holds_spelled_number, spread_identifiers
from rootcause.domain.phi.staff_numbers import domain_logins, staff_numbers
from rootcause.domain.phi.tables import identifiers_in_tables
from rootcause.domain.phi.vanity_phones import vanity_phones
from rootcause.domain.phi.vehicle_plates import vehicle_plates
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
_WORD, _LETTER = re.compile(r"\S+"), re.compile(r"[^.\-'’]")  # (for the masked previews)
_NUMBER_CHARACTER = re.compile(r"[0-9０-９〇一二三四五六七八九十百零]")


# ---------------------------------------------------------------------------------------------
_DETECTORS: tuple[Detector, ...] = (
    # numbers: checksums and shapes, then labelled numbers, then numbers read out or spread after a label
    R.ids, R.spaced_ids, foreign_ids, R.emails, R.medical_records, R.nhi_in_context, R.dates_of_birth, R.phones,
    R.nhi_shape, R.phone_pieces, chart_numbers_near_a_label, spread_identifiers, look_alike_digits, staff_numbers,
    vehicle_plates, device_serials, hl7_fields, homophone_numbers, card_numbers, ibans, sort_code_accounts,
    ip_addresses, roman_birth_dates, vanity_phones, numbers_in_file_names, domain_logins,
    # places and ages
    addresses, ages, ages_as_sums, births_beside_ages,
    # English names: by table, then by what the sentence does with them
    vietnamese_names, english_names, subjects, possessives, care_objects, lower_case_roles, lower_case_talked,
    lower_case_line_openers, lower_case_full_names,
    set_off_names, after_a_death, name_runs, caps_subjects, name_with_age, unknown_pairs,
    unknown_names, record_names,
    relations, ward_names, particle_names, described_names,
    radio_words, spelled_as_in,
    toned_pinyin, joined_names, handles, names_in_codes, names_in_hashtags, names_in_other_scripts, names_in_slugs,
    # Chinese names
    chinese_names, chinese_surnames, short_chinese_names, hidden_chinese_names, names_in_news, foreign_names_in_chinese,
)
# each starts at a capital letter (relations and english_names are not here: they also read lower case,
# "name is derek", "n4ncy h0ll0w4y")
_CAPITALISED_RULES = {joined_names, subjects, described_names, possessives, care_objects, after_a_death, name_runs,
                      caps_subjects, name_with_age, unknown_pairs, unknown_names, record_names, particle_names}
_HAN_RULES = {chinese_names, chinese_surnames, short_chinese_names, hidden_chinese_names, names_in_news,
              foreign_names_in_chinese, homophone_numbers}
# these also read the numeric view
_NUMBER_DETECTORS: tuple[Detector, ...] = (R.ids, R.spaced_ids, R.medical_records, R.phones, R.nhi_shape,
                                           R.dates_of_birth, foreign_ids)
# These also read the view in which numbers read as numbers (spelled.py): 七十五, 0 0 1 5, 0989、043、215.
_SPELLED_DETECTORS: tuple[Detector, ...] = (R.medical_records, R.nhi_in_context, R.dates_of_birth, R.phones,
                                            R.phone_pieces, addresses, ages)
_NEEDS_DIGIT = {R.ids, R.spaced_ids, foreign_ids, R.medical_records, R.nhi_in_context, R.dates_of_birth, R.phones,
                R.nhi_shape, R.phone_pieces, chart_numbers_near_a_label, toned_pinyin,
                look_alike_digits, staff_numbers, vehicle_plates, device_serials, card_numbers, ibans,
                sort_code_accounts, vanity_phones, ip_addresses, births_beside_ages, numbers_in_file_names}


def _merge(accepted: list[Span], new: list[Span]) -> list[Span]:
    """Add the spans of ``new`` that overlap nothing already accepted (each found by bisection)."""
    new.sort(key=lambda s: (s[0], -s[1]))
    kept: list[Span] = []
    ends = [span[1] for span in accepted]  # (non-decreasing, as the accepted spans do not overlap)
    for span in new:
        start, end, _ = span
        i = bisect_right(ends, start)  # the first accepted span that ends after this one starts
        if (i < len(accepted) and accepted[i][0] < end) or (kept and kept[-1][1] > start):
            continue
        kept.append(span)
    return sorted(accepted + kept) if kept else accepted


def _widen(accepted: list[Span], new: list[Span]) -> list[Span]:
    """``accepted`` without the spans that a span of ``new`` of the same kind holds entirely (when it overlaps nothing
    else), so the wider one is merged in their place: a number read whole (``spread.py``) replaces the part a
    narrower rule found ("MRN 4417 (first half) and 2093" is one chart number, not 4417)."""
    ends = [span[1] for span in accepted]  # (non-decreasing, as the accepted spans do not overlap)
    dropped: set[Span] = set()
    for start, end, kind in new:
        i = bisect_right(ends, start)  # the first accepted span that ends after this one starts
        j = i
        while j < len(accepted) and accepted[j][0] < end:
            j += 1
        inside = accepted[i:j]
        if inside and all(s[2] == kind and start <= s[0] and s[1] <= end and s[1] - s[0] < end - start
                          for s in inside):
            dropped.update(inside)
    return [span for span in accepted if span not in dropped] if dropped else accepted


def _initials(word: str) -> str:
    """A word of a name as its initial (a title kept whole): "C***", "王**", "Dr."."""
    return word if word.rstrip(".") in N.TITLES else word[0] + _LETTER.sub("*", word[1:])


def _mask(kind: str, s: str) -> str:
    """A preview that shows the shape, never the whole identifier."""
    if kind == "email":
        local, _, domain = s.partition("@")
        return f"{local[:1]}***@***.{domain.rsplit('.', 1)[-1]}"
    if kind == "person_name":  # initials only, titles kept: "Dr. C***", "王**"
        masked = _initials(s) if s.split() == [s] else _WORD.sub(lambda w: _initials(w[0]), s)  # (one word: no sub)
    elif kind in ("date_of_birth", "age_over_89"):  # every digit hidden (an age keeps its first)
        head = s[:1] if kind == "age_over_89" else ""
        masked = head + _NUMBER_CHARACTER.sub("*", s[len(head):])
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
        capitalised_words.cache_clear()
        pair_starts.cache_clear()
        digit_runs.cache_clear()
        _label_hits.cache_clear()
        zh_contexts.cache_clear()


def _scan(text: str, *, nested: bool = False) -> list[PHIFinding]:
    norm, index, spelled_out = canonical_spelled(text)
    low = norm.lower()
    numeric = numeric_view(norm)
    spelled = spelled_view(norm, low)
    if norm.isascii() and not P.PREFILTER.search(norm) and numeric is None and spelled is None and not spelled_out \
            and not announces_reversal(norm) and not may_name_someone(norm.lower()) and not holds_codes(norm) \
            and not may_open_with_a_name(norm) and "#" not in norm and next(names_in_slugs(norm, low), None) is None \
            and not holds_cipher(norm) and not holds_spelled_number(norm, low):
        return []  # (Chinese text always goes on: a full name needs no context word; a hashtag may run one together)
    has_digit = _DIGIT.search(numeric[0] if numeric else norm) is not None
    has_han = not norm.isascii() and _HAN.search(norm) is not None
    has_capital = _CAPITAL.search(norm) is not None
    trad = traditional_view(norm) if has_han else []  # (张志强家属 is read as 張志強家屬 by the Chinese rules too)
    if len(low) != len(norm):  # rare (e.g. "İ"): keep positions aligned, lower-case ASCII only
        low = norm.translate(_ASCII_LOWER)
    numbers, number_windows = None, []
    if numeric is not None:
        numbers, number_windows = numeric[0], near(numeric[1], len(norm), reach=24)
    stretches = han_stretches(norm, low) if has_han else None  # (a mostly English note: its Chinese, read apart)
    accepted: list[Span] = []
    for detector in _DETECTORS:
        if not has_digit and detector in _NEEDS_DIGIT:
            continue
        if (detector in _HAN_RULES and not has_han) or (detector in _CAPITALISED_RULES and not has_capital):
            continue
        if stretches is not None and detector in _HAN_RULES:
            found = [(*span, kind) for x, y, kind in detector(stretches.text, stretches.low)
                     for span in (stretches.back(x, y),) if span is not None]
        else:
            found = list(detector(norm, low))
        if trad and detector in _HAN_RULES:  # (only around the characters Big5 lacks, converted)
            read = [(a + x, a + y, kind) for a, view in trad for x, y, kind in detector(view, view)]
            # (a span holding a character Big5 lacks counts only as Traditional reads it: 过程中 is 過程, no name)
            found = [f for f in found
                     if not simplified_only(norm, f, trad) or any(x < f[1] and f[0] < y for x, y, _ in read)]
            found += read
        if numbers is not None and detector in _NUMBER_DETECTORS:
            for a, b in number_windows:  # same length: a window's spans are the canonical text's, offset by a
                part = numbers[a:b]
                found += [(a + x, a + y, kind) for x, y, kind in detector(part, part.lower())]
        if found:
            # (a number read whole replaces its part; a name joined by its particle, "Tadhg Ó Conchubhair", replaces
            # the given name a narrower rule took)
            widen = detector is spread_identifiers or detector is particle_names
            accepted = _merge(_widen(accepted, found) if widen else accepted, found)
    if spelled_out:
        accepted = _merge(accepted, list(spelled_names(norm, spelled_out)))
    read_again: set[Span] = set()  # (the nested scan already judged what it found: not judged again as a name)
    if not nested:  # (a snippet read backwards or decoded is not read again: one level deep)
        read_again = {*reversed_identifiers(norm, _nested_scan), *decoded_identifiers(norm, _nested_scan),
                      *ciphered_identifiers(norm, _nested_scan), *formula_identifiers(norm, _nested_scan),
                      *cut_by_slashes(norm, _nested_scan)}
        accepted = _merge(accepted, sorted(read_again))
    if spelled is not None:
        accepted = _merge(accepted, list(spoken_numbers(norm, low)))
        view, back, changed = spelled
        for a, b in near(changed, len(view), reach=64):  # a rewrite can only reveal something near itself
            part = view[a:(e := min(len(view), b + 16))]  # (and what a rule's look-ahead reads after it: 年次以前)
            part_low, origin = part.lower(), list[int]()  # (each character's index in the canonical text, once needed)
            for detector in _SPELLED_DETECTORS:
                found = [(x, y, kind) for x, y, kind in detector(part, part_low) if x < b - a]
                if found:
                    origin = origin or back.span(a, e)
                    accepted = _merge(accepted, [(origin[x], origin[y - 1] + 1, kind) for x, y, kind in found])
    findings = []
    for start, end, kind in accepted:
        if (start, end, kind) not in read_again and names_no_one(norm, start, end, kind):
            continue
        if index is not None:
            start, end = index[start], index[end - 1] + 1
        findings.append(PHIFinding(kind, start, end, _mask(kind, visible(text[start:end]))))
    if not nested:  # a pasted table's cells, a right-to-left override and pieces over lines, read as typed
        taken = overlap_test((f.start, f.end) for f in findings)
        typed = (*identifiers_in_tables(text, text.lower()), *bidi_overrides(text, _nested_scan),
                 *spaced_chinese_names(text), *split_over_lines(text, _nested_scan))
        extra = [PHIFinding(kind, a, b, _mask(kind, visible(text[a:b]))) for a, b, kind in typed
                 if not taken(a, b)]
        findings = sorted(findings + extra, key=lambda f: f.start) if extra else findings
    return findings


def _nested_scan(snippet: str) -> list[Span]:
    """The guard's spans on a snippet read backwards or decoded (its own cues are not followed: a flag passed down,
    not a global, so requests checked at the same time in other threads are read in full)."""
    return [(f.start, f.end, f.kind) for f in _scan(snippet, nested=True)]


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
    hint_en, hint_zh = HINTS[first.kind]
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
