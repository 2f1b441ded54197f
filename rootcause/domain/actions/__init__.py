"""Corrective actions: the action-hierarchy rules (config) and the rater that places an action on them
(stronger, intermediate, weaker) with the mechanism it recognised and how to make it stronger."""

from rootcause.domain.actions.rules import ActionRules, parse_action_rules, strength_rank
from rootcause.domain.actions.strength import classify_action
from rootcause.domain.model.strength import StrengthResult

__all__ = ["ActionRules", "StrengthResult", "classify_action", "parse_action_rules", "strength_rank"]
