"""Tables and compiled patterns for the PHI guard (``rootcause.domain.phi.detect``).

Kept apart from the matching logic so the word lists can grow without touching the rules. Every
pattern runs on NFKC-normalised text (full-width digits and punctuation are plain ASCII by then),
and every repeat is bounded or anchored at the start of its run, so a megabyte of input stays linear.
"""

from __future__ import annotations

import re

from rootcause.domain.phi.scan import Prefixed

# Cheap first pass: without one of these, no rule below can match.
PREFILTER = re.compile(
    # (a Vietnamese middle name, a record's SURNAME, GIVEN, a judge's BARNES, J., and an age in decades open the gate)
    r"[0-9@]|[A-Z][a-z]|[A-Z]\\[a-z]| (?:VAN|THI) |[A-Z]{3},[ \t]*(?:[A-Z]{3}|(?:[CP]\.)?J\.)"
    r"|(?:nine|ten|eleven)[ \t-]+decade|[Nn]inety|age[ds]?\W{0,3}nine|歲|病人|患者|病患|個案|家屬|姓名|名叫|叫做|名為"
    r"|先生|小姐|太太|女士|醫師|醫生|護理|護士|藥師|阿姨|伯伯|阿伯|阿公|阿嬤|奶奶|爺爺|老師|主任|教授|同學"
    r"|住民|案主|病童|產婦|傷者|名字|母親|父親|兒子|女兒|丈夫|妻子|媽媽|爸爸|孫|媳婦"
    r"|\.(?:pixnet|blogspot|wordpress|tumblr|substack|weebly|wixsite|medium)\."  # a personal blog's address
    r"|://|www\."  # (a web address: its path may name someone in lower case)
    # English role or title before a Chinese name, or before a name in lower case
    r"|(?i:\b(?:patient|pt|mrs?|ms|miss|dr|nurse|doctor|named|called|midwife|pharmacist|physician|surgeon"
    r"|therapist|rn|np|hca|carer|matron|sister|brother|son|daughter|wife|husband|mother|father|niece|nephew|friend"
    r"|partner|neighbour|spoke|spoken|speak|talked|talk|handed|handover|explained|chatted|liaised|tell|told|ask"
    r"|asked|rang|phoned|informed|bleeped|paged)\b|\bname[ \t]*(?:is|was|:))"
    r"|[A-Z]{2}[ \t]+[A-Z]{2,6}-"  # a romanised name in capitals: WANG HSIAO-MING
    r"|[A-Z]{3}[ \t]+[A-Z]{3}|(?:MRS|DR)[. \t]"  # a note in capitals: BRENDAN MCAULIFFE, MRS. DUNCAN-ROSS
    r"|[A-Z]{3}[ \t]+(?:was[ \t]+)?(?:died|admitted)"  # a surname in capitals: WAGHORN died
    r"|(?i:\bdot\b|\[at\]|\(at\)|\{at\})"  # an e-mail address spelled out to slip past a filter
)

# ---------------------------------------------------------------------------------------------
# Taiwanese ID numbers: letter -> two-digit code used by the checksum.
ID_LETTER_CODES: dict[str, int] = {
    "A": 10, "B": 11, "C": 12, "D": 13, "E": 14, "F": 15, "G": 16, "H": 17, "I": 34, "J": 18,
    "K": 19, "L": 20, "M": 21, "N": 22, "O": 35, "P": 23, "Q": 24, "R": 25, "S": 26, "T": 27,
    "U": 28, "V": 29, "W": 32, "X": 30, "Y": 31, "Z": 33,
}
# Letter + (gender digit | old ARC letter | new UI digit) + 8 digits; not inside a longer run.
# (The "not inside a longer run" check on the left is done in code: a leading lookbehind is slow.)
ID_SHAPE = re.compile(r"([A-Za-z])([12ABCDabcd89])(\d{8})(?![0-9])")
# The same with up to three separator characters between any two of its characters ("A - 123 - 456 - 789").
SPACED_DIGITS = re.compile(r"\d[\s\-._·/]{1,3}\d")  # where a grouped ID can be: the rule reads only near these
ID_SPACED = re.compile(r"([A-Za-z])[\s\-._·/]{0,3}([12ABCDabcd89])((?:[\s\-._·/]{0,3}\d){8})(?![0-9])")
# 證 is also written 証 (the Japanese and older form) or 证 (Simplified): 身分証, 居留证 are the same labels.
ID_CONTEXT = re.compile(
    r"身[分份][證証证]|統一[證証证]號|居留[證証证]|居留|[證証证][號号]|(?<![A-Za-z])(?:national\s*id|id\b"
    r"|id\s*(?:no|num|number|card|#|:)|identity\s*(?:card|no|number)|arc|ui\s*(?:no|number)"
    r"|resident\s*(?:cert|permit|certificate)|certificate\s*(?:no|number|#))", re.I)
ID_CONTEXT_REACH = 40  # characters before an ID in which its label may stand ("resident certificate number E9…")

# ---------------------------------------------------------------------------------------------
# Labelled numbers are found in two steps: a label on the lower-cased text (``labels.py``), then the value
# matched right after it, past a short separator. A label inside a longer English word ("hotel", "mRNA") is
# refused in code.
_SEP = r"(?:[\s:#=()\[\],.-]|no\.?|num(?:ber)?\.?|is|was|as|為|是|碼|寫成|寫為|記為|記成|唸成){0,6}"
# Chart numbers: an identifier with at least four digits after a chart label (the labels: ``labels.py``).
# (groups may be split by hyphens, spaces or slashes: "09/4412/776"; a date after the label is refused in code)
# (a site's letters before the digits, joined or set apart, "RXH 5520914"; a letter among the digits, "10A3329")
MRN_VALUE = re.compile(_SEP + r"(?P<id>(?<![A-Za-z0-9])[A-Za-z]{0,3}[ -]?\d(?:[\d/-]|[A-Za-z](?=\d)|[ ](?=\d{3}))"
                       r"{0,17}\d)(?![0-9])", re.I)
