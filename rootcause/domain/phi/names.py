"""Personal names in context, for the PHI guard: "patient John Smith", "Dr. Chen", 病人王小明, 王先生.

Kept apart from the other detectors because names need word tables and more judgement than the
shape-based identifiers (IDs, phones, dates): a name is flagged only next to a role, title or honorific.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rootcause.domain.phi import name_tables as N
from rootcause.domain.phi import patterns as P

Span = tuple[int, int, str]  # start, end, kind
_CAPITALISED = re.compile(r"[A-Z][a-z]")


def _base(word: str) -> str:
    """The word without a possessive, lower-cased, for the name tables."""
    return re.sub(r"['’]s$", "", word).lower()


def _known(word: str | None) -> bool:
    """A common given name or an unambiguous surname (not "Green", "Young", "Ford")."""
    base = _base(word) if word else ""
    return base in N.GIVEN_NAMES or (base in N.SURNAMES and base not in N.AMBIGUOUS_NAMES)


def english_names(t: str, low: str) -> Iterator[Span]:
    """Titles take any capitalised word; 'patient X' and bare pairs need a known given name or surname."""
    for m in N.CAPITAL_ROMANISED.finditer(t):
        if m.group(1).lower() in N.SURNAMES and m.group(1).lower() not in N.AMBIGUOUS_NAMES:
            yield m.start(1), m.end(2), "person_name"
    if not _CAPITALISED.search(t):
        return
    if P.GATE_TITLE.search(t):
        for m in N.TITLE_NAME.finditer(t):
            if _base(m.group(1)) not in N.NOT_NAMES:
                yield m.start(), m.end(1), "person_name"
    for pattern, active in ((N.ROLE_NAME, P.GATE_ROLE.search(low) is not None), (N.NAMED, "name" in low)):
        if not active:
            continue
        for m in pattern.finditer(t):
            first, second = m.group(1), m.group(2)
            if _base(first) in N.NOT_NAMES:
                continue
            role = t[m.start() : m.start(1)].strip()
            if pattern is N.ROLE_NAME and not role.istitle() and not _known(first):
                continue  # 'nurse Lee' / 'RN Lee' need a known name; 'Nurse Ratched' is a title
            end = m.end(2) if second and _base(second) not in N.NOT_NAMES else m.end(1)
            yield m.start(1), end, "person_name"
    for m in N.PATIENT_NAME.finditer(t) if P.GATE_PATIENT.search(low) else ():
        first, second = m.group(1), m.group(2)
        if _base(first) in N.NOT_NAMES:
            continue
        second_is_surname = bool(second) and _base(second) in N.SURNAMES
        if _known(first) or second_is_surname:
            end = m.end(2) if second and (second_is_surname or _known(second)) else m.end(1)
            yield m.start(1), end, "person_name"
    for m in N.SURNAME_COMMA_GIVEN.finditer(t):
        surname = _base(m.group(1))
        if surname in N.SURNAMES and surname not in N.AMBIGUOUS_NAMES and _base(m.group(2)) in N.GIVEN_NAMES:
            yield m.start(1), m.end(2), "person_name"
    for m in N.INITIAL_SURNAME.finditer(t):
        if _base(m.group(2)) in N.SURNAMES and _base(m.group(2)) not in N.NOT_NAMES:
            yield m.start(1), m.end(2), "person_name"
    for m in N.NAME_PAIR.finditer(t):
        first, second = _base(m.group(1)), m.group(2)
        romanised = first in N.SURNAMES and re.fullmatch(r"[A-Z][a-z]{1,5}-[A-Za-z][a-z]{1,5}", second)
        # "Mary Johnson" is a person; "Henry Ford" and "Virginia Mason" are hospitals.
        surname = _base(second)
        unambiguous = surname in N.SURNAMES and surname not in N.AMBIGUOUS_NAMES
        if (first in N.GIVEN_NAMES and unambiguous) or romanised:
            yield m.start(1), m.end(2), "person_name"


def _rare(c: str) -> bool:
    """A Han character outside Big5's frequent set (常用字, 0xA440–0xC67E): rare characters are far likelier in a
    given name (彧 澔 翀) than in clinical writing, whose vocabulary the frequent set covers."""
    if not ("\u4e00" <= c <= "\u9fff" or "\u3400" <= c <= "\u4dbf" or "\U00020000" <= c <= "\U0002ffff"):
        return False
    try:
        code = int.from_bytes(c.encode("big5"), "big")
    except UnicodeEncodeError:
        return True
    return not 0xA440 <= code <= 0xC67E


def _given(c: str, rare_ok: bool) -> bool:
    return c in N.NAME_CHARS or (rare_ok and _rare(c))


def _zh_surname(t: str, p: int) -> int:
    """Length of the surname at ``p`` (compound first), or 0."""
    if t[p : p + 2] in N.COMPOUND_SURNAMES:
        return 2
    return 1 if t[p : p + 1] in N.SURNAMES_ZH else 0


def _zh_name_end(t: str, p: int) -> int:
    """End of a surname + one or two given-name characters at ``p``, or -1 when it reads as a word. It follows a
    context word (病人, 家屬, 護理師), so a rare character counts as a given-name character."""
    size = _zh_surname(t, p)
    if not size or t.startswith(N.ZH_NOT_NAMES.get(t[p], ()), p):
        return -1
    q, n = p + size, 0
    while n < 2 and q + n < len(t) and _given(t[q + n], rare_ok=True):
        n += 1
    if n == 0:
        # Placeholder-style names (張三, 李四) only when no counter follows (周三開始, 連三天 are not names).
        after = t[q + 1 : q + 2]
        if q < len(t) and t[q] in "三四五" and after not in N.NAME_CHARS and after not in N.ZH_COUNTERS:
            return q + 1
        return -1
    # Married names with two surnames: 陳林美玲.
    if (size == 1 and n == 2 and t[q] in N.SURNAMES_ZH and t[q + 2 : q + 3] in N.NAME_CHARS
            and t[q + 3 : q + 4] not in N.NAME_CHARS):
        n = 3
    return q + n


def _zh_name_before(t: str, h: int, need_given: bool) -> int:
    """Start of a surname (+ up to two given characters) ending right at ``h``, or -1."""
    for k in range(max(0, h - 4), h):
        size = _zh_surname(t, k)
        given = t[k + size : h]
        if not size or len(given) > 2 or any(not _given(c, rare_ok=True) for c in given):
            continue
        if (need_given and not given) or t.startswith(N.ZH_NOT_NAMES.get(t[k], ()), k):
            continue
        if not given and t[k - 1 : k + 1] in N.ZH_NOT_NAME_ENDINGS:
            continue
        return k
    return -1


def _before_spaces(t: str, p: int) -> int:
    """``p`` moved left over the spaces before it: "王小明 先生" is written with one as often as without."""
    while p > 0 and t[p - 1] in " \t\u3000":
        p -= 1
    return p


def chinese_names(t: str, low: str) -> Iterator[Span]:
    """病人王小明 (a role then a name), 王先生 / 林美玲護理師 (a name then a title), 王小明病人."""
    for m in N.ZH_NAME_CONTEXT.finditer(t):
        end = _zh_name_end(t, m.end())
        if end > 0:
            yield m.end(), end, "person_name"
    for m in N.ZH_HONORIFIC.finditer(t):
        k = _zh_name_before(t, _before_spaces(t, m.start()), need_given=False)
        if k >= 0:
            yield k, m.end(), "person_name"
    for m in N.ZH_ROLE_AFTER.finditer(t):
        h = _before_spaces(t, m.start())
        k = _zh_name_before(t, h, need_given=True)
        if k >= 0:
            yield k, h, "person_name"
