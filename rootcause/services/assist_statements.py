"""Rules plus the optional AI assist: HFACS re-ranking, causal rewrites and similar-case re-ranking.

The rules always run first and their result is always returned; the model's view is added only when
asked for (``use_ai``), when the assist is on, and when what comes back passes our own checks: known
HFACS-MES codes only, a rewrite that passes the causal-statement linter, no identifier in any text.
Otherwise the result says why the AI part is missing (``assist`` and a bilingual ``notice``), and the
rules stand alone. Nothing here writes: accepting a proposal goes through the usual services.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel

from rootcause.assist import Assistant, Reply
from rootcause.domain.causal.linter import lint_statement
from rootcause.domain.classify.suggester import FishboneSuggestion, Suggestion
from rootcause.domain.model.chains import RULE_NAMES
from rootcause.domain.model.suggestions import Source
from rootcause.domain.model.validation import limit_of
from rootcause.domain.phi.detect import find_phi
from rootcause.errors import InvalidInput
from rootcause.services import classification
from rootcause.services import text as gate
from rootcause.services.frameworks import Frameworks
from rootcause.store import Store

__all__ = ["AssistState", "AssistedSuggestion", "AssistedSuggestions", "CausalDraft", "LintNote",
           "draft_causal_statement", "notice", "state_of", "suggest_hfacs", "usable"]

# not_requested: the caller did not ask for AI; off / unconfigured: the switch (ROOTCAUSE_LLM, _MODEL);
# phi_blocked: an identifier was found in what would be sent, nothing was sent; unavailable: the endpoint
# failed or answered in the wrong shape; rejected: the answer failed our rules; used: it is in the result.
AssistState = Literal["not_requested", "off", "unconfigured", "phi_blocked", "unavailable", "rejected", "used"]
_NOTICES: dict[str, tuple[str, str]] = {
    "off": ("AI assist is off on this server (ROOTCAUSE_LLM); showing rule results.",
            "本伺服器未開啟 AI 輔助（ROOTCAUSE_LLM）；顯示規則結果。"),
    "unconfigured": ("AI assist is on but no model is set (ROOTCAUSE_LLM_MODEL); showing rule results.",
                     "AI 輔助已開啟但未設定模型（ROOTCAUSE_LLM_MODEL）；顯示規則結果。"),
    "phi_blocked": ("The text looked like it holds an identifier, so nothing was sent to the AI; showing rule "
                    "results.", "文字疑似含有識別資料，因此未送出給 AI；顯示規則結果。"),
    "unavailable": ("AI unavailable, showing rule results.", "AI 暫時無法使用，顯示規則結果。"),
    "rejected": ("The AI's answer did not pass the rules, so it is not shown; showing rule results.",
                 "AI 的回答未通過規則檢查，因此不顯示；顯示規則結果。"),
}
MAX_AI_TEXT = 600  # characters kept of any one AI text (a reason, a question, a rewrite)
MAX_AI_ITEMS = 3
MAX_SENT = 4000  # characters of a statement sent to the model (the rules see all of it)


def notice(state: str, lang: str, trace: str | None = None) -> str | None:
    """The one-line explanation of a missing AI part, in ``lang`` (None when nothing needs saying)."""
    pair = _NOTICES.get(state)
    if pair is None:
        return None
    message = pair[1] if lang == "zh-TW" else pair[0]
    if trace:
        message += f" (trace id {trace})" if lang != "zh-TW" else f"（追蹤碼 {trace}）"
    return message


def state_of(reply: Reply[Any]) -> AssistState:
    """The assist state for a reply that did not give a usable answer."""
    status = reply.status
    return "used" if reply.ok or status == "ok" else status


def usable(value: object) -> str | None:
    """An AI text we may show and let a person accept: trimmed, bounded, and free of identifiers."""
    if not isinstance(value, str):
        return None
    clean = " ".join(value.split())[:MAX_AI_TEXT].strip()
    return clean if clean and not find_phi(clean) else None


# -- HFACS-MES ---------------------------------------------------------------------------------------
class AssistedSuggestion(BaseModel):
    """A rule suggestion (source learned | domain | base | precedent | similarity) or one only the model proposed
    (source ai, no confidence); ``ai_reason`` is the model's view where it gave one."""

    code: str
    name: str
    level: str
    confidence: float | None
    reason: str
    matched: list[str]
    source: Source | Literal["ai"]
    ai_reason: str | None = None


class AssistedSuggestions(BaseModel):
    suggestions: list[AssistedSuggestion]
    fishbone: FishboneSuggestion | None
    guiding_questions: list[str]
    level_hint: str | None
    assist: AssistState
    notice: str | None = None
    abstained: bool = False  # no confident rule suggestion: the candidates are the two nearest codes only


