"""A message whose JSON is ambiguous is refused before the SDK reads it, on stdio and over HTTP alike.

The SDK parses a message as ``json`` does: a key given twice in one object keeps its last value, so an agent (or a
person reading its log) who sees the first is not told what was stored. Import refuses such text
(``strict_json``); this is the same refusal for the MCP faces, with the same reasons, in the server's language.
"""

from __future__ import annotations

import json
from typing import Any

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from rootcause.domain.model import strict_json

__all__ = ["PlainJsonBodies", "read"]

_TWICE = {
    "en": "[invalid_request] The key {key} appears twice in one object, and the server would read only one of its "
          "values. Nothing was changed; keep one and send it again.",
    "zh-TW": "[invalid_request] 同一個物件中鍵 {key} 出現兩次；伺服器只會讀到其中一個值。未做任何變更；"
             "請只保留一個後重新送出。",
}
_NAN = {
    "en": "[invalid_request] NaN and Infinity are not numbers JSON allows. Nothing was changed; write a number and "
          "send it again.",
    "zh-TW": "[invalid_request] NaN 與 Infinity 不是 JSON 允許的數字。未做任何變更；請改填數字後重新送出。",
}
_LARGEST = 8_000_000  # bytes read to check; a larger body is left to the SDK, which refuses it on its own terms


def read(text: str | bytes, lang: str) -> tuple[Any, str | None]:
    """The message, read once strictly, and why it is refused if it is (a repeated key, NaN), in ``lang``; (None,
    None) for text that is no JSON at all, which the SDK answers as unreadable."""
    told = "zh-TW" if lang == "zh-TW" else "en"
    try:
        return strict_json.loads(text), None
    except strict_json.RepeatedKey as exc:
        return None, _TWICE[told].format(key=exc.shown)
    except strict_json.NotANumber:
        return None, _NAN[told]
    except (ValueError, RecursionError):
        return None, None


class PlainJsonBodies:
    """ASGI middleware: a POSTed body with a repeated key or NaN is answered 400 with a JSON-RPC error; any other
    request passes on with its body unchanged."""

    def __init__(self, app: ASGIApp, lang: str) -> None:
        self.app = app
        self.lang = lang

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope.get("method") != "POST":
            await self.app(scope, receive, send)
            return
        parts: list[Message] = []
        size, done = 0, False
        while not done and size <= _LARGEST:
            message = await receive()
            parts.append(message)
            if message["type"] != "http.request":
                break
            size += len(message.get("body", b""))
            done = not message.get("more_body", False)
        doubt = read(b"".join(m.get("body", b"") for m in parts), self.lang)[1] if done else None
        if doubt is not None:
            body = json.dumps({"jsonrpc": "2.0", "id": None, "error": {"code": -32600, "message": doubt}},
                              ensure_ascii=False).encode()
            await send({"type": "http.response.start", "status": 400,
                        "headers": [(b"content-type", b"application/json")]})
            await send({"type": "http.response.body", "body": body})
            return
        replay = iter(parts)

        async def again() -> Message:
            return next(replay, None) or await receive()

        await self.app(scope, again, send)
