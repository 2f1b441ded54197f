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
        ("streamlit", ("app.py", "pages/", "rootcause/ui/", "rootcause/web/")),
        ("mcp", ("rootcause/mcp/",)),
        ("openai", ("rootcause/assist/",)),
    ],
)
def test_each_library_is_imported_only_by_its_layer(library, allowed):
    for path in _all_sources():
        if path.exists() and _uses(_imports(path), library):
            assert _rel(path).startswith(allowed), f"{_rel(path)} imports {library}"


# What each room of rootcause/domain may import from the others (model is the floor; nothing imports upwards).
ROOMS: dict[str, set[str]] = {
    "model": set(),
    "text": {"model"},
    "phi": {"model", "text"},
    "classify": {"model", "text"},
    "actions": {"model", "text"},
    "causal": {"model", "text"},
    "search": {"model", "text"},
    "guidance": {"model", "causal"},
}


def _room(path: Path) -> str:
    parts = path.relative_to(PACKAGE / "domain").parts
    return parts[0] if len(parts) > 1 else parts[0].removesuffix(".py")


def test_every_domain_module_lives_in_a_named_room():
    for path in _sources("rootcause/domain"):
        if path.name != "__init__.py" or path.parent != PACKAGE / "domain":
            assert _room(path) in ROOMS, f"{_rel(path)} is in no room of rootcause/domain (see ROOMS)"


@pytest.mark.parametrize("room", sorted(ROOMS))
def test_each_domain_room_imports_only_the_rooms_below_it(room):
    for path in _sources("rootcause/domain"):
        if _room(path) != room:
            continue
        used = {name.split(".")[2] for name in _imports(path) if name.startswith("rootcause.domain.")}
        assert used <= ROOMS[room] | {room}, f"{_rel(path)} imports the rooms {sorted(used - ROOMS[room] - {room})}"


def test_faces_import_only_the_read_models_and_the_services():
    """Pages, ui and the MCP tools see the domain through ``domain.model`` and reach everything else through the
    services (and ``bootstrap``, which builds the store, the frameworks and the assistant for them)."""
    faces = [*(REPO / "pages").glob("*.py"), REPO / "app.py", *_sources("rootcause/ui", "rootcause/mcp")]
    for path in faces:
        for name in _imports(path):
            if _uses({name}, "rootcause.domain"):
                assert _uses({name}, "rootcause.domain.model"), f"{_rel(path)} imports {name}: use domain.model"
            for inner in ("rootcause.store", "rootcause.export", "rootcause.assist", "rootcause.config"):
                assert not _uses({name}, inner), f"{_rel(path)} imports {name}: call a service instead"


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
            assert lines <= 400, f"{_rel(path)} has {lines} lines: split it by job"


def _diagram() -> str:
    text = (REPO / "docs" / "architecture.md").read_text(encoding="utf-8")
    start = text.index("```mermaid", text.index("## Layers and packages"))
    return text[start:text.index("```", start + 3)]


def test_the_architecture_diagram_names_every_package_and_domain_room():
    diagram = _diagram()
    packages = sorted(p.parent for p in PACKAGE.glob("*/__init__.py"))
    for package in packages:
        assert f'"{_rel(package)}' in diagram, f"docs/architecture.md's diagram lacks {_rel(package)}"
    for room in ROOMS:
        assert f'{room}["{room}"]' in diagram, f"docs/architecture.md's diagram lacks the domain room {room}"
    assert '"rootcause/bootstrap.py"' in diagram


def test_every_type_ignore_names_its_error_and_says_why():
    """A silenced type error must say which one and why, so the next reader can tell if it still holds."""
    for path in _all_sources():
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            if "type: ignore" not in line:
                continue
            after = line.split("type: ignore", 1)[1]
            assert after.startswith("["), f"{_rel(path)}:{number}: name the error code, e.g. type: ignore[arg-type]"
            assert "#" in after.split("]", 1)[1], f"{_rel(path)}:{number}: say why after the code (# reason)"


def _assigned_twice(path: Path) -> list[str]:
    """Module-level constants (UPPER or _UPPER names) bound by more than one top-level assignment."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    seen: dict[str, int] = {}
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(
            node, ast.AnnAssign) and node.value is not None else []
        for target in targets:
            for name in (n.id for n in ast.walk(target) if isinstance(n, ast.Name)):
                if name.lstrip("_")[:1].isupper() and name.lstrip("_").upper() == name.lstrip("_"):
                    seen[name] = seen.get(name, 0) + 1
    return sorted(name for name, count in seen.items() if count > 1)


def test_no_module_binds_a_constant_twice():
    """A second binding silently replaces the first for every rule that reads it (session 11: a new pattern took an
    older one's name in phi/names.py and a name rule stopped working); ruff flags functions and imports, not this."""
    twice = {_rel(path): names for path in _all_sources() if path.exists() and (names := _assigned_twice(path))}
    assert twice == {}
