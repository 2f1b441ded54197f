"""The last word on a span a rule found: whether it names no one after all (a citation, a test, a place, an
organisation, a storm or a machine, a thing's number, or the way published reports hide who it was).

Every detector's span passes here once, on the canonical text, before it becomes a finding; a span that a nested
scan (a snippet decoded or read backwards) already judged does not (``detect._scan``).
"""

from __future__ import annotations

import functools
import re

from rootcause.domain.phi import name_tables as N
from rootcause.domain.phi.names_zh_news import a_places_english_name
from rootcause.domain.phi.public_names import a_public_reference
from rootcause.domain.phi.things import a_list_of_times, a_things_number

__all__ = ["names_no_one"]

# A place's name before the lower-case name of a health service there: "at Jan Kempdorp community health centre".
_SERVICE_AFTER = re.compile(r"[ \t]+(?:(?:community|district|regional|rural|provincial|primary|municipal)[ \t]+)?"
                            r"(?:health|healthcare|medical|care|day)[ \t]+(?:centre|center|clinic|post|unit)\b")


def names_no_one(norm: str, start: int, end: int, kind: str) -> bool:
    """A span a rule found that names no one after all: a citation, a test, a place, an organisation, a thing's number,
    or the way published reports hide who it was."""
    if kind != "person_name" and _MONEY_BEFORE.search(norm, max(0, start - 6), start) \
            and norm[start:start + 1].isdigit():  # (an amount is a number: "NTD A100000001" is an ID after a word)
        return True  # "fined the owner NT$150,000": an amount of money, whatever word about a licence is near
    if kind == "phone" and _TOLL_FREE.fullmatch(re.sub(r"\D", "", norm[start:end])):
        return True  # "call Stericycle at (888) 912-7093": a toll-free line is an organisation's, no one's own
    if (kind == "person_name" and a_public_reference(norm, start, end)) or a_things_number(norm, start, kind) \
            or a_list_of_times(norm[start:end], kind):
        return True  # "Vincent et al. (2000)", "Allen test", "Sir Charles Gairdner", "批號0912 558 097": no one's
    if kind == "person_name" and (_an_organisations(norm, start, end) or a_places_english_name(norm, start, end)
                                  or _SERVICE_AFTER.match(norm, end)
                                  or _inside_a_listed_word(norm, start, end)  # (巴金森, 帕金森: a listed word)
                                  or _THING_BEFORE_ZH.search(norm, max(0, start - 20), start)
                                  or (norm.startswith("祝", start)
                                      and _WISH_BEFORE.search(norm, max(0, start - 3), start))):
        return True  # 康栢軒長者天地, 陳建仁診所, 康芮颱風, 機器人「小智」: an organisation, a storm or a machine
    if kind == "person_name" and norm[start:end].lower() in N.PLACE_NAMES and _TO_A_PLACE.search(
            norm, max(0, start - 12), start):
        return True  # "referred back to Chang-hua", "transferred from Ulster": a place after a preposition of place
    if kind == "person_name" and _A_NAMED_WARD.match(norm, end) and " " in norm[start:end].strip() \
            and not _CARED_FOR_BEFORE.search(norm, max(0, start - 16), start) \
            and len(_WARDS_LISTED.findall(norm)) >= 2:
        return True  # "Edith Cavell ward 0; Elsie Inglis unit 1": wards named after people, listed with their beds
        # (one alone, "Jane Smith ward 3", may be a patient and where she lies)
    if kind == "person_name" and _AN_INSTITUTION_NAMED.search(norm, max(0, start - 16), start) \
            and _CLAUSE_ENDS.match(norm, end):
        return True  # "opinions from the John Radcliffe and …": after "from the", a hospital called by its namesake
    if kind == "person_name" and _NO_ONE_IN_PARTICULAR.search(norm, max(0, start - 6), start):
        return True  # 不是某位林先生: "not some Mr Lin", a person denied, said of no one
    if kind == "person_name" and _A_ROAD.match(norm, end - 1):
        return True  # 吳鳳路, 中正路口, 民生大道: a road named after someone is a road
    if kind == "person_name" and _named_by_its_initials(norm, start, end):
        return True  # "Intentional Nurse Rounding (INR)": a programme that gives its own initials, no person
    if kind == "person_name" and _dosed_in_the_note(norm, norm[start:end]):
        return True  # "Yasmin one tablet daily … Yasmin was withheld": the note doses it, so it is a medicine
    if kind == "person_name" and _A_DATE.fullmatch(norm[start:end]) and _DAY_AFTER.match(norm, end):
        return True  # "happened on Jan. 7", "seen on June 3rd": a month and its day, not Jan or June
    if kind == "person_name" and norm[start:end].isupper() and _DATELINE_AFTER.match(norm, end):
        return True  # "JOHOR BARU, Nov 29 –": a news story's dateline names its town
    return _a_code_or_masked(norm[start:end], kind)  # "Mr C", "the death of JM", 民國000年0月生