MRN_BARE = {"病歷", "medical record", "medicalrecord"}  # weak labels need five digits or more

# ---------------------------------------------------------------------------------------------
# NHI card numbers.
NHI_VALUE = re.compile(_SEP + r"(?P<id>(?<![0-9])\d(?:[\s./-]?\d){9,11})(?![0-9])", re.I)
NHI_SHAPE = re.compile(r"(\d{4})([\s-]?)(\d{4})\2(\d{4})(?![0-9]|[\s.,/:-]\d)")  # left edge checked in code
NHI_LEFT_EDGE = frozenset("0123456789+./:-ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
NOT_NHI_CONTEXT = re.compile(
    r"lot|batch|serial|s/n|barcode|bar\s*code|model|order|invoice|tracking|case|report"
    r"|批號|序號|條碼|型號|單號|帳號|訂單|編號|通報", re.I)

# ---------------------------------------------------------------------------------------------
# Phone numbers.
# (The left edge, "not right after a digit, a letter, + or -", is checked in code.)
PHONES = [
    # Taiwanese mobiles: 09xx-xxx-xxx, +886 9xx xxx xxx, 886-9...
    # (each way in opens with its own character, so the engine skips ahead to a +, 0, ( or 8)
    # (grouped 4-3-3 as the carriers print it, or 2-4-4, 3-3-4 and 4-6 as people type it: "09 2846 3017")
    re.compile(r"(?:\+\(?886\)?[\s-]?0?|00\(?886\)?[\s-]?0?|\(886\)?[\s-]?0?|886\)?[\s-]?0?|0)9"
               r"(?:\d{2}[\s-]?\d{3}[\s-]?\d{3}|[\s-]?\d{4}[\s-]?\d{4}|\d[\s-]?\d{3}[\s-]?\d{4}|\d{2}[\s-]?\d{6})"
               r"(?![0-9])"),
    # Landlines with a parenthesised or dashed area code: (02)2345-6789, 02-2345-6789, 07-1234567.
    re.compile(r"\(0[2-8]\d{0,2}\)\s?\d{3,4}[\s-]?\d{3,4}(?![0-9])"),
    re.compile(r"\(09\d{2}\)\s?\d{3}[\s-]?\d{3}(?![0-9])"),  # (0914)009761
    # Eleven-digit mobiles (the Philippines' 0917 552 8830, Indonesia's, a UK mobile read 4-3-4)
    re.compile(r"0[789]\d{2}[ -]?\d{3}[ -]?\d{4}(?![0-9])"),
    # Australian mobiles: 0412 345 678
    re.compile(r"04\d{2}[ -]?\d{3}[ -]?\d{3}(?![0-9])"),
    # UK numbers: 0161 496 0627, 020 7946 0123, 07700 900123
    re.compile(r"0(?:1\d{2,3}|2\d|3\d{2}|7\d{3})[ -]\d{3,4}[ -]?\d{3,4}(?![0-9])"),
    LANDLINE_GROUPED := re.compile(r"0[2-8]\d{0,2}[-\s]\d{3,4}[-\s]\d{4}(?![0-9-])"),  # (eleven digits at most)
    re.compile(r"0[2-8]\d{0,2}-\d{6,8}(?![0-9-])|(?<![0-9])886[\s-]\(?[2-8]\)?[\s-]?\d{3,4}[\s-]?\d{4}(?![0-9])"),
    # +886 landlines (and 886-4-… without its plus) and any other +country number (digit count checked in code).
    re.compile(r"\+[1-9]\d{0,2}+\)?(?:[\s.-]?\(?\d++\)?){1,5}+(?![0-9])"),
    # North-American shape: (415) 555-0132, 415-555-0132 (last: ``number_rules`` tries it only at runs of digits).
    re.compile(r"(?=[(0-9])(?:\(\d{3}\)\s?\d{3}[.\s-]|\d{3}[.-]\d{3}[.-])\d{4}(?![0-9-])"),  # ((604) 728 3341 too)
]
PHONE_VALUE = re.compile(r"[\s:#.]{0,4}(?:(?:no\.?|is|was|on|號碼是|號碼為|號碼|是|為)[\s:：]*)?"  # 電話是 0912…
                         r"(?P<id>\+?\d[\d\s()./‧·・-]{5,16}\d)(?![0-9])", re.I)


# ---------------------------------------------------------------------------------------------
# Dates of birth: a birth label, a few filler words, then a date.
_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
)
DATE = (
    r"(?:(?:(?:中華民國|民國|民)?\s*\d{2,4}|(?:昭和|大正|平成|明治)\s*\d{1,2})\s*年\s*\d{1,2}\s*月(?:\s*\d{1,2}\s*[日號])?"
    # an ISO week date and a day of the year, as old systems print them: 1946-W07-3, day 047 of 1939, 1938 年的第 187 天
    r"|(?:19|20)\d{2}-?W\d{2}(?:-?[1-7])?(?![0-9])|(?:19|20)\d{2}-[0-3]\d{2}(?![0-9-])"
    r"|(?:day\s+)?[0-3]?\d{1,2}(?:st|nd|rd|th)?(?:\s+day)?\s+of\s+(?:the\s+year\s+)?(?:19|20)\d{2}"
    r"|(?:19|20)\d{2}\s*年的?\s*第\s*[0-3]?\d{1,2}\s*天|(?:民國|民)\s*\d{2,3}[-/.]\d{1,2}[-/.]\d{1,2}"
    r"|\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,3}[-/.]\d{1,2}[-/.]\d{2,4}"
    r"|\d{1,2}(?:st|nd|rd|th)?(?:\s+of)?[\s-]+" + _MONTH + r"[\s,-]+\d{2,4}"
    r"|\d{4},\s*\d{1,2},\s*\d{1,2}"  # read out: "1948, 06, 15"
    r"|\d{1,2}[-\s]?" + _MONTH + r"[-\s]?(?:19|20)?\d{2}"  # compact: 02MAR1936, 2-Mar-36
    r"|\d{1,2}[-/.\s](?:i{1,3}|iv|vi{0,3}|ix|xi{0,2})[-/.\s](?:19|20)?\d{2}(?![0-9])"  # a Roman month: 12-iii-1950
    r"|(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth"
    r"|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|twenty[\s-]\w+|thirtieth"
    r"|thirty[\s-]first)\s+of\s+" + _MONTH + r",?\s+\d{4}"
    r"|" + _MONTH + r"\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|" + _MONTH + r",?\s+\d{4}"
    r"|\d{1,2}\s+(?!(?:days?|weeks?|months?|years?)\b)[^\W\d_]{3,15}\s+(?:1[3-9]|20)\d{2}(?![0-9])"  # 14 Rajab 1365
    r"|(?:民國|民)\s*\d{2,3}\s*年|\d{4}\s*年|(?:19|20)\d{6}|\d{6,7}|(?:18|19|20)\d{2}"  # 0390305: ROC
    # Month and day without a year are still a birth date element.
    r"|\d{1,2}\s*月\s*\d{1,2}\s*[日號]|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?" + _MONTH
    + r"|" + _MONTH + r"\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}/\d{1,2})(?![0-9])"
)
NOT_BIRTH_BEFORE_SHENG = frozenset("發產衛先學醫再新寄派衍")  # 發生於 / 醫生於 are not births
DOB_VALUE = re.compile(
    r"(?:[\s:=,()\-|│\x22\x27“”‘’]|is|was|on|in|the|as|to|roc|entered|recorded|written|given|listed|noted|documented|typed|changed"
    r"|corrected|amended|shown|printed|band|wristband|form|label|sticker|card|chart|read|reads|said|says|showed|shows|out|words"
    r"|by|from|per|carer|family|relative|mother|father|daughter|son|wife|husband|patient|pt|his|her|their|passport|of"
    r"|lunar|農曆|陰曆|國曆|分別|各自|各"
    r"|為|是|在|於|約|欄位|欄|填寫|填|寫|記載|登記|中華|西元|公元|國曆|[（(](?:民國|西元|國曆|農曆)[)）]"
    # what a band or a screen shows (印成, 顯示, 寫成, 誤植為), and of twins, 都是
    r"|印成|印為|顯示|寫成|打成|植為|誤植|改成|改為|都|也|皆|以|手寫|記為|記成|登錄為|[『「」』，]|實際|應|正確"
    r"|\((?:yyyy|yy|mm|dd|[-/. ])+\)|\([a-z ]{2,24}\))"
    r"{0,14}(?P<id>" + DATE + ")", re.I
)
DOB_SUFFIX = re.compile(
    # (a lunar calendar's date as an elder gives it, quoted: 「民國三十年農曆八月十五」出生; or a holiday: 雙十節出世)
    r"(?=[民0-9])(?P<id>(?:19|20)\d{2}\s*年的?\s*第\s*[0-3]?\d{1,2}\s*天|(?:民國|民)?\s*\d{2,4}\s*年(?:\s*(?:農曆|陰曆|國曆)?\s*\d{1,2}\s*月(?:\s*\d{1,2}\s*[日號]?)?|\s*(?:農曆|陰曆)?\s*(?:雙十節|國慶日|元旦|除夕|春節|大年初一|元宵節?|清明節?|端午節?|七夕|中秋節?|重陽節?|聖誕節|光復節))?"
    r"|\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|(?:民國|民)?\s*\d{2,3}[-/.]\d{1,2}[-/.]\d{1,2})"  # (112/10/05 出生 too)
    # a time of day may stand between the date and the birth: 113年3月5日凌晨2點14分出生
    r"(?:\s*(?:凌晨|清晨|上午|中午|下午|傍晚|晚上|深夜)?\s*\d{1,2}\s*[點時:：]\s*(?:\d{1,2}\s*分?)?)?"
    r"\s*[」』\"”]?\s*(?:出生|出世|生(?=[\s,.;)的之，。、；）」』\"”]|$))"
    r"|(?P<cohort>(?:民國)?\d{2,3}\s*年次)"
)

