"""HFACS-MES tools: suggest a code, browse the framework; learning a rule and reloading rules are admin tools."""

from __future__ import annotations

from typing import Literal

import anyio.to_thread
from mcp.server.mcpserver import Context
from pydantic import BaseModel

from rootcause.domain.model import LearnedRuleView
from rootcause.languages import Lang
from rootcause.mcp.acting_for import current_principal
from rootcause.mcp.runtime import READ, WRITE, Runtime, ToolDecorator
from rootcause.services import assist_statements, classification
from rootcause.services.frameworks import FrameworkView, describe_framework


class LearnedRules(BaseModel):
    rules: list[LearnedRuleView]


class RuleCounts(BaseModel):
    counts: dict[str, int]
    directory: str | None = None  # (the config folder, told to the operator only)


def register(tool: ToolDecorator, rt: Runtime) -> None:
    @tool(READ, "Suggest HFACS-MES codes")
    async def rc_suggest_hfacs(
        description: str,
        domain: str | None = None,
        max_suggestions: int | None = None,
        language: Lang | None = None,
        use_ai: bool = False,
    ) -> assist_statements.AssistedSuggestions:
        """Suggest HFACS-MES codes for a contributing factor (English or Chinese): codes with confidence 0-1,
        the reason and matched phrases, and a fishbone bone; nothing matched gives the likely level's guiding
        questions. To code a cause of this case, send the chosen code with rc_update_cause."""

        def suggest() -> assist_statements.AssistedSuggestions:
            return assist_statements.suggest_hfacs(rt.db, rt.frameworks, rt.assistant, description=description,
                                                   domain=domain, max_suggestions=max_suggestions,
                                                   lang=language or rt.settings.lang, use_ai=use_ai)

        return await anyio.to_thread.run_sync(suggest) if use_ai else suggest()

    @tool(READ, "List learned classification rules")
    def rc_list_learned_rules(query: str | None = None) -> LearnedRules:
        """Learned rules, newest first; query matches the statement, the code or the reason."""
        return LearnedRules(rules=classification.list_learned_rules(rt.db, query=query))

    @tool(READ, "Read a framework")
    def rc_get_hfacs_framework(
        level: Literal["EF", "OI", "US", "PC", "UA"] | None = None,
        framework: Literal["hfacs_mes", "fishbone_6m", "who_icps"] | None = None,
        language: Lang | None = None,
        detail: Literal["compact", "full"] = "compact",
    ) -> FrameworkView:
        """A framework's levels and categories (hfacs_mes by default; level filters HFACS-MES). compact (the
        default): codes, names and definitions in one language (the server's unless language is given); full:
        both languages unless one is asked, with examples and the facilitator's guiding questions."""
        lang = language or (rt.settings.lang if detail == "compact" else None)
        return describe_framework(rt.frameworks, framework=framework, level=level, language=lang, detail=detail)

    if not rt.settings.mcp_admin:
        return  # the tools below change what every case sees: offered only with ROOTCAUSE_MCP_ADMIN=1

    @tool(WRITE, "Learn a classification rule for all cases (admin)")
    def rc_learn_rule(
        description: str,
        hfacs_code: str,
        reason: str,
        confidence: float = 0.8,
        ctx: Context | None = None,
    ) -> LearnedRuleView:
        """Teach the suggester, for every case: this statement belongs to hfacs_code (older aliases such as
        PP-AMS are stored as the canonical code). The learned rule outranks keyword rules for similar
        statements. To code one cause of one case, use rc_update_cause(hfacs_code=...) instead."""
        return classification.confirm_classification(
            rt.db, rt.frameworks, description=description, hfacs_code=hfacs_code, reason=reason,
            confidence=confidence, actor=rt.actor(ctx))

    @tool(WRITE, "Reload the framework and rule files (admin)")
    def rc_reload_rules() -> RuleCounts:
        """Re-read the framework and rule YAML files. If a file is broken the error names it and the
        rules in force stay as they were."""
        who = current_principal.get()  # (an administrator's or the operator's: a viewer's token is refused)
        config = rt.frameworks.reload(who)
        return RuleCounts(counts=config.summary(), directory=str(rt.frameworks.directory) if who.is_operator else None)
