"""The labels that announce a number (a chart, an NHI card, a birth date, a phone, an ID), and the one pass that finds
them.

Several rules read the same labels, so the lower-cased text is scanned for all of them at once (``label_hits``).
Each label is written as a list of alternatives that each open with a literal character; the pass groups them by
that character ("m" opens mrn, medical record, mobile ...), so at each place the engine tries only the labels that
can start there instead of every one. At a place where several kinds could match, the first kind in the order chart,
NHI, birth, phone, ID wins, and each kind's alternatives are tried in the order written: the same answer as one
alternation of the kinds, found several times faster. English ID labels ("ID", "ARC", "account number") open with
letters too common to give a branch of their own; a search for "id", "arc" and "account" finds them
(``english_id_labels``)."""

from __future__ import annotations

import re
from functools import lru_cache

__all__ = ["KINDS", "LABELS", "english_id_labels", "label_hits"]

_NUMBER = r"\s*(?:number|num|no\b|#|id\b)"
# Chart numbers: an identifier with at least four digits after a chart label (PAS: the UK's patient administration
# system).
MRN = (  # a record system's address for one patient first (before "mrn" alone takes "/mrn/12345678"), in a path:
       # ".../patient/123456", "/Patient/77120", "/encounters/8812", a FHIR resource's id ("/fhir/Patient/a1b2c3d4")
       *(word[0] + f"(?<=/{word[0]})" + word[1:] + r"/(?=[a-z]{0,3}(?:\d{4}(?![a-z-])|\d{2,4}-\d{2,4}-\d{2,6}))"
         for word in (r"patients?", "pt", r"charts?", r"encounters?", r"persons?", "people", r"members?", "mrn",
                      r"records?")),
       r"fhir/(?:r[45]/)?patient/(?=[a-z0-9]*\d)",
       # (a record link's query keys for the patient: ?medrec=, ?pt=, ?subject=Patient/…)
       r"m(?<=[?&]m)edrec=(?=[a-z0-9%]*\d{4})", r"p(?<=[?&]p)t=(?=[a-z0-9%]*\d{4})",
       r"s(?<=[?&]s)ubject=patient/(?=[a-z0-9]*\d{4})",
       r"m[.\-]?r[.\-]?n(?:\b|(?=\d))", r"m[.\-]?r[.\-]?\s*(?:#|number|num|no\b)",  # (M.R.N., m-r-n too)
       r"medical\s*record(?:\s*(?:number|num|no\b|#))?",
       *(word + _NUMBER for word in ("chart", "hospital", r"hosp\.?", "patient", r"pt\.?", "record", "unit", "nhs",
                                     r"case\s*note", r"med(?:ical)?\s*rec", "ur")),
       r"nhs(?=[\s:#]*\d{3}[\s-]?\d{3}[\s-]?\d{4}(?!\d))",  # "NHS 714 209 3385": the label and its number's shape
       r"urn\b", r"ur\s*:", r"ur(?=[\s#]*\d)", r"uhid\b", r"pas" + _NUMBER, r"病歷(?:號碼|編號|號|碼)?", r"病例號碼?",
       r"住院號碼?", r"門診號碼?", r"急診號碼?", r"就診號碼?", r"病(?:人|患)(?:編號|代號|id)",
       # (the number a wristband's barcode encodes: 手圈條碼, 手環上的號碼)
       *(band + r"上?的?(?:條碼|號碼|編號|數字)" for band in ("手圈", "手環", "腕帶", "識別帶")),
       # an Indian inpatient number and a patient ID in a scanner's log ("IP No. 2025/IPD/004517", "PID=21074836")
       r"ipd?\s*(?:no\b|number|#)\.?", r"pid(?=\s*[=:#]?\s*\d{5})",
       # numbers a patient's visit or specimen is filed under: an accession, an encounter (CSN, FIN), a specimen's
       # (a bare word only before its digits: "encounter 2026-000123456", "accession 24-118822")
       *(word + r"(?:\s*(?:number|num|no\b|#|id\b)|(?=\s*[:#=]?\s*\d))" for word in (
           "accession", "encounter", r"specimen", r"visit", r"episode", r"admission", r"csn", r"fin")),
       *(word + r"(?:編號|號碼|號)" for word in ("檢體", "標本")),
       *(word + "序號" for word in ("就醫", "就診", "掛號")),
       *(word + r"(?:序號|流水號)" for word in ("住院", "門診", "急診")),
       *(word + r"(?:號碼|號|編號)" for word in ("檢驗單",)),
       # a laboratory's own numbers for one patient's sample and a bill's (a lab's accession: "acc. no. 24-118822")
       r"acc\.?\s*(?:no\b|number|#)\.?",
       *(word + _NUMBER for word in (r"lab(?:oratory)?", "requisition", "billing", r"req\.?", "bill", "claim",
                                     "invoice")),
       r"requisition(?=\s*[:#]?\s*\d{6})",
       r"file[\s_]*(?:number|num|no\b|#)",  # (the number a patient's paper or scheme file is kept under: "file_no")
       r"掛號(?:號碼|號)", r"掛號(?=[ \t]*[:：]?[ \t]*\d{6})", r"批價(?:序號|號碼|編號|單號)",
       r"申請單(?:號碼|號|編號)", r"處方箋?(?:號碼|號|編號)", r"收據(?:號碼|號|編號)",
       # (not 發票號碼: a uniform invoice's number, QK-83920516, is the seller's receipt serial, no one's)
       r"帳單(?:號碼|號|編號)", r"繳費單(?:號碼|號|編號)?",
       # (a bill's other labels: "bill: 24118822", "billing ref 24118822", "inv. no.", "receipt no.")
       r"bill(?=\s*[:#]\s*\d{6})", r"billing\s*ref(?:erence)?\.?", r"inv\.\s*(?:no\b|number|#)\.?",
       r"receipt\s*(?:number|num|no\b|#)\.?")
