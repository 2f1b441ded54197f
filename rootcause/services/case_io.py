"""A case to and from its JSON document (see ``domain/case_document.py``).

Import is all or nothing: the document is parsed, every reference and code is checked and every
text passes the PHI guard before the one transaction that writes the new case. Ids are fresh; the
references between parts are rewired; who made each part is kept.
"""

from __future__ import annotations

import json
import re
from datetime import date, datetime
from typing import Any, cast

from pydantic import ValidationError
from sqlmodel import select

from rootcause.domain.causal import why_tree as rules
from rootcause.domain.model import strict_json
from rootcause.domain.model.actor import Actor
from rootcause.domain.model.case import SessionSummary
from rootcause.domain.model.causation import CRITERIA
from rootcause.domain.model.document import CaseDocument
from rootcause.domain.model.fishbone import STANDARD_BONES
from rootcause.domain.model.ids import new_id
from rootcause.domain.model.schema_errors import describe
from rootcause.domain.model.timeline import parse_event_time
from rootcause.domain.model.validation import (
    EARLIEST_YEAR,
    FIELD_LIMITS,
    LATEST_YEAR,
    MAX_DOCUMENT,
    limit_of,
    year_in_range,
)
from rootcause.errors import InvalidInput
from rootcause.services import case_rows, text, views
from rootcause.services.actions import override_fields
from rootcause.services.categories import name_taken
from rootcause.services.closing import unmet
from rootcause.services.frameworks import Frameworks
from rootcause.store import Store, Tx, Within, phi_wall
from rootcause.store.tables import (
    Action,
    Category,
    CausationCheck,
    Cause,
    Measurement,
    ProblemStatement,
    RcaSession,
    TimelineEvent,
    WhyNode,
    utcnow,
)


def _made(row: Any) -> dict[str, Any]:
    return {"actor_kind": row.actor_kind, "actor": row.actor, "created_at": row.created_at}


def export_case(db: Store, *, session_id: str) -> CaseDocument:
    """The whole case as a document (deleted causes and the audit trail stay behind)."""
    with db.read() as tx:
        case = tx.session(session_id)
        prob = tx.db.exec(select(ProblemStatement).where(ProblemStatement.session_id == case.id)).one()

        def rows(model: Any, *extra: Any) -> list[Any]:
            stmt = select(model).where(model.session_id == case.id, *extra)
            return sorted(tx.all(stmt), key=lambda r: (r.created_at, getattr(r, "position", 0), r.id))

        events, cats = rows(TimelineEvent), rows(Category)
        nodes, checks = rows(WhyNode), rows(CausationCheck)
        named = {n.cause_id for n in nodes} | {k.cause_id for k in checks}  # (a deleted cause a why still hangs under)
        causes = [c for c in rows(Cause) if c.deleted_at is None or c.id in named]
        actions, measures = rows(Action), rows(Measurement)
    return CaseDocument.model_validate({
        "session": {"title": case.title, "event_type": case.event_type, "framework": case.framework,
                    "language": case.language, "status": case.status, "summary": case.summary,
                    "completed_at": case.completed_at, "reopen_reason": case.reopen_reason, **_made(case)},
        "problem": {f: getattr(prob, f) for f in ("what", "where", "when", "impact", "detection", "severity")},
        "timeline": [{"id": e.id, "when": e.when_text, "description": e.description, "source": e.source,
                      **_made(e)} for e in events],
        "categories": [{"code": c.code, "name": c.name, **_made(c)} for c in cats],
        "causes": [{**views.cause(c).model_dump(include={"id", "description", "category", "category_state",
                                                          "position", "hfacs_code", "hfacs_state", "evidence",
                                                          "confidence", "verified"}),
                    "hfacs_confirmed_by": c.hfacs_confirmed_by, "deleted_at": c.deleted_at, **_made(c)}
                   for c in causes],
        "why_nodes": [{"id": n.id, "parent_id": n.parent_id, "cause_id": n.cause_id, "text": n.text,
                       "evidence": n.evidence, "is_root_cause": n.is_root_cause,
                       "root_cause_rationale": n.root_cause_rationale, "position": n.position, **_made(n)}
                      for n in nodes],
        "causation_checks": [{"node_id": c.node_id, "cause_id": c.cause_id, "level": c.level, "verdict": c.verdict,
                              "criteria": {k: {"answer": getattr(c, k), "rationale": getattr(c, f"{k}_rationale")}
                                           for k in CRITERIA}, **_made(c)} for c in checks],
        "actions": [{**{f: getattr(a, f) for f in case_rows.ACTION_FIELDS}, "id": a.id,
                     "root_cause_id": a.root_cause_id,
                     "measurements": [{"measure": m.measure, "value": m.value, "measured_on": m.measured_on,
                                       **_made(m)} for m in measures if m.action_id == a.id], **_made(a)}
                    for a in actions],
    })




