"""Rate a corrective action on the RCA² action hierarchy (NPSF 2015): stronger, intermediate or weaker.

Rules, not a model, so a facilitator can see *why* ("matched 'hard stop'") and a safety team can add cues in
YAML. The text is normalized once (``text_normalize.normalize``: full-width forms, case, contractions,
Simplified -> Traditional) and every cue of every category is found in one Aho-Corasick pass
(``KeywordMatcher``: whole words for English, substrings for Chinese). *Constructions* add the general notions
the cue lists cannot enumerate: word classes in sequence ("withdraw ... ward stock", "system ... will not
allow", 未 ... 無法, ``action_patterns``). Evidence has three ranks of specificity: a cue phrase, a construction,
a generic word. Then, in order:

1. overlapping hits keep the longest ("no-interruption zone" is not "interruption"; "written warning" is
   discipline, not a label), and idioms are no cue ("of course" is no training course);
2. negated hits are dropped: a plain negator shortly before ("no new policy", ``negation.NegationIndex``), a
   contrast that sets something aside up to the end of its clause ("rather than retraining", "instead of",
   "do not rely on", 不只是, 而非, 與其, 不再只靠) or a verdict after it ("training alone is not enough"); hits in
   an "if" / "when" / "before" / 當…時 clause are its occasion, not the action ("double-check *when* a vial is
   removed"), and a general word in an opening setting phrase ("In manual systems and electronic ones, …") is only
   the setting.
   Cues that carry their own negation ("cannot be overridden", 無法送出, "do not disturb") are immune to
   plain negators, since in a forcing function the negation *is* the action ("未掃描無法給藥");
3. hits that are only the topic of a talk-type action are dropped ("remind staff to use the *checklist*",
   "宣導使用 *ISBAR*"), per the category's ``governs_topic``, and so are hits that only describe where another
   action happens ("warnings on *automated* dispensers", 在條碼掃描器上: ``clauses.describes_place``); after a
   topic marker the topic is a list that runs on across "and" and commas until a new action starts ("educate
   staff on *checklists* and *read-back*, and install ..."), and a topic may sit before the cue with a connector
   (查檢表使用之在職教育); a coordinator right after the talk-type verb joins a second verb instead (檢討「及」統一
   作業程序: review and standardise);
4. hits inside an absorbing construction are its objects ("avoid stocking *prefilled syringes* in the same
   strength as ...": look-alike separation, not a simplification); generic words ("standardize", 系統) yield to
   more specific evidence (a cue or construction) of another category anywhere in the action (a lone general
   word never decides the rating over a named mechanism: 雙人覆核並於電子紀錄簽章 is a double check), and a cue
   inside a construction of another, at least as strong category yields to it ("add a *second nurse* to long
   cases" is staffing, not a double check);
5. a mixed action takes its strongest remaining part ("train staff and install a forcing function"); within
   that strength the category with the most specific evidence decides, not the order of the file.

Nothing left means weaker with low confidence: an action nobody can classify is a vague intention.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable
from dataclasses import dataclass, field

from rootcause.domain.actions.clauses import ABSORB_END as _ABSORB_END
from rootcause.domain.actions.clauses import BRACKET_LABEL as _BRACKET_LABEL
from rootcause.domain.actions.clauses import BY_METHOD as _BY_METHOD
from rootcause.domain.actions.clauses import CLAUSE_END as _CLAUSE_END
from rootcause.domain.actions.clauses import COORDINATED as _COORDINATED
from rootcause.domain.actions.clauses import GATED as _GATED
from rootcause.domain.actions.clauses import IDIOM as _IDIOM
from rootcause.domain.actions.clauses import SEGMENT_BREAK as _SEGMENT_BREAK
from rootcause.domain.actions.clauses import SETTING as _SETTING
from rootcause.domain.actions.clauses import STATUS_QUO as _STATUS_QUO
from rootcause.domain.actions.clauses import TO_A_BODY as _TO_A_BODY
from rootcause.domain.actions.clauses import contrast_scopes, describes_place, has_verdict
from rootcause.domain.actions.patterns import ConstructionMatcher, in_condition, topic_end
from rootcause.domain.actions.reasons import TEXT as _TEXT
from rootcause.domain.actions.rules import STRENGTHS, ActionCategory, ActionRules, strength_rank
from rootcause.domain.model.config_types import normalize_lang
from rootcause.domain.model.strength import StrengthResult
from rootcause.domain.text.matching import Hit, KeywordMatcher
from rootcause.domain.text.negation import NegationIndex
from rootcause.domain.text.normalize import normalize

__all__ = ["STRENGTHS", "ActionMatcher", "StrengthResult", "classify_action", "compile_action_rules", "strength_rank"]


# -------------------------------------------------------------------------------------------- lexicon
_SELF_NEGATIVE = re.compile(
    r"(?<![a-z])(?:no|not|cannot|never|without|unable)(?![a-z])|無法|不能|不可|不得|勿|未|不再|禁止"
)

# ------------------------------------------------------------------------------------------- matcher
_CUE, _CONSTRUCT, _GENERIC = 2, 1, 0  # specificity of the evidence
_LINKS = frozenset({"to", "with", "by", "for", "from", "of", "not", "never", "in", "on"})  # a construction's glue
# Between a topic and the talk-type noun after it: 查檢表「使用之」在職教育, ISBAR「相關」教育訓練, "SBAR-based".
_TOPIC_GLUE = re.compile(r"[\s的之與及和、-]*(?:相關|使用|操作|應用|based|related)?[\s的之與及和、-]*")


@dataclass(frozen=True, slots=True)
class _Cue:
    category: int  # index into rules.categories
    rank: int  # _CUE, _CONSTRUCT or _GENERIC
    self_negative: bool

    @property
    def generic(self) -> bool:
        return self.rank == _GENERIC


_Payload = _Cue | tuple[str, str]  # a cue, or a (class, language) word of a construction


@dataclass(slots=True)
class _Found:
    start: int
    end: int
    phrase: str
    cue: _Cue
    status: str = field(default="counted")  # counted | negated | topic | setting | yielded
    spans: tuple[tuple[int, int], ...] = ()  # a construction's element spans
    absorbs: bool = False  # a construction whose extent holds its objects (``Construction.absorbs``)

    @property
    def tightness(self) -> float:
        """Share of the hit's extent that is evidence: 1 for a cue, less for a construction spread over a gap."""
        if not self.spans:
            return 1.0
        return sum(b - a for a, b in self.spans) / max(self.end - self.start, 1)