# ---------------------------------------------------------------------------------------------
# Ages over 89. "90 歲以上" / "aged 90 or over" are the advice, so a band after the number is fine.
_AGE = r"(9\d|1[0-4]\d)"  # the left edge (no digit, letter or numeral before) is checked in code
AGE_LEFT_EDGE = frozenset("0123456789.一二三四五六七八九十百零")
_BAND = r"(?!\s*(?:years?\s*)?(?:\+|[或及]?以上|or\s+(?:over|older|above|more)|and\s+(?:over|older|above)))"
# "over 90 years old", "80 到 90 歲", "80-90 years": a band, not an age
AGE_BAND_BEFORE = re.compile(r"(?:over|above|than|under|below|>|≥|<|大於|超過|逾|將近|接近|近|約|快|長命|未滿|不滿"
                             r"|未達|不到|\d\s*(?:到|至|~|～|–|-|to))\s*$", re.I)
# (將近九十歲, "nearly ninety": an approximation, no exact age; 長命百歲 on a card: a wish)
AGES = [
    re.compile(_AGE + r"[\s-]*(?:years?|yrs?)[\s-]*old\b" + _BAND, re.I),
    re.compile(_AGE + r"[\s-]*(?:y/o|y\.o\.?|yo|yr\.?\s*old)(?![A-Za-z])" + _BAND, re.I),  # "91-yo" too
    re.compile(_AGE + r"\s+years?\s+of\s+age\b", re.I),
    # "93 yrs", "93y", "93-yr-old" in a note (not "93 years of service", "93 yrs ago"); "91Y2M" in a record's field
    re.compile(_AGE + r"[\s-]?(?:yrs?|y)(?:\b|(?=\d{1,2}m\b))\.?(?![\s-]*(?:ago|of\s+(?:service|experience)|"
               r"experience))", re.I),
    re.compile(r"age[ds]?(?:\s*(?:of|:|=|is|was|as|[a-z]{3,}ed\s+as))?\s*0?"  # ("age recorded as 98"; a field's "093")
               + _AGE + r"(?![0-9]|\.[0-9])" + _BAND
               + r"(?!\s*(?:minutes?|mins?|hours?|hrs?|days?|weeks?|wks?|months?|mo\b|%|percent|per\s+cent))", re.I),
    # "She was 98 and", "Pt is 92 (not 29)": a person, is/was, and the age
    # ... or a person described by where they lie: "Lady in bay 5 is 103", "the man in bed 2 was 94"
    re.compile(r"(?:\b(?:she|he|pt|patient|resident|client|mum|dad|mother|father|lady|man|woman|gentleman|gent)"
               r"(?:\s+(?:in\s+(?:bed|bay|room|cot|cubicle)\s*\d{1,3}[A-Za-z]?\s+)?(?:is|was|'s|’s)|['’]s)\s+"
               r"|\bi['’]m\s+|\bi\s+am\s+)" + _AGE  # ("I'm 95, not daft": the patient's own words)
               + r"(?![0-9]|\.[0-9]|\s*(?:%|percent|mg|mcg|ml|mL|kg|g\b|minutes?|mins?|hours?|hrs?|days?|weeks?|kilos"
               r"|lbs?|miles?|km))",
               re.I),
    re.compile(r"ninety(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine))?[\s-]*(?:y/?o|y\.o\.?|yrs?|years?)\b",
               re.I),
    re.compile(r"(?:turned|turns|turning)\s+" + _AGE + r"\b(?!\s*(?:mg|ml|mL|kg|%|mmHg|minutes?|hours?|days?))", re.I),
    re.compile(_AGE + r"(?:st|nd|rd|th)\s+birthday|(?:celebrated|celebrates|celebrating|marked|marks)\s+(?:his|her"
               r"|their)\s+" + _AGE + r"(?:st|nd|rd|th)\b", re.I),  # ("she celebrated her 95th last week")
    re.compile(r"(?:年齡|年紀|歲數|享壽|享年|高齡|虛歲|足歲|實歲|已經|今年|已滿|滿)\s*[:：為是約]?\s*(九十[一二三四五六七八九]?"
               r"|一百(?:零?[一二三四五六七八九])?)"
               r"(?!\s*歲?\s*[或及]?以上)"),
    re.compile(r"aged?(?:\s+|\s*[:=]\s*)(?:of\s+)?ninety(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine))?\b",
               re.I),
    # An age in words after a person and is/was ("pt is ninety-three"), or read digit by digit after its label
    # ("aged nine-one", "age: nine four"): the number is the age whatever way it is written.
    re.compile(r"\b(?:(?:she|he|pt|patient|resident|client|mum|dad|mother|father|lady|man|woman)\s+(?:is|was|'s|’s)"
               r"|i['’]m|i\s+am)\s+"  # ("I'm ninety-four": the patient's own words)
               r"ninety(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine))?\b(?![\s-]*(?:minutes?|mins?|hours?"
               r"|days?|per|%|percent|mg|ml|kg|seconds?))", re.I),
    re.compile(r"\bage[ds]?\s*[:=]?\s*(?:of\s+)?nine[\s-]+(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)\b",
               re.I),
    # After an age label, digits spaced out ("Age: 9 8", 年紀 9 7 歲) or with O typed for 0 ("age 1OO").
    re.compile(r"\bage[ds]?\s*[:=]?\s*(9[ ]\d|9[Oo]|1[ ][0-4][ ]\d|1[0Oo][0-9Oo])(?![0-9A-Za-z]|[ ]\d)", re.I),
    re.compile(r"(?:年齡|年紀|歲數|享壽|高齡)\s*[:：為是約]?\s*(9[ ]\d|1[ ][0-4][ ]\d|9[Oo]|1[0Oo][0-9Oo])"
               r"(?![0-9A-Za-z]|[ ]\d)"),
    re.compile(_AGE + r"\s*(?:足)?(?:歲|大壽)(?!\s*(?:[或及]?以上|\+))"),  # (九十大壽: the birthday feast of 90)
    re.compile(r"(?:年齡|年紀|歲數|享壽|享年|高齡)(?:欄位?)?\s*[:為是約]?\s*0?" + _AGE
               + r"(?![0-9.])(?!\s*歲?\s*以上)"),
    re.compile(
        r"(九十[一二三四五六七八九]?|一百(?:零[一二三四五六七八九]"
        r"|[一二三四]?十[一二三四五六七八九]?|[一二三四五六七八九])?)\s*(?:歲|大壽)(?!\s*[或及]?以上)"
    ),
    re.compile(
        r"ninety(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine))?[\s-]*years?[\s-]*old\b",
        re.I,
    ),
    # A sex and an age as notes write them: "M/93", "F / 95", "93/F", "(93 M)", "（93歲女）".
    re.compile(r"(?<![A-Za-z])(?:M|F)\s*[/:|]\s*" + _AGE + r"(?![0-9.%:])"),  # "F:96", a bed list's "F | 93" too
    re.compile(_AGE + r"\s*/\s*(?:M|F|男|女)(?![A-Za-z])"),
    # ... or with no slash at all: "F 96", "F93", "93M" (a capital M or F right against the number)
    # (not a road: "on the M90 near Kinross")
    re.compile(r"(?<![A-Za-z0-9])(?<![Tt]he )(?:M|F)[ ]?" + _AGE + r"(?![0-9]|\.[0-9]|[ ]?(?:mg|ml|mL|kg|%|mm|cm))"),
    re.compile(_AGE + r"(?:M|F)(?![A-Za-z0-9])"),  # (not a model number: "Swan-Ganz 131F7")
    re.compile(r"[(（]\s*" + _AGE + r"\s*(?:y/?o|歲)?\s*[,/]?\s*(?:M|F|男|女)\s*[)）]"),
    # A number in brackets after a bed is the patient's age in a handover: "Bed 4 (91)", "3床（91）".
    re.compile(r"(?:\b(?:[Bb]ed|[Bb]ay|[Cc]ot)\s*\d{1,3}[A-Za-z]?|\d{1,3}\s*床)\s*[(（]\s*" + _AGE + r"\s*[)）]"),
    # An age in brackets or commas after a person: "woman (93)", "patient, 93,", "a centenarian, 103 last month".
    re.compile(r"(?:wom[ae]n|m[ae]n|female|male|lady|gentleman|patient|pt|resident|client|husband|wife|mother|father"
               r"|centenarian|nonagenarian|widow|widower|pensioner|son|daughter|sister|brother|aunt|uncle|grandmother"
               r"|grandfather|男性?|女性?|病人|病患|患者|個案|住民|長者|婦人|阿嬤|阿公|奶奶|爺爺|老翁|老婦|老先生|老太太|老伯|男子|女子|阿伯|阿婆)"
               r"\s*(?:[(（]\s*" + _AGE + r"\s*(?:y/?o|歲)?\s*[)）]|[,，]\s*" + _AGE
               + r"\s*(?:[,，;；]|歲|(?:last|this|next)\s+(?:month|week|year|birthday)\b))", re.I),
    # The sex first in brackets, and an age with its sex run together: "(F, 94)", "（女，93）", "94yF", "92yo M".
    re.compile(r"[(（]\s*(?:M|F|男|女)\s*[,/，]\s*" + _AGE + r"\s*(?:y/?o|yrs?|歲)?\s*[)）]"),
    re.compile(_AGE + r"[ -]?(?:y/?o|y)[ -]?(?:M|F)(?![A-Za-z])"),
    # An age reached, in words: "turned ninety-four" (digits are the "turned 94" pattern's).
    re.compile(r"(?:turned|turns|turning|reached|celebrated)\s+(?:the\s+age\s+of\s+)?ninety(?:[\s-](?:one|two|three"
               r"|four|five|six|seven|eight|nine))?\b(?![\s-]*(?:minutes?|mins?|hours?|days?|per|%|percent|degrees?))",
               re.I),
    re.compile(r"\bage[ds]?\b(?!\s+of\s+(?:the|this|that|its|a|an)\b)[^.;\n]{0,40}?(?<![0-9.])" + _AGE
               + r"[\s-]*(?:years?|yrs?)\b"
               r"(?![\s-]*(?:ago|of\s+(?:service|experience)|experience))", re.I),
    re.compile(r"\b(?:pt|patient|woman|man|lady|gentleman|gent|resident|person|female|male|widow|widower|client"
               r"|centenarian|nonagenarian)\s+of\s+"  # ("a woman of 93 years"; not "a history of 90 years")
               + _AGE + r"\s+(?:years?|yrs?)\b" + _BAND, re.I),
    # the year of life a person is in: "she is in her 99th year" (her 99th year is her age, 98)
    re.compile(r"\bin\s+(?:his|her|their)\s+(9[1-9]|1[0-4]\d)(?:st|nd|rd|th)\s+year\b(?!\s+(?:of|in|at|as|with|on)\b)",
               re.I),
    re.compile(r"(?<![A-Za-z])aet(?:at)?\.?[ \t]*" + _AGE + r"(?![0-9])" + _BAND, re.I),  # Latin "aet. 93": aged 93
    # "a lady of ninety-one", "the man of 94" (an article and a person before "of"; not "a man of 90 kg")
    re.compile(r"\b(?:a|an|the|this)\s+(?:(?:elderly|frail|old|older|little)\s+)?(?:wom[ae]n|m[ae]n|lady|gentleman|gent"
               r"|patient|widow|widower|person|resident|grandmother|grandfather)\s+of\s+(" + _AGE[1:-1] + r"(?![0-9])"
               r"|ninety(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine))?\b)" + _BAND
               + r"(?![\s-]*(?:%|percent|kg|kilos?|lbs?|pounds|stone|mg|minutes?|hours?|days?"
               r"|years?\s+(?:ago|of\s+service)))", re.I),
    # an age in brackets with when it is reached: "(96 next month)", "(turns 91 next week)"
    re.compile(r"[(（]\s*(?:turns?\s+|turning\s+)?" + _AGE
               + r"\s+(?:next|this|last)\s+(?:month|week|year|birthday)\s*[)）]", re.I),
    # the age a person will be at their next birthday, brackets or not: "lovely lady, 104 next birthday"
    re.compile(r"(?<![0-9.])" + _AGE + r"\s+next\s+birthday\b", re.I),
    # a sex in Chinese, a slash and the age, as Taiwanese notes write it: "男/94", "女／93", "女性/95"
    re.compile(r"(?:男|女)(?:性)?\s*[/／|]\s*" + _AGE + r"(?![0-9.%:])"),
]
# What every match of each pattern above holds (one of these, looked for in the lower-cased text; no i in them,
# which a dotless ı can stand for): ``places.ages`` tries a pattern only in a stretch that holds one.
_AGE_WORDS = ("年齡", "年紀", "歲數", "享壽", "享年", "高齡")
AGE_NEEDS: tuple[tuple[str, ...], ...] = (
    ("old",), ("y",), ("age",), ("y",), ("age",), ("s", "'m", "’m", "am"),  # years old, y/o, years of age, yrs,
    # age 93, she is 93 (I'm 95)
    ("nety",), ("turn",), ("rthday", "celebrat", "mark"), ("九十", "一百"), ("nety",), ("nety",),  # ninety y/o, turned,
    # 93rd birthday
    ("age",), ("age",), _AGE_WORDS, ("歲", "大壽"), _AGE_WORDS, ("歲", "大壽"),  # age nine-one, age 9 8, 年齡9 8, 93歲
    ("nety",), ("/", ":", "|"), ("/",), ("m", "f"), ("m", "f"), ("(", "（"), ("(", "（"), ("(", "（", ",", "，"),
    ("(", "（"), ("y",), ("nety",), ("age",),  # (F, 94), 94yF, turned ninety-four, "age entered … 98 years"
    ("of",), ("year",), ("aet",),  # a woman of 93 years, in her 99th year, aet. 93
    ("of",), ("next", "this", "last"),  # a lady of ninety-one, (96 next month)
    ("rthday",),  # 104 next birthday
    ("/", "／", "|"),  # 男/94
)
# The characters a match can start with, for the patterns above that open with a look-around or a case-blind word
# (by index; a case-blind s may also be ſ): ``places.ages`` then has the engine skip to those characters. The others
# open with a digit or a Chinese word, which the engine skips to by itself.
_AGE_FIRST = {4: "aA", 5: "sShHpPrRcCmMdDfFlLwWgGiIſ", 6: "nN", 7: "tT", 10: "aA", 11: "sShHpPrRcCmMdDfFlLwWiIſ",
              12: "aA", 13: "aA", 18: "nN", 19: "MF", 21: "MF", 24: r"BbCc\d",
              25: "wWmMfFlLgGpPrRcChHnNsSſdDbBaAuU男女病患個住長婦阿奶爺老", 29: "aA", 30: "pPwWmMlLgGrRfFcCnN",
              31: "iI", 32: "aA",
              33: "aAtT"}
