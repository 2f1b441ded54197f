"""Suggest HFACS-MES codes (and a fishbone bone) for a contributing-factor statement, in both languages.

Evidence, strongest source first:

1. learned rules (statements a person confirmed) matched as a phrase or by n-gram similarity;
2. domain rules from keyword_rules.yaml, boosted when the caller names their domain;
3. the framework's own keywords per category;
4. n-gram similarity to each category's definition, examples and keywords (catches wording no keyword has).

Cues are checked for negation ("no distraction" drops PC-AMS; "no policy" still counts for OI-OP),
several cues for one code add up with diminishing returns, and context rules adjust levels ("did not
follow the policy" is a violation, not a policy gap), and so does the actor a clause is about
("the hospital refused transfers" is not a patient factor; see ``negation.actor_factor``; an act the statement's
reading found already names its actor: ``reading.py``, ``subjects.py``). Ranking is by
evidence only: score, then the number of distinct cues, then the more specific level, then the code, never
the order of the YAML files.
``confidence`` is a calibrated probability that the code is acceptable (``calibration.py``; bench/bench_hfacs.py has the
reliability table on the labelled dev set).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from rootcause.domain.classify.adjust import apply_context, apply_reading, codes_of, drop_contained
from rootcause.domain.classify.calibration import ABSTAIN_BELOW, MIN_CONFIDENCE, calibrate, rivals, statement_length
from rootcause.domain.classify.limits import check_max, check_text
from rootcause.domain.classify.reading import Reading, read
from rootcause.domain.classify.reasons import ACT_LABEL, Evidence, fishbone_reason, suggestion_reason
from rootcause.domain.classify.rule_compiler import CompiledLearned, CompiledRules, Cue, compile_learned, compile_rules
from rootcause.domain.classify.taxonomy import FrameworkConfig, normalize_lang
from rootcause.domain.model.suggestions import FishboneSuggestion, LearnedRule, Source, Suggestion, SuggestionResult
from rootcause.domain.text.matching import Hit
from rootcause.domain.text.negation import NegationIndex, actor_factor, subject_roles
from rootcause.domain.text.normalize import normalize, script_of

__all__ = ["FishboneSuggestion", "LearnedRule", "Suggester", "Suggestion", "SuggestionResult"]

BASE_WEIGHT = 1.0  # one framework keyword
CONTEXT_WEIGHT = 0.5  # one context keyword: names the area, not what went wrong
LEARNED_WEIGHT = 6.0  # x confidence x match strength: a confirmed rule outweighs any keyword evidence
LEARNED_SIM_MIN = {"en": 0.5, "zh": 0.45}  # cosine to a learned statement that counts as the same statement
DECAY = 0.6  # the n-th cue for a code adds DECAY**n of its weight (diminishing returns)
SIM_WEIGHT = 1.5  # the most similar category gets this many keyword units (others pro rata)
SIM_REF_MIN = 0.1  # cosine that counts as "clearly similar"; weaker best matches earn proportionally less
SIM_FLOOR = {"en": 0.05, "zh": 0.025}  # cosine below this is noise (unrelated en text 0.02-0.05, zh 0-0.025)
SIM_REL_MIN = 0.4  # without a keyword, a code must reach this share of the best similarity to be listed (0.6 until
# session 13: 0.4 lets a third candidate through more often, top-3 up on every labelled set, top-1 and the confidence
# of the first suggestion unchanged)
NEGATED_SIM = 0.3  # a code whose cue was negated keeps only this share of its similarity
FISHBONE_HINT = 1.0  # weight of a suggested HFACS code's default bone (x its confidence)
FISHBONE_RULE = 0.8  # weight of a domain rule's bone
DEFAULT_LEVEL = "UA"  # with no evidence at all, start where HFACS analysis starts: the unsafe act
_SOURCE_ORDER: tuple[Source, ...] = ("learned", "domain", "base", "similarity")


class Suggester:
    """Compiled once from a FrameworkConfig (+ learned rules); immutable, cheap to call, safe to share."""

    __slots__ = ("_base", "_learned")
    _base: CompiledRules
    _learned: CompiledLearned

    def __init__(self, config: FrameworkConfig, learned: Sequence[LearnedRule] = ()) -> None:
        object.__setattr__(self, "_base", compile_rules(config))
        object.__setattr__(self, "_learned", compile_learned(config, learned))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Suggester is immutable; use with_learned() for other learned rules")

    def with_learned(self, learned: Sequence[LearnedRule]) -> Suggester:
        """A new suggester with other learned rules; the framework part is shared, not recompiled."""
        clone = object.__new__(Suggester)
        object.__setattr__(clone, "_base", self._base)
        object.__setattr__(clone, "_learned", compile_learned(self._base.config, learned))
        return clone

    @property
    def config(self) -> FrameworkConfig:
        return self._base.config

    @property
    def learned_rules(self) -> tuple[LearnedRule, ...]:
        return self._learned.rules

    def suggest(
        self, text: str, *, lang: str = "en", domain: str | None = None, max_suggestions: int = 3
    ) -> SuggestionResult:
        """Up to ``max_suggestions`` distinct codes, best first, with reasons in ``lang``.

        Raises InvalidInput for empty or oversized text, an unknown domain, or max_suggestions outside 1-10.
        """
        check_text(text)
        check_max(max_suggestions)
        config = self._base.config
        dom = config.canonical_domain(domain)
        lang = normalize_lang(lang)
        norm = normalize(text)
        ranked, scores, cue_count, evidence, similarity, bones = self._ranked(norm, dom)
        suggestions = self._suggestions(ranked, scores, cue_count, evidence, similarity, lang, max_suggestions,
                                        statement_length(norm))
        # no confident suggestion (or no word of the statement names a factor, only its likeness to a definition
        # does: right about one time in four on published statements): the two nearest candidates, never an answer
        abstained = bool(suggestions) and (suggestions[0].confidence < ABSTAIN_BELOW
                                           or suggestions[0].source == "similarity")
        if abstained:
            suggestions = suggestions[:2]
        fishbone = self._fishbone(bones, suggestions, lang)
        if suggestions:
            level_hint = suggestions[0].level
            questions = list(self._base.categories[suggestions[0].code].questions.get(lang))
        else:
            level_hint = self._likely_level(similarity)
            questions = list(config.level(level_hint).questions.get(lang))
        return SuggestionResult(suggestions=suggestions, fishbone=fishbone, guiding_questions=questions,
                                level_hint=level_hint, abstained=abstained)

    def calibration_inputs(self, text: str, *, domain: str | None = None) -> list[tuple[str, tuple[float, ...]]]:
        """The top three codes with what their confidence is computed from (score, share of the best score,
        distinct cues, statement length, rival): ``bench/fit_calibration.py`` fits ``calibrate`` on these."""
        check_text(text)
        norm = normalize(text)
        ranked, scores, cue_count, *_ = self._ranked(norm, self._base.config.canonical_domain(domain))
        top = max(scores.values(), default=1.0) or 1.0
        rival = rivals(scores)
        length = float(statement_length(norm))
        return [(c, (scores[c], scores[c] / top, float(cue_count.get(c, 0)), length, rival[c])) for c in ranked[:3]]

    def _ranked(self, norm: str, dom: str | None) -> tuple[
            list[str], dict[str, float], dict[str, int], list[Evidence], dict[str, float],
            dict[str, list[tuple[str, float]]]]:
        """Every candidate code ranked by its evidence, with the scores and evidence behind the ranking."""
        reading = read(norm)
        evidence, negated, bones, overruled = self._collect(norm, dom, reading)
        # a statement that only rules factors out ("no fault was found in the pump") suggests nothing by likeness
        similarity = {} if reading.rules_out_everything(len(norm)) else self._similarity(norm)
        scores, cue_count = _aggregate(evidence)
        _add_similarity(scores, similarity, negated, SIM_FLOOR[script_of(norm)], overruled)
        confirmed = {e.code for e in evidence if e.source == "learned"}
        ranked = sorted(
            scores,
            key=lambda c: (
                c not in confirmed,  # learned rules first: a person confirmed this kind of statement
                -round(scores[c], 9),
                -cue_count.get(c, 0),
                self._base.level_rank[c[:2]],
                c,
            ),
        )
        return ranked, scores, cue_count, evidence, similarity, bones

    # ------------------------------------------------------------------------------------ evidence
    def _collect(
        self, norm: str, dom: str | None, reading: Reading
    ) -> tuple[list[Evidence], set[str], dict[str, list[tuple[str, float]]], set[str]]:
        """Every piece of keyword, rule and learned evidence, the codes whose cues were negated, the bones, and
        the codes the statement's reading overruled (a finding ruled them out, or an act merely touched them)."""
        base = self._base
        hits: list[Hit[Cue]] = base.matcher.find(norm) + self._learned.matcher.find(norm)
        overruled = {code for h in hits if reading.rules_out(h.start) for c in h.payloads if c.is_cue
                     for code in codes_of(c, base)}
        # a finding ruled this out, or the words only look like a cue ("seek medical attention"): no evidence
        hits = [h for h in hits if not reading.rules_out(h.start) and not reading.not_a_cue(h.start, h.end)]
        overruled -= {code for h in hits for c in h.payloads if c.is_cue for code in codes_of(c, base)}
        neg = NegationIndex(norm, [(h.start, h.end) for h in hits if any(c.is_cue for c in h.payloads)])
        evidence: list[Evidence] = []
        negated: set[str] = set()
        bones: dict[str, list[tuple[str, float]]] = {}
        rule_hits: dict[str, list[tuple[Hit[Cue], str]]] = {}
        required: set[tuple[str, int]] = set()
        vetoed: set[str] = set()
        learned_hit: dict[int, Hit[Cue]] = {}
        for hit in hits:
            for cue in hit.payloads:
                kind = cue.kind
                if kind in ("base", "context"):
                    if base.categories[cue.ref].negation == "suppress" and neg.is_negated(hit.start):
                        negated.add(cue.ref)
                    else:
                        weight = BASE_WEIGHT if kind == "base" else CONTEXT_WEIGHT
                        evidence.append(Evidence(cue.ref, weight, "base", (cue.phrase,), hit.start, hit.end))
                elif kind == "rule":
                    rule_hits.setdefault(cue.ref, []).append((hit, cue.phrase))
                elif kind == "require":
                    required.add((cue.ref, cue.group))
                elif kind == "unless":
                    vetoed.add(cue.ref)
                elif kind == "fishbone":
                    bones.setdefault(cue.ref, []).append((cue.phrase, 1.0))
                else:
                    learned_hit.setdefault(int(cue.ref), hit)
        boost = base.config.keyword_rules.domain_boost
        for rule_id in sorted(rule_hits):
            rule = base.rules[rule_id]
            if rule_id in vetoed or any((rule_id, g) not in required for g in range(len(rule.requires_all))):
                continue
            found = rule_hits[rule_id]
            if rule.negation == "suppress":
                found = [(h, p) for h, p in found if not neg.is_negated(h.start)]
                if not found:
                    negated.update(rule.codes)
                    continue
            factor = boost if dom is not None and rule.domain == dom else 1.0
            found = [(h, p) for h, p in found if not any(_within(h, o) for o, _ in found)]
            phrases = tuple(dict.fromkeys(p for _, p in found))
            first = found[0][0]
            for code, weight in rule.codes.items():
                evidence.append(Evidence(code, weight * factor, "domain", phrases, first.start, first.end, rule_id))
            if rule.fishbone:
                bones.setdefault(rule.fishbone, []).append((phrases[0], FISHBONE_RULE * factor))
        evidence += self._learned_evidence(norm, learned_hit)
        evidence = drop_contained(evidence)
        overruled |= apply_reading(evidence, reading)
        apply_context(evidence, base, neg)
        clauses = subject_roles(norm)
        for e in evidence:  # (an act the reading found was already given to its actor: reading.py, subjects.py)
            if e.source != "learned" and e.label != ACT_LABEL:
                e.weight *= actor_factor(e.code, e.start, e.end, clauses)
        return evidence, negated, bones, overruled

    def _learned_evidence(self, norm: str, learned_hit: dict[int, Hit[Cue]]) -> list[Evidence]:
        learned = self._learned
        if not learned.rules:
            return []
        sims = learned.similarity.scores(norm)
        script = script_of(norm)
        out: list[Evidence] = []
        for i, rule in enumerate(learned.rules):
            hit = learned_hit.get(i)
            strength = 1.0 if hit is not None else sims.get(str(i), 0.0)
            if strength < LEARNED_SIM_MIN[script]:
                continue
            start, end = (hit.start, hit.end) if hit is not None else (0, len(norm))
            weight = LEARNED_WEIGHT * rule.confidence * strength
            out.append(Evidence(rule.code, weight, "learned", (rule.description,), start, end, rule.description))
        return out

    def _similarity(self, norm: str) -> dict[str, float]:
        best: dict[str, float] = {}
        for key, value in self._base.similarity.scores(norm).items():
            code = key.split("|", 1)[0]
            if value > best.get(code, 0.0):
                best[code] = value
        return best

    # ------------------------------------------------------------------------------------ output
    def _suggestions(
        self,
        ranked: list[str],
        scores: dict[str, float],
        cue_count: dict[str, int],
        evidence: list[Evidence],
        similarity: dict[str, float],
        lang: str,
        limit: int,
        length: int,
    ) -> list[Suggestion]:
        if not ranked:
            return []
        top = max(scores.values())
        rival = rivals(scores)
        rule_domains = self._base.rule_domain_names[lang]
        out: list[Suggestion] = []
        ceiling = 1.0
        for code in ranked:
            own = sorted((e for e in evidence if e.code == code), key=lambda e: e.start)
            confidence = calibrate(scores[code], scores[code] / top, cue_count.get(code, 0), length, rival[code])
            confirmed = [e.weight / LEARNED_WEIGHT for e in own if e.source == "learned"]
            if confirmed:
                # a person's own confidence in a matching confirmed rule is a floor for the number we show
                confidence = max(confidence, round(min(1.0, max(confirmed)), 2))
            confidence = ceiling = min(confidence, ceiling)  # never more sure of a lower-ranked code
            if confidence < MIN_CONFIDENCE:
                break
            sources = {e.source for e in own} or {"similarity"}
            source = next(s for s in _SOURCE_ORDER if s in sources)
            sim = similarity.get(code, 0.0) if code in scores and cue_count.get(code, 0) == 0 else 0.0
            matched = list(dict.fromkeys(p for e in own if e.source != "learned" for p in e.phrases))
            matched += [e.label for e in own if e.source == "learned"]
            out.append(
                Suggestion(
                    code=code,
                    name=self._base.categories[code].name.get(lang),
                    level=self._base.categories[code].level,
                    confidence=confidence,
                    reason=suggestion_reason(own, sim, lang, rule_domains),
                    matched=matched,
                    source=source,
                )
            )
            if len(out) == limit:
                break
        return out

    def _fishbone(
        self, bones: dict[str, list[tuple[str, float]]], suggestions: list[Suggestion], lang: str
    ) -> FishboneSuggestion | None:
        scores = {bone: _diminishing([w for _, w in items]) for bone, items in bones.items()}
        hinted: dict[str, list[str]] = {}
        for s in suggestions:
            bone = self._base.categories[s.code].fishbone
            if bone:
                scores[bone] = scores.get(bone, 0.0) + FISHBONE_HINT * s.confidence
                hinted.setdefault(bone, []).append(s.code)
        if not scores:
            return None
        best = min(scores, key=lambda b: (-round(scores[b], 9), -len(bones.get(b, ())), b))
        phrases = list(dict.fromkeys(p for p, _ in bones.get(best, ())))
        total = sum(scores.values())
        confidence = round(min(0.99, (scores[best] / total) * (1 - math.exp(-scores[best]))), 2)
        return FishboneSuggestion(
            category=best,
            name=self._base.config.name(best, lang),
            confidence=confidence,
            reason=fishbone_reason(phrases, hinted.get(best, []), lang),
            matched=phrases,
        )

    def _likely_level(self, similarity: dict[str, float]) -> str:
        if not similarity:
            return DEFAULT_LEVEL
        best = max(similarity, key=lambda c: (similarity[c], c))
        return self._base.categories[best].level


