"""How what the statement says adjusts the keyword evidence before it is scored: the longest keyword wins, context
rules damp secondary codes, and the statement's reading (``reading.py``) puts the act before the objects it
touched. Pure functions over the suggester's evidence list."""

from __future__ import annotations

from rootcause.domain.classify.reading import Reading
from rootcause.domain.classify.reasons import ACT_LABEL, Evidence
from rootcause.domain.classify.rule_compiler import CompiledRules, Cue
from rootcause.domain.text.negation import NegationIndex

TOUCHED = 0.3  # an environment cue an act merely touched ("set the pump rate ten times too high") keeps this share
TOUCHED_CODES = frozenset({"PC-TEC", "PC-PHY", "PC-TE"})  # the environment an act works in
PROCESS_OBJECT_CODES = frozenset({"PC-CRM", "PC-TEC", "PC-PHY", "PC-TE", "US-IS"})  # what a process is for
RULE_TOUCHERS = frozenset({"PC-PML", "UA-RV"})  # acts whose object may be a rule that existed: not a process gap
# A clinical decision the statement reads as not made ("did not order a repeat troponin") shares its words with
# statements about orders passed on; without a cue of its own, communication's likeness to them is overruled (the
# error issue 19 names: the omission coded as PC-CRM). Measured on every published set: no top-3 hit changes.
DECISION_RIVALS = frozenset({"PC-CRM"})
ACT_WEIGHT = 1.5  # an act the statement reads as gone wrong or left undone: more than one keyword


def drop_contained(evidence: list[Evidence]) -> list[Evidence]:
    """Longest match wins among framework keywords: a keyword inside a longer one is not a cue of its own.

    "病人沒有告知" (PC-PRF) hides the "沒有告知" (PC-CRM) inside it, and "new pump" (OI-MOC) the bare "pump".
    Within one code, a phrase counted twice is still one cue.
    """
    keep: list[Evidence] = []
    for e in sorted(evidence, key=lambda e: (-(e.end - e.start), e.start, e.code)):
        if e.source == "base" and any(
            k.source == "base" and k.start <= e.start and e.end <= k.end and (k.start, k.end) != (e.start, e.end)
            for k in keep
        ):
            continue
        if any(k.code == e.code and k.source == e.source and k.phrases == e.phrases for k in keep):
            continue
        keep.append(e)
    return keep



def codes_of(cue: Cue, base: CompiledRules) -> tuple[str, ...]:
    """The codes a cue speaks for (a keyword its category; a domain rule its codes)."""
    if cue.kind in ("base", "context"):
        return (cue.ref,)
    if cue.kind == "rule" and cue.ref in base.rules:
        return tuple(base.rules[cue.ref].codes)
    return ()



def apply_reading(evidence: list[Evidence], reading: Reading) -> set[str]:
    """What the statement says happened outranks the nouns around it (``reading``): the environment cues an act
    merely touched count little, and each act is evidence for its unsafe-act code (cues in a clause a finding
    rules out never became evidence). Returns the codes so overruled (their similarity is damped too)."""
    overruled: set[str] = set()
    kept: list[Evidence] = []
    acts = reading.evidence_acts
    for e in evidence:
        if e.source != "learned" and e.code in PROCESS_OBJECT_CODES and any(
                a.code == "OI-OP" and a.object_span[0] <= e.start and e.end <= a.object_span[1] for a in reading.acts):
            e.weight *= TOUCHED  # what a missing or poor process was for ("inadequate systems for handover")
            overruled.add(e.code)
        elif e.source != "learned" and e.code == "OI-OP" and any(
                a.code in RULE_TOUCHERS and a.object_span[0] <= e.start and e.end <= a.object_span[1]
                for a in reading.acts):  # (a violation's own rule is damped by the context rules instead)
            e.weight *= TOUCHED  # what a person did not know or keep is the rule, not a gap in it ("unaware of the
            overruled.add(e.code)  # protocol", "failed to implement the policies")
        elif e.source != "learned" and e.code in TOUCHED_CODES and reading.acted_on(e.start, e.end):
            e.weight *= TOUCHED
            overruled.add(e.code)
        elif e.source == "base" and any(a.start <= e.start and e.end <= a.end and a.code != e.code for a in acts):
            e.weight *= TOUCHED  # the same words read as another code's act ("misinterpreted" the label: perceptual)
            if e.code in TOUCHED_CODES:
                overruled.add(e.code)  # ("inaccurate filling of the cabinet": no technology, nor its likeness)
        kept.append(e)
    if any(a.code == "UA-DE" for a in reading.evidence_acts):
        overruled |= DECISION_RIVALS - {e.code for e in kept}  # (likeness alone, no word of its own)
    evidence[:] = kept + [Evidence(a.code, ACT_WEIGHT, "base", (a.phrase,), a.start, a.end, ACT_LABEL)
                          for a in reading.evidence_acts]
    return overruled



def apply_context(evidence: list[Evidence], base: CompiledRules, neg: NegationIndex) -> None:
    """Scale down codes that context shows to be secondary (all triggers read before any change). A rule that
    supports both codes itself (UA-RV 1.0, UA-SV 0.8) already set their balance: its own trigger leaves it be."""
    plans = []
    for ctx in base.config.keyword_rules.context_rules:
        triggers: dict[int, set[str]] = {}
        for e in (e for e in evidence if e.code in ctx.when_codes):
            triggers.setdefault(neg.clause_of(e.start), set()).add(e.label or e.code)
        if triggers:
            plans.append((ctx, triggers, set().union(*triggers.values())))
    for ctx, triggers, every in plans:
        for e in (e for e in evidence if e.code in ctx.dampen and e.source != "learned"):
            found = every if ctx.scope == "text" else triggers.get(neg.clause_of(e.start))
            if found and not (e.label and found == {e.label}):
                e.weight *= ctx.dampen[e.code]
