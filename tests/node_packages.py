"""Pinned npm packages the tests run for real (the Mermaid parser, the MCP Inspector CLI): ``npm ci`` runs once
per folder, the first time a test needs it; after that everything is offline.

Test workers run in parallel: one worker's ``npm ci`` empties ``node_modules`` and fills it again while another may
be about to run node from it. So the check and the install hold a lock on the folder, and a folder counts as
installed only once a marker written after a finished install is there (a half-extracted package is not).

Without node/npm a test skips on a developer's machine and fails in CI (``CI`` set): CI must check these.
"""

from __future__ import annotations

import fcntl
import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

_installed: set[Path] = set()
_DONE = ".rootcause-install-complete"  # (in node_modules, written after ``npm ci`` finished)


def _tools(purpose: str) -> tuple[str, str]:
    node, npm = shutil.which("node"), shutil.which("npm")
    if node and npm:
        return node, npm
    reason = f"{purpose} needs Node.js (20+) and npm on PATH (Debian: apt-get install nodejs npm)"
    if os.environ.get("CI"):
        pytest.fail(f"{reason}; CI must have them.", pytrace=False)
    pytest.skip(reason)


def _pinned_versions_installed(folder: Path) -> bool:
    if not (folder / "node_modules" / _DONE).exists():
        return False
    wanted = json.loads((folder / "package.json").read_text(encoding="utf-8"))["dependencies"]
    for name, version in wanted.items():
        manifest = folder / "node_modules" / name / "package.json"
        if not manifest.exists() or json.loads(manifest.read_text(encoding="utf-8")).get("version") != version:
            return False
    return True


def ensure_installed(folder: Path, purpose: str) -> str:
    """Install ``folder``'s pinned packages once (``npm ci``); return the node executable."""
    node, npm = _tools(purpose)
    if folder in _installed:
        return node
    with (folder / ".install.lock").open("w") as lock:  # (another worker installing: wait for it, then look again)
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not _pinned_versions_installed(folder):
            done = subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=folder, capture_output=True, text=True,
                                  timeout=900, check=False)
            if done.returncode != 0:
                pytest.fail(f"npm ci in {folder} failed ({done.returncode}):\n{done.stderr[-3000:]}", pytrace=False)
            (folder / "node_modules" / _DONE).write_text("npm ci finished\n", encoding="utf-8")
    _installed.add(folder)
    return node
