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
    @tool(ADD, "Add a contributing factor")
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
        """Add a contributing factor in plain words. A code or bone an agent sets stays 'suggested' until a
        person confirms it; when either is omitted the answer carries HFACS and fishbone suggestions."""
        added = causes.add_cause(rt.db, rt.frameworks, session_id=session_id, description=description,
                                 category=category, hfacs_code=hfacs_code, evidence=evidence,
                                 confidence=confidence, verified=verified, actor=rt.actor(ctx))
        return rt.guided(session_id, added)

    @tool(WRITE, "Change a contributing factor")
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

    @tool(DELETE, "Delete a contributing factor")
    def rc_delete_cause(session_id: str, cause_id: str, version: int, confirm: bool = False,
                        ctx: Context | None = None) -> Guided[CauseView]:
        """Remove a cause from the board (the facilitator can undo the last delete in the app). Why branches under
        it go with it only with confirm=true; the refusal without it says how many nodes would go."""
        gone = causes.delete_cause(rt.db, session_id=session_id, cause_id=cause_id, version=version,
                                   actor=rt.actor(ctx), confirm=confirm)
        return rt.guided(session_id, gone)

    @tool(READ, "Read the fishbone board")
    def rc_get_fishbone(
        session_id: str, format: Literal["json", "mermaid", "both"] | None = None, include_whys: bool = False,
    ) -> Guided[FishboneOut]:
        """The board: causes by bone (six standard + the case's own), the parking lot, and coverage of the six
        standard bones. format json (default) gives the board, mermaid the Mermaid ishikawa diagram text
        instead, both gives both; include_whys adds the first why answers under each cause."""
        board = get_fishbone(rt.db, rt.frameworks, session_id=session_id)
        kind = format or "json"
        under: dict[str, list[str]] | None = None
        if include_whys:
            under = {}
            for node in why_tree.get_tree(rt.db, session_id=session_id).nodes:
                if node.cause_id and not node.parent_id:
                    under.setdefault(node.cause_id, []).append(node.text)
        text = diagrams.fishbone(board, lang=rt.settings.lang) if kind in ("mermaid", "both") else None
        return rt.guided(session_id, FishboneOut(coverage=board.coverage, board=board if kind != "mermaid" else None,
                                                 whys_by_cause=under, mermaid=text))
