"""Across cases: what someone typed as search terms, the ranking of similar past cases (lexical, then by
meaning), recurring codes and root causes, and the figures of the Insights page."""

from rootcause.domain.search.insights import InsightsView
from rootcause.domain.search.query import SearchTerms, parse_query
from rootcause.domain.search.ranking import SimilarCases, rank_cases

__all__ = ["InsightsView", "SearchTerms", "SimilarCases", "parse_query", "rank_cases"]
