"""Is a cue negated ("no distraction", "沒有分心") or is the negation the cue itself ("未核對")?

A negator counts only when it stands shortly before the cue in the same clause. English: no, not, never,
without, denies, none, nobody ... at most a few words before, with scope ending at punctuation or a word
such as "but", "because", "and". Chinese: 無／未／沒有／沒／不／非／否認 ... directly or a few characters
before, with scope ending at punctuation or 但／卻／因為.

Two things keep real causes from being negated away:

* words that only look negative are not negators: 不足 (insufficient), 不當, 無法 (unable), 未能, 非常
  (very), "not enough", "no longer";
* a negator inside a matched phrase belongs to that phrase: in "did not follow the policy" and
  "未核對病人身分" the negation *is* the cue (an omission or violation), so it negates nothing after it.
  The caller passes those spans as ``consumed``.

Whether a negated cue is dropped is the caller's choice: "no distraction" removes PC-AMS, while
"no policy" still points to OI-OP (the category's ``negation: keep``).
"""

from __future__ import annotations

import itertools
import re
from bisect import bisect_left, bisect_right
from collections.abc import Iterable

__all__ = ["NegationIndex", "actor_factor", "subject_roles"]

_EN_NEGATOR = re.compile(
    r"(?<![a-z0-9'])(no one|nobody|nothing|no|not|never|none|nor|neither|without|denies|denied|deny|"
    r"cannot|absence of|free of|ruled out)(?![a-z0-9])"
)
_EN_NOT_A_NEGATOR = re.compile(
    r"\s+(enough|only|longer|sufficient|sufficiently|adequate|adequately|clear|clearly|always|matter)\b"
)
# Scope ends at punctuation, at linking words, and at prepositions that start a new phrase ("not used *for*
# the confused patient" negates the using, not the confusion); "of" stays in scope ("no sign of fatigue").
_EN_BREAK = re.compile(
    r"[.,;:!?()\[\]\"]|(?<![a-z])(but|however|although|though|yet|except|because|since|while|whereas|which|"
    r"who|so|and|then|after|before|until|when|as|for|to|with|by|from|at|on|in|into)(?![a-z])"
)
_EN_WORD = re.compile(r"[a-z0-9']+")
_EN_WINDOW = 5  # words allowed between the negator and the cue

_ZH_NEGATOR = re.compile(r"並沒有|沒有|並未|並無|否認|毫無|從未|未曾|無|未|沒|不|非|別|勿")
# Words that start like a negator but describe a problem (or mean something else entirely).
_ZH_NOT_A_NEGATOR = (
    "不足", "不良", "不當", "不清", "不佳", "不全", "不一", "不易", "不穩", "不明", "不符", "不正確", "不適",
    "不安", "不及", "不到", "不夠", "不同", "不斷", "不得不", "不小心", "不慎", "不熟", "不會", "不知", "不懂",
    "不敢", "不停", "不能", "不得", "不要", "不了", "不彰", "未能", "未經", "未來", "未知", "未滿", "無法",
    "無人", "無暇", "無菌", "無效", "無預警", "無力", "無論", "無事", "沒辦法", "沒人", "沒空", "非常",
    "非預期", "非計畫", "非本科", "否則",
)
_ZH_BREAK = re.compile(r"[，。；：！？、,.;:!?()（）「」『』\n]|但是|但|然而|卻|因為|所以|因此|導致|以致|結果")
_ZH_WINDOW = 4  # characters allowed between the negator and the cue


class NegationIndex:
    """Negators and clause breaks of one normalized text, computed once per suggestion."""

    __slots__ = ("_breaks", "_negators", "_text")

    def __init__(self, text: str, consumed: Iterable[tuple[int, int]] = ()) -> None:
        self._text = text
        spans = sorted(consumed)
        self._negators = [n for n in _find_negators(text) if not _inside_any(n, spans)]
        breaks = [m.start() for m in _EN_BREAK.finditer(text)]
        breaks += [m.start() for m in _ZH_BREAK.finditer(text)]
        self._breaks = sorted(breaks)

    def clause_of(self, pos: int) -> int:
        """Clause number of a position: punctuation and linking words separate clauses."""
        return bisect_right(self._breaks, pos)

    def is_negated(self, start: int) -> bool:
        """True when a free negator ends shortly before ``start`` with no clause break in between."""
        for _, neg_end, is_zh in reversed(self._negators):
            if neg_end > start:
                continue
            gap = self._text[neg_end:start]
            if is_zh:
                if len(gap.strip()) > _ZH_WINDOW:
                    return False
            elif len(_EN_WORD.findall(gap)) > _EN_WINDOW:
                return False
            i = bisect_left(self._breaks, neg_end)
            return not (i < len(self._breaks) and self._breaks[i] < start)
        return False


def _find_negators(text: str) -> list[tuple[int, int, bool]]:
    found: list[tuple[int, int, bool]] = []
    for m in _EN_NEGATOR.finditer(text):
        if m.group(1) in {"no", "not"} and _EN_NOT_A_NEGATOR.match(text, m.end()):
            continue
        found.append((m.start(), m.end(), False))
    for m in _ZH_NEGATOR.finditer(text):
        if text.startswith(_ZH_NOT_A_NEGATOR, m.start()):
            continue
        found.append((m.start(), m.end(), True))
    found.sort()
    return found


def _inside_any(neg: tuple[int, int, bool], spans: list[tuple[int, int]]) -> bool:
    start, end, _ = neg
    return any(s <= start and end <= e for s, e in spans)