AGE_SCANS = [Prefixed(pattern, _AGE_FIRST[i]) if i in _AGE_FIRST else pattern for i, pattern in enumerate(AGES)]
assert len(AGE_NEEDS) == len(AGES)

# ---------------------------------------------------------------------------------------------
# Street addresses.
ADDRESS_WORDS = frozenset("市縣區鄉鎮路街段巷弄號樓之")  # kept in a masked preview
_SUFFIX = (
    r"(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Way|Place|Pl|Terrace"
    r"|Highway|Hwy|Parkway|Pkwy|Square|Sq|Alley|Aly|Close|Crescent|Gardens|Grove|Mews|Rise|Row|Walk|Hill)"
)
# A street word spelled in full may be followed by its town ("45 Kowhai Street Hamilton"); an abbreviation may not,
# since "Dr" and "St" before a capitalised word are a doctor and a saint ("2 units Dr Jones").
_FULL_SUFFIX = (r"(?:Street|Avenue|Road|Boulevard|Lane|Drive|Court|Terrace|Highway|Parkway|Square|Close|Crescent"
                r"|Gardens)")
# (a court of law, "a 2005 Supreme Court ruling", is no street named Court)
_NOT_A_COURT = (r"(?!(?:Supreme|High|Crown|County|Magistrates['’]?|Family|Appeals?|District|Federal|Circuit|Youth"
                r"|Sheriff|Coroners?['’]?s?)\s+Court\b(?!\s+(?:Road|Street|Lane|Avenue|Drive|Way|Close)\b))")
