"""Configuration that works from anywhere: the frameworks and rules are package data, and the override folder
(ROOTCAUSE_CONFIG_DIR, else <ROOTCAUSE_DATA_DIR>/config) replaces only the files it holds."""

from __future__ import annotations

import fnmatch
import shutil
import subprocess
import sys
import tomllib
import zipfile
from importlib import resources
from pathlib import Path

import pytest
import yaml

from rootcause.config.action_rules import load_action_rules
from rootcause.config.frameworks import load_config
from rootcause.config.layers import BUILTIN_DIR, config_file
from rootcause.errors import ConfigError
from rootcause.services.frameworks import Frameworks
from rootcause.settings import load_settings

REPO = Path(__file__).resolve().parent.parent
SHIPPED = sorted(p.relative_to(BUILTIN_DIR).as_posix() for p in BUILTIN_DIR.rglob("*.yaml"))


def test_the_built_ins_are_the_seven_shipped_files():
    assert SHIPPED == ["hfacs/fishbone_6m.yaml", "hfacs/frameworks.yaml", "hfacs/hfacs_mes.yaml",
                       "hfacs/keyword_rules.yaml", "hfacs/learned_rules.yaml", "hfacs/who_icps.yaml",
                       "rules/action_strength.yaml"]


@pytest.mark.parametrize("relative", SHIPPED)
def test_every_built_in_file_is_package_data_reachable_through_importlib_resources(relative):
    resource = resources.files("rootcause.config").joinpath("builtin", *relative.split("/"))
    assert resource.is_file() and yaml.safe_load(resource.read_text(encoding="utf-8"))
    globs = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"][
        "package-data"]["rootcause"]
    assert any(fnmatch.fnmatch(f"config/builtin/{relative}", glob) for glob in globs), "not in the wheel"


