"""Human-readable reasons for suggestions, in the language of the request.

A reason lists the phrases that matched and where the rule came from (a learned rule a person confirmed,
a domain rule, the framework's keywords, or wording similar to the category's examples), so a
facilitator can judge a suggestion instead of trusting a number.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from urllib.parse import urlsplit

from rootcause.domain.classify.precedents import Vote

__all__ = ["ACT_LABEL", "Evidence", "fishbone_reason", "suggestion_reason"]

ACT_LABEL = "act"  # the label of evidence that the statement's reading found (classify/reading.py)


@dataclass(slots=True)
class Evidence:
    """One piece of support for a code: a phrase (or a similar statement) and how much it weighs."""

    code: str
    weight: float
    source: str  # learned | domain | base (similarity and precedents are not Evidence: they weigh no phrase)
    phrases: tuple[str, ...]
    start: int
    end: int
    label: str = ""  # rule id, or the learned statement


def _quote(phrases: Iterable[str], lang: str) -> str:
    items = list(dict.fromkeys(phrases))
    if lang == "zh-TW":
        return "、".join(f"「{p}」" for p in items)
    return ", ".join(f"“{p}”" for p in items)


def suggestion_reason(
    evidence: Sequence[Evidence], similarity: float, lang: str, domain_names: Mapping[str, str],
    vote: Vote | None = None, telling: Sequence[str] = (),
) -> str:
    """E.g. 'confirmed rule: “…”; domain rule med-lasa (Medication): “look-alike”; keywords: “rushed”'."""
    parts: list[str] = []
    learned = [e for e in evidence if e.source == "learned"]
    domain = [e for e in evidence if e.source == "domain"]
    base = [e for e in evidence if e.source == "base" and e.label != ACT_LABEL]
    acts = [e for e in evidence if e.source == "base" and e.label == ACT_LABEL]
    zh = lang == "zh-TW"
    if learned:
        text = _quote((e.label for e in learned), lang)
        parts.append(f"符合人員確認的規則：{text}" if zh else f"matches a rule confirmed by a person: {text}")
    seen_rules: dict[str, list[str]] = {}
    for e in domain:
        seen_rules.setdefault(e.label, []).extend(e.phrases)
    for rule_id, phrases in seen_rules.items():
        where = domain_names.get(rule_id, "")
        if zh:
            scope = f"（{where}）" if where else ""
            parts.append(f"領域規則 {rule_id}{scope}：{_quote(phrases, lang)}")
        else:
            scope = f" ({where})" if where else ""
            parts.append(f"domain rule {rule_id}{scope}: {_quote(phrases, lang)}")
    if acts:
        text = _quote((p for e in acts for p in e.phrases), lang)
        parts.append(f"讀作出錯或未做的行為：{text}" if zh
                     else f"reads as an act that went wrong or was not done: {text}")
    if base:
        text = _quote((p for e in base for p in e.phrases), lang)
        parts.append(f"架構關鍵字：{text}" if zh else f"framework keywords: {text}")
    if vote is not None and parts:  # (words of the statement name the factor: the precedents' count is enough)
        parts.append(f"另有 {vote.count} 則相近的已發表前例同此編碼" if zh
                     else f"{vote.count} similar published precedents agree")
    elif vote is not None:  # (the precedents are all there is: the nearest is quoted, not the likeness to a definition)
        parts.append(_precedent_reason(vote, zh))
    elif telling and not parts:  # (only the words' lean brings it: the words that lean are named)
        text = _quote(telling, lang)
        parts.append(f"已發表前例中用到{text}的陳述多編為此碼" if zh
                     else f"published statements that use {text} were mostly coded so")
    elif similarity > 0:
        parts.append(f"用語與此類別的定義及範例相近（相似度 {similarity:.2f}）" if zh
                     else f"wording similar to this category's definition and examples (similarity {similarity:.2f})")
    return ("；" if zh else "; ").join(parts)


QUOTE_MAX = {"en": 45, "zh": 30}  # characters of the nearest precedent quoted (an agent reads every reason: short)


def _precedent_reason(vote: Vote, zh: bool) -> str:
    """How many of the nearest published statements were coded so, and the nearest one with where it was published."""
    text, most = vote.nearest.text, QUOTE_MAX["zh" if zh else "en"]
    quote = text if len(text) <= most else text[: most - 1].rstrip() + "…"
    where = _site(vote.nearest.source)
    if zh:
        return f"{vote.count} 則相近的已發表前例編為此類別；最相近（{vote.similarity:.2f}，{where}）：「{quote}」"
    return f"{vote.count} similar published precedents coded so; nearest ({vote.similarity:.2f}, {where}): “{quote}”"


def _site(source: str) -> str:
    """The site a precedent was published on (its address's host), or the start of a source that is no address."""
    host = urlsplit(source).hostname if "://" in source else None
    if host:
        return host.removeprefix("www.")
    return source if len(source) <= 40 else source[:39].rstrip() + "…"


def fishbone_reason(phrases: Sequence[str], hinted_by: Sequence[str], lang: str) -> str:
    """Why a bone was chosen: its own keywords and/or the default bone of the suggested HFACS codes."""
    zh = lang == "zh-TW"
    parts: list[str] = []
    if phrases:
        parts.append(f"魚骨關鍵字：{_quote(phrases, lang)}" if zh else f"fishbone keywords: {_quote(phrases, lang)}")
    if hinted_by:
        codes = "、".join(hinted_by) if zh else ", ".join(hinted_by)
        parts.append(f"建議的 HFACS 代碼 {codes} 的預設魚骨" if zh else f"default bone of suggested HFACS code {codes}")
    return ("；" if zh else "; ").join(parts)
