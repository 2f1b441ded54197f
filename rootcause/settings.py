"""Settings from the environment, shared by the app, the MCP server and the CLI.

Both processes must agree on where the store lives, so every default is resolved the same way
(relative paths against the current directory, as `make run` starts both from the repo root). The frameworks and
rules never depend on the working directory: they ship in the package, and ``config_dir`` only adds overrides.
"""

from __future__ import annotations

import os
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, SecretStr

from rootcause.config.layers import LEARNED_RULES_PATH, override_folder
from rootcause.errors import InvalidInput
from rootcause.languages import Lang

DB_FILENAME = "rootcause.db"


class Settings(BaseModel):
    """Resolved settings; build with :func:`load_settings` rather than by hand."""

    model_config = ConfigDict(frozen=True)

    data_dir: Path
    database_url: str
    # The override folder: ROOTCAUSE_CONFIG_DIR, else <data_dir>/config (may be absent). A file in it replaces the
    # built-in file of the same relative path (rootcause/config/layers.py); phi/*.txt are read only from it.
    config_dir: Path
    lang: Lang = "en"
    mcp_token: str | None = Field(default=None, repr=False)  # a secret: never in a repr or a log
    mcp_host: str = "127.0.0.1"
    mcp_port: int = 8765
    mcp_admin: bool = False  # ROOTCAUSE_MCP_ADMIN=1 offers the admin tools (learn a rule, reload the rule files)
    allowed_hosts: tuple[str, ...] = ()  # ROOTCAUSE_ALLOWED_HOSTS: names clients use for the MCP server (Host check)
    app_port: int = 8501
    log_level: str = "INFO"
    # Optional AI assist (rootcause/assist): off unless ROOTCAUSE_LLM=on; the key is never logged or shown.
    llm_enabled: bool = False
    llm_model: str | None = None
    llm_base_url: str | None = None
    llm_api_key: SecretStr | None = Field(default=None, repr=False)
    embed_model: str | None = None
    llm_timeout: float = 10.0

    @property
    def llm_configured(self) -> bool:
        """On and usable: ROOTCAUSE_LLM=on with a model named (else the app says "on, not configured")."""
        return self.llm_enabled and bool(self.llm_model)

    @property
    def learned_rules_file(self) -> Path:
        """Where ``rootcause rules export`` writes the reviewed learned rules (and start-up reads them back):
        ``hfacs/learned_rules.yaml`` in the override folder, never inside the installed package."""
        return self.config_dir / LEARNED_RULES_PATH

    @property
    def is_sqlite(self) -> bool:
        return self.database_url.startswith("sqlite")

    @property
    def sqlite_path(self) -> Path | None:
        """The database file for a SQLite URL, else None."""
        if not self.is_sqlite:
            return None
        raw = self.database_url.split(":///", 1)[1] if ":///" in self.database_url else ""
        return Path(raw) if raw and raw != ":memory:" else None


def _lang(value: str) -> Lang:
    aliases: dict[str, Lang] = {"en": "en", "zh-tw": "zh-TW", "zh_tw": "zh-TW", "zh-hant": "zh-TW", "zh": "zh-TW"}
    normalised = aliases.get(value.strip().lower())
    if normalised is None:
        raise InvalidInput(
            field="ROOTCAUSE_LANG",
            en=f"ROOTCAUSE_LANG must be 'en' or 'zh-TW', not '{value}'.",
            zh=f"ROOTCAUSE_LANG 必須是 'en' 或 'zh-TW'，而不是「{value}」。",
        )
    return normalised


def language_alone(env: dict[str, str] | None = None) -> Lang:
    """ROOTCAUSE_LANG read by itself (English when unset or not a language): the language a refusal of any other
    setting is told in, so a Chinese user is not answered in English because another setting is wrong."""
    value = (os.environ if env is None else env).get("ROOTCAUSE_LANG") or "en"
    try:
        return _lang(value)
    except InvalidInput:
        return "en"


