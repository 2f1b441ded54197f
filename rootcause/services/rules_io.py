"""Learned rules to and from ``learned_rules.yaml``: reviewable in version control, read back at start-up.

Import is all or nothing (every entry is validated and PHI-checked before anything is written) and
idempotent: an entry already in the store with the same statement, code, reason and confidence
changes nothing, so start-up can import the file every time without duplicating rows.
"""

from __future__ import annotations

from collections.abc import Sequence

import yaml
from pydantic import BaseModel
from sqlmodel import col, select

from rootcause.domain.classify.taxonomy import LearnedRuleEntry
from rootcause.domain.model.actor import Actor
from rootcause.domain.model.case import iso_utc
from rootcause.errors import PHIDetected
from rootcause.services import text
from rootcause.services.classification import KIND, detect_language, normalized_key
from rootcause.services.frameworks import Frameworks
from rootcause.store import Store
from rootcause.store.tables import LearnedRule

HEADER = """\
# Learned classification rules, in a form people can review.
# A learned rule is a cause statement whose HFACS-MES code a person confirmed (rc_learn_rule
# or the app). The store is the source of truth: `rootcause rules export` writes this file, and
# `rootcause rules import` (and every start of the app or the MCP server) reads it back without duplicates.
"""

CONFIG_ACTOR = Actor(kind="human", name="learned_rules.yaml", face="cli")


class ImportReport(BaseModel):
    added: int
    updated: int
    unchanged: int


def export_learned_rules(db: Store) -> str:
    """The store's learned rules as YAML text, oldest first (stable diffs in version control)."""
    with db.read() as tx:
        rows = tx.all(select(LearnedRule).order_by(col(LearnedRule.created_at), col(LearnedRule.id)))
    for i, r in enumerate(rows):  # the file goes into version control: check again with today's guard
        try:
            text.required(f"rules[{i}].description", r.description)
            text.required(f"rules[{i}].reason", r.reason)
        except PHIDetected as exc:
            raise PHIDetected(
                field=exc.field or f"rules[{i}]",
                en=f"{exc.en} The rule was saved before the guard knew this form, so nothing was exported.",
                zh=f"{exc.zh}這條規則在防護機制認得此格式之前就已儲存，因此未匯出任何內容。",
                hint_en="Retire the rule on the HFACS page, then confirm the statement again without the identifier.",
                hint_zh="請在 HFACS 頁面停用這條規則，再以不含識別資料的敘述重新確認。",
                details={**exc.details, "rule_id": r.id},
            ) from None
    entries = [{"description": r.description, "code": r.code, "reason": r.reason, "confidence": r.confidence,
                "language": r.language, "created_at": iso_utc(r.created_at)} for r in rows]
    body = yaml.safe_dump({"rules": entries}, allow_unicode=True, sort_keys=False, width=110)
    return HEADER + body


def import_learned_rules(
    db: Store, fw: Frameworks, *, entries: Sequence[LearnedRuleEntry], actor: Actor = CONFIG_ACTOR
) -> ImportReport:
    """Upsert entries by (statement, code); validates all of them before writing any."""
    clean: list[tuple[str, str, str, float, str | None]] = []
    for i, entry in enumerate(entries):
        desc: str = text.required(f"rules[{i}].description", entry.description)
        reason: str = text.required(f"rules[{i}].reason", entry.reason or "imported from learned_rules.yaml")
        clean.append((desc, fw.config.canonical_code(entry.code), reason, entry.confidence,
                      detect_language(desc, entry.language)))
    if not clean:  # the usual start-up: nothing to import, so no write transaction either
        return ImportReport(added=0, updated=0, unchanged=0)
    added = updated = unchanged = 0
    with db.transaction(actor) as tx:
        for description, code, reason, confidence, language in clean:
            key = normalized_key(description)
            row = tx.db.exec(select(LearnedRule).where(LearnedRule.normalized == key,
                                                       LearnedRule.code == code)).first()
            if row is None:
                tx.add(LearnedRule(id="", description=description, normalized=key, code=code, reason=reason,
                                   confidence=confidence, language=language), kind=KIND, session_id=None,
                       operation="import_learned_rule")
                added += 1
            elif (row.reason, row.confidence) != (reason, confidence):
                tx.update(LearnedRule, row.id, row.version, {"reason": reason, "confidence": confidence},
                          kind=KIND, field="description", session_id=None, operation="import_learned_rule")
                updated += 1
            else:
                unchanged += 1
    return ImportReport(added=added, updated=updated, unchanged=unchanged)


def import_from_config(db: Store, fw: Frameworks) -> ImportReport:
    """Start-up: read the config's learned_rules.yaml back into the store."""
    return import_learned_rules(db, fw, entries=fw.config.learned_rules.rules)


__all__ = ["ImportReport", "export_learned_rules", "import_from_config", "import_learned_rules"]
