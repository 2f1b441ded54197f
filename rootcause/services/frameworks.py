"""The frameworks a process works with: loaded at start-up, reloaded on request, never half-swapped.

One ``Frameworks`` object per process (the app caches it, the MCP server holds it). A reload that
meets a broken file raises ``ConfigError`` naming the file and keeps the last good rules in force.
The compiled suggester is built on first use (start-up stays fast) and re-derived cheaply when the
learned rules in the store change.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable, Sequence
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from rootcause.config.action_rules import load_action_rules
from rootcause.config.frameworks import load_config
from rootcause.config.layers import BUILTIN_DIR
from rootcause.domain.actions.rules import ActionRules as ActionRules  # re-exported: the faces render the hierarchy
from rootcause.domain.actions.strength import classify_action
from rootcause.domain.classify.suggester import LearnedRule, Suggester
from rootcause.domain.classify.taxonomy import Category, FrameworkConfig, HfacsCategory, Level
from rootcause.domain.model.access import OPERATOR, Principal, may_manage_users
from rootcause.domain.model.config_types import Bilingual, BilingualList
from rootcause.domain.model.strength import StrengthResult
from rootcause.domain.model.validation import require_choice
from rootcause.errors import Forbidden, InvalidInput
from rootcause.languages import LANGS

FRAMEWORK_IDS = ("hfacs_mes", "fishbone_6m", "who_icps")
LEVEL_CODES = ("EF", "OI", "US", "PC", "UA")


class Frameworks:
    def __init__(self, overrides: Path | None = None) -> None:
        """The built-in frameworks and rules, each file replaced by the override folder's copy when it has one
        (``overrides``: ``settings.config_dir``; None for the built-ins alone)."""
        self.overrides = Path(overrides) if overrides is not None else None
        self._lock = threading.Lock()
        self._config = load_config(self.overrides, use_cache=False)
        self._actions = load_action_rules(self.overrides, use_cache=False)
        self._base: Suggester | None = None
        self._learned: tuple[Hashable, Suggester] | None = None

    @property
    def directory(self) -> Path:
        """Where edited files are picked up on reload: the override folder, else the built-in copy."""
        return self.overrides if self.overrides is not None else BUILTIN_DIR

    @property
    def config(self) -> FrameworkConfig:
        return self._config

    def suggester(self, key: Hashable, learned: Callable[[], Sequence[LearnedRule]]) -> Suggester:
        """The suggester with the store's learned rules; ``key`` changes whenever those rules change."""
        with self._lock:
            if self._learned is not None and self._learned[0] == key:
                return self._learned[1]
            if self._base is None:
                self._base = Suggester(self._config)
            built = self._base.with_learned(learned())
            self._learned = (key, built)
            return built

    @property
    def action_rules(self) -> ActionRules:
        return self._actions

    def bone_names(self) -> dict[str, tuple[str, str]]:
        """The fishbone categories' names (code: (English, Chinese)), for questions that name a bone."""
        return {c.code: (c.name.en, c.name.zh_TW) for c in self.config.fishbone_categories()}

    def classify_action(self, text: str, lang: str = "en") -> StrengthResult:
        """Where an action sits on the RCA² hierarchy, with the reason and a "make it stronger" hint."""
        return classify_action(text, self._actions, lang=lang)

    def reload(self, who: Principal = OPERATOR) -> FrameworkConfig:
        """Re-read the YAML; on ConfigError nothing changes (the last good rules stay in force). Only the operator
        or an administrator may: the rules decide what every case is shown."""
        if not who.is_operator and not may_manage_users(who):
            raise Forbidden(field=None, action_en="reload the shared rule files", action_zh="重新載入共用的規則檔")
        fresh = load_config(self.overrides, use_cache=False)
        actions = load_action_rules(self.overrides, use_cache=False)
        base = Suggester(fresh)
        with self._lock:
            self._config, self._actions, self._base, self._learned = fresh, actions, base, None
        return fresh


