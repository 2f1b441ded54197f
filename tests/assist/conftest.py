"""Fixtures for the assist tests: a fake OpenAI-compatible server and assistants pointed at it."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from fake_openai_server import FakeOpenAI

from rootcause.assist import Assistant

REPO = Path(__file__).resolve().parents[2]

# What the fake answers per schema when a test scripts nothing else (all pass our own checks).
DEFAULTS = {
    "HfacsRanking": {"codes": [{"code": "OI-RM", "reason": "Staffing was below the ward's need."},
                               {"code": "PC-AMS", "reason": "Fatigue after a double shift."}]},
    "CausalRewrite": {"statement": "Because the two vials looked alike and were stored together, the nurse "
                                   "picked insulin instead of heparin."},
    "WhyQuestions": {"questions": ["Why were both vials stocked in the same drawer?",
                                   "Why did the dispensing cabinet allow look-alike vials side by side?"]},
    "ActionIdeas": {"actions": ["Remove concentrated insulin from ward stock and dispense it from pharmacy only.",
                                "Remind staff to be careful."]},
    "SummaryText": {"summary": "Heparin and insulin vials stored together led to a mix-up. The root cause was "
                               "look-alike storage. The main action removes insulin from ward stock."},
}


@pytest.fixture
def fake() -> Iterator[FakeOpenAI]:
    with FakeOpenAI(DEFAULTS) as server:
        yield server


@pytest.fixture
def make_assistant() -> Callable[..., Assistant]:
    def build(base_url: str, *, timeout: float = 5.0, **options: object) -> Assistant:
        options.setdefault("backoff", 0.01)
        return Assistant(enabled=True, model="local-model", base_url=base_url, api_key="test-key", timeout=timeout,
                         embed_model=options.pop("embed_model", None), **options)  # type: ignore[arg-type]

    return build


@pytest.fixture
def assistant(fake: FakeOpenAI, make_assistant: Callable[..., Assistant]) -> Assistant:
    return make_assistant(fake.base_url)
