"""Every operation the services can write to the audit trail, and every kind of row it can name, has a label in
both languages: the audit page falls back to the raw name, which a Chinese reader would see in English.

The operation names are read from the services' source (the ``operation=`` of every write), not listed here, so
a new operation without a label fails this test instead of reaching the page.
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from full_case import build_complete_case

from rootcause.domain.model.actor import Actor
from rootcause.domain.model.ids import PREFIXES
from rootcause.services import closing, meeting, sessions
from rootcause.services.frameworks import Frameworks
from rootcause.store import Store
from rootcause.ui.i18n import LANGS, catalogues, text_in

if TYPE_CHECKING:
    from app_driver import Driver

ROOT = Path(__file__).resolve().parents[2]
SERVICES = sorted((ROOT / "rootcause/services").glob("*.py"))
WRITERS = {"add", "add_checked", "update", "delete", "audit"}  # the Tx methods that write an audit entry


class Unresolved(Exception):
    """An operation name the scan cannot read: write it as a literal (or a conditional of literals)."""


def _functions(tree: ast.Module) -> dict[str, ast.FunctionDef]:
    return {node.name: node for node in ast.walk(tree) if isinstance(node, ast.FunctionDef)}


def _enclosing(tree: ast.Module) -> dict[ast.AST, ast.FunctionDef]:
    """Each node's innermost function."""
    owner: dict[ast.AST, ast.FunctionDef] = {}
    for func in (n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)):
        for node in ast.walk(func):
            if node not in owner or func in ast.walk(owner[node]):
                owner[node] = func
    return owner


def _argument(call: ast.Call, func: ast.FunctionDef, name: str) -> ast.expr | None:
    for keyword in call.keywords:
        if keyword.arg == name:
            return keyword.value
    positional = [a.arg for a in (*func.args.posonlyargs, *func.args.args)]
    if name in positional and positional.index(name) < len(call.args):
        return call.args[positional.index(name)]
    return None


def _callee(call: ast.Call) -> str | None:
    if isinstance(call.func, ast.Name):
        return call.func.id
    return call.func.attr if isinstance(call.func, ast.Attribute) else None


def _resolve(node: ast.expr, tree: ast.Module, owner: dict[ast.AST, ast.FunctionDef], where: str) -> set[str]:
    """The strings ``node`` can be: a literal, either branch of a conditional, a local assigned from those, or a
    parameter of a function of the module, from what its callers in the module pass."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value}
    if isinstance(node, ast.IfExp):
        return _resolve(node.body, tree, owner, where) | _resolve(node.orelse, tree, owner, where)
    func = owner.get(node)
    if isinstance(node, ast.Name) and func is not None:
        assigned = [a.value for a in ast.walk(func) if isinstance(a, ast.Assign)
                    and any(isinstance(target, ast.Name) and target.id == node.id for target in a.targets)]
        if assigned:
            return set().union(*(_resolve(value, tree, owner, where) for value in assigned))
        if node.id in {a.arg for a in (*func.args.posonlyargs, *func.args.args, *func.args.kwonlyargs)}:
            calls = [c for c in ast.walk(tree) if isinstance(c, ast.Call) and _callee(c) == func.name]
            passed = [arg for arg in (_argument(c, func, node.id) for c in calls) if arg is not None]
            if passed:
                return set().union(*(_resolve(arg, tree, owner, where) for arg in passed))
    raise Unresolved(f"{where}:{node.lineno}: {ast.unparse(node)}")


def audited_operations() -> set[str]:
    """Every operation name a service passes to a write of the store (and so to the audit trail)."""
    found: set[str] = set()
    for path in SERVICES:
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        owner = _enclosing(tree)
        where = path.relative_to(ROOT).as_posix()
        for call in (c for c in ast.walk(tree) if isinstance(c, ast.Call) and _callee(c) in WRITERS):
            named = [k.value for k in call.keywords if k.arg == "operation"]
            if _callee(call) == "audit" and call.args:
                named.append(call.args[0])
            for node in named:
                found |= _resolve(node, tree, owner, where)
    return found


def test_the_scan_finds_the_operations_of_every_service() -> None:
    """The scan itself: literal, conditional and forwarded names are all found (none would be a vacuous pass)."""
    found = audited_operations()
    assert {"create_session", "set_summary", "restore_session", "update_action", "override_strength",
            "sign_off_facilitator", "sign_off_approver", "confirm_cause_hfacs", "start_meeting", "set_timeboxes",
            "import_case", "enable_user", "disable_user"} <= found
    assert len(found) > 50


@pytest.mark.parametrize("lang", LANGS)
def test_every_audited_operation_has_a_label(lang: str) -> None:
    book = catalogues()[lang]
    assert sorted(op for op in audited_operations() if f"audit.op.{op}" not in book) == []


@pytest.mark.parametrize("lang", LANGS)
def test_every_kind_of_row_the_trail_can_name_has_a_label(lang: str) -> None:
    """An entry names its target by the kind its id was made for (``ids.PREFIXES``); an audit entry is no target."""
    book = catalogues()[lang]
    assert sorted(kind for kind in PREFIXES if kind != "audit" and f"audit.target_{kind}" not in book) == []


@pytest.mark.parametrize("lang", LANGS)
def test_summary_and_sign_offs_show_by_their_labels_on_the_audit_page(app: Driver, db: Store, fw: Frameworks,
                                                                      facilitator: Actor, bot: Actor,
                                                                      lang: str) -> None:
    case = build_complete_case(db, fw, facilitator, bot, lang)
    version = sessions.get_case(db, session_id=case).session.version
    sessions.set_summary(db, session_id=case, summary="Look-alike vials stored side by side", version=version,
                         actor=facilitator)
    closing.close_case(db, session_id=case, actor=facilitator)
    meeting.sign_off(db, session_id=case, kind="facilitator", role="facilitator", actor=facilitator)
    meeting.sign_off(db, session_id=case, kind="approver", role="quality_committee", actor=facilitator)
    app.run().type("rc_lang", lang).run().open("pages/audit.py", case=case)
    shown = app.at.dataframe[0].value.astype(str).to_dict("records")
    operations = {row["operation"] for row in shown}
    for op in ("set_summary", "sign_off_facilitator", "sign_off_approver"):
        assert text_in(lang, f"audit.op.{op}") in operations and op not in operations, op
    assert {row["target_kind"] for row in shown} >= {text_in(lang, "audit.target_sign_off")}
    audited = audited_operations()
    assert [row["operation"] for row in shown if row["operation"] in audited] == [], "raw names on the page"
