"""Who a statement's act belongs to, read before its code is chosen: a patient's own act is a patient factor, an
organisation's unmet duty is an organisational or supervisory failure, a clinician's the unsafe act.

Published findings name the actor in a few stable ways. "The patient took his own insulin from home", "he did not
attend the next four clinic appointments", 病患未依動線移動: the act is the patient's, so it is evidence for PC-PRF
(patient-related factors), not for an unsafe act of staff. "The pharmacy does not audit its records", "the hospital
leadership failed to provide oversight", 院方未督導: the subject is an organisation, and what it did not do is a
gap in its oversight (US-IS), in correcting a known problem (US-FCP), in resources (OI-RM) or in its processes
(OI-OP), unless the duty is the care of one patient that its staff carry out ("the Trust failed to perform two sets of
observations"): that is the staff's unsafe act, however a regulator names its subject. ``reading.read`` asks
``patient_act`` / ``org_code`` about every act it reads, and adds the patient's own acts that are not errors or
omissions at all (``patient_acts``).

English needs the actor right before the verb (a passive "the patient was given" is not the patient's act);
Chinese names it at the head of the clause (病人自行下床, 家屬拒絕).
"""

from __future__ import annotations

import re

__all__ = ["LEADER", "ensures_staff", "gap_holder", "org_code", "patient_acts", "patient_before", "patient_holder",
           "thing_before"]

_PATIENT_EN = (r"\[?(?:the |this |that |a |an |our |his |her |their )?(?:patient|client|consumer|"
               r"service user|woman|man|lady|gentleman|child|boy|girl|baby|infant|mother|father|wife|husband|"
               r"daughter|son|family|relative|parent)s?\]?(?:'s? (?:family|wife|husband|mother|"
               r"father|daughter|son|relatives?))?")
_PATIENT_ZH = r"病人|病患|患者|家屬|個案|住民|病童|產婦|案主|案家|家人"
# The patient as the subject right before an act: "the patient did not", "[the patient] refused", 病人自行.
_PATIENT_SUBJECT_EN = re.compile(
    rf"(?<![a-z]){_PATIENT_EN} (?:had |has |then |also |later |again |still |repeatedly |himself |herself |"
    rf"themselves |had also |would )?$")
_PATIENT_SUBJECT_ZH = re.compile(rf"(?:{_PATIENT_ZH})[^，。；：,;:]{{0,6}}$")
# What a patient does, or is, that made care harder (the patient as the doer, never the receiver).
_PATIENT_ACT_EN = re.compile(
    rf"(?<![a-z]){_PATIENT_EN} (?:had |has |then |also |later |again |still |repeatedly |would )?"
    r"(?P<verb>took|refused|declined|left|pulled|removed|climbed|got up|tried to|attempted to|walked|went|ate|"
    r"drank|hid|concealed|insisted|wanted to|stopped taking|skipped|missed|forgot|self-[a-z]+|"
    r"(?:did|does|would) not (?:take|attend|show up|turn up|follow|return|disclose|mention|tell|report|comply|"
    r"come|wait|call|use|understand|know|speak|want)|"
    r"(?:was|is) (?:an?(?= )|very|elderly|frail|older|non-?compliant|noncompliant|unable to)|"
    r"had (?:a |an )?(?:long|complex|number|history|several|multiple|known)|"
    # any other verb the patient did, but not what happened to the patient or how the illness went
    r"(?!(?:was|were|had|has|is|are|became|died|deteriorated|developed|suffered|experienced|received|underwent|"
    r"sustained|required|needed|presented|arrived|fell|remained|appeared|seemed|showed|started|continued|"
    r"improved|recovered|collapsed|stabilised|stabilized|responded|reported|complained|described|returned|"
    r"transferred|admitted|discharged|referred|diagnosed|treated|scheduled|booked|listed|noted|used|followed|"
    r"needed|wanted|lived|weighed)(?![a-z]))[a-z]{3,}ed"
    r")(?![a-z])")
# Missing clinic appointments or arriving unprepared for one's own procedure is the patient's act, whoever "he" is.
_PATIENT_EVENT_EN = re.compile(
    r"(?<![a-z])(?:(?:did not|failed to|never|didn't) (?:attend|show up|turn up|come|return|present)"
    r"(?: (?:to|for|at))?(?: [a-z0-9-]+){0,5} (?:appointments?|clinics?|follow-ups?|biops(?:y|ies)|scans?|"
    r"colonoscop(?:y|ies)|endoscop(?:y|ies)|outpatient|check-ups?|screening|dialysis)|"
    r"(?:showed up|turned up|arrived|came|attended|presented) (?:to|for|at) (?:the|his|her|their) (?:[a-z-]+ )?"
    r"(?:appointment|biopsy|scan|clinic|colonoscopy|endoscopy|check-up|screening)(?: [a-z-]+){0,2} without|"
    r"missed (?:[a-z0-9-]+ ){0,2}(?:clinic )?appointments?|non-attendance)(?![a-z])")