_CARD = r"(?:\s*ic)?(?:\s*card)?(?:\s*(?:number|num|no\b|#|id\b))?"
NHI = (r"健保(?:ic)?卡(?:卡號|號碼|號)?", r"ic\s*卡(?:卡號|號碼|號)?", r"健保(?:號碼|卡號|id)",
       r"nhi(?!\s*(?:drug|medicine|medication|code|price|reimburs|point|formulary))" + _CARD,  # (not a drug's code)
       r"national\s*health\s*insurance" + _CARD,
       *(word + r"insurance\s*(?:card|number|num|no\b|id\b)(?:\s*(?:number|num|no\b|#))?"
         for word in (r"health\s*", "")))
# ("b." only after no letter and before a number: "b. 3/4/51")
DOB = (r"b(?<![a-z]b)\.(?=\s*(?:\d|day\b))", r"d[.-]?[o0][.-]?b(?:\b|(?=\d))\.?", "生曰", r"date[\s_]*of[\s_]*birth",
       r"birth[\s_]*date",
       "birthdate", r"born(?:\s+(?:on|in))?", "birthday", r"出生(?:日期|時間|年月日|年份|年|於|日)?", "生日", "生於",
       # (a year of birth: "yob 1941", 出生年：1941; German's "geb. 12.08.1934")
       r"y\.?o\.?b\b", r"year[\s_]*of[\s_]*birth", r"birth[\s_]*year", r"geb\.(?=\s*\d)",
       # (生辰: the birth date and hour a family gives a fortune-teller; 生年月日 as Korea and Japan print it; French
       # née le and Irish rugadh, "born")
       "生辰", "生年月日", r"n[ée]e?\s+le(?=\s+\d)", r"rugadh(?:\s+(?:í|é))?")
