"""AI-assist tools: a causal-statement rewrite, next whys, stronger actions. Rules answer when the assist is off.

Calling one of these is the opt-in (an agent that is itself a model rarely needs them). Each runs the
rules, and, when the server's assist is on (ROOTCAUSE_LLM=on), asks the configured model in a worker
thread so a slow endpoint never stalls other tools. Nothing is written: an agent acts on a proposal
with the usual tools (rc_update_cause, rc_ask_why, rc_add_action).
"""

from __future__ import annotations

import anyio.to_thread

from rootcause.languages import Lang
from rootcause.mcp.runtime import READ, Guided, Runtime, ToolDecorator
from rootcause.services import assist_case, assist_statements


def register(tool: ToolDecorator, rt: Runtime) -> None:
    @tool(READ, "Draft a causal statement")
    async def rc_draft_causal_statement(
        text: str, language: Lang | None = None
    ) -> assist_statements.CausalDraft:
        """A rewrite of a cause or why answer that passes the five causal-statement rules (AI assist; a
        rules-only hint when the assist is off or its draft fails the rules). passes=true with draft: use it
        (source says who wrote it). draft=null: findings name each broken rule with a hint to fix it."""
        lang = language or rt.settings.lang
        return await anyio.to_thread.run_sync(
            lambda: assist_statements.draft_causal_statement(rt.assistant, text=text, lang=lang))

    @tool(READ, "Propose the next whys")
    async def rc_propose_next_whys(
        session_id: str, node_id: str | None = None, cause_id: str | None = None,
        language: Lang | None = None,
    ) -> Guided[assist_case.WhyProposals]:
        """Next "why?" questions about a why node (node_id), a fishbone cause (cause_id) or the problem
        (neither): the model's (AI assist, source ai) then the rules' question (source rules)."""
        result = await anyio.to_thread.run_sync(lambda: assist_case.propose_next_whys(
            rt.db, rt.assistant, session_id=session_id, node_id=node_id, cause_id=cause_id, lang=language))
        return rt.guided(session_id, result)

    @tool(READ, "Propose stronger actions")
    async def rc_propose_stronger_actions(
        session_id: str, action_id: str, language: Lang | None = None
    ) -> Guided[assist_case.ActionProposals]:
        """Alternatives to a weaker or intermediate action that our action-hierarchy rules rate stronger
        (AI assist), plus the rules' hint on how to make it stronger (always given)."""
        result = await anyio.to_thread.run_sync(lambda: assist_case.propose_stronger_actions(
            rt.db, rt.frameworks, rt.assistant, session_id=session_id, action_id=action_id, lang=language))
        return rt.guided(session_id, result)
