"""Suggest HFACS-MES codes (and a fishbone bone) for a contributing-factor statement, in both languages.

Evidence, strongest source first:

1. learned rules (statements a person confirmed) matched as a phrase or by n-gram similarity;
2. domain rules from keyword_rules.yaml, boosted when the caller names their domain;
3. the framework's own keywords per category;
4. n-gram similarity to each category's definition, examples and keywords (catches wording no keyword has);
5. precedents: the codes investigators gave the published statements nearest this one (``precedents.py``).

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
from dataclasses import replace

from rootcause.domain.classify.adjust import apply_context, apply_reading, codes_of, drop_contained
from rootcause.domain.classify.calibration import (
    ABSTAIN_BELOW,
    MIN_CONFIDENCE,
    rivals,
    statement_length,
)
from rootcause.domain.classify.limits import check_max, check_text
from rootcause.domain.classify.precedents import Vote
from rootcause.domain.classify.reading import Reading, read
from rootcause.domain.classify.reasons import ACT_LABEL, Evidence, fishbone_reason, suggestion_reason
from rootcause.domain.classify.rule_compiler import CompiledLearned, CompiledRules, Cue, compile_learned, compile_rules
from rootcause.domain.classify.scoring import (
    NEGATED_SIM,
    SIM_FLOOR,
    add_similarity,
    aggregate,
    diminishing,
    rule_confidence,
)
from rootcause.domain.classify.stacking import candidates, stacked, words_open, words_read
from rootcause.domain.classify.taxonomy import FrameworkConfig, normalize_lang
from rootcause.domain.classify.term_model import term_model
from rootcause.domain.model.suggestions import FishboneSuggestion, LearnedRule, Source, Suggestion, SuggestionResult
from rootcause.domain.text.matching import Hit
from rootcause.domain.text.negation import NegationIndex, actor_factor, subject_roles
from rootcause.domain.text.normalize import normalize, script_of

__all__ = ["FishboneSuggestion", "LearnedRule", "Suggester", "Suggestion", "SuggestionResult"]

BASE_WEIGHT = 1.0  # one framework keyword
CONTEXT_WEIGHT = 0.5  # one context keyword: names the area, not what went wrong
LEARNED_WEIGHT = 6.0  # x confidence x match strength: a confirmed rule outweighs any keyword evidence
LEARNED_SIM_MIN = {"en": 0.5, "zh": 0.45}  # cosine to a learned statement that counts as the same statement
FISHBONE_HINT = 1.0  # weight of a suggested HFACS code's default bone (x its confidence)
FISHBONE_RULE = 0.8  # weight of a domain rule's bone
PRECEDENT_ONLY_MIN = 0.10  # a code only precedents support is listed from this confidence
DEFAULT_LEVEL = "UA"  # with no evidence at all, start where HFACS analysis starts: the unsafe act
_SOURCE_ORDER: tuple[Source, ...] = ("learned", "domain", "base", "precedent", "similarity")


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

    def without_precedents_of(self, group: str) -> Suggester:
        """A suggester that has never seen the precedents of ``group``: how a published set is scored honestly."""
        clone = object.__new__(Suggester)
        kept = tuple(p for p in self._base.config.precedents if p.group != group)
        object.__setattr__(clone, "_base", replace(self._base, precedents=self._base.precedents.without(group),
                                                   words=term_model(kept)))
        object.__setattr__(clone, "_learned", self._learned)
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
        ranked, scores, cue_count, evidence, similarity, bones, votes = self._ranked(norm, dom)
        suggestions = self._suggestions(ranked, scores, cue_count, evidence, (similarity, votes), lang,
                                        max_suggestions, norm)
        # no confident suggestion, or no word of the statement names a factor, only its likeness to a definition or
        # to precedents does (right about one time in four, and one in three, on published statements): the two
        # nearest candidates, never an answer. (Only confidence deciding instead changed top-1 and top-3 on the
        # published sets by less than 0.2 points, and would answer a fragment that names no factor.)
        abstained = bool(suggestions) and (suggestions[0].confidence < ABSTAIN_BELOW
                                           or suggestions[0].source in ("similarity", "precedent"))
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

    def stacking_inputs(self, text: str) -> tuple[bool, list[tuple[str, float, float, float]]]:
        """Whether the words' lean orders this statement's candidates, and each candidate code with the rules'
        confidence in it, its precedents' support and its words' lean: ``bench/fit_stacking.py`` fits ``combine``
        and ``ranked_with_words`` on these."""
        check_text(text)
        norm = normalize(text)
        ranked, scores, cue_count, evidence, *_, (_, support, lean, _) = self._ranked(norm, None)
        rules = rule_confidence(ranked, scores, cue_count, statement_length(norm), candidates(support, lean))
        return (bool(lean) and words_open(rules, support, evidence),
                [(code, value, support.get(code, 0.0), lean.get(code, 0.0)) for code, value in rules.items()])

    def _ranked(self, norm: str, dom: str | None) -> tuple[
            list[str], dict[str, float], dict[str, int], list[Evidence], dict[str, float],
            dict[str, list[tuple[str, float]]], tuple[dict[str, Vote], dict[str, float], dict[str, float], str]]:
        """Every candidate code ranked by its evidence, with the scores and evidence behind the ranking."""
        reading = read(norm)
        evidence, negated, bones, overruled = self._collect(norm, dom, reading)
        # a statement that only rules factors out ("no fault was found in the pump") suggests nothing by likeness
        likeness = not reading.rules_out_everything(len(norm))
        similarity = self._similarity(norm) if likeness else {}
        votes = self._base.precedents.votes(norm) if likeness else {}
        words = words_read(norm, reading)
        lean = self._base.words.leans(words) if likeness else {}
        scores, cue_count = aggregate(evidence)
        add_similarity(scores, similarity, negated, SIM_FLOOR[script_of(norm)], overruled)
        # a code's support: its share of the votes times the nearness of its nearest precedent (a share of distant
        # precedents is weak evidence); a code the statement negates or rules out keeps a little of it
        support = {code: vote.share * vote.similarity * (
            NEGATED_SIM if (code in negated and code not in scores) or code in overruled else 1.0)
            for code, vote in votes.items()}
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
        return ranked, scores, cue_count, evidence, similarity, bones, (votes, support, lean, words)

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
        likeness: tuple[dict[str, float], tuple[dict[str, Vote], dict[str, float], dict[str, float], str]],
        lang: str,
        limit: int,
        norm: str,
    ) -> list[Suggestion]:
        similarity, (votes, support, lean, words) = likeness
        rules = rule_confidence(ranked, scores, cue_count, statement_length(norm), candidates(support, lean))
        sure, rank = stacked(rules, support, lean, evidence, scores)
        learned = {e.code for e in evidence if e.source == "learned"}
        place = {code: i for i, code in enumerate(ranked)}
        order = sorted(sure, key=lambda c: (c not in learned, -rank[c], place.get(c, len(place)), c))
        rule_domains = self._base.rule_domain_names[lang]
        out: list[Suggestion] = []
        ceiling = 1.0
        for code in order:
            own = sorted((e for e in evidence if e.code == code), key=lambda e: e.start)
            confidence = sure[code]
            confirmed = [e.weight / LEARNED_WEIGHT for e in own if e.source == "learned"]
            if confirmed:
                # a person's own confidence in a matching confirmed rule is a floor for the number we show
                confidence = max(confidence, round(min(1.0, max(confirmed)), 2))
            if code not in scores and confidence < PRECEDENT_ONLY_MIN:
                continue  # no word of the statement names it and few precedents do: noise, not a candidate
            confidence = ceiling = min(confidence, ceiling)  # never more sure of a lower-ranked code
            if confidence < MIN_CONFIDENCE:
                break
            # (a code neither a word nor a likeness names came from the precedents: their votes or their words)
            sources = {e.source for e in own} or ({"precedent"} if code in votes or code not in scores
                                                  else {"similarity"})
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
                    reason=suggestion_reason(own, sim, lang, rule_domains, votes.get(code),  # (the words that
                                             self._base.words.telling(words, code) if source == "precedent"
                                             and code not in votes else ()),  # lean, for a code only they brought)
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
        scores = {bone: diminishing([w for _, w in items]) for bone, items in bones.items()}
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


def _within(inner: Hit[Cue], outer: Hit[Cue]) -> bool:
    """``inner`` lies strictly inside ``outer`` ("not follow" inside "did not follow")."""
    inside = outer.start <= inner.start and inner.end <= outer.end
    return inside and (outer.start, outer.end) != (inner.start, inner.end)
