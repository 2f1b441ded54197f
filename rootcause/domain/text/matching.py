"""Find every known phrase in a normalized text in one Aho-Corasick pass (pyahocorasick).

All sources (framework keywords, domain rules, fishbone bones, learned rules) share one automaton, so the
cost of a suggestion does not grow with the number of rules. Chinese phrases match as substrings (no word
segmentation needed). English phrases must sit on word boundaries, checked after each hit:

* the character before a hit may not be a letter or digit, nor a hyphen glued to a word
  ("SSI" never matches inside "potassium"; "fall" not inside "post-fall");
* the word may continue only with a common ending ("interrupt" -> interrupted, interruptions;
  "fall" -> falls, falling) but not into another word ("fallback") or a hyphenated compound
  ("fall-prevention" is a programme, not a fall).

A second pass catches inflections the endings above miss ("reconstitute" -> reconstituting, "policy" ->
policies, "forget" -> forgot): every English phrase is also stemmed word by word (``text_normalize.stem``)
and matched as whole stems against the stemmed text, then mapped back to the original span. Whole stems
only, so a stem never matches inside a longer word; a hit the first pass already found is not repeated;
and only keywords written in a base form are stemmed (an inflected keyword keeps the form it was given).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from typing import Generic, TypeVar

import ahocorasick

from rootcause.domain.text.normalize import (
    english_stems,
    is_latin_word_char,
    normalize,
    stem,
    traditional_variants,
)

__all__ = ["Hit", "KeywordMatcher", "phrase_variants"]

P = TypeVar("P")

# Endings an English keyword may take and still count as the same word.
_SUFFIXES = frozenset({"", "s", "es", "ed", "d", "ing", "ion", "ions", "ly", "y", "ful", "ment", "ments"})
_SHORT_SUFFIXES = frozenset({"", "s"})  # 'ssi', 'ehr', 'icu': no stretching of acronyms


@dataclass(frozen=True, slots=True)
class Hit(Generic[P]):
    """One occurrence: span in the normalized text, the normalized key, and what it stands for."""

    start: int
    end: int
    key: str
    payloads: tuple[P, ...]


@dataclass(frozen=True, slots=True)
class _Entry(Generic[P]):
    key: str
    payloads: tuple[P, ...]
    check_start: bool
    check_end: bool
    short: bool


def phrase_variants(phrase: str) -> set[str]:
    """The normalized phrase, its space/hyphen twin ('double check' <-> 'double-check') and, for Chinese,
    the form Simplified input takes after conversion (只有一台 <-> 只有一臺)."""
    key = normalize(phrase)
    if not key:
        return set()
    out = traditional_variants(key)
    if key.isascii():
        if " " in key:
            out.add(key.replace(" ", "-"))
        if "-" in key:
            out.add(key.replace("-", " "))
    return out


class KeywordMatcher(Generic[P]):
    """Compiled once from (phrase, payload) pairs; ``find`` is then a single pass plus boundary checks."""

    __slots__ = ("_automaton", "_size", "_stemmed")

    def __init__(self, phrases: Iterable[tuple[str, P]]) -> None:
        grouped: dict[str, list[P]] = {}
        for phrase, payload in phrases:
            for key in phrase_variants(phrase):
                bucket = grouped.setdefault(key, [])
                if payload not in bucket:
                    bucket.append(payload)
        automaton = ahocorasick.Automaton()
        for key, payloads in grouped.items():
            entry = _Entry(
                key=key,
                payloads=tuple(payloads),
                check_start=is_latin_word_char(key[0]),
                check_end=is_latin_word_char(key[-1]),
                short=len(key) <= 3,
            )
            automaton.add_word(key, entry)
        self._size = len(grouped)
        if self._size:
            automaton.make_automaton()
        self._automaton = automaton
        self._stemmed = _stem_automaton(grouped)

    def __len__(self) -> int:
        return self._size

    def find(self, text: str) -> list[Hit[P]]:
        """Hits in ``text`` (already normalized), ordered by start then by longer first."""
        if not self._size or not text:
            return []
        hits: list[Hit[P]] = []
        for last, entry in self._automaton.iter(text):
            end = last + 1
            start = end - len(entry.key)
            if entry.check_start and not _clean_start(text, start):
                continue
            if entry.check_end and not _clean_end(text, end, entry):
                continue
            hits.append(Hit(start, end, entry.key, entry.payloads))
        if self._stemmed is not None and _HAS_LATIN.search(text):
            seen = {(h.start, p) for h in hits for p in h.payloads}
            hits += _stem_hits(self._stemmed, text, seen)
        hits.sort(key=lambda h: (h.start, -h.end))
        return hits


_HAS_LATIN = re.compile(r"[a-z]")
_STEMMABLE = re.compile(r"[a-z0-9' -]+")
_WORD = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")


def _stem_automaton(grouped: dict[str, list[P]]) -> ahocorasick.Automaton | None:
    """Stemmed English phrases -> payloads (phrases with other characters are left to the first pass)."""
    stemmed: dict[str, list[P]] = {}
    for key, payloads in grouped.items():
        if not _STEMMABLE.fullmatch(key) or not _HAS_LATIN.search(key) or not _base_form(key):
            continue
        skey = english_stems(key)[0]
        if not skey or "|" in skey:
            continue
        bucket = stemmed.setdefault(skey, [])
        bucket += [p for p in payloads if p not in bucket]
    if not stemmed:
        return None
    automaton = ahocorasick.Automaton()
    for skey, payloads in stemmed.items():
        automaton.add_word(skey, (skey, tuple(payloads)))
    automaton.make_automaton()
    return automaton


def _base_form(phrase: str) -> bool:
    """Only phrases written in base forms are stemmed: an inflected keyword was chosen on purpose ("staffing"
    is a resource, "staff" are people; "isolated" is a one-off act, "isolation" a room) and keeps its form."""
    for word in _WORD.findall(phrase):
        last = word.rpartition("-")[2]
        root = stem(last)
        if root != last and not (last.endswith("e") and root == last[:-1]):
            return False
    return True


def _stem_hits(automaton: ahocorasick.Automaton, text: str, seen: AbstractSet[tuple[int, object]]) -> list[Hit[P]]:
    stems, starts, ends = english_stems(text)
    out: list[Hit[P]] = []
    for last, (skey, payloads) in automaton.iter(stems):
        end = last + 1
        start = end - len(skey)
        if start not in starts or end not in ends:
            continue  # not on whole stems
        orig = starts[start]
        fresh = tuple(p for p in payloads if (orig, p) not in seen)
        if fresh:
            out.append(Hit(orig, ends[end], skey, fresh))
    return out


def _clean_start(text: str, start: int) -> bool:
    if start == 0:
        return True
    before = text[start - 1]
    if is_latin_word_char(before):
        return False
    return not (before == "-" and start >= 2 and is_latin_word_char(text[start - 2]))


def _clean_end(text: str, end: int, entry: _Entry[P]) -> bool:
    n = len(text)
    stop = end
    while stop < n and text[stop].isascii() and text[stop].isalpha():
        stop += 1
    suffix = text[end:stop]
    if suffix not in (_SHORT_SUFFIXES if entry.short else _SUFFIXES) and not _doubled(entry.key, suffix):
        return False
    if stop < n:
        after = text[stop]
        if after.isascii() and after.isdigit():
            return False
        if after == "-" and stop + 1 < n and is_latin_word_char(text[stop + 1]):
            return False
    return True


def _doubled(key: str, suffix: str) -> bool:
    """'scan' -> 'scanned', 'skip' -> 'skipping': a doubled final consonant before -ed/-ing."""
    last = key[-1]
    return (
        len(key) > 3
        and last.isalpha()
        and last not in "aeiouwxy"
        and suffix in {last + "ed", last + "ing"}
    )
