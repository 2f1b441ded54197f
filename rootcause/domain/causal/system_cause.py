"""Is a root cause a condition of the system, or a person's act? One pure test for the validator, the guidance,
the completion gate and the report.

A root cause is what the organisation can change. "The nurse was careless" or "the nurse made a mistake and did
not follow the policy" names a person's act (or a judgement of a person): the next question is why that act was
likely, so such a statement can never close the analysis. A person's act *explained by* a system condition
("did not scan the wristband because the bedside scanner was broken", "night shift was understaffed so the nurse
skipped the double check") is a system cause: the condition sits on the cause side of the link.

The test reads the linter's :class:`StatementParts`, so the chain findings and this verdict never disagree:

1. an HFACS code of an unsafe act (``UA…``) is a person's act, whatever the words;
2. a judgement of a person (careless, negligent, 疏忽, 粗心) is blame, and so is saying a person meant it
   ("the nurse deliberately skipped", "… on purpose", 故意, 刻意), wherever the word stands: the subject of its
   clause decides, so a design's or an organisation's intent ("the EHR lets a nurse deliberately override", 醫院蓄意)
   judges no one;
3. an error or deviation nothing in its sentence explains is a person's act;
4. an act (error, deviation, omission by staff) explained only by more of the person (tired, distracted, forgot)
   is still a person's act: the cause side must name a condition of the system (an omission with no person in
   the statement is a thing's: "the bed board does not flag similar names");
5. a statement about a person with no act and no system condition at all ("the nurse was inexperienced") is a
   person's state, not yet a system cause.

Words that are only the object of compliance ("did not follow *the policy*", 「未遵守*給藥規範*」) name what was
broken, not a condition of the system, so they never count as one. Nor do three other places a system word can
stand without being the cause (audit 28):

- a clause whose subject is a person acting ("the nurse silenced *the alarm*", 「護理師不熟悉*幫浦*的操作」): what
  the person acted on or was unfamiliar with is its object; a person who was *given* too little (not trained,
  not told, had no scanner) or a staffing condition ("the only pharmacist was covering three wards") still
  names the system;
- the subject of a passive omission ("*the consent form* was not checked"): what nobody checked;
- a setting of time or place ("during *handover*", 「在*交班*時」): when it happened, not why.

An error or a deviation always has a person behind it ("human error", 人為疏失), and so does an omission by
"no one", 沒有人, or in the passive ("was not checked"): only an active omission whose subject is no one at all
is a thing's.
"""

from __future__ import annotations

import re

from rootcause.domain.causal import lexicon as lex
from rootcause.domain.causal.linter import StatementParts
from rootcause.domain.causal.setting_up import en_agent, zh_first_named
from rootcause.domain.model.chains import PersonAct

__all__ = ["PERSON_ACT_REASONS", "PersonAct", "person_act"]

# A person named by role (both languages); what the statement is about when no act is named. (Roles of one person:
# not a provider, a pharmacy or a team, which an organisation is too.)
_ROLES = (r"nurses?|doctors?|physicians?|pharmacists?|surgeons?|residents?|technicians?|staff(?: members?)?"
          r"|clinicians?|midwi(?:fe|ves)|porters?|anaesthetists?|anesthetists?|anesthesiologists?|interns?|registrars?"
          r"|rns?|hcas?|(?:healthcare|health care|nursing) assistants?|prescribers?|consultants?|employees?"
          r"|caregivers?|carers?|aides?|operators?|therapists?|radiographers?|paramedics?|someone|no one|nobody")
_PERSON = re.compile(rf"(?<![a-z])(?:{_ROLES}|he|she|they)(?![a-z])"
                     r"|護理師|護士|醫師|醫生|藥師|技術員|住院醫師|同仁|人員|他|她|沒有人|無人|沒人|某人|照服員|看護")