_PATIENT_ACT_ZH = re.compile(
    rf"(?<!護理師)(?<!醫師)(?<!藥師)(?<!人員)(?:{_PATIENT_ZH})[^，。；：,;:後時前的]{{0,6}}?(?P<verb>自行|擅自|私自|偷偷|拒絕|不願|不肯|未依|沒有依|不依|不配合|未配合|"
    r"不遵|未遵|沒有遵|忘記|未按時|沒有按時|未回診|沒有回診|未服藥|沒有服藥)")
# Whose knowledge is missing, when the sentence names them after the gap: "lack of awareness ... among patients".
_HOLDER_AFTER_EN = re.compile(r"(?<![a-z])(?:among|of|in|by|from) (?:the |their |our )?(?:patients?|famil(?:y|ies)|"
                              r"relatives|carers|caregivers|parents|the public|residents)(?![a-z])")
_HOLDER_BEFORE_EN = re.compile(r"(?:patients?|famil(?:y|ies)|relatives|carers|caregivers|parents)'s? $")

# An organisation as the subject of an unmet duty: "the pharmacy does not", "the hospital leadership failed to",
# "It does not check" (a sentence that opens with "it" and a duty is about the organisation being inspected).
_ORG_SUBJECT_EN = re.compile(
    r"(?:(?<![a-z])(?:the |this |that |its |each |every )(?:[a-z-]+ )?(?:hospital|trust|organi[sz]ation|facility|"
    r"pharmacy|practice|provider|service|home|clinic|department|board|management|leadership|agency|unit|centre|"
    r"center|institution|council|body|authority|ministry|government|administration|employer|operator|company|"
    r"owner|commissioner)s?|(?:^|[.;:!?]\s*|(?<![a-z])(?:however|and|but|also),?\s)it)"
    r" (?:had |has |have )?(?:also |still |currently |further |then )?$")
_STAFF_ZH_WORDS = r"醫生|醫師|護理師|護士|藥師|人員|同仁|技師|技術員|照服員|助理"
_STAFF_ZH = re.compile(_STAFF_ZH_WORDS)
# Those who lead or oversee the work, as the subject of what they did or did not do (one list for every rule that asks).
LEADER = re.compile(r"(?<![a-z])(?:managers?|management|directors?|don|administrators?|leadership|leaders?|"
                    r"supervisors?|matrons?|heads?|chiefs?|executives?|owners?|boards?)(?![a-z])"
                    r"|主管|主任|院長|督導|護理長|負責人|管理階層")
_ORG_SUBJECT_ZH = re.compile(r"(?P<org>院方|醫院|本院|該院|院內|部門|機構|藥局|單位|管理階層|主管機關|科室)"
                             r"[^，。；：,;:]{0,10}$")
# What only an organisation does: its policies, systems, staff, money, oversight and learning. "The hospital failed to
# provide adequate staffing" is the organisation's; "the Trust failed to perform two sets of observations" or "the
# Board failed to monitor Mr A's fluid levels" is care of one patient that its staff left undone, the unsafe act that
# regulators write with the organisation as its subject.
_ORG_DUTY = re.compile(
    r"(?<![a-z])(?:polic(?:y|ies)|procedures?|protocols?|guidelines?|guidance|systems?|process(?:es)?|pathways?|"
    r"framework|training|train|trained|educat[a-z]*|staff(?:ing|ed)?|employ[a-z]*|recruit[a-z]*|rosters?|fund[a-z]*|"
    r"resources?|equipment|budget|audit[a-z]*|overs[a-z]*|supervis[a-z]*|governance|compliance|comply|adhere|"
    r"inspect[a-z]*|learn[a-z]*|lessons|investigat[a-z]*|complaints?|incidents?|culture|risks? register|"
    r"improve[a-z]*|address|correct|remedy|act on|respond to (?:the )?(?:concerns?|complaints?|recommendations?)|"
    r"environment|premises|building|contracts?|commission[a-z]*|leadership|managers?|services?|safeguarding|inquir[a-z]*|"
    r"findings)(?![a-z])"
    r"|政策|規範|制度|流程|系統|人力|訓練|教育|稽核|督導|監督|經費|設備")
