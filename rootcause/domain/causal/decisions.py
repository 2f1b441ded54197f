"""A person's decision offered as a cause: "the night nurse decided to let the infusion run", "the resident chose
to skip the check", 護理師決定不再核對.

A decision is an act like an override: the analysis owes its reason (what made deciding so sensible at the time),
so a decision with no cause in its sentence is a deviation that needs one. Whose decision it is decides: an
organisation's or a design's ("the hospital chose to buy pumps without a library", 醫院選擇採購) is how the system
was built, a condition.
"""

from __future__ import annotations

import re

from rootcause.domain.causal import lexicon as lex
from rootcause.domain.causal.setting_up import en_subject, zh_first_named
from rootcause.domain.causal.statement_text import StatementText

__all__ = ["person_decisions"]

_EN_DECIDED = re.compile(r"(?<![a-z])(?:decid|chose|choos|opt|elect)(?:ed|es|e|s|ing)? (?:not )?to [a-z]+")
_ZH_DECIDED = re.compile(r"(?:決定|選擇|執意|堅持|自行決定)(?:要|不要|不|先|直接)?[\u4e00-\u9fff]")


def person_decisions(t: StatementText) -> list[tuple[int, int]]:
    """Where a person (the clause's subject) decided, chose or opted to do something."""
    found = [m.span() for m in _EN_DECIDED.finditer(t.norm) if en_subject(t, m.start()) == "person"]
    for m in _ZH_DECIDED.finditer(t.norm) if t.cjk else ():
        who = zh_first_named(t.norm, t.around(t.clauses, m.start())[0], m.start())
        if who is not None and who.group() in lex.ZH_PEOPLE:
            found.append(m.span())
    return found
