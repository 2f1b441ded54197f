"""Read and validate the framework files (``hfacs/*.yaml``): the I/O edge in front of the pure taxonomy models.

Each file comes from the override folder when it holds one, else from the package's built-in copy
(``layers.config_file``). Every problem becomes a ``ConfigError`` that names the file and the dotted field
path, so an operator can fix the YAML without reading a traceback. Parsed configs are cached by override folder
and by which file was read with its mtime and size: the app and the MCP server can call ``load_config`` on
every request and still re-read edited (or newly added) files.
"""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import Any, TypeVar

import yaml
from pydantic import BaseModel, ValidationError

from rootcause.config.layers import config_file, is_builtin
from rootcause.domain.classify.taxonomy import (
    FishboneFramework,
    FrameworkConfig,
    FrameworkIndex,
    HfacsFramework,
    IcpsFramework,
    KeywordRules,
    LearnedRules,
    Precedent,
    TaxonomyError,
)
from rootcause.domain.model.schema_errors import describe
from rootcause.errors import ConfigError
from rootcause.languages import LANGS

__all__ = [
    "FRAMEWORKS_DIR",
    "FRAMEWORKS_FILE",
    "KEYWORD_RULES_FILE",
    "LEARNED_RULES_FILE",
    "PRECEDENTS_FILE",
    "check_config_dir",
    "clear_cache",
    "load_config",
    "read_learned_rules",
    "read_precedents",
    "read_yaml",
]

FRAMEWORKS_DIR = Path("hfacs")  # the framework files' folder, in the override folder and among the built-ins
FRAMEWORKS_FILE = "frameworks.yaml"
KEYWORD_RULES_FILE = "keyword_rules.yaml"
LEARNED_RULES_FILE = "learned_rules.yaml"
PRECEDENTS_FILE = "precedents.jsonl"  # published statements with their codes: tools/build_precedents.py writes it

_FRAMEWORK_MODELS: dict[str, type[BaseModel]] = {
    "hfacs_mes": HfacsFramework,
    "fishbone_6m": FishboneFramework,
    "who_icps": IcpsFramework,
}

M = TypeVar("M", bound=BaseModel)
_YamlLoader: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml parses our files ~10x faster
_Stamp = tuple[tuple[str, str, int, int], ...]  # (name, the path read, mtime_ns, size) per file
_cache: dict[Path | None, tuple[_Stamp, FrameworkConfig]] = {}
_cache_lock = threading.Lock()
_precedents_cache: dict[tuple[str, int, int], tuple[Precedent, ...]] = {}


def load_config(overrides: Path | str | None = None, *, use_cache: bool = True) -> FrameworkConfig:
    """Parse and validate every framework file, each from ``overrides`` (the override folder, e.g.
    ``ROOTCAUSE_CONFIG_DIR``) when it holds one, else built in; raises ``ConfigError``."""
    key = Path(overrides).resolve() if overrides is not None else None
    if use_cache:
        with _cache_lock:
            cached = _cache.get(key)
        if cached is not None and _stamp(key, [entry[0] for entry in cached[0]]) == cached[0]:
            return cached[1]
    config, files = _load(key)
    if use_cache:
        stamp = _stamp(key, files)
        if stamp is not None:
            with _cache_lock:
                _cache[key] = (stamp, config)
    return config


def check_config_dir(overrides: Path | str | None = None) -> list[str]:
    """Validate the framework files without the cache; a short summary per file (marked when it comes from
    the override folder), or ``ConfigError``.

    Made for ``rootcause config check``: print the lines on success, ``error.message(lang)`` on failure.
    """
    key = Path(overrides).resolve() if overrides is not None else None
    config, _ = _load(key)
    n = config.summary()
    by_file = {f.id: f.file for f in config.index.frameworks}

    def name(file: str) -> str:
        shown = (FRAMEWORKS_DIR / file).as_posix()
        return shown if is_builtin(_path(key, file)) else f"{shown} (override)"

    return [
        f"{name(FRAMEWORKS_FILE)}: {len(config.index.frameworks)} frameworks, default {config.index.default}",
        f"{name(by_file['hfacs_mes'])}: {n['levels']} levels, {n['hfacs_categories']} categories, "
        f"{n['keywords']} keywords, {n['aliases']} aliases",
        f"{name(by_file['fishbone_6m'])}: {n['fishbone_categories']} categories",
        f"{name(by_file['who_icps'])}: {n['icps_classes']} classes, "
        f"{n['icps_contributing_factors']} contributing-factor groups",
        f"{name(KEYWORD_RULES_FILE)}: {n['domains']} domains, {n['keyword_rules']} rules, "
        f"{n['context_rules']} context rules",
        f"{name(LEARNED_RULES_FILE)}: {n['learned_rules']} learned rules",
        f"{name(PRECEDENTS_FILE)}: {n['precedents']} precedents",
    ]


