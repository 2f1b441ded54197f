"""The agreed contract's tool names that were merged into others, still answered, and an unknown tool told in the
house form.

Four names of the first contract (``/shared/design/mcp-tools.md``) were folded into other tools to keep tools/list
small: ``rc_get_analysis_tree`` is ``rc_get_why_tree``, ``rc_build_fishbone`` is ``rc_get_fishbone`` (with the whys
under each cause), and ``rc_confirm_classification`` and ``rc_reload_rules`` are the admin tools ``rc_learn_rule``
and ``rc_reload_rules``. They are not listed, but a call by an old name is answered as its replacement would answer
it (an admin tool's old name is refused, naming the setting, on a server that does not offer it). A tool name the
server does not know is refused with a code, the parameter's name and the nearest tool, in the server's language,
and the name sent is never repeated (an agent may put anything there).
"""

from __future__ import annotations

import difflib
from typing import Any

from mcp.server.context import CallNext, HandlerResult, ServerMiddleware, ServerRequestContext
from mcp.server.mcpserver import MCPServer
from mcp.types import CallToolResult, TextContent

__all__ = ["OLD_NAMES", "middleware"]

# old name -> (the tool that answers it, arguments it adds, whether that tool is an admin tool)
OLD_NAMES: dict[str, tuple[str, dict[str, Any], bool]] = {
    "rc_get_analysis_tree": ("rc_get_why_tree", {}, False),
    "rc_build_fishbone": ("rc_get_fishbone", {"format": "both", "include_whys": True}, False),
    "rc_confirm_classification": ("rc_learn_rule", {}, True),
    "rc_reload_rules": ("rc_reload_rules", {}, True),
}
_SHOWN = 64  # characters of an unknown name compared with the tools' names (never sent back)


def _refusal(text: str) -> dict[str, Any]:
    """A tool's error result as the wire carries it (the shape every client validates)."""
    result = CallToolResult(content=[TextContent(type="text", text=text)], is_error=True)
    return result.model_dump(mode="json", by_alias=True, exclude_none=True)


def _not_offered(old: str, lang: str) -> dict[str, Any]:
    return _refusal(f"[forbidden] field=name：{old} 已併入管理工具，本伺服器未提供；請由管理者以 ROOTCAUSE_MCP_ADMIN=1 "
                    "啟動伺服器後再呼叫。" if lang == "zh-TW" else f"[forbidden] field=name: {old} is now an admin "
                    "tool this server does not offer; an administrator starts the server with ROOTCAUSE_MCP_ADMIN=1 "
                    "to offer it.")


def _unknown(nearest: str | None, lang: str) -> dict[str, Any]:
    if lang == "zh-TW":
        hint = f"最接近的是 {nearest}。" if nearest else ""
        return _refusal(f"[unknown_tool] field=name：本伺服器沒有此名稱的工具（不重述所送名稱）。{hint}"
                        "請以 tools/list 查看可用工具。")
    hint = f" The nearest is {nearest}." if nearest else ""
    return _refusal(f"[unknown_tool] field=name: this server has no tool of that name (the name sent is not repeated)."
                    f"{hint} Call tools/list for the tools it offers.")


def middleware(server: MCPServer, lang: str) -> ServerMiddleware[Any]:
    """Run before the tools exist (the stdio server answers the handshake first and builds them beside it), so a
    tool's presence is asked only once the call has gone through, when the build is done."""

    async def answer_old_and_unknown_names(ctx: ServerRequestContext[Any, Any], call_next: CallNext) -> HandlerResult:
        params = ctx.params if isinstance(ctx.params, dict) else None
        if ctx.method != "tools/call" or params is None or not isinstance(params.get("name"), str):
            return await call_next(ctx)
        name = params["name"]
        tools = server._tool_manager  # (no public accessor)
        if name in OLD_NAMES and tools.get_tool(name) is None:
            target, added, admin = OLD_NAMES[name]
            sent = params.get("arguments")
            params["name"], params["arguments"] = target, {**added, **(sent if isinstance(sent, dict) else {})}
            answer = await call_next(ctx)
            if tools.get_tool(target) is None:
                return _not_offered(name, lang) if admin else _unknown(target, lang)
            return answer
        answer = await call_next(ctx)
        if isinstance(answer, dict) and answer.get("isError") and tools.get_tool(name) is None:
            known = [t.name for t in tools.list_tools()]
            nearest = difflib.get_close_matches(name[:_SHOWN], known, n=1, cutoff=0.6)
            return _unknown(nearest[0] if nearest else None, lang)
        return answer

    return answer_old_and_unknown_names
