"""The real Mermaid parser for tests: one node process checks a whole batch of diagram texts.

``mermaid_check/`` pins the Mermaid that Streamlit bundles (so "the parser accepts it" means "the app
draws it") plus linkedom, the DOM that Mermaid's sanitiser needs under node, installed once by
``tests/node_packages.py`` (about 10 s).
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pytest

from tests import node_packages

CHECK_DIR = Path(__file__).resolve().parent / "mermaid_check"
MERMAID_JS = CHECK_DIR / "node_modules" / "mermaid" / "dist" / "mermaid.min.js"  # (the pinned bundle, for the browser)
PURPOSE = "Mermaid output is checked with the real Mermaid parser, which"


def ensure_installed() -> str:
    """Install the pinned packages once (``npm ci``); return the node executable."""
    return node_packages.ensure_installed(CHECK_DIR, PURPOSE)


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
