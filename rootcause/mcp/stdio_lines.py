"""The lines a stdio client sends, screened before the SDK parses them, so no request goes unanswered.

The SDK drops a line it cannot parse without a word back, and the client waits for an answer that never comes. Two
such lines come from broken or hostile clients: a lone surrogate escape in a string ("\\ud800", JSON that no UTF-8
store can hold) and JSON nested deeper than a parser goes. A lone surrogate becomes U+FFFF, a non-character that
every text field refuses by name (so the call is answered like any bad text, in the call's own language); a line
that still cannot be read is answered with a JSON-RPC error that carries its id when the line shows one. A key given
twice in one object, or NaN, is refused the way import refuses it (``strict_json``): the SDK would keep the last.
"""

from __future__ import annotations

import json
import re
from collections.abc import AsyncIterator
from typing import Any

import anyio
import mcp_types as types
from anyio.abc import ObjectSendStream
from mcp.shared.message import SessionMessage

from rootcause.mcp.plain_json import read

__all__ = ["ScreenedLines", "screen"]

_SURROGATE = re.compile("[\ud800-\udfff]")
_ID = re.compile(r'"id"\s*:\s*(-?\d{1,18}|"(?:[^"\\]|\\.){0,200}")')
_UNREADABLE = {
    "en": "[invalid_request] The message could not be read: it is not a JSON-RPC message, or it is nested deeper "
          "than any tool's arguments. Nothing was changed; send it again as plain JSON.",
    "zh-TW": "[invalid_request] 無法讀取此訊息：它不是 JSON-RPC 訊息，或巢狀層數超過任何工具參數應有的深度。"
             "未做任何變更；請改以一般 JSON 重新送出。",
}


def _without_surrogates(value: Any) -> Any:
    if isinstance(value, str):
        return _SURROGATE.sub("\uffff", value)
    if isinstance(value, list):
        return [_without_surrogates(item) for item in value]
    if isinstance(value, dict):
        return {_without_surrogates(key): _without_surrogates(item) for key, item in value.items()}
    return value


def _readable(line: str) -> bool:
    try:
        types.jsonrpc_message_adapter.validate_json(line, by_name=False)
    except Exception:  # (whatever the parser says: the line is answered below, never raised)
        return False
    return True


_NOT_ONE = {
    "en": "[invalid_request] Send one JSON-RPC message per line, with an id that is a number or a string (a batch, "
          "or an id of any other kind, would go unanswered). Nothing was changed.",
    "zh-TW": "[invalid_request] 每行請送出一則 JSON-RPC 訊息，其 id 須為數字或字串"
             "（批次訊息或其他形式的 id 無法回覆）。未做任何變更。",
}


def _not_one_request(message: Any, lang: str) -> str | None:
    """A batch, or a message whose id is neither a number nor a string: the SDK reads the first as one error and the
    second as a notification, and either way a request goes unanswered."""
    if isinstance(message, list) or (isinstance(message, dict) and "id" in message and (
            isinstance(message["id"], bool) or not isinstance(message["id"], int | str))):
        return _NOT_ONE["zh-TW" if lang == "zh-TW" else "en"]
    return None


def _refusal(line: str, code: int, message: str) -> types.JSONRPCError:
    found = _ID.search(line[:4000])
    ident = json.loads(found.group(1)) if found else None
    return types.JSONRPCError(jsonrpc="2.0", id=ident, error=types.ErrorData(code=code, message=message))


def screen(line: str, lang: str) -> tuple[str | None, types.JSONRPCError | None]:
    """The line to pass on (unchanged, or with its lone surrogates replaced), or the error to answer it with; a blank
    line is neither."""
    if not line.strip():
        return None, None
    if _readable(line):
        message, doubt = read(line, lang)  # (read once: the strict reader's refusal, else the message's shape)
        doubt = doubt or _not_one_request(message, lang)
        return (line, None) if doubt is None else (None, _refusal(line, -32600, doubt))
    try:
        parsed = json.loads(line)
    except (ValueError, RecursionError):
        parsed = None
    if isinstance(parsed, list):  # (a batch: one answer for it, not one for its first request)
        error = types.ErrorData(code=-32600, message=_NOT_ONE["zh-TW" if lang == "zh-TW" else "en"])
        return None, types.JSONRPCError(jsonrpc="2.0", id=None, error=error)
    if parsed is not None:
        try:
            fixed = json.dumps(_without_surrogates(parsed), ensure_ascii=False) + "\n"
        except RecursionError:
            fixed = ""
        if fixed and _readable(fixed):
            return fixed, None
    return None, _refusal(line, -32700 if parsed is None else -32600, _UNREADABLE.get(lang, _UNREADABLE["en"]))


class ScreenedLines:
    """An async iterator over the client's lines that the SDK's stdio transport reads as its stdin."""

    def __init__(self, source: AsyncIterator[str], lang: str) -> None:
        self._lines = source
        self._lang = lang
        self._answers: ObjectSendStream[SessionMessage] | None = None
        self._ready = anyio.Event()

    def answer_with(self, stream: ObjectSendStream[SessionMessage]) -> None:
        """Where errors for unreadable lines go: the transport's own write stream, once it exists."""
        self._answers = stream
        self._ready.set()

    def __aiter__(self) -> ScreenedLines:
        return self

    async def __anext__(self) -> str:
        while True:
            line = await self._lines.__anext__()
            passed, error = screen(line, self._lang)
            if passed is not None:
                return passed
            if error is not None:
                await self._ready.wait()
                assert self._answers is not None  # (set with the event)
                await self._answers.send(SessionMessage(error))
