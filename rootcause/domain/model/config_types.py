"""Field types, bilingual texts and the cross-reference error shared by every framework config model.

Pure (pydantic + stdlib). ``TaxonomyError`` is deliberately *not* a ``ValueError``: pydantic lets it pass
through validation untouched, so it keeps the section (which file) and the dotted field path that the
loader turns into a ``ConfigError`` an operator can act on.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, StringConstraints

__all__ = [
    "FROZEN",
    "LANGS",
    "Bilingual",
    "BilingualList",
    "Code",
    "Ident",
    "TaxonomyError",
    "Text",
    "duplicate_error",
    "first_duplicate",
    "normalize_lang",
]

LANGS: tuple[str, str] = ("en", "zh-TW")

Text = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1)]
Code = Annotated[str, StringConstraints(strip_whitespace=True, pattern=r"^[A-Z][A-Z0-9]*(-[A-Z0-9]+)*$")]
Ident = Annotated[str, StringConstraints(strip_whitespace=True, pattern=r"^[a-z][a-z0-9_-]*$")]

FROZEN = ConfigDict(frozen=True, extra="forbid", populate_by_name=True)


class TaxonomyError(Exception):
    """A cross-reference problem in the framework config; names the section (file) and the field."""

    def __init__(self, *, section: str, field: str, en: str, zh: str) -> None:
        self.section = section
        self.field = field
        self.en = en
        self.zh = zh
        super().__init__(f"{section}: {field}: {en}")


def normalize_lang(lang: str | None) -> str:
    """Map language tags to the two we ship ('zh', 'zh_TW', 'zh-Hant' -> 'zh-TW'); anything else is English."""
    if lang and lang.strip().lower().replace("_", "-").startswith("zh"):
        return "zh-TW"
    return "en"


class Bilingual(BaseModel):
    """One text in English and Traditional Chinese; both are required so neither face shows a gap."""

    model_config = FROZEN
    en: Text
    zh_TW: Text = Field(alias="zh-TW")

    def get(self, lang: str) -> str:
        return self.zh_TW if normalize_lang(lang) == "zh-TW" else self.en


class BilingualList(BaseModel):
    """A non-empty list of phrases per language (examples, questions, keywords, rule patterns)."""

    model_config = FROZEN
    en: tuple[Text, ...] = Field(min_length=1)
    zh_TW: tuple[Text, ...] = Field(alias="zh-TW", min_length=1)

    def get(self, lang: str) -> tuple[str, ...]:
        return self.zh_TW if normalize_lang(lang) == "zh-TW" else self.en

    def pairs(self) -> tuple[tuple[str, str], ...]:
        """Every phrase with its language tag, English first."""
        return tuple(("en", p) for p in self.en) + tuple(("zh-TW", p) for p in self.zh_TW)


def first_duplicate(values: list[str]) -> int | None:
    """Index of the first value seen before, so the error can name the exact list entry."""
    seen: set[str] = set()
    for i, value in enumerate(values):
        if value in seen:
            return i
        seen.add(value)
    return None


def duplicate_error(section: str, field: str, value: str) -> TaxonomyError:
    return TaxonomyError(
        section=section, field=field, en=f"duplicate code '{value}'.", zh=f"代碼「{value}」重複。"
    )
