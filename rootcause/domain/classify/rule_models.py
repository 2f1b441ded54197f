"""Keyword-rule and learned-rule models (keyword_rules.yaml, learned_rules.yaml): pure pydantic.

Their HFACS codes are checked against the framework by ``FrameworkConfig``, which sees both files.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Literal

from pydantic import BaseModel, Field, model_validator

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

__all__ = [
    "GENERAL_DOMAIN",
    "ContextRule",
    "Domain",
    "KeywordRule",
    "KeywordRules",
    "LearnedRuleEntry",
    "LearnedRules",
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
    codes: dict[Code, Annotated[float, Field(gt=0, le=10)]] = Field(default_factory=dict)
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
    dampen: dict[Code, Annotated[float, Field(gt=0, le=1)]] = Field(min_length=1)
    scope: Literal["clause", "text"] = "clause"
    note: str | None = None


class KeywordRules(BaseModel):
    model_config = FROZEN
    version: int = 1
    domain_boost: float = Field(default=1.75, ge=1, le=10)
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
    confidence: float = Field(default=0.8, ge=0, le=1)
    language: Literal["en", "zh-TW"] | None = None
    created_at: datetime | None = None


class LearnedRules(BaseModel):
    model_config = FROZEN
    rules: tuple[LearnedRuleEntry, ...] = ()
