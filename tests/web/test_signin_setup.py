"""What the app server hands st.login (rootcause/web/signin_setup.py): the [auth] table from the environment or a
secrets.toml, the redirect address, and the cookie secret kept in the data folder."""

from __future__ import annotations

import stat
import threading
from pathlib import Path

import pytest

from rootcause.errors import ConfigError, InvalidInput
from rootcause.web.signin_setup import (
    COOKIE_SECRET_FILE,
    cookie_secret,
    effective_auth_table,
    public_url,
    read_or_create_secret,
    redirect_uri,
    sign_in_setup,
)

METADATA = "https://id.hospital.example/.well-known/openid-configuration"
OIDC = {"ROOTCAUSE_OIDC_METADATA_URL": METADATA, "ROOTCAUSE_OIDC_CLIENT_ID": "rootcause",
        "ROOTCAUSE_OIDC_CLIENT_SECRET": "s3cr3t-value"}
SECRET = "x" * 40


def _secrets(folder: Path, text: str) -> Path:
    path = folder / ".streamlit" / "secrets.toml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def _messages(exc: pytest.ExceptionInfo[Exception]) -> str:
    error = exc.value
    assert isinstance(error, InvalidInput | ConfigError)
    return error.message("en") + "\n" + error.message("zh-TW")


# --- the environment form ---------------------------------------------------------------------------------------

def test_the_three_variables_make_the_whole_auth_table_with_a_localhost_redirect(tmp_path):
    setup = sign_in_setup({**OIDC, "ROOTCAUSE_COOKIE_SECRET": SECRET}, [], port=8601, data_dir=tmp_path)
    assert setup is not None
    assert setup.auth == {"server_metadata_url": METADATA, "client_id": "rootcause", "client_secret": "s3cr3t-value",
                          "redirect_uri": "http://localhost:8601/oauth2callback", "cookie_secret": SECRET}
    assert setup.redirect_uri == "http://localhost:8601/oauth2callback"
    assert setup.redirect_host == "localhost:8601" and setup.cookie_secret == SECRET


def test_the_public_url_gives_the_redirect_and_its_host(tmp_path):
    env = {**OIDC, "ROOTCAUSE_COOKIE_SECRET": SECRET, "ROOTCAUSE_PUBLIC_URL": "https://RCA.Hospital.example/"}
    setup = sign_in_setup(env, [], port=8501, data_dir=tmp_path)
    assert setup is not None and setup.auth is not None
    assert setup.auth["redirect_uri"] == setup.redirect_uri == "https://RCA.Hospital.example/oauth2callback"
    assert setup.redirect_host == "rca.hospital.example"


@pytest.mark.parametrize(("given", "expected"), [
    ("https://rca.hospital.example", "https://rca.hospital.example"),
    ("http://10.1.2.3:8443/", "http://10.1.2.3:8443"),
    ("  https://[fd00::5]:9000  ", "https://[fd00::5]:9000"),
    ("", None),
])
def test_public_url_is_an_origin(given, expected):
    assert public_url({"ROOTCAUSE_PUBLIC_URL": given}) == expected


@pytest.mark.parametrize("given", ["rca.hospital.example", "ftp://rca.hospital.example", "https://",
                                  "https://rca.hospital.example/rootcause", "https://rca.hospital.example/?a=1",
                                  "https://user:pw@rca.hospital.example", "https://rca.hospital.example:port"])
def test_public_url_that_is_not_an_origin_is_refused_in_both_languages(given):
    with pytest.raises(InvalidInput) as caught:
        public_url({"ROOTCAUSE_PUBLIC_URL": given})
    text = _messages(caught)
    assert "ROOTCAUSE_PUBLIC_URL" in text and "https://rca.hospital.example" in text and "不可含路徑" in text


def test_without_a_public_url_the_redirect_is_localhost_on_the_apps_port():
    assert redirect_uri({}, 8765) == "http://localhost:8765/oauth2callback"


def test_without_sign_in_there_is_nothing_to_set_up_and_no_secret_is_made(tmp_path):
    assert sign_in_setup({"ROOTCAUSE_OIDC_CLIENT_ID": "x"}, [tmp_path / "absent.toml"], port=8501,
                         data_dir=tmp_path / "data") is None
    assert not (tmp_path / "data").exists()


# --- the secrets.toml form --------------------------------------------------------------------------------------

FULL = f"""[auth]
redirect_uri = "https://rca.hospital.example:{{port}}/oauth2callback"
cookie_secret = "{SECRET}"
client_id = "rootcause"
client_secret = "s3cr3t-value"
server_metadata_url = "{METADATA}"
"""
PROVIDER_ONLY = f"""[auth]
client_id = "rootcause"
client_secret = "s3cr3t-value"
server_metadata_url = "{METADATA}"
"""


def test_a_complete_auth_table_is_left_to_streamlit_as_it_is(tmp_path):
    setup = sign_in_setup({}, [_secrets(tmp_path, FULL)], port=8443, data_dir=tmp_path / "data")
    assert setup is not None and setup.auth is None
    assert setup.redirect_uri == "https://rca.hospital.example:8443/oauth2callback"  # {port}, as Streamlit fills it
    assert setup.redirect_host == "rca.hospital.example:8443" and setup.cookie_secret == SECRET
    assert not (tmp_path / "data").exists()