_TOWN = r"[ \t]+(?!(?:Clinic|Hospital|Surgery|Practice|Centre|Center|Medical|Health|Pharmacy|Ward)\b)[A-Z][a-z]+\b"
EN_ADDRESS = re.compile(
    # (a Canadian unit before the house number: "409-2210 Bathurst St")
    r"(?<![\w.,-])(?:\d{1,5}-)?\d{1,5}[A-Za-z]?\s+(?:" + _NOT_A_COURT + r"(?:[A-Z][a-z]*(?:-[A-Z][a-z]+)?"
    r"|\d{1,3}(?:st|nd|rd|th))\.?\s+){1,3}"
    r"(?:" + _FULL_SUFFIX + r"\b(?=" + _TOWN + r"(?![ \t]+[A-Z][a-z]))" + _TOWN + "|" + _SUFFIX
    + r"\b\.?(?!\s+(?!(?:Apt|Unit|Suite|Ste|Flat|Fl|Bldg)\b)[A-Z][a-z]))"  # ("Bellfort Ave Apt 12" goes on)
    r"(?:\s+(?:NW|NE|SW|SE|N|S|E|W)\b)?"
)
# Taiwanese addresses in English, as the post office writes them ("5F., No. 100, Sec. 1, Wenhua Rd.") or with
# the road first ("Zhongshan S. Rd., Sec. 1, No. 7"): a house number and a road word, with a floor, a section,
# a lane and an alley in between.
# Words are capitalised or in capitals ("Zhongshan S. Rd.", "NANBIN RD."), never any case: a case-blind word
# class backtracks over every letter of a long text.
# ("Zhongxiao E.Rd." too, and a road's ordinal: "Ziyou 2nd Rd.")
_TW_WORD = r"(?:[A-Z][a-z'’]*|[A-Z]{2,}['’A-Z]*|\d{1,2}(?:st|nd|rd|th|ST|ND|RD|TH))(?:\.\s*|\s+)"
_TW_ROAD = r"(?:" + _TW_WORD + r"){1,4}(?:Rd|RD|Road|ROAD|St|ST|Street|STREET|Blvd|BLVD|Boulevard|Ave|AVE|Avenue)\b\.?"
_TW_LANE = r"(?:(?:Ln|LN|Lane|LANE|Aly|ALY|Alley|ALLEY)\.?\s*\d{1,4},?\s*)"
_TW_PARTS = r"(?:(?:Sec|SEC|Section|SECTION)\.?\s*\d{1,2},?\s*)?" + _TW_LANE + "{0,2}"
_TW_NO = r"(?:No|NO)\.\s*\d{1,5}(?:-\d{1,4})?"
TW_EN_ADDRESS = re.compile(
    r"(?=[0-9N])(?:(?<![A-Za-z0-9])\d{1,3}F\.?(?:-\d{1,2})?,?\s*)?(?<![A-Za-z0-9])" + _TW_NO + r",?\s*"
    + _TW_LANE + "{0,2}" + _TW_PARTS + _TW_ROAD  # (no \b: glued to Chinese, 住址No. 12, … counts)
)
TW_EN_ADDRESS_ROAD_FIRST = re.compile("(?=[A-Z])" + _TW_ROAD + r",?\s*" + _TW_PARTS + _TW_NO)

