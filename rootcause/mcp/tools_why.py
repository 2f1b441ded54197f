"""Why-tree tools: keep asking why, mark root causes, and test each causal link."""

from __future__ import annotations

from typing import Annotated, Literal

from mcp.server.mcpserver import Context
from pydantic import BaseModel, ConfigDict, Field, StringConstraints

from rootcause.domain.model import CausationResult, ChainReport, WhyNodeView, WhyTree
from rootcause.domain.model.causation import Answer, Criterion
from rootcause.mcp.runtime import ADD, READ, WRITE, Guided, Runtime, ToolDecorator
from rootcause.services import causation, chains, diagrams, sessions, why_tree


class CriterionReply(BaseModel):
    """One criterion's answer; an agent gives its reason with every answer (the report shows it)."""

    model_config = ConfigDict(extra="forbid")

    answer: Answer
    # (spaces are no reason: stripped first, so a rationale of spaces is refused as empty)
    rationale: Annotated[str, StringConstraints(strip_whitespace=True, min_length=1)] = Field(
        description="Why this answer, in plain words; no names.")


class ChainReports(BaseModel):
    chains: list[ChainReport]


class TreeExport(BaseModel):
    format: str
    text: str | None = None
    tree: WhyTree | None = None




def register(tool: ToolDecorator, rt: Runtime) -> None:
    @tool(ADD, "Answer 'why?'")
    def rc_ask_why(
        session_id: str,
        answer: str,
        parent_id: str | None = None,
        cause_id: str | None = None,
        evidence: str | None = None,
        ctx: Context | None = None,
    ) -> Guided[why_tree.WhyAdded]:
        """Answer "why?" for the problem (no parent), a fishbone cause (cause_id) or a why node
        (parent_id). Several answers to one why make a branch. Returns the node, its depth and the next
        why question. Keep going until a system cause (process, design, staffing, policy) appears."""
        added = why_tree.ask_why(rt.db, session_id=session_id, answer=answer, parent_id=parent_id,
                                 cause_id=cause_id, evidence=evidence, actor=rt.actor(ctx))
        return rt.guided(session_id, added)

    def _tree(session_id: str) -> Guided[WhyTree]:
        return rt.guided(session_id, why_tree.get_tree(rt.db, session_id=session_id))

    @tool(READ, "Read the why tree")
    def rc_get_why_tree(session_id: str) -> Guided[WhyTree]:
        """The why tree: every node with depth, children, root-cause mark and its causation verdict."""
        return _tree(session_id)

    @tool(WRITE, "Rewrite a why answer")
    def rc_update_why(
        session_id: str, node_id: str, answer: str | None = None, evidence: str | None = None,
        version: int | None = None, ctx: Context | None = None,
    ) -> Guided[WhyNodeView]:
        """Rewrite a why answer (or its evidence), e.g. to state cause and effect or to replace a judgement
        with the condition behind it. Pass the version you read to refuse the save if someone changed it."""
        node = why_tree.update_why(rt.db, session_id=session_id, node_id=node_id, version=version, answer=answer,
                                   evidence=evidence, actor=rt.actor(ctx))
        return rt.guided(session_id, node)

    @tool(WRITE, "Mark or unmark a root cause")
    def rc_mark_root_cause(
        session_id: str, node_id: str, rationale: str | None = None, is_root_cause: bool = True,
        version: int | None = None, ctx: Context | None = None,
    ) -> Guided[WhyNodeView]:
        """Mark a why node as a root cause, with the team's rationale (is_root_cause=false unmarks it).
        Several nodes may be root causes; a person's act or blame never passes the completion gate."""
        node = why_tree.mark_root_cause(rt.db, session_id=session_id, node_id=node_id, rationale=rationale,
                                        is_root_cause=is_root_cause, version=version, actor=rt.actor(ctx))
        return rt.guided(session_id, node)

    @tool(WRITE, "Test a causal link")
    def rc_verify_causation(
        session_id: str,
        node_id: str | None = None,
        cause_id: str | None = None,
        level: Literal["standard", "comprehensive"] | None = None,
        answers: dict[Criterion, CriterionReply] | None = None,
        expected_version: int | None = None,
        ctx: Context | None = None,
    ) -> Guided[CausationResult]:
        """Test the link from a why node (or cause) to its effect. Returns the verdict (supported,
        not_supported, open), the open criteria with their questions, and the check's version. Without
        expected_version your answers are merged into the stored ones."""
        replies = {name: reply.model_dump() for name, reply in (answers or {}).items()} if answers else None
        result = causation.verify_causation(rt.db, session_id=session_id, node_id=node_id, cause_id=cause_id,
                                            level=level, answers=replies, expected_version=expected_version,
                                            actor=rt.actor(ctx))
        return rt.guided(session_id, result)

    @tool(READ, "Export the why tree")
    def rc_export_why_tree(
        session_id: str, format: Literal["mermaid", "json", "markdown"] | None = None
    ) -> Guided[TreeExport]:
        """The why tree as a Mermaid flowchart (default; root causes starred, failed links marked), an
        indented Markdown list, or JSON."""
        tree = why_tree.get_tree(rt.db, session_id=session_id)
        kind = format or "mermaid"
        if kind == "json":
            return rt.guided(session_id, TreeExport(format=kind, tree=tree))
        texts = {c.id: c.description for c in sessions.get_case(rt.db, session_id=session_id).causes}
        text = diagrams.why_tree(tree, lang=rt.settings.lang, causes=texts, format=kind)
        return rt.guided(session_id, TreeExport(format=kind, text=text))

    @tool(READ, "Judge the causal chains")
    def rc_validate_chain(session_id: str, node_id: str | None = None) -> Guided[ChainReports]:
        """Judge each chain from the problem to a root cause (or ending at node_id): depth, untested and failed
        links, rule findings with rewrite hints, whether the root is a person's act, and a verdict."""
        reports = chains.validate_chains(rt.db, session_id=session_id, node_id=node_id)
        return rt.guided(session_id, ChainReports(chains=reports))