# "rang the family on 09…", "call the daughter on O78S4 …" (a number typed with look-alike letters: look_alike_digits)
# ("the patient's niece" too)
_CALLED = (r"(?:\s+(?:him|her|them|the\s+family|the\s+\w+['’]s\s+\w+|\w+\s+\w+|\w+))?\s+(?:at|on)"
           r"(?=\s*[+(0-9]|\s*[OoIl][0-9OoIlSZB]{2})")
PHONE = ("電話", "手機", "市話", "行動電話", "聯絡電話", "連絡電話", "回撥號碼", "回電號碼",
         # (the phone in the languages families write it in, before "tel", which would end the label too soon:
         # German and Scandinavian, Portuguese, Spanish, Italian, Dutch; "celular", "móvil", "mobiel")
         r"tele(?:fone|fono|foon|fon)(?:nummer|numero)?", "celular", r"movil", "mobiel",
         "telephone", "tel", "phone", "mobile", "cell", "landline",
         *(word + r"\s+(?:phone\s+|mobile\s+|contact\s+)?number(?:\s+is)?" for word in ("'s", "’s", "his", "her",
                                                                                      "their")),
         r"reached\s+(?:on|at)", r"contact\s*(?:no|number|#|ph)\.?", r"ph\s*[:#]", r"mob\s*[:#]",
         r"mob(?:ile)?(?=[\s.:#]*\+?\d{3})",
         *(word + _CALLED for word in (r"call(?:ed)?", "ring", "rang", r"phone[ds]?")))
# Identity numbers and accounts (read by the rule for digits spread out after a label, ``spread.py``; the ID rules of
# ``number_rules`` look back for their own labels): the Chinese ones in the pass, the English ones found apart.
ID = (r"身[分份][證証证](?:字號|號碼|編號|號)?", r"統一[證証证](?:號碼|號)", r"居留[證証证](?:號碼|號)?", "帳號",
      r"帳戶(?:號碼|號)?", "戶頭",
      r"護照(?:號碼|號)?", r"保(?:險)?單(?:號碼|編號|號)",
      # a student's, an inmate's and a long-term-care client's own numbers
      r"學號", r"收容人(?:編號|號碼)", r"受刑人(?:編號|號碼)", r"長照(?:個案)?(?:編號|號碼)")
_MORE = r"(?:\s*\(?(?:card|number|num|no\b\.?|#))*"  # ("passport no. K4829173": the stop after no)
# (a class first, so the engine skips to i, a and r; the look-behind says a word starts there)
# (the national ID cards of the countries many of Taiwan's carers and migrant workers come from, by their names:
# Indonesia's NIK and KTP, Pakistan's CNIC, India's Aadhaar, Malaysia's MyKad, the Philippines' PhilHealth, HKID)
_ENGLISH_ID_START = re.compile(r"[iarpmctldnkhbs](?<![a-z0-9][iarpmctldnkhbs])(?=d|rc|ccount|esid|assport|ps"
                               r"|edica(?:re|id|l\s*card)"
                               r"|cct\b|cc\b|/c\b|sb\b|ort\s*code|ban\b|outing\s*(?:number|no\b)"
                               r"|hi\b|fn\b|icen[cs]e|riv(?:er|ing)"
                               r"|nsurance\s*policy|olicy\s*holder|cc\s*claim|ik\b|tp\b|nic\b|adhaa?r\b|ykad\b"
                               r"|hilhealth\b|kid\b|embership\s*(?:number|num|no\b|#)|bha\b|dis\b|nc\b|rn\b|s\s*#|sn\b|id\b"
                               r"|hin\b|in\b)")