class LevelView(BaseModel):
    code: str
    name: dict[str, str]
    definition: dict[str, str]
    questions: dict[str, list[str]]


class CategoryView(BaseModel):
    code: str
    level: str | None = None
    name: dict[str, str]
    definition: dict[str, str]
    examples: dict[str, list[str]]
    questions: dict[str, list[str]]


class FrameworkView(BaseModel):
    framework: str
    name: dict[str, str]
    description: dict[str, str]
    when_to_use: dict[str, str]
    levels: list[LevelView]
    categories: list[CategoryView]
    aliases: dict[str, str]


def _pair(value: Bilingual) -> dict[str, str]:
    return {"en": value.en, "zh-TW": value.zh_TW}


def _category(c: Category) -> CategoryView:
    return CategoryView(code=c.code, level=c.level if isinstance(c, HfacsCategory) else None, name=_pair(c.name),
                        definition=_pair(c.definition), examples=_lists(c.examples), questions=_lists(c.questions))


def _lists(value: BilingualList) -> dict[str, list[str]]:
    return {lang: list(value.get(lang)) for lang in LANGS}


def _level(level: Level) -> LevelView:
    return LevelView(code=level.code, name=_pair(level.name), definition=_pair(level.definition),
                     questions=_lists(level.questions))


DETAILS = ("compact", "full")


def describe_framework(
    fw: Frameworks, *, framework: str | None = None, level: str | None = None, language: str | None = None,
    detail: str | None = None,
) -> FrameworkView:
    """A framework's levels and categories for browsing (optionally one HFACS level).

    ``language`` keeps one language (both when None); ``detail`` "compact" keeps codes, names and definitions
    and drops the examples and guiding questions that make the full view ten times larger.
    """
    fid = require_choice("framework", framework or "hfacs_mes", FRAMEWORK_IDS)
    depth = require_choice("detail", detail or "full", DETAILS)
    langs = LANGS if language is None else (require_choice("language", language, LANGS),)
    config = fw.config
    info = config.framework(fid)
    wanted: str | None = None
    if level is not None:
        if fid != "hfacs_mes":
            raise InvalidInput(field="level", en="level: levels exist only in hfacs_mes.",
                               zh="level：只有 hfacs_mes 有層級。")
        wanted = require_choice("level", level.strip().upper(), LEVEL_CODES)
    if fid == "hfacs_mes":
        levels = [_level(lv) for lv in config.levels() if wanted in (None, lv.code)]
        cats = [_category(c) for c in config.categories(wanted)]
        aliases = dict(config.hfacs.aliases)
    else:
        levels, aliases = [], {}
        source = config.fishbone_categories() if fid == "fishbone_6m" else config.icps_categories()
        cats = [_category(c) for c in source]
    view = FrameworkView(framework=fid, name=_pair(info.name), description=_pair(info.description),
                         when_to_use=_pair(info.when_to_use), levels=levels, categories=cats,
                         aliases=aliases if depth == "full" else {})
    return _trimmed(view, langs, compact=depth == "compact")


def _trimmed(view: FrameworkView, langs: tuple[str, ...], *, compact: bool) -> FrameworkView:
    """The view in ``langs`` only; compact drops examples and questions."""
    def keep(pair: dict[str, Any]) -> dict[str, Any]:
        return {k: v for k, v in pair.items() if k in langs}

    def lists(pair: dict[str, list[str]]) -> dict[str, list[str]]:
        return {} if compact else keep(pair)

    return view.model_copy(update={
        "name": keep(view.name), "description": keep(view.description), "when_to_use": keep(view.when_to_use),
        "levels": [lv.model_copy(update={"name": keep(lv.name), "definition": keep(lv.definition),
                                         "questions": lists(lv.questions)}) for lv in view.levels],
        "categories": [c.model_copy(update={"name": keep(c.name), "definition": keep(c.definition),
                                            "examples": lists(c.examples), "questions": lists(c.questions)})
                       for c in view.categories],
    })