def _from_rule(s: Suggestion, ai_reason: str | None = None) -> AssistedSuggestion:
    return AssistedSuggestion(**s.model_dump(), ai_reason=ai_reason)


def suggest_hfacs(
    db: Store, fw: Frameworks, assistant: Assistant, *, description: str, lang: str = "en",
    domain: str | None = None, max_suggestions: int | None = None, use_ai: bool = False,
) -> AssistedSuggestions:
    """The rule suggester's codes; with ``use_ai``, re-ranked by the model (learned rules stay first, as a
    person confirmed them) plus codes only the model proposed. Every rule candidate is always kept."""
    rules = classification.suggest_hfacs(db, fw, description=description, lang=lang, domain=domain,
                                         max_suggestions=max_suggestions)
    base = {"fishbone": rules.fishbone, "guiding_questions": rules.guiding_questions, "level_hint": rules.level_hint,
            "abstained": rules.abstained}
    plain = [_from_rule(s) for s in rules.suggestions]
    if not use_ai:
        return AssistedSuggestions(suggestions=plain, assist="not_requested", **base)
    config = fw.config
    reply = assistant.rank_hfacs(statement=description.strip()[:MAX_SENT],
                                 candidates=[(s.code, s.name) for s in rules.suggestions],
                                 codes=[(c.code, c.name.get(lang)) for c in config.categories()], lang=lang)
    picks: dict[str, str] = {}
    for pick in reply.value.codes if reply.ok and reply.value else ():
        try:
            code = config.canonical_code(pick.code) if isinstance(pick.code, str) else ""
        except InvalidInput:  # the model invented a code: never shown
            continue
        if code and code not in picks and len(picks) < MAX_AI_ITEMS:
            picks[code] = usable(pick.reason) or ""
    if not picks:
        state = "rejected" if reply.ok else state_of(reply)
        return AssistedSuggestions(suggestions=plain, assist=state, notice=notice(state, lang, reply.trace), **base)
    by_code = {s.code: s for s in rules.suggestions}
    learned = [_from_rule(s, picks.get(s.code) or None) for s in rules.suggestions if s.source == "learned"]
    ranked = [_from_rule(by_code[c], r or None) if c in by_code else _ai_only(fw, c, r, lang)
              for c, r in picks.items() if c not in {s.code for s in learned}]
    rest = [s for s in plain if s.code not in picks and s.source != "learned"]
    return AssistedSuggestions(suggestions=[*learned, *ranked, *rest], assist="used", **base)


def _ai_only(fw: Frameworks, code: str, reason: str, lang: str) -> AssistedSuggestion:
    category = fw.config.category(code)
    return AssistedSuggestion(code=code, name=category.name.get(lang), level=category.level, confidence=None,
                              reason=reason, matched=[], source="ai", ai_reason=reason or None)


# -- causal statements -------------------------------------------------------------------------------
class LintNote(BaseModel):
    """One causal-statement rule the text breaks, in the asked language."""

    rule: str
    name: str
    matched: str
    message: str
    hint: str


class CausalDraft(BaseModel):
    """``draft``: a statement that passes all five rules (the original when it already did), or None with
    the rules' findings and hints to rewrite it by hand."""

    draft: str | None
    passes: bool
    source: Literal["rules", "ai"]
    findings: list[LintNote]
    assist: AssistState
    notice: str | None = None


def _notes(statement: str, lang: str) -> list[LintNote]:
    i = 1 if lang == "zh-TW" else 0
    return [LintNote(rule=f.rule, name=RULE_NAMES[f.rule][i], matched=f.matched, message=f.message[lang],
                     hint=f.hint[lang]) for f in lint_statement(statement)]


def draft_causal_statement(assistant: Assistant, *, text: str, lang: str | None = None,
                           use_ai: bool = True) -> CausalDraft:
    """A rewrite of a cause or why answer that passes the causal-statement rules (AI), else the rules' hints."""
    clean = gate.required("text", text, max_len=limit_of("text"))  # an identifier is an error here: nothing is sent
    language = classification.detect_language(clean, lang)
    findings = _notes(clean, language)
    if not findings:
        return CausalDraft(draft=clean, passes=True, source="rules", findings=[], assist="not_requested")
    if not use_ai:
        return CausalDraft(draft=None, passes=False, source="rules", findings=findings, assist="not_requested")
    reply = assistant.rewrite_causal(text=clean, broken=[n.name for n in findings], lang=language)
    draft = usable(reply.value.statement) if reply.ok and reply.value else None
    if draft is not None and not lint_statement(draft):
        return CausalDraft(draft=draft, passes=True, source="ai", findings=[], assist="used")
    state: AssistState = "rejected" if reply.ok else state_of(reply)
    return CausalDraft(draft=None, passes=False, source="rules", findings=findings, assist=state,
                       notice=notice(state, language, reply.trace))
