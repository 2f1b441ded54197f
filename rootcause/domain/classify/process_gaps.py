"""A process that was missing or silent: the organisation's process (OI-OP), read as what the statement says, not
from the nouns the process was for (``reading.read`` asks).

Findings name a gap in how work is organised in a few stable ways, in both languages: "there was no system of
monitoring compliance", "no method for ensuring that reports are reviewed", "did not have adequate arrangements
in place", "the policy did not direct staff to check the crash carts", "a lack of clear guidance", 無檢體採集標準作業
流程, 欠缺稽核機制, 沒明確指示. The equipment, reports or checks named after the gap are what the process was for:
they are touched, and must not decide the code (a missing "system of monitoring" is no technology problem). A gap
set at national level (no national guidance, 國家, 法規) is left to the external codes' own words.

The other side of it: a rule that existed and was not kept ("nurses failed to implement nursing policies and
procedures", 未執行標準作業程序) is no gap in the process but a departure from it, read as a routine violation, unless
a manager or a director is the one who did not put it into effect (then the organisation's process was left undone).
"""

from __future__ import annotations

import re

from rootcause.domain.classify.clauses import clause_end, clause_start
from rootcause.domain.classify.subjects import LEADER

__all__ = ["RULE_REFERENCE", "a_rule_not_kept", "process_gaps", "rules_not_kept"]

_ARRANGEMENT_EN = (r"(?:system|method|process|mechanism|procedure|protocol|policy|policies|guidance|guideline|"
                   r"instruction|arrangement|pathway|framework|criteria|standard|sop|log|audit|structure|oversight "
                   r"process|governance)s?")
_QUALITY_EN = (r"(?:(?:formal|clear|clearly defined|written|agreed|robust|effective|adequate|standard(?:i[sz]ed)?|"
               r"reliable|established|documented|consistent|specific|local|proper|suitable|appropriate|sufficient|"
               r"safe|overarching|systematic|routine|defined|health and safety|trust-wide|hospital-wide) )*")
_GAP_EN = re.compile(
    # "no system of", "no method for", "no maintenance log to document", "no clear guidance on"
    rf"(?<![a-z])(?:there (?:was|were|is|are) )?no {_QUALITY_EN}(?:[a-z]+ )?{_ARRANGEMENT_EN}"
    r" (?:of|for|to|as to|in place|that|which|on|about|governing|describing|setting out|specifying|"
    r"requiring|regarding|around|covering|at|within)(?![a-z])"
    # "did not have adequate arrangements in place", "does not have a process for"
    rf"|(?<![a-z])(?:did not|does not|do not|didn't|had not|has not|have not) (?:yet )?(?:have|had|establish(?:ed)?|"
    rf"put in place|set up|develop(?:ed)?|implement(?:ed)?) (?:a |an |any )?{_QUALITY_EN}(?:[a-z]+ ){{0,2}}?"
    rf"{_ARRANGEMENT_EN}(?![a-z])"
    # "a lack of clear guidance", "the absence of a policy", "without a formal protocol"
    rf"|(?<![a-z])(?:lack|absence|lacked|lacking|without) (?:of )?(?:a |an |any )?{_QUALITY_EN}(?:[a-z]+ )?"
    rf"{_ARRANGEMENT_EN}(?![a-z])"
    # "the policy did not direct staff to check", "the procedure was silent on"
    r"|(?<![a-z])(?:policy|policies|procedure|procedures|protocol|protocols|guideline|guidelines|guidance|sop|"
    r"pathway|checklist|form) (?:did not|does not|do not|failed to|made no|was silent|is silent|were silent|"
    r"contained no|included no|gave no) ?(?:require|direct|specify|state|say|include|address|mention|cover|define|"
    r"set out|describe|reflect|provide|instruct|tell|explain|reference|identify|assign|on)?(?![a-z])")
