"""Keyword-rule, learned-rule and precedent models (keyword_rules.yaml, learned_rules.yaml, precedents.jsonl): pure
pydantic.

Their HFACS codes are checked against the framework (``check_rule_codes``, called by ``FrameworkConfig``, which sees
every file).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime
from typing import Annotated, Literal

from pydantic import BaseModel, Field, StringConstraints, model_validator

from rootcause.domain.model.config_types import (
    FROZEN,
    Bilingual,
    BilingualList,
    Code,
    Ident,
    TaxonomyError,
    Text,
    require_unique,
)
from rootcause.domain.model.json_types import JsonFloat
from rootcause.languages import Lang

MAX_SOURCE = 500  # (a precedent's source address; ``tools/build_precedents.py`` keeps to it)

__all__ = [
    "GENERAL_DOMAIN",
    "MAX_SOURCE",
    "ContextRule",
    "Domain",
    "KeywordRule",
    "KeywordRules",
    "LearnedRuleEntry",
    "LearnedRules",
    "Precedent",
    "check_rule_codes",
]

GENERAL_DOMAIN = "general"
"""Rules of this domain apply to every statement and are never boosted."""


class Domain(BaseModel):
    model_config = FROZEN
    id: Ident
    name: Bilingual
    aliases: tuple[Text, ...] = ()


class KeywordRule(BaseModel):
    """A domain rule: phrases that support some HFACS codes (by weight) and maybe a fishbone bone."""

    model_config = FROZEN
    id: Ident
    domain: Ident
    patterns: BilingualList
    codes: dict[Code, Annotated[JsonFloat, Field(gt=0, le=10)]] = Field(default_factory=dict)
    fishbone: Code | None = None
    negation: Literal["suppress", "keep"] = "suppress"
    requires_all: tuple[BilingualList, ...] = ()
    unless: BilingualList | None = None
    note: str | None = None


class ContextRule(BaseModel):
    """Level context: evidence for ``when_codes`` in the same clause scales the ``dampen`` codes down."""

    model_config = FROZEN
    id: Ident
    when_codes: tuple[Code, ...] = Field(min_length=1)
    dampen: dict[Code, Annotated[JsonFloat, Field(gt=0, le=1)]] = Field(min_length=1)
    scope: Literal["clause", "text"] = "clause"
    note: str | None = None


class KeywordRules(BaseModel):
    model_config = FROZEN
    version: int = 1
    domain_boost: JsonFloat = Field(default=1.75, ge=1, le=10)
    domains: tuple[Domain, ...] = Field(min_length=1)
    rules: tuple[KeywordRule, ...] = ()
    context_rules: tuple[ContextRule, ...] = ()

    @model_validator(mode="after")
    def _check(self) -> KeywordRules:
        domain_ids = [d.id for d in self.domains]
        require_unique("keyword_rules", ((f"domains.{i}.id", d.id) for i, d in enumerate(self.domains)),
                       ("domain", "領域"))
        require_unique("keyword_rules", ((f"rules.{i}.id", r.id) for i, r in enumerate(self.rules)),
                       ("rule id", "規則 id"))
        for i, rule in enumerate(self.rules):
            if rule.domain != GENERAL_DOMAIN and rule.domain not in domain_ids:
                raise TaxonomyError(
                    section="keyword_rules", field=f"rules.{i}.domain",
                    en=f"rule {rule.id} names unknown domain '{rule.domain}'.",
                    zh=f"規則 {rule.id} 的領域「{rule.domain}」不存在。",
                )
        return self


class LearnedRuleEntry(BaseModel):
    """learned_rules.yaml entry: a cause statement whose code a person confirmed."""

    model_config = FROZEN
    description: Text
    code: Code
    reason: str = ""
    confidence: JsonFloat = Field(default=0.8, ge=0, le=1)  # (YAML reads `true` as a bool: no number)
    language: Lang | None = None
    created_at: datetime | None = None


class LearnedRules(BaseModel):
    model_config = FROZEN
    rules: tuple[LearnedRuleEntry, ...] = ()


class Precedent(BaseModel):
    """precedents.jsonl line: a published statement, the HFACS-MES code(s) its coder gave, and where it is from."""

    model_config = FROZEN
    text: Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=2000)]
    lang: Lang
    codes: tuple[Code, ...] = Field(min_length=1, max_length=3)
    alt: tuple[Code, ...] = Field(default=(), max_length=5)  # other codes the coder thought defensible
    group: Ident  # the set it came from: a set is scored without its own precedents
    source: Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=MAX_SOURCE)]


def check_rule_codes(hfacs_codes: set[str], aliases: Iterable[str], bones: set[str], keyword_rules: KeywordRules,
                     learned: LearnedRules, precedents: Sequence[Precedent]) -> None:
    """Every HFACS code and bone the rule files and precedents name exists; else TaxonomyError naming the field."""
    for i, rule in enumerate(keyword_rules.rules):
        for code in rule.codes:
            if code not in hfacs_codes:
                raise TaxonomyError(
                    section="keyword_rules", field=f"rules.{i}.codes.{code}",
                    en=f"rule {rule.id} names unknown HFACS code '{code}'.",
                    zh=f"規則 {rule.id} 使用了不存在的 HFACS 代碼「{code}」。",
                )
        if rule.fishbone is not None and rule.fishbone not in bones:
            raise TaxonomyError(
                section="keyword_rules", field=f"rules.{i}.fishbone",
                en=f"unknown fishbone category '{rule.fishbone}'.", zh=f"魚骨類別「{rule.fishbone}」不存在。",
            )
    for i, ctx in enumerate(keyword_rules.context_rules):
        for code in (*ctx.when_codes, *ctx.dampen):
            if code not in hfacs_codes:
                raise TaxonomyError(
                    section="keyword_rules", field=f"context_rules.{i}",
                    en=f"context rule {ctx.id} names unknown HFACS code '{code}'.",
                    zh=f"情境規則 {ctx.id} 使用了不存在的 HFACS 代碼「{code}」。",
                )
    known = hfacs_codes | set(aliases)
    for i, learned_rule in enumerate(learned.rules):
        if learned_rule.code not in known:
            raise TaxonomyError(
                section="learned_rules", field=f"rules.{i}.code",
                en=f"unknown HFACS code '{learned_rule.code}'.", zh=f"HFACS 代碼「{learned_rule.code}」不存在。",
            )
    for i, precedent in enumerate(precedents):
        for part, codes in (("codes", precedent.codes), ("alt", precedent.alt)):
            for j, code in enumerate(codes):
                if code not in hfacs_codes:
                    raise TaxonomyError(
                        section="precedents", field=f"line {i + 1}: {part}.{j}",
                        en=f"line {i + 1}: {part} names unknown HFACS-MES code '{code}'.",
                        zh=f"第 {i + 1} 行：{part} 的 HFACS-MES 代碼「{code}」不存在。",
                    )
