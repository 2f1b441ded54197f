"""Framework models (HFACS-MES, fishbone 6M, WHO ICPS) and ``FrameworkConfig``, the aggregate with lookups.

Pure: pydantic + stdlib, no file I/O (``rootcause.config.frameworks`` reads the YAML). Every model is frozen
so one parsed config can be shared by the app, the MCP server and the suggester without copies. Shared
field types live in ``config_types``, keyword/learned rule models in ``rule_models``; both are re-exported
here so callers import every config model from one place.

Cross-reference problems (a duplicate code, a category whose level does not exist, an alias that points
nowhere) raise ``TaxonomyError`` with the section and dotted field path; shape errors (a missing ``zh-TW``
text, a wrong type) come out of pydantic as ``ValidationError``s whose ``loc`` is the field path.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, Field, PrivateAttr, StringConstraints, model_validator

from rootcause.domain.classify.rule_models import (
    GENERAL_DOMAIN,
    ContextRule,
    Domain,
    KeywordRule,
    KeywordRules,
    LearnedRuleEntry,
    LearnedRules,
    Precedent,
    check_rule_codes,
)
from rootcause.domain.model.config_types import (
    FROZEN,
    Bilingual,
    BilingualList,
    Code,
    Ident,
    TaxonomyError,
    Text,
    normalize_lang,
    require_unique,
)
from rootcause.errors import InvalidInput

__all__ = [
    "GENERAL_DOMAIN",
    "LEVEL_PREFIXES",
    "Bilingual",
    "BilingualList",
    "Category",
    "ContextRule",
    "Domain",
    "FishboneFramework",
    "FrameworkConfig",
    "FrameworkIndex",
    "FrameworkInfo",
    "HfacsCategory",
    "HfacsFramework",
    "IcpsFramework",
    "KeywordRule",
    "KeywordRules",
    "LearnedRuleEntry",
    "LearnedRules",
    "Level",
    "Precedent",
    "Taxonomy",
    "TaxonomyError",
    "normalize_lang",
]

LEVEL_PREFIXES: tuple[str, ...] = ("EF", "OI", "US", "PC", "UA")
REQUIRED_FRAMEWORKS: tuple[str, ...] = ("hfacs_mes", "fishbone_6m", "who_icps")


class Level(BaseModel):
    model_config = FROZEN
    code: Annotated[str, StringConstraints(pattern=r"^[A-Z]{2}$")]
    rank: int = Field(ge=1, le=5)
    name: Bilingual
    definition: Bilingual
    questions: BilingualList


class Category(BaseModel):
    """A category of any framework: a code plus the bilingual texts the facilitator and suggester use."""

    model_config = FROZEN
    code: Code
    name: Bilingual
    definition: Bilingual
    examples: BilingualList
    questions: BilingualList
    keywords: BilingualList


class HfacsCategory(Category):
    """An HFACS-MES category; ``context_keywords`` are plain mentions of the area and weigh less."""

    level: str
    context_keywords: BilingualList | None = None
    fishbone: Code | None = None
    negation: Literal["suppress", "keep"] = "suppress"


class HfacsFramework(BaseModel):
    model_config = FROZEN
    id: Ident = "hfacs_mes"
    version: int = 1
    levels: tuple[Level, ...] = Field(min_length=1)
    categories: tuple[HfacsCategory, ...] = Field(min_length=1)
    aliases: dict[Code, Code] = Field(default_factory=dict)

    @model_validator(mode="after")
    def _check_references(self) -> HfacsFramework:
        section = self.id
        level_codes = [lv.code for lv in self.levels]
        require_unique(section, ((f"levels.{i}.code", lv.code) for i, lv in enumerate(self.levels)))
        codes = [c.code for c in self.categories]
        require_unique(section, ((f"categories.{i}.code", c.code) for i, c in enumerate(self.categories)))
        for i, cat in enumerate(self.categories):
            if cat.level not in level_codes:
                raise TaxonomyError(
                    section=section,
                    field=f"categories.{i}.level",
                    en=f"category {cat.code} names level '{cat.level}', which is not defined in levels.",
                    zh=f"類別 {cat.code} 的層級「{cat.level}」未在 levels 中定義。",
                )
        for alias, target in self.aliases.items():
            if alias in codes:
                raise TaxonomyError(
                    section=section,
                    field=f"aliases.{alias}",
                    en=f"alias '{alias}' is also a canonical code.",
                    zh=f"別名「{alias}」與正式代碼相同。",
                )
            if target not in codes:
                raise TaxonomyError(
                    section=section,
                    field=f"aliases.{alias}",
                    en=f"alias '{alias}' points to unknown code '{target}'.",
                    zh=f"別名「{alias}」指向不存在的代碼「{target}」。",
                )
        return self


class FishboneFramework(BaseModel):
    model_config = FROZEN
    id: Ident = "fishbone_6m"
    version: int = 1
    categories: tuple[Category, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _check_codes(self) -> FishboneFramework:
        require_unique(self.id, ((f"categories.{i}.code", c.code) for i, c in enumerate(self.categories)))
        return self


class IcpsFramework(BaseModel):
    model_config = FROZEN
    id: Ident = "who_icps"
    version: int = 1
    classes: tuple[Category, ...] = Field(min_length=1)
    contributing_factors: tuple[Category, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _check_codes(self) -> IcpsFramework:
        require_unique(self.id, [*((f"classes.{i}.code", c.code) for i, c in enumerate(self.classes)),
                                 *((f"contributing_factors.{i}.code", c.code)
                                   for i, c in enumerate(self.contributing_factors))])
        return self


class FrameworkInfo(BaseModel):
    model_config = FROZEN
    id: Ident
    file: Text
    name: Bilingual
    description: Bilingual
    when_to_use: Bilingual


class FrameworkIndex(BaseModel):
    """frameworks.yaml: which frameworks exist, where they live, and which one a new case starts with."""

    model_config = FROZEN
    default: Ident
    frameworks: tuple[FrameworkInfo, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _check(self) -> FrameworkIndex:
        ids = [f.id for f in self.frameworks]
        require_unique("frameworks", ((f"frameworks.{i}.id", f.id) for i, f in enumerate(self.frameworks)),
                       ("framework id", "架構 id"))
        for required in REQUIRED_FRAMEWORKS:
            if required not in ids:
                raise TaxonomyError(
                    section="frameworks", field="frameworks",
                    en=f"framework '{required}' is missing.", zh=f"缺少架構「{required}」。",
                )
        if self.default not in ids:
            raise TaxonomyError(
                section="frameworks", field="default",
                en=f"default framework '{self.default}' is not listed.", zh=f"預設架構「{self.default}」不在清單中。",
            )
        return self


def _unknown_code_error(value: str) -> InvalidInput:
    """(What was sent is not repeated: it may hold anything, an identifier included, and refusals reach logs.)"""
    return InvalidInput(
        field="hfacs_code",
        en="hfacs_code: that is not an HFACS-MES code.",
        zh="hfacs_code：這不是 HFACS-MES 代碼。",
        hint_en="Use one of the 25 codes, e.g. PC-AMS or UA-SBE (see rc_get_hfacs_framework).",
        hint_zh="請使用 25 個代碼之一，例如 PC-AMS 或 UA-SBE（可用 rc_get_hfacs_framework 查詢）。",
    )


class FrameworkConfig(BaseModel):
    """Every framework file (hfacs/*.yaml), validated together, with the lookups the rest of the app needs."""

    model_config = FROZEN
    index: FrameworkIndex
    hfacs: HfacsFramework
    fishbone: FishboneFramework
    icps: IcpsFramework
    keyword_rules: KeywordRules
    learned_rules: LearnedRules = Field(default_factory=LearnedRules)
    precedents: tuple[Precedent, ...] = ()  # published statements with their codes (precedents.jsonl)

    _by_code: dict[str, HfacsCategory] = PrivateAttr(default_factory=dict)
    _levels: dict[str, Level] = PrivateAttr(default_factory=dict)
    _names: dict[str, Bilingual] = PrivateAttr(default_factory=dict)
    _domains: dict[str, str] = PrivateAttr(default_factory=dict)

    @model_validator(mode="after")
    def _check_cross_references(self) -> FrameworkConfig:
        hfacs_codes = {c.code for c in self.hfacs.categories}
        bones = {c.code for c in self.fishbone.categories}
        for i, cat in enumerate(self.hfacs.categories):
            if cat.fishbone is not None and cat.fishbone not in bones:
                raise TaxonomyError(
                    section=self.hfacs.id, field=f"categories.{i}.fishbone",
                    en=f"unknown fishbone category '{cat.fishbone}'.", zh=f"魚骨類別「{cat.fishbone}」不存在。",
                )
        check_rule_codes(hfacs_codes, self.hfacs.aliases, bones, self.keyword_rules, self.learned_rules,
                         self.precedents)
        return self

    def model_post_init(self, context: object, /) -> None:
        self._by_code = {c.code: c for c in self.hfacs.categories}
        self._levels = {lv.code: lv for lv in self.hfacs.levels}
        names: dict[str, Bilingual] = {}
        for cat in (*self.icps.classes, *self.icps.contributing_factors, *self.fishbone.categories):
            names[cat.code] = cat.name
        names.update({lv.code: lv.name for lv in self.hfacs.levels})
        names.update({c.code: c.name for c in self.hfacs.categories})
        self._names = names
        domains: dict[str, str] = {}
        for dom in self.keyword_rules.domains:
            for key in (dom.id, *dom.aliases):
                domains[key.casefold()] = dom.id
        self._domains = domains

    # ------------------------------------------------------------------ HFACS-MES lookups
    def canonical_code(self, code_or_alias: str) -> str:
        """The canonical HFACS-MES code for a code or an older alias (whole-code match, case-insensitive)."""
        value = (code_or_alias or "").strip().upper()
        if value in self._by_code:
            return value
        if value in self.hfacs.aliases:
            return self.hfacs.aliases[value]
        raise _unknown_code_error(code_or_alias)

    def category(self, code: str) -> HfacsCategory:
        return self._by_code[self.canonical_code(code)]

    def categories(self, level: str | None = None) -> tuple[HfacsCategory, ...]:
        """All 25 categories, or those of one level (EF, OI, US, PC, UA)."""
        if level is None:
            return self.hfacs.categories
        return tuple(c for c in self.hfacs.categories if c.level == self.level(level).code)

    def levels(self) -> tuple[Level, ...]:
        """Levels from the outermost (rank 5, EF) to the sharp end (rank 1, UA)."""
        return tuple(sorted(self.hfacs.levels, key=lambda lv: -lv.rank))

    def level(self, code: str) -> Level:
        key = (code or "").strip().upper()
        if key not in self._levels:
            valid = ", ".join(lv.code for lv in self.levels())
            raise InvalidInput(
                field="level",
                en="level: that is not an HFACS-MES level.",
                zh="level：這不是 HFACS-MES 層級。",
                hint_en=f"Use one of: {valid}.",
                hint_zh=f"請使用：{valid}。",
            )
        return self._levels[key]

    def codes(self) -> tuple[str, ...]:
        return tuple(c.code for c in self.hfacs.categories)

    # ------------------------------------------------------------------ other frameworks
    def fishbone_categories(self) -> tuple[Category, ...]:
        return self.fishbone.categories

    def icps_categories(self) -> tuple[Category, ...]:
        return (*self.icps.classes, *self.icps.contributing_factors)

    def framework(self, framework_id: str) -> FrameworkInfo:
        for info in self.index.frameworks:
            if info.id == framework_id:
                return info
        valid = ", ".join(f.id for f in self.index.frameworks)
        raise InvalidInput(
            field="framework",
            en=f"Unknown framework '{framework_id}'.",
            zh=f"未知的分析架構「{framework_id}」。",
            hint_en=f"Use one of: {valid}.",
            hint_zh=f"請使用：{valid}。",
        )

    @property
    def default_framework(self) -> str:
        return self.index.default

    def name(self, code: str, lang: str = "en") -> str:
        """Display name of any code we ship (HFACS category or level, alias, fishbone bone, ICPS class)."""
        key = (code or "").strip().upper()
        if key in self.hfacs.aliases:
            key = self.hfacs.aliases[key]
        if key in self._names:
            return self._names[key].get(lang)
        raise _unknown_code_error(code)

    # ------------------------------------------------------------------ domains for the suggester
    def domain_ids(self) -> tuple[str, ...]:
        return tuple(d.id for d in self.keyword_rules.domains)

    def canonical_domain(self, domain: str | None) -> str | None:
        """The domain id for an id or alias; None or blank means no domain; anything else is an error."""
        if domain is None or not domain.strip():
            return None
        key = domain.strip().casefold().replace(" ", "_")
        found = self._domains.get(key) or self._domains.get(domain.strip().casefold())
        if found is None:
            valid = ", ".join(self.domain_ids())
            raise InvalidInput(
                field="domain",
                en="domain: not a domain this server knows (the value is not repeated: it may hold what a person "
                   "typed).",
                zh="domain：不是本伺服器認得的領域（不重述所填內容，以免其中含有個人資料）。",
                hint_en=f"Use one of: {valid}.",
                hint_zh=f"請使用：{valid}。",
            )
        return found

    def summary(self) -> dict[str, int]:
        """Counts for `rootcause config check` and rc_reload_rules."""
        rules = self.keyword_rules
        return {
            "levels": len(self.hfacs.levels),
            "hfacs_categories": len(self.hfacs.categories),
            "aliases": len(self.hfacs.aliases),
            "fishbone_categories": len(self.fishbone.categories),
            "icps_classes": len(self.icps.classes),
            "icps_contributing_factors": len(self.icps.contributing_factors),
            "domains": len(rules.domains),
            "keyword_rules": len(rules.rules),
            "context_rules": len(rules.context_rules),
            "learned_rules": len(self.learned_rules.rules),
            "precedents": len(self.precedents),
            "keywords": sum(len(c.keywords.en) + len(c.keywords.zh_TW) for c in self.hfacs.categories),
        }


Taxonomy = FrameworkConfig
"""The aggregate is called both ways in the design notes; one class."""