# Saying a person meant it ("the nurse deliberately skipped", 護理師刻意不交班) judges intent, which no condition
# before it explains away: the question is what made the choice look reasonable, or it is a conduct matter. Who meant
# it is the subject of its clause (see :func:`_meant_by_a_person`); a design's intent is not a person's.
_INTENT = re.compile(
    r"(?<![a-z])(?<!not )(?<!never )(?<!might )(?<!could )(?<!would )(?<!may )"  # (not a hypothesis)
    r"(?:deliberately|intentionally|will?fully|purposely|purposefully|knowingly|consciously|wittingly|willingly"
    r"|defiantly|premeditatedly|on purpose|by choice|with intent|despite knowing|even though (?:she|he|they) knew"
    r"|(?:fully|well) aware of|with full knowledge|in defiance of|intend(?:ed|s)? to|by design"
    r"|knew (?:[a-z'-]+ ){1,8}?(?:but|yet) (?:[a-z'-]+ ){1,8}?(?:anyway|regardless|all the same)"
    r"|(?:deliberate|intentional|conscious|calculated|premeditated|wil?ful) (?:decision|choice|omission|act"
    r"|violation|refusal|disregard)|(?:(?<=was )|(?<=were ))(?:deliberate|intentional|premeditated))(?![a-z])"
    r"|(?<![非不無沒])(?<!不是)(?:故意|蓄意|存心|執意|刻意|有意(?![義見願識思向外味])|有心(?![理臟情得])|明知|特意|成心"
    r"|惡意|知道規定卻)")
_BE_BEFORE = re.compile(r"(?<![a-z])(?:was|were|is|are|been|being|be) $")
_EN_SUBJECT_BREAK = re.compile(r"[;:]|(?<![a-z])(?:and|but|which|that|because|so|when|while|although|though"
                               r"|whereas|since)(?![a-z])")
_ZH_SUBJECT_BREAK = re.compile(r"[,;:。]|而|但|且|因為?|由於")
_EN_TOKEN = re.compile(r"[a-z][a-z'-]*")
_PERSON_NEXT = re.compile(rf" (?:{_ROLES})(?![a-z])")  # (not a team: "the informatics team" is an organisation)
_ZH_ROLES = "|".join(sorted((*lex.ZH_PEOPLE, "醫生", "住院醫師"), key=len, reverse=True))
_ZH_WHO = re.compile("|".join(sorted((*lex.ZH_PEOPLE, "醫生", "住院醫師", *lex.ZH_THINGS, *lex.ZH_PATIENTS,
                                      *lex.ZH_ORGANISATIONS), key=len, reverse=True)))
_PERSON_OPENS = re.compile(  # a clause that opens with a person acting (after its connector and determiners)
    r"(?:(?:because|since|as|due to|owing to|of|the|a|an|one|our|his|her|their|that|this|each|every|no|some|agency"
    r"|bank|new|junior|senior|night|day|duty|on-call|ward|unit|charge)(?:'s)? )*"
    rf"(?:{_ROLES}|i|we|he|she|they)(?:'s)?(?![a-z])"
    rf"|(?:因為|由於|因|當班|值班|該名?|這位|那位|一位|)(?:{_ZH_ROLES})")
# ... unless the person is who was given too little, or the clause names a staffing condition
_RECIPIENT = re.compile(
    r"(?:'s)?(?: [a-z-]+){0,3}? (?:was|were|is|are|had|have|has)(?: not| never)?(?: been)? (?:not |never )?"
    r"(?:given|provided|offered|told|informed|trained|taught|educated|orientated|oriented|assigned|allocated"
    r"|supplied|shown|issued|expected|required|asked|rostered|scheduled|left|alone|working alone|short"
    r"|(?:[a-z]+ly )?(?:supervised|supported|relieved|covered|backed up|screened|credentialed|inducted|mentored"
    r"|coached|briefed|warned|notified|alerted|paged|contacted|consulted|invited|included|equipped))"
    r"|(?:'s)?(?: [a-z-]+){0,3}? (?:had|has|have) (?:no|insufficient|limited|only|not had)(?![a-z])"
    r"|(?:'s)?(?: [a-z-]+){0,3}? (?:lacked|did not have|could not (?:access|reach|see|get))(?![a-z])"
    r"|[^,，。]{0,6}?(?:未被|沒有被|未接受|沒有接受|沒受過|未受過|沒有受過|缺乏|缺少|無法取得|未獲|未配發|被分配|被指派"
    r"|沒有(?:配備|足夠|可用|取得|分配|提供)|一人|獨自|同時)")  # (not a bare 沒有: 護理師沒有看手圈 is what they did)
_STAFFING = re.compile(
    r"(?<![a-z])(?:staffing|workload|understaff(?:ed|ing)|short[- ]staffed|staff shortages?|shortages? of (?:staff"
    r"|nurses|doctors|midwives|pharmacists)|ratio|overtime|vacanc(?:y|ies)|rostered|rota"
    r"|(?:only|sole|single|one) (?:nurse|pharmacist|doctor|physician|staff|registrar|midwife)"
    r"|covering (?:two|three|four|five|six|\d+))(?![a-z])"
    r"|人力|人手|排班|護病比|一人照顧|獨自照顧|同時照顧|照顧\d+|照顧[一二兩三四五六七八九十]+")