def test_a_table_without_redirect_or_cookie_secret_gets_them_filled_in(tmp_path):
    env = {"ROOTCAUSE_PUBLIC_URL": "https://rca.hospital.example"}
    setup = sign_in_setup(env, [_secrets(tmp_path, PROVIDER_ONLY)], port=8501, data_dir=tmp_path / "data")
    assert setup is not None and setup.auth is not None
    assert setup.auth["redirect_uri"] == "https://rca.hospital.example/oauth2callback"
    assert setup.auth["cookie_secret"] == (tmp_path / "data" / COOKIE_SECRET_FILE).read_text().strip()
    assert setup.auth["client_id"] == "rootcause" and setup.auth["server_metadata_url"] == METADATA


def test_the_variables_win_over_a_secrets_file(tmp_path):
    env = {**OIDC, "ROOTCAUSE_OIDC_CLIENT_ID": "from-env", "ROOTCAUSE_COOKIE_SECRET": SECRET}
    setup = sign_in_setup(env, [_secrets(tmp_path, FULL)], port=8501, data_dir=tmp_path)
    assert setup is not None and setup.auth is not None and setup.auth["client_id"] == "from-env"
    assert setup.redirect_uri == "http://localhost:8501/oauth2callback"


def test_an_incomplete_table_is_not_sign_in(tmp_path):
    text = PROVIDER_ONLY.replace('client_secret = "s3cr3t-value"\n', "")
    assert sign_in_setup({}, [_secrets(tmp_path, text)], port=8501, data_dir=tmp_path) is None


def test_a_later_secrets_file_replaces_an_earlier_auth_table_whole(tmp_path):
    home = _secrets(tmp_path / "home", FULL)
    app = _secrets(tmp_path / "app", '[auth]\nclient_id = "other"\n')
    assert effective_auth_table([home, app]) == {"client_id": "other"}
    assert effective_auth_table([app, home])["client_id"] == "rootcause"
    assert effective_auth_table([tmp_path / "absent.toml"]) is None


# --- the cookie secret ------------------------------------------------------------------------------------------

def test_the_cookie_secret_variable_is_used_when_long_enough(tmp_path):
    assert cookie_secret({"ROOTCAUSE_COOKIE_SECRET": f"  {SECRET} "}, tmp_path) == SECRET
    assert not (tmp_path / COOKIE_SECRET_FILE).exists()


def test_a_short_cookie_secret_variable_is_refused_without_echoing_it(tmp_path):
    with pytest.raises(InvalidInput) as caught:
        cookie_secret({"ROOTCAUSE_COOKIE_SECRET": "hunter2-short"}, tmp_path)
    text = _messages(caught)
    assert "ROOTCAUSE_COOKIE_SECRET" in text and "32" in text and "hunter2" not in text


def test_the_first_start_makes_a_private_secret_that_later_starts_keep(tmp_path):
    data = tmp_path / "data"
    first = cookie_secret({}, data)
    path = data / COOKIE_SECRET_FILE
    assert len(first) >= 32 and path.read_text(encoding="ascii") == first + "\n"
    assert stat.S_IMODE(path.stat().st_mode) == 0o600 and stat.S_IMODE(data.stat().st_mode) == 0o700
    assert cookie_secret({}, data) == first
    assert [p.name for p in data.iterdir()] == [COOKIE_SECRET_FILE], "no temporary file is left behind"


def test_an_existing_secret_is_never_replaced(tmp_path):
    path = tmp_path / COOKIE_SECRET_FILE
    path.write_text(SECRET + "\n", encoding="ascii")
    path.chmod(0o600)
    assert read_or_create_secret(path) == SECRET and path.read_text(encoding="ascii") == SECRET + "\n"


def test_servers_starting_at_once_agree_on_one_secret(tmp_path):
    path = tmp_path / "data" / COOKIE_SECRET_FILE
    found: list[str] = []
    start = threading.Barrier(8)

    def make() -> None:
        start.wait()
        found.append(read_or_create_secret(path))

    workers = [threading.Thread(target=make) for _ in range(8)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    assert len(found) == 8 and len(set(found)) == 1 and found[0] == path.read_text(encoding="ascii").strip()


def test_a_secret_file_others_can_read_is_refused(tmp_path):
    path = tmp_path / COOKIE_SECRET_FILE
    path.write_text(SECRET + "\n", encoding="ascii")
    path.chmod(0o644)
    with pytest.raises(ConfigError) as caught:
        read_or_create_secret(path)
    text = _messages(caught)
    assert str(path) in text and "chmod 600" in text and SECRET not in text


@pytest.mark.parametrize("content", ["", "short\n", "two words that are long enough to pass the length\n"])
def test_a_secret_file_without_a_usable_secret_is_refused(tmp_path, content):
    path = tmp_path / COOKIE_SECRET_FILE
    path.write_text(content, encoding="ascii")
    path.chmod(0o600)
    with pytest.raises(ConfigError) as caught:
        read_or_create_secret(path)
    assert "Delete it and restart" in _messages(caught)


def test_a_data_folder_that_cannot_hold_the_secret_is_one_error_naming_the_file(tmp_path):
    not_a_folder = tmp_path / "data"
    not_a_folder.write_text("", encoding="utf-8")
    with pytest.raises(ConfigError) as caught:
        cookie_secret({}, not_a_folder)
    assert str(not_a_folder / COOKIE_SECRET_FILE) in _messages(caught)
