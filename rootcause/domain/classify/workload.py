"""A load assigned beyond what one person can carry: planned inappropriate operations (US-PIO), read from how the
statement counts people against patients, not from the words "staff" or "shortage" (which name a resource).

Findings put it in a few stable shapes, in both languages: "one nurse for every 91 residents", "a single junior doctor
was left alone to care for 130 patients", "CNAs were assigned between 24 and 25 residents each", "three nurses were
set to care for 28 patients", "a nurse to patient ratio of 1:7", 一名護理師要同時照顧近30名病患, 一人照顧十五至二十床.
What the roster or the assignment asked of the people on it is the supervisors' plan; the shortage behind it, when the
sentence names one, stays evidence for resources beside it. A number of patients that one person looked after is
read only when it is more than a handful (five or more), so "a nurse caring for two patients" is no finding; and a
load that a rule sets or allows ("the regulations only require one nurse per fifteen patients", 規定一人照顧十床) is
the rule's, left to its own codes.
"""

from __future__ import annotations

import re

from rootcause.domain.classify.clauses import clause_start

__all__ = ["overloads"]

_FEW_EN = r"(?:one|a single|a lone|single|only one|only two|two|three|four|(?:just |only )?\d{1,2})"
_STAFF_EN = (r"(?:(?:[a-z-]+ ){0,2}(?:nurses?|doctors?|consultants?|registrars?|physicians?|midwi(?:fe|ves)|"
             r"pharmacists?|cnas?|rns?|lpns?|aides?|carers?|staff(?: members?)?|juniors?|residents? doctors?|"
             r"health ?care assistants?|hcas?|nas?))")
_MANY_EN = r"(?:up to |more than |nearly |almost |over |about |around |as many as |between )?\d{1,3}"
_PATIENTS_EN = r"(?:[a-z-]+ )?(?:patients|residents|beds|babies|clients|service users|inpatients)"
_LOAD_EN = re.compile(
    rf"(?<![a-z])(?:{_FEW_EN} {_STAFF_EN} (?:(?:was|were|being|had been|is|are) )?(?:(?:left|set|expected|asked|"
    rf"assigned|responsible|required) )?(?:alone )?(?:to |for )?(?:care for|caring for|look after|looking after|"
    rf"looked after|cover(?:ing)?|responsible for|for every|for|to|assigned|treating|treated|managing|with) "
    rf"{_MANY_EN}(?: (?:to|and|or) \d{{1,3}})? {_PATIENTS_EN}"
    rf"|{_MANY_EN}(?: (?:to|and|or) \d{{1,3}})? {_PATIENTS_EN} (?:each|per (?:nurse|doctor|shift|carer|aide))"
    rf"|(?:were|was) assigned (?:between )?{_MANY_EN}(?: (?:to|and) \d{{1,3}})? {_PATIENTS_EN}"
    # (the "nurse-to-patient ratio" it states is part of the load, not a resource cue of its own)
    rf"|(?:[a-z]+[ -]to[ -][a-z]+ )?(?:ratio|ratios) (?:of |was |were |as high as |reached )*(?:1|one) ?"
    rf"(?::|to|for every) ?{_MANY_EN}"
    rf"|(?:being treated|cared for|looked after|seen) by (?:a single|one|only one|a lone|two|only two) [a-z -]{{0,20}}?"
    rf"(?:nurse|doctor|consultant|registrar|midwife|physician)s?"
    rf"|{_MANY_EN} {_PATIENTS_EN} (?:were |was )?(?:waiting to be seen|being (?:treated|cared for|looked after)) by "
    rf"(?:the )?(?:a single|one|only one|two|only two|three) )(?![a-z])")
_LOAD_ZH = re.compile(
    r"(?:一|1|兩|2)(?:名|位|個)?(?:護理師|護士|醫師|醫生|住院醫師|照服員|人)[^，。；]{0,8}?(?:同時)?(?:要|得|需|須)?"
    r"(?:照顧|負責|照護|看|收)[^，。；]{0,4}?(?:近|將近|超過|逾|約|多達)?(?:\d{1,3}|[二三四五六七八九十百]{1,4})(?:至\S{1,4})?"
    r"(?:名|位|個|床)")
# A load that a rule sets or allows is the rule's (legislation, a policy, a standard): not a roster's assignment.
_A_RULE_BEFORE = re.compile(r"(?<![a-z])(?:regulations?|law|laws|legislation|standards?|polic(?:y|ies)|guidance|"
                            r"requires?|required|requirement|allows?|allowed|permits?|permitted|mandates?|mandated)"
                            r"(?![a-z])|法規|法令|規定|規範|標準|要求|允許|準則")
_ZH_NUMBER = {c: i for i, c in enumerate("〇一二三四五六七八九")}
_NUMBER = re.compile(r"\d{1,3}|[二三四五六七八九十百]{1,4}")


def _count(text: str) -> int:
    if text.isdigit():
        return int(text)
    if text.startswith("十"):
        text = "一" + text
    value, digit = 0, 0
    for c in text:
        if c == "十":
            value += (digit or 1) * 10
            digit = 0
        elif c == "百":
            value += (digit or 1) * 100
            digit = 0
        else:
            digit = _ZH_NUMBER.get(c, 0)
    return value + digit


def overloads(norm: str) -> list[tuple[int, int]]:
    """(start, end) of each load of five or more patients on a few people, or a ratio past one to five."""
    out = []
    rules = []
    for m in (*_LOAD_EN.finditer(norm), *_LOAD_ZH.finditer(norm)):
        counts = [_count(n) for n in _NUMBER.findall(m.group())]
        if counts and max(counts) < 5:
            continue
        if _A_RULE_BEFORE.search(norm, clause_start(norm, m.start()), m.start()):
            rules.append((m.start(), m.end()))  # "the regulations only require one nurse per fifteen patients"
        else:
            out.append((m.start(), m.end()))
    # the rule's load alone is the rule's (its own codes decide); beside the load really carried (規定一人照顧十床，但
    # 一人得照顧十五床) it is the measure of the overload, read with it
    return sorted(out + rules) if out else []
