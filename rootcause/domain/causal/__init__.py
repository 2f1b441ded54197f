"""Causation: the five-rule causal-statement linter, the counterfactual check of one link, the rules a
chain from the problem to a root cause must meet, and the why tree's structure rules."""

from rootcause.domain.causal.causation import CausationResult, judge
from rootcause.domain.causal.chains import ChainLink, ChainReport, validate_chain
from rootcause.domain.causal.linter import lint_statement

__all__ = ["CausationResult", "ChainLink", "ChainReport", "judge", "lint_statement", "validate_chain"]