# A setting of time or place: when or where it happened, not a condition ("during handover", 「在交班時」).
_SETTING = re.compile(
    r"(?<![a-z])(?:during|at|in|on|over|throughout|at the time of|while on)(?: (?:the|a|an|her|his|their|our))?"
    r"(?: (?:busy|night|day|evening|morning|weekend|late|early|same|next|ward|bedside|nursing))*"
    r" (?:handovers?|handoffs?|hand-offs?|shifts?|rounds?|breaks?|changeovers?|shift change|change of shift)(?![a-z])"
    r"|(?:在|於|當)?(?:交班|交接|夜班|大夜|小夜|白班|班別|查房|交接班|換班|休息)(?:時|期間|中|當中|過程中|時段)")
# An omission that has a person behind it whatever its subject: by no one, or in the passive.
_PERSON_OMISSION = re.compile(r"(?:no one|nobody|no staff|none of|(?:was|were|is|are|been|be) (?:not|never))"
                              r"|(?:沒有人|無人|沒人)|[^被]{0,4}被")
# A condition of the system: process, design, equipment, staffing, environment, organisation.
_SYSTEM = re.compile(
    r"(?<![a-z])(?:process(?:es)?|polic(?:y|ies)|procedures?|protocols?|design(?:ed)?|system|equipment|devices?|"
    r"staffing|workload|rosters?|schedul(?:e|es|ing)|layout|labell?ing|look[- ]?alike|sound[- ]?alike|storage|stored|"
    r"packag\w*|stock(?:ed)?|"
    r"interfaces?|software|databases?|formular(?:y|ies)|labels?|calculators?|displays?|screens?|dashboards?|"
    r"whiteboards?|bed boards?|alarms?|checklists?|culture|budget|management|supervis\w*|standards?|rules?|guidelines?|"
    r"training (?:programme|program)|orientation|scanners?|pumps?|monitors?|tools?|suppl(?:y|ies)|broken|missing|"
    r"unavailable|shortages?|understaffed|short-staffed|shifts?|handoffs?|handovers?|interrupt\w*|library|libraries|"
    r"defaults?|templates?|forms?|order sets?|hard limits?|barcod\w*|wristbands?|beds? (?:occupancy|capacity)|"
    r"work-?flows?|rotas?|budgets?|workstations?|vacanc(?:y|ies)|overtime|fatigue risk|alerts|"
    r"alert (?:fatigue|design|system|burden|style)|"
    r"(?:allergy|drug|interaction|dose|dosing|safety|pop-?up|sepsis|duplicate|interruptive|override|bpa|cds|ehr|emr"
    r"|pump) alert|"
    r"look(?:s|ed)? the same|ehrs?|emrs?|emar|electronic (?:health|medical|patient) records?|"
    r"(?:only|sole|single|one) (?:nurse|pharmacist|doctor|physician|staff)|"
    r"covering (?:two|three|four|\d+)|ratio|layout|lighting|noise|space"
    # an organisation and what it arranges (who runs the system: "the facility failed to ensure a RN was available")
    r"|facility|facilities|hospitals?|trusts?|organi[sz]ations?|organi[sz]ational|board|governing body|health board"
    r"|dhb|leadership|oversight|governance|arrangements?|routines?|resources?|funding|capacity|availability"
    r"|escalation (?:pathway|process|route)s?|pathways?|induction|in-?service"
    r"|competenc(?:y|ies|e) (?:assessment|check)s?|credentialing|infrastructure)(?![a-z])"
    r"|流程|制度|規範|規定|設計|系統|設備|人力|排班|標示|標籤|存放|庫存|介面|軟體|警示|查檢表|文化|預算|管理|督導|標準"
    r"|掃描器|幫浦|監視器|故障|缺少|不足|短缺|交班|班別|打斷|中斷|預設|範本|條碼|手圈|醫囑系統|藥庫|空間|照明|噪音|比例"
    r"|夜班|大夜|小夜|加班|代班|支援|院方|機構|資源|經費|機制|主管機關|教育訓練|訓練制度|備有|常備|擺放|放置|資料庫|藥物庫|電子病歷|電子給藥紀錄"
    r"|看板|白板|螢幕|畫面|計算機|計算器|政策|院規",
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


# A category's label, which names no condition anyone could change: "a system error", "a process failure", 流程問題.
# (The "vague root cause" of RCA²: asked "what about the system?", like "a systems issue".)
_LABEL = re.compile(
    r"(?<![a-z])(?:systems?|process(?:es)?|work-?flows?|staffing|communication|organi[sz]ational|equipment|management"
    r"|workload|polic(?:y|ies)|culture|safety culture|resources?|design|information system|human[ -]factors?"
    r"|environment(?:al)?|technical|it) (?:error|issue|failure|problem|fault|breakdown|factor|glitch|reason|difficult"
    r"(?:y|ies)|concern|deficienc(?:y|ies)|weakness|gap|flaw|defect|shortcoming|lapse|inadequac(?:y|ies))s?(?![a-z])"
    r"(?! (?:message|code|screen|log|alert|dialog|box|prompt|report|list)s?\b)"
    r"|(?:資訊系統|系統|流程|人力|溝通|制度|管理|設備|組織|環境|人為|文化|政策|工作負荷)(?:上的?|方面的?)?"
    r"(?:問題|錯誤|不良|缺失|因素|疏失|狀況|瑕疵|漏洞|缺陷|缺口)",
    re.IGNORECASE)
# A cause side that is a category alone after its connector: "because of staffing", 因為人力.
_CATEGORY = (r"staffing|workload|(?:the )?system|process|management|communication|equipment|(?:safety )?culture"
             r"|human factors?|人力|系統|流程|管理|溝通|設備|文化|工作負荷|人為因素")
_CONNECTOR = r"[ ,]*(?:because of|due to|owing to|as a result of|因為?|由於)"
_BARE_CATEGORY = re.compile(_CONNECTOR + rf"[ ]*(?:the |its |our )?({_CATEGORY})[ ]*(?=[,.;]|$)", re.IGNORECASE)
# A cause side that is nothing but its connector and a label: "because of a system error", 「因流程問題」.
_LABEL_ONLY = re.compile(rf"(?:{_CONNECTOR})?[ ]*(?:a |an |the |its |our )?(?:{_LABEL.pattern}|{_CATEGORY})[ ,]*",
                         re.IGNORECASE)


def _mask(masked: list[str], start: int, a: int, b: int) -> None:
    for i in range(max(a, start), min(b, start + len(masked))):
        masked[i - start] = " "


def _stop_after(stops: list[int], a: int, n: int) -> int:
    return min((c for c in stops if c > a), default=n)


_NEXT_WORD = re.compile(r" ([a-z]+) ")


def _names_a_thing(norm: str, pos: int) -> bool:
    """Whether the role word ending at ``pos`` only qualifies a thing's name: "the nurse call system", "staff
    rosters" (a verb form between, "the nurse silenced alarms", is a person acting)."""
    if norm[pos:pos + 1] != " ":
        return False  # (Chinese: what follows a role is what the role did, 護理師對幫浦的操作不熟)
    if _SYSTEM.match(norm, pos + 1):
        return True
    word = _NEXT_WORD.match(norm, pos)
    return word is not None and not word.group(1).endswith(("ed", "ing", "s")) and bool(_SYSTEM.match(norm, word.end()))


def _meant_by_a_person(parts: StatementParts) -> bool:
    """Whether an intent word is said of a person: the first person, thing or organisation its clause names decides
    ("the nurse on the night shift deliberately skipped", "I deliberately", 當事人故意; but "the EHR lets a nurse
    deliberately override", "the nurse call system intentionally routes", 醫院蓄意讓夜班只排一位護理師)."""
    norm = parts.norm
    # A cause clause from its connector to its comma (not to an effect's connector: "lets a nurse deliberately")
    commas = set(parts.text.clauses)
    bounds = sorted({0, len(norm), *parts.text.sentences,
                     *(p for a, b in parts.cause_sides if a not in parts.conditions
                       for p in ((a, b) if b in commas else (a,)))})
    for m in _INTENT.finditer(norm):
        lo = max(b for b in bounds if b <= m.start())
        hi = min((b for b in bounds if b > m.start()), default=len(norm))
        zh = not m.group().isascii()
        if not zh and en_agent(norm, m.end()) == "person":
            return True  # ("the scan was deliberately skipped by the nurse", "… skipped on purpose by the nurse")
        if _THIS_WAS.fullmatch(norm, lo, m.start()) and _before_this(parts, lo, zh) == "person":
            return True  # ("… the nurse skipped the scan. This was deliberate." 護理師跳過掃描。這是故意的)
        if not zh and _a_passive(norm, m):
            continue  # (a passive with no person as its agent: "they were deliberately misled")
        breaks = [b.end() for b in (_ZH_SUBJECT_BREAK if zh else _EN_SUBJECT_BREAK).finditer(norm, lo, m.start())]
        start = breaks[-1] if breaks else lo
        if zh and "被" in norm[start:m.start()]:
            start = norm.index("被", start, m.start()) + 1  # (條碼掃描被護理師刻意略過: who acted is after 被)
        elif zh and (k := norm.rfind("是", start, m.start())) >= 0 and _first_named(norm, k + 1, m.start(), zh):
            start = k + 1  # (跳過掃描是護理師刻意的: the predicate names who meant it)
        named = _first_named(norm, start, hi, zh)
        if (named or _first_named(norm, lo, hi, zh)) == "person":  # (", and did so deliberately": the clause before)
            return True
    return False


# A sentence that is only "this was" or 這是 before the intent word takes up the act of the clause before it.
_THIS_WAS = re.compile(r"[\s.;。，,]*(?:(?:this|that|it|which) (?:was|is|has been|had been|seems|seemed) (?:all )?"
                       r"|(?:這|那|此)(?:是|為|也是|顯然是|應是)?)")


def _before_this(parts: StatementParts, start: int, zh: bool) -> str | None:
    """Who is named in the clause right before ``start`` (the act "this" takes up)."""
    prior = [b for b in parts.text.clauses if b < start]  # (``start`` is the sentence's own break)
    lo = prior[-1] + 1 if prior else 0
    return _first_named(parts.norm, lo, start, zh) or _first_named(parts.norm, lo, start, not zh)


_OWNED = re.compile(r"(?:'s)?(?: [a-z-]+'s)? ([a-z-]+)")


def _owns_a_thing(norm: str, m: re.Match[str]) -> bool:
    """A person's possessive before a thing of the system ("the nurse manager's budget", "the nurse's workstation"),
    not before their own act ("the nurse's decision to skip")."""
    owned = _OWNED.match(norm, m.end())
    return owned is not None and ("'s" in owned.group() or m.group().endswith("'s")) \
        and _SYSTEM.fullmatch(owned.group(1)) is not None


def _a_passive(norm: str, m: re.Match[str]) -> bool:
    """An adverb of intent between a form of "be" and a participle: "were deliberately misled" (what was done to the
    subject), not "are deliberately skipping" (what the subject does)."""
    if not m.group().endswith("ly") or not _BE_BEFORE.search(norm, max(0, m.start() - 7), m.start()):
        return False
    return not norm[m.end():].lstrip().split(" ", 1)[0].endswith("ing")


def _first_named(norm: str, start: int, end: int, zh: bool) -> str | None:
    """"person", "organisation", "thing" or "patient": the first of them named in ``norm[start:end]``."""
    if zh:
        m = zh_first_named(norm, start, end, _ZH_WHO)  # (醫院的護理師: the person the organisation's 的 qualifies)
        if m is None:
            return None
        word = m.group()
        return ("organisation" if word in lex.ZH_ORGANISATIONS else "patient" if word in lex.ZH_PATIENTS
                else "thing" if word in lex.ZH_THINGS else "person")
    for m in _EN_TOKEN.finditer(norm, start, end):
        word = m.group().removesuffix("'s")
        if word in lex.EN_ORGANISATIONS:
            if _PERSON_NEXT.match(norm, m.end()) or m.group().endswith("'s"):  # (the hospital's nurse: a person)
                continue  # (an agency nurse, a pharmacy technician: a person)
            return "organisation"
        if word in lex.EN_AGENTS or re.fullmatch(_ROLES, word):
            if _names_a_thing(norm, m.end()) or _owns_a_thing(norm, m):
                continue  # ("the nurse call system", "the staff roster", "the nurse manager's budget")
            return "person"
        if word in lex.EN_PATIENTS:
            return "patient"
        if word in lex.EN_THINGS or word in lex.EN_SOFTWARE or _SYSTEM.fullmatch(word):
            return "thing"
    return None


def _by_a_person(parts: StatementParts, pos: int) -> bool:
    """Whether the words before the act at ``pos`` in its clause name a person ("because I did not review")."""
    lo = parts.text.around(parts.text.clauses, pos)[0]
    words = re.findall(r"[a-z']+", parts.norm[lo:pos])
    return any(w.removesuffix("'s") in lex.EN_PEOPLE for w in words) or any(p in parts.norm[lo:pos]
                                                                            for p in lex.ZH_PEOPLE)


def _an_effect(parts: StatementParts, pos: int) -> bool:
    """Whether the act at ``pos`` is what the statement says was caused: after an effect connector, or before a
    cause clause, in its sentence ("…, which led to *a mix-up*", "*the wrong site* was operated on because …")."""
    lo, hi = parts.text.around(parts.text.sentences, pos)
    return any(lo <= e <= pos for e in parts.effects) or any(
        pos < a < hi and a not in parts.conditions for a, _ in parts.cause_sides if a >= lo)


def _system_in(parts: StatementParts, start: int, end: int) -> bool:
    """A system condition between ``start`` and ``end`` that is neither an act of a person (with what it acted
    on), a person's own clause, the subject of a passive omission, the object of compliance, nor a setting."""
    norm = parts.norm
    bare = _BARE_CATEGORY.match(norm, start, end)  # ("because of staffing, the nurse chose to skip": a category)
    if bare is None and _STAFFING.search(norm, start, end):
        return True  # ("the only pharmacist was covering three wards": a person, and the system's staffing)
    masked = list(norm[start:end])
    if bare is not None:
        _mask(masked, start, bare.start(1), bare.end(1))
    acts = [*parts.errors, *parts.deviations, *parts.omissions]
    # an act runs to the end of its clause or to the next causal link: "did not scan the wristband because ..."
    links = [*(a for a, _ in parts.cause_sides), *parts.effects]
    stops = sorted([*parts.text.clauses, *links, len(norm)])
    for a, _ in acts:  # an act and its object: "did not check the label" names no condition of the label
        _mask(masked, start, a, _stop_after(stops, a, len(norm)))
    for a, _ in parts.omissions:  # "the consent form was not checked": what no one checked
        if _PERSON_OMISSION.match(norm, a):
            _mask(masked, start, parts.text.around(parts.text.clauses, a)[0], a)
    for opens in sorted({start, *(c + 1 for c in parts.text.clauses if start <= c < end),
                         *(a for a, _ in parts.cause_sides if start <= a < end)}):
        m = _PERSON_OPENS.match(norm, opens + (norm[opens:opens + 1] == " "))
        if m is not None and not _RECIPIENT.match(norm, m.end()) and not _names_a_thing(norm, m.end()):
            # (a person acting; not one given too little, nor a word before a thing's: "the nurse call system")
            _mask(masked, start, m.start(), _stop_after([s for s in stops if s > m.end()], m.end(), len(norm)))
    for m in (*_COMPLIANCE.finditer(norm, start, end), *_SETTING.finditer(norm, start, end),
              *_LABEL.finditer(norm, start, end)):
        _mask(masked, start, m.start(), m.end())
    return _SYSTEM.search("".join(masked)) is not None


def person_act(text: str, hfacs_code: str | None = None) -> PersonAct | None:
    """Why ``text`` is a person's act or state rather than a condition of the system, or None when it names
    a system cause (see the module's rules)."""
    if hfacs_code and hfacs_code.upper().startswith("UA"):
        return "unsafe_act_code"
    parts = StatementParts(text)
    if not parts.norm:
        return None
    if any(kind == "person" for kind, _, _ in parts.judgements) or _meant_by_a_person(parts):
        return "blame"
    if parts.unexplained:
        return "unexplained_act"
    acts = [*parts.errors, *parts.deviations, *parts.omissions]
    if acts:
        causing = [(a, b) for a, b in acts if not _an_effect(parts, a)]
        behind = _PERSON.search(parts.norm) or any(
            (a, b) in parts.errors or (a, b) in parts.deviations or _PERSON_OMISSION.match(parts.norm, a)
            or _by_a_person(parts, a) for a, b in causing)
        sides = [(a, b) for a, b in parts.cause_sides if parts.norm[a:b].strip(" ,")]
        system = any(_system_in(parts, a, b) for a, b in sides)
        if not behind and (system or not any(_LABEL_ONLY.fullmatch(parts.norm, a, b) for a, b in sides)):
            return None  # an active omission with no person in it is a thing's: "the bed board does not flag names"
        # (an unnamed person's error still needs a condition: "因流程問題，導致給錯藥" gives it only a label)
        return None if system else "act_without_system_cause"
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
