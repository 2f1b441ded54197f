"""What ``tools/list`` tells an agent: a title per tool, a description on every parameter, ranges and enums, and
output schemas short enough to read.

Agents pay for every byte of ``tools/list``. The SDK derives each tool's output schema from its return type,
with every nested model inlined again per tool (138 KB for the whole list). Here each tool's output schema is cut
to its top level (the keys, their types and enums: enough to know what comes back), and the full schema stays
readable on demand as the resource ``rootcause://schemas/{tool}``. Parameter descriptions live in one table
keyed by parameter name (``session_id`` means the same in 28 tools), with a per-tool entry where a name means
something else; the test suite fails when a parameter or a tool has none.
"""

from __future__ import annotations

from typing import Any

from mcp.server.mcpserver import MCPServer
from pydantic import BaseModel

from rootcause.domain.model.severity import SAC_LEVELS
from rootcause.domain.model.validation import MAX_VERSION, limit_of
from rootcause.services.actions import STRENGTHS
from rootcause.services.audit import MAX_ENTRIES
from rootcause.services.classification import MAX_SUGGESTIONS
from rootcause.services.insights import MAX_WINDOW_DAYS, MIN_CASES_RANGE
from rootcause.services.search import MAX_LIMIT, MAX_QUERY_CHARS
from rootcause.services.sessions import MAX_LISTED

# What each parameter means, by name: one definition for every tool that takes it.
PARAMS: dict[str, str] = {
    "session_id": "Case id (ses_…).",
    "version": "The version you read: refused (stale_version) if the item changed since. Omit to overwrite.",
    "description": "Plain words; people by role, never by name.",
    "language": "Language of the returned text (default: the server's).",
    "cause_id": "A fishbone cause id (cau_…).",
    "node_id": "A why-node id (why_…).",
    "evidence": "Where the fact comes from (a record type, a role).",
    "severity": "SAC severity: 1 death or major permanent harm … 4 minor or no harm.",
    "query": "Words to match (both languages).",
    "limit": "How many to return at most.",
    "hfacs_code": "An HFACS-MES code such as PC-AMS or OI-OP (older aliases are accepted).",
    "confidence": "How sure, from 0 to 1.",
    "measure": "How the action's effect is measured (a process measure, e.g. '% doses scanned').",
    "action_id": "A corrective-action id (act_…).",
    "event_type": "The kind of event, e.g. medication, fall, surgery.",
    "reason": "Why, in plain words; no names.",
    "category": "A fishbone bone: PEOPLE, EQUIPMENT, MATERIAL, METHOD, MONITORING, ENVIRONMENT or a case's own "
                "(omitted: the parking lot).",
    "verified": "Whether the team has checked the cause against the evidence.",
    "owner_role": "The role that owns the action (e.g. 'Pharmacy manager'), never a name.",
    "due": "Due date, YYYY-MM-DD.",
    "include_archived": "Include archived cases.",
    "title": "A short case title without names or identifiers.",
    "what": "What happened (facts and roles).",
    "where": "Where it happened (unit or area, never an address).",
    "impact": "What harm or potential harm resulted.",
    "detection": "How the event was found.",
    "source": "Where this fact comes from (a role or a record type).",
    "actor_kind": "Only entries by this kind of actor: human or agent.",
    "domain": "A clinical domain (medication, surgery, falls …) whose rules count more.",
    "max_suggestions": "How many suggestions at most (1-10, default 3).",
    "use_ai": "Let the server's AI assist re-rank the rule suggestions (when it is on).",
    "parent_id": "The why node this answers (omit for a why under the problem or a cause).",
    "rationale": "The team's reason, in plain words.",
    "is_root_cause": "true marks the node as a root cause, false unmarks it.",
    "answers": "Per criterion (temporality, necessity, mechanism, sufficiency): the answer yes, no or unknown, "
               "with the rationale for it.",
    "expected_version": "The check's version you read (0 when there was none) to refuse the save if someone "
                        "answered in between.",
    "root_cause_id": "The why node marked as root cause that this action addresses.",
    "process_target": "The target of the process measure (e.g. '95% by March').",
    "outcome_measure": "An outcome measure (e.g. 'wrong-drug events per 1,000 doses').",
    "outcome_target": "The target of the outcome measure.",
    "follow_up": "When to review the action's effect, YYYY-MM-DD.",
    "strength_override": "The team's own strength (stronger, intermediate, weaker) when it disagrees with the rater.",
    "override_reason": "Why the team overrides the rated strength.",
    "overdue": "Only actions past their due date and not done.",
    "strength": "Only actions of this strength.",
    "value": "The measured value (e.g. '92%').",
    "text": "A draft statement to check and rewrite.",
    "exclude_session_id": "Leave this case out of the results.",
    "date_from": "From this date (YYYY-MM-DD).",
    "date_to": "Up to this date (YYYY-MM-DD).",
    "min_cases": "A pattern counts when it appears in at least this many cases.",
    "window_days": "The window, in days, for recurring patterns.",
    "format": "The output format.",
    "framework": "The classification framework: hfacs_mes, fishbone_6m or who_icps.",
    "level": "An HFACS-MES level: EF, OI, US, PC or UA.",
    "status": "Filter by status.",
    "when": "When: '2026-03-14 08:15', a clock time '08:15', or an offset such as 'T+00:15'.",
    "answer": "The answer to 'why?', in plain words: a cause, not a judgement.",
    "detail": "compact (codes, names and definitions) or full (with examples and guiding questions).",
    "include_whys": "Add the first why answers under each cause.",
    "stage": "The RCA stage the note belongs to.",
    "kind": "minute (what was said) or decision (what was decided).",
    "note": "The minute or decision in plain words; roles, never names.",
}
# Where a name means something else in one tool.
TOOL_RENAMED: dict[tuple[str, str], str] = {
    ("rc_verify_causation", "level"): "standard asks temporality and necessity; comprehensive all four criteria.",
    ("rc_update_action", "status"): "Where the action stands: planned, in_progress, done, effective, not_effective.",
    ("rc_update_action", "description"): "The new action text (re-rated for strength); no names.",
    ("rc_record_measure", "measure"): "Which measure this value is for.",
    ("rc_record_measure", "when"): "When it was measured, YYYY-MM-DD (default today).",
    ("rc_set_problem", "when"): "When it happened (date and time, or a shift).",
    ("rc_get_insights", "severity"): "Only cases of this SAC severity (1-4).",
    ("rc_reopen_case", "reason"): "Why the case is reopened (new evidence, a committee request); no names.",
    ("rc_confirm_classification", "reason"): "Why the statement belongs to the code.",
    ("rc_learn_rule", "reason"): "Why the statement belongs to the code.",
    ("rc_update_why", "answer"): "The rewritten answer.",
    ("rc_delete_cause", "confirm"): "true also deletes the why branches under the cause (refused without it).",
}
# Where a tool's parameter has another name than the stored field the service checks and names in a refusal.
_RENAMED: dict[tuple[str, str], str] = {
    ("rc_add_action", "process_measure"): "measure", ("rc_update_action", "process_measure"): "measure",
}


