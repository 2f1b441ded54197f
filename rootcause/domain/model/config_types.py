"""Field types, bilingual texts and the cross-reference error shared by every framework config model.

Pure (pydantic + stdlib). ``TaxonomyError`` is deliberately *not* a ``ValueError``: pydantic lets it pass
through validation untouched, so it keeps the section (which file) and the dotted field path that the
loader turns into a ``ConfigError`` an operator can act on.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, StringConstraints

__all__ = [
    "FROZEN",
    "Bilingual",
    "BilingualList",
    "Code",
    "Ident",
    "TaxonomyError",
    "Text",
    "normalize_lang",
    "require_unique",
]


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


def require_unique(section: str, entries: Iterable[tuple[str, str]], noun: tuple[str, str] = ("code", "代碼")) -> None:
    """Refuse the first value seen before. ``entries`` are (field path, value) in file order, so the error names
    the exact list entry; ``noun`` says what repeats, in English and Chinese. Every config model checks its codes,
    ids and domains with this one rule."""
    seen: set[str] = set()
    for field, value in entries:
        if value in seen:
            raise TaxonomyError(section=section, field=field, en=f"duplicate {noun[0]} '{value}'.",
                                zh=f"{noun[1]}「{value}」重複。")
        seen.add(value)
