"""General notions of the action hierarchy as word classes in sequence, and the reach of a talk-type action.

Cue lists name phrases a safety team already wrote ("remove from ward stock", 無法給藥). Real action plans word
the same idea in endless ways: "withdraw the vials from every dispensing cabinet", "swap the beds for a single
type", 撤回藥局, 與靜脈管路無法相接. ``ConstructionMatcher`` recognises the *shape* instead: a class of verbs
followed by a class of objects in the same sentence (take_away ... stock_place), a machine followed by a
blocking verb (machine ... block), a condition followed by an impossibility (未 ... 無法). Classes and patterns
live in the YAML (``word_classes``, ``constructions``), so they can be read and extended like the cues.

Class words are found with the shared ``KeywordMatcher`` (whole words with ordinary endings and stems for
English, substrings for Chinese), so "withdrawn", "swapped" and "mattresses" need no extra entries.

What a construction takes away must be its object: ``not_between`` names words that may not stand where the object
sits ("remove *the warning sign* from the door" takes away a sign, not a hazard; in Chinese the object comes after
the place, 移除治療室門上的「舊海報」), and ``absorbs`` makes the hits inside a pattern its objects ("avoid stocking
*prefilled syringes* in the same strength as ..."). A construction in an "if" / "when" / "before" / 當…時 clause is the
occasion of the action, not the action (``in_condition``).

``topic_end`` answers a separate question for the classifier: how far does "educate staff *on* ..." reach?
After a topic marker ("on", "about", "to use", 關於, 包括) a list runs on across commas, 、 and "and" until a new
action starts (a verb such as "install", or a new subject with "will"), so "educate staff on checklists and
read-back" stays one training action.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from rootcause.domain.actions.clauses import ZH_MEASURE_OPENER
from rootcause.domain.actions.rules import ActionRules
from rootcause.domain.text.matching import Hit
from rootcause.domain.text.normalize import stem

__all__ = ["ConstructionHit", "ConstructionMatcher", "in_condition", "topic_end"]

# A sentence ends here; constructions never reach across it (commas are allowed: "未標記者，系統不允許").
_HARD_BREAK = re.compile(r"[;:!?\n。；：！？]|\.(?:\s|$)")
_EN_WORD = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
# A conditional or temporal clause ("if the pump cannot be used, ...", "double-check *when* the vial is removed from
# stock", 若系統無法使用, 當…時): a contingency or an occasion, not the action itself.
_CONDITIONAL = re.compile(r"(?<![a-z])(?:if|when|whenever|in case|in the event|prior to|before)(?![a-z])"
                          r"|若|如果|如遇|倘若|一旦|萬一|(?<![適相不妥恰應理充擔正])當(?=[^，。；：,;:]{1,20}時)")
# Where a clause starts: punctuation, or the word that opens the main clause after a condition (則, 時, then, or a
# modal: "when a patient is admitted the nurse *will* complete the screening form").
_CLAUSE_START = re.compile(r"[,，;；:：.。!?！？\n]|(?<![規原準法細守否總])則|時"
                           r"|(?<![a-z])(?:then|will|shall|must|should)(?![a-z])")

# A purpose clause at a sentence's start (to / in order to / 為了 …) and the comma that hands over to the main clause.
_PURPOSE = re.compile(r"\s*(?:(?:in order )?to [a-z]|為了|為避免|為防止|為減少|為降低)")
_MAIN_AFTER = re.compile(r"[^.;:!?\n。；：！？]*?[,，]\s*\S")
_ByClass = dict[tuple[str, str], list[Hit[Any]]]  # class words found, by (class, language)


@dataclass(frozen=True, slots=True)
class ConstructionHit:
    start: int
    end: int
    category: str
    phrase: str  # the matched class words, joined with " … "
    spans: tuple[tuple[int, int], ...]  # the element spans (the gaps between them are not part of the evidence)
    absorbs: bool = False  # the other hits inside its extent are its objects (``Construction.absorbs``)


@dataclass(frozen=True, slots=True)
class _Pattern:
    category: str
    lang: str
    classes: tuple[str, ...]
    window: int
    unless: str | None
    not_after: str | None
    not_between: str | None = None
    not_before: str | None = None
    absorbs: bool = False


class ConstructionMatcher:
    """Every pattern is a walk over the class hits of one text.

    The class words go into the caller's automaton (``phrases``: payload ``(class, language)``), so a text is
    scanned and stemmed once for cues and classes alike; ``find`` takes the class hits of that scan.
    """

    __slots__ = ("_patterns", "phrases")

    def __init__(self, rules: ActionRules) -> None:
        self.phrases: list[tuple[str, tuple[str, str]]] = [
            (phrase, (name, lang)) for name, words in rules.word_classes.items() for lang, phrase in words.pairs()
        ]
        self._patterns = tuple(
            _Pattern(con.category, lang, names, con.window.get(lang), con.unless_near, con.not_preceded_by,
                     con.not_between, con.not_before, con.absorbs)
            for con in rules.constructions
            for lang, _, names in con.patterns()
        )

    def find(self, norm: str, hits: list[Hit[Any]]) -> list[ConstructionHit]:
        """Every construction in the normalized text, at most one per category and start.

        ``hits`` are the text's keyword hits; payloads that are ``(class, language)`` pairs are class words.
        """
        if not self._patterns or not norm:
            return []
        by_class: _ByClass = {}
        for hit in hits:
            for payload in hit.payloads:
                if isinstance(payload, tuple):
                    by_class.setdefault(payload, []).append(hit)
        if not by_class:
            return []
        breaks = [m.start() for m in _HARD_BREAK.finditer(norm)]
        out: dict[tuple[str, int], ConstructionHit] = {}
        for pat in self._patterns:
            firsts = by_class.get((pat.classes[0], pat.lang))
            if not firsts:
                continue
            for first in firsts:
                chain = _extend(norm, breaks, by_class, pat, [first])
                if chain is None or in_condition(norm, chain[-1].start) or (
                    _object_after(norm, by_class, pat, chain)
                ) or (
                    pat.unless and _near(norm, breaks, by_class.get((pat.unless, pat.lang)), pat, chain)
                ) or (pat.not_after and _right_before(norm, by_class.get((pat.not_after, pat.lang)), pat, first)) or (
                    pat.not_before and _names_a_head(norm, by_class.get((pat.not_before, pat.lang)), pat, chain)
                ):
                    continue
                key = (pat.category, chain[0].start)
                if key not in out:
                    spans = tuple((h.start, h.end) for h in chain)
                    phrase = " … ".join(norm[s:e] for s, e in spans)
                    out[key] = ConstructionHit(chain[0].start, chain[-1].end, pat.category, phrase, spans,
                                               pat.absorbs)
        return sorted(out.values(), key=lambda c: (c.start, c.end))


def _gap(norm: str, start: int, end: int, lang: str) -> int:
    """Words (English) or non-space characters (Chinese) between two positions."""
    text = norm[start:end]
    if lang == "en":  # the rest of a stemmed word ("outlet|s") is not a word of its own
        return len(_EN_WORD.findall(text.lstrip("abcdefghijklmnopqrstuvwxyz")))
    return sum(not ch.isspace() and ch not in ",，、" for ch in text)


def _right_before(norm: str, hits: list[Hit[Any]] | None, pat: _Pattern, first: Hit[Any]) -> bool:
    """A word of the class ends at most two English words / three characters before ``first``."""
    limit = 2 if pat.lang == "en" else 3
    return any(
        h.end <= first.start and _gap(norm, h.end, first.start, pat.lang) <= limit
        and not _HARD_BREAK.search(norm, h.end, first.start)
        for h in hits or ()
    )


def _names_a_head(norm: str, hits: list[Hit[Any]] | None, pat: _Pattern, chain: list[Hit[Any]]) -> bool:
    """A word of the class right after an element (at most one more English word or two characters between): the
    element only names the head ("install *bed* alarms", "the *Door* Top Alarm", 床邊警報)."""
    limit = 1 if pat.lang == "en" else 2
    return any(
        el.end <= h.start and _gap(norm, el.end, h.start, pat.lang) <= limit and not _HARD_BREAK.search(norm, el.end,
                                                                                                          h.start)
        for el in chain for h in hits or ()
    )


_ZH_CLAUSE_END = re.compile(r"[,，、;；:：.。!?！？\n]")


def _object_after(norm: str, by_class: _ByClass, pat: _Pattern, chain: list[Hit[Any]]) -> bool:
    """Chinese puts the object after the place (移除治療室門上的「舊海報」): a ``not_between`` word after the chain,
    in the same clause, is what was taken away."""
    if pat.lang != "zh-TW" or not pat.not_between:
        return False
    stop = _ZH_CLAUSE_END.search(norm, chain[-1].end)
    end = stop.start() if stop else len(norm)
    return any(chain[-1].end <= h.start and h.end <= end for h in by_class.get((pat.not_between, pat.lang), ()))


def in_condition(norm: str, pos: int) -> bool:
    """True when ``pos`` sits in a clause opened by "if" / 若 (looking back to the previous punctuation), or in a
    purpose clause that opens the sentence and a comma closes ("To comply with the recommendations, we ...":
    what the action is for, not the action)."""
    start = max((m.end() for m in _CLAUSE_START.finditer(norm, 0, pos)), default=0)
    cond = _CONDITIONAL.search(norm, start)  # (not bounded at pos: 當…時 looks ahead for its 時)
    if cond is not None and cond.start() < pos:
        return True
    opens = start == 0 or norm[start - 1] in ".。!?！？\n"
    purpose = _PURPOSE.match(norm, start) if opens else None
    return purpose is not None and _MAIN_AFTER.match(norm, pos) is not None


def _same_sentence(breaks: list[int], start: int, end: int) -> bool:
    return not any(start <= b < end for b in breaks)


def _extend(norm: str, breaks: list[int], by_class: _ByClass, pat: _Pattern,
            chain: list[Hit[Any]]) -> list[Hit[Any]] | None:
    """The nearest way to complete ``chain`` with the remaining classes of ``pat`` (None if there is none)."""
    if len(chain) == len(pat.classes):
        return chain
    prev = chain[-1]
    for hit in by_class.get((pat.classes[len(chain)], pat.lang), ()):
        if hit.start < prev.end or _gap(norm, prev.end, hit.start, pat.lang) > pat.window:
            continue
        if not _same_sentence(breaks, prev.end, hit.start):
            continue
        if pat.not_between and any(  # "remove the warning *sign* from the door": not the object sought
            prev.end <= h.start and h.end <= hit.start for h in by_class.get((pat.not_between, pat.lang), ())
        ):
            continue
        done = _extend(norm, breaks, by_class, pat, [*chain, hit])
        if done is not None:
            return done
    return None


def _near(norm: str, breaks: list[int], hits: list[Hit[Any]] | None, pat: _Pattern, chain: list[Hit[Any]]) -> bool:
    """A word of the ``unless_near`` class in the same sentence, within the window before or after the chain."""
    start, end = chain[0].start, chain[-1].end
    for hit in hits or ():
        if hit.end <= start:
            a, b = hit.end, start
        elif hit.start >= end:
            a, b = end, hit.start
        else:
            return True
        if _same_sentence(breaks, a, b) and _gap(norm, a, b, pat.lang) <= pat.window:
            return True
    return False


# --------------------------------------------------------------------------------------- topic reach
# After a talk-type action, a topic marker opens a list: "educate staff ON x, y and z", 宣導「關於」, 內容包括.
_TOPIC_MARKER = re.compile(
    r"(?<![a-z])(?:on|about|regarding|concerning|covering|including|in the use of|to use|in using|how to|"
    r"the use of|the importance of|of the importance of|to ensure|to make sure)(?![a-z])"  # (its purpose too)
    r"|關於|有關|內容包括|內容包含|包括|包含|涵蓋|如何|使用"
)
# What ends a topic list for sure (the next sentence, a contrast, an explicit "and then", 並/同時/另外).
_TOPIC_HARD_END = re.compile(
    r"[.;:!?()\n。；：！？（）]|(?<![a-z])(?:but|instead|then|while|whereas)(?![a-z])"
    r"|並且|(?<!合)並(?![未無非])|同時|另外|另|而是|但"
)
# List separators the topic may run across, unless a new action starts right after them.
_TOPIC_SOFT = re.compile(r"[,，、]|(?<![a-z])(?:and|or|plus|as well as|also)(?![a-z])")
_HAN = re.compile(r"\s*[\u3400-\u9fff]")
_ZH_NEW_MEASURE = re.compile(r"\s*(?:\d+[.)、]\s*)?" + ZH_MEASURE_OPENER)
_ZH_LIST_GOES_ON = re.compile(r"\s*(?:內容|包括|包含|涵蓋|如|例如|以及|及|與|和)")
_EN_NEXT_WORDS = re.compile(r"[a-z]+(?:-[a-z]+)*")
_MODAL = frozenset({"will", "shall", "must", "should", "would", "can", "may", "is", "are", "have", "has", "was",
                    "were"})
_LEAD_IN = frozenset({"also", "then", "we", "will", "to"})
# Verbs that open a new action after "and" / a comma (stems, so "installs", "installed" count too).
_ACTION_VERBS = frozenset(stem(w) for w in (
    "add", "adopt", "allocate", "apply", "assign", "audit", "automate", "ban", "block", "build", "buy", "change",
    "configure", "conduct", "consider", "convert", "create", "deploy", "design", "develop", "discontinue", "display",
    "eliminate", "enforce", "ensure", "establish", "fit", "hire", "hold", "implement", "increase", "install",
    "introduce", "launch", "limit", "lock", "mandate", "modify", "monitor", "move", "perform", "place", "post",
    "program", "provide", "purchase", "put", "reconfigure", "recruit", "redesign", "reduce", "relocate", "remind",
    "remove", "replace", "require", "restrict", "retire", "review", "revise", "run", "schedule", "separate", "set",
    "share", "simplify", "standardise", "standardize", "start", "station", "stock", "stop", "store", "swap",
    "switch", "track", "update", "upgrade", "use", "withdraw",
))


def topic_end(norm: str, start: int) -> int | None:
    """Where the topic list opened right after ``start`` ends, or None when no topic marker opens one.

    ``start`` is the end of a talk-type cue ("educate", 宣導). The marker must come before the first separator.
    """
    hard = _TOPIC_HARD_END.search(norm, start)
    stop = hard.start() if hard else len(norm)
    first_soft = _TOPIC_SOFT.search(norm, start, stop)
    marker = _TOPIC_MARKER.search(norm, start, first_soft.start() if first_soft else stop)
    if marker is None and first_soft is not None:  # "在職教育，內容包括…": the marker opens the next part
        marker = _TOPIC_MARKER.match(norm, first_soft.end() + (norm[first_soft.end():first_soft.end() + 1] == " "))
    if marker is None:
        return None
    for soft in _TOPIC_SOFT.finditer(norm, marker.end(), stop):
        if soft.group() == "、":  # 宣導 ISBAR、查檢表 (one topic) / 宣導 ISBAR、購置 ... (a new measure)
            if _ZH_NEW_MEASURE.match(norm, soft.end()):
                return soft.start()
            continue
        if soft.group() == "," and _HAN.match(norm, soft.end()):  # a Chinese comma (normalized to ",")
            if not _ZH_LIST_GOES_ON.match(norm, soft.end()):
                return soft.start()
            continue
        if _new_action_after(norm, soft.end(), stop):
            return soft.start()
    return stop


def _new_action_after(norm: str, pos: int, stop: int) -> bool:
    """After a list separator: a verb that opens an action, or a modal within the next few words."""
    words = [m.group() for m in _EN_NEXT_WORDS.finditer(norm, pos, stop)][:5]
    if not words:
        return False
    if any(w in _MODAL for w in words[1:5]):
        return True
    i = 0
    while i < len(words) - 1 and words[i] in _LEAD_IN:
        i += 1
    return stem(words[i]) in _ACTION_VERBS
