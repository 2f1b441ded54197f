"""The shipped framework config loads and keeps the public contract; broken override copies fail loudly and
precisely, naming the override file."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml

from rootcause.config.frameworks import check_config_dir, clear_cache, load_config
from rootcause.config.layers import BUILTIN_DIR
from rootcause.domain.classify.taxonomy import HfacsFramework, TaxonomyError
from rootcause.errors import ConfigError, InvalidInput

CONFIG = BUILTIN_DIR / "hfacs"

HFACS_CODES = [
    "EF-LR", "EF-ND",
    "OI-RM", "OI-OP", "OI-PSC", "OI-MOC",
    "US-IS", "US-PIO", "US-FCP", "US-SV",
    "PC-AMS", "PC-APS", "PC-PML", "PC-PR", "PC-CRM", "PC-PHY", "PC-TEC", "PC-PRF", "PC-TE",
    "UA-SBE", "UA-DE", "UA-PE", "UA-RV", "UA-EV", "UA-SV",
]
ALIASES = {
    "EO-L": "EF-LR", "EO-N": "EF-ND", "OF-RM": "OI-RM", "OF-OP": "OI-OP", "OF-PSC": "OI-PSC", "OF-MOC": "OI-MOC",
    "US-FK": "US-FCP", "US-IP": "US-PIO", "PP-AMS": "PC-AMS", "PP-APS": "PC-APS", "PP-CPL": "PC-PML",
    "PP-PR": "PC-PR", "TC-TD": "PC-CRM", "TC-COM": "PC-CRM", "EF-PE": "PC-PHY", "EF-PMI": "PC-TEC",
    "EF-TE": "PC-TE", "EF-PRF": "PC-PRF",
}
FISHBONE = {"PEOPLE": "人員", "EQUIPMENT": "設備", "MATERIAL": "藥品與材料", "METHOD": "方法與流程",
            "MONITORING": "監測與量測", "ENVIRONMENT": "環境"}


@pytest.fixture(scope="module")
def config():
    return load_config()


# ------------------------------------------------------------------------------------------ shipped config
def test_shipped_config_has_the_25_hfacs_mes_codes_in_five_ranked_levels(config):
    assert list(config.codes()) == HFACS_CODES
    assert [(lv.code, lv.rank) for lv in config.levels()] == [("EF", 5), ("OI", 4), ("US", 3), ("PC", 2), ("UA", 1)]
    assert all(cat.code.startswith(cat.level + "-") for cat in config.categories())
    assert [c.code for c in config.categories("UA")] == [c for c in HFACS_CODES if c.startswith("UA")]
    assert config.name("PC-AMS", "zh-TW") == "不良心理狀態"
    assert config.name("EF-LR", "en") == "Legislation and regulation"


@pytest.mark.parametrize("code", HFACS_CODES)
def test_every_category_is_complete_in_both_languages(config, code):
    cat = config.category(code)
    for lang in ("en", "zh-TW"):
        assert cat.name.get(lang) and cat.definition.get(lang)
        assert "\n" not in cat.definition.get(lang)
        assert 2 <= len(cat.examples.get(lang)) <= 3
        assert cat.questions.get(lang)
        assert len(cat.keywords.get(lang)) >= 10
    assert cat.fishbone in FISHBONE


def test_levels_have_names_definitions_and_questions_in_both_languages(config):
    for level in config.levels():
        for lang in ("en", "zh-TW"):
            assert level.name.get(lang) and level.definition.get(lang) and level.questions.get(lang)


def test_fishbone_has_the_six_healthcare_bones_with_their_chinese_names(config):
    bones = config.fishbone_categories()
    assert {b.code: b.name.get("zh-TW") for b in bones} == FISHBONE
    for bone in bones:
        for lang in ("en", "zh-TW"):
            assert bone.definition.get(lang) and bone.examples.get(lang)
            assert bone.questions.get(lang) and bone.keywords.get(lang)


def test_who_icps_has_ten_classes_and_six_contributing_factor_groups(config):
    assert len(config.icps.classes) == 10
    assert [c.code for c in config.icps.contributing_factors] == [
        "ICPS-CF-STAFF", "ICPS-CF-PATIENT", "ICPS-CF-ENVIRONMENT", "ICPS-CF-ORGANIZATION",
        "ICPS-CF-EXTERNAL", "ICPS-CF-OTHER",
    ]
    assert config.name("ICPS-CF-STAFF", "zh-TW") == "工作人員因素"


def test_frameworks_index_lists_three_frameworks_and_defaults_to_fishbone(config):
    assert config.default_framework == "fishbone_6m"
    assert {f.id for f in config.index.frameworks} == {"hfacs_mes", "fishbone_6m", "who_icps"}
    for info in config.index.frameworks:
        assert info.when_to_use.get("en") and info.when_to_use.get("zh-TW") and info.description.get("zh-TW")
    assert "sentinel" in config.framework("hfacs_mes").when_to_use.get("en").lower()
    assert "national" in config.framework("who_icps").when_to_use.get("en").lower()


@pytest.mark.parametrize(("alias", "canonical"), sorted(ALIASES.items()))
def test_aliases_map_to_canonical_codes(config, alias, canonical):
    assert config.canonical_code(alias) == canonical
    assert config.category(alias).code == canonical


def test_canonical_code_matches_whole_codes_only(config):
    assert config.canonical_code("EF-PE") == "PC-PHY"  # the older level-2 environmental factor
    assert config.canonical_code("EF-LR") == "EF-LR"  # our own level-5 code
    assert config.canonical_code(" pc-ams ") == "PC-AMS"
    for bad in ("PC", "PC-AM", "PC-AMSX", "EF-PEX", "", "XX-YY"):
        with pytest.raises(InvalidInput) as err:
            config.canonical_code(bad)
        assert err.value.field == "hfacs_code"


def test_unknown_level_is_invalid_input_naming_level(config):
    with pytest.raises(InvalidInput) as err:
        config.categories("XX")
    assert err.value.field == "level"


def test_keyword_rules_cover_the_required_domains_and_accept_aliases(config):
    domains = set(config.domain_ids())
    assert {"medication", "surgery", "anaesthesia", "transfusion", "falls", "diagnosis", "devices"} <= domains
    assert len(domains) >= 9
    assert config.canonical_domain("anesthesia") == "anaesthesia"
    assert config.canonical_domain("  Medication ") == "medication"
    assert config.canonical_domain(None) is None
    with pytest.raises(InvalidInput) as err:
        config.canonical_domain("cardiology")
    assert err.value.field == "domain"
    assert "medication" in err.value.message("en")


def test_learned_rules_file_starts_empty(config):
    assert config.learned_rules.rules == ()


def test_check_config_dir_summarises_counts():
    lines = check_config_dir()
    assert any("25 categories" in line for line in lines)
    assert any("6 categories" in line for line in lines)
    assert any("10 classes" in line for line in lines)


def test_load_config_is_cached_until_a_file_changes_or_an_override_appears(tmp_path):
    copy = _copy(tmp_path)
    (copy / "who_icps.yaml").unlink()  # read from the built-ins until an override appears
    first = load_config(tmp_path)
    assert load_config(tmp_path) is first
    path = copy / "learned_rules.yaml"
    path.write_text(path.read_text(encoding="utf-8") + "\n# touched\n", encoding="utf-8")
    second = load_config(tmp_path)
    assert second is not first
    shutil.copy(CONFIG / "who_icps.yaml", copy / "who_icps.yaml")
    assert load_config(tmp_path) is not second
    clear_cache()


# ------------------------------------------------------------------------------------------ broken copies
def _copy(tmp_path: Path) -> Path:
    """A full copy of the built-in framework files in an override folder (``tmp_path``); returns its hfacs/."""
    target = tmp_path / "hfacs"
    shutil.copytree(CONFIG, target)
    return target


def _edit(path: Path, change) -> None:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")


def _load_error(copy: Path) -> ConfigError:
    with pytest.raises(ConfigError) as err:
        load_config(copy.parent, use_cache=False)
    return err.value


def test_a_file_missing_from_the_override_folder_is_read_from_the_built_ins(tmp_path):
    copy = _copy(tmp_path)
    (copy / "hfacs_mes.yaml").unlink()
    assert list(load_config(tmp_path, use_cache=False).codes()) == HFACS_CODES


def test_a_file_found_nowhere_is_a_config_error_naming_it_in_the_override_folder(tmp_path):
    copy = _copy(tmp_path)

    def rename(data):
        next(f for f in data["frameworks"] if f["id"] == "who_icps")["file"] = "who_icps_local.yaml"

    _edit(copy / "frameworks.yaml", rename)
    error = _load_error(copy)
    assert error.path == str(copy / "who_icps_local.yaml")  # where an operator would add it
    assert "missing" in error.message("en")
    assert "找不到" in error.message("zh-TW")


def test_bad_yaml_is_a_config_error_with_the_line_number(tmp_path):
    copy = _copy(tmp_path)
    (copy / "keyword_rules.yaml").write_text("version: 1\ndomains: [medication\nrules: []\n", encoding="utf-8")
    error = _load_error(copy)
    assert error.path.endswith("keyword_rules.yaml")
    assert "line" in error.message("en")


def test_duplicate_code_is_a_config_error_naming_file_and_field(tmp_path):
    copy = _copy(tmp_path)

    def duplicate(data):
        data["categories"].append(dict(data["categories"][10]))

    _edit(copy / "hfacs_mes.yaml", duplicate)
    error = _load_error(copy)
    assert error.path.endswith("hfacs_mes.yaml")
    assert error.field == "categories.25.code"
    assert "PC-AMS" in error.message("en")


def test_missing_language_is_a_config_error_naming_file_and_field(tmp_path):
    copy = _copy(tmp_path)
    _edit(copy / "hfacs_mes.yaml", lambda data: data["categories"][3]["name"].pop("zh-TW"))
    error = _load_error(copy)
    assert error.path.endswith("hfacs_mes.yaml")
    assert error.field == "categories.3.name.zh-TW"
    assert "zh-TW" in error.message("en")


def test_missing_keyword_language_in_fishbone_names_the_field(tmp_path):
    copy = _copy(tmp_path)
    _edit(copy / "fishbone_6m.yaml", lambda data: data["categories"][0]["keywords"].pop("en"))
    error = _load_error(copy)
    assert error.path.endswith("fishbone_6m.yaml")
    assert error.field == "categories.0.keywords.en"


def test_category_with_unknown_level_is_a_config_error(tmp_path):
    copy = _copy(tmp_path)

    def bad_level(data):
        data["categories"][0]["level"] = "XX"

    _edit(copy / "hfacs_mes.yaml", bad_level)
    error = _load_error(copy)
    assert error.field == "categories.0.level"


def test_alias_to_unknown_code_is_a_config_error(tmp_path):
    copy = _copy(tmp_path)

    def bad_alias(data):
        data["aliases"]["PP-XX"] = "PC-NOPE"

    _edit(copy / "hfacs_mes.yaml", bad_alias)
    error = _load_error(copy)
    assert error.path.endswith("hfacs_mes.yaml")
    assert error.field == "aliases.PP-XX"


def test_keyword_rule_with_unknown_code_names_keyword_rules_file(tmp_path):
    copy = _copy(tmp_path)

    def bad_rule(data):
        data["rules"][0]["codes"] = {"PC-NOPE": 1.0}

    _edit(copy / "keyword_rules.yaml", bad_rule)
    error = _load_error(copy)
    assert error.path.endswith("keyword_rules.yaml")
    assert error.field == "rules.0.codes.PC-NOPE"


def test_wrong_type_is_a_config_error_with_the_field_path(tmp_path):
    copy = _copy(tmp_path)

    def bad_weight(data):
        data["rules"][0]["codes"] = {"PC-TE": "strong"}

    _edit(copy / "keyword_rules.yaml", bad_weight)
    error = _load_error(copy)
    assert error.field == "rules.0.codes.PC-TE"


def test_pure_model_reports_duplicates_without_any_file():
    data = yaml.safe_load((CONFIG / "hfacs_mes.yaml").read_text(encoding="utf-8"))
    data["levels"].append(dict(data["levels"][0]))
    with pytest.raises(TaxonomyError) as err:
        HfacsFramework.model_validate(data)
    assert err.value.field == "levels.5.code"


@pytest.mark.parametrize("value", ["true", ".nan", ".inf"])
def test_a_yaml_boolean_or_nan_is_no_confidence_in_learned_rules(tmp_path, value):
    copy = _copy(tmp_path)
    (copy / "learned_rules.yaml").write_text(
        "rules:\n  - description: The pump rate was keyed ten times too high\n    code: UA-SBE\n"
        f"    confidence: {value}\n", encoding="utf-8")
    error = _load_error(copy)
    assert error.path.endswith("learned_rules.yaml") and error.field == "rules.0.confidence"
    assert ("must be a number" if value == "true" else "must be a finite number") in error.message("en")
