"""The app served by `rootcause run` keeps the Streamlit options the product depends on, whatever config.toml says."""

from __future__ import annotations

import json
import subprocess
import sys

from app_probe import clean_env

from rootcause.domain.model.validation import MAX_DOCUMENT

PROBE = """
import json, sys
from streamlit import config
from rootcause.web.asgi import build_app
from rootcause.web.serve import app_path
build_app(app_path(), "127.0.0.1", 8599, ())
names = ["server.maxUploadSize", "browser.gatherUsageStats", "server.headless", "server.fileWatcherType",
         "server.enableAgentApi", "client.showErrorDetails", "client.toolbarMode"]
print(json.dumps({name: config.get_option(name) for name in names}))
"""


def test_uploads_stop_at_the_import_limit_no_usage_stats_no_agent_api_and_no_error_details(tmp_path):
    """In a child process: Streamlit's configuration is process-wide, and a test worker must keep its own."""
    # From another folder: the checkout's .streamlit/config.toml must still apply (it sits beside app.py).
    done = subprocess.run([sys.executable, "-c", PROBE], cwd=tmp_path, env=clean_env(tmp_path / "data"),
                          capture_output=True, text=True, timeout=60, check=True)
    options = json.loads(done.stdout.strip().splitlines()[-1])
    assert options["server.maxUploadSize"] * 1_000_000 >= MAX_DOCUMENT > (options["server.maxUploadSize"] - 1) * 1e6
    assert options["browser.gatherUsageStats"] is False and options["server.enableAgentApi"] is False
    assert options["server.headless"] is True and options["server.fileWatcherType"] == "none"
    # from .streamlit/config.toml beside app.py: the App is built before the options are loaded over it
    assert options["client.showErrorDetails"] == "none" and options["client.toolbarMode"] == "minimal"