def export_case_json(db: Store, *, session_id: str) -> str:
    document = export_case(db, session_id=session_id)
    data = document.model_dump(mode="json", by_alias=True)
    for optional in ("summary", "completed_at"):  # a case without them stays readable by the first release
        if data["session"].get(optional) is None:
            del data["session"][optional]
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def parse_document(raw: str | bytes | dict[str, Any]) -> CaseDocument:
    """A document from JSON text or a dict; anything else (malformed, foreign, newer) is InvalidInput."""
    if isinstance(raw, str | bytes):
        if len(raw) > MAX_DOCUMENT:
            raise _bad("the file is larger than 5 MB.", "檔案超過 5 MB。")
        if isinstance(raw, bytes):
            try:
                raw = raw.decode("utf-8-sig")
            except UnicodeDecodeError:
                raise _bad("it is not UTF-8 text; save it as UTF-8 (the export always is).",
                           "不是 UTF-8 文字；請以 UTF-8 儲存（匯出檔一律為 UTF-8）。") from None
        try:
            raw = strict_json.loads(raw)
        except strict_json.RepeatedKey as exc:
            raise _bad(f"the key {exc.shown} appears twice in one object; a reader would see one value and the store "
                       "another, so keep one.", f"同一個物件中鍵 {exc.shown} 出現兩次；閱讀者與資料庫會各取不同的值，"
                       "請只保留一個。") from None
        except strict_json.NotANumber:
            raise _bad("NaN and Infinity are not numbers JSON allows; write a number.",
                       "NaN 與 Infinity 不是 JSON 允許的數字；請填寫數字。") from None
        except ValueError as exc:
            raise _bad(f"it is not valid JSON ({str(exc)[:80]}).", "不是有效的 JSON。") from None
        except RecursionError:
            raise _bad("its JSON is nested far deeper than a case export ever is.",
                       "JSON 巢狀層數遠超過案例匯出檔應有的深度。") from None
    if not isinstance(raw, dict) or raw.get("schema") != "rootcause.case":
        raise _bad("it is not a RootCause case export (no \"schema\": \"rootcause.case\").",
                   "這不是 RootCause 的案例匯出檔（缺少 \"schema\": \"rootcause.case\"）。")
    try:
        doc = CaseDocument.model_validate(raw)
    except ValidationError as exc:  # (told from one table in both languages; a key sent is never echoed)
        problem = describe(exc.errors(include_url=False)[0])
        allowed = f" (allowed: {problem.allowed})" if problem.allowed else ""
        allowed_zh = f"（允許：{problem.allowed}）" if problem.allowed else ""
        raise _bad(f"{problem.path} {problem.en}{allowed}.", f"{problem.path} {problem.zh}{allowed_zh}。") from None
    except RecursionError:
        raise _bad("it is nested far deeper than a case export ever is.",
                   "巢狀層數遠超過案例匯出檔應有的深度。") from None
    _check_values(doc.model_dump(exclude={"schema_name"}), "")
    return doc


_INT_LIMIT = 2**31  # the store's integer columns