# ---------------------------------------------------------------------------------------------
# Gates: cheap searches that must succeed before a costlier rule runs (each opens with a literal, so one is fast).
GATE_MRN = re.compile(
    r"urn\b|uhid|ur\s*[:#n\d]|unit\s*(?:n|#)|nhs\s*n|case\s*note|m[.\-]?r[.\-]?n|m[.\-]?r[.\-]?\s*[#n]|record|chart|hosp"
    r"|patient\.?\s*(?:no|num|id|#)|pt\.?\s*(?:no|num|id|#)|病歷|病例|住院號|門診號|就診號|pas\s*(?:n|#|id)"
    r"|病[人患](?:編號|代號|id)|ipd?\s*(?:no\b|number|#)|pid\s*[=:#]?\s*\d|accession|encounter|specimen|visit"
    r"|episode|admission|csn|fin|檢體|標本|檢驗單|序號|流水號|/|acc|lab|req|bill|claim|invoice|掛號|批價|申請單|處方|收據"
    r"|帳單|繳費|receipt|inv\.|medrec|[?&]pt="
)
GATE_NHI = re.compile(r"健保|nhi|insurance|ic\s*卡")
# ("b." after no letter)
GATE_DOB = re.compile(r"d[o0]b|d[.-][o0][.-]b|y\.?o\.?b|birth|born|出生|出世|生日|生曰|生於|生辰|生年月日"
                      r"|b(?<![a-z]b)\.\s*(?:\d|day\b)|geb\.|n[ée]e?\s+le\s+\d|rugadh")
