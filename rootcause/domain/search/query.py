"""Turn what someone typed into search terms that a trigram index can answer, in either language.

A trigram index finds any substring of three or more characters, so no Chinese word segmenter is needed:
a run of Han characters becomes its overlapping three-character windows, and a case sharing more of them
ranks higher. Two-character Chinese words (輸血, 跌倒) are too short for trigrams: in a short keyword query
they are "short" terms, found in a second index of whole index words (:func:`grams_of` gives each entry's
character pairs and triples, two-letter words such as "iv", and word stems); inside a long sentence their
pairs are "hints" that only add to the score of cases the trigrams found. English words lose stop words
and are cut to a stem that is a prefix of the word, so "transfusion" also finds "transfused". Simplified
input is converted to Traditional, the form the cases are written in. Anything else (quotes, stars,
brackets) is dropped, so no query syntax ever reaches the database.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from rootcause.domain.text.normalize import stem, to_traditional

MAX_LONG_TERMS = 48
MAX_SHORT_TERMS = 8
MAX_QUERY_CHARS = 2_000
KEYWORD_QUERY_HAN = 8  # up to this many Han characters, a query is keywords ("病人跌倒"), not a sentence

_HAN = r"\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_TOKEN = re.compile(rf"[{_HAN}]+|[a-z0-9]+")
_IS_HAN = re.compile(rf"[{_HAN}]")
_HAN_RUN = re.compile(rf"[{_HAN}]+")

STOP_WORDS = frozenset("""
a about above after again against all also am an and any are as at be because been before being below between
both but by can could did do does doing down during each few for from further had has have having he her here
hers him his how i if in into is it its itself just me more most my no nor not now of off on once only or other
our out over own same she should so some such than that the their them then there these they this those through
to too under until up very was we were what when where which while who whom why will with would you your
patient patients case event
""".split())  # noqa: SIM905 - a word list reads better as text


@dataclass(frozen=True)
class SearchTerms:
    """``long``: three characters or more (the trigram index finds them); ``short``: two-character words
    typed on their own (a substring scan finds them); ``hints``: character pairs inside longer Chinese runs
    (they only score what the others found)."""

    long: tuple[str, ...]
    short: tuple[str, ...]
    hints: tuple[str, ...] = ()
    words: tuple[str, ...] = ()  # what the person asked for, one form per word: coverage ranks by these

    @property
    def all(self) -> tuple[str, ...]:
        return self.long + self.short + self.hints

    def __bool__(self) -> bool:
        return bool(self.long or self.short)


def _prefix_stem(word: str) -> str:
    """The stem when it is a prefix of the word (substring search needs that), else their common prefix."""
    cut = stem(word)
    if word.startswith(cut):
        return cut if len(cut) >= 4 else word
    common = 0
    while common < min(len(cut), len(word)) and cut[common] == word[common]:
        common += 1
    return word[:common] if common >= 4 else word


def _han_terms(run: str) -> list[str]:
    if len(run) < 2:
        return []
    if len(run) <= 3:
        return [run]
    return [run[i:i + 3] for i in range(len(run) - 2)]


def parse_query(query: str) -> SearchTerms:
    """Search terms of ``query`` (lower-case, deduplicated, in order of appearance, capped)."""
    text = unicodedata.normalize("NFKC", query[:MAX_QUERY_CHARS]).casefold()
    text = to_traditional(text)
    long: dict[str, None] = {}
    short: dict[str, None] = {}
    hints: dict[str, None] = {}
    words: dict[str, None] = {}
    keywords = sum(len(run) for run in _HAN_RUN.findall(text)) <= KEYWORD_QUERY_HAN
    for token in _TOKEN.findall(text):
        if _IS_HAN.match(token):
            for term in _han_terms(token):
                (long if len(term) >= 3 else short)[term] = None
            if len(token) >= 3:
                hints.update((token[i:i + 2], None) for i in range(len(token) - 1))
            # a typed Chinese word is one word; a sentence's run counts by its three-character windows
            words.update(((token, None),) if keywords or len(token) <= 3 else ((t, None) for t in _han_terms(token)))
        elif token not in STOP_WORDS and not token.isdigit():
            if len(token) == 2:
                short[token] = None
                words[token] = None
            elif len(token) >= 3:
                long[_prefix_stem(token)] = None
                words[_prefix_stem(token)] = None
    if keywords:
        short.update(hints)  # a few typed words (病人跌倒 = 病人 + 跌倒) may share no trigram with a case
        hints = {}
    return SearchTerms(long=tuple(long)[:MAX_LONG_TERMS], short=tuple(short)[:MAX_SHORT_TERMS],
                       hints=tuple(h for h in hints if h not in short)[:MAX_LONG_TERMS],
                       words=tuple(words)[:MAX_LONG_TERMS])


def grams_of(text: str) -> str:
    """The index words of a stored text, space-separated, made the way queries are parsed: every pair and
    triple of adjacent Han characters, two-letter words ("iv"), and longer words cut to their prefix stem.
    SQLite's pair index looks up two-character terms in it; PostgreSQL's full-text index all terms."""
    normal = to_traditional(unicodedata.normalize("NFKC", text).casefold())
    tokens: dict[str, None] = {}
    for token in _TOKEN.findall(normal):
        if _IS_HAN.match(token):
            tokens.update((token[i:i + 2], None) for i in range(len(token) - 1))
            tokens.update((token[i:i + 3], None) for i in range(len(token) - 2))
        elif len(token) == 2 and not token.isdigit():
            tokens[token] = None
        elif len(token) >= 3 and token not in STOP_WORDS and not token.isdigit():
            tokens[_prefix_stem(token)] = None
    return " ".join(tokens)


def fts5_match(terms: tuple[str, ...]) -> str:
    """An FTS5 MATCH expression: each term a quoted string (inner quotes doubled), OR-ed together."""
    return " OR ".join('"' + term.replace('"', '""') + '"' for term in terms)
