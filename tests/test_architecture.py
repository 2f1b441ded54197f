"""The import rules of the design README, checked by reading every module's imports."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
PACKAGE = REPO / "rootcause"


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def _sources(*parts: str) -> list[Path]:
    return sorted(p for part in parts for p in (REPO / part).rglob("*.py")) if parts else []


def _all_sources() -> list[Path]:
    return sorted([*PACKAGE.rglob("*.py"), *(REPO / "pages").glob("*.py"), REPO / "app.py"])


def _uses(names: set[str], top: str) -> bool:
    return any(n == top or n.startswith(top + ".") for n in names)


def _rel(path: Path) -> str:
    return path.relative_to(REPO).as_posix()


@pytest.mark.parametrize("layer", ["rootcause/domain", "rootcause/export"])
def test_pure_layers_import_no_store_service_face_or_framework(layer):
    forbidden = ["rootcause.store", "rootcause.services", "rootcause.mcp", "rootcause.ui", "rootcause.assist",
                 "streamlit", "sqlmodel", "sqlalchemy", "mcp", "openai"]
    for path in _sources(layer):
        names = _imports(path)
        bad = [f for f in forbidden if _uses(names, f)]
        assert not bad, f"{_rel(path)} imports {bad}"


@pytest.mark.parametrize(
    ("library", "allowed"),
    [
        ("sqlmodel", ("rootcause/store/", "rootcause/services/")),
        ("sqlalchemy", ("rootcause/store/", "rootcause/services/")),
        ("streamlit", ("app.py", "pages/", "rootcause/ui/")),
        ("mcp", ("rootcause/mcp/",)),
        ("openai", ("rootcause/assist/",)),
    ],
)
def test_each_library_is_imported_only_by_its_layer(library, allowed):
    for path in _all_sources():
        if path.exists() and _uses(_imports(path), library):
            assert _rel(path).startswith(allowed), f"{_rel(path)} imports {library}"


def test_pages_and_tools_never_touch_the_store_directly():
    faces = [*(REPO / "pages").glob("*.py"), REPO / "app.py", *(PACKAGE / "mcp").glob("tools_*.py")]
    for path in faces:
        if not path.exists():
            continue
        names = _imports(path)
        assert not _uses(names, "rootcause.store.tables"), f"{_rel(path)} reaches into the tables"
        source = path.read_text(encoding="utf-8")
        for needle in ("transaction(", ".exec(", "sqlite3", "create_engine"):
            assert needle not in source, f"{_rel(path)} opens the database ({needle})"


def test_no_module_is_far_past_the_size_of_one_job():
    for path in _all_sources():
        if path.exists():
            lines = len(path.read_text(encoding="utf-8").splitlines())
            assert lines <= 450, f"{_rel(path)} has {lines} lines: split it by job"