class ActionMatcher:
    """Every cue of a rule set compiled into one automaton; immutable once built, safe to share."""

    __slots__ = ("_cats", "_constructions", "_index", "_matcher", "_rank", "_rules")

    def __init__(self, rules: ActionRules) -> None:
        self._rules = rules
        self._cats: tuple[ActionCategory, ...] = rules.categories
        phrases: list[tuple[str, _Cue]] = []
        for i, cat in enumerate(rules.categories):
            for rank, cues in ((_CUE, cat.cues.pairs()), (_GENERIC, cat.generic_cues.pairs())):
                for _, phrase in cues:
                    negative = _SELF_NEGATIVE.search(normalize(phrase)) is not None
                    phrases.append((phrase, _Cue(i, rank, negative)))
        self._index = {cat.code: i for i, cat in enumerate(rules.categories)}
        self._rank = [strength_rank(cat.strength) for cat in rules.categories]
        self._constructions = ConstructionMatcher(rules)
        # one automaton for cues and construction word classes: the text is scanned and stemmed once
        self._matcher: KeywordMatcher[_Cue | tuple[str, str]] = KeywordMatcher([*phrases, *self._constructions.phrases])

    def classify(self, text: str, *, lang: str = "en") -> StrengthResult:
        """See ``classify_action``."""
        lang = normalize_lang(lang)
        norm = normalize(text)
        found = self._resolve(norm)
        counted = [f for f in found if f.status == "counted"]
        if not counted:
            return self._no_match(found, lang)
        top = max(strength_rank(self._cats[f.cue.category].strength) for f in counted)
        winners = [f for f in counted if strength_rank(self._cats[f.cue.category].strength) == top]
        best = min({f.cue.category for f in winners}, key=lambda c: (  # file order only breaks a full tie
            -max(f.cue.rank for f in winners if f.cue.category == c),
            -sum(f.cue.category == c for f in winners),
            -max(f.tightness for f in winners if f.cue.category == c),
            c,
        ))
        cat = self._cats[best]
        matched = list(dict.fromkeys(f.phrase for f in winners))
        lower = list(dict.fromkeys(f.cue.category for f in counted if f not in winners))
        rank = max(f.cue.rank for f in winners)
        generic_only = rank == _GENERIC
        set_aside = [f for f in found if f.status in ("negated", "topic", "setting")]
        confidence = _confidence(rank, len(matched), bool(set_aside), bool(lower))
        texts = _TEXT[lang]
        reason = texts["main"].format(
            strength=self._rules.strength_info(cat.strength).name.get(lang),
            category=cat.name.get(lang),
            cues=_quote(matched, lang),
            explanation=cat.explanation.get(lang),
        )
        if lower:
            reason += texts["mixed"].format(names=texts["sep"].join(self._cats[c].name.get(lang) for c in lower))
        reason += _set_aside_note(found, lang)
        if generic_only:
            reason += texts["generic"]
        elif rank == _CONSTRUCT:
            reason += texts["construct"]
        return StrengthResult(
            strength=cat.strength,
            category=cat.code,
            matched=matched,
            reason=reason,
            hint=None if cat.strength == "stronger" else cat.hint.get(lang),
            confidence=confidence,
        )

    # ---------------------------------------------------------------------------------------- steps
    def _resolve(self, norm: str) -> list[_Found]:
        """Hits after overlap, negation, topic and generic-yield rules, in text order."""
        hits = self._matcher.find(norm) if norm else []
        idioms = [m.span() for m in _IDIOM.finditer(norm)]
        if idioms:  # "of course": the word "course" in it is no training
            hits = [h for h in hits if not any(a <= h.start and h.end <= b for a, b in idioms)]
        found = _longest_first(norm, hits)
        found += self._construction_hits(norm, hits)
        if not found:
            return found
        found.sort(key=lambda f: (f.start, -f.end))
        spans = [s for f in found for s in (f.spans or ((f.start, f.end),))]
        # (a listed phrase's own "not" negates nothing, even where a longer overlapping cue won: "do-not-use list
        # of abbreviations")
        negation = NegationIndex(norm, consumed=spans + [(h.start, h.end) for h in hits if any(
            isinstance(p, _Cue) and p.self_negative for p in h.payloads)])
        scopes = contrast_scopes(norm, spans)
        for f in found:
            contrasted = any(s <= f.start < e for s, e in scopes) or has_verdict(norm, f.end)
            if contrasted or in_condition(norm, f.start) or (
                not f.cue.self_negative and negation.is_negated(f.start)
            ):
                f.status = "negated"
        setting = _SETTING.match(norm)
        for f in found:  # a general word in the opening "In ... ," only says where the action applies
            if setting and f.cue.generic and f.status == "counted" and f.end <= setting.end():
                f.status = "setting"
        breaks = [m.start() for m in _SEGMENT_BREAK.finditer(norm)]

        def segment(pos: int) -> int:
            return bisect_right(breaks, pos)

        _set_aside_unchanged(norm, found, segment)

        governors = [  # a generic word ("monitor", 流程) is too weak a sign of a talk-type action to govern
            f for f in found
            if f.status == "counted" and not f.cue.generic and self._cats[f.cue.category].governs_topic != "none"
        ]
        governors = [g for g in governors if not _COORDINATED.match(norm, g.end) and not _GATED.match(norm, g.end)
                     and not (self._cats[g.cue.category].governs_topic == "after" and _TO_A_BODY.match(norm, g.end))]
        reach = {id(g): topic_end(norm, g.end) for g in governors}
        for f in found:
            if f.status != "counted" or not self._cats[f.cue.category].can_be_topic:
                continue
            for g in governors:
                end = reach[id(g)]
                if g.cue.category != f.cue.category and g.end <= f.start and (
                    segment(g.start) == segment(f.start) if end is None else f.start < end
                ):
                    f.status = "topic"
                    break
        for g in governors:  # "ISBAR 教育訓練", "條碼掃描相關教育訓練": a chain of topics glued before the noun
            if self._cats[g.cue.category].governs_topic != "around":
                continue
            pos = g.start
            for f in sorted((f for f in found if f.end <= g.start), key=lambda f: -f.end):
                if _TOPIC_GLUE.fullmatch(norm, f.end, pos) is None:
                    break
                cat = self._cats[f.cue.category]
                if f.status == "counted" and f.cue.category != g.cue.category and cat.can_be_topic:
                    f.status = "topic"
                pos = min(pos, f.start)
        for f in found:  # a cue that only describes where another action happens: "warnings on *automated* dispensers"
            if f.status == "counted" and self._cats[f.cue.category].can_be_topic and describes_place(
                norm, f.start, f.end
            ) and any(g is not f and g.status == "counted" and g.cue.category != f.cue.category
                      and segment(g.start) == segment(f.start) for g in found):
                f.status = "setting"
        self._yield(norm, found)
        return found

    def _yield(self, norm: str, found: list[_Found]) -> None:
        """Hits inside an absorbing construction are its objects; a construction yields when a linking word of it
        ("to", "with") belongs to a listed phrase of another category; generic words yield to specific evidence of
        another category; cues yield to a stronger construction around them."""
        rank = self._rank
        for a in (f for f in found if f.absorbs and f.status == "counted"):
            stop = _ABSORB_END.search(norm, a.end)  # (both sides of "the same strength as *...*")
            end = stop.start() if stop else len(norm)
            for f in found:  # "avoid stocking *prefilled syringes* in the same strength as ...": told apart
                if f is not a and f.status == "counted" and a.start <= f.start and f.end <= end:
                    f.status = "yielded"
        cues = [f for f in found if f.status == "counted" and f.cue.rank == _CUE]
        for c in (f for f in found if f.status == "counted" and f.cue.rank == _CONSTRUCT):
            if any(norm[a:b] in _LINKS and k.cue.category != c.cue.category and k.start <= a and b <= k.end
                   for a, b in c.spans for k in cues):
                c.status = "yielded"  # a listed phrase owns its linking word: "harder *to* confuse" is no "change to"
        specific = [f for f in found if f.status == "counted" and not f.cue.generic]
        constructs = [f for f in specific if f.cue.rank == _CONSTRUCT]
        for f in found:
            if f.status != "counted":
                continue
            generic_yields = f.cue.generic and any(s.cue.category != f.cue.category for s in specific)
            if generic_yields or (f.cue.rank == _CUE and any(
                c.cue.category != f.cue.category and rank[c.cue.category] >= rank[f.cue.category]
                and any(a < f.end and f.start < b for a, b in c.spans) for c in constructs
            )):
                f.status = "yielded"

    def _construction_hits(self, norm: str, hits: list[Hit[_Payload]]) -> list[_Found]:
        out = []
        for hit in self._constructions.find(norm, hits):
            words = " ".join(norm[a:b] for a, b in hit.spans)
            negative = _SELF_NEGATIVE.search(words) is not None
            cue = _Cue(self._index[hit.category], _CONSTRUCT, negative)
            out.append(_Found(hit.start, hit.end, hit.phrase, cue, spans=hit.spans, absorbs=hit.absorbs))
        return out

    def _no_match(self, found: list[_Found], lang: str) -> StrengthResult:
        rules = self._rules
        reason = _TEXT[lang]["none"].format(
            strength=rules.strength_info("weaker").name.get(lang), reason=rules.no_match.reason.get(lang)
        )
        return StrengthResult(
            strength="weaker",
            category=None,
            matched=[],
            reason=reason + _set_aside_note(found, lang),
            hint=rules.no_match.hint.get(lang),
            confidence=0.25,
        )


