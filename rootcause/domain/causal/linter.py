"""The five rules of causation applied to one cause statement or why-answer (English and Traditional Chinese).

An RCA that stops at "the nurse made a mistake" fixes nothing; these rules (as taught by the VA National Center
for Patient Safety) push each statement toward a cause the organization can act on.

1. ``cause_effect``: the statement links a cause to an effect ("because X, Y", 「由於…導致…」). A label
   ("Poor communication", 「溝通不良」) fails, and so does a bare sequence ("after X, Y", 「…後，…」).
2. ``negative_descriptor``: judgement words (careless, poor, 疏忽, 不良) are flagged wherever they stand, negated
   or not: "not careless" still judges, and the fix is the same. A shortfall word (insufficient, 不足) passes
   when its sentence states the measured amount ("2 RNs for 28 patients").
3. ``human_error_needs_cause``: each human error (misread, wrong dose, 給錯, 忘記) needs a cause in its sentence:
   an effect connector before it ("which led to the wrong dose") or a cause or condition clause that it is not
   part of ("because …, the nurse misread"; "… while covering two units"). An error inside a cause clause
   ("harm occurred because the nurse misread") has none of its own. Negated errors, "error-free",
   "error message" and "risk of error" are not errors.
4. ``deviation_needs_cause``: the same for procedure deviations (bypassed, skipped, 未依, 違反, 跳過).
5. ``duty_to_act``: an omission by a person ("did not check", "was not notified", 「未通知」) needs a named duty
   (policy, order, 規定, 應, 須). A condition is not an omission: "the alarm was not audible" has no action
   verb, "the pump library did not include" has a thing as its subject, 「系統未提示」 is a system verb with a
   system subject, 「資料庫未設定」 is software as it was configured (who set a thing up, or left it unset, is
   ``setting_up``'s question), and the patient is under no duty. An omission
   a condition explains ("because the template has no field, doses are not handed over") is that condition's
   effect, not a failure offered as the cause; a cause clause that names a person still needs the duty.

Matching runs on ``text_normalize.normalize()`` output aligned back to the original, so every span points into
what the user typed (full-width characters, "didn't", runs of spaces).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterable

from rootcause.domain.causal import lexicon as lex
from rootcause.domain.causal.decisions import person_decisions
from rootcause.domain.causal.setting_up import (
    EN_WORD,
    ZH_NOUN,
    barriers_undone,
    en_agent,
    en_as_built,
    en_left_undone,
    en_subject,
    zh_agent_named,
    zh_first_named,
)
from rootcause.domain.causal.statement_text import StatementText as _Text
from rootcause.domain.causal.typos import misspelt_judgements
from rootcause.domain.model.chains import RULE_NAMES, RULES, Finding, RuleName
from rootcause.domain.text.negation import NegationIndex

__all__ = ["RULES", "RULE_NAMES", "Finding", "RuleName", "StatementParts", "lint_statement", "passes"]


_MESSAGES: dict[str, tuple[str, str]] = {
    "cause_effect": ("The statement does not link a cause to an effect; it reads as a label.",
                     "此敘述沒有把原因連到結果，讀起來只是一個標籤。"),
    "negative_descriptor": ("'{m}' is a judgement, not a description: it does not say what actually happened.",
                            "「{m}」是評價而不是描述，沒有說出實際發生了什麼。"),
    "human_error_needs_cause": ("'{m}' is a human error, but the statement gives nothing that led to it.",
                                "「{m}」是人為錯誤，但敘述中沒有說明導致它的原因。"),
    "deviation_needs_cause": ("'{m}' is a procedure deviation, but the statement does not say why it happened.",
                              "「{m}」是偏離程序的行為，但敘述中沒有說明為什麼會發生。"),
    "duty_to_act": ("'{m}' is a failure to act, but no requirement to act (policy, order, standard) is named.",
                    "「{m}」是未執行某項行為，但敘述中沒有指出要求執行的規定、醫囑或標準。"),
}
_HINTS: dict[str, tuple[str, str]] = {
    "cause_effect": (
        "Write it as cause -> effect: 'Because <condition>, <what happened>' or '<condition> increased the "
        "likelihood of <outcome>', e.g. 'Handoffs without a structured tool increased the likelihood that pending "
        "results were not passed on.'",
        "改寫成「由於〈條件〉，導致〈發生的事〉」或「〈條件〉增加了〈結果〉的可能」，例如：「交班沒有結構化工具，"
        "增加了待追蹤檢驗結果未被交接的可能。」"),
    "person": (
        "Describe what the person did and the condition that shaped it, e.g. 'the nurse scanned the neighbouring "
        "patient's wristband while both charts were open on one screen'.",
        "描述當事人實際做了什麼、當時的條件是什麼，例如：「兩份病歷同時開在同一個螢幕時，護理師掃描了鄰床病人的手圈」。"),
    "thing": (
        "Describe the specific condition instead, e.g. 'the label font was 6 pt' or 'handover had no written "
        "summary'.",
        "改寫成具體的狀況，例如：「標籤字體只有 6 pt」或「交班沒有書面摘要」。"),
    "hindsight": (
        "Drop the hindsight; state the requirement and what happened, e.g. 'policy requires a read-back of verbal "
        "orders; this order was not read back because the call came during a code'.",
        "去掉事後評斷的語氣，寫出規定是什麼、實際發生了什麼，例如：「規定口頭醫令須複誦；此醫令因在急救中接獲而未複誦」。"),
    "shortfall": (
        "State the measured amount against what was needed, e.g. '2 nurses for 28 patients, against a 1:8 "
        "standard'.",
        "寫出實際數量與需要的數量，例如：「28 床只有 2 名護理師，標準為 1:8」。"),
    "human_error_needs_cause": (
        "Say what led to the error, e.g. 'Because the two vials looked alike and were stored together, the nurse "
        "picked insulin instead of heparin'.",
        "說明是什麼導致這個錯誤，例如：「由於兩瓶藥外觀相似且放在一起，護理師拿成了胰島素」。"),
    "deviation_needs_cause": (
        "Say why the procedure was not followed, e.g. 'Because the wet wristband barcode would not scan, the nurse "
        "bypassed scanning and typed the record number'.",
        "說明為什麼沒有依程序進行，例如：「因手圈條碼受潮無法掃描，護理師略過掃描、改以手動輸入病歷號」。"),
    "duty_to_act": (
        "Name the policy, order or standard that required the action, e.g. 'Unit policy requires a second-nurse "
        "check for insulin; the check was not done because ...'. If no such requirement existed, describe the "
        "missing safeguard as a system condition instead.",
        "寫出要求此行為的規定、醫囑或標準，例如：「單位規定胰島素須雙人核對；因……而未核對」。若當時並無此規定，"
        "請改為描述系統缺少的防護。"),
}


def _alt(parts: Iterable[str]) -> str:
    return "|".join(f"(?:{p})" for p in parts)


def _en(parts: Iterable[str]) -> re.Pattern[str]:
    """English fragments between ASCII word boundaries (Chinese characters count as boundaries too)."""
    return re.compile(rf"(?<![a-z0-9])(?:{_alt(parts)})(?![a-z0-9])")


def _kinds(table: dict[str, tuple[str, ...]], english: bool) -> re.Pattern[str]:
    body = "|".join(f"(?P<{kind}>{_alt(parts)})" for kind, parts in table.items())
    return re.compile(rf"(?<![a-z0-9])(?:{body})(?![a-z0-9])" if english else body)


_LINKS = {
    "en": (_en(lex.EN_EFFECT), _en(lex.EN_CAUSE), _en(lex.EN_CONDITION)),
    "zh": (re.compile(_alt(lex.ZH_EFFECT)), re.compile(_alt(lex.ZH_CAUSE)), re.compile(_alt(lex.ZH_CONDITION))),
}
_ARROW = re.compile(r"->|→|⇒|=>")
_ZH_INTRO_END = re.compile(r"而(?![且是已言非])")
_ZH_CLAUSE_FINAL = frozenset({"時", "後", "之後", "期間", "之際", "情況下", "狀況下", "過程中"})
_JUDGE = {"en": _kinds(lex.EN_JUDGEMENT, True), "zh": _kinds(lex.ZH_JUDGEMENT, False)}
_QUANTITY = re.compile(r"\d|[一二兩三四五六七八九十百半]\s*(?:名|位|人|個|小時|分鐘|天|次|床|支|瓶|張|台)")
_ERROR = {"en": _en(lex.EN_ERROR), "zh": re.compile(_alt(lex.ZH_ERROR))}
_ERROR_NOT_AFTER = {"en": re.compile(lex.EN_ERROR_NOT_AFTER), "zh": re.compile(lex.ZH_ERROR_NOT_AFTER)}
_DEVIATION = {"en": _en(lex.EN_DEVIATION), "zh": re.compile(_alt(lex.ZH_DEVIATION))}
_DUTY = {"en": _en(lex.EN_DUTY), "zh": re.compile(_alt(lex.ZH_DUTY))}

_EN_FORMS = sorted({f for v in lex.EN_ACTION_VERBS for f in (v, *lex.en_verb_forms(v))}, key=len, reverse=True)
_EN_OMISSION = re.compile(
    r"(?<![a-z0-9])(?:(?P<aux>did not|does not|do not|failed to|fails? to|failure to|never|neglected to|had not|has not"
    r"|have not|refused to|chose not to|decided not to)|(?P<who>no one|nobody|no staff member|none of the "
    r"(?:[a-z-]+ ){0,2}?(?:staff|nurses|team|clinicians|physicians))|(?P<passive>(?:was|were|is|are|been|be) "
    r"(?:not|never)|(?:had|has|have) (?:not|never) been)|(?P<without>without))"
    r"(?: (?:[a-z]+ly|yet|even|always|first|again|ever))?"
    rf"(?: bother(?:ed)? to)? (?:re-?)?(?:{'|'.join(_EN_FORMS)})(?![a-z0-9])"
)
_ZH_OMISSION = re.compile(
    r"(?<!尚)(?P<neg>並未|從未|未曾|未經|未能|沒有人|無人|沒人|沒有|不曾|未|沒)"
    r"(?P<adv>(?:被|再次|再|立即|立刻|及時|即時|主動|確實|先|親自|有|去|按時|定時|持續|重新|進一步|當下|適時|馬上|正確"
    r"|完整|雙人|獨立|每小時|定期|如實|詳細|仔細|依規定|依照規定|按規定|依規)*)"
    r"(?P<prep>(?:向|對|跟|與|和|給|為|幫|替|由|經|被)[^,。;:、]{1,7}?|(?:將|把)[^,。;:、]{1,14}?)?"
    rf"(?P<verb>{'|'.join(sorted(lex.ZH_ACTION_VERBS, key=len, reverse=True))})"
)
_EN_CONFIGURED_END = re.compile(
    "(?:" + "|".join(sorted({f for v in lex.EN_CONFIGURED for f in (v, *lex.en_verb_forms(v))}, key=len,
                            reverse=True)) + ")$")
_ZH_NOUN = ZH_NOUN
_ZH_THINGS, _ZH_PATIENTS, _ZH_PEOPLE = frozenset(lex.ZH_THINGS), frozenset(lex.ZH_PATIENTS), frozenset(lex.ZH_PEOPLE)
_ZH_ORGANISATIONS = frozenset(lex.ZH_ORGANISATIONS)
_ZH_BUILT = frozenset(("載入", "建置", "安裝", "上傳", "設置"))  # (a device not loaded or installed: how it was built)
# A non-restrictive relative clause or a participle with its agent, set off by commas inside a clause.
_ASIDE = re.compile(r", (?:which|who|whom|whose|(?:[a-z]+ed|set up|built) by) [^,;.:!?]{1,60},")


def _links(t: _Text) -> tuple[bool, list[int], list[tuple[int, int]], set[int]]:
    """(has cause and effect, effect connector ends, cause/condition clause spans, the starts of the condition
    clauses among them) of a statement."""
    effects = [m.span() for m in _ARROW.finditer(t.norm)]
    intros: list[tuple[int, int, str]] = []
    conditions: set[int] = set()
    causal = False  # a condition alone ("after X, Y") is sequence, not cause and effect
    for lang in t.langs:
        eff, why, cond = _LINKS[lang]
        effects += [m.span() for m in eff.finditer(t.norm)]
        for rx in (why, cond):
            found = [(m.start(), m.end(), lang) for m in rx.finditer(t.norm)]
            causal = causal or (rx is why and bool(found))
            intros += found
            if rx is cond:
                conditions.update(start for start, _, _ in found)
    causal = causal or bool(effects)
    # A cause clause ends at punctuation, at an effect connector, or at 而 (「因…而…」).
    # (not at the commas around an aside: "because the pump, which the night nurse set up, had no limit")
    asides = {i for m in _ASIDE.finditer(t.norm) for i in (m.start(), m.end() - 1)}
    ends = sorted({*(c for c in t.clauses if c not in asides), *(s for s, _ in effects),
                   *(m.start() for m in _ZH_INTRO_END.finditer(t.norm))})
    spans = []
    for start, end, lang in intros:
        word = t.norm[start:end]
        if lang == "zh" and word in _ZH_CLAUSE_FINAL:
            spans.append((t.around(t.clauses, start)[0], end))  # 「被打斷後，」: the clause before the comma
        elif lang == "zh" and word.startswith(("在", "當", "受")):
            spans.append((start, end))  # 「在…時」「當…時」「受…影響」 carry their own end
        else:
            i = bisect_left(ends, end)
            stop = ends[i] if i < len(ends) else len(t.norm)
            sent_start, sent_end = t.around(t.sentences, start)
            if stop >= sent_end and not t.norm[sent_start:start].strip():
                stop = end  # "Because X the nurse misread ..." without a comma: the writer meant X -> error
            spans.append((start, stop))
    return causal, [e for _, e in effects], spans, conditions


def _has_cause(t: _Text, pos: int, effects: list[int], spans: list[tuple[int, int]]) -> bool:
    """True when an effect connector precedes ``pos`` or a cause clause (not holding ``pos``) shares its sentence."""
    lo, hi = t.around(t.sentences, pos)
    return any(lo <= e <= pos for e in effects) or any(lo <= s < hi and not s <= pos < e for s, e in spans)


def _of_a_condition(t: _Text, omission: tuple[int, int], effects: list[int], spans: list[tuple[int, int]],
                    acts: list[tuple[int, int]]) -> bool:
    """An omission that a cause clause free of any act explains: "because the template has no field, doses are not
    handed over" is the effect of a condition (rule 5 asks a duty of a failure to act offered as the cause). A
    clause inside the omission itself explains nothing ("護理師在設定幫浦時漏掉了上限": 在…時 is the omission's own)."""
    pos, pos_end = omission
    lo, hi = t.around(t.sentences, pos)
    causes = [*((s, e) for s, e in spans if lo <= s < hi and not s <= pos < e and not pos <= s < pos_end),
              *((lo, e) for e in effects if lo <= e <= pos)]
    return bool(causes) and not any(s <= a < e for s, e in causes for a, _ in acts) and not any(
        _names_a_person(t, s, e) for s, e in causes)  # ("because the second nurse was on break": a person's)


def _names_a_person(t: _Text, start: int, end: int) -> bool:
    return any(w in lex.EN_PEOPLE for w in EN_WORD.findall(t.norm, start, end)) or any(
        m.group() in _ZH_PEOPLE for m in _ZH_NOUN.finditer(t.norm, start, end))


def _finding(t: _Text, rule: RuleName, start: int, end: int, hint: str | None = None) -> Finding:
    o_start, o_end = t.span(start, end)
    matched = t.raw[o_start:o_end]
    msg_en, msg_zh = _MESSAGES[rule]
    hint_en, hint_zh = _HINTS[hint or rule]
    return Finding(rule=rule, start=o_start, end=o_end, matched=matched,
                   message={"en": msg_en.format(m=matched), "zh-TW": msg_zh.format(m=matched)},
                   hint={"en": hint_en, "zh-TW": hint_zh})


def _judgements(t: _Text) -> list[tuple[str, int, int]]:
    """(kind, start, end) of each judgement word: person (careless), thing (poor), hindsight, shortfall; and a
    person's judgement with a typo in it."""
    out = []
    for lang in t.langs:
        for m in _JUDGE[lang].finditer(t.norm):
            kind = m.lastgroup or "thing"
            if kind == "shortfall":
                lo, hi = t.around(t.sentences, m.start())
                if _QUANTITY.search(t.norm, lo, hi):
                    continue  # the sentence gives the measured amount ("2 RNs for 28 patients, insufficient")
            out.append((kind, m.start(), m.end()))
    return out + misspelt_judgements(t.norm, out)


_ZH_PERSON_HEAD = re.compile(r"的(?:人|人員|同仁|員工|那位|那個人|"
                             + "|".join(sorted(lex.ZH_PEOPLE, key=len, reverse=True)) + r")[尚仍也並都亦又]?\s*$")


def _zh_subject_is_not_staff(t: _Text, pos: int, verb: str) -> bool:
    """Chinese topic-first: the first known noun of the clause (or sentence, for a dropped subject) decides."""
    lo = t.around(t.clauses, pos)[0]
    prefix = t.norm[lo:pos].strip()
    if prefix.strip("且並而也又則和及") == "":
        lo = t.around(t.sentences, pos)[0]
    if _ZH_PERSON_HEAD.search(t.norm, lo, pos):
        return False  # (負責設定幫浦的人未啟用: what 的 qualifies is the noun after it, a person)
    m = zh_first_named(t.norm, lo, pos)  # (醫院的夜班護理師: the person the organisation's 的 qualifies)
    if m is None:
        return False
    head = t.norm[lo:pos].rstrip(" 尚仍也並都亦")  # (a compound's last noun is its head: 幫浦藥物資料庫 is a database)
    if verb in lex.ZH_CONFIGURED and "預設" in head:
        return True  # (醫囑系統預設未勾選: as it is set by default)
    if m.group() in _ZH_ORGANISATIONS:  # (廠商未設定, 藥局未更新藥物資料庫: how the system was built)
        return verb in lex.ZH_CONFIGURED
    return m.group() in _ZH_PATIENTS or (m.group() in _ZH_THINGS and (verb in lex.ZH_SYSTEM_VERBS or verb in _ZH_BUILT
                                                                     or (verb in lex.ZH_CONFIGURED
                                                                         and head.endswith(tuple(lex.ZH_SOFTWARE)))))


def _omissions(t: _Text) -> list[tuple[int, int]]:
    """Spans of omissions by a person: a negator followed by an action a person is expected to perform."""
    found = []
    for m in _EN_OMISSION.finditer(t.norm):
        configuring = _EN_CONFIGURED_END.search(m.group()) is not None
        if m.group("aux"):
            subject = en_subject(t, m.start())
            if subject in ("thing", "patient") or (configuring and subject == "organisation"):
                continue
        if m.group("passive") and (en_as_built(t, m, configuring) or (
                m.group("passive").startswith("ha") and en_agent(t.norm, m.end()) != "person")):
            continue  # ("had not been educated" is a state; "had not been configured by the night nurse" an omission)
        found.append(m.span())
    found += en_left_undone(t)
    if t.cjk:
        for m in _ZH_OMISSION.finditer(t.norm):
            # (未經護理師設定, 未由藥師設定, 未被護理師設定: the sentence says by whom)
            agent_named = zh_agent_named(m.group("neg"), m.group("adv"), m.group("prep") or "", m.group("verb"))
            if not agent_named and _zh_subject_is_not_staff(t, m.start(), m.group("verb")):
                continue
            found.append(m.span())
    return found


class StatementParts:
    """A statement's acts (errors, deviations, omissions), judgements, and the cause side of each causal link, in
    normalized form: the linter and the system-cause test read the same parts, so they never disagree."""

    __slots__ = ("causal", "cause_sides", "conditions", "deviations", "effects", "errors", "judgements", "norm",
                 "of_conditions", "omissions", "text", "unexplained")

    def __init__(self, text: str) -> None:
        t = self.text = _Text(text)
        self.norm = t.norm
        self.causal, self.effects, spans, self.conditions = _links(t)
        self.cause_sides = [*spans, *((t.around(t.sentences, e)[0], e) for e in self.effects)]
        self.judgements = _judgements(t) if t.norm else []
        self.omissions = _omissions(t) if t.norm else []
        errors = [(m.start(), m.end(), lang) for lang in t.langs for m in _ERROR[lang].finditer(t.norm)]
        deviations = [(m.start(), m.end()) for lang in t.langs for m in _DEVIATION[lang].finditer(t.norm)]
        deviations += barriers_undone(t) if t.norm else []  # ("the nurse disabled the limit": as an override is)
        deviations += person_decisions(t) if t.norm else []  # ("the nurse decided to let it run": a reason owed)
        negation = NegationIndex(t.norm, [*self.omissions, *deviations, *((s, e) for s, e, _ in errors)]) \
            if errors or deviations else None
        self.errors = [(s, e) for s, e, lang in errors
                       if not (_ERROR_NOT_AFTER[lang].search(t.norm[max(0, s - 40):s])
                               or (negation and negation.is_negated(s)))]
        self.deviations = [(s, e) for s, e in deviations if not (negation and negation.is_negated(s))]
        acts = [*self.omissions, *self.errors, *self.deviations]
        self.of_conditions = [o for o in self.omissions if _of_a_condition(t, o, self.effects, spans, acts)]
        # (rule, start, end) of every error or deviation that nothing in its sentence explains
        self.unexplained: list[tuple[RuleName, int, int]] = [
            *(("human_error_needs_cause", s, e) for s, e in self.errors if not _has_cause(t, s, self.effects, spans)),
            *(("deviation_needs_cause", s, e) for s, e in self.deviations
              if not _has_cause(t, s, self.effects, spans)),
        ]


def lint_statement(text: str) -> list[Finding]:
    """Findings of the five rules for one statement, sorted by start; an empty statement has none."""
    parts = StatementParts(text)
    t = parts.text
    if not t.norm:  # empty, blank, or nothing left once normalized
        return []
    findings: list[Finding] = []
    if not parts.causal:
        findings.append(_finding(t, "cause_effect", 0, len(t.norm)))  # the whole statement, trimmed
    findings += [_finding(t, "negative_descriptor", start, end, kind) for kind, start, end in parts.judgements]
    findings += [_finding(t, rule, start, end) for rule, start, end in parts.unexplained]
    if parts.omissions and not any(_DUTY[lang].search(t.norm) for lang in t.langs):
        findings += [_finding(t, "duty_to_act", s, e) for s, e in parts.omissions if (s, e) not in parts.of_conditions]
    return _dedupe(findings)


def _dedupe(findings: list[Finding]) -> list[Finding]:
    """One finding per rule and overlapping span (the longest), ordered by start then rule."""
    findings.sort(key=lambda f: (f.start, -(f.end - f.start), RULES.index(f.rule)))
    kept: list[Finding] = []
    for f in findings:
        if not any(k.rule == f.rule and k.start < f.end and f.start < k.end for k in kept):
            kept.append(f)
    return sorted(kept, key=lambda f: (f.start, RULES.index(f.rule)))


def passes(text: str) -> bool:
    """True when the statement breaks none of the five rules."""
    return not lint_statement(text)
