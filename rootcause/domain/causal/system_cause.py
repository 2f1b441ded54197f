"""Is a root cause a condition of the system, or a person's act? One pure test for the validator, the guidance,
the completion gate and the report.

A root cause is what the organisation can change. "The nurse was careless" or "the nurse made a mistake and did
not follow the policy" names a person's act (or a judgement of a person): the next question is why that act was
likely, so such a statement can never close the analysis. A person's act *explained by* a system condition
("did not scan the wristband because the bedside scanner was broken", "night shift was understaffed so the nurse
skipped the double check") is a system cause: the condition sits on the cause side of the link.

The test reads the linter's :class:`StatementParts`, so the chain findings and this verdict never disagree:

1. an HFACS code of an unsafe act (``UA…``) is a person's act, whatever the words;
2. a judgement of a person (careless, negligent, 疏忽, 粗心) is blame;
3. an error or deviation nothing in its sentence explains is a person's act;
4. an act (error, deviation, omission by staff) explained only by more of the person (tired, distracted, forgot)
   is still a person's act: the cause side must name a condition of the system (an omission with no person in
   the statement is a thing's: "the bed board does not flag similar names");
5. a statement about a person with no act and no system condition at all ("the nurse was inexperienced") is a
   person's state, not yet a system cause.

Words that are only the object of compliance ("did not follow *the policy*", 「未遵守*給藥規範*」) name what was
broken, not a condition of the system, so they never count as one.
"""

from __future__ import annotations

import re

from rootcause.domain.causal.linter import StatementParts
from rootcause.domain.model.chains import PersonAct

__all__ = ["PERSON_ACT_REASONS", "PersonAct", "person_act"]

# A person named by role (both languages); what the statement is about when no act is named.
_PERSON = re.compile(
    r"(?<![a-z])(?:nurses?|doctors?|physicians?|pharmacists?|surgeons?|residents?|technicians?|staff(?: members?)?|"
    r"clinicians?|midwi(?:fe|ves)|porters?|anaesthetists?|anesthetists?|interns?|registrars?|he|she|they)(?![a-z])"
    r"|護理師|護士|醫師|醫生|藥師|技術員|住院醫師|同仁|人員|他|她", re.IGNORECASE)
# A condition of the system: process, design, equipment, staffing, environment, organisation.
_SYSTEM = re.compile(
    r"(?<![a-z])(?:process(?:es)?|polic(?:y|ies)|procedures?|protocols?|design(?:ed)?|system|equipment|devices?|"
    r"staffing|workload|rosters?|schedul(?:e|es|ing)|layout|labell?ing|look[- ]?alike|sound[- ]?alike|storage|stored|"
    r"packag\w*|stock(?:ed)?|"
    r"interfaces?|software|alarms?|checklists?|culture|budget|management|supervis\w*|standards?|rules?|guidelines?|"
    r"training (?:programme|program)|orientation|scanners?|pumps?|monitors?|tools?|suppl(?:y|ies)|broken|missing|"
    r"unavailable|shortages?|understaffed|short-staffed|shifts?|handoffs?|handovers?|interrupt\w*|library|libraries|"
    r"defaults?|templates?|forms?|order sets?|hard limits?|barcod\w*|wristbands?|beds? (?:occupancy|capacity)|"
    r"vacanc(?:y|ies)|overtime|fatigue risk|(?:only|sole|single|one) (?:nurse|pharmacist|doctor|physician|staff)|"
    r"covering (?:two|three|four|\d+)|ratio|layout|lighting|noise|space)(?![a-z])"
    r"|流程|制度|規範|規定|設計|系統|設備|人力|排班|標示|標籤|存放|庫存|介面|軟體|警示|查檢表|文化|預算|管理|督導|標準"
    r"|掃描器|幫浦|監視器|故障|缺少|不足|短缺|交班|班別|打斷|中斷|預設|範本|條碼|手圈|醫囑系統|藥庫|空間|照明|噪音|比例"
    r"|夜班|大夜|小夜|加班|代班|支援",
    re.IGNORECASE)