ENGLISH_ID = re.compile(rf"(?:identity\s*(?:card|number|num|no\b){_MORE}|identifier\b{_MORE}|id\b{_MORE}"
                        rf"|resident\s*(?:certificate|cert|permit){_MORE}|arc\b{_MORE}"
                        # ("paid into account 12-3140-…", "patient account PA-00381924")
                        rf"|account(?:\s*(?:number|num|no\b|#)|(?=\s*[:#]?\s*(?:[a-z]{{1,3}}-)?\d))"
                        # (a bank's own labels: "acct no.", "a/c", "acc 1047 2283", "BSB 062-914", "sort code 20-45-77")
                        rf"|(?:acct\b|acc\b(?=\s*(?:no\b|number|#)?\.?\s*[:#]?\s*\d)|a/c\b|bsb\b|sort\s*code\b|iban\b"
                        rf"|routing\s*(?:number|no\b)){_MORE}"
                        rf"|passport\b{_MORE}|ppsn?\b{_MORE}|medica(?:re|id)\b{_MORE}|medical\s*card\b{_MORE}|hsn\b{_MORE}"
                        rf"|ihi\b{_MORE}|chi\b{_MORE}|tfn\b{_MORE}|(?:driv(?:er|ing)['’]?s?\s*)?licen[cs]e\b{_MORE}"
                        rf"|insurance\s*policy{_MORE}|policy\s*holder{_MORE}|acc\s*claim{_MORE}"
                        rf"|(?:nik|ktp|cnic|aadhaa?r|mykad|philhealth|hkid)\b{_MORE}|membership\s*(?:number|num|no\b|#)"
                        # (India's ABHA health account, Australia's NDIS participant, the UK police's PNC number)
                        rf"{_MORE}|(?:abha|ndis(?:\s*participant)?|pnc|crn|ssn)\b{_MORE}|ss\s*#"
                        # (Manitoba's personal health identification number, Nigeria's national identification number)
                        rf"|(?:phin|nin|nid)\b{_MORE})")  # (and NID, a national ID as English notes shorten it)
KINDS = {"mrn": re.compile("|".join(MRN)), "nhi": re.compile("|".join(NHI)), "dob": re.compile("|".join(DOB)),
         "phone": re.compile("|".join(PHONE)), "id": re.compile("|".join(ID))}


def _by_first_character(*kinds: tuple[str, ...]) -> re.Pattern[str]:
    """Every alternative of every kind, in order, grouped under the literal character it opens with."""
    groups: dict[str, list[str]] = {}
    for alternatives in kinds:
        for alternative in alternatives:
            first, rest = alternative[0], alternative[1:]
            assert first not in "\\([.^$|" and rest[:1] not in ("?", "*", "+", "{"), alternative  # a literal first
            groups.setdefault(first, []).append(rest)
    return re.compile("|".join(re.escape(first) + "(?:" + "|".join(rest) + ")" for first, rest in groups.items()))


LABELS = _by_first_character(MRN, NHI, DOB, PHONE, ID)


@lru_cache(maxsize=64)  # (a note and its windows; ``detect.scan`` clears it once the note is checked)
def label_hits(low: str) -> dict[str, list[re.Match[str]]]:
    """Every chart, NHI, birth, phone and ID label in ``low``, by kind, as that kind's own match (the pass says where a
    label starts; the kinds, tried in order there, say which one it is)."""
    hits: dict[str, list[re.Match[str]]] = {kind: [] for kind in KINDS}
    for m in LABELS.finditer(low):
        for kind, pattern in KINDS.items():
            found = pattern.match(low, m.start())
            if found is not None:
                hits[kind].append(found)
                break
    return hits


def english_id_labels(low: str) -> list[re.Match[str]]:
    """Every English ID label in ``low`` (ID, ID card no., identity number, identifier, resident certificate, ARC,
    account number), each at the start of a word: tried only where "id", "arc", "account" or "resid" opens a word."""
    found: list[re.Match[str]] = []
    for start in _ENGLISH_ID_START.finditer(low):
        m = ENGLISH_ID.match(low, start.start())
        if m is not None and (not found or m.start() >= found[-1].end()):
            found.append(m)
    return found
