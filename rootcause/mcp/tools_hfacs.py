"""HFACS-MES tools: suggest a code, confirm one (teaching the suggester), browse the framework."""

from __future__ import annotations

from typing import Literal

import anyio.to_thread
from mcp.server.mcpserver import Context
from pydantic import BaseModel

from rootcause.domain.model import LearnedRuleView
from rootcause.mcp.runtime import READ, WRITE, Runtime, ToolDecorator
from rootcause.services import assist_statements, classification
from rootcause.services.frameworks import FrameworkView, describe_framework


class LearnedRules(BaseModel):
    rules: list[LearnedRuleView]


class RuleCounts(BaseModel):
    counts: dict[str, int]
    directory: str


def register(tool: ToolDecorator, rt: Runtime) -> None:
    @tool(READ)
    async def rc_suggest_hfacs(
        description: str,
        domain: str | None = None,
        max_suggestions: int | None = None,
        language: Literal["en", "zh-TW"] | None = None,
        use_ai: bool = False,
    ) -> assist_statements.AssistedSuggestions:
        """Suggest HFACS-MES codes for a contributing factor in plain words (English or Chinese):
        up to max_suggestions (1-10, default 3) codes with confidence 0-1, the reason and the matched
        phrases, plus a fishbone category. Nothing matched: an empty list and the guiding questions of the
        likely level. domain (e.g. medication, surgery, falls) boosts that domain's rules. use_ai=true
        (when the server's AI assist is on) re-ranks them with the model's view (ai_reason; source ai for a
        code only the model proposed); the rule candidates are always kept, and assist/notice say if AI failed."""

        def suggest() -> assist_statements.AssistedSuggestions:
            return assist_statements.suggest_hfacs(rt.db, rt.frameworks, rt.assistant, description=description,
                                                   domain=domain, max_suggestions=max_suggestions,
                                                   lang=language or rt.settings.lang, use_ai=use_ai)

        return await anyio.to_thread.run_sync(suggest) if use_ai else suggest()

    @tool(WRITE)
    def rc_confirm_classification(
        description: str,
        hfacs_code: str,
        reason: str,
        confidence: float = 0.8,
        session_id: str | None = None,
        cause_id: str | None = None,
        ctx: Context | None = None,
    ) -> LearnedRuleView:
        """Record that this statement belongs to hfacs_code (older aliases such as PP-AMS are accepted
        and stored as the canonical code). It becomes a learned rule that outranks keyword rules for
        similar statements. With session_id + cause_id the cause gets the code, marked 'suggested' until
        a person confirms it in the app."""
        return classification.confirm_classification(
            rt.db, rt.frameworks, description=description, hfacs_code=hfacs_code, reason=reason,
            confidence=confidence, session_id=session_id, cause_id=cause_id, actor=rt.actor(ctx))

    @tool(READ)
    def rc_list_learned_rules(query: str | None = None) -> LearnedRules:
        """Learned rules, newest first; query matches the statement, the code or the reason."""
        return LearnedRules(rules=classification.list_learned_rules(rt.db, query=query))

    @tool(READ)
    def rc_get_hfacs_framework(
        level: Literal["EF", "OI", "US", "PC", "UA"] | None = None,
        framework: Literal["hfacs_mes", "fishbone_6m", "who_icps"] | None = None,
    ) -> FrameworkView:
        """A framework's levels and categories in English and Traditional Chinese: definitions, examples
        and guiding questions for the facilitator (hfacs_mes by default; level filters HFACS-MES)."""
        return describe_framework(rt.frameworks, framework=framework, level=level)

    @tool(WRITE)
    def rc_reload_rules() -> RuleCounts:
        """Re-read the framework and rule YAML files. If a file is broken the error names it and the
        rules in force stay as they were."""
        config = rt.frameworks.reload()
        return RuleCounts(counts=config.summary(), directory=str(rt.frameworks.directory))
