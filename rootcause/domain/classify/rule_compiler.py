"""Compile a FrameworkConfig (and learned rules) into the structures the suggester scans at call time.

Done once per config: one Aho-Corasick automaton over every phrase of every source, and one n-gram index
over each category's own words. Learned rules are compiled separately so ``Suggester.with_learned`` can
swap them without rebuilding the framework part.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from rootcause.domain.classify.precedents import PrecedentIndex, precedent_index
from rootcause.domain.classify.taxonomy import FrameworkConfig, HfacsCategory, KeywordRule, normalize_lang
from rootcause.domain.classify.term_model import TermModel, term_model
from rootcause.domain.model.suggestions import LearnedRule
from rootcause.domain.text.matching import KeywordMatcher
from rootcause.domain.text.ngrams import NgramIndex
from rootcause.domain.text.normalize import normalize
from rootcause.languages import LANGS

__all__ = ["CompiledLearned", "CompiledRules", "Cue", "compile_learned", "compile_rules"]

# A learned statement up to this length is also matched as a phrase (a person's short label, e.g.
# "pump library out of date"); longer ones only through similarity.
LEARNED_PHRASE_MAX = 80


@dataclass(frozen=True, slots=True)
class Cue:
    """What a matched phrase stands for.

    kind: ``base`` (a framework keyword of category ``ref``), ``context`` (one of its context keywords),
    ``rule`` (a pattern of rule ``ref``),
    ``require`` / ``unless`` (a condition phrase of rule ``ref``; ``group`` numbers requires_all groups),
    ``fishbone`` (a keyword of bone ``ref``) or ``learned`` (learned rule number ``ref``).
    """

    kind: str
    ref: str
    phrase: str
    group: int = 0

    @property
    def is_cue(self) -> bool:
        """Phrases that carry meaning of their own; only these may swallow a negator inside them."""
        return self.kind in {"base", "context", "rule", "learned"}


@dataclass(frozen=True, slots=True)
class CompiledRules:
    config: FrameworkConfig
    matcher: KeywordMatcher[Cue]
    similarity: NgramIndex
    precedents: PrecedentIndex
    words: TermModel  # what the precedents' words say about their codes
    rules: Mapping[str, KeywordRule]
    categories: Mapping[str, HfacsCategory]
    level_rank: Mapping[str, int]
    rule_domain_names: Mapping[str, Mapping[str, str]]  # lang -> rule id -> its domain's display name


@dataclass(frozen=True, slots=True)
class CompiledLearned:
    rules: tuple[LearnedRule, ...]
    matcher: KeywordMatcher[Cue]
    similarity: NgramIndex


def compile_rules(config: FrameworkConfig) -> CompiledRules:
    phrases: list[tuple[str, Cue]] = []
    for cat in config.categories():
        phrases += [(p, Cue("base", cat.code, p)) for _, p in cat.keywords.pairs()]
        if cat.context_keywords is not None:
            phrases += [(p, Cue("context", cat.code, p)) for _, p in cat.context_keywords.pairs()]
    for rule in config.keyword_rules.rules:
        phrases += [(p, Cue("rule", rule.id, p)) for _, p in rule.patterns.pairs()]
        for g, group in enumerate(rule.requires_all):
            phrases += [(p, Cue("require", rule.id, p, g)) for _, p in group.pairs()]
        if rule.unless is not None:
            phrases += [(p, Cue("unless", rule.id, p)) for _, p in rule.unless.pairs()]
    for bone in config.fishbone_categories():
        phrases += [(p, Cue("fishbone", bone.code, p)) for _, p in bone.keywords.pairs()]
    return CompiledRules(
        config=config,
        matcher=KeywordMatcher(phrases),
        similarity=NgramIndex(_profiles(config)),
        precedents=precedent_index(config.precedents),
        words=term_model(config.precedents),
        rules=MappingProxyType({r.id: r for r in config.keyword_rules.rules}),
        categories=MappingProxyType({c.code: c for c in config.categories()}),
        level_rank=MappingProxyType({lv.code: lv.rank for lv in config.levels()}),
        rule_domain_names=MappingProxyType({lang: _rule_domain_names(config, lang) for lang in LANGS}),
    )


def _rule_domain_names(config: FrameworkConfig, lang: str) -> Mapping[str, str]:
    names = {d.id: d.name.get(lang) for d in config.keyword_rules.domains}
    return MappingProxyType({r.id: names.get(r.domain, "") for r in config.keyword_rules.rules})


def _profiles(config: FrameworkConfig) -> dict[str, str]:
    """Each category's own words per language: name, definition, examples, questions, keywords, and the
    patterns of rules that support it strongly (weight >= 1). Keyed "CODE|lang"."""
    strong: dict[str, list[KeywordRule]] = {}
    for rule in config.keyword_rules.rules:
        for code, weight in rule.codes.items():
            if weight >= 1.0:
                strong.setdefault(code, []).append(rule)
    docs: dict[str, str] = {}
    for cat in config.categories():
        for lang in LANGS:
            parts = [cat.name.get(lang), cat.definition.get(lang), *cat.examples.get(lang), *cat.questions.get(lang)]
            parts += cat.keywords.get(lang)
            if cat.context_keywords is not None:
                parts += cat.context_keywords.get(lang)
            for rule in strong.get(cat.code, []):
                parts += rule.patterns.get(lang)
            docs[f"{cat.code}|{lang}"] = normalize(" , ".join(parts))
    return docs


def compile_learned(config: FrameworkConfig, learned: Sequence[LearnedRule]) -> CompiledLearned:
    """Canonicalize codes (aliases in, canonical out; unknown codes raise InvalidInput) and index the rules."""
    rules = tuple(
        rule.model_copy(update={"code": config.canonical_code(rule.code), "language": _lang(rule.language)})
        for rule in learned
    )
    phrases = [
        (rule.description, Cue("learned", str(i), rule.description))
        for i, rule in enumerate(rules)
        if len(normalize(rule.description)) <= LEARNED_PHRASE_MAX
    ]
    docs = {str(i): normalize(rule.description) for i, rule in enumerate(rules)}
    return CompiledLearned(rules=rules, matcher=KeywordMatcher(phrases), similarity=NgramIndex(docs, use_idf=False))


def _lang(language: str | None) -> str | None:
    return normalize_lang(language) if language else None