def test_a_wheel_carries_the_built_in_files(tmp_path):
    """The wheel an installation is made from holds them (about 2 s; the build backend comes from pip's index)."""
    source = tmp_path / "src"  # a copy, so the build leaves no build/ or egg-info in the checkout
    shutil.copytree(REPO, source, ignore=shutil.ignore_patterns(
        ".venv", ".git", "data", "tests", "bench", "node_modules", "*.egg-info", "build", "__pycache__", ".*"))
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path / "dist"),
                            str(source)], capture_output=True, text=True, timeout=180)
    if built.returncode != 0 and ("No matching distribution" in built.stderr or "satisfies the requirement"
                                  in built.stderr):
        pytest.skip("pip cannot reach a build backend (setuptools) here")
    assert built.returncode == 0, built.stderr
    (wheel,) = (tmp_path / "dist").glob("rootcause-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    assert {f"rootcause/config/builtin/{relative}" for relative in SHIPPED} <= names


def test_built_ins_load_with_no_config_dir_from_any_working_directory(tmp_path, monkeypatch):
    elsewhere = tmp_path / "agent-home"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    settings = load_settings({"ROOTCAUSE_DATA_DIR": str(tmp_path / "data")})
    assert settings.config_dir == tmp_path / "data" / "config"  # the default override folder; absent here
    assert not settings.config_dir.exists()
    fw = Frameworks(settings.config_dir)
    assert fw.config.summary()["hfacs_categories"] == 25
    assert len(fw.action_rules.categories) == len(load_action_rules(use_cache=False).categories)


def test_an_override_file_replaces_only_its_own_built_in(tmp_path):
    (tmp_path / "hfacs").mkdir()
    data = yaml.safe_load((BUILTIN_DIR / "hfacs" / "fishbone_6m.yaml").read_text(encoding="utf-8"))
    data["categories"][0]["name"]["en"] = "Staff (local wording)"
    (tmp_path / "hfacs" / "fishbone_6m.yaml").write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    built_in = Frameworks()
    fw = Frameworks(tmp_path)
    assert fw.config.fishbone_categories()[0].name.en == "Staff (local wording)"
    assert built_in.config.fishbone_categories()[0].name.en != "Staff (local wording)"
    assert fw.config.summary() == built_in.config.summary()  # everything else as built in
    assert fw.config.hfacs == built_in.config.hfacs and fw.config.keyword_rules == built_in.config.keyword_rules
    assert fw.action_rules.categories == built_in.action_rules.categories
    assert config_file(tmp_path, "hfacs/fishbone_6m.yaml") == tmp_path / "hfacs" / "fishbone_6m.yaml"
    assert config_file(tmp_path, "hfacs/hfacs_mes.yaml") == BUILTIN_DIR / "hfacs" / "hfacs_mes.yaml"


@pytest.mark.parametrize("relative", ["hfacs/keyword_rules.yaml", "rules/action_strength.yaml"])
def test_a_corrupt_override_file_is_a_config_error_naming_that_file(tmp_path, relative):
    broken = tmp_path / relative
    broken.parent.mkdir()
    broken.write_text("rules: [unclosed\n", encoding="utf-8")
    with pytest.raises(ConfigError) as err:
        Frameworks(tmp_path)
    assert err.value.path == str(broken)
    assert str(broken) in err.value.message("en") and str(broken) in err.value.message("zh-TW")
    assert "line" in err.value.message("en")


@pytest.mark.parametrize("relative", ["hfacs/hfacs_mes.yaml", "rules/action_strength.yaml"])
def test_an_override_link_that_points_nowhere_is_a_config_error_naming_it(tmp_path, relative):
    link = tmp_path / relative
    link.parent.mkdir()
    target = tmp_path / "unmounted-share" / "file.yaml"
    link.symlink_to(target)
    with pytest.raises(ConfigError) as err:
        Frameworks(tmp_path)
    assert err.value.path in (str(link), str(target)) and err.value.path in err.value.message("zh-TW")


def test_the_loaders_pick_up_an_override_added_while_running(tmp_path):
    first = load_config(tmp_path)
    (tmp_path / "hfacs").mkdir()
    (tmp_path / "hfacs" / "learned_rules.yaml").write_text(
        "rules:\n  - {description: Look-alike vials stored side by side, code: PC-TE, reason: reviewed}\n",
        encoding="utf-8")
    assert [r.code for r in load_config(tmp_path).learned_rules.rules] == ["PC-TE"]
    assert first.learned_rules.rules == ()


def test_a_config_dir_named_on_purpose_must_exist(tmp_path):
    with pytest.raises(ConfigError) as err:
        load_settings({"ROOTCAUSE_DATA_DIR": str(tmp_path), "ROOTCAUSE_CONFIG_DIR": str(tmp_path / "typo")})
    assert err.value.field == "ROOTCAUSE_CONFIG_DIR" and str(tmp_path / "typo") in err.value.message("en")
    (tmp_path / "config").write_text("not a folder", encoding="utf-8")
    with pytest.raises(ConfigError):  # the default may be absent, but not a file
        load_settings({"ROOTCAUSE_DATA_DIR": str(tmp_path)})


def test_a_config_dir_that_is_the_hfacs_folder_itself_is_refused(tmp_path):
    shutil.copytree(BUILTIN_DIR / "hfacs", tmp_path / "hfacs")
    with pytest.raises(ConfigError) as err:
        load_settings({"ROOTCAUSE_DATA_DIR": str(tmp_path), "ROOTCAUSE_CONFIG_DIR": str(tmp_path / "hfacs")})
    assert "hfacs/ and rules/" in err.value.message("en")


def test_the_learned_rules_are_exported_to_the_override_folder_never_the_package(tmp_path):
    default = load_settings({"ROOTCAUSE_DATA_DIR": str(tmp_path / "data")})
    assert default.learned_rules_file == tmp_path / "data" / "config" / "hfacs" / "learned_rules.yaml"
    (tmp_path / "mine").mkdir()
    named = load_settings({"ROOTCAUSE_DATA_DIR": str(tmp_path / "data"),
                           "ROOTCAUSE_CONFIG_DIR": str(tmp_path / "mine")})
    assert named.learned_rules_file == tmp_path / "mine" / "hfacs" / "learned_rules.yaml"
    assert not default.learned_rules_file.is_relative_to(BUILTIN_DIR)