def read_learned_rules(path: Path | str) -> LearnedRules:
    """One learned-rules YAML file (for ``rootcause rules import``); raises ConfigError naming it."""
    return _parse(Path(path), LearnedRules)


def read_precedents(path: Path) -> tuple[Precedent, ...]:
    """One precedents file (JSON Lines: one published statement with its codes per line); ConfigError names the
    file and the line. While the file is unchanged (path, mtime, size) the same tuple is handed out again: parsing
    3,000 lines costs 50 ms, and the suggester finds its index by that tuple."""
    try:
        st = path.stat()
        stamp: tuple[str, int, int] | None = (str(path), st.st_mtime_ns, st.st_size)
    except OSError:
        stamp = None  # (_read_text says what is wrong)
    with _cache_lock:
        kept = _precedents_cache.get(stamp) if stamp is not None else None
    if kept is not None:
        return kept
    parsed = _parse_precedents(path)
    if stamp is not None:
        with _cache_lock:
            _precedents_cache.clear()  # (one file at a time is read: the built-in one or a hospital's)
            _precedents_cache[stamp] = parsed
    return parsed


def _parse_precedents(path: Path) -> tuple[Precedent, ...]:
    text = _read_text(path)
    out = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        where = f"line {number}"
        try:
            out.append(Precedent.model_validate(json.loads(line)))
        except json.JSONDecodeError as exc:
            raise ConfigError(path=str(path), field=where, en=f"{where} is not valid JSON ({exc.msg}).",
                              zh=f"第 {number} 行不是有效的 JSON（{exc.msg}）。") from None
        except ValidationError as exc:
            field, en, zh = _problem(exc)
            raise ConfigError(path=str(path), field=f"{where}: {field}", en=f"{where}: {en}",
                              zh=f"第 {number} 行：{zh}") from None
    return tuple(out)


def clear_cache() -> None:
    """Forget every parsed config (tests, `rc_reload_rules`)."""
    with _cache_lock:
        _cache.clear()
        _precedents_cache.clear()


# ---------------------------------------------------------------------------------------------- internals
def _path(overrides: Path | None, name: str) -> Path:
    """One framework file, through the one lookup rule (override folder first, then built in)."""
    return config_file(overrides, FRAMEWORKS_DIR / name)


def _load(overrides: Path | None) -> tuple[FrameworkConfig, list[str]]:
    """Read every file in a fixed order; returns the config and the file names it depends on."""
    index_path = _path(overrides, FRAMEWORKS_FILE)
    index = _parse(index_path, FrameworkIndex)
    files = [FRAMEWORKS_FILE]
    parts: dict[str, BaseModel] = {}
    section_files = {"frameworks": index_path}
    for info in index.frameworks:
        model = _FRAMEWORK_MODELS.get(info.id)
        if model is None:
            continue  # a framework we do not model (yet) may be listed; it has no codes for the suggester
        path = _path(overrides, info.file)
        parsed = _parse(path, model)
        if (found := getattr(parsed, "id", info.id)) != info.id:
            raise ConfigError(
                path=str(path), field="id",
                en=f"id '{found}' does not match '{info.id}' in {FRAMEWORKS_FILE}.",
                zh=f"id「{found}」與 {FRAMEWORKS_FILE} 中的「{info.id}」不符。",
            )
        parts[info.id] = parsed
        files.append(info.file)
        section_files[info.id] = path
    section_files["keyword_rules"] = _path(overrides, KEYWORD_RULES_FILE)
    section_files["learned_rules"] = _path(overrides, LEARNED_RULES_FILE)
    section_files["precedents"] = _path(overrides, PRECEDENTS_FILE)
    keyword_rules = _parse(section_files["keyword_rules"], KeywordRules)
    learned = _parse(section_files["learned_rules"], LearnedRules)
    precedents = read_precedents(section_files["precedents"])
    files += [KEYWORD_RULES_FILE, LEARNED_RULES_FILE, PRECEDENTS_FILE]
    try:
        config = FrameworkConfig(
            index=index,
            hfacs=parts["hfacs_mes"],
            fishbone=parts["fishbone_6m"],
            icps=parts["who_icps"],
            keyword_rules=keyword_rules,
            learned_rules=learned,
            precedents=precedents,
        )
    except TaxonomyError as exc:
        path = section_files.get(exc.section, index_path)
        raise ConfigError(path=str(path), field=exc.field, en=exc.en, zh=exc.zh) from None
    return config, files