def param_of(tool: str, field: str | None) -> str | None:
    """The parameter of ``tool`` that carried the service's ``field`` (the field itself unless renamed)."""
    return _RENAMED.get((tool, field), field) if field else field


# The longest text a parameter takes, from the table the services check against (FIELD_LIMITS); ids have one shape.
TOOL_LIMITS: dict[tuple[str, str], str] = {  # where a tool checks a name against another field's limit
    ("rc_set_problem", "when"): "problem.when", ("rc_suggest_hfacs", "description"): "statement",
    ("rc_learn_rule", "description"): "statement",
    **{(tool, param): field for (tool, field), param in _RENAMED.items()},
}
ID_LENGTH = 16  # every id column's width


def max_length(tool: str, param: str) -> int:
    if param == "query" and tool == "rc_search_similar_cases":
        return MAX_QUERY_CHARS
    if param.endswith("_id"):
        return ID_LENGTH
    return limit_of(TOOL_LIMITS.get((tool, param), param))


# Ranges an agent should see in the schema, from the constants the services check them against (by parameter, or
# by tool and parameter where two tools' parameters share a name and not a range).
RANGES: dict[str, dict[str, float]] = {
    "severity": {"minimum": min(SAC_LEVELS), "maximum": max(SAC_LEVELS)},
    "confidence": {"minimum": 0, "maximum": 1},
    "version": {"minimum": 1, "maximum": MAX_VERSION},
    "expected_version": {"minimum": 0, "maximum": MAX_VERSION},
    "max_suggestions": {"minimum": 1, "maximum": MAX_SUGGESTIONS},
    "min_cases": {"minimum": MIN_CASES_RANGE[0], "maximum": MIN_CASES_RANGE[1]},
    "window_days": {"minimum": 1, "maximum": MAX_WINDOW_DAYS},
}
TOOL_RANGES: dict[tuple[str, str], dict[str, float]] = {
    ("rc_list_sessions", "limit"): {"minimum": 1, "maximum": MAX_LISTED},
    ("rc_search_similar_cases", "limit"): {"minimum": 1, "maximum": MAX_LIMIT},
    ("rc_get_audit_log", "limit"): {"minimum": 1, "maximum": MAX_ENTRIES},
}
# Closed sets and dates the services check, advertised as such rather than as free text.
ENUMS: dict[str, list[str]] = {"strength_override": [*STRENGTHS, ""]}  # ("" clears an override)
DATES = frozenset({"due", "follow_up", "date_from", "date_to"})
DATE_PARAMS = frozenset({("rc_record_measure", "when")})
_KEEP = ("type", "enum", "const", "format", "minimum", "maximum", "items", "description")


