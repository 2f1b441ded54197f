"""HFACS-MES suggestions and the learned rules that people's confirmations teach them.

Learned rules live in the store, so a confirmation made through MCP changes the next suggestion
the app makes (and the reverse) at once. The suggester itself is pure and cached per process; it
is re-derived only when the learned rules change (their count and latest update form the key).
"""

from __future__ import annotations

import hashlib
import re

from sqlalchemy import func, or_
from sqlmodel import col, select

from rootcause.domain.classify.limits import MAX_SUGGESTIONS as MAX_SUGGESTIONS  # (the schema reads it here)
from rootcause.domain.classify.suggester import LearnedRule as RuleSpec
from rootcause.domain.classify.suggester import SuggestionResult
from rootcause.domain.model.access import OPERATOR
from rootcause.domain.model.actor import Actor
from rootcause.domain.model.case import LearnedRuleView
from rootcause.domain.model.validation import limit_of, require_limit, require_version
from rootcause.domain.text.normalize import normalize
from rootcause.errors import InvalidInput
from rootcause.languages import LANGS
from rootcause.services import text
from rootcause.services.frameworks import Frameworks
from rootcause.store import Store, Tx
from rootcause.store.tables import Cause, LearnedRule

KIND = "learned_rule"
_SPACE = re.compile(r"\s+")


_KEY_LIMIT = 512  # (learned_rule.normalized's size)


def normalized_key(description: str) -> str:
    """The form two confirmations of the same statement share (case, width, script, spacing). The column holds 512
    characters; a longer statement keeps its start and a digest of the whole, so two statements that differ only
    after the 512th character stay two rules."""
    key = _SPACE.sub(" ", normalize(description)).strip()
    if len(key) <= _KEY_LIMIT:
        return key
    return f"{key[:_KEY_LIMIT - 66]} #{hashlib.sha256(key.encode('utf-8')).hexdigest()}"