_CARE_DUTY = re.compile(
    r"(?<![a-z])(?:(?:administer|give|gave|given|record|document|observe|monitor|assess|reassess|refer|examine|"
    r"obtain|lock|perform|conduct|treat|escalate|recogni[sz]e|wake|sight|deploy|arrange|measure|weigh|reposition|"
    r"label|dispense|prescribe|follow(?:ed|ing)? up|carr(?:y|ied) out)(?:ed|d|ing|red|led)?(?![a-z])(?! (?:of|by) )|"
    r"observations?|keep (?:[a-z]+ ){0,3}records|complete (?:[a-z-]+ ){0,3}assessments?|"
    r"develop (?:a |an )?(?:[a-z]+ )?(?:care )?plan|plan (?:[a-z']+ )?care|"
    r"(?:consider|explore|evaluate)(?:d|ed)? (?:[a-z]+ )?(?:mr|mrs|ms|miss|the patient|the resident|her|his|their)|"
    r"provide (?:[a-z-]+ ){0,3}(?:care|treatment|medications?|medicines|fluids|food|nutrition|pain relief)|"
    r"ensure (?:that )?(?:a |an |the )?(?:dnar|review|assessment|observations?|vaginal|scan|test|referral|"
    r"follow-up))|給藥|核對|監測|測量|量測|評估|記錄|開啟|拔除|取出|巡視|觀察|協助|轉診|會診|開立|處置|急救|"
    r"治療計[劃畫]|照護計[劃畫]|護理計[劃畫]")
_PLACE_OF_STAFF = re.compile(r"(?<![a-z])(?:at|of|in|from|within|for|to|with) $")
_ORG_OVERSIGHT = re.compile(r"audit|monitor|oversee|oversight|supervis|review|check on|inspect|know|aware|"
                            r"監督|監察|督導|稽核|查核|追蹤|管理|知情|察覺")
_ORG_CORRECT = re.compile(r"\bact\b|correct|address|investigat|respond|follow(?:ed)? up|remedy|fix|improve|改善|處理|"
                          r"矯正|檢討")
_ORG_RESOURCE = re.compile(r"provide|supply|staff|fund|resource|purchase|equip|提供|配置|補足|購置|人力|經費")


# A patient's act told as what followed or when: "..., so the patient got up", "before the patient went home", 導致.
_OUTCOME_OR_TIME = re.compile(r"(?<![a-z])(?:so|therefore|consequently|thus|hence|as a result|resulting in|which led|"
                              r"before|after|until|when|while|once)(?: that)?,? [^,;:.!?]*$"
                              r"|所以|因此|導致|以致|之前|之後|後來")
# What someone believed or judged about the patient is that person's judgement, not the patient's act: "the nurse
# thought the patient could walk", 護理師評估後認為病人尚可自行下床; nor is what the patient is able to do (可自行).
_BELIEVED = re.compile(r"(?<![a-z])(?:thought|believed|assumed|judged|expected|felt|considered|deemed|decided)(?![a-z])"
                       r"|認為|以為|判斷|評估|覺得|預期|研判")
_ABLE_ZH = re.compile(r"(?:可|能|可以|會)(?:自行|擅自|自己)")
_CLAUSE_BREAK = re.compile(r"[,;:.!?()，。；：！？]")
_THING_SUBJECT_EN = re.compile(r"(?<![a-z])(?:system|pump|device|software|monitor|alarm|scanner|computer|ehr|emr|"
                               r"machine|printer|interface|screen|app|cabinet|record)s? (?:also |still )?$")
_THING_SUBJECT_ZH = re.compile(r"(?:系統|幫浦|設備|儀器|電腦|機器|介面|軟體|程式|螢幕|監視器)[^，。；：,;:]{0,4}$")


# A patient after a preposition is what someone else acted on, not the subject: "the physician caring for the patient
# did not inform the family".
_OBJECT_OF_BEFORE = re.compile(r"(?<![a-z])(?:for|to|of|with|about|on|from|by|toward|towards|treating|nursing|"
                               r"seeing|admitting)[ ]$")


def patient_before(norm: str, pos: int) -> bool:
    """A patient (or family) is the subject right before ``pos`` ("the patient did not", 病人未)."""
    head = norm[max(0, pos - 60):pos]
    m = _PATIENT_SUBJECT_EN.search(head)
    if m is not None and _OBJECT_OF_BEFORE.search(head, 0, m.start()):
        m = None
    return bool(m or _PATIENT_SUBJECT_ZH.search(norm[max(0, pos - 10):pos]))


def patient_holder(norm: str, start: int, end: int, clause_end: int) -> bool:
    """A knowledge gap at [start, end) is the patient's: "patients' lack of awareness", "lack of awareness ...
    among patients and carers", 家屬不了解."""
    return bool(_HOLDER_BEFORE_EN.search(norm, max(0, start - 16), start)
                or _HOLDER_AFTER_EN.search(norm, end, clause_end) or patient_before(norm, start))


