"""What a statement says happened, read before its nouns: an act that went wrong, a step or decision that never
happened, or a finding that rules a factor out. Both languages, rules only, every reading names its words.

Published incident language describes acts through the objects they touch: "the nurse set the infusion pump rate
ten times too high" is an unsafe act (a slip), not a technology problem, however loudly "infusion pump" matches the
technology category; "no fault was found in the pump" rules the pump out. The suggester reads these first:

- an **error act**: a person's act verb with a sign that it went wrong (wrong, incorrect, ten times, too high,
  instead of, 錯, 誤, 十倍) is evidence for the unsafe act (a decision verb for UA-DE, any other for UA-SBE),
  and the nouns it acted on (the object, up to the clause's end) count little for the environment codes;
- an **omission** of a clinical step or decision ("was never ordered", "did not order", 未開立, 未追蹤) is
  evidence for UA-DE (a decision) or UA-SBE (a routine step), unless a cause in the same clause explains it;
- a **knowledge gap** ("did not know the difference between the alarms", 不熟悉) is the person's limitation (PC-PML)
  or, held by a manager, a lapse of oversight (US-IS); a **practice not kept up** ("not consistently assessing",
  "irregular checks", 執行不確實) is a routine violation (UA-RV); a **likeness blamed** (因藥名相似) the task's (PC-TE);
- a **finding that rules out** ("no fault was found in", "was found to be working normally", "functioned as
  designed", "was not due to", 功能正常, 未發現異常, 並非…而是) takes the weight out of every cue in its clause, and
  so does a policy said to be in place before a "but" ("the policy required a plan, but ... not implemented");
- **whose act** it is (``subjects.py``): a patient's own act or knowledge gap is a patient factor (PC-PRF), an
  organisation's unmet duty an organisational or supervisory failure (chosen by the verb), a machine's failure to
  act the technology (PC-TEC); an omission is also read when nothing was done ("no repeat level was ordered"),
  when there is "no evidence that" it was done, when "no one" did it, or as a "missed step";
- what was **taken for something else** ("mistook ... for", "misinterpreted the label", 將…當成) is a perceptual
  error, what was **not passed on** ("no-one was able to tell him") a communication failure, and denying that it
  was rare ("not an isolated lapse", 並非偶發) says a known problem was left as it was (US-FCP);
- a **violation** ("bypassing the smart pump") touches its objects like an act; a habitual one is routine (UA-RV);
- further forms of an act (``act_forms.py``): an adverb of error before the verb, what "should have been" done,
  care given late, and a clinician's advice to the patient;
- words that only **look like a cue** ("seek medical attention", "the emergency department", 生理食鹽水) are none.

Each act is evidence for its code with the act's own words in the reason; the same words as another code's keyword
count little beside it ("misinterpreted" is not also a decision error).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rootcause.domain.classify.act_forms import act_forms
from rootcause.domain.classify.clauses import clause
from rootcause.domain.classify.communication import not_passed_on, nothing_told
from rootcause.domain.classify.perception import PERCEIVED, misperceptions, similar_items
from rootcause.domain.classify.process_gaps import RULE_REFERENCE, a_rule_not_kept, process_gaps, rules_not_kept
from rootcause.domain.classify.subjects import (
    ensures_staff,
    gap_holder,
    org_code,
    patient_acts,
    patient_before,
    patient_holder,
    thing_before,
)
from rootcause.domain.classify.verbs import (
    ACT_EN,
    ACT_ZH,
    DECISION_EN,
    DECISION_ZH,
    STEP_EN,
    STEP_ZH,
    WRONG_EN,
    WRONG_ZH,
    is_decision,
)
from rootcause.domain.classify.workload import overloads

__all__ = ["Act", "Reading", "read"]

# "the nurse set the pump rate ten times too high", "calibrated the monitor with the wrong probe" (a time or a decimal
# inside the object does not end it: "restarted at 6:00 pm at 0.5 units instead of")
_ERROR_ACT_EN = re.compile(rf"(?<![a-z])(?P<verb>{ACT_EN}|{DECISION_EN})(?![a-z])"
                           r"(?P<object>(?:[^,;:.!?()]|(?<=[0-9])[:.](?=[0-9]))*?)"
                           rf"(?<![a-z])(?P<sign>{WRONG_EN})(?![a-z])")
# "was never ordered", "were not given", "had not been checked", "did not order a repeat", "failed to escalate"
_OMISSION_EN = re.compile(
    rf"(?<![a-z])(?:(?:was|were|had|has|have)(?: not| never| neither)(?: been)?|(?:was|were) (?:not|never) (?:being )?"
    rf"|did not|does not|do not|never|fail(?:ed|s|ing)? to|failures? to|omitted to|neglected to)(?: (?:be|been))? "
    rf"(?:(?:yet|then|subsequently|immediately|also|again|further|adequately|properly|fully|correctly|appropriately|"
    rf"promptly|actually|ever) )?(?P<verb>{DECISION_EN}|{STEP_EN})(?![a-z])")
# "No enhanced observations were put in place", "no repeat level was ordered": nothing done, said of the thing.
_NOTHING_DONE_EN = re.compile(
    r"(?<![a-z])no (?:[a-z0-9-]+ ){0,4}?(?:was|were|had been|has been|have been) (?:ever )?"
    r"(?P<verb>put in place|done|performed|carried out|undertaken|taken|made|completed|recorded|documented|given|"
    r"arranged|requested|ordered|started|initiated|measured|sent|obtained|repeated|offered|escalated|implemented|"
    r"instituted|commenced|prescribed)(?![a-z])")
# "There was no evidence that the potassium level was re-checked", "no documentation of ... having been taken".
_NO_RECORD_OF_EN = re.compile(
    rf"(?<![a-z])no (?:evidence|documentation|record|indication)s? (?:that|of|to show that|showing that)"
    rf"(?P<rest>[^.;:!?]{{0,90}}?)(?<![a-z])(?P<verb>{DECISION_EN}|{STEP_EN}|reviewed|assessed|seen)(?![a-z])")
# "no one changed the battery": a step nobody took (checks by nobody are supervision's; knowing, seeing are not).
_NOBODY_EN = re.compile(r"(?<![a-z])(?:no one|no-one|nobody) (?:had |has |ever )?(?P<verb>changed|replaced|gave|"
                        r"administered|recorded|documented|measured|repeated|removed|restarted|reconnected|"
                        r"charged|refilled)(?![a-z])")
# "left the premises without having reviewed the man": a clinical assessment decided against.
_WITHOUT_ASSESSING_EN = re.compile(
    r"(?<![a-z])without (?:having )?(?:first )?(?:re)?(?:view(?:ed|ing)|assess(?:ed|ing)|examin(?:ed|ing)|seen|"
    r"seeing|check(?:ed|ing) on) (?:the |this |that )?(?:patient|man|woman|him|her|child|baby|infant|resident|"
    r"consumer)(?![a-z])")
# "A missed calculation step", "the missed dose": a step left out, named as a noun.
_MISSED_STEP_EN = re.compile(r"(?<![a-z])(?:missed|skipped|omitted|overlooked) (?:[a-z-]+ ){0,2}(?:step|steps|dose|"
                             r"doses|check|checks|observation|observations|assessment|reading|review|line|row|field|"
                             r"item|page|entry)(?![a-z])")
_ERROR_ACT_ZH = re.compile(
    rf"(?P<verb>{ACT_ZH}|{DECISION_ZH})(?P<object>[^，。；：！？,;:]{{0,12}}?)(?P<sign>{WRONG_ZH})"
    rf"|(?P<sign2>錯誤地?|誤|錯)(?P<verb2>{ACT_ZH}|{DECISION_ZH}|植|認|用|給|抽|拿|取|接|插|打|送)"
    # a one-character act and 錯 after it: 推錯人, 拿錯藥, 貼錯標籤 (看錯 and 聽錯 are perception: perception.py)
    rf"|(?P<verb3>推|拿|給|打|抽|接|貼|開|寫|插|放|發|配|送|掛|選|點|輸|帶|換)(?P<sign3>錯)")
_OMISSION_ZH = re.compile(
    rf"(?:並未|從未|未曾|沒有|未有|並無|一直無|從無|均無|未|沒)被?(?:(?:為|對|替|給)[^，。；：,;:]{{1,4}}?)?"
    rf"(?:再次|再|及時|即時|立即|進一步|按時|定時|先|確實|主動|親自|詳細|仔細|正確)?"
    rf"(?P<verb>{DECISION_ZH}|{STEP_ZH})")
# Findings that rule a factor out: "no fault was found in the pump", "the pump was found to be working normally",
# "functioned as designed", "was ruled out", "played no part"; 功能正常, 未發現異常, 經檢查無故障, 並非…所致.
_RULED_OUT_EN = re.compile(
    r"(?<![a-z])(?:no (?:fault|defect|malfunction|problem|issue|abnormality|error|evidence of (?:a )?(?:fault|"
    r"malfunction|defect))s? (?:was |were )?(?:found|identified|detected|seen|noted|reported)|"
    r"(?:found|shown|confirmed|tested) to (?:be )?(?:work(?:ing)?|function(?:ing)?|perform(?:ing)?) "
    r"(?:normally|correctly|properly|as (?:designed|intended|expected))|"
    r"(?:work(?:ed|ing)?|function(?:ed|ing)?|perform(?:ed|ing)?) (?:normally|correctly|properly|as (?:designed|"
    r"intended|expected))|(?:was|were) ruled out|played no (?:part|role)|(?:was|were) not (?:a )?(?:contributory|"
    r"contributing) (?:factor)?|(?:was|were|is|are) not (?:due to|caused by|the result of|because of|related to|"
    r"attributable to))(?![a-z])")
_RULED_OUT_ZH = re.compile(r"功能正常|運作正常|無(?:異常|故障|缺失)|未(?:發現|見)(?:任何)?(?:異常|故障|問題|缺失)|"
                           r"經檢查(?:後)?(?:無|未見)|排除(?:了)?[^，。；]{0,8}(?:因素|可能)|並非[^，。；]{0,12}所致"
                           r"|與[^，。；]{0,12}無關|(?:並非|不是)(?=[^。；]{0,30}?，?而是)")
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
    r"failure to recogni[sz]e|failed to recogni[sz]e|did not recogni[sz]e|did not understand|knowledge gaps?|"
    r"lack(?:ed|s)? (?:of )?(?:[a-z-]+ ){0,5}?(?:training|education|in-service|teaching)|"
    r"(?:did not|didn't|do not|does not) have the (?:necessary |required |right |relevant )?(?:expertise|skills?|"
    r"competence|competency|experience)|lack(?:ed|s|ing)? the (?:necessary |required |relevant )?(?:expertise|skills?|"
    r"competence|competency))"
    r"(?![a-z])|不知道|不熟悉|認知不足|認知不正確|認識不足|知識不足|缺乏(?:相關)?(?:知識|認知)"
    # 不清楚 / 不了解 only with a person before them: 規範不清楚 is an unclear policy, not a gap in knowledge
    r"|(?:護理師|醫師|人員|藥師|同仁|學員|新進|護士)(?:對)?[^，。；]{0,8}?(?:不清楚|不了解|不瞭解)")
# An error named in a list of kinds of event is no act of this statement: 接連發生輸錯血、看錯病人等事件.
_KINDS_OF_EVENT_ZH = re.compile(r"[^，。；：]{0,24}?等(?:事件|錯誤|情形|問題|狀況|疏失|意外)")
# The organisation's own lapse in oversight, in Chinese: 院方不知情, 部門對員工的持續監察…不足.
_ORG_LAPSE_ZH = re.compile(
    r"(?:院方|醫院|本院|該院|部門|機構|管理階層|主管)[^，。；：]{0,12}?(?:(?:未|沒有|缺乏|疏於|不)(?:知情|監督|監察|督導|"
    r"稽核|查核|察覺)|(?:監督|監察|督導|稽核|查核)[^，。；：]{0,12}?(?:不足|不夠|不周|欠缺|不落實))")
# Words that hold a framework keyword without its meaning here ("seek medical attention" is no lapse of attention,
# "the emergency department" no emergency, 生理食鹽水 no physiological state, what investigators "concluded" no
# clinician's decision, a product "recall" that might happen no national shortage).
_NOT_A_CUE = re.compile(
    r"(?<![a-z])(?:medical attention|(?:accident and |the |an )?emergency (?:department|room|unit|care|services?)|"
    r"of course|course of (?:treatment|therapy|antibiotics?|injections?)|(?:we|investigators?|the (?:investigation|"
    r"review|report|panel|inquiry|coroner|team|committee)) (?:concluded|believed|judged|decided|considered)|"
    r"in the event of (?:a |an )?(?:safety |product )?recall|safety recall"
    # a broken bone is the person's body, not a broken device ("having a broken hand")
    r"|broken (?:hand|arm|leg|hip|wrist|ankle|rib|ribs|bone|bones|finger|fingers|toe|toes|nose|jaw|femur|neck|back"
    r"|collarbone|shoulder|elbow|knee|foot))(?![a-z])"
    r"|生理食鹽水|決策者|醫療環境|其他醫院就醫")
# "This was not an unusual situation on the ward", 並非偶發: a recurring state those in charge lived with (a known
# problem left uncorrected), said by denying that it was rare.
_NOT_RARE = re.compile(r"(?<![a-z])(?:not (?:an? )?(?:unusual|uncommon|isolated|rare|one-off|new)|nothing new|"
                       r"no(?:t an)? isolated)(?![a-z])|並非(?:偶發|單一|個案|首次)|不是(?:偶發|第一次|首次)")
# The organisation as the doer of an unmet duty, whatever the verb: "it does not act appropriately", "however, it does
# not frequently audit records" (the code comes from the verb: ``subjects.org_code``); and its habits: "it sometimes
# stores medicines outside their packaging" (a routine violation by the organisation's staff).
_DUTY_NOT_DONE_EN = re.compile(r"(?<![a-z])(?:does not|did not|do not|has not|had not|have not|fail(?:ed|s)? to|"
                               r"never)(?: (?:always|frequently|regularly|routinely|consistently|properly|"
                               r"appropriately|adequately|effectively|[a-z]{3,}ly))? (?P<verb>[a-z]+)(?![a-z])")
_JUDGED = frozenset({"consider", "explore", "evaluate"})
_HABIT_EN = re.compile(r"(?<![a-z])(?:sometimes|often|routinely|regularly|frequently|habitually|usually) "
                       r"(?P<verb>[a-z]+s)(?![a-z])")
# A habitual departure: what makes a violation routine rather than exceptional.
_HABITUAL = re.compile(r"(?<![a-z])(?:routine(?:ly)?|habitual(?:ly)?|often|commonly|common|frequently|regularly|"
                       r"predominantly|widespread|usual(?:ly)?|always|sometimes|repeatedly|culture|accepted practice|"
                       r"workarounds?)(?![a-z])|常|經常|平時|習慣|慣例|一向|總是|長期")
# A safeguard not used, as a practice: "failing to employ the dose error-reduction software ... are common".
_SAFEGUARD_UNUSED = re.compile(r"(?<![a-z])(?:fail(?:ed|s|ing)? to|did not|do not|does not|not) (?:use|employ|"
                               r"heed|activate|apply|comply with)(?![a-z])")
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
# A policy that was in place, said before what was not done: "the facility's policy required a discharge summary,
# but these were not implemented", 規範已明訂…但. It rules a policy gap out; the failure is the act after "but".
_POLICY_PRESENT = re.compile(
    r"(?<![a-z])(?:policy|policies|procedure|protocol|guideline|guidance|sop) (?:required|requires|stated|states|"
    r"specified|specifies|called for|calls for|was in place|is in place|existed|exists|set out)(?![a-z])"
    r"|(?:規範|規定|作業程序|政策|指引|作業標準)(?:中)?(?:已|早已)?(?:明訂|明定|要求|規定|載明)")
_CONTRAST_LATER = re.compile(r"(?<![a-z])(?:but|however|yet|although|though)(?![a-z])|但|然而|卻")
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
    # a violation's choices: their objects are touched like an act's, and a habitual one is a routine violation
    violations: tuple[Act, ...] = ()
    masked: tuple[tuple[int, int], ...] = ()  # words that hold a keyword without its meaning here

    def rules_out(self, start: int) -> bool:
        return any(a <= start < b for a, b in self.ruled_out)

    def rules_out_everything(self, size: int) -> bool:
        """No act, and findings that rule factors out cover (nearly) the whole statement."""
        covered = sum(b - a for a, b in self.ruled_out)
        return not self.acts and size > 0 and covered >= 0.8 * size

    def acted_on(self, start: int, end: int) -> bool:
        """The span lies in the object of an act or a violation (a noun the act touched)."""
        return any(a.object_span[0] <= start and end <= a.object_span[1] for a in (*self.acts, *self.violations))

    def not_a_cue(self, start: int, end: int) -> bool:
        """The span overlaps words that only look like a cue ("seek medical attention")."""
        return any(a < end and start < b for a, b in self.masked)

    @property
    def evidence_acts(self) -> tuple[Act, ...]:
        """Every act that is evidence for its code (a violation is evidence only when it is habitual)."""
        return (*self.acts, *(v for v in self.violations if v.code))




def _framed(norm: str, lo: int, start: int, end: int) -> bool:
    """An omission that the sentence explains ("not checked because ...") or frames ("even when ...")."""
    stop = _SENTENCE_END.search(norm, end)
    return bool(_CAUSE_NEAR.search(norm, lo, stop.start() if stop else len(norm))
                or _CONDITION_BEFORE.search(norm, lo, start))




def _omission_code(norm: str, start: int, verb: str, active: bool) -> str:
    """Whose omission: an organisation's duty, a patient's own act, or a clinician's step or decision."""
    own = "UA-DE" if is_decision(verb) else "UA-SBE"
    passive_it = norm.startswith(("was ", "were "), start) and norm[max(0, start - 4):start] in (" it ", "\tit ")
    org = None if passive_it else org_code(norm, start, verb, own)  # ("but it was never actioned": the scan, not
    if org:                                                           # the organisation, is what "it" is here)
        return org
    if thing_before(norm, start):
        return "PC-TEC"  # "the system did not update": the technology's behaviour, nobody's omission
    if active and patient_before(norm, start):
        return "PC-PRF"
    return own


