"""Causation: the five-rule causal-statement linter, the counterfactual check of one link, the rules a
chain from the problem to a root cause must meet, and the why tree's structure rules."""

from rootcause.domain.causal.causation import judge
from rootcause.domain.causal.chains import validate_chain
from rootcause.domain.causal.linter import lint_statement
from rootcause.domain.model.causation import CausationResult
from rootcause.domain.model.chains import ChainLink, ChainReport

__all__ = ["CausationResult", "ChainLink", "ChainReport", "judge", "lint_statement", "validate_chain"]
