"""The one module that talks to the endpoint (and the only ``import openai`` in RootCause).

Defensive by design: the SDK's own retries are off (``max_retries=0``) and replaced by a bounded retry
with exponential backoff on 429 and 5xx only; every call has one deadline (``timeout`` seconds, retries
and waits included); a refused connection or a timeout gives up at once. Any failure (an HTTP error, a
timeout, an answer that does not validate against the pydantic schema, a refusal) returns ``None``, and
the log gets one line: task, trace id, error class, HTTP status, attempt. Never the text sent or received,
and never the exception's message (it can quote the answer).
"""

from __future__ import annotations

import logging
import random
import time
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar, cast

import openai
from openai.types.chat import ChatCompletionMessageParam
from pydantic import BaseModel

__all__ = ["LLMClient", "Outcome"]

log = logging.getLogger("rootcause.assist")
# The SDK and its HTTP client log requests (URLs, bodies at DEBUG in some versions): keep them quiet even
# when ROOTCAUSE_LOG_LEVEL=DEBUG, so our one PHI-safe line per failure is all the log ever gets.
for _name in ("openai", "httpx2", "httpx", "httpcore"):
    logging.getLogger(_name).setLevel(logging.WARNING)
M = TypeVar("M", bound=BaseModel)
_NO_KEY = "not-needed"  # local servers accept any key, but the SDK needs a string


@dataclass(frozen=True)
class Outcome:
    """The value (or None), the call's trace id, and the failure's class name when it failed."""

    value: Any
    trace: str
    failure: str | None = None


class LLMClient:
    def __init__(
        self, *, model: str, base_url: str | None, api_key: str | None, timeout: float,
        embed_model: str | None = None, retries: int = 2, backoff: float = 0.25, max_backoff: float = 2.0,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self.model = model
        self.embed_model = embed_model
        self.timeout = timeout
        self.retries = max(0, retries)
        self.backoff = backoff
        self.max_backoff = max_backoff
        self._sleep = sleep
        self._client = openai.OpenAI(base_url=base_url, api_key=api_key or _NO_KEY, timeout=timeout, max_retries=0)

    def structured(self, task: str, messages: Sequence[dict[str, str]], schema: type[M]) -> Outcome:
        """A chat completion parsed into ``schema``; ``Outcome.value`` is None on any failure."""

        def ask(budget: float) -> M | None:
            # the prompts module builds only {"role": "system" | "user", "content": str} messages, which these are
            chat = cast(list[ChatCompletionMessageParam], list(messages))
            completion = self._client.chat.completions.parse(
                model=self.model, messages=chat, response_format=schema, timeout=budget)
            message = completion.choices[0].message
            return message.parsed if not message.refusal else None

        return self._call(task, ask)

    def embed(self, texts: Sequence[str]) -> Outcome:
        """One vector per text, in order; None when the endpoint cannot embed or answers oddly."""

        def ask(budget: float) -> list[list[float]] | None:
            answer = self._client.embeddings.create(model=self.embed_model or "", input=list(texts), timeout=budget)
            rows = sorted(answer.data, key=lambda row: row.index)
            vectors = [[float(x) for x in row.embedding] for row in rows]
            ok = len(vectors) == len(texts) and all(vectors) and len({len(v) for v in vectors}) == 1
            return vectors if ok else None

        return self._call("embed", ask)

    def _call(self, task: str, ask: Callable[[float], Any]) -> Outcome:
        trace = uuid.uuid4().hex[:12]
        deadline = time.monotonic() + self.timeout
        attempt = 0
        while True:
            attempt += 1
            budget = deadline - time.monotonic()
            if budget <= 0:
                return self._failed(task, trace, "DeadlineExceeded", None, attempt)
            try:
                value = ask(budget)
            except openai.APIStatusError as exc:
                status = exc.status_code
                wait = self._wait(attempt, exc)
                retryable = status == 429 or status >= 500
                if not retryable or attempt > self.retries or time.monotonic() + wait >= deadline:
                    return self._failed(task, trace, type(exc).__name__, status, attempt)
                log.info("assist task=%s trace=%s retry status=%s attempt=%d wait_ms=%.0f",
                         task, trace, status, attempt, wait * 1e3)
                self._sleep(wait)
                continue
            except Exception as exc:  # timeout, refused, bad JSON (ValidationError), anything: rules take over
                return self._failed(task, trace, type(exc).__name__, None, attempt)
            if value is None:
                return self._failed(task, trace, "EmptyAnswer", None, attempt)
            return Outcome(value, trace)

    def _wait(self, attempt: int, exc: openai.APIStatusError) -> float:
        """Exponential backoff with a little jitter; a short Retry-After is honoured (capped)."""
        wait: float = self.backoff * (2 ** (attempt - 1)) * (1 + random.random() / 4)
        header = exc.response.headers.get("retry-after") if exc.response is not None else None
        if header is not None and header.replace(".", "", 1).isdigit():
            wait = max(wait, float(header))
        return min(wait, self.max_backoff)

    @staticmethod
    def _failed(task: str, trace: str, kind: str, status: int | None, attempt: int) -> Outcome:
        log.warning("assist task=%s trace=%s kind=%s status=%s attempt=%d fallback=rules",
                    task, trace, kind, status, attempt)
        return Outcome(None, trace, kind)