def read(norm: str) -> Reading:
    """The acts and ruled-out clauses of a normalized statement (see the module's rules)."""
    acts: list[Act] = []
    masked = tuple(m.span() for m in (*_NOT_A_CUE.finditer(norm), *RULE_REFERENCE.finditer(norm)))
    misperceived = misperceptions(norm)
    perceived = PERCEIVED.search(norm) is not None or bool(misperceived)
    violations = _violations(norm)
    if _VIOLATION.search(norm):  # a violation's acts are choices: the rules for violations decide
        return Reading((), _ruled_out(norm), violations, masked)
    for m in (*_ERROR_ACT_EN.finditer(norm), *_ERROR_ACT_ZH.finditer(norm)):
        if m.re is _ERROR_ACT_ZH and _KINDS_OF_EVENT_ZH.match(norm, m.end()):
            continue  # 發生輸錯血、看錯病人等事件: kinds of event listed, not this statement's act
        groups = m.groupdict()  # (the Chinese pattern's other forms: 誤給, 推錯)
        verb = groups.get("verb") or groups.get("verb2") or groups.get("verb3") or ""
        lo, hi = clause(norm, m.start())
        # English puts the object after the verb; Chinese often before it (將輸液幫浦速率設定為十倍)
        touched = (m.start() + len(verb), hi) if m.re is _ERROR_ACT_EN else (lo, hi)
        code = "UA-PE" if perceived else "UA-DE" if is_decision(verb) else "UA-SBE"
        acts.append(Act(m.start(), m.end(), code, m.group(0).strip(), touched))
    for m in (*_OMISSION_EN.finditer(norm), *_OMISSION_ZH.finditer(norm)):
        lo, hi = clause(norm, m.start())
        if _framed(norm, lo, m.start(), m.end()):
            continue  # "not checked because the scanner was down", "even when they had not been done": a frame
        active = not m.group(0).startswith(("was", "were", "had", "has", "have"))
        code = _omission_code(norm, m.start(), m.group("verb"), active)
        if code in ("UA-SBE", "UA-DE") and a_rule_not_kept(norm, lo, m.start(), m.end()):
            code = "UA-RV"  # "nurses failed to implement the policies": a rule there was, not kept (not a lapse)
        acts.append(Act(m.start(), m.end(), code, m.group(0).strip(), (m.end(), hi)))
    for m in (*_NOTHING_DONE_EN.finditer(norm), *_NO_RECORD_OF_EN.finditer(norm), *_NOBODY_EN.finditer(norm)):
        lo, hi = clause(norm, m.start())
        if not _framed(norm, lo, m.start(), m.end()):
            code = "UA-DE" if is_decision(m.group("verb")) else "UA-SBE"
            acts.append(Act(m.start(), m.end(), code, m.group(0).strip(), (m.end(), hi)))
    for form in act_forms(norm):  # adverb errors, what should have been done, late care, advice to the patient
        clause_end = clause(norm, form.start)[1]
        if form.kind == "error":
            own = "UA-PE" if perceived else "UA-DE" if is_decision(form.verb) else "UA-SBE"
            code = org_code(norm, form.start, form.verb, own) or own
        elif form.kind == "due":
            code = _omission_code(norm, form.start, form.verb, form.active)
        else:  # advice given is a judgement; a safeguard defeated, a barrier not kept
            code = "UA-RV" if form.kind == "defeat" else "UA-DE"
        acts.append(Act(form.start, form.end, code, norm[form.start:form.end].strip(), (form.end, clause_end)))
    for m in _WITHOUT_ASSESSING_EN.finditer(norm):
        acts.append(Act(m.start(), m.end(), "UA-DE", m.group(0).strip(), (m.end(), clause(norm, m.start())[1])))
    for m in _MISSED_STEP_EN.finditer(norm):
        acts.append(Act(m.start(), m.end(), "UA-SBE", m.group(0).strip(), (m.end(), clause(norm, m.start())[1])))
    told = nothing_told(norm)
    for m in _KNOWLEDGE_GAP.finditer(norm) if not told else ():  # (not told: communication, not a limitation)
        lo, hi = clause(norm, m.start())
        if _NEGATED_BEFORE.search(norm, max(lo, m.start() - 12), m.start()):
            continue  # "there was no knowledge gap"
        code = "PC-PRF" if patient_holder(norm, m.start(), m.end(), hi) else gap_holder(norm, lo, m.start())
        # English names what was not known after the gap, Chinese before it (資訊介面操作不熟悉)
        known = (m.end(), hi) if m.group(0).isascii() else (lo, hi)
        acts.append(Act(m.start(), m.end(), code, m.group(0).strip(), known))
    for m in _ROUTINE_LAPSE.finditer(norm):
        acts.append(Act(m.start(), m.end(), "UA-RV", m.group(0).strip(), (m.end(), clause(norm, m.start())[1])))
    for m in not_passed_on(norm):  # (a family that "was not warned" is who was not told: no patient factor)
        passive = m.group(0).startswith(("was ", "were "))
        code = "PC-PRF" if patient_before(norm, m.start()) and not passive else "PC-CRM"
        acts.append(Act(m.start(), m.end(), code, m.group(0).strip(), (m.end(), clause(norm, m.start())[1])))
    for m in misperceived:
        start = m.start() - (norm[m.start() - 1 : m.start()] in ("誤", "錯"))  # (誤把…當成: the 誤 is the act's own)
        acts.append(Act(start, m.end(), "UA-PE", norm[start:m.end()].strip(), (m.end(), clause(norm, m.start())[1])))
    acts += [Act(m.start(), m.end(), "PC-TE", m.group(0).strip(), (m.end(), m.end())) for m in similar_items(norm)]
    for m in _ORG_LAPSE_ZH.finditer(norm):
        acts.append(Act(m.start(), m.end(), "US-IS", m.group(0).strip(), (m.end(), clause(norm, m.start())[1])))
    for start, end in overloads(norm):  # one person counted against many patients: the plan's (workload.py)
        acts.append(Act(start, end, "US-PIO", norm[start:end].strip(), (end, clause(norm, start)[1])))
    for start, end, object_start, clause_end in process_gaps(norm):
        acts.append(Act(start, end, "OI-OP", norm[start:end].strip(), (object_start, clause_end)))
    kept = rules_not_kept(norm)
    for start, end, code, rule in kept:  # a rule there was, not kept: no gap in the process
        acts.append(Act(start, end, code, norm[start:end].strip(), rule))
    for m in _NOT_RARE.finditer(norm):
        acts.append(Act(m.start(), m.end(), "US-FCP", m.group(0).strip(), (m.end(), clause(norm, m.start())[1])))
    for m in _DUTY_NOT_DONE_EN.finditer(norm):
        if any(a <= m.start() < b for a, b, _, _ in kept):  # ("failed to ensure to follow its policy": read above)
            continue
        verb = m.group("verb")  # (what an organisation failed to consider or explore about a patient: a judgement)
        if verb in ("ensure", "ensured") and ensures_staff(norm, m.start(), m.end()):
            acts.append(Act(m.start(), m.end(), "US-IS", m.group(0).strip(), (m.end(), clause(norm, m.start())[1])))
            continue
        org = org_code(norm, m.start(), verb, "UA-DE" if is_decision(verb) or verb in _JUDGED else "UA-SBE")
        if org:
            acts.append(Act(m.start(), m.end(), org, m.group(0).strip(), (m.end(), clause(norm, m.start())[1])))
    for m in _HABIT_EN.finditer(norm):
        if org_code(norm, m.start(), m.group("verb")):
            acts.append(Act(m.start(), m.end(), "UA-RV", m.group(0).strip(), (m.end(), clause(norm, m.start())[1])))
    for start, end, phrase in patient_acts(norm):
        if not any(a.start < end and start < a.end for a in acts):  # (an omission already read as the patient's)
            acts.append(Act(start, end, "PC-PRF", phrase, (end, clause(norm, start)[1])))
    acts = _one_per_span(acts)
    return Reading(tuple(sorted(acts, key=lambda a: a.start)), _ruled_out(norm), violations, masked)