def _set_aside_unchanged(norm: str, found: list[_Found], segment: Callable[[int], int]) -> None:
    """Hits that name what stays as it is ("the hard limit (already in place) remains"), a label in brackets ("be
    more careful (forcing function)"), or the aim before "by <doing>" when the way after it is rated, are only the
    setting of the action (audit 28: a weak action must not borrow a strong word)."""
    labels = [m.span() for m in _BRACKET_LABEL.finditer(norm)] if "(" in norm or "（" in norm or "[" in norm else []
    ends = [m.start() for m in _CLAUSE_END.finditer(norm)]  # (a clause: brackets inside it stay in it)

    def clause(pos: int) -> int:
        return bisect_right(ends, pos)

    unchanged = {clause(m.start()) for m in _STATUS_QUO.finditer(norm)}
    methods = [m.start() for m in _BY_METHOD.finditer(norm)] if " by " in norm else []
    for f in found:
        if f.status != "counted":
            continue
        if any(a <= f.start and f.end <= b for a, b in labels) or clause(f.start) in unchanged or any(
                f.end <= by and segment(f.start) == segment(by) and any(
                    g.status == "counted" and not g.cue.generic and g.start > by and segment(g.start) == segment(by)
                    for g in found)
                for by in methods):
            f.status = "setting"