def _check_values(value: object, path: str) -> None:
    """Times carry their zone and numbers fit the store, wherever they are in the document."""
    if isinstance(value, dict):
        for key, item in value.items():
            _check_values(item, f"{path}.{key}" if path else str(key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            _check_values(item, f"{path}[{index}]")
    elif isinstance(value, datetime) and value.tzinfo is None:
        raise _bad(f"{path}: a time without a time zone; write it like 2026-03-14T08:15:00Z.",
                   f"{path}：時間缺少時區；請寫成 2026-03-14T08:15:00Z 的格式。")
    elif isinstance(value, date) and not year_in_range(value.year):  # (a datetime is a date too)
        raise _bad(f"{path}: the year {value.year} is outside {EARLIEST_YEAR}–{LATEST_YEAR}; check the date.",
                   f"{path}：年份 {value.year} 不在 {EARLIEST_YEAR}–{LATEST_YEAR} 之間；請檢查日期。")
    elif isinstance(value, int) and not isinstance(value, bool) and not -_INT_LIMIT <= value < _INT_LIMIT:
        raise _bad(f"{path}: the number is out of range.", f"{path}：數值超出範圍。")


def _bad(en: str, zh: str) -> InvalidInput:
    return InvalidInput(field="document", en=f"document: {en} Nothing was imported.",
                        zh=f"document：{zh}未匯入任何資料。")


def _limit(path: str) -> int:
    """The limit a document path's text takes: the field's own (problem.when) or its name's (title, source)."""
    bare = re.sub(r"\[\d+\]", "", path)
    return FIELD_LIMITS.get(bare) or limit_of(bare.rsplit(".", 1)[-1])


def _as_stored(doc: CaseDocument) -> CaseDocument:
    """The document with every text as the app and the MCP tools would store it: each string through the same text
    gate (which trims it, joins its line ends and refuses identifiers by JSON path), a blank one as not given, so an
    optional field is empty and a required one is refused by its path, as in the other faces.

    Found by walking the document, not listed by hand, so a field added to the document is guarded the day it is
    added: titles, free texts, codes, bone names and who made each part. Only the ids that tie the parts together
    (and the schema's name) are left alone, since import replaces the ids with fresh ones."""

    def put(value: object, path: str) -> object:
        if isinstance(value, dict):
            return {k: v if k in ("id", "schema") or str(k).endswith("_id") else put(
                v, f"{path}.{k}" if path else str(k)) for k, v in value.items()}
        if isinstance(value, list):
            return [put(item, f"{path}[{i}]") for i, item in enumerate(value)]
        if isinstance(value, str):
            return text.required(path, value, max_len=_limit(path)) if value.strip() else None
        return value

    return parse_document(cast("dict[str, Any]", put(doc.model_dump(by_alias=True), "")))  # ("schema", as spelt)


def _check_references(doc: CaseDocument, fw: Frameworks) -> None:
    seen: dict[str, str] = {}  # every id of the document -> the first place it appears (one namespace for all)

    def unique(name: str, ids: list[str]) -> set[str]:
        for index, ident in enumerate(ids):
            where = f"{name}[{index}].id"
            if not ident.strip():
                raise _bad(f"{where}: the id is empty; give each part an id of its own (any non-empty text).",
                           f"{where}：id 是空的；請為每個部分指定自己的 id（任何非空白文字）。")
            if ident in seen:
                raise _bad(f"{where}: the id is also used at {seen[ident]}; every part needs an id of its own.",
                           f"{where}：此 id 也用於 {seen[ident]}；每個部分都需要自己的 id。")
            seen[ident] = where
        return set(ids)

    unique("timeline", [e.id for e in doc.timeline])
    cause_ids = unique("causes", [c.id for c in doc.causes])
    node_ids = unique("why_nodes", [n.id for n in doc.why_nodes])
    unique("actions", [a.id for a in doc.actions])
    codes = [c.code for c in doc.categories]
    if len(set(codes)) != len(codes) or set(codes) & set(STANDARD_BONES):
        raise _bad("categories: a code appears twice or repeats a standard bone.",
                   "categories：分類代碼重複，或與標準魚骨分類相同。")
    for i, cat in enumerate(doc.categories):  # (the app's rule for a new bone: its code is made again from its name)
        if name_taken(fw, cat.name, [c.name for c in doc.categories[:i]]):
            raise _bad(f"categories[{i}].name repeats a standard bone's name or another bone's; give it a name of its "
                       "own.", f"categories[{i}].name 與標準魚骨分類或其他分類同名；請另取名稱。")
    bones = set(STANDARD_BONES) | set(codes)
    for i, c in enumerate(doc.causes):
        if c.category is not None and c.category not in bones:
            raise _bad(f"causes[{i}].category '{c.category[:30]}' is not a bone of the case.",
                       f"causes[{i}].category 不是此案例的分類。")
        if c.hfacs_code is not None:
            try:
                fw.config.canonical_code(c.hfacs_code)
            except InvalidInput as exc:
                where = f"causes[{i}].hfacs_code"
                raise _bad(f"{where}: {exc.message('en')}", f"{where}：{exc.message('zh-TW')}") from None
    links = {}
    for i, n in enumerate(doc.why_nodes):
        if (n.parent_id and n.parent_id not in node_ids) or (n.cause_id and n.cause_id not in cause_ids):
            raise _bad(f"why_nodes[{i}] points to a node or cause that is not in the document.",
                       f"why_nodes[{i}] 指向文件中不存在的節點或原因。")
        if n.parent_id and n.cause_id:  # (the tools hang a why under one of them, never both)
            raise _bad(f"why_nodes[{i}] names a parent_id and a cause_id; keep one (a why answers one statement).",
                       f"why_nodes[{i}] 同時指定 parent_id 與 cause_id；請只保留一個（一個為什麼只回答一個敘述）。")
        links[n.id] = rules.NodeLink(parent_id=n.parent_id, cause_id=n.cause_id)
    if rules.find_cycle(links) is not None:
        raise _bad("why_nodes: the parents form a cycle.", "why_nodes：上層關係形成循環。")
    checked: dict[str, int] = {}
    for i, k in enumerate(doc.causation_checks):
        if (k.node_id is None) == (k.cause_id is None) or (k.node_id and k.node_id not in node_ids) or (
                k.cause_id and k.cause_id not in cause_ids):
            raise _bad(f"causation_checks[{i}] must name one node or cause of the document.",
                       f"causation_checks[{i}] 必須指向文件中的一個節點或原因。")
        link = str(k.node_id or k.cause_id)
        if link in checked:  # (the tools keep one check per link and update it)
            raise _bad(f"causation_checks[{i}] checks the same link as causation_checks[{checked[link]}]; keep one.",
                       f"causation_checks[{i}] 與 causation_checks[{checked[link]}] 檢核同一個連結；請只保留一筆。")
        checked[link] = i
    for i, a in enumerate(doc.actions):
        if a.root_cause_id not in node_ids:
            raise _bad(f"actions[{i}].root_cause_id is not a why node of the document.",
                       f"actions[{i}].root_cause_id 不是文件中的節點。")
        if a.strength_override is not None:
            override_fields(a.strength_override, a.override_reason, at=f"actions[{i}].")


def import_case(db: Store, fw: Frameworks, *, document: str | bytes | dict[str, Any], actor: Actor) -> SessionSummary:
    """Create a new case from a document; returns it. Nothing is written unless all of it is valid."""
    doc = _as_stored(parse_document(document))
    for i, e in enumerate(doc.timeline):
        parse_event_time(e.when, field=f"timeline[{i}].when")
    _check_references(doc, fw)
    sid = new_id("session")
    batch = phi_wall.checked(case_rows.rows_of(doc, fw, sid))  # before the write lock: see Tx.add_checked
    closed = doc.session.status == "complete" or (doc.session.status == "archived" and doc.session.completed_at)
    with db.transaction(actor) as tx:
        tx.add_checked(batch, operation="import_case")
        case = tx.session(sid)
        if closed:
            _closed_if_sound(tx, case, doc.session.completed_at or utcnow())
        return views.summary(case, doc.problem.severity)


def _closed_if_sound(tx: Tx, case: RcaSession, completed_at: Any) -> None:
    """A document whose analysis was closed (complete, or archived after closing) is closed here only when today's
    completion gate passes on what it holds (a hand-edited file cannot close a blame chain); otherwise the case
    arrives open (or archived and open). It always gets a completion time: the file's, or now.

    The gate reads the rows this import has written, in its own transaction (``Within``): the case is written whole
    and closed, or open, in one commit; a crash in between leaves nothing. The close is part of writing the row, so
    the case keeps the maker the file gives it (the audit entry of the import names who imported it)."""
    if unmet(Within(tx), session_id=case.id):
        if case.status == "archived":
            case.completed_at = completed_at
        else:
            case.status, case.completed_at = "open", None
    else:
        case.status = "archived" if case.status == "archived" else "complete"
        case.completed_at = completed_at
    tx.db.add(case)
    tx.db.flush()