def _confidence(value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= float(value) <= 1:
        raise InvalidInput(field="confidence", en="confidence: must be a number from 0 to 1.",
                           zh="confidence：必須是 0 到 1 之間的數字。")
    return float(value)


def detect_language(description: str, language: str | None = None) -> str:
    """The given language if it is one of ours, else zh-TW for text with Han characters, else en."""
    if language in LANGS:
        return language
    return "zh-TW" if re.search(r"[\u3400-\u9fff]", description) else "en"


def _learned_key(db: Store) -> tuple[str, str, int, str]:
    """Changes whenever the learned rules change; names the store, since one Frameworks may serve several, and
    the person, since each sees only the rules of their own cases and the shared ones (``store.access``)."""
    with db.read() as tx:
        count, latest = tx.db.exec(select(func.count(), func.max(LearnedRule.updated_at))).one()
    return db.url, db.principal.user_id or "", int(count), str(latest)


def _learned_specs(db: Store) -> list[RuleSpec]:
    with db.read() as tx:
        rows = tx.all(select(LearnedRule).order_by(col(LearnedRule.created_at)))
    return [RuleSpec(description=r.description, code=r.code, confidence=r.confidence, language=r.language)
            for r in rows]


def suggest_hfacs(
    db: Store, fw: Frameworks, *, description: str, lang: str = "en", domain: str | None = None,
    max_suggestions: int | None = None,
) -> SuggestionResult:
    """Top codes with confidence and reasons; learned rules first. Never invents a code."""
    clean = text.required("description", description, max_len=limit_of("statement"))
    return suggest_for_checked(db, fw, clean, lang=lang, domain=domain, max_suggestions=max_suggestions)


def suggest_for_checked(
    db: Store, fw: Frameworks, clean: text.Checked, *, lang: str = "en", domain: str | None = None,
    max_suggestions: int | None = None,
) -> SuggestionResult:
    """:func:`suggest_hfacs` for a text another service has already passed through the gate (no second scan)."""
    top = 3 if max_suggestions is None else max_suggestions
    suggester = fw.suggester(_learned_key(db), lambda: _learned_specs(db))
    return suggester.suggest(clean, lang="zh-TW" if lang == "zh-TW" else "en", domain=domain, max_suggestions=top)


def confirm_classification(
    db: Store, fw: Frameworks, *, description: str, hfacs_code: str, reason: str, actor: Actor,
    confidence: float = 0.8, language: str | None = None, session_id: str | None = None,
    cause_id: str | None = None, cause_version: int | None = None,
) -> LearnedRuleView:
    """Store what a person (or agent) confirmed; the same statement and code is updated, not duplicated (a shared
    rule only by a store-wide confirmation, which the access check keeps to administrators).

    With ``cause_id`` the cause takes the code too: confirmed when a person did it, suggested (for a
    person to confirm in the app) when an agent did. ``cause_version`` is the version of the cause the person
    saw, so a colleague's confirmation saved in between is refused as stale instead of silently replaced.
    """
    clean = text.required("description", description)
    why = text.required("reason", reason)
    code = fw.config.canonical_code(hfacs_code) if isinstance(hfacs_code, str) else _bad_code()
    conf = _confidence(confidence)
    lang = detect_language(clean, language)
    key = normalized_key(clean)
    # The same statement and code may have been taught on a case this person cannot see: found as the operator, it
    # is never duplicated (one rule per statement and code) and never taken over: that case's team keeps its rule
    # and its reason, and this confirmation is refused before anything is written.
    with db.acting_for(OPERATOR).read() as lookup:
        existing = lookup.db.exec(select(LearnedRule).where(LearnedRule.normalized == key,
                                                            LearnedRule.code == code)).first()
    if existing is not None and existing.session_id not in (None, session_id):
        with db.read() as mine:
            if mine.db.exec(select(LearnedRule.id).where(LearnedRule.id == existing.id)).first() is None:
                raise InvalidInput(
                    field="description", en="description: this statement is already a learned rule with this code, "
                    "taught on a case you cannot open; it stays as its team wrote it. Set the code on your cause "
                    "instead, or ask an administrator.", zh="description：此陳述已是使用此代碼的學習規則，由您無法開啟"
                    "的案例所建立，將維持該團隊的內容。請改為直接設定您的原因代碼，或洽系統管理者。")
    with db.transaction(actor) as tx:
        if cause_id is not None:
            _apply_to_cause(tx, session_id, cause_id, cause_version, code, actor)
        existing = existing or tx.db.exec(select(LearnedRule).where(LearnedRule.normalized == key,
                                                                    LearnedRule.code == code)).first()
        if existing is not None and existing.session_id is None and session_id is not None:
            # A shared rule (the reviewed file's, or an administrator's) is the hospital's: confirming the same
            # statement and code on a case sets the code on the cause and leaves the rule as it is (audit 28: a
            # member took it into their case, and every other team lost it).
            return LearnedRuleView.model_validate(existing)
        changes = {"description": clean, "reason": why, "confidence": conf, "language": lang,
                   "session_id": session_id, "cause_id": cause_id}
        if existing is not None:
            row = tx.update(LearnedRule, existing.id, existing.version, changes, kind=KIND, field="description",
                            session_id=session_id, operation="confirm_classification")
        else:
            row = tx.add(LearnedRule.model_validate({"id": "", "normalized": key, "code": code, **changes}), kind=KIND,
                         session_id=session_id, operation="confirm_classification")
        return LearnedRuleView.model_validate(row)


def _bad_code() -> str:
    raise InvalidInput(field="hfacs_code", en="hfacs_code: expected a code such as PC-AMS.",
                       zh="hfacs_code：需要如 PC-AMS 的代碼。")


def _apply_to_cause(tx: Tx, session_id: str | None, cause_id: str, version: int | None, code: str,
                    actor: Actor) -> None:
    if not session_id:
        raise InvalidInput(field="session_id", en="session_id: needed together with cause_id.",
                           zh="session_id：提供 cause_id 時必須一併提供。")
    read = require_version("cause_version", version)
    cause = tx.get_in_session(Cause, cause_id, session_id, field="cause_id", kind="cause")
    state = "confirmed" if actor.kind == "human" else "suggested"
    tx.update(Cause, cause.id, read,
              {"hfacs_code": code, "hfacs_state": state,
               "hfacs_confirmed_by": actor.name if state == "confirmed" else None},
              kind="cause", field="cause_id", session_id=session_id, operation="set_cause_code")
    retire_rules_taught_by(tx, session_id, cause_id, keep=code)


def retire_rules_taught_by(tx: Tx, session_id: str, cause_id: str, *, keep: str | None) -> None:
    """When a cause's code is replaced or cleared, the rule its earlier confirmation taught stops teaching: the
    suggester must not hold a "confirmed" code for a statement that its own case no longer has (audit 29). A rule
    that a later confirmation elsewhere took over names that case instead, and stays."""
    taught = tx.db.exec(select(LearnedRule).where(LearnedRule.session_id == session_id,
                                                  LearnedRule.cause_id == cause_id)).all()
    for rule in taught:
        if rule.code != keep:
            tx.delete(LearnedRule, rule.id, rule.version, kind=KIND, field="cause_id", session_id=session_id,
                      operation="retire_superseded_rule")


def list_learned_rules(db: Store, *, query: str | None = None, limit: int | None = None) -> list[LearnedRuleView]:
    """Newest first; ``query`` matches the statement, the code or the reason."""
    needle = text.optional("query", query, max_len=limit_of("query"))
    top = require_limit("limit", limit, default=100, maximum=5000)
    stmt = select(LearnedRule)
    if needle:
        pattern = text.like_pattern(needle)
        stmt = stmt.where(or_(func.lower(LearnedRule.description).like(pattern, escape="\\"),
                              func.lower(LearnedRule.code).like(pattern, escape="\\"),
                              func.lower(LearnedRule.reason).like(pattern, escape="\\")))
    with db.read() as tx:
        rows = tx.all(stmt.order_by(col(LearnedRule.updated_at).desc(), col(LearnedRule.id)).limit(top))
    return [LearnedRuleView.model_validate(r) for r in rows]


def retire_learned_rule(db: Store, *, rule_id: str, version: int, actor: Actor) -> str:
    """Delete a learned rule a person no longer agrees with (it stops teaching the suggester)."""
    with db.transaction(actor) as tx:
        tx.get(LearnedRule, rule_id, field="rule_id", kind=KIND)
        tx.delete(LearnedRule, rule_id, version, kind=KIND, field="rule_id", session_id=None,
                  operation="retire_learned_rule")
    return rule_id