def _parse(path: Path, model: type[M]) -> M:
    data = read_yaml(path)
    try:
        return model.model_validate(data)
    except TaxonomyError as exc:
        raise ConfigError(path=str(path), field=exc.field, en=exc.en, zh=exc.zh) from None
    except ValidationError as exc:
        raise _validation_error(path, exc) from None


def read_yaml(path: Path) -> dict[str, Any]:
    """A config file's top-level mapping, or ConfigError naming the file (and the line for bad YAML)."""
    text = _read_text(path)
    try:
        data = yaml.load(text, Loader=_YamlLoader)  # a safe loader (C-accelerated when available)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}, column {mark.column + 1}" if mark is not None else ""
        where_zh = f"（第 {mark.line + 1} 行第 {mark.column + 1} 欄）" if mark is not None else ""
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise ConfigError(
            path=str(path), field=None, en=f"invalid YAML{where}: {problem}.",
            zh=f"YAML 格式錯誤{where_zh}：{problem}。",
        ) from None
    if not isinstance(data, dict):
        raise ConfigError(
            path=str(path), field=None, en="the file must hold a mapping (key: value) at the top.",
            zh="檔案最上層必須是對應表（key: value）。",
        )
    return data


def _read_text(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ConfigError(path=str(path), field=None, en="the file is missing.", zh="找不到此檔案。") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(
            path=str(path), field=None, en=f"the file cannot be read ({exc}).", zh=f"無法讀取此檔案（{exc}）。"
        ) from None


def _validation_error(path: Path, exc: ValidationError) -> ConfigError:
    """The first failing field as a dotted path, with a message in both languages."""
    field, en, zh = _problem(exc)
    return ConfigError(path=str(path), field=field, en=en, zh=zh)


def _problem(exc: ValidationError) -> tuple[str | None, str, str]:
    """The first failing field's dotted path and what is wrong with it, in English and Chinese."""
    first = exc.errors(include_url=False)[0]
    loc = [str(part) for part in first["loc"]]
    field = ".".join(loc) or None
    kind = first["type"]
    if kind == "missing" and loc and loc[-1] in LANGS:
        en = f"{field} is missing the {loc[-1]} text (both en and zh-TW are required)."
        zh = f"{field} 缺少 {loc[-1]} 文字（en 與 zh-TW 皆為必填）。"
    elif kind == "missing":
        en, zh = f"{field} is required.", f"{field} 為必填欄位。"
    else:  # (told from the table import and MCP use: pydantic's own words are English only)
        problem = describe(first)
        en = f"{field} {problem.en}" + (f" (allowed: {problem.allowed})." if problem.allowed else ".")
        zh = f"欄位 {field} {problem.zh}" + (f"（允許：{problem.allowed}）。" if problem.allowed else "。")
    return field, en, zh


def _stamp(overrides: Path | None, files: list[str]) -> _Stamp | None:
    """(name, path read, mtime_ns, size) per file: an edited file, or one added to or removed from the override
    folder, changes it. None when a file is gone, which forces a reload that reports it."""
    out = []
    for name in files:
        path = _path(overrides, name)
        try:
            st = path.stat()
        except OSError:
            return None
        out.append((name, str(path), st.st_mtime_ns, st.st_size))
    return tuple(out)
