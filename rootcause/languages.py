"""The two languages every user-facing text exists in, defined once for the app, the MCP tools, the import, the
config and the errors (a third language is added here and in the catalogues, nowhere else)."""

from __future__ import annotations

from typing import Literal

__all__ = ["DEFAULT_LANG", "LANGS", "Lang"]

Lang = Literal["en", "zh-TW"]
LANGS: tuple[Lang, ...] = ("en", "zh-TW")
DEFAULT_LANG: Lang = "en"
