"""The real Mermaid parser for tests: one node process checks a whole batch of diagram texts.

``mermaid_check/`` pins the Mermaid that Streamlit bundles (so "the parser accepts it" means "the app
draws it") plus linkedom, the DOM that Mermaid's sanitiser needs under node. ``npm ci`` runs once, the
first time a test needs it (about 10 s); after that everything is offline.

Without node/npm a test skips on a developer's machine and fails in CI (``CI`` set): CI must check this.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

CHECK_DIR = Path(__file__).resolve().parent / "mermaid_check"
_installed = False


def _tools() -> tuple[str, str]:
    node, npm = shutil.which("node"), shutil.which("npm")
    if node and npm:
        return node, npm
    reason = ("Mermaid output is checked with the real Mermaid parser, which needs Node.js (20+) and npm on PATH "
              "(Debian: apt-get install nodejs npm)")
    if os.environ.get("CI"):
        pytest.fail(f"{reason}; CI must have them.", pytrace=False)
    pytest.skip(reason)


def _pinned_versions_installed() -> bool:
    wanted = json.loads((CHECK_DIR / "package.json").read_text(encoding="utf-8"))["dependencies"]
    for name, version in wanted.items():
        manifest = CHECK_DIR / "node_modules" / name / "package.json"
        if not manifest.exists() or json.loads(manifest.read_text(encoding="utf-8")).get("version") != version:
            return False
    return True


def ensure_installed() -> str:
    """Install the pinned packages once (``npm ci``); return the node executable."""
    global _installed
    node, npm = _tools()
    if _installed or _pinned_versions_installed():
        _installed = True
        return node
    done = subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=CHECK_DIR, capture_output=True, text=True,
                          timeout=900, check=False)
    if done.returncode != 0:
        pytest.fail(f"npm ci in {CHECK_DIR} failed ({done.returncode}):\n{done.stderr[-3000:]}", pytrace=False)
    _installed = True
    return node


def parse(texts: list[str]) -> list[dict[str, Any]]:
    """``{ok, error, shape}`` for each text, from one node process (see ``mermaid_check/check.mjs``)."""
    if not texts:
        return []
    node = ensure_installed()
    done = subprocess.run([node, "check.mjs"], cwd=CHECK_DIR, input=json.dumps(texts), capture_output=True,
                          text=True, encoding="utf-8", timeout=900, check=False)
    if done.returncode != 0:
        pytest.fail(f"check.mjs crashed ({done.returncode}):\n{done.stderr[-3000:]}", pytrace=False)
    results = json.loads(done.stdout)
    assert len(results) == len(texts), "check.mjs must answer once per text"
    return results


def validate(texts: list[str]) -> list[tuple[bool, str]]:
    """(accepted, parser error) for each Mermaid text, in order."""
    return [(r["ok"], r["error"]) for r in parse(texts)]
