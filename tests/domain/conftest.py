"""Fixtures shared by the domain tests."""

from __future__ import annotations

import pytest

from rootcause.config.action_rules import load_action_rules
from rootcause.domain.actions.rules import ActionRules


@pytest.fixture(scope="module")
def rules() -> ActionRules:
    """The built-in action-strength rules, read afresh (not from the loader's cache) for each test module."""
    return load_action_rules(use_cache=False)
