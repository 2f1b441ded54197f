"""What a statement says happened, read before its nouns: an act that went wrong, a step or decision that never
happened, or a finding that rules a factor out. Both languages, rules only, every reading names its words.

Published incident language describes acts through the objects they touch: "the nurse set the infusion pump
rate ten times too high" is an unsafe act (a slip), not a technology problem, however loudly "infusion pump"
matches the technology category. "A repeat potassium level was never ordered" is a decision that did not
happen. "No fault was found in the pump" rules the pump out. The suggester reads these first:

- an **error act**: a person's act verb with a sign that it went wrong (wrong, incorrect, ten times, too high,
  instead of, 錯, 誤, 十倍) is evidence for the unsafe act (a decision verb for UA-DE, any other for UA-SBE),
  and the nouns it acted on (the object, up to the clause's end) count little for the environment codes;
- an **omission** of a clinical step or decision ("was never ordered", "did not order", 未開立, 未追蹤) is
  evidence for UA-DE (a decision) or UA-SBE (a routine step), unless a cause in the same clause explains it;
- a **knowledge gap** ("did not know the difference between the alarms", 不熟悉) is the person's limitation
  (PC-PML), whatever they did not know about; a **practice not kept up** ("not consistently assessing",
  "irregular checks", 執行不確實) is a routine violation (UA-RV);
- a **finding that rules out** ("no fault was found in", "was found to be working normally", "functioned as
  designed", 功能正常, 未發現異常) takes the weight out of every cue in its clause.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["Act", "Reading", "read"]

_CLAUSE_END = re.compile(r"[,;:.!?()，。；：！？]|(?<![a-z])(?:but|because|since|although|which|while|so)(?![a-z])"
                         r"|但|因為|由於|所以|因此|導致")
_DECISION_EN = (r"order(?:ed|ing|s)?|prescrib(?:e|ed|es|ing)|decid(?:e|ed|es|ing)|cho(?:se|sen|ose|oses)|"
                r"diagnos(?:e|ed|es|ing)|plann?(?:ed|ing)?|select(?:ed|ing|s)? (?:the )?(?:treatment|dose|drug|"
                r"antibiotic)|escalat(?:e|ed|es|ing)|refer(?:red|s)?|request(?:ed|s)?|discharg(?:e|ed|es|ing)|"
                r"admitt(?:ed|ing)|consult(?:ed|s)?")
_STEP_EN = (r"check(?:ed|s)?|monitor(?:ed|s)?|record(?:ed|s)?|document(?:ed|s)?|give|given|gave|administer(?:ed|s)?|"
            r"repeat(?:ed|s)?|measur(?:e|ed|es)|perform(?:ed|s)?|done|did|review(?:ed|s)?|assess(?:ed|es)?|"
            r"reassess(?:ed|es)?|follow(?:ed)? up|test(?:ed|s)?|sen[dt]|label(?:l?ed|s)?|verif(?:y|ied|ies)|"
            r"confirm(?:ed|s)?|scann?(?:ed|s)?|read")
_ACT_EN = (r"set|sets|setting|programm?(?:ed|ing|s)?|select(?:ed|s)?|pick(?:ed|s)?|dr[ae]w(?:n)? up|drew|draws|"
           r"gave|given|give|administer(?:ed|s)?|inject(?:ed|s)?|infus(?:e|ed|es)|connect(?:ed|s)?|attach(?:ed|es)?|"
           r"calibrat(?:e|ed|es)|label(?:l?ed|s)?|enter(?:ed|s)?|typ(?:e|ed|es)|transcrib(?:e|ed|es)|"
           r"dispens(?:e|ed|es)|"
           r"prepar(?:e|ed|es)|mix(?:ed|es)?|dilut(?:e|ed|es)|calculat(?:e|ed|es)|misread|misidentif(?:y|ied)|"
           r"insert(?:ed|s)?|place[ds]?|position(?:ed|s)?|operat(?:e|ed|es)|us(?:e|ed|es)|sent|sen(?:d|ds)")
_WRONG_EN = (r"wrong|incorrect(?:ly)?|mistaken(?:ly)?|in error|erroneous(?:ly)?|"
             r"(?:ten|two|three|five|\d+)[ -]?(?:times|"
             r"fold|x)|(?:too|much too|far too) (?:high|low|fast|slow|much|little)|instead of|rather than|"
             r"(?:10|100|1000)-fold|decimal|overdose|underdose|inadvertent(?:ly)?|accidental(?:ly)?")
# "the nurse set the pump rate ten times too high", "calibrated the monitor with the wrong probe"
_ERROR_ACT_EN = re.compile(rf"(?<![a-z])(?P<verb>{_ACT_EN}|{_DECISION_EN})(?![a-z])(?P<object>[^,;:.!?()]*?)"
                           rf"(?<![a-z])(?P<sign>{_WRONG_EN})(?![a-z])")
# "was never ordered", "were not given", "had not been checked", "did not order a repeat", "failed to escalate"
_OMISSION_EN = re.compile(
    rf"(?<![a-z])(?:(?:was|were|had|has|have)(?: not| never)(?: been)?|(?:was|were) (?:not|never) (?:being )?"
    rf"|did not|does not|do not|never|failed to|omitted to|neglected to)(?: (?:be|been))? (?:yet )?"
    rf"(?P<verb>{_DECISION_EN}|{_STEP_EN})(?![a-z])")
_ZH_DECISION = r"開立|開單|開藥|處方|下醫囑|決定|選擇|診斷|會診|轉診|轉介|安排|照會|升級處置|通報主治"
_ZH_STEP = r"追蹤|檢驗|監測|測量|量測|複測|核對|確認|評估|給藥|執行|記錄|覆核|掃描|檢查|回報|巡視"
_ZH_ACT = r"設定|輸入|調整|給予|給藥|注射|抽取|備藥|配藥|泡製|稀釋|計算|連接|標示|貼|發藥|調劑|使用|放置"
_ZH_WRONG = r"錯誤|錯|誤|十倍|百倍|\d+倍|過高|過低|過快|過慢|過量|不足量|而非|不正確"
_ERROR_ACT_ZH = re.compile(
    rf"(?P<verb>{_ZH_ACT}|{_ZH_DECISION})(?P<object>[^，。；：！？,;:]{{0,12}}?)(?P<sign>{_ZH_WRONG})"
    rf"|(?P<sign2>誤|錯)(?P<verb2>{_ZH_ACT}|{_ZH_DECISION}|植|認|用|給|抽|拿|取)")
_OMISSION_ZH = re.compile(
    rf"(?:並未|從未|未曾|沒有|未|沒)(?:再|及時|即時|立即|進一步|按時|定時)?(?P<verb>{_ZH_DECISION}|{_ZH_STEP})")
# Findings that rule a factor out: "no fault was found in the pump", "the pump was found to be working normally",
# "functioned as designed", "was ruled out", "played no part"; 功能正常, 未發現異常, 經檢查無故障, 並非…所致.
_RULED_OUT_EN = re.compile(
    r"(?<![a-z])(?:no (?:fault|defect|malfunction|problem|issue|abnormality|error|evidence of (?:a )?(?:fault|"
    r"malfunction|defect))s? (?:was |were )?(?:found|identified|detected|seen|noted|reported)|"
    r"(?:found|shown|confirmed|tested) to (?:be )?(?:work(?:ing)?|function(?:ing)?|perform(?:ing)?) "
    r"(?:normally|correctly|properly|as (?:designed|intended|expected))|"
    r"(?:work(?:ed|ing)?|function(?:ed|ing)?|perform(?:ed|ing)?) (?:normally|correctly|properly|as (?:designed|"
    r"intended|expected))|(?:was|were) ruled out|played no (?:part|role)|(?:was|were) not (?:a )?(?:contributory|"
    r"contributing) (?:factor)?)(?![a-z])")
_RULED_OUT_ZH = re.compile(r"功能正常|運作正常|無(?:異常|故障|缺失)|未(?:發現|見)(?:任何)?(?:異常|故障|問題|缺失)|"
                           r"經檢查(?:後)?(?:無|未見)|排除(?:了)?[^，。；]{0,8}(?:因素|可能)|並非[^，。；]{0,12}所致"
                           r"|與[^，。；]{0,12}無關")
# What a person perceived wrongly makes the act a perceptual error: "misheard the name ... drew the wrong sample",
# 把「B」看成「8」.
_PERCEIVED = re.compile(r"(?<![a-z])(?:mis(?:heard|read|saw|perceived|took|identified)|could not (?:see|hear|read)|"
                        r"did not (?:see|hear|notice)|(?:looked|sounded) (?:alike|similar))(?![a-z])"
                        r"|看成|看錯|聽錯|聽成|誤認|誤讀|誤看|沒看到|沒聽到")
# A choice against a rule is a violation, not an error: its act is no slip ("refused to use imaging against a
# direct instruction and operated on the wrong level", 違反、故意、不顧).
_VIOLATION = re.compile(r"(?<![a-z])(?:refus(?:ed|es|ing) to|against (?:a |the )?(?:direct |explicit )?"
                        r"(?:instruction|order|advice|policy|protocol)s?|contrary to|deliberately|knowingly|"
                        r"intentionally|ignor(?:ed|ing|es)|"
                        r"despite (?:being told|instructions?|the policy|the protocol)|"
                        r"violat(?:ed|ing|es)|bypass(?:ed|ing|es)|disregard(?:ed|ing|s))(?![a-z])"
                        r"|違反|故意|明知|不顧|拒絕|無視|刻意")
# An omission in a clause of condition is the frame, not the event: "even when they had not been done".
_CONDITION_BEFORE = re.compile(r"(?<![a-z])(?:even when|even if|when|if|whether|unless|in case)(?![a-z])[^,;:.!?]*$"
                               r"|即使|如果|若")
# What a person did not know is about the person, not the thing they did not know about ("the nurse did not know
# the difference between a leads-off alarm and a heart rate alarm", 不熟悉輸液幫浦): PC-PML, the object touched.
_KNOWLEDGE_GAP = re.compile(
    r"(?<![a-z])(?:did not know|does not know|do not know|didn't know|not know(?:n)? (?:to|by)|(?:was|were) unaware|"
    r"unaware of|unfamiliar with|not familiar with|lack(?:ed|s)? (?:of )?(?:knowledge|awareness|familiarity|"
    r"understanding)|(?:inadequate|insufficient|limited|poor) (?:knowledge|awareness|familiarity|understanding)|"
    r"failure to recogni[sz]e|failed to recogni[sz]e|did not recogni[sz]e|did not understand|knowledge gaps?)"
    r"(?![a-z])|不知道|不熟悉|認知不足|認知不正確|認識不足|知識不足|缺乏(?:相關)?(?:知識|認知)"
    # 不清楚 / 不了解 only with a person before them: 規範不清楚 is an unclear policy, not a gap in knowledge
    r"|(?:護理師|醫師|人員|藥師|同仁|學員|新進|護士)(?:對)?[^，。；]{0,8}?(?:不清楚|不了解|不瞭解)")
# A knowledge gap that the sentence puts down to what nobody said is a communication failure, not a limitation:
# "held no briefing, so the anaesthetist did not know", 沒有團隊簡報.
_NOT_TOLD = re.compile(r"(?<![a-z])(?:no (?:briefing|handover|hand-off|huddle)|(?:was|were) not (?:told|informed|"
                       r"briefed)|nobody told|no one told|not communicated|not handed over)(?![a-z])"
                       r"|沒有(?:團隊)?簡報|未(?:被)?告知|沒有(?:人)?告知|未交班|沒有交班|未通知")
_NEGATED_BEFORE = re.compile(r"(?<![a-z])(?:no|not|never|without)(?: [a-z]+)?\s*$|沒有$|無$|並非$")
# A practice not kept up as a habit is a routine violation: "not always adopted in practice", "not consistently
# assessing", "irregular checks", 執行不確實, 未落實.
_ROUTINE_LAPSE = re.compile(
    r"(?<![a-z])(?:not (?:always|consistently|routinely|reliably|regularly)|inconsistent(?:ly)?|irregular(?:ly)?|"
    r"sporadic(?:ally)?|seldom|rarely)(?: [a-z]+){0,3}? (?:follow(?:ed|ing)?|us(?:ed|ing)|appl(?:ied|ying|ication)|"
    r"adopt(?:ed|ing)?|assess(?:ed|ing)?|check(?:ed|ing|s)?|perform(?:ed|ing)?|implement(?:ed|ing)?|complet(?:ed|ing)|"
    r"document(?:ed|ing)?|record(?:ed|ing)?|carried out|done)(?![a-z])"
    r"|(?:執行|遵守|落實|核對|三讀五對)[^，。；]{0,4}不確實|未(?:確實|落實)(?:執行|遵守|核對)?|常未|經常未|偶有未")
_SENTENCE_END = re.compile(r"[;.!?。；！？](?:\s|$)")
_CAUSE_NEAR = re.compile(r"(?<![a-z])(?:because|due to|as a result of|owing to|since)(?![a-z])|因為|由於|因")


@dataclass(frozen=True)
class Act:
    """One act the statement describes: its span, the code it is evidence for, its words, and the span of what
    it acted on (whose nouns must not decide the code)."""

    start: int
    end: int
    code: str
    phrase: str
    object_span: tuple[int, int]


@dataclass(frozen=True)
class Reading:
    acts: tuple[Act, ...]
    ruled_out: tuple[tuple[int, int], ...]  # clauses whose cues a finding rules out

    def rules_out(self, start: int) -> bool:
        return any(a <= start < b for a, b in self.ruled_out)

    def rules_out_everything(self, size: int) -> bool:
        """No act, and findings that rule factors out cover (nearly) the whole statement."""
        covered = sum(b - a for a, b in self.ruled_out)
        return not self.acts and size > 0 and covered >= 0.8 * size

    def acted_on(self, start: int, end: int) -> bool:
        """The span lies in the object of an act (a noun the act touched)."""
        return any(a.object_span[0] <= start and end <= a.object_span[1] for a in self.acts)


def _clause(text: str, pos: int) -> tuple[int, int]:
    start = max((m.end() for m in _CLAUSE_END.finditer(text, 0, pos)), default=0)
    after = _CLAUSE_END.search(text, pos)
    return start, after.start() if after else len(text)


def _is_decision(verb: str) -> bool:
    return bool(re.fullmatch(_DECISION_EN, verb) or re.fullmatch(_ZH_DECISION, verb))


def read(norm: str) -> Reading:
    """The acts and ruled-out clauses of a normalized statement (see the module's rules)."""
    acts: list[Act] = []
    perceived = _PERCEIVED.search(norm) is not None
    if _VIOLATION.search(norm):
        return Reading((), _ruled_out(norm))  # a violation's acts are choices: the rules for violations decide
    for m in (*_ERROR_ACT_EN.finditer(norm), *_ERROR_ACT_ZH.finditer(norm)):
        verb = m.group("verb") or m.groupdict().get("verb2") or ""  # (the Chinese pattern's second form: 誤給)
        lo, hi = _clause(norm, m.start())
        # English puts the object after the verb; Chinese often before it (將輸液幫浦速率設定為十倍)
        touched = (m.start() + len(verb), hi) if m.re is _ERROR_ACT_EN else (lo, hi)
        code = "UA-PE" if perceived else "UA-DE" if _is_decision(verb) else "UA-SBE"
        acts.append(Act(m.start(), m.end(), code, m.group(0).strip(), touched))
    for m in (*_OMISSION_EN.finditer(norm), *_OMISSION_ZH.finditer(norm)):
        lo, hi = _clause(norm, m.start())
        end = _SENTENCE_END.search(norm, m.end())
        if _CAUSE_NEAR.search(norm, lo, end.start() if end else len(norm)) or _CONDITION_BEFORE.search(
                norm, lo, m.start()):
            continue  # "not checked because the scanner was down", "even when they had not been done": a frame
        acts.append(Act(m.start(), m.end(), "UA-DE" if _is_decision(m.group("verb")) else "UA-SBE",
                        m.group(0).strip(), (m.end(), hi)))
    told = _NOT_TOLD.search(norm) is not None
    for m in _KNOWLEDGE_GAP.finditer(norm) if not told else ():  # (not told: communication, not a limitation)
        lo, hi = _clause(norm, m.start())
        if _NEGATED_BEFORE.search(norm, max(lo, m.start() - 12), m.start()):
            continue  # "there was no knowledge gap"
        acts.append(Act(m.start(), m.end(), "PC-PML", m.group(0).strip(), (m.end(), hi)))
    for m in _ROUTINE_LAPSE.finditer(norm):
        acts.append(Act(m.start(), m.end(), "UA-RV", m.group(0).strip(), (m.end(), _clause(norm, m.start())[1])))
    return Reading(tuple(sorted(acts, key=lambda a: a.start)), _ruled_out(norm))


def _ruled_out(norm: str) -> tuple[tuple[int, int], ...]:
    ruled = {_clause(norm, m.start()) for m in (*_RULED_OUT_EN.finditer(norm), *_RULED_OUT_ZH.finditer(norm))}
    return tuple(sorted(ruled))
