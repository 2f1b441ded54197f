"""Markup that sits inside a word and hides it from the name rules, found so the canonical form can drop it.

Staff paste from wikis, chat apps, LaTeX drafts and web forms, and an attacker wraps a name's letters in formatting:
Markdown's emphasis ("Mere **Tuhi**ran**gi**"), a LaTeX command's braces ("\\textbf{Gr}\\textit{áinne}"), an inline
HTML tag or an empty comment ("<b>Grá</b>inne", "Ró<!-- -->isín"), each letter in its own brackets ("[B][r][z]…").
Only markup with a letter on both sides (or a run of bracketed single letters) is dropped: a tag between words keeps
them apart.
"""

from __future__ import annotations

import re

__all__ = ["markup_inside_words"]

_EMPHASIS = re.compile(r"(?<=[A-Za-z])(?:\*{1,3}|__)(?=[A-Za-z])|(?<![A-Za-z*])\*\*(?=[A-Z][a-z])"
                       r"|(?<=[a-z])\*\*(?![A-Za-z*])"
                       # (bold in Chinese, "**甘**育銘"; a single star stays: 林*華 is a name masked on purpose)
                       r"|(?<=[\u4e00-\u9fff])\*\*(?=[\u4e00-\u9fff])|\*\*(?=[\u4e00-\u9fff]\*\*)")
_LATEX_GROUP = re.compile(r"\\[A-Za-z]{2,12}\{(?=[^{}\\]{1,60}\})"
                          r"|(?<=[^{}\\])\}(?=\\[A-Za-z]{2,12}\{|[A-Za-z\u00c0-\u024f])|(?<=[^{}\\])\}(?=[ \t,.;:]|$)")
_INLINE_TAG = re.compile(r"(?<=[A-Za-z\u00c0-\u024f\u4e00-\u9fff])(?:</?(?:b|i|u|s|em|strong|span|font|mark|small|sup"
                         r"|sub)(?:[ \t][^<>]{0,80})?>|<!--[^<>]{0,40}-->)+(?=[A-Za-z\u00c0-\u024f\u4e00-\u9fff])")
_BRACKETED_LETTERS = re.compile(r"(?:\[[A-Za-z0-9]\]){3,}|(?:\([A-Za-z0-9]\)){3,}")
_BRACKET = re.compile(r"[\[\]()]")


def markup_inside_words(norm: str) -> list[tuple[int, int]]:
    """The spans of ``norm`` that are markup inside a word (each tried only when its marks are in the text)."""
    drops: list[tuple[int, int]] = []
    if "*" in norm or "__" in norm:
        drops += (m.span() for m in _EMPHASIS.finditer(norm))
    if "\\" in norm and "{" in norm:
        drops += (m.span() for m in _LATEX_GROUP.finditer(norm))
    if "<" in norm:
        drops += (m.span() for m in _INLINE_TAG.finditer(norm))
    if "][" in norm or ")(" in norm:
        drops += (b.span() for m in _BRACKETED_LETTERS.finditer(norm) for b in _BRACKET.finditer(norm, *m.span()))
    return drops