GATE_PHONE_CONTEXT = re.compile(
    r"電話|手機|市話|tel|phone|mobile|cell|call|contact|ring|rang|reached|number|ph\b|mob\b|landline"
)
# an age over 89 has one of these (spaced out or with O for 0 after a label too: "age 9 8", "age 1OO")
GATE_AGE = re.compile(r"9\d(?!\d)|1[0-4]\d(?!\d)|九十|一百|ninety")
GATE_AGE_WRITTEN = re.compile(r"age[ds]?\W{0,3}(?:nine|9 \d|9o|1 ?[0-4o] ?[0-9o])")  # literal first: a fast scan
GATE_AGE_WRITTEN_ZH = re.compile(r"(?:年齡|年紀|歲數)\W{0,3}(?:9 \d|1 [0-4] \d|9[Oo]|1[0Oo][0-9Oo])")

# An address after its label, in any case: "address: 27 mill road, cambridge".
LABELLED_ADDRESS = re.compile(
    r"(?=[aAlLrRhH])(?i:(?<![a-z])(?:home\s+)?addr(?:ess|\.)?(?:\s+(?:given|written|recorded|listed|noted))?"
    r"(?:\s+(?:as|is|was))?|(?:lives|living|resides|residing)(?:\s+(?:alone|on\s+\w+\s+own|with\s+\w+))?\s+at)"
    r"\s*[:：]?\s*(?i:no\.?\s*)?"
    r"(?P<id>(?:\d{1,4}/)?\d{1,5}[A-Za-z]?,?\s+[A-Za-z][A-Za-z'’.-]*(?:\s+[A-Za-z][A-Za-z'’.-]*){0,3}"
    # a flat or a block first: "lives alone at Flat 3B, Block 12, Tai Hang Tung Estate"
    r"|(?i:flat|unit|apt\.?|apartment|rm|room|block|blk)[ \t]*\d{1,4}[A-Za-z]?"
    r"(?:,[ \t]*[A-Za-z0-9][A-Za-z0-9 '’.-]{1,40}){1,3})"
)
# A street named after its label without a house number: "at his home address, The Oaks, Green Lane, Eccleshall",
# "resident at New Park Nursing Home, Chilvelstone Grove" (not the home itself: "Cheddar Grove Nursing Home").
_NOT_A_HOME = (r"(?![ \t]+(?i:(?:nursing|care|residential|rest|retirement)[ \t]+)?(?i:home|hospital|hospice|centre"
               r"|center|lodge|house|surgery|clinic|practice)\b)")
