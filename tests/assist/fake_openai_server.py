"""A small OpenAI-compatible server for tests: standard library only, on 127.0.0.1, scripted replies.

It serves ``POST /v1/chat/completions`` and ``POST /v1/embeddings``. Each request is logged (path and JSON
body) so a test can check what was, or was not, sent. Replies come from a script (a queue, consumed in
order) and, when the script is empty, from per-schema defaults keyed by the ``response_format`` name that
``client.chat.completions.parse`` sends, so one server can answer every kind of assist call.

A script step is one of::

    Reply.json({"statement": "..."})      # a normal structured answer
    Reply.raw("{not json")                # content that is not what was asked for
    Reply.status(429, retry_after="0")    # an HTTP error (429, 500, ...)
    Reply.hang(2.0)                       # answer only after this many seconds (for timeouts)
"""

from __future__ import annotations

import json
import socket
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Reply:
    kind: str
    body: Any = None
    status_code: int = 200
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0

    @classmethod
    def json(cls, obj: Any) -> Reply:
        return cls("content", json.dumps(obj, ensure_ascii=False))

    @classmethod
    def raw(cls, text: str) -> Reply:
        return cls("content", text)

    @classmethod
    def status(cls, code: int, retry_after: str | None = None) -> Reply:
        headers = {"retry-after": retry_after} if retry_after is not None else {}
        return cls("status", {"error": {"message": "scripted", "type": "server_error"}}, code, headers)

    @classmethod
    def hang(cls, seconds: float, then: Reply | None = None) -> Reply:
        after = then or cls.json({})
        return cls(after.kind, after.body, after.status_code, after.headers, delay=seconds)


@dataclass
class Logged:
    path: str
    body: dict[str, Any]
    authorization: str | None

    @property
    def schema(self) -> str | None:
        fmt = self.body.get("response_format") or {}
        return (fmt.get("json_schema") or {}).get("name")

    @property
    def text(self) -> str:
        """Everything the request carried as text: every message, or every embedding input."""
        if self.path.endswith("/embeddings"):
            data = self.body.get("input")
            return "\n".join(data if isinstance(data, list) else [str(data)])
        return "\n".join(str(m.get("content", "")) for m in self.body.get("messages", []))


class FakeOpenAI:
    """Start with ``with FakeOpenAI() as fake:``; ``fake.base_url`` ends in ``/v1``."""

    def __init__(self, defaults: dict[str, Any] | None = None, embed_dims: int = 8) -> None:
        self.script: deque[Reply] = deque()
        self.defaults: dict[str, Any] = dict(defaults or {})
        self.log: list[Logged] = []
        self.embed_dims = embed_dims
        self._lock = threading.Lock()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, kwargs={"poll_interval": 0.05},
                                        daemon=True)

    # -- life cycle
    def __enter__(self) -> FakeOpenAI:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()

    @property
    def base_url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}/v1"

    def then(self, *replies: Reply) -> FakeOpenAI:
        self.script.extend(replies)
        return self

    def requests(self, path_end: str = "/chat/completions") -> list[Logged]:
        return [r for r in self.log if r.path.endswith(path_end)]

    # -- replies
    def _next(self, logged: Logged) -> Reply:
        with self._lock:
            self.log.append(logged)
            if self.script:
                return self.script.popleft()
        if logged.path.endswith("/embeddings"):
            return Reply("embeddings")
        default = self.defaults.get(logged.schema or "")
        if default is None:
            return Reply.status(404)
        return Reply.json(default(logged) if callable(default) else default)

    def _embed(self, body: dict[str, Any]) -> dict[str, Any]:
        data = body.get("input")
        texts = data if isinstance(data, list) else [data]
        out = []
        for i, text in enumerate(texts):
            vec = [0.0] * self.embed_dims
            for word in str(text).lower().split():
                vec[sum(map(ord, word)) % self.embed_dims] += 1.0
            out.append({"object": "embedding", "index": i, "embedding": vec})
        return {"object": "list", "data": out, "model": body.get("model", "fake"),
                "usage": {"prompt_tokens": 1, "total_tokens": 1}}

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:  # quiet: the test output stays readable
                return

            def do_POST(self) -> None:
                length = int(self.headers.get("content-length") or 0)
                raw = self.rfile.read(length) if length else b""
                try:
                    body = json.loads(raw or b"{}")
                except ValueError:
                    body = {}
                logged = Logged(self.path, body, self.headers.get("authorization"))
                reply = fake._next(logged)
                if reply.delay:
                    time.sleep(reply.delay)
                if reply.kind == "status":
                    self._send(reply.status_code, reply.body, reply.headers)
                elif reply.kind == "embeddings":
                    self._send(200, fake._embed(body))
                else:
                    self._send(200, _completion(body.get("model", "fake"), reply.body))

            def _send(self, code: int, payload: Any, headers: dict[str, str] | None = None) -> None:
                data = json.dumps(payload).encode()
                try:
                    self.send_response(code)
                    self.send_header("content-type", "application/json")
                    self.send_header("content-length", str(len(data)))
                    for name, value in (headers or {}).items():
                        self.send_header(name, value)
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):  # the client gave up (a timeout test)
                    pass

        return Handler


def _completion(model: str, content: str) -> dict[str, Any]:
    return {
        "id": "chatcmpl-fake", "object": "chat.completion", "created": int(time.time()), "model": model,
        "choices": [{"index": 0, "finish_reason": "stop",
                     "message": {"role": "assistant", "content": content, "refusal": None}}],
        "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
    }


def closed_port_url() -> str:
    """A base URL on 127.0.0.1 where nothing listens (connection refused at once)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}/v1"