def _confidence(rank: int, n_matched: int, set_aside: bool, mixed: bool) -> float:
    """How far to trust the verdict: a listed cue most, a construction less, a lone generic word least; more
    agreeing evidence raises it, parts set aside or a weaker part beside it lower it."""
    base = {_CUE: 0.85, _CONSTRUCT: 0.72, _GENERIC: 0.55}[rank]
    value = base + 0.05 * (n_matched > 1) - 0.05 * set_aside - 0.05 * mixed
    return round(min(max(value, 0.35), 0.95), 2)


def _longest_first(norm: str, hits: list[Hit[_Payload]]) -> list[_Found]:
    """Keep the longest of overlapping cue hits (specific cue over the one inside it), then sort by position.
    Construction class words are not cues and take no part here."""
    kept: list[_Found] = []
    for hit in sorted(hits, key=lambda h: (h.start - h.end, h.start)):
        cues = [p for p in hit.payloads if isinstance(p, _Cue)]
        if not cues or any(hit.start < k.end and k.start < hit.end for k in kept):
            continue
        cue = min(cues, key=lambda c: c.generic)  # a key is specific if any of its cues is
        kept.append(_Found(hit.start, hit.end, norm[hit.start:hit.end], cue))
    kept.sort(key=lambda f: f.start)
    return kept


def _quote(phrases: list[str], lang: str) -> str:
    texts = _TEXT[lang]
    return texts["sep"].join(texts["q"].format(p) for p in phrases)


def _set_aside_note(found: list[_Found], lang: str) -> str:
    texts = _TEXT[lang]
    note = ""
    for status in ("negated", "topic", "setting"):
        phrases = list(dict.fromkeys(f.phrase for f in found if f.status == status))
        if phrases:
            note += texts[status].format(cues=_quote(phrases, lang))
    return note


# ------------------------------------------------------------------------------------------- public
def compile_action_rules(rules: ActionRules) -> ActionMatcher:
    """The matcher for ``rules``, built on first use and kept on the (frozen) rules object."""
    matcher: ActionMatcher | None = rules._compiled
    if matcher is None:
        matcher = ActionMatcher(rules)
        rules._compiled = matcher  # a race builds it twice at worst; both copies are identical
    return matcher


def classify_action(text: str, rules: ActionRules, *, lang: str = "en") -> StrengthResult:
    """Rate one corrective action; ``reason`` and ``hint`` are in ``lang`` ('en' or 'zh-TW')."""
    return compile_action_rules(rules).classify(text, lang=lang)
