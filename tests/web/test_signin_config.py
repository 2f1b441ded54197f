"""Is sign-in configured (env or secrets.toml), and the refusal to serve off loopback without it (pure functions)."""

from __future__ import annotations

from pathlib import Path

import pytest

from rootcause.errors import ConfigError, InvalidInput
from rootcause.web.signin_config import OIDC_VARIABLES, require_sign_in_off_loopback, secrets_files, sign_in_configured

ALL_THREE = {"ROOTCAUSE_OIDC_METADATA_URL": "https://id.hospital.example/.well-known/openid-configuration",
             "ROOTCAUSE_OIDC_CLIENT_ID": "rootcause", "ROOTCAUSE_OIDC_CLIENT_SECRET": "s3cr3t-value"}
AUTH = """[auth]
redirect_uri = "https://rca.hospital.example/oauth2callback"
cookie_secret = "a-long-random-cookie-secret"
client_id = "rootcause"
client_secret = "s3cr3t-value"
server_metadata_url = "https://id.hospital.example/.well-known/openid-configuration"
"""


def _secrets(tmp_path: Path, text: str) -> Path:
    path = tmp_path / ".streamlit" / "secrets.toml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_all_three_oidc_variables_configure_sign_in(tmp_path):
    assert sign_in_configured(ALL_THREE, tmp_path / "absent.toml")


@pytest.mark.parametrize("missing", OIDC_VARIABLES)
def test_two_of_the_three_variables_or_a_blank_one_is_not_enough(tmp_path, missing):
    assert not sign_in_configured({k: v for k, v in ALL_THREE.items() if k != missing}, tmp_path / "absent.toml")
    assert not sign_in_configured({**ALL_THREE, missing: "  "}, tmp_path / "absent.toml")


def test_an_auth_table_with_the_three_keys_configures_sign_in(tmp_path):
    assert sign_in_configured({}, _secrets(tmp_path, AUTH))


@pytest.mark.parametrize("text", ["", "[database]\nurl = 'x'\n", "auth = 'on'\n",
                                  AUTH.replace('client_secret = "s3cr3t-value"', 'client_secret = ""'),
                                  AUTH.replace("server_metadata_url", "metadata")])
def test_no_auth_table_or_one_missing_a_key_is_not_sign_in(tmp_path, text):
    assert not sign_in_configured({}, _secrets(tmp_path, text))


def test_no_secrets_file_is_not_sign_in(tmp_path):
    assert not sign_in_configured({}, tmp_path / ".streamlit" / "secrets.toml")


def test_a_corrupt_secrets_file_is_an_error_naming_the_file_and_no_secret(tmp_path):
    path = _secrets(tmp_path, '[auth]\nclient_secret = "s3cr3t-value\n')
    with pytest.raises(ConfigError) as caught:
        sign_in_configured({}, path)
    for lang in ("en", "zh-TW"):
        assert str(path) in caught.value.message(lang) and "s3cr3t" not in caught.value.message(lang)
    assert "TOML" in caught.value.message("en")


def test_the_secrets_files_are_streamlits_user_working_folder_and_app_folder(tmp_path):
    home, cwd, app = tmp_path / "home", tmp_path / "work", tmp_path / "app"
    assert secrets_files(app, cwd=cwd, home=home) == tuple(p / ".streamlit" / "secrets.toml" for p in (home, cwd, app))
    assert len(secrets_files(cwd, cwd=cwd, home=home)) == 2


@pytest.mark.parametrize("host", ["127.0.0.1", "localhost", "::1", "127.0.0.2"])
def test_loopback_needs_no_sign_in_and_reads_no_secrets_file(tmp_path, host):
    corrupt = _secrets(tmp_path, "not = [toml")
    require_sign_in_off_loopback(host, {}, [corrupt])


@pytest.mark.parametrize("host", ["0.0.0.0", "10.1.2.3", "rca.ward.example", "::"])
def test_off_loopback_without_sign_in_is_refused_in_both_languages_saying_how_to_configure_it(tmp_path, host):
    with pytest.raises(InvalidInput) as caught:
        require_sign_in_off_loopback(host, {}, [tmp_path / "absent.toml"])
    for lang in ("en", "zh-TW"):
        message = caught.value.message(lang)
        assert host in message and "[auth]" in message and ".streamlit/secrets.toml" in message
        assert all(name in message for name in OIDC_VARIABLES)
    assert "未啟動" in caught.value.message("zh-TW") and "Nothing was started" in caught.value.message("en")


def test_off_loopback_with_sign_in_configured_either_way_is_allowed(tmp_path):
    require_sign_in_off_loopback("0.0.0.0", ALL_THREE, [tmp_path / "absent.toml"])
    require_sign_in_off_loopback("0.0.0.0", {}, [tmp_path / "absent.toml", _secrets(tmp_path, AUTH)])