# What a rule broken names (the object of compliance), which is not a condition of the system.
_COMPLIANCE = re.compile(
    r"(?<![a-z])(?:follow(?:ed|ing|s)?|compl(?:y|ied|ies|ying) with|adher(?:e|ed|ing|es) to|violat(?:e|ed|es|ing)"
    r"|breach(?:ed|es|ing)?|ignor(?:e|ed|es|ing)|disregard(?:ed|s|ing)?|bypass(?:ed|es|ing)?|deviat(?:e|ed|es|ing)"
    r" from|(?:not )?in line with|against)(?: (?:the|a|an|our|hospital|unit|ward|local|written|standard))*"
    r"(?: [a-z-]+){0,2}? (?:polic(?:y|ies)|procedures?|protocols?|guidelines?|rules?|standards?|sops?|checklists?"
    r"|process(?:es)?)"
    r"|(?:未|沒有?|不|無)(?:遵守|遵循|依照|依循|按照|依|按|執行|落實)[^，,。；;]{0,8}?(?:規範|規定|流程|SOP|標準|程序|作業|辦法|常規)"
    r"|違反[^，,。；;]{0,8}?(?:規範|規定|流程|SOP|標準|程序|作業|辦法|常規)",
    re.IGNORECASE)


def _system_in(parts: StatementParts, start: int, end: int) -> bool:
    """A system condition between ``start`` and ``end`` that is neither an act of a person (with what it acted
    on) nor the object of compliance."""
    norm = parts.norm
    masked = list(norm[start:end])
    acts = [*parts.errors, *parts.deviations, *parts.omissions]
    # an act runs to the end of its clause or to the next causal link: "did not scan the wristband because ..."
    stops = [*parts.text.clauses, *(a for a, _ in parts.cause_sides), *parts.effects, len(norm)]
    for a, _ in acts:  # an act and its object: "did not check the label" names no condition of the label
        stop = min((c for c in stops if c > a), default=len(norm))
        for i in range(max(a, start), min(stop, end)):
            masked[i - start] = " "
    for m in _COMPLIANCE.finditer(norm, start, end):
        for i in range(m.start(), m.end()):
            masked[i - start] = " "
    return _SYSTEM.search("".join(masked)) is not None


def person_act(text: str, hfacs_code: str | None = None) -> PersonAct | None:
    """Why ``text`` is a person's act or state rather than a condition of the system, or None when it names
    a system cause (see the module's rules)."""
    if hfacs_code and hfacs_code.upper().startswith("UA"):
        return "unsafe_act_code"
    parts = StatementParts(text)
    if not parts.norm:
        return None
    if any(kind == "person" for kind, _, _ in parts.judgements):
        return "blame"
    if parts.unexplained:
        return "unexplained_act"
    if [*parts.errors, *parts.deviations, *parts.omissions]:
        if not _PERSON.search(parts.norm) and not parts.unexplained:
            return None  # an omission with no person in it is a thing's: "the bed board does not flag names"
        if any(_system_in(parts, a, b) for a, b in parts.cause_sides):
            return None
        return "act_without_system_cause"
    if _PERSON.search(parts.norm) and not _system_in(parts, 0, len(parts.norm)):
        return "person_state"
    return None


# Why a root cause is refused, and what to ask next (shown by the validator, the guidance and the report).
PERSON_ACT_REASONS: dict[PersonAct, tuple[str, str]] = {
    "unsafe_act_code": ("it is classified as an unsafe act (HFACS UA), which is what a person did, not why",
                        "它被分類為不安全行為（HFACS UA），說的是個人做了什麼，而不是為什麼"),
    "blame": ("it judges a person (careless, negligent) instead of naming a condition of the system",
              "它評斷個人（粗心、疏忽），而沒有指出系統的條件"),
    "unexplained_act": ("it names a person's error or a deviation from procedure and nothing that led to it",
                        "它指出個人的錯誤或偏離程序，卻沒有說明是什麼導致"),
    "act_without_system_cause": ("it explains a person's act only by the person, not by a condition of the system",
                                 "它只用個人因素解釋個人的行為，沒有指出系統的條件"),
    "person_state": ("it describes a person, not a process, design, equipment, staffing or organisational "
                     "condition", "它描述的是個人，而不是流程、設計、設備、人力或組織層面的條件"),
}
