"""Judgements of a person that a typo keeps from the linter's patterns ("carelesss", "negligant", "slopy").

A word one edit from a judgement of a person (a letter added, dropped or changed, or two neighbours swapped) is read
as that judgement, unless it is a real word of its own ("a floppy infant", "a needless delay"): a team that types
fast still judges, and an agent that misspells on purpose must not slip a blame chain past the gate.
"""

from __future__ import annotations

import re

from rootcause.domain.causal import lexicon as lex

__all__ = ["misspelt_judgements", "one_edit"]

_EN_TOKEN = re.compile(r"(?<![a-z])[a-z]{5,16}(?![a-z])")


def one_edit(a: str, b: str) -> bool:
    """Whether ``a`` is ``b`` with one letter added, dropped, changed, or two neighbours swapped."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        diff = [i for i in range(len(a)) if a[i] != b[i]]
        return len(diff) == 1 or (len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]]
                                  and a[diff[1]] == b[diff[0]])
    short, long = (a, b) if len(a) < len(b) else (b, a)
    i = next((k for k in range(len(short)) if short[k] != long[k]), len(short))
    return short[i:] == long[i + 1:]


def misspelt_judgements(norm: str, taken: list[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    """Judgements of a person a typo keeps from the patterns ("carelesss", "negligant", "slopy")."""
    out = []
    for m in _EN_TOKEN.finditer(norm):
        word = m.group()
        if any(s <= m.start() < e for _, s, e in taken) or word in lex.EN_JUDGEMENT_WORDS \
                or word in lex.EN_NOT_MISSPELT:
            continue
        if any(one_edit(word, j) for j in lex.EN_JUDGEMENT_WORDS if abs(len(j) - len(word)) <= 1):
            out.append(("person", m.start(), m.end()))
    return out