# ---------------------------------------------------------------------------------------- helpers
def _add_similarity(
    scores: dict[str, float], similarity: dict[str, float], negated: set[str], floor: float,
    overruled: set[str] = frozenset(),  # type: ignore[assignment]  # (read only: a frozen empty default)
) -> None:
    """Blend n-gram similarity in, relative to the best match of this text, so wording no keyword covers
    still ranks the right category; unrelated text (best cosine under ``floor``) adds nothing."""
    sims = {c: v * NEGATED_SIM if (c in negated and c not in scores) or c in overruled else v
            for c, v in similarity.items()}
    best = max(sims.values(), default=0.0)
    if best < floor:
        return
    ref = max(best, SIM_REF_MIN)
    for code, sim in sims.items():
        if sim < floor or (code not in scores and sim < SIM_REL_MIN * best):
            continue
        scores[code] = scores.get(code, 0.0) + SIM_WEIGHT * sim / ref


def _within(inner: Hit[Cue], outer: Hit[Cue]) -> bool:
    """``inner`` lies strictly inside ``outer`` ("not follow" inside "did not follow")."""
    inside = outer.start <= inner.start and inner.end <= outer.end
    return inside and (outer.start, outer.end) != (inner.start, inner.end)


def _diminishing(weights: list[float]) -> float:
    return sum(w * DECAY**i for i, w in enumerate(sorted(weights, reverse=True)))


def _aggregate(evidence: list[Evidence]) -> tuple[dict[str, float], dict[str, int]]:
    weights: dict[str, list[float]] = {}
    cues: dict[str, set[str]] = {}
    for e in evidence:
        weights.setdefault(e.code, []).append(e.weight)
        cues.setdefault(e.code, set()).update(e.phrases)
    return {c: _diminishing(w) for c, w in weights.items()}, {c: len(p) for c, p in cues.items()}