# A process there but not fit for its work: "inadequate systems for handover", "the internal communication systems
# were inadequate", "poor escalation procedures", 交班標準不夠清楚, 通報制度不完善.
_POOR_EN = re.compile(
    r"(?<![a-z])(?:(?:inadequate|poor|ineffective|deficient|flawed|weak|insufficient|unclear|unreliable|inconsistent|"
    r"fragmented) (?:[a-z-]+ ){0,2}?(?:systems?|process(?:es)?|procedures?|arrangements?|mechanisms?|frameworks?|"
    r"protocols?|pathways?) (?:for|of|to|around|governing)"
    r"|(?:systems?|process(?:es)?|procedures?|arrangements?|mechanisms?)(?: (?:for|of) [a-z -]{1,40}?)? "
    r"(?:in place )?(?:were|was|are|is) "
    r"(?:[a-z]+ly )?(?:inadequate|ineffective|deficient|flawed|insufficient|unclear|unreliable|not fit for purpose))"
    r"(?![a-z])")
_POOR_ZH = re.compile(r"(?:標準|制度|機制|流程|程序|規範)(?:不清楚|不明確|不完善|不一致|不周全|不夠清楚|不夠明確|"
                      r"不足|不良|不佳|缺失)")
_GAP_ZH = re.compile(
    r"(?:無|沒有|沒|缺乏|欠缺|缺少|尚無|並無|未有|未建立|未訂定|未制定|未訂|未明訂|未明定|未設置|未設立|無制訂|無制定|"
    r"未制訂|未擬定)"
    r"(?:相關|明確|清楚|標準|統一|書面|一致|完善|完整|正式|具體)?的?"
    # (what the process was for, but not a process that was not followed: 沒有依照流程 is a violation)
    r"(?:(?!按|依|遵|照|據|執行|落實|確實|使用|參考)[\u4e00-\u9fff]){0,8}?"
    r"(?:標準作業流程|標準作業程序|作業流程|作業程序|作業規範|作業標準|規範|流程|機制|制度|指引|準則|辦法|規定|"
    r"SOP|sop|指示|查核表|稽核|程序|標準)")
_NATIONAL = re.compile(r"(?<![a-z])(?:national|government|regulator[a-z]*|statutory|legislat[a-z]*|law|ministry|"
                       r"department of health|nhs england|federal|state-wide|statewide)(?![a-z])"
                       r"|國家|全國|政府|法規|法令|法律|衛福部|衛生福利部|主管機關|健保署|立法")
_ORG_ZH = re.compile(r"院方|醫院|本院|該院|單位|部門|機構|管理階層|公司|之家")


def process_gaps(norm: str) -> list[tuple[int, int, int, int]]:
    """(start, end) of each missing, silent or poor process the statement states, outside national ones, and the span
    of what it was for: after it in English, the whole clause in Chinese (交班標準不夠清楚 names the handover first)."""
    out = []
    for m in (*_GAP_EN.finditer(norm), *_GAP_ZH.finditer(norm), *_POOR_EN.finditer(norm), *_POOR_ZH.finditer(norm)):
        lo, hi = clause_start(norm, m.start()), clause_end(norm, m.end())
        if m.group().endswith("指示") and not _ORG_ZH.search(norm, lo, m.start()):
            continue  # 交代工作時沒有明確指示: a colleague's words at handover, not the organisation's instruction
        if not _NATIONAL.search(norm, lo, hi):
            out.append((m.start(), m.end(), m.end() if m.group().isascii() else lo, hi))
    return out


# A rule as the object of what was not done: "failed to implement nursing policies", 未執行標準作業程序.
_A_RULE_AFTER = re.compile(r" (?:the |its |their |our |hospital |nursing |facility |unit |trust |local )*(?:[a-z']+ )?"
                           r"(?:polic(?:y|ies)|procedures?|protocols?|guidelines?|sops?|pathways?)(?![a-z])"
                           r"|(?:院內|單位|相關)?(?:規範|政策|標準作業程序|作業程序|作業規範|指引|流程)")


# A rule named as the measure an act fell short of: "as required in the protocol", "as the protocol mandates", "per
# hospital policy", 依規定應…: the rule existed, so it is no gap in the process (its word is masked as a cue), and an
# omission it measures is a rule not kept.
_RULE_WORD = r"(?:polic(?:y|ies)|protocols?|procedures?|guidelines?|sops?|pathways?|standing orders?)"
_OWNER = r"(?:(?:the|its|their|our|hospital|facility|unit|trust|local|nursing|own|written|facility's|hospital's) )*"
RULE_REFERENCE = re.compile(
    rf"(?<![a-z])(?:as (?:required|mandated|specified|stated|set out|directed|outlined|described|indicated|ordered)"
    rf" (?:in|by) {_OWNER}(?:[a-z'-]+ )?{_RULE_WORD}"
    rf"|as {_OWNER}(?:[a-z'-]+ )?{_RULE_WORD} (?:requires?|required|mandates?|mandated|states?|stated|specifies|"
    rf"specified|directs?|directed|dictates?|dictated)"
    rf"|(?:per|according to|in accordance with|in line with|in keeping with) {_OWNER}(?:[a-z'-]+ )?{_RULE_WORD})"
    rf"(?![a-z])"
    r"|依(?:照)?(?:院內|單位)?(?:規定|規範|作業程序|標準作業程序|流程)(?:應|須|需|要求)")