ADDRESS_WITHOUT_NUMBER = re.compile(
    r"(?=[alr])(?:address|lives\s+at|living\s+at|resident\s+at|residing\s+at|resides\s+at)[,:]?\s+[A-Za-z ,'’-]{0,60}?"
    r"(?P<id>(?:[A-Z][a-z'’]+\s+){1,3}(?:Lane|Road|Street|Avenue|Drive|Close|Grove|Crescent|Gardens|Way|Place"
    r"|Court|Terrace|Mews|Rise|Row|Walk)\b)" + _NOT_A_HOME
)
# A UK postcode is part of an address wherever it stands: "postcode SW1A 9ZZ".
UK_POSTCODE = re.compile(r"(?<![A-Za-z0-9])(?:[A-Z]{1,2}[0-9][A-Z0-9]?)[ \t]?[0-9][ABD-HJLNP-UW-Z]{2}(?![A-Za-z0-9])")
# A street named where someone lives or was found, without a number: "lives on Kingsway Crescent", "found
# wandering on Millbrook Road", "her son's house on Elmwood Drive".
STREET_WHERE_SOMEONE_LIVES = re.compile(
    # ("the home", a care home as its staff and a coroner call it, is an institution, not where someone's family lives)
    r"(?i:(?=[lhfmwar])(?:lives|lived|living|house|(?<!the )(?<!care )(?<!nursing )home|flat|found|wandering|moved"
    r"|address|resident|residing)\b)"
    r"[A-Za-z ,'’-]{0,40}?\b(?:on|at|in|to|is)[ \t]+(?:the[ \t]+)?(?:['‘][A-Z][a-z]+['’],?[ \t]+)?"
    r"(?P<id>(?:[A-Z][a-z'’]+[ \t]+){1,3}(?:Road|Street|Lane|Avenue|Drive|Close|Crescent|Grove|Gardens|Way|Place"
    r"|Court|Terrace|Mews|Rise|Row|Walk|Hill|Rd|Ave|Ln|Cres|Gdns)\b)" + _NOT_A_HOME
)
# Where a person in the news lives, in apposition: "The 84-year-old, of Warren Road, in Bushey Heath", "Mrs Dunn, of
# Elm Grove, Hove" (a person or their age, a comma, "of" and a street; not "the junction of Warren Road").
RESIDENT_OF_STREET = re.compile(
    r"(?:year[- ]old|[a-z]*(?:wom[ae]n|m[ae]n)|boy|girl|pensioner|mother|father|grand(?:mother|father)|widow(?:er)?"
    r"|teenager|resident|(?<![A-Za-z])(?:Mr|Mrs|Ms|Miss|Mx)\.?[ \t]+[A-Z][a-z'’-]+),[ \t]+of[ \t]+"
    r"(?P<id>(?:[A-Z][a-z'’]+[ \t]+){1,3}(?:Road|Street|Lane|Avenue|Drive|Close|Crescent|Grove|Gardens|Way|Place"
    r"|Court|Terrace|Mews|Rise|Row|Walk|Hill|Rd|Ave|Ln|Cres|Gdns)\b)" + _NOT_A_HOME
)
# "was born at Furness General Hospital on March 3 2016": a birth, a place, then the date.
BORN_ON = re.compile(r"(?=[bBdD])\b(?:born|(?<=baby )delivered|(?<=infant )delivered|(?<=newborn )delivered)\b"
                     r"[^.;\n]{0,80}?\bon\s+(?:the\s+)?(?P<id>" + DATE
                     # (a named day and the year name one date: "born on Christmas Day 1948", "on Hogmanay 1940")
                     + r"|(?-i:(?:(?:St\.?|[A-Z][a-z'’]+)[ \t]+){0,2}[A-Z][a-z'’]+),?[ \t]+(?:19|20)\d\d)", re.I)
# The street words an English address ends in, capitalised: where the address rules need to look. (A word glued to
# a letter before it, "xStreet", is no street word: refused in code, which lets the engine skip to capitals.)
STREET_WORD = re.compile(_SUFFIX + r"\b")
# An Irish Eircode after its label: "Eircode H12 XK74".
EIRCODE = re.compile(r"(?i:eircode)[\s:]{0,3}(?P<id>[A-Z]\d{2}[ ]?[A-Z0-9]{4})(?![A-Za-z0-9])")
