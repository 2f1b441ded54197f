"""The app's texts in English and Traditional Chinese.

Every string a person sees comes from ``locales/<lang>.yaml`` so the two languages cannot drift
apart silently (a test compares the key sets). The catalogues are read once per process; the
language is per browser, kept in ``st.session_state`` by the sidebar switch.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from importlib import resources
from typing import Any

import streamlit as st
import yaml

from rootcause.languages import DEFAULT_LANG, LANGS

__all__ = ["LANGS", "LANG_KEY", "catalogues", "current_lang", "labeller", "t", "text_in"]

LANG_KEY = "rc_lang"  # session_state key of the sidebar language switch


def _flatten(tree: dict[str, Any], prefix: str = "") -> dict[str, str]:
    """Nested YAML to dotted keys, so pages name a text as ``"cases.title"``."""
    flat: dict[str, str] = {}
    for name, value in tree.items():
        key = f"{prefix}{name}"
        if isinstance(value, dict):
            flat |= _flatten(value, f"{key}.")
        else:
            flat[key] = "" if value is None else str(value)
    return flat


@lru_cache(maxsize=1)
def _load() -> dict[str, dict[str, str]]:
    """``<lang>.yaml`` plus one ``<lang>.<page>.yaml`` per page that keeps its texts apart.

    A key defined in two files of one language is a mistake that would hide a text, so it stops the app.
    """
    folder = resources.files("rootcause.ui").joinpath("locales")
    names = sorted(entry.name for entry in folder.iterdir() if entry.name.endswith(".yaml"))
    out: dict[str, dict[str, str]] = {}
    for lang in LANGS:
        merged: dict[str, str] = {}
        for name in (n for n in names if n == f"{lang}.yaml" or n.startswith(f"{lang}.")):
            flat = _flatten(yaml.safe_load(folder.joinpath(name).read_text(encoding="utf-8")) or {})
            clash = sorted(set(flat) & set(merged))
            if clash:
                raise ValueError(f"locales/{name} repeats keys defined elsewhere: {', '.join(clash[:5])}")
            merged |= flat
        out[lang] = merged
    return out


def catalogues() -> dict[str, dict[str, str]]:
    """Both catalogues as flat ``{lang: {key: text}}`` (a copy: callers cannot edit the cache)."""
    return {lang: dict(texts) for lang, texts in _load().items()}


def current_lang() -> str:
    """The language this browser chose (English until the sidebar has set one)."""
    lang = st.session_state.get(LANG_KEY, DEFAULT_LANG)
    return lang if lang in LANGS else DEFAULT_LANG


def text_in(lang: str, key: str, **fmt: object) -> str:
    """``key`` in ``lang``; falls back to English, then to the key itself, so a gap shows, not crashes."""
    texts = _load()
    template = texts.get(lang, {}).get(key) or texts[DEFAULT_LANG].get(key) or key
    if not fmt:
        return template
    try:
        return template.format(**fmt)
    except (KeyError, IndexError, ValueError):
        return template


def t(key: str, **fmt: object) -> str:
    """``key`` in the current language, with ``{name}`` placeholders filled from ``fmt``."""
    return text_in(current_lang(), key, **fmt)


def labeller(prefix: str) -> Callable[[object], str]:
    """A ``format_func`` for choice widgets: ``"{prefix}{option}"`` in the language of this run.

    The language is fixed when the widget is drawn, so the labels Streamlit keeps for the widget
    (it identifies a choice by its label) are the ones the person saw.
    """
    lang = current_lang()
    return lambda option: text_in(lang, f"{prefix}{option}")