def a_rule_not_kept(norm: str, clause_start: int, start: int, end: int) -> bool:
    """The omission at [start, end) left a rule undone that existed, and no leader is its subject: the rule is its
    object ("failed to implement the policies") or the measure later in its clause ("as the protocol mandates")."""
    leader = LEADER.search(norm, max(clause_start, start - 40), start)
    if leader:
        return False
    return bool(_A_RULE_AFTER.match(norm, end)) or bool(RULE_REFERENCE.search(norm, end, clause_end(norm, end)))


# A rule that existed and was not kept, said of the rule or of its keepers: "the trust's policies and procedures were
# not followed", "did not adhere to the established protocols", "non-compliance with existing guidelines", 未有依照
# 指引, 無按正常程序. Its keepers' departure (UA-RV), or their leaders' (US-SV: "the administrator did not follow this
# policy").
_RULE_NOUN = (r"(?:polic(?:y|ies)|procedures?|protocols?|guidelines?|guidance|sops?|pathways?|standards?|instructions?"
              r"|checklists?)")
# (and in the progressive: "staff were not adhering to the centre's policies")
_KEEP = (r"(?:follow(?:ed|ing)?|adhere(?:d)? to|adhering to|compl(?:y|ied) with|complying with|abid(?:e|ing) by"
         r"|keep(?:ing)? to|observ(?:e[ds]?|ing)|apply|applied|applying)")
_RULE_KEPT_EN = re.compile(
    rf"(?<![a-z])(?:(?:did not|does not|do not|didn't|fail(?:ed|s|ing)? to|failures? to|not|never)"
    rf"(?: (?:ensure to|consistently|always|fully|properly|strictly|routinely))? {_KEEP}"
    rf" (?:(?:the|its|their|our|this|that|these|hospital|facility|unit|trust|own|established|existing|local|national"
    rf"|written|agreed|standard|relevant|surgical|invasive|and|[a-z-]+'s) ){{0,5}}(?:[a-z-]+(?:'s)? ){{0,3}}?"
    rf"{_RULE_NOUN}"
    rf"|{_RULE_NOUN}(?: and {_RULE_NOUN})? (?:(?:were|was|are|is|had|have) not|weren't|wasn't)(?: been)?"
    rf"(?: (?:consistently|always|fully|properly|strictly|routinely))? (?:followed|adhered to|complied with|applied|"
    rf"observed|implemented|kept to)"
    rf"|(?:non-?compliance|lack of compliance|poor compliance|deviations?|departures?) (?:with|from) "
    rf"(?:[a-z-]+ ){{0,4}}?{_RULE_NOUN})(?![a-z])"
    r"|(?:未有|沒有|未|無|並未|未能)(?:依照|依循|按照|按|遵照|遵循|遵守|依)(?:正常|標準|院內|相關|既定)?的?(?:程序|流程|規定|"
    r"規範|指引|作業程序|標準作業程序|SOP|sop)")


def rules_not_kept(norm: str) -> list[tuple[int, int, str, tuple[int, int]]]:
    """(start, end, code, span of the rule's words) of each rule said not to have been kept."""
    out = []
    for m in _RULE_KEPT_EN.finditer(norm):
        if not m.group().isascii() and _ORG_ZH.search(norm, max(0, m.start() - 12), m.start()):
            continue  # 護理之家未依規定…: the organisation's own duty (``subjects.org_code`` reads those)
        leader = LEADER.search(norm, max(clause_start(norm, m.start()), m.start() - 60), m.start())
        out.append((m.start(), m.end(), "US-SV" if leader else "UA-RV", (m.start(), clause_end(norm, m.end()))))
    return out
