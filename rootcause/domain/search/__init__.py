"""Across cases: what someone typed as search terms, the ranking of similar past cases (lexical, then by
meaning), recurring codes and root causes, and the figures of the Insights page."""

from rootcause.domain.model.insights import InsightsView
from rootcause.domain.model.search import SimilarCases
from rootcause.domain.search.query import SearchTerms, parse_query
from rootcause.domain.search.ranking import rank_cases

__all__ = ["InsightsView", "SearchTerms", "SimilarCases", "parse_query", "rank_cases"]