def patient_acts(norm: str) -> list[tuple[int, int, str]]:
    """(start, end, phrase) of what the patient did or is that made care harder; not an act told as the outcome or
    the time of something else ("the lights were broken, *so* the patient got up", "*before* the patient went home")."""
    found = (*_PATIENT_ACT_EN.finditer(norm), *_PATIENT_EVENT_EN.finditer(norm), *_PATIENT_ACT_ZH.finditer(norm))
    return [(m.start(), m.end(), m.group(0).strip()) for m in found
            if not _OUTCOME_OR_TIME.search(norm, max(0, m.start() - 24), m.start())
            and not _BELIEVED.search(norm, _clause_start(norm, m.start()), m.start())
            and not _ABLE_ZH.search(m.group(0))]


def _clause_start(norm: str, pos: int) -> int:
    return max((m.end() for m in _CLAUSE_BREAK.finditer(norm, 0, pos)), default=0)


def thing_before(norm: str, pos: int) -> bool:
    """A machine or system is the subject right before ``pos`` ("the system did not update", 給藥系統未即時更新)."""
    return bool(_THING_SUBJECT_EN.search(norm, max(0, pos - 40), pos)
                or _THING_SUBJECT_ZH.search(norm, max(0, pos - 8), pos))


def org_code(norm: str, pos: int, verb: str, care_code: str | None = None) -> str | None:
    """The code of an unmet duty whose subject, right before ``pos``, is an organisation (None: not one). A duty of
    care to one patient, which the organisation's staff carry out, is their act: ``care_code`` when given."""
    subject = _ORG_SUBJECT_EN.search(norm, max(0, pos - 60), pos)
    if subject and _PLACE_OF_STAFF.search(norm, max(0, subject.start() - 12), subject.start()):
        subject = None  # "staff at the pharmacy incorrectly dispensed": the organisation is where, not who
    org_zh = None if subject else _ORG_SUBJECT_ZH.search(norm, max(0, pos - 14), pos)
    if org_zh and _STAFF_ZH.search(norm, org_zh.end("org"), pos):
        org_zh = None  # 於聯合醫院因兩名醫生「開漏藥」: the doctors between the hospital and the act are its doers
    if not (subject or org_zh):
        return None
    after = norm[pos:pos + 70]  # the duty and what it was for ("failed to adhere to a policy for supervision")
    if care_code and _CARE_DUTY.search(after) and not _ORG_DUTY.search(after):
        return care_code  # "the Trust failed to perform two sets of observations": the staff's omitted step
    if _ORG_OVERSIGHT.search(verb) or _ORG_OVERSIGHT.search(after):
        return "US-IS"
    if _ORG_CORRECT.search(verb) or _ORG_CORRECT.search(after[:30]):
        return "US-FCP"
    if _ORG_RESOURCE.search(after[:40]):
        return "OI-RM"
    return "OI-OP"


# What someone failed to make sure others did: "failed to ensure that the operating room staff performed the time out",
# "failed to ensure all contracted employees were screened": the oversight of staff (US-IS), whoever failed; not when
# a process is what did not ensure it.
_A_PROCESS_BEFORE = re.compile(r"(?<![a-z])(?:process|policy|procedure|system|protocol|pathway)(?:es|s)? $")
_ENSURE_STAFF = re.compile(r"(?:that )?(?:all |the |its |their |each |every |any )*(?:[a-z'-]+ ){0,4}?(?:staff|"
                           r"employees|nurses|nursing staff|providers|personnel|physicians|doctors|clinicians|"
                           r"technicians|aides|cnas|team|teams|contractors|practitioners|surgeons|residents)(?![a-z])")


def ensures_staff(norm: str, start: int, end: int) -> bool:
    """The "failed to ensure" at [start, end) is about what staff did, and no process is its subject."""
    return bool(_ENSURE_STAFF.match(norm, end + 1)) and not _A_PROCESS_BEFORE.search(norm, max(0, start - 24), start)


# What a manager did not know is a lapse in their oversight of the work, not a gap in their skill: "managers did not
# know enough about what was going on", "the Director of Nursing was unaware of the malfunctioning system" (unless a
# member of staff, named after the manager, is the one who did not know).
_STAFF_HOLDER = re.compile(r"(?<![a-z])(?:nurses?|doctors?|staff|physicians?|pharmacists?|midwi(?:fe|ves)|surgeons?|"
                           r"residents?|registrars?|aides?|technicians?|employees?|clinicians?)(?![a-z])|"
                           + _STAFF_ZH_WORDS)


def gap_holder(norm: str, clause_start: int, start: int) -> str:
    """The code of a knowledge gap at ``start`` held by whoever the clause names last before it (a manager who says
    that a nurse did not know is not the one who did not know)."""
    managers = list(LEADER.finditer(norm, max(clause_start, start - 60), start))
    if managers and not _STAFF_HOLDER.search(norm, managers[-1].end(), start):
        return "US-IS"
    return "PC-PML"