# A ward or a unit named after someone, in lower case, then its number or the clause's end (not "ward round",
# "unit manager"); and no word before the name that makes it a patient or a member of staff.
_A_NAMED_WARD = re.compile(r"[ \t]+(?:ward|unit|wing)(?=[ \t]*(?:\d|[,;:.)]|$))")
_WARDS_LISTED = re.compile(r"[A-Z][a-z]+[ \t]+[A-Z][a-z]+[ \t]+(?:ward|unit|wing)(?=[ \t]*(?:\d|[,;:.)]|$))")
_CARED_FOR_BEFORE = re.compile(r"(?<![A-Za-z])(?i:mr|mrs|ms|miss|mx|dr|pt|patient|nurse|sister|by|saw|see|seen"
                               r"|visited|called|named|for|with)\.?[ \t]+$")
_AN_INSTITUTION_NAMED = re.compile(r"(?<![A-Za-z])(?:from|at|to|in|into|via)[ \t]+the[ \t]+$")
_CLAUSE_ENDS = re.compile(r"[ \t]*(?:$|[,;.:)]|and\b|or\b|for\b|with\b)")
_NO_ONE_IN_PARTICULAR = re.compile(r"(?:不是|並非|而非|並不是|不是指)某(?:一?位|個)?$")
_TO_A_PLACE = re.compile(r"(?<![A-Za-z])(?i:in|from|to|at|near|via)[ \t]+$")
_A_ROAD = re.compile(r"[\u4e00-\u9fff](?:路|街|大道)(?![過上人途邊旁費線況頭坊])|(?:路|街)(?![過上人途邊旁費線況頭坊])")
_ACRONYM_AFTER = re.compile(r"[ \t]*[(（][ \t]*([A-Z][A-Za-z&]{1,7})[ \t]*[)）]")
_CAPITALISED_BEFORE = re.compile(r"(?:[A-Z][A-Za-z'’-]*[ \t]+(?:(?:of|and|for|to|the|&)[ \t]+)?){0,6}$")


def _named_by_its_initials(norm: str, start: int, end: int) -> bool:
    """Whether the capitalised words ending at ``end`` are followed by their own initials in brackets: a programme's,
    a tool's or a committee's name ("Prompt Response to Call System (PRTCS)"), which a person's name never is."""
    acronym = _ACRONYM_AFTER.match(norm, end)
    if acronym is None:
        return False
    before = _CAPITALISED_BEFORE.search(norm, max(0, start - 80), start)
    words = re.findall(r"[A-Za-z][A-Za-z'’-]*", (before.group() if before else "") + norm[start:end])
    initials = "".join(w[0] for w in words if w[0].isupper()).upper()
    letters = re.sub(r"[^A-Z]", "", acronym.group(1).upper())
    last = words[-1].lower() if words else ""  # (not "Nurse Mary Smith (NMS)": a person's initials after their name)
    return len(letters) >= 3 and initials.endswith(letters) and last in N.LEXICON and last not in N.SURNAMES \
        and last not in N.GIVEN_NAMES


