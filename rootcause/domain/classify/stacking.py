"""How the rules, the precedents and the precedents' words become the confidence shown for each candidate code and
the order the codes are shown in (the constants are ``calibration``'s).

The rules and the nearest precedents decide both. The words of all the precedents (``term_model``) know what
published coders did with statements worded like this one, and are right more often than the rules where the rules
find no act and no candidate they are sure of; there, and only there, they order the candidates and bring their own.
Where the reading found an act ("did not order", "set the rate too high") its clause analysis stands: a bag of
words must not undo it (issue 19's "surface words trigger codes"). Measured set by set in docs/benchmarks.md.
"""

from __future__ import annotations

from collections.abc import Container

from rootcause.domain.classify.calibration import (
    ABSTAIN_BELOW,
    LEAN_BELOW,
    combine,
    ranked_with_words,
    shared_by_rivals,
)
from rootcause.domain.classify.reading import Reading
from rootcause.domain.classify.reasons import ACT_LABEL, Evidence

__all__ = ["LEAN_CANDIDATES", "candidates", "stacked", "words_open", "words_read"]

LEAN_CANDIDATES = 3  # the codes the words lean to most, offered beside the rules' candidates
WORDS_ONLY_MAX = round(ABSTAIN_BELOW - 0.01, 2)  # the most confidence a code only the words bring is shown with


def words_read(norm: str, reading: Reading) -> str:
    """The statement as its words are weighed: what the reading masked ("a broken wrist" holds no broken device) or
    a finding ruled out ("no fault was found in the pump") is blanked, as it is for the keywords."""
    spans = sorted((*reading.masked, *reading.ruled_out))
    if not spans:
        return norm
    out, pos = [], 0
    for a, b in spans:
        if a > pos:
            out.append(norm[pos:a])
        out.append(" " * max(0, b - max(a, pos)))
        pos = max(pos, b)
    return "".join(out) + norm[pos:]


def words_open(rules: dict[str, float], support: dict[str, float], evidence: list[Evidence]) -> bool:
    """The rules leave the answer open: the reading found no act, and no candidate reaches ``LEAN_BELOW``."""
    return _open(_shown(rules, support), evidence)


def stacked(rules: dict[str, float], support: dict[str, float], lean: dict[str, float], evidence: list[Evidence],
            named: Container[str]) -> tuple[dict[str, float], dict[str, float]]:
    """The confidence shown for each candidate and the order they are shown in. The rules and the precedents
    decide both (``combine``); where the rules leave the answer open (``words_open``) the words' lean orders the
    candidates (``ranked_with_words``) and gives the codes only it brings (none that the rules or precedents name)
    its confidence, below the abstention line."""
    shown = _shown(rules, support)
    if not lean or not _open(shown, evidence):
        return shown, shown
    order = {code: ranked_with_words(r, support.get(code, 0.0), lean.get(code, 0.0)) for code, r in rules.items()}
    # (a code no word of the statement names is never shown as an answer: below the abstention line)
    brought = {code: min(order[code], WORDS_ONLY_MAX) for code in rules if code not in named and code not in support}
    return shown | brought, order


def _shown(rules: dict[str, float], support: dict[str, float]) -> dict[str, float]:
    return shared_by_rivals({code: combine(r, support.get(code, 0.0)) for code, r in rules.items()})


def _open(shown: dict[str, float], evidence: list[Evidence]) -> bool:
    return not any(e.label == ACT_LABEL for e in evidence) and max(shown.values(), default=0.0) < LEAN_BELOW


def candidates(support: dict[str, float], lean: dict[str, float]) -> list[str]:
    """The codes precedents or their words bring beside the rules' own: every code the nearest precedents support,
    and the ``LEAN_CANDIDATES`` codes the words lean to most."""
    return [*support, *sorted(lean, key=lambda c: (-lean[c], c))[:LEAN_CANDIDATES]]
