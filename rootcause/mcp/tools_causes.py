"""Fishbone tools: capture causes, sharpen them, read the board."""

from __future__ import annotations

from typing import Literal

from mcp.server.mcpserver import Context
from pydantic import BaseModel

from rootcause.domain.model import CauseView, Coverage, FishboneView
from rootcause.mcp.runtime import ADD, DELETE, READ, WRITE, Guided, Runtime, ToolDecorator
from rootcause.services import causes, diagrams, why_tree
from rootcause.services.categories import get_fishbone


class FishboneOut(BaseModel):
    coverage: Coverage
    board: FishboneView | None = None
    mermaid: str | None = None
    whys_by_cause: dict[str, list[str]] | None = None




def register(tool: ToolDecorator, rt: Runtime) -> None:
    @tool(ADD)
    def rc_add_cause(
        session_id: str,
        description: str,
        category: str | None = None,
        hfacs_code: str | None = None,
        evidence: str | None = None,
        confidence: float | None = None,
        verified: bool | None = None,
        ctx: Context | None = None,
    ) -> Guided[causes.CauseAdded]:
        """Add a contributing factor in natural language. category: a fishbone bone (PEOPLE, EQUIPMENT,
        MATERIAL, METHOD, MONITORING, ENVIRONMENT or a case's own; omitted = parking lot). A code or bone
        you set is stored as 'suggested' until a person confirms it. When code or bone is omitted the
        answer carries HFACS and fishbone suggestions. evidence/confidence (0-1)/verified sharpen it."""
        added = causes.add_cause(rt.db, rt.frameworks, session_id=session_id, description=description,
                                 category=category, hfacs_code=hfacs_code, evidence=evidence,
                                 confidence=confidence, verified=verified, actor=rt.actor(ctx))
        return rt.guided(session_id, added)

    @tool(WRITE)
    def rc_update_cause(
        session_id: str,
        cause_id: str,
        version: int,
        description: str | None = None,
        category: str | None = None,
        hfacs_code: str | None = None,
        evidence: str | None = None,
        confidence: float | Literal[""] | None = None,
        verified: bool | None = None,
        ctx: Context | None = None,
    ) -> Guided[CauseView]:
        """Change a cause; send the version you read. Omitted fields stay; "" clears category, code,
        evidence or confidence. Codes and bones you set stay 'suggested' until a person confirms them."""
        cause = causes.update_cause(rt.db, rt.frameworks, session_id=session_id, cause_id=cause_id,
                                    version=version, description=description, category=category,
                                    hfacs_code=hfacs_code, evidence=evidence, confidence=confidence,
                                    verified=verified, actor=rt.actor(ctx))
        return rt.guided(session_id, cause)

    @tool(DELETE)
    def rc_delete_cause(session_id: str, cause_id: str, version: int, ctx: Context | None = None) -> Guided[CauseView]:
        """Remove a cause from the board (the facilitator can undo the last delete in the app)."""
        gone = causes.delete_cause(rt.db, session_id=session_id, cause_id=cause_id, version=version,
                                   actor=rt.actor(ctx))
        return rt.guided(session_id, gone)

    @tool(READ)
    def rc_get_fishbone(session_id: str, format: Literal["json", "mermaid"] | None = None) -> Guided[FishboneOut]:
        """The board: causes by bone (six standard + the case's own), the parking lot, and coverage of the six
        standard bones; format 'mermaid' returns the Mermaid ishikawa diagram text instead of the JSON board."""
        board = get_fishbone(rt.db, rt.frameworks, session_id=session_id)
        if format == "mermaid":
            text = diagrams.fishbone(board, lang=rt.settings.lang)
            return rt.guided(session_id, FishboneOut(coverage=board.coverage, mermaid=text))
        return rt.guided(session_id, FishboneOut(coverage=board.coverage, board=board))

    @tool(READ)
    def rc_build_fishbone(session_id: str) -> Guided[FishboneOut]:
        """The fishbone rebuilt from every cause and the why nodes under them, as both JSON and Mermaid."""
        board = get_fishbone(rt.db, rt.frameworks, session_id=session_id)
        tree = why_tree.get_tree(rt.db, session_id=session_id)
        under: dict[str, list[str]] = {}
        for node in tree.nodes:
            if node.cause_id and not node.parent_id:
                under.setdefault(node.cause_id, []).append(node.text)
        return rt.guided(session_id, FishboneOut(coverage=board.coverage, board=board, whys_by_cause=under,
                                                 mermaid=diagrams.fishbone(board, lang=rt.settings.lang)))
