"""``Assistant``: one per process, built from settings; every method returns a ``Reply`` and never raises.

Off (the default) or on without a model, every method answers at once with that status and the
``openai`` package is never imported. On, each call first runs the PHI guard over every message it
would send; if anything looks like an identifier, nothing is sent (status ``phi_blocked``).
"""

from __future__ import annotations

import logging
import threading
import uuid
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Literal, TypeVar

from pydantic import BaseModel

from rootcause.assist import prompts
from rootcause.assist.models import ActionIdeas, CausalRewrite, HfacsRanking, Reply, SummaryText, WhyQuestions
from rootcause.domain.phi.detect import find_phi

if TYPE_CHECKING:
    from rootcause.assist.client import LLMClient
    from rootcause.settings import Settings

__all__ = ["Assistant"]

log = logging.getLogger("rootcause.assist")
M = TypeVar("M", bound=BaseModel)
State = Literal["off", "unconfigured", "on"]


class Assistant:
    """The facade the services use; ``client_options`` (retries, backoff, sleep) are for tests and benches."""

    def __init__(
        self, *, enabled: bool = False, model: str | None = None, base_url: str | None = None,
        api_key: str | None = None, timeout: float = 10.0, embed_model: str | None = None, **client_options: Any,
    ) -> None:
        self.enabled = enabled
        self.model = model or None
        self.base_url = base_url
        self.embed_model = embed_model or None
        self.timeout = timeout
        self._api_key = api_key
        self._options = client_options
        self._client: LLMClient | None = None
        self._lock = threading.Lock()

    @classmethod
    def from_settings(cls, settings: Settings, **client_options: Any) -> Assistant:
        """The process's assistant; when it is on, the client is built now (see :meth:`warm`)."""
        key = settings.llm_api_key.get_secret_value() if settings.llm_api_key is not None else None
        made = cls(enabled=settings.llm_enabled, model=settings.llm_model, base_url=settings.llm_base_url,
                   api_key=key, timeout=settings.llm_timeout, embed_model=settings.embed_model, **client_options)
        made.warm()
        return made

    def warm(self) -> None:
        """Import the SDK and build the client ahead of the first call (about half a second, once per process),
        so even the first fallback is fast. Does nothing when off; never raises (a bad URL fails on use)."""
        if self.active:
            try:
                self._get_client()
            except Exception as exc:
                log.warning("assist task=warm trace=- kind=%s", type(exc).__name__)

    def __repr__(self) -> str:  # the key never appears, not even in a debugger
        return f"Assistant(state={self.state!r}, model={self.model!r}, embed_model={self.embed_model!r})"

    @property
    def state(self) -> State:
        if not self.enabled:
            return "off"
        return "on" if self.model else "unconfigured"

    @property
    def active(self) -> bool:
        return self.state == "on"

    @property
    def can_embed(self) -> bool:
        return self.active and self.embed_model is not None

    # -- the helps -------------------------------------------------------------------------------
    def rank_hfacs(self, *, statement: str, candidates: Sequence[tuple[str, str]],
                   codes: Sequence[tuple[str, str]], lang: str) -> Reply[HfacsRanking]:
        """The model's view of the best HFACS-MES codes among ``codes`` (code, name)."""
        return self._ask("hfacs", prompts.hfacs_ranking(statement, candidates, codes, lang), HfacsRanking)

    def rewrite_causal(self, *, text: str, broken: Sequence[str], lang: str) -> Reply[CausalRewrite]:
        return self._ask("causal", prompts.causal_rewrite(text, broken, lang), CausalRewrite)

    def next_whys(self, *, problem: str, chain: Sequence[str], lang: str) -> Reply[WhyQuestions]:
        return self._ask("whys", prompts.next_whys(problem, chain, lang), WhyQuestions)

    def stronger_actions(self, *, root_cause: str, action: str, strength: str, lang: str) -> Reply[ActionIdeas]:
        return self._ask("actions", prompts.stronger_actions(root_cause, action, strength, lang), ActionIdeas)

    def draft_summary(self, *, problem: str, root_causes: Sequence[str], actions: Sequence[str],
                      lang: str) -> Reply[SummaryText]:
        return self._ask("summary", prompts.summary(problem, root_causes, actions, lang), SummaryText)

    def embed(self, texts: Sequence[str]) -> list[list[float]] | None:
        """One vector per text (ROOTCAUSE_EMBED_MODEL), or None: off, no embed model, an identifier, a failure."""
        if not self.can_embed or not texts or any(find_phi(t) for t in texts):
            return None
        try:
            vectors: list[list[float]] | None = self._get_client().embed(texts).value  # what LLMClient.embed yields
            return vectors
        except Exception as exc:
            log.warning("assist task=embed trace=- kind=%s fallback=lexical", type(exc).__name__)
            return None

    # -- plumbing --------------------------------------------------------------------------------
    def _ask(self, task: str, messages: list[dict[str, str]], schema: type[M]) -> Reply[M]:
        state = self.state
        if state != "on":
            return Reply(None, state)
        if any(find_phi(m["content"]) for m in messages):
            return Reply(None, "phi_blocked")
        try:
            outcome = self._get_client().structured(task, messages, schema)
        except Exception as exc:  # the client could not even be built (e.g. a malformed OPENAI_BASE_URL)
            trace = uuid.uuid4().hex[:12]
            log.warning("assist task=%s trace=%s kind=%s fallback=rules", task, trace, type(exc).__name__)
            return Reply(None, "unavailable", trace)
        if outcome.value is None:
            return Reply(None, "unavailable", outcome.trace)
        return Reply(outcome.value, "ok", outcome.trace)

    def _get_client(self) -> LLMClient:
        with self._lock:
            if self._client is None:
                from rootcause.assist.client import LLMClient  # imports openai: only once the assist is used

                self._client = LLMClient(model=self.model or "", base_url=self.base_url, api_key=self._api_key,
                                         timeout=self.timeout, embed_model=self.embed_model, **self._options)
            return self._client
