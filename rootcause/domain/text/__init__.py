"""Text as the rules see it: one normal form (NFKC, Traditional script, stems), negation and its scope,
phrase matching in one pass, and character n-gram similarity. Owns no vocabulary of its own.
(``normalize`` is the module: import ``normalize()`` from ``rootcause.domain.text.normalize``.)"""

from rootcause.domain.text.matching import Hit, KeywordMatcher, phrase_variants
from rootcause.domain.text.negation import NegationIndex
from rootcause.domain.text.ngrams import NgramIndex
from rootcause.domain.text.normalize import has_cjk, stem

__all__ = ["Hit", "KeywordMatcher", "NegationIndex", "NgramIndex", "has_cjk", "phrase_variants", "stem"]