def port_number(name: str, value: str, *, any_free: bool = False) -> int:
    """A TCP port from a setting or an option (``--port``): 1–65535 (0, "any free port", where ``any_free``), or a
    refusal naming it."""
    try:
        port = int(value)
    except ValueError:
        port = -1
    if not (0 if any_free else 1) <= port < 65536:
        raise InvalidInput(
            field=name,
            en=f"{name} must be a port number between 1 and 65535, not '{value}'.",
            zh=f"{name} 必須是 1 到 65535 之間的連接埠號碼，而不是「{value}」。",
        )
    return port


_SWITCH = {"on": True, "true": True, "1": True, "yes": True, "off": False, "false": False, "0": False, "no": False}


def _switch(name: str, value: str) -> bool:
    found = _SWITCH.get(value.strip().lower())
    if found is None:
        raise InvalidInput(
            field=name,
            en=f"{name} must be 'on' or 'off' (also true/false, 1/0), not '{value}'.",
            zh=f"{name} 必須是 'on' 或 'off'（也可用 true/false、1/0），而不是「{value}」。",
        )
    return found


def _seconds(name: str, value: str) -> float:
    try:
        seconds = float(value)
    except ValueError:
        seconds = -1.0
    if not 0 < seconds <= 600:
        raise InvalidInput(
            field=name,
            en=f"{name} must be a number of seconds above 0 and at most 600, not '{value}'.",
            zh=f"{name} 必須是大於 0、最多 600 的秒數，而不是「{value}」。",
        )
    return seconds


def load_settings(env: dict[str, str] | None = None) -> Settings:
    """Read ROOTCAUSE_* variables (or ``env``) and fill in the defaults."""
    env = dict(os.environ if env is None else env)
    data_dir = Path(env.get("ROOTCAUSE_DATA_DIR") or "./data").expanduser().resolve()
    url = env.get("ROOTCAUSE_DATABASE_URL") or f"sqlite:///{data_dir / DB_FILENAME}"
    return Settings(
        data_dir=data_dir,
        database_url=url,
        config_dir=override_folder(env.get("ROOTCAUSE_CONFIG_DIR"), data_dir),
        lang=_lang(env.get("ROOTCAUSE_LANG") or "en"),
        mcp_token=env.get("ROOTCAUSE_MCP_TOKEN") or None,
        mcp_host=env.get("ROOTCAUSE_MCP_HOST") or "127.0.0.1",
        mcp_port=port_number("ROOTCAUSE_MCP_PORT", env.get("ROOTCAUSE_MCP_PORT") or "8765"),
        mcp_admin=_switch("ROOTCAUSE_MCP_ADMIN", env.get("ROOTCAUSE_MCP_ADMIN") or "off"),
        allowed_hosts=tuple(h.strip() for h in (env.get("ROOTCAUSE_ALLOWED_HOSTS") or "").split(",") if h.strip()),
        app_port=port_number("ROOTCAUSE_APP_PORT", env.get("ROOTCAUSE_APP_PORT") or "8501"),
        log_level=(env.get("ROOTCAUSE_LOG_LEVEL") or "INFO").upper(),
        llm_enabled=_switch("ROOTCAUSE_LLM", env.get("ROOTCAUSE_LLM") or "off"),
        llm_model=(env.get("ROOTCAUSE_LLM_MODEL") or "").strip() or None,
        llm_base_url=(env.get("OPENAI_BASE_URL") or "").strip() or None,
        llm_api_key=SecretStr(env["OPENAI_API_KEY"]) if env.get("OPENAI_API_KEY") else None,
        embed_model=(env.get("ROOTCAUSE_EMBED_MODEL") or "").strip() or None,
        llm_timeout=_seconds("ROOTCAUSE_LLM_TIMEOUT", env.get("ROOTCAUSE_LLM_TIMEOUT") or "10"),
    )