def _one_per_span(acts: list[Act]) -> list[Act]:
    """Of two readings of the same words, the later, more specific rule wins ("did not mention" by a patient is his,
    not a communication failure, once; "no-one was able to tell" is not also an omission of telling)."""
    kept: list[Act] = []
    for act in reversed(acts):
        if not any(k.start < act.end and act.start < k.end for k in kept):
            kept.append(act)
    return kept


def _violations(norm: str) -> tuple[Act, ...]:
    """A violation's objects ("bypassing the smart pump") are touched, not the story; a habitual one ("predominantly",
    "routinely", 平時) is evidence of a routine violation. Without that sign the code is left to the keywords."""
    habitual = _HABITUAL.search(norm) is not None
    out = []
    # a safeguard left unused counts only as a habit ("failing to employ the software ... are common contributors")
    for m in (*_VIOLATION.finditer(norm), *(_SAFEGUARD_UNUSED.finditer(norm) if habitual else ())):
        hi = _SENTENCE_END.search(norm, m.end())
        out.append(Act(m.start(), m.end(), "UA-RV" if habitual else "", m.group(0).strip(),
                       (m.end(), hi.start() if hi else len(norm))))
    return tuple(out)


def _ruled_out(norm: str) -> tuple[tuple[int, int], ...]:
    ruled = {clause(norm, m.start()) for m in (*_RULED_OUT_EN.finditer(norm), *_RULED_OUT_ZH.finditer(norm))}
    if _CONTRAST_LATER.search(norm):  # "the policy required a discharge plan, but ...": the policy was there
        ruled |= {clause(norm, m.start()) for m in _POLICY_PRESENT.finditer(norm)}
    return tuple(sorted(ruled))
