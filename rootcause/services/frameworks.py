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

from pydantic import BaseModel

from rootcause.config.action_rules import load_action_rules
from rootcause.config.frameworks import load_config
from rootcause.domain.actions.rules import ActionRules as ActionRules  # re-exported: the faces render the hierarchy
from rootcause.domain.actions.strength import classify_action
from rootcause.domain.classify.suggester import LearnedRule, Suggester
from rootcause.domain.classify.taxonomy import Category, FrameworkConfig, HfacsCategory, Level
from rootcause.domain.model.config_types import Bilingual, BilingualList
from rootcause.domain.model.strength import StrengthResult
from rootcause.domain.model.validation import require_choice
from rootcause.errors import InvalidInput

FRAMEWORK_IDS = ("hfacs_mes", "fishbone_6m", "who_icps")
LEVEL_CODES = ("EF", "OI", "US", "PC", "UA")


def frameworks_dir(config_dir: Path) -> Path:
    """Framework files live in ``<ROOTCAUSE_CONFIG_DIR>/hfacs``."""
    return Path(config_dir) / "hfacs"


class Frameworks:
    def __init__(self, config_dir: Path) -> None:
        self.config_dir = Path(config_dir)
        self.directory = frameworks_dir(config_dir)
        self._lock = threading.Lock()
        self._config = load_config(self.directory, use_cache=False)
        self._actions = load_action_rules(self.config_dir, use_cache=False)
        self._base: Suggester | None = None
        self._learned: tuple[Hashable, Suggester] | None = None

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

    def classify_action(self, text: str, lang: str = "en") -> StrengthResult:
        """Where an action sits on the RCA² hierarchy, with the reason and a "make it stronger" hint."""
        return classify_action(text, self._actions, lang=lang)

    def reload(self) -> FrameworkConfig:
        """Re-read the YAML; on ConfigError nothing changes (the last good rules stay in force)."""
        fresh = load_config(self.directory, use_cache=False)
        actions = load_action_rules(self.config_dir, use_cache=False)
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
    return {lang: list(value.get(lang)) for lang in ("en", "zh-TW")}


def _level(level: Level) -> LevelView:
    return LevelView(code=level.code, name=_pair(level.name), definition=_pair(level.definition),
                     questions=_lists(level.questions))


def describe_framework(
    fw: Frameworks, *, framework: str | None = None, level: str | None = None
) -> FrameworkView:
    """A framework's levels and categories, bilingual, for browsing (optionally one HFACS level)."""
    fid = require_choice("framework", framework or "hfacs_mes", FRAMEWORK_IDS)
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
    return FrameworkView(framework=fid, name=_pair(info.name), description=_pair(info.description),
                         when_to_use=_pair(info.when_to_use), levels=levels, categories=cats, aliases=aliases)