# Toll-free and business-rate lines (the US and Canada's 800-888, UK 0800/0808, Taiwan's 0800/0809, Australia's
# 1800/1300): numbers a firm pays for, which no person has at home.
_TOLL_FREE = re.compile(r"1?8(?:00|33|44|55|66|77|88)\d{7}|080[09]\d{6,7}|0808\d{7}|1[38]00\d{6}")
_MONEY_BEFORE = re.compile(r"(?:(?<![A-Za-z])(?:NT|US|HK|A|C|NZ|S)?\$|[€£¥₩]"
                           r"|(?<![A-Za-z])(?i:ntd|usd|hkd|rm|inr|eur|gbp)[ \t]?)[ \t]?$")
_A_DATE = re.compile(r"(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|January|February|April|May|June|July"
                     r"|August)\.?")
_DATELINE_AFTER = re.compile(r",[ \t]+(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?[ \t]+\d{1,2}\b"
                             r"(?:,?[ \t]+\d{4})?[ \t]*[-–—(]")
_DAY_AFTER = re.compile(r"\.?[ \t]*(?:[12][0-9]|3[01]|0?[1-9])(?:st|nd|rd|th)?\b(?![ \t]*(?:mg|ml|kg|years?|yrs?|y/o))")


def _inside_a_listed_word(norm: str, start: int, end: int) -> bool:
    """The span is a listed Chinese word, or lies inside one written around it (帕金森's 金森)."""
    if norm[start:end] in N.ZH_COMMON_WORDS:
        return True
    if not "\u4e00" <= norm[start:start + 1] <= "\u9fff":
        return False
    return any(norm[i:j] in N.ZH_COMMON_WORDS for i in range(max(0, start - 3), start + 1)
               for j in range(end, min(len(norm), end + 3) + 1) if (i, j) != (start, end))


# A dose with how often it is taken, after a word: a drug list ("Lyrica 75 mg bd", "Yasmin one tablet daily"). A
# person's dose is written after the drug ("gave Tom 5 mg morphine"), never as the person's dose and frequency.
_DOSE_AFTER = (r"[ \t]+(?:\d+(?:\.\d+)?[ \t]*(?:mg|mcg|micrograms?|g|ml|units?|iu|%)|(?:one|two|half|a|1|2)[ \t]+"
               r"(?:tablets?|capsules?|caps|puffs?|drops?|sachets?|patch(?:es)?))[ \t]+"
               r"(?:(?:at[ \t]+night|in[ \t]+the[ \t]+morning)"
               r"|(?:bd|bid|od|tds|tid|qds|qid|prn|nocte|mane|daily|once|twice|weekly|stat)\b)")


def _dosed_in_the_note(norm: str, word: str) -> bool:
    """``word`` (one word) stands somewhere in ``norm`` before a dose and how often: the note lists it as a drug."""
    return word.isalpha() and word in _dosed_words(norm)


_DOSED = re.compile(r"(?<=[^\W\d_])" + _DOSE_AFTER)
_LONGEST_DRUG = 30


@functools.lru_cache(maxsize=8)
def _dosed_words(norm: str) -> frozenset[str]:
    """Every run of letters that stands before a dose and how often, read once per text: asked per span, a search of
    the whole text made a megabyte of names quadratic. A run is kept with each of its tails that follows no Latin
    letter (給予王小明 5 mg daily doses 王小明 too, as a search for it would have found)."""
    words: set[str] = set()
    for m in _DOSED.finditer(norm):
        end = m.start()
        for start in range(end - 1, max(-1, end - _LONGEST_DRUG - 1), -1):
            if not norm[start].isalpha():
                break
            if start == 0 or not ("A" <= norm[start - 1] <= "Z" or "a" <= norm[start - 1] <= "z"):
                words.add(norm[start:end])
    return frozenset(words)


