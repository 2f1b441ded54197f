"""More ways published findings state an unsafe act, found for ``reading.read`` (which decides whose act it is):

- a **wrong act told by its adverb** ("staff incorrectly dispensed Premarin 0.625mg", "mistakenly gave"), where the
  sign of the error comes before the verb rather than after it, or by a noun of the act ("a programming mistake on
  the pump", "errors in setting up the equipment", 不小心將…貼入, 操作…時出錯);
- a **counterfactual**: what the finding says should (not) have been done ("RN K should have sighted all patients",
  "should not have discharged him") is a step or a decision that was due, whatever its object;
- a **late act**: care given too late ("a delay in administering antibiotics", "delayed calling the neurosurgeons",
  "was not assessed until 9.40am", 延誤診斷) is a decision made late (UA-DE), unless the sentence gives the delay a
  cause, which is then the finding;
- **advice to the patient** ("advised Mrs A to rinse her throat with tea tree oil", "recommended that she drink
  plenty of water", "told her it was likely a viral infection"): a clinical judgement given as words (UA-DE), unless
  the adviser is the investigator;
- **a safeguard defeated** ("a nurse silenced the monitoring alarm", "the alert was overridden by the physician",
  關閉了床邊警報): someone acted against the device's warning, a violation of the barrier (UA-RV), however much the
  sentence says about the device. A sentence about what could happen ("could be silenced") is no act.

Each form names its verb so the reader can tell a decision from a routine step.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from rootcause.domain.classify.verbs import ACT_EN, DECISION_EN, STEP_EN

__all__ = ["ActForm", "act_forms"]


class ActForm(NamedTuple):
    start: int
    end: int
    kind: str  # "error" | "due" | "late" | "advice" | "defeat"
    verb: str
    active: bool  # a person is the subject (not a passive "should have been given")


_WRONG_ADVERB_EN = re.compile(
    r"(?<![a-z])(?:incorrectly|wrongly|mistakenly|erroneously|inadvertently|accidentally|unintentionally|improperly|"
    r"inaccurately|carelessly) "
    r"(?P<verb>[a-z]{3,}ed|gave|given|took|taken|wrote|written|drew|drawn|put|set|sent|left|made|chose|chosen|fed|"
    r"hung|kept|cut)(?![a-z])")
# An error named as a noun of the act ("a programming mistake on the pump", "errors in setting up the equipment",
# "inaccurate filling of the cabinets"), 不小心將…貼入, 操作…時出錯: the act went wrong, whatever device it touched.
_ERROR_NOUN_EN = re.compile(
    r"(?<![a-z])(?:(?P<verb>programming|dosing|set-?up|transcription|selection|filling|labell?ing|calculation|"
    r"dispensing|administration|documentation|data entry|entry|keying|connection) (?:error|mistake|slip)s?|"
    r"(?:errors?|mistakes?) (?:in|when|while) (?:the )?(?P<verb2>setting up|programming|filling|labell?ing|"
    r"calculating|transcribing|dispensing|selecting|entering|connecting|priming|loading)|"
    r"(?:inaccurate|incorrect|wrong|improper) (?P<verb3>filling|programming|labell?ing|selection|set-?up|priming|"
    r"loading|connection|entry|transcription) of)(?![a-z])")
_ERROR_NOUN_ZH = re.compile(r"(?:不小心|不慎)(?:將|把)?(?P<verb>[\u4e00-\u9fff]{1,2})|"
                            r"(?P<verb2>操作|輸入|設定|選擇|點選|貼上|調劑|給藥|備藥)[^，。；：,;:]{0,12}?(?:時)?(?:出錯|弄錯|搞錯)|"
                            r"誤將[^，。；：,;:]{1,16}?(?P<verb3>貼入|貼到|貼上|輸入|放入|給予|植入|送到|交給|打入)")
_SAFEGUARD_EN = (r"(?:alarms?|alerts?|warnings?|(?:dose |hard |soft )?limits?|interlocks?|barcode scan(?:ning)?"
                 r"|scanners?)")
_DEFEAT_VERB_EN = (r"silenced|overrode|overridden|disabled|bypassed|switched off|turned off|muted|ignored|"
                   r"deactivated|cancell?ed")
_DEFEAT_EN = re.compile(
    rf"(?<![a-z])(?P<verb>{_DEFEAT_VERB_EN})(?: (?:the|a|an|his|her|their|its|this|that|all|every|[a-z'-]+['’]s?))"
    rf"{{0,3}}(?: [a-z-]+){{0,2}}? {_SAFEGUARD_EN}(?![a-z])"
    rf"|(?<![a-z]){_SAFEGUARD_EN}(?: (?!(?:may|might|could|would|can|should|must)\b)[a-z-]+){{0,2}}? "
    rf"(?:was|were|had been|has been|have been|being|got) "
    rf"(?P<verb2>{_DEFEAT_VERB_EN})(?![a-z])")
_DEFEAT_ZH = re.compile(r"(?P<verb>關閉|關掉|略過|忽略|靜音|解除|跳過)了?[^，。；,;]{0,6}?"
                        r"(?:警報|警示|提醒|警告|條碼掃描)"
                        r"|(?:警報|警示|提醒|警告)(?:聲)?(?:被|遭)[^，。；,;]{0,4}?"
                        r"(?P<verb2>關閉|關掉|略過|忽略|靜音|解除)")
_UNREAL_BEFORE = re.compile(r"(?<![a-z])(?:prevent|prevents|avoid|stop|risk (?:of|that)|could|can|may|might|would|"
                            r"if|whether|likelihood|chance|possibility)(?: [a-z'-]+){0,4} $")
_MORE_STEPS_EN = (r"sighted|seen|observed|examined|obtained|marked|circled|asked|followed up|considered|explored|"
                  r"arranged|recogni[sz]ed|identified|informed|transferred|stopped|withheld|started|commenced|used|"
                  r"waited|attended|visited|contacted|called|sought|kept|provided")
_DUE_EN = re.compile(
    rf"(?<![a-z])(?:should|ought to)(?P<neg> not)?(?: also| still| then)? have (?P<passive>been )?"
    rf"(?:[a-z]{{3,}}ly )?(?P<verb>{DECISION_EN}|{STEP_EN}|{ACT_EN}|{_MORE_STEPS_EN})(?![a-z])")
# What "should have" been different when the subject is a document or a system is the organisation's (its policy
# "should have been updated"), and the investigator's own hindsight ("we should have") is no finding of an act.
_NOT_A_PERSON_BEFORE = re.compile(
    r"(?<![a-z])(?:polic(?:y|ies)|procedures?|protocols?|guidelines?|guidance|systems?|forms?|documents?|"
    r"records?|charts?|labels?|process(?:es)?|software|pumps?|devices?|equipment|we|this|it|there)"
    r"(?: [a-z]+ly)? $")
_CARE_NOUN_EN = (r"diagnosis|escalation|referral|treatment|recognition|administration|review|assessment|transfer|"
                 r"response|resuscitation|surgery|intervention|antibiotics|delivery|caesarean|cesarean|c-section|"
                 r"observations?|consultation|management|action")
_LATE_EN = re.compile(
    rf"(?<![a-z])(?:(?:delays?|delayed) (?:in|to|with|before) (?:the |her |his |their )?(?:[a-z'-]+ ){{0,3}}?"
    rf"(?P<verb>[a-z]{{3,}}ing|{_CARE_NOUN_EN})|delayed (?:the )?(?P<verb2>[a-z]{{3,}}ing|{_CARE_NOUN_EN})|"
    rf"(?:late|belated|delayed) (?P<verb3>{_CARE_NOUN_EN})|"
    rf"(?:was|were) not (?:[a-z]+ ){{0,5}}?(?P<verb4>{STEP_EN}|{DECISION_EN}|seen|examined|treated) "
    rf"(?:[a-z0-9.:' -]+? )?until|"
    rf"did not (?:receive|get|have) (?:a |an |any |the )?(?:[a-z-]+ ){{0,2}}?(?P<verb5>{_CARE_NOUN_EN}) "
    rf"(?:[a-z0-9.:' -]+? )?until)(?![a-z])")
_PERSON_BEFORE = re.compile(r"(?<![a-z])(?:she|he|they|staff|team|nurses?|doctors?|midwi(?:fe|ves)|surgeons?|"
                            r"physicians?|registrars?|consultants?|gps?|clinicians?|paramedics?|practitioners?|"
                            r"pharmacists?|\[the [a-z -]+\])(?: (?:had|then|also|[a-z]+ly))? $")
_LATE_ZH = re.compile(r"(?:延遲|延誤|延宕|延後|拖延)了?(?P<verb>診斷|治療|處置|處理|轉診|轉院|會診|給藥|用藥|手術|"
                      r"插管|急救|通報|發現|輸血|判讀|檢查|搶救|剖腹產|開刀)")
# A slip said in Chinese by its own word: what was forgotten (忘了調整), left out (漏拔, 開漏), or mixed up (調亂; 拿錯
# is ``reading``'s), and what was done "by mistake" to something (誤將…貼到).
_SLIP_ZH = re.compile(r"(?:忘了|忘記)(?P<verb>[\u4e00-\u9fff]{1,2})|漏(?P<verb2>[給打拔開看量測簽寫備帶發收計])"
                      r"|(?P<verb3>[開給打拔看發配])漏|(?P<verb4>調亂|弄錯|搞錯|弄混|搞混|混淆)|(?:誤|錯)將(?P<verb5>)")
_LATE_CAUSE = re.compile(r"(?<![a-z])(?:because|due to|as a result of|owing to|caused by)(?![a-z])|因為|由於|因")
_PATIENT_IN_EN = re.compile(r"(?<![a-z])(?:patient|woman|man|mother|family|parents?|she|he|they)"
                            r"(?:'s)? (?:[a-z]+ )?(?:seeking|presenting|attending|calling|contacting|returning)")
_PATIENT_BEFORE_ZH = re.compile(r"(?:病人|病患|患者|家屬|個案|產婦)[^，。；：的被]{0,4}$")  # (not 病人的手圈被)
_ADVICE_EN = re.compile(
    r"(?<![a-z])(?P<verb>advised|advising|instructed|instructing|reassured|reassuring|told|telling) "
    r"(?:her|him|them|the (?:patient|woman|man|mother|father|parents?|family|client|consumer|resident|wife|husband)|"
    r"\[the [a-z -]+\]|(?:mr|mrs|ms|miss) [a-z]+)"
    r"(?P<what>,? (?:to|that|it was|it is|she|he|they|there was|nothing))(?![a-z])"
    r"|(?<![a-z])(?P<verb2>recommended|suggested|advised) that (?:she|he|they|the (?:patient|woman|man|mother))"
    r" (?:should |could |might )?(?:drink|take|go|stay|rest|return|use|continue|stop|wait|eat|elevate|see|call|try|"
    r"apply|keep)(?![a-z])")
# The adviser who is the investigator or a body recommending change ("the coroner advised that", "we told the
# Trust") speaks about the event, not in it; "told" counts only for a judgement conveyed ("told her it was likely").
_INVESTIGATOR_BEFORE = re.compile(
    r"(?<![a-z])(?:coroner|commissioner|ombudsman|we|investigat\w*|review\w*|panel|report|inquiry|committee|hdc|"
    r"cqc|inspectors?|regulator|board|authority|council|hsib|hssib|expert|advisor|adviser)\b[^.;:!?]*$")


def act_forms(norm: str) -> list[ActForm]:
    """Every act of the forms above in a normalized statement, in text order."""
    found: list[ActForm] = []
    for m in _WRONG_ADVERB_EN.finditer(norm):
        if _UNREAL_BEFORE.search(norm, max(0, m.start() - 48), m.start()):
            continue  # "barriers to prevent NG tubes being accidentally placed": what might happen, not an act
        found.append(ActForm(m.start(), m.end(), "error", m.group("verb"), True))
    for m in (*_ERROR_NOUN_EN.finditer(norm), *_ERROR_NOUN_ZH.finditer(norm)):
        if _UNREAL_BEFORE.search(norm, max(0, m.start() - 48), m.start()):
            continue  # "to reduce the chance of programming errors": what might happen, not an act
        verb = next((v for v in m.groups() if v), "")
        found.append(ActForm(m.start(), m.end(), "error", verb, True))
    for m in _DUE_EN.finditer(norm):
        if _NOT_A_PERSON_BEFORE.search(norm, max(0, m.start() - 40), m.start()):
            continue
        found.append(ActForm(m.start(), m.end(), "due", m.group("verb"), not m.group("passive")))
    for m in _LATE_EN.finditer(norm):
        sentence = _sentence(norm, m.start(), m.end())
        if _LATE_CAUSE.search(sentence) or _PATIENT_IN_EN.search(norm, m.start(), m.end() + 20):
            continue  # "delayed due to a shortage of beds", "a delay in the patient seeking help"
        if m.group("verb2") and not _PERSON_BEFORE.search(norm, max(0, m.start() - 40), m.start()):
            continue  # "a missed dose delayed treatment": the delay is what the act led to, not the act
        verb = next(v for v in m.group("verb", "verb2", "verb3", "verb4", "verb5") if v)
        found.append(ActForm(m.start(), m.end(), "late", verb, True))
    for m in _LATE_ZH.finditer(norm):
        if _LATE_CAUSE.search(_sentence(norm, m.start(), m.end())) or _PATIENT_BEFORE_ZH.search(
                norm, max(0, m.start() - 8), m.start()):
            continue  # 因床位不足而延誤, 病人延誤就醫
        found.append(ActForm(m.start(), m.end(), "late", m.group("verb"), True))
    for m in _SLIP_ZH.finditer(norm):
        if _PATIENT_BEFORE_ZH.search(norm, max(0, m.start() - 8), m.start()):
            continue  # 病人忘記服藥: the patient's own act
        # (a forgotten act is a lapse of memory, a skill-based error, whatever was to be done: 醫師忘記開立 is no
        # decision made wrongly, as "forgot to refer" is none in English)
        verb = "" if m.group(0).startswith("忘") else next((v for v in m.group("verb", "verb2", "verb3", "verb4") if v),
                                                           "")
        found.append(ActForm(m.start(), m.end(), "error", verb, True))
    for m in _ADVICE_EN.finditer(norm):
        head = norm[max(0, m.start() - 80):m.start()]
        if _INVESTIGATOR_BEFORE.search(head.split(".")[-1]):
            continue
        verb = m.group("verb") or m.group("verb2")
        if verb in ("told", "telling") and not re.match(r",? (?:that|it was|it is|there was|nothing)", m.group("what")):
            continue  # "told her to wait" is an instruction to be judged by the keywords; "told her it was" a judgement
        found.append(ActForm(m.start(), m.end(), "advice", verb, True))
    for m in (*_DEFEAT_EN.finditer(norm), *_DEFEAT_ZH.finditer(norm)):
        if _UNREAL_BEFORE.search(norm, max(0, m.start() - 40), m.start()):
            continue  # "alarms that could be silenced", "to prevent staff from overriding the limits"
        found.append(ActForm(m.start(), m.end(), "defeat", m.group("verb") or m.group("verb2"), True))
    return sorted(found)


def _sentence(norm: str, start: int, end: int) -> str:
    lo = max(norm.rfind(c, 0, start) for c in ".;!?。；！？")
    his = [i for i in (norm.find(c, end) for c in ".;!?。；！？") if i >= 0]
    return norm[lo + 1:min(his) if his else len(norm)]
