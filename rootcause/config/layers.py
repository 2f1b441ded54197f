"""Where a config file is read from: the override folder when it holds that file, else the built-in copy.

The frameworks and rules ship inside the package (``rootcause/config/builtin``, package data), so a server
started by a desktop agent in any folder, or installed from a wheel, finds them without a working directory.
A hospital changes them without touching the package: a file in the override folder with the same relative
path (``hfacs/hfacs_mes.yaml``, ``rules/action_strength.yaml`` …) replaces the built-in one, and every file it
lacks falls back to the built-in. The override folder is ``ROOTCAUSE_CONFIG_DIR`` when set, else
``<ROOTCAUSE_DATA_DIR>/config`` (which need not exist); it is also the only place the PHI word lists
(``phi/*.txt``) are read from and where ``rootcause rules export`` writes ``hfacs/learned_rules.yaml``.

Every reader resolves its files through :func:`config_file`; nothing else spells out the rule.
"""

from __future__ import annotations

from pathlib import Path

from rootcause.errors import ConfigError

__all__ = [
    "BUILTIN_DIR",
    "DEFAULT_FOLDER",
    "LEARNED_RULES_PATH",
    "config_file",
    "export_target",
    "is_builtin",
    "override_folder",
    "overrides_in_force",
]

BUILTIN_DIR = Path(__file__).resolve().parent / "builtin"
DEFAULT_FOLDER = "config"  # under ROOTCAUSE_DATA_DIR when ROOTCAUSE_CONFIG_DIR is unset: writable, beside the store
LEARNED_RULES_PATH = Path("hfacs") / "learned_rules.yaml"
SETTING = "ROOTCAUSE_CONFIG_DIR"


def config_file(overrides: Path | str | None, relative: Path | str) -> Path:
    """The file to read for ``relative``: the override folder's copy when it has one, else the built-in one.

    A file found in neither place is reported at the override path (where an operator would add it); so is a link
    that points nowhere (an unmounted share): an override someone put there is never silently replaced.
    """
    builtin = BUILTIN_DIR / relative
    if overrides is None:
        return builtin
    candidate = Path(overrides) / relative
    return candidate if candidate.exists() or candidate.is_symlink() or not builtin.exists() else builtin


def is_builtin(path: Path) -> bool:
    """True for a file of the package's own copy (shown as "built-in" rather than as an override)."""
    return path.resolve().is_relative_to(BUILTIN_DIR)


def override_folder(value: str | None, data_dir: Path, *, setting: str = SETTING) -> Path:
    """``ROOTCAUSE_CONFIG_DIR`` resolved (it must be an existing folder), else ``<data_dir>/config``.

    The default may be absent (nothing is overridden); a folder named on purpose must exist, so a typo is
    reported at start-up instead of silently running on the built-ins. Raises ``ConfigError``.
    """
    if not value:
        folder = data_dir / DEFAULT_FOLDER
        if folder.exists() and not folder.is_dir():
            raise _not_a_folder(folder, setting)
        return folder
    folder = Path(value).expanduser().resolve()
    if not folder.is_dir():
        raise _not_a_folder(folder, setting)
    if any(folder.glob("*.yaml")):  # never read there: most likely the hfacs folder itself was named
        raise ConfigError(
            path=str(folder), field=setting,
            en=f"{setting} must name the folder that holds hfacs/ and rules/ (YAML files at its top are not read), "
               "not the hfacs folder itself.",
            zh=f"{setting} 應指向包含 hfacs/ 與 rules/ 的資料夾（最上層的 YAML 檔不會被讀取），"
               "而不是 hfacs 資料夾本身。",
        )
    return folder


def overrides_in_force(overrides: Path | None) -> Path | None:
    """The override folder when it exists, else None (the built-ins alone): a stable key for a loaded copy."""
    return overrides if overrides is not None and overrides.is_dir() else None


def export_target(path: Path) -> Path:
    """``path`` resolved, for writing an exported config file; ConfigError when it lies in the built-in copy
    (ROOTCAUSE_CONFIG_DIR pointed at the package), which an upgrade would overwrite."""
    target = path.resolve()
    if is_builtin(target):
        raise ConfigError(
            path=str(target), field=SETTING,
            en=f"the built-in configuration is not written to. Point {SETTING} at a folder of your own "
               "(or give --out).",
            zh=f"不會寫入內建設定。請將 {SETTING} 指向您自己的資料夾（或使用 --out）。",
        )
    return target


def _not_a_folder(folder: Path, setting: str) -> ConfigError:
    return ConfigError(
        path=str(folder), field=setting,
        en=f"{setting} must name an existing folder of overrides, and this is not one. Create it, or unset "
           f"{setting} to use the built-in frameworks and rules.",
        zh=f"{setting} 必須指向已存在的覆寫設定資料夾，此路徑不是。請建立該資料夾，"
           f"或取消設定 {setting} 以使用內建的架構與規則。",
    )