_ORG_AFTER_ZH = re.compile(r"[)）]?(?:長者天地|護理之家|安養中心|養護中心|長照中心|診所|藥局|藥房|基金會|協會|公司|集團"
                           r"|製藥|藥廠|藥業"  # (大塚製藥, a firm)
                           r"|之家|颱風|颶風|號颱風|醫院|醫學院|醫學中心|大學"
                           # (a town's offices: 田中鎮衛生所, 竹東鎮公所)
                           r"|衛生所|公所|戶政事務所|派出所|分局|消防隊|農會|國小|國中)")  # (哈提卜（Ibn Khatib）醫院)


def _an_organisations(t: str, start: int, end: int) -> bool:
    """An organisation's word right after the name, or one that begins inside it and runs to or past its end
    (羅許基金會: 許基金 is no one, 基金會 closes the foundation's name; 大塚製藥 is a firm)."""
    return any((m := _ORG_AFTER_ZH.match(t, i)) is not None and m.end() >= end
               for i in range(start + 1, end + 1) if i == end or "\u4e00" <= t[i] <= "\u9fff")


# (a letter's closing wish: 敬祝 平安, 順祝 安康; 祝 opens the wish, not a surname)
_WISH_BEFORE = re.compile(r"[敬順並謹恭誠][ \t]*$")
_THING_BEFORE_ZH = re.compile(r"(?:機器人|(?i:robot))(?:[ \t]*[「『\"“]?|[^，。；,;.!?\n]{0,14}[「『\"“])[ \t]*$")
_INITIALS = re.compile(r"(?:Mr|Mrs|Ms|Mx|Miss|Dr|Prof)\.?|[A-Z]{1,3}")
_TITLED_CODE = re.compile(r"(?i:mr|mrs|ms|mx|miss|dr|prof)\.?[ \t]+([A-Z]{2,4})")
_DIGITS_OF = re.compile(r"[0-9]")
_ZH_PLACEHOLDER = re.compile(r"[與和及跟]?(?:個案|病人|病患|患者|家屬|住民|護理師|醫師|藥師|員工)[甲乙丙丁戊己庚A-Z]")


_REDACTION = re.compile(r"[\[(<{〔【]?[ \t]*(?:(?i:removed|redacted|withheld|anonymi[sz]ed|de-?identified|deleted"
                        r"|hidden|omitted|masked|not[ \t]+recorded|n/?a|none|null|unknown)|[xX*#]{2,}"
                        r"|已刪除|已移除|已遮蔽|隱藏|略|○+|〇+)[ \t]*[\])>}〕】]?")


def _a_code_or_masked(span: str, kind: str) -> bool:
    """A title alone or a few capitals that are no known name (a report's code for a person), or a date whose every
    digit is masked to 0; or, of any kind, the mark that stands where a value was taken out ("[removed]", "<redacted>",
    "***", 〔已刪除〕)."""
    if _REDACTION.fullmatch(span.strip()):
        return True
    if kind == "person_name":
        if _ZH_PLACEHOLDER.fullmatch(span.replace("^", "")):
            return True  # 個案甲, 與病人乙, an HL7 name field's 病人^甲: a report's placeholder, not a name
        coded = _TITLED_CODE.fullmatch(span)  # ("DR MRI" on a pacemaker's model, "Dr ICU": a title and an acronym)
        caps = coded.group(1) if coded else span
        return bool(coded or _INITIALS.fullmatch(span)) and caps.lower() not in N.SURNAMES \
            and caps.lower() not in N.GIVEN_NAMES
    if kind == "date_of_birth":
        digits = _DIGITS_OF.findall(span)
        return bool(digits) and set(digits) == {"0"}
    return False


