"""The one-line text of a tool result: what happened and what to do next, while the data itself travels once,
as ``structuredContent`` (an agent that reads only text still learns the outcome and the next call)."""

from __future__ import annotations

import json
from typing import Any

from mcp.types import CallToolResult, TextContent
from pydantic import BaseModel

_ID_PATHS = (("id",), ("node", "id"), ("action", "id"), ("cause", "id"), ("session_id",))


def _brief(data: Any) -> str:
    """The result's id, or how many items its first list holds."""
    if not isinstance(data, dict):
        return ""
    for path in _ID_PATHS:
        value: Any = data
        for key in path:
            value = value.get(key) if isinstance(value, dict) else None
        if isinstance(value, str):
            return f" {'.'.join(path)}={value}"
    for key, value in data.items():
        if isinstance(value, list):
            return f" {key}: {len(value)}"
    return ""


_WORDS = {"en": ("ok", "; stage ", "; next "), "zh-TW": ("完成", "；階段 ", "；下一步 ")}


def summary_line(tool: str, data: dict[str, Any], lang: str = "en") -> str:
    """``rc_ask_why ok node.id=why_…; stage CAUSATION (57%); next rc_verify_causation {…}`` (or in Chinese)."""
    done, stage, after = _WORDS.get(lang, _WORDS["en"])
    if "next_action" in data and "result" in data:
        step = data["next_action"]
        text = f"{tool} {done}{_brief(data['result'])}{stage}{data['stage']} ({data['completion_rate']})"
        if step.get("tool"):  # (the question and the hint are in next_action: the data travels once)
            args = json.dumps(step.get("arguments", {}), ensure_ascii=False, separators=(",", ":"))
            text += f"{after}{step['tool']} {args}"
        return text
    return f"{tool} {done}{_brief(data)}"


def summarised(tool: str, result: Any, lang: str = "en") -> Any:
    """A model result as structured content plus its one-line summary (anything else passes through)."""
    if not isinstance(result, BaseModel):
        return result
    data = result.model_dump(mode="json", by_alias=True)
    text = summary_line(tool, data, lang)
    return CallToolResult(content=[TextContent(type="text", text=text)], structured_content=data)