# ---------------------------------------------------------------------------------------- actors
# Who a clause is about steers the level: "the hospital refused transfers" is not a patient refusing care,
# "the patient was confused" is not a clinician's mental state. The subject of a clause is its first actor
# word not governed by a preposition ("gave it *to the patient*"); a clause without one inherits the
# subject of the clause before it in the same sentence.
_ROLE_WORDS = {
    "patient": r"patients?|famil(?:y|ies)|relatives?|daughters?|sons?|wife|husband|mother|father|parents?|carers?|"
    r"caregivers?|child|children|bab(?:y|ies)|infants?|neonates?|newborns?|病人|病患|患者|家屬|家人|病童|產婦",
    "supervisor": r"managers?|supervisors?|charge nurse|nurse in charge|head of (?:the )?department|"
    r"directors?|coordinators?|preceptors?|team leader|護理長|督導|主管|主任|組長",
    "organization": r"hospitals?|trust|organi[sz]ations?|management|executives?|board|finance|procurement|"
    r"administration|health service|centres?|centers?|facilit(?:y|ies)|院方|醫院|管理階層|管理者",
    "external": r"government|ministry|regulators?|legislation|law|laws|statutes?|insurers?|"
    r"政府|衛生福利部|健保署|主管機關",
    "staff": r"nurses?|doctors?|physicians?|surgeons?|anaesthetists?|anesthesiologists?|pharmacists?|midwi(?:fe|ves)|"
    r"technicians?|residents?|interns?|registrars?|scientists?|porters?|paramedics?|radiographers?|clinicians?|"
    r"therapists?|obstetricians?|consultants?|attendings?|護理師|醫師|藥師|技術員|助產師|住院醫師|專科護理師",
}
_ACTOR = re.compile(
    r"(?<![a-z-])(?:(to|for|with|of|from|on|at|about|against|than|between|among|the|a|an|one|another) )?"
    r"(?:(?:the|a|an|one|another|our|their|his|her) )?(?:[a-z-]+ )??("
    + "|".join(f"(?P<{role}>{words})" for role, words in _ROLE_WORDS.items())
    + r")(?![a-z-])(?! (?:safety|care|records?|charts?|identi\w*|labels?|wristbands?|flow|load|beds?|rooms?|ratios?|"
    r"information|education|areas?|stock|policy|policies|budget|staff)\b)"
)
_GOVERNING = frozenset({"to", "for", "with", "of", "from", "on", "at", "about", "against", "than", "between", "among"})
_SUBJECT_BREAK = re.compile(
    r"[,;:!?()\[\]\"，。；：！？]|\.(?:\s|$)|(?<![a-z])(but|however|although|though|yet|because|since|while|whereas|"
    r"so|and|when|after|until|unless|if|who|whose)(?![a-z])|但|卻|因為|所以|因此|導致"
)
_SENTENCE_END = re.compile(r"[;.!?。；！？](?:\s|$)")


def subject_roles(text: str) -> list[tuple[int, int, str | None, tuple[int, int] | None]]:
    """(clause start, clause end, role of the clause's subject or None, span of that actor word)."""
    cuts = sorted({0, len(text), *(m.end() for m in _SUBJECT_BREAK.finditer(text))})
    ends = {m.end() for m in _SENTENCE_END.finditer(text)}
    out: list[tuple[int, int, str | None, tuple[int, int] | None]] = []
    carried: tuple[str | None, tuple[int, int] | None] = (None, None)
    last_any: tuple[str | None, tuple[int, int] | None] = (None, None)
    for start, end in itertools.pairwise(cuts):
        found: tuple[str | None, tuple[int, int] | None] = (None, None)
        if text[:start].rstrip().endswith(("who", "whose")):
            found = last_any  # "... to the patient, who was confused": the relative clause is about the patient
        for m in _ACTOR.finditer(text, start, end):
            role = next(r for r in _ROLE_WORDS if m.group(r))
            last_any = (role, m.span(2))
            if m.group(1) not in _GOVERNING and found[0] is None:
                found = last_any
        carried = found if found[0] else carried
        out.append((start, end, carried[0], carried[1]))
        if end in ends:
            carried = (None, None)
    return out


# Codes that describe a particular kind of actor; a cue for one of them in a clause whose subject is another
# kind of actor keeps only ACTOR_MISMATCH of its weight. Codes not listed (the organization, the law, the
# environment, teamwork, the task) may be described through anyone.
_PERSON = frozenset({"staff", "supervisor"})
EXPECTED_ROLES: dict[str, frozenset[str]] = {
    "PC-PRF": frozenset({"patient"}),
    "PC-AMS": _PERSON, "PC-APS": _PERSON, "PC-PML": _PERSON, "PC-PR": _PERSON,
    "UA-SBE": _PERSON, "UA-DE": _PERSON, "UA-PE": _PERSON, "UA-RV": _PERSON, "UA-EV": _PERSON, "UA-SV": _PERSON,
    "US-IS": frozenset({"supervisor", "organization", "staff"}), "US-PIO": frozenset({"supervisor", "organization"}),
    "US-FCP": frozenset({"supervisor", "organization"}), "US-SV": frozenset({"supervisor", "organization"}),
}
ACTOR_MISMATCH = 0.5


def actor_factor(
    code: str, start: int, end: int, clauses: list[tuple[int, int, str | None, tuple[int, int] | None]]
) -> float:
    """Weight factor of a cue at [start, end) for ``code`` given the clause subjects (1.0: no conflict)."""
    expected = EXPECTED_ROLES.get(code)
    if expected is None:
        return 1.0
    for c_start, c_end, role, span in clauses:
        if c_start <= start < c_end:
            if role is None or role in expected:
                return 1.0
            if span is not None and span[0] < end and start < span[1]:
                return 1.0  # the cue names the actor itself ("junior doctor", "agency nurse")
            return ACTOR_MISMATCH
    return 1.0