def _optional_as_plain(prop: dict[str, Any]) -> dict[str, Any]:
    """``anyOf: [X, null]`` with ``default: null`` is X without a default: an optional parameter is one the agent
    leaves out (null is still accepted), and the list is a third shorter."""
    parts = prop.get("anyOf")
    if isinstance(parts, list) and prop.get("default", 0) is None:
        rest = [p for p in parts if p.get("type") != "null"]
        if len(rest) == 1:
            plain = {k: v for k, v in prop.items() if k not in ("anyOf", "default")}
            return {**rest[0], **plain}
    return prop


def _drop_titles(schema: Any) -> None:
    """pydantic titles every property and model with its own name again; the names are already the keys."""
    if isinstance(schema, dict):
        if isinstance(schema.get("title"), str):
            schema.pop("title")
        for value in schema.values():
            _drop_titles(value)
    elif isinstance(schema, list):
        for value in schema:
            _drop_titles(value)


def _refuse_unknown_arguments(model: type[BaseModel]) -> None:
    """A misspelt argument ("severtiy") is refused by name instead of silently ignored."""
    model.model_config["extra"] = "forbid"
    model.model_rebuild(force=True)


def describe(tool: str, param: str) -> str | None:
    return TOOL_RENAMED.get((tool, param)) or PARAMS.get(param)


def _short(schema: dict[str, Any]) -> dict[str, Any]:
    """One property at its top level: a reference or nested object becomes 'object', a union its types."""
    if "$ref" in schema:
        return {"type": "object"}
    if "anyOf" in schema:
        types = sorted({t for part in schema["anyOf"] for t in _types(_short(part))})
        # (one type per branch: a type list is legal JSON Schema but single-type dialects drop it)
        return {"type": types[0]} if len(types) == 1 else {"anyOf": [{"type": t} for t in types]}
    out = {k: v for k, v in schema.items() if k in _KEEP and k != "items"}
    if schema.get("type") == "array":
        out["items"] = {"type": "object"} if "$ref" in schema.get("items", {}) else _short(schema.get("items", {}))
    if schema.get("type") == "object":
        out.pop("description", None)
    return out


def _types(schema: dict[str, Any]) -> list[str]:
    kind = schema.get("type", "object")
    return kind if isinstance(kind, list) else [kind]


def top_level(schema: dict[str, Any]) -> dict[str, Any]:
    """The output schema cut to its keys (``rootcause://schemas/{tool}`` keeps the whole one)."""
    props = {name: _short(value) for name, value in schema.get("properties", {}).items()}
    for value in props.values():
        if len(value.get("enum", ())) > 4:
            value.pop("enum")  # a long enum (the stages) is documented once, in rc_suggest_next's guidance
    return {"type": "object", "properties": props}  # (which keys are always there: the whole schema says)


def shape_tools(server: MCPServer) -> dict[str, dict[str, Any]]:
    """Parameter descriptions and ranges, and top-level output schemas on every registered tool; returns the full
    output schemas by tool name (served as resources)."""
    full: dict[str, dict[str, Any]] = {}
    for tool in server._tool_manager.list_tools():  # the SDK keeps registered tools here; no public setter
        tool.description = " ".join((tool.description or "").split())  # a docstring's indentation is not for agents
        props = tool.parameters.get("properties", {})
        for name in list(props):
            prop = props[name] = _optional_as_plain(props[name])
            text = describe(tool.name, name)
            if text:
                prop["description"] = text
            if name in ENUMS and prop.get("type") == "string":
                prop["enum"] = ENUMS[name]
            if name in DATES or (tool.name, name) in DATE_PARAMS:
                prop["format"] = "date"  # (YYYY-MM-DD; a full ISO time is read as its date)
            if prop.get("type") == "string" and "enum" not in prop:
                prop.setdefault("maxLength", max_length(tool.name, name))
            for key, bound in {**RANGES.get(name, {}), **TOOL_RANGES.get((tool.name, name), {})}.items():
                target = next((p for p in prop.get("anyOf", []) if p.get("type") in ("integer", "number")), prop)
                target.setdefault(key, bound)
            prop.pop("title", None)
        _drop_titles(tool.parameters)
        _refuse_unknown_arguments(tool.fn_metadata.arg_model)
        schema = tool.fn_metadata.output_schema
        if schema is not None:
            full[tool.name] = schema
            tool.fn_metadata.output_schema = top_level(schema)  # results are still validated against the model
            tool.__dict__.pop("output_schema", None)  # (a cached property on the SDK's Tool)
    return full
