"""Models of ``rules/action_strength.yaml`` (the RCA² action hierarchy) and ``parse_action_rules``.

Pure: pydantic + stdlib, no file I/O. ``rootcause.config.action_rules`` reads the YAML and hands the parsed
dict to ``parse_action_rules``, which turns every problem into a ``ConfigError`` naming the file and the
dotted field (``categories.3.cues.zh-TW``), so an operator can fix the YAML without reading a traceback.

The models are frozen so one parsed rule set can be shared by the app, the MCP server and the classifier.
Cross-checks the schema cannot express (duplicate codes, a cue claimed by two categories, a strength with
no category, a construction naming an unknown category or word class) raise ``TaxonomyError``, which pydantic
lets through with its section and field intact.

Besides fixed cue phrases the file holds *constructions*: general notions written as word classes in sequence
("take_away ... stock_place": remove / withdraw / 撤出 followed, in the same sentence, by ward stock / 病房),
so an action worded outside the cue lists is still recognised. ``word_classes`` names the words;
``constructions`` says which sequence points to which category.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field, PrivateAttr, ValidationError, model_validator

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
from rootcause.domain.model.strength import Strength
from rootcause.domain.text.normalize import normalize
from rootcause.errors import ConfigError, InvalidInput
from rootcause.languages import LANGS

__all__ = [
    "SECTION",
    "STRENGTHS",
    "ActionCategory",
    "ActionRules",
    "Construction",
    "CueList",
    "NoMatchText",
    "Strength",
    "StrengthInfo",
    "StrengthTexts",
    "Window",
    "parse_action_rules",
    "strength_rank",
]

STRENGTHS: tuple[Strength, ...] = ("stronger", "intermediate", "weaker")  # the order the hierarchy is read in
_RANK: dict[str, int] = {"weaker": 0, "intermediate": 1, "stronger": 2}
SECTION = "action_strength"


def strength_rank(strength: str) -> int:
    """0 weaker, 1 intermediate, 2 stronger: compare or sort actions without spelling the order out again."""
    try:
        return _RANK[strength]
    except KeyError:
        raise InvalidInput(
            field="strength",
            en=f"'{strength}' is not an action strength (use one of: {', '.join(STRENGTHS)}).",
            zh=f"「{strength}」不是有效的措施強度（可用：{'、'.join(STRENGTHS)}）。",
        ) from None


class CueList(BaseModel):
    """Optional phrases per language (``generic_cues``); either list may be empty."""

    model_config = FROZEN
    en: tuple[Text, ...] = ()
    zh_TW: tuple[Text, ...] = Field(default=(), alias="zh-TW")

    def get(self, lang: str) -> tuple[str, ...]:
        return self.zh_TW if lang == "zh-TW" else self.en

    def pairs(self) -> tuple[tuple[str, str], ...]:
        return tuple(("en", p) for p in self.en) + tuple(("zh-TW", p) for p in self.zh_TW)


class ActionCategory(BaseModel):
    """One rung of the hierarchy (e.g. forcing function): texts for people, cues for the classifier."""

    model_config = FROZEN
    code: Code
    strength: Strength
    name: Bilingual
    explanation: Bilingual
    cues: BilingualList
    generic_cues: CueList = CueList()
    hint: Bilingual
    # "train staff ON the checklist": an action about something; later cues in its clause are its topic
    # ("after"), and for nouns ("SBAR training") so is a cue glued right before it ("around").
    governs_topic: Literal["none", "after", "around"] = "none"
    can_be_topic: bool = True


class Window(BaseModel):
    """Most words (English) or characters (Chinese) allowed between two elements of a construction."""

    model_config = FROZEN
    en: int = Field(default=6, ge=0, le=20)
    zh_TW: int = Field(default=10, ge=0, le=30, alias="zh-TW")

    def get(self, lang: str) -> int:
        return self.zh_TW if lang == "zh-TW" else self.en


class Construction(BaseModel):
    """Word classes in sequence ("take_away ... stock_place") that point to one category.

    Each pattern names word classes separated by ``...``; the classes must be found in that order within one
    sentence, at most ``window`` apart. ``unless_near`` names a class whose presence in the same sentence
    within the window before or after the pattern cancels it ("assign a second nurse *to verify*");
    ``not_preceded_by`` one that may not stand right before the first element ("discuss it *with* the director");
    ``not_between`` one that may not stand between two elements, where the object of the first element sits
    ("remove *the warning sign* from the door" takes a sign away, not a hazard); ``not_before`` one that may not stand
    right after an element, where it would be the head the element only names ("install *bed* alarms" installs alarms,
    not beds). ``absorbs``: the other hits
    inside the pattern's extent are its objects, not actions of their own ("avoid stocking *prefilled syringes*
    in the same strength as ...": the syringes are what is told apart, not a simplification).
    """

    model_config = FROZEN
    category: Code
    en: tuple[Text, ...] = ()
    zh_TW: tuple[Text, ...] = Field(default=(), alias="zh-TW")
    window: Window = Window()
    unless_near: Ident | None = None
    not_preceded_by: Ident | None = None
    not_between: Ident | None = None
    not_before: Ident | None = None
    absorbs: bool = False

    def patterns(self) -> tuple[tuple[str, int, tuple[str, ...]], ...]:
        """(language, index in that language's list, class names in order) for every pattern."""
        return tuple(
            (lang, j, tuple(part.strip() for part in pattern.split("...")))
            for lang, patterns in (("en", self.en), ("zh-TW", self.zh_TW))
            for j, pattern in enumerate(patterns)
        )


class StrengthInfo(BaseModel):
    model_config = FROZEN
    name: Bilingual
    explanation: Bilingual


class StrengthTexts(BaseModel):
    model_config = FROZEN
    stronger: StrengthInfo
    intermediate: StrengthInfo
    weaker: StrengthInfo


class NoMatchText(BaseModel):
    """What to say when no cue matched: why that is rated weaker, and what to write instead."""

    model_config = FROZEN
    reason: Bilingual
    hint: Bilingual


class ActionRules(BaseModel):
    """The whole rule file; ``category(code)`` and ``strength_info(s)`` are the lookups callers need."""

    model_config = FROZEN
    version: int = Field(default=1, ge=1)
    strengths: StrengthTexts
    no_match: NoMatchText
    categories: tuple[ActionCategory, ...] = Field(min_length=1)
    word_classes: dict[Ident, CueList] = Field(default_factory=dict)
    constructions: tuple[Construction, ...] = ()

    _by_code: dict[str, ActionCategory] = PrivateAttr(default_factory=dict)
    _compiled: Any = PrivateAttr(default=None)  # the classifier's matcher, built once on first use

    @model_validator(mode="after")
    def _check(self) -> ActionRules:
        require_unique(SECTION, ((f"categories.{i}.code", c.code) for i, c in enumerate(self.categories)))
        for strength in STRENGTHS:
            if not any(c.strength == strength for c in self.categories):
                raise TaxonomyError(
                    section=SECTION, field="categories",
                    en=f"no category has strength '{strength}' (each of {', '.join(STRENGTHS)} needs one).",
                    zh=f"沒有任何類別的強度為「{strength}」（{'、'.join(STRENGTHS)} 各需至少一個類別）。",
                )
        _check_cues_unique(self.categories)
        _check_constructions(self)
        return self

    def model_post_init(self, context: object, /) -> None:
        self._by_code = {c.code: c for c in self.categories}

    def category(self, code: str) -> ActionCategory:
        try:
            return self._by_code[code]
        except KeyError:
            raise InvalidInput(
                field="category", en=f"unknown action category '{code}'.", zh=f"未知的措施類別「{code}」。"
            ) from None

    def strength_info(self, strength: str) -> StrengthInfo:
        strength_rank(strength)  # raises InvalidInput for an unknown strength
        info: StrengthInfo = getattr(self.strengths, strength)
        return info


def _cue_key(phrase: str) -> str:
    """The form two cues collide in: normalized, with hyphens and spaces treated alike."""
    return normalize(phrase).replace("-", " ")


def _check_cues_unique(categories: tuple[ActionCategory, ...]) -> None:
    """A cue belongs to one category only; otherwise the category it gives would depend on list order."""
    owner: dict[str, str] = {}
    for i, cat in enumerate(categories):
        lists: tuple[tuple[str, BilingualList | CueList], ...]
        lists = (("cues", cat.cues), ("generic_cues", cat.generic_cues))
        for kind, cues in lists:
            for lang in LANGS:
                for j, phrase in enumerate(cues.get(lang)):
                    key = _cue_key(phrase)
                    where = owner.get(key, cat.code)
                    if where != cat.code:  # a repeat inside one category (ISBAR in both languages) is harmless
                        raise TaxonomyError(
                            section=SECTION, field=f"categories.{i}.{kind}.{lang}.{j}",
                            en=f"cue '{phrase}' is already listed under {where}.",
                            zh=f"關鍵詞「{phrase}」已列於 {where}。",
                        )
                    owner[key] = cat.code


def _check_constructions(rules: ActionRules) -> None:
    """Every construction names a known category and known word classes with words in its language."""
    codes = {c.code for c in rules.categories}
    for i, con in enumerate(rules.constructions):
        if con.category not in codes:
            raise TaxonomyError(
                section=SECTION, field=f"constructions.{i}.category",
                en=f"unknown category '{con.category}'.", zh=f"未知的類別「{con.category}」。",
            )
        for key in ("unless_near", "not_preceded_by", "not_between", "not_before"):
            name = getattr(con, key)
            if name is not None and name not in rules.word_classes:
                raise TaxonomyError(
                    section=SECTION, field=f"constructions.{i}.{key}",
                    en=f"unknown word class '{name}'.", zh=f"未知的詞類「{name}」。",
                )
        for lang, j, names in con.patterns():
            for name in names:
                words = rules.word_classes.get(name)
                if words is None or not words.get(lang):
                    raise TaxonomyError(
                        section=SECTION, field=f"constructions.{i}.{lang}.{j}",
                        en=f"word class '{name}' is unknown or has no {lang} words.",
                        zh=f"詞類「{name}」不存在或沒有 {lang} 詞語。",
                    )


def parse_action_rules(data: Any, path: str) -> ActionRules:
    """Validate the parsed YAML of ``path``; every problem is a ``ConfigError`` naming the file and field."""
    if not isinstance(data, dict):
        raise ConfigError(
            path=path, field=None, en="the file must hold a mapping (key: value) at the top.",
            zh="檔案最上層必須是對應表（key: value）。",
        )
    try:
        return ActionRules.model_validate(data)
    except TaxonomyError as exc:
        raise ConfigError(path=path, field=exc.field, en=exc.en, zh=exc.zh) from None
    except ValidationError as exc:
        raise _validation_error(path, exc) from None


def _validation_error(path: str, exc: ValidationError) -> ConfigError:
    """The first failing field as a dotted path, with a message in both languages."""
    first = exc.errors(include_url=False)[0]
    loc = [str(part) for part in first["loc"]]
    field = ".".join(loc) or None
    if first["type"] == "missing" and loc and loc[-1] in LANGS:
        en = f"{field} is missing the {loc[-1]} text (both en and zh-TW are required)."
        zh = f"{field} 缺少 {loc[-1]} 文字（en 與 zh-TW 皆為必填）。"
    elif first["type"] == "missing":
        en, zh = f"{field} is required.", f"{field} 為必填欄位。"
    else:
        en, zh = f"{field}: {first['msg']}.", f"欄位 {field} 無效：{first['msg']}。"
    return ConfigError(path=path, field=field, en=en, zh=zh)
