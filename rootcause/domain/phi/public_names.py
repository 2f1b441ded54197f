"""Names that refer to no one in the event: a cited author, a test or sign named after someone, a place named
after someone.

"Following Reason (1990) and Vincent et al. (2000)", "Cf. Berwick 2013; Francis report (2013)", "Allen test
performed", "the Harold Kidd Unit": each holds a person's name, none identifies a patient or a member of staff, and
an RCA cites them all the time. A span a name rule found is let go when what follows it makes it a citation (et al.,
a year, a report or review with its year), an eponym's test or a place (``words/en_place_words.txt``), unless a title
or a role stands before it.
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import pairwise

from rootcause.domain.phi import name_tables as N
from rootcause.domain.phi.lexicon import listed_word
from rootcause.domain.phi.names_vietnamese import a_vietnamese_name
from rootcause.domain.phi.scan import followed_by
from rootcause.domain.phi.town_lists import a_town_named

__all__ = ["EPONYM_NOUN_AFTER", "a_public_reference", "owned_by_full_name"]

_CITED_AFTER = re.compile(
    r"[ \t]*(?:et[ \t]+al\b|\((?:19|20)\d\d[a-z]?\)|(?:19|20)\d\d[a-z]?\b(?![\d:/.-]\d)(?![ \t]*(?:born|b\.))"
    r"|&[ \t]+[A-Z]|and[ \t]+[A-Z][a-z]+[ \t]*\((?:19|20)\d\d"
    # (three or more authors: "Kohn, Corrigan & Donaldson (2000)")
    r"|(?:,[ \t]+[A-Z][a-z]+(?:-[A-Z][a-z]+)?)+,?[ \t]+(?:&|and)[ \t]+[A-Z][a-z]+(?:-[A-Z][a-z]+)?,?[ \t]*"
    r"\(?(?:19|20)\d\d"
    r"|(?:'s)?[ \t]+(?:report|review|inquiry|enquiry|inquest|principles?|model|framework)[ \t]*\(?(?:19|20)\d\d)"
)
_NAMES_AS_WORDS = re.compile(r"[^.;!?]{0,60}?\b(?:are|were|is|was)\b[^.;!?]{0,40}?\b(?:surnames|last names|"
                             r"family names|first names|given names|names)\b")
# (and after a possessive: "getting into her Renault Kadjar"; a person is "her daughter Mia", never "her Mia Lee")
# ("its" after a greeting is "it's": "hi its idongesit ekpenyong" names the texter)
_A_THING_BEFORE = re.compile(r"(?<![A-Za-z])(?:a|an|A|An|her|his|their|my|your|our|(?<!hi )(?<!hey )(?<!hello )its|Her"
                             r"|His|Their|My)[ \t]+$")
# A maker's name before the device it makes: "Welch Allyn thermometer readings", "the Braun pump".
_RECORD_SYSTEMS = frozenset({"pas", "epr", "ehr", "emr"})  # (a patient administration or record system's kind)
_MODEL_WORDS = frozenset({"Plus", "Pro", "Ultra", "Lite", "Elite", "Flex", "Duo", "Mini", "Evo"})  # ("Sara Plus")
_DEVICE_AFTER = re.compile(r"(?:[ \t]+[A-Z]{1,3}-?\d{1,4}[A-Za-z]?)?[ \t]+"  # (a model between: "Niki T34 pumps")
                           r"(?:thermometers?|monitors?|pumps?|scanners?|syringe drivers?|ventilators?|"
                           r"defibrillators?|glucometers?|oximeters?|sphygmomanometers?|probes?|analy[sz]ers?"
                           # (a maker's name before what it made: "Kendall SCD sleeves")
                           r"|sleeves?|stockings?|dressings?|mattress(?:es)?|hoists?|slings?|(?:bed[ \t]+)?sheets?"
                           r"|pads?"
                           # ("Karl Storz stack failed", "Tommee Tippee bottles from home")
                           r"|stacks?|towers?|(?:endo|laryngo|broncho)?scopes?|bottles?|teats?|robots?|robotic system"
                           r"|" + "|".join(sorted(_RECORD_SYSTEMS)) +  # (a record system: "Lorenzo PAS downtime")
                           r"|(?:[a-z]+[ \t]+)?(?:clamps?|brackets?|stands?|trolleys?|manikins?|mannequins?|frames?|"
                           r"cuffs?|leads?|cables?|chargers?|batteries))\b")  # ("Welch Allyn pole clamps")
# A drug's maker in brackets after its dose or form: "Omeprazole 20 mg (Dr. Reddy's)".
_MAKER_IN_BRACKETS = re.compile(r"(?:\d[ \t]*(?:mg|mcg|micrograms?|g|ml|mL|units?|%)|tablets?|capsules?|injection"
                                r"|generic)[ \t]*[(（][ \t]*$", re.I)
# A programme or a prize named after someone: "the Mary Seacole leadership programme".
_NAMED_AWARD_AFTER = re.compile(r"[ \t]+(?:[a-z]+[ \t]+)?(?:programme|program|scheme|fellowship|lecture|prize"
                                r"|scholarship|award|medal|bursary)s?\b")
_BRACKET_CLOSES = re.compile(r"(?:['’]s)?[ \t]*[)）]")
# Who makes or supplies a product: "now supplied by Dr. Reddy's" (a firm, whatever title its name carries).
_GOODS_AFTER = re.compile(r"(?:['’]s)?[ \t]+(?:stock|brand|generics?|products?|supplies|supply|range)\b")  # (its goods)
_MADE_BY = re.compile(r"(?i:supplied|made|manufactured|produced|distributed|marketed|sourced)[ \t]+(?i:by|from)[ \t]+$")
# A reference written Vancouver-style: surname and initials, then another author or the title after a full stop.
_VANCOUVER_AUTHOR = re.compile(r"(?:Ma?c)?[A-Z][a-z]+(?:-[A-Z][a-z]+)?[ \t][A-Z]{1,3}")
_VANCOUVER_AFTER = re.compile(r"(?:,[ \t]+(?:Ma?c)?[A-Z][a-z]+(?:-[A-Z][a-z]+)?[ \t][A-Z]{1,3}\b|\.[ \t]+[A-Z]"
                              r"|,[ \t]+et[ \t]+al)")
_YEAR = re.compile(r"\b(?:19|20)\d\d\b")
_THE_BEFORE = re.compile(r"(?<![A-Za-z])[Tt]he[ \t]+$")
# (as a place: "the John Radcliffe for neurosurgery", not "the Mary Smith incident")
_AS_A_PLACE = re.compile(r"[ \t]*(?:[,.;:)]|$|(?:for|in|at|on|to|from|where|which|with|by)\b)")
_BARE_YEAR = re.compile(r"[ \t]*\(?(?:19|20)\d\d[a-z]?\)?")  # (a year alone after the name, no "et al." or report)
# A title or a role before the name makes it a person, whatever follows ("Mrs Francis (1932)", "Dr Allen test").
_PERSON_BEFORE = re.compile(r"(?<![A-Za-z])(?i:mr|mrs|ms|miss|mx|dr|pt|patient|nurse|sister|son|daughter|wife|husband"
                            r"|mother|father|baby)\.?[ \t]+$|(?<![A-Za-z])I am[ \t]+$"  # ("I am …": who writes)
                            # (an office, then who holds it: "Senior coroner, Jacqueline Lake, concluded")
                            r"|(?<![A-Za-z])(?i:coroner|judge|ombudsman|commissioner|pathologist|inspector"
                            r"|spokes(?:person|man|woman)|solicitor|barrister|lawyer),?[ \t]+$"
                            r"|(?<![A-Za-z])(?i:the)[ \t]+late[ \t]+(?:[A-Z][a-z]+[ \t]+)?$")  # ("the late Prince …")
_PERSON_BEFORE_START = re.compile(r"(?i:mr|mrs|ms|miss|mx|dr|nurse|sister)\.?[ \t]")  # (the span's own title)
# What makes the name before it an eponym (a test, a sign, a finding, a device), shared with ``names_context``.
EPONYM_NOUN_AFTER = re.compile(
    r"(?:['’]s?)?[ \t]+(?:test|sign|score|scale|manoeuvre|maneuver|reflex|criteria|classification|syndrome|disease"
    r"|procedure|operation|technique|incision|position|catheter|tube|forceps|line|needle|clamp|retractor|splint"
    r"|traction|fracture|phenomenon|triad|law|rule|circuit|t-piece|mask|blade|drain|valve|frame|bag|system|palsy"
    r"|solution|paresis|paralysis|o?esophagus|contracture|pouch|diverticulum|canal|capsule|membrane|gland"
    r"|murmur|pupil|nodule|node|protein|sequence|anomaly|malformation|deformity|bodies|cell|cells|spots?"
    r"|ulcer|tears?|tumou?r|lymphoma|sarcoma|cyst|hernia|lesion|index|ratio|equation|formula|curve|apple"
    # (operations and implants named after surgeons: "Ivor Lewis oesophagectomy", "Austin Moore hemiarthroplasty"; a
    # scholar's model: "Vincent's framework", "Reason's model")
    r"|o?esophagectomy|arthroplasty|hemiarthroplasty|prosthesis|osteotomy|fixation|graft|shunt|flap"
    r"|framework|model|theory|hierarchy|taxonomy)s?\b"  # (Kelly clamps)
    r"|[ \t]*(?:公式|方程式|量表|評分|分類|分級|徵象|試驗|症候群|手術|術式|指數)", re.I)  # (Harris-Benedict公式)
# A series of scores after an eponym's score ("Apgar 3, 7, 9", "Apgars of 4 and 8"); never a date's slash.
_SCORES_AFTER = re.compile(r"['’]?s?[ \t]+(?:of[ \t]+)?\d{1,2}[ \t]*(?:,|and|then)[ \t]*\d{1,2}\b", re.I)


# Chinese citations: a scholar named as one (國內學者鄭明儒、葛秀蘭等人曾…), authors before 等人 or a year, and
# the author list that opens a reference (鄭明儒、葛秀蘭 醫療糾紛鑑定… 12 卷 3 期，頁 45（2015）).
# (not a field's label: 「作者：賀家琪」 in a file's properties is whoever saved it)
_ZH_SCHOLAR_BEFORE = re.compile(r"(?:學者|研究者|作者(?![ \t]*[:：][ \t]*$)|研究團隊|文獻)[^，。；]{0,16}$")
_ZH_CITED_AFTER = re.compile(r"(?:[、，,與和及][\u4e00-\u9fff]{2,4})*[ \t]*(?:等人?(?:[（(]?(?:19|20)\d\d|曾"
                             r"|的研究|研究|指出|調查|發現)|[（(](?:19|20)\d\d[a-z]?[)）])")
_ZH_JOURNAL = re.compile(r"\d+[ \t]*卷|第[ \t]*\d+[ \t]*期|\d+[ \t]*期|頁[ \t]*\d+")
_ZH_AUTHOR_LIST = re.compile(r"(?:[\u4e00-\u9fff]{2,4}[、，,][ \t]*)*")


_ZH_PERSON_BEFORE = re.compile(r"(?:病人|患者|病患|個案|家屬|住民|病童|產婦|護理師|醫師|藥師|先生|小姐|太太)[ \t:：]*$")


# What follows a transliterated name inside a syndrome's name (斯-強森症候群): the rest of the name, then the syndrome,
# with no word between that a sentence about a person would have (罹患, 有, 疑似: 病人王美玲有唐氏症 names her).
_ZH_EPONYM_DISEASE_AFTER = re.compile(r"(?P<rest>[\u4e00-\u9fff]{0,4}(?:[-‧·．－・][\u4e00-\u9fff]{1,5})?)"
                                      r"(?:症候群|症侯群|綜合症|綜合徵|氏症|氏病)")
_ZH_NOT_IN_A_DISEASE = frozenset("有是為患的罹因和與及併在於疑診斷合發得")
# A surname and 氏, then a tool named after its author (韋氏成人智力量表, 柯氏分類, 何氏手術): 氏 marks the eponym.
# (never a lone 病 or 症, which a Vietnamese woman's 氏 name meets in 阮氏秋香陪病: 氏症 and 氏病 are read above)
_ZH_EPONYM_TOOL_AFTER = re.compile(r"[\u4e00-\u9fff]{0,5}?(?:量表|評分|指數|測驗|試驗|徵象|反射|手術|術式|分類|"
                                   r"分級|公式|定律|療法|細胞)")


def _zh_reference(t: str, start: int, end: int) -> bool:
    """The Chinese name at ``t[start:end]`` is a cited scholar or a reference's author (not after a patient's or a
    worker's word: 病人王小明（1950） is a person and a birth year)."""
    tool = _ZH_EPONYM_TOOL_AFTER.match(t, start + 2) if t[start + 1 : start + 2] == "氏" else None
    if tool and not any(c in _ZH_NOT_IN_A_DISEASE for c in tool.group()):
        return True  # 韋氏成人智力量表: a tool named after its author, 氏 and all
    disease = _ZH_EPONYM_DISEASE_AFTER.match(t, end)
    if disease and not any(c in _ZH_NOT_IN_A_DISEASE for c in disease.group("rest") or ""):
        return True  # 史蒂文斯-強森症候群, 巴金森氏症: a syndrome named after someone, in transliteration
    if _ZH_PERSON_BEFORE.search(t, max(0, start - 8), start):
        return False
    if _ZH_SCHOLAR_BEFORE.search(t, max(0, start - 20), start) or _ZH_CITED_AFTER.match(t, end):
        return True
    return bool((start or t[end : end + 1] in ("、", "，", ",", " ")) and _ZH_AUTHOR_LIST.fullmatch(t, 0, start)
                and _ZH_JOURNAL.search(t) and _YEAR.search(t))


@lru_cache(maxsize=2)
def _places(words: frozenset[str]) -> re.Pattern[str]:
    """A place word after the name (George Eliot Hospital, Harold Kidd Unit), for the table as a hospital has it."""
    return N.place_after(words)


# The names a register gives a person not yet known, in quotes: "'John Doe' in the system until identified". Unquoted,
# "Jane Doe was admitted" may be a real name and stays one.
_PLACEHOLDER = re.compile(r"(?:John|Jane|Baby|Richard|Mary)[ \t]+Doe|(?:Joe|Jane)[ \t]+Bloggs|John[ \t]+Smith")
_QUOTES = ("'", "‘", "’", '"', "“", "”")
# A given name, a middle initial and a surname: how a person is written, never a firm or an in-text citation.
_INITIALLED = re.compile(r"[A-Z][a-z]+[ \t]+[A-Z]\.[ \t]+[A-Z][A-Za-z'’-]+\Z")
# A firm named after its founders joins two names with "&" (Johnson & Johnson, Fisher & Paykel): a person is "and".
_FIRM_AFTER = re.compile(r"[ \t]*&[ \t]*[A-Z][a-z]+")
_AND_COMPANY = re.compile(r"[ \t]+(?:and|&)[ \t]+(?:Company|Co\.?|Sons|Associates|Partners)\b"
                          # (or a company's own word after its name, a few capitalised words on: "the Williams Lea
                          # Group", "Karl Storz GmbH", "Sheridan Anesthesia Services of Virginia Inc.")
                          r"|(?:[ \t]+[A-Z][A-Za-z]+(?:[ \t]+(?:of[ \t]+)?[A-Z][A-Za-z]+){0,3})?,?[ \t]+"
                          r"(?:Group|Ltd\b\.?|Limited|Inc\b\.?|LLC|PLLC|LLP|P\.C\.|P\.A\.|plc|PLC|Corporation|Corp\b\.?|Holdings|GmbH|AG|SE|S\.A\.|N\.V\.|B\.V\.|Pty"
                          r"|Pte)(?![A-Za-z])")
_FIRM_BEFORE = re.compile(r"(?<![A-Za-z])([A-Z][a-z]+)[ \t]*&[ \t]*$")
# A firm or a data service named "Dr Someone", as its product follows it ("Dr Foster data", "benchmarking tool").
_SERVICE_AFTER = re.compile(r"(?:[ \t]+(?:(?:mortality|outcome|hospital|quality|clinical|(?-i:[A-Z]{2,6}))[ \t]+)?"
                            r"(?:benchmarking|data|"
                            r"analytics|intelligence|ratings|index|dashboard|software"
                            r"|tool|tools|pharmaceuticals|laboratories|labs))\b", re.I)
# A day named after a saint, a feast or a nation: "Christmas Eve", "New Year's Eve", "Boxing Day".
_HOLIDAY = re.compile(r"(?:Christmas|New[ \t]+Year['’]?s?|Easter|Boxing|Valentine['’]?s|Mother['’]?s|Father['’]?s"
                      r"|Anzac|Waitangi|Thanksgiving|Hallowe['’]?en|Halloween|St[ \t.]+\w+['’]?s?)[ \t]+"
                      r"(?:Eve|Day|Sunday|Monday|Friday|Saturday|Weekend)\b")
# A charity or a firm named after someone, used as an adjective before a role: "a Marie Curie nurse", "the Macmillan
# team" (an article before the name, a worker's or a service's word after it).
_ARTICLE_BEFORE = re.compile(r"(?<![A-Za-z])(?:a|an|the|our|their|his|her)[ \t]+$", re.I)
_SERVICE_ROLE_AFTER = re.compile(r"[ \t]+(?:nurse|nurses|volunteer|volunteers|specialist|team|service|services|hospice"
                                 r"|worker|workers|counsellor|grant|fund|bed|beds|house|home|centre|center)\b")
# An institution a titled name's possessive names: "Dr Gray's Hospital" (not "Dr Gray's Ward round", a person's).
_NAMED_INSTITUTION = re.compile(r"(?:['’]s)?[ \t]+(?:Hospital|Hospice|Infirmary|Memorial|Home|House|Centre|Center"
                                r"|Foundation|Institute)\b")
_DAYS = ("Eve", "Day", "Sunday", "Monday", "Friday", "Saturday", "Weekend")
_WORD_BEFORE = re.compile(r"([A-Z][a-z]+(?:['’]s)?|[A-Z]{3,})[ \t]+$")  # (a dateline's capitals; "King's Lynn")
_STORM = re.compile(r"(?:Storm|Cyclone|Hurricane|Typhoon)[ \t]+[A-Z]")  # ("Storm Darragh took the generator offline")
# An organisation's own word as the whole span: "The Health and Disability Commission said" (not a surname).
_ORGANISATION = frozenset({"commission", "council", "board", "authority", "agency", "committee", "department",
                           "ministry", "society", "association", "tribunal", "inspectorate", "bureau", "office",
                           "service", "services", "police", "ombudsman", "coroners", "parliament", "government",
                           "newspaper", "newspapers", "gazette", "tribune", "chronicle", "express"})
_WORD_AFTER = re.compile(r"[ \t]+([A-Z][a-z]+|[A-Z]{3,})")


def _in_a_world_place(t: str, start: int, end: int) -> bool:
    """The span and a capitalised word beside it spell two words of a place of the gazetteer (Los Angeles, San Jose:
    ``words/en_world_places.txt``), or the span is two such words itself."""
    words = [w.strip(",") for w in t[start:end].split()]
    if not words:
        return False
    before = _WORD_BEFORE.search(t, max(0, start - 20), start)
    after = _WORD_AFTER.match(t, end)
    pairs = list(pairwise(words))
    if before:
        pairs.append((before.group(1), words[0]))
    if after:
        pairs.append((words[-1], after.group(1)))
    return any(f"{a.lower()}_{b.lower()}".replace("’", "'") in N.WORLD_PLACES for a, b in pairs)


def _a_firm_place_or_day(t: str, start: int, end: int) -> bool:
    """A placeholder, a firm, a charity's worker, a town, an organisation, a people or a holiday (see the patterns)."""
    span = t[start:end]
    if _PLACEHOLDER.fullmatch(span) and t[start - 1 : start] in _QUOTES and t[end : end + 1] in _QUOTES:
        return True  # "'Jane Doe' in the system": a register's placeholder for someone not yet known
    if "&" in t[max(0, start - 24) : end + 3] and not _initialled(t, start, end) and (_FIRM_AFTER.match(t, end) or (
            (before := _FIRM_BEFORE.search(t, max(0, start - 24), start)) and before.group(1) not in N.TITLES)):
        return True  # "Johnson & Johnson", "Fisher & Paykel Optiflow": a firm
    if _SAID_TO_BE_A_PLACE.match(t, end):
        return True  # "Charla Lodge is a nursing home facility": what the sentence says it is is a place
    if _AND_COMPANY.match(t, end):
        return True  # "Eli Lilly and Company", "Smith & Co.": a firm's name
    if _SERVICE_ROLE_AFTER.match(t, end) and _ARTICLE_BEFORE.search(t, max(0, start - 8), start):
        return True  # "a Marie Curie nurse": a charity's nurse
    if a_town_named(t, start, end):
        return True  # "the inquest in Lincoln", "from Whanganui, Taupō and Gisborne": towns
    if span.lower() in _ORGANISATION or (" " in span.strip() and span.split()[-1].lower() in _ORGANISATION):
        return True  # "The … Commission said", "Kenya Revenue Authority", "the Trinidad Express Newspaper"
    if len(words := span.split()) == 2 and words[-1].lower() in N.PLACE_NAMES:
        return True  # "Han Chinese ancestry": a people, not a surname and a given name
    near = t[max(0, start - 24) : end + 12]
    return any(day in near for day in _DAYS) and any(
        h.start() <= start and end <= h.end() for h in _HOLIDAY.finditer(t, max(0, start - 24), end + 12))


_SAID_TO_BE_A_PLACE = re.compile(r"[ \t]+(?:is|was)[ \t]+an?[ \t]+(?:[a-z-]+[ \t]+){0,2}(?:nursing[ \t]+home"
                                 r"|care[ \t]+home|facility|hospital|hospice|hostel|clinic|practice|company|firm"
                                 r"|charity|village|suburb|town|retirement[ \t]+village|residential[ \t]+home)\b"
                                 # (not "was a nursing home resident": a person of the place)
                                 r"(?![ \t-]+(?:resident|patient|worker|nurse|manager|owner|employee|staff|director"
                                 r"|administrator|client|user|volunteer|doctor|aide|assistant|member|physician)s?\b)")
# A household product or a group after its name, never after a possessive ("Milton sterilising fluid", "Terry towel",
# "Carol singers"; but "Isabella Rossi's fluid balance chart" is hers).
_PRODUCT_AFTER = re.compile(r"[ \t]+(?:(?:sterilising|sterilizing|cleaning)[ \t]+)?(?:fluids?|sprays?|wipes|towels?"
                            r"|creams?|gels?|soaps?|boots|shoes|singers|choir|bottles?|teats?|biscuits?|cleaners?"
                            r"|shampoos?|powders?|lotions?)\b")
_DOSE_AFTER = re.compile(r"[ \t]+\d+(?:\.\d+)?[ \t]*(?:mg|mcg|µg|micrograms?|milligrams?|g|ml|mL|units?|iu|IU|%)"
                         r"(?![A-Za-z])")
# A title before a household brand's name and its goods: "Mr Muscle spray", "Dr. Brown's bottles" (no one).
_TITLE_AT = re.compile(r"(?:Mr|Mrs|Ms|Miss|Dr|Doctor)\.?[ \t]")
# The last of a list of places, then what they all are: "Lancaster and Wayne counties", "the Hamilton and Nelson sites".
_PLURAL_PLACE_AFTER = re.compile(r"[ \t]+(?:counties|sites|districts|boroughs|campuses|hospitals|wards|practices|towns"
                                 r"|cities|villages|suburbs|regions|branches|clinics|surgeries|hospices)\b")
# A Chinese eponym with its Latin original in brackets: 伯奇氏淋巴瘤（Burkitt）, 威爾森氏症（Wilson）: the bracket
# glosses a disease, a sign or a test named after someone (氏 marks it, or a disease's or a test's word ends it).
_ZH_EPONYM_BEFORE = re.compile(r"(?:氏[\u4e00-\u9fff]{0,5}|瘤|症|病|癌|炎|症候群|綜合症|綜合徵|試驗|測試"
                               r"|反射|徵象|手術|術式|定律|量表|分類|指數)[ \t]*$")
_ZH_EPONYM_SPAN = re.compile(r"氏(?:病|症|徵|綜合症|綜合徵|症候群|反射|試驗|定律|量表)")
_MONTH_STATS = re.compile(r"(?:January|February|March|April|May|June|July|August|September|October|November|December)"
                          r"['’]s[ \t]+(?:[a-z]+[ \t]+)?(?:figures|data|numbers|audit|rota|report|results|incidents"
                          r"|meeting|board|admissions|compliance|performance|activity|census|dashboard|returns|list)\b")
# A bay, a pod or a team named with the phonetic alphabet: "Bay Charlie closed", "moved to Pod Juliet".
_PHONETIC_BEFORE = re.compile(r"(?<![A-Za-z])(?i:bay|pod|zone|wing|ward|side[ \t]+room|cubicle|team|area)[ \t]+$")
_PHONETIC = frozenset({"alfa", "alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india",
                       "juliet", "juliett", "kilo", "lima", "mike", "november", "oscar", "papa", "quebec", "romeo",
                       "sierra", "tango", "uniform", "victor", "whiskey", "whisky", "xray", "x-ray", "yankee", "zulu"})
# A knight's, a dame's or a royal's full name where a patient is sent or seen: a hospital named after them.
_TITLED_NAME = re.compile(r"(?:Sir|Dame|Lady|Lord|Princess|Prince|Queen|King|Royal)[ \t]+[A-Z][a-z]+"
                          r"(?:[ \t]+[A-Z][a-z]+)+")
_TO_A_PLACE = re.compile(r"(?<![A-Za-z])(?:transferred|moved|taken|sent|referred|admitted|retrieved|flown|driven|seen"
                         r"|treated|accepted)?[ \t]*(?:to|at|from|into)[ \t]+(?:the[ \t]+)?$")
_SENT_TO = re.compile(r"(?<![A-Za-z])(?:transferred|moved|taken|sent|referred|admitted|retrieved|flown|driven)[ \t]+"
                      r"(?:back[ \t]+)?to[ \t]+$", re.I)
_NEXT_CAPITALISED = re.compile(r"[ \t]+([A-Z][a-z]+)(?=['’]s?[ \t]|[ \t])")
_NEXT_NAME_OR_ACRONYM = re.compile(r"[ \t]+([A-Z][a-z]+|[A-Z]{2,5})(?=['’]s?[ \t]|[ \t]|$)")  # ("Macmillan CNS")
_AN_ANIMAL_BEFORE = re.compile(r"(?<![A-Za-z])(?i:dog|dogs|cat|puppy|kitten|pony|horse|parrot|budgie|rabbit|guinea"
                               r"[ \t]+pig"
                               # (and a doll or a robot given a name: "drills with a doll named Abby")
                               r"|doll|manikin|mannequin|dummy|robot|puppet)[ \t]+(?:(?:called|named)[ \t]+)?$")
_AGE_AND_SEX_AFTER = re.compile(r",?[ \t]*\(?(?:1[01]\d|\d{1,2})[ \t]?[MF](?![A-Za-z])"
                                r"|,[ \t]*(?:1[01]\d|\d{1,2}),")  # (or an age set off by commas: "James Holland, 79,")


# (the verb after the name, past "was", "had been" and an adverb: "Tommy John was admitted")
_PREDICATE_AFTER = re.compile(r"(?:['’]s)?[ \t]+(?:(?:was|is|were|had|has|have|been|will|be|[a-z]+ly)[ \t]+){0,3}"
                              r"([A-Za-z]+)")

def _a_named_body(t: str, start: int, end: int) -> bool:
    """Two words of the span, or one and the capitalised word beside it, are a listed body's name, and what follows
    does not make it a person ("Tommy John was admitted" is someone; "Tommy John surgery" is not)."""
    words = [N.without_possessive(w).lower() for w in re.split(r"[ \t-]+", t[start:end]) if w]  # ("Clinic-style")
    before = _WORD_BEFORE.search(t, max(0, start - 24), start)
    after = _NEXT_NAME_OR_ACRONYM.match(t, end)
    said = _PREDICATE_AFTER.match(t, after.end() if after else end)
    run = ([before.group(1).lower()] if before else []) + words + ([after.group(1).lower()] if after else [])
    bodies = [a for a, b in pairwise(run) if f"{a}_{b}" in N.NAMED_BODIES]
    # ("Marie Curie died" is someone; "The Sara Stedy was out of service", "Resusci Anne left in the corridor" no one)
    return bool(bodies) and not (said and said.group(1).lower() in N.PERSON_VERBS and bodies[0] in N.GIVEN_NAMES)


def a_public_reference(t: str, start: int, end: int) -> bool:
    """Whether the name at ``t[start:end]`` is cited, names a test or a place, not a person here."""
    possessive = t.endswith(("'s", "’s"), start, end) or t.startswith(("'s", "’s"), end)  # (a firm: Dr. Reddy's)
    maker = possessive and ((_MAKER_IN_BRACKETS.search(t, max(0, start - 24), start) and _BRACKET_CLOSES.match(t, end))
                            or _MADE_BY.search(t, max(0, start - 24), start) or _GOODS_AFTER.match(t, end))
    if t.startswith(("Dr", "Doctor"), start) and (_SERVICE_AFTER.match(t, end) or maker):
        return True  # "Dr Foster benchmarking", "Dr. Reddy's Laboratories", "Omeprazole 20 mg (Dr. Reddy's)": a firm
    if (t.startswith(("'s", "’s"), end) or t.endswith(("'s", "’s"), start, end)) and _NAMED_INSTITUTION.match(t, end):
        return True  # "Dr Gray's Hospital": a place named after a doctor, title and all
    if possessive and _SENT_TO.search(t, max(0, start - 24), start) and _AS_A_PLACE.match(t, end + 2 * (
            not t.endswith(("'s", "’s"), start, end))):
        return True  # "referred to Maggie's for support", "taken to St Mary's": a possessive, nothing after: a place
    last = N.without_possessive(t[start:end].split()[-1]).lower()
    if (last in N.EPONYMS or (last.endswith("s") and last[:-1] in N.EPONYMS)) and (
            EPONYM_NOUN_AFTER.match(t, end) or _SCORES_AFTER.match(t, end)):
        return True  # "Pt Parkinson's disease", "Baby Apgar 3, 7, 9", "Apgars 7 and 9": an eponym's disease or score
    titled = _TITLED_NAME.search(t, max(0, start - 12), end + 40)
    if titled and titled.start() <= start and end <= titled.end() and _TO_A_PLACE.search(t, max(0, titled.start() - 16),
                                                                                          titled.start()) \
            and _AS_A_PLACE.match(t, titled.end()):
        return True  # "transferred to Sir Charles Gairdner for neurosurgery": a hospital named after a knight
    name = t[start:end]
    if " " in name and any(i != start for i in followed_by(t, name, EPONYM_NOUN_AFTER)):
        return True  # "… Charles Bonnet syndrome … Charles Bonnet hallucinations": the text named it an eponym once
    word = N.without_possessive(name.split()[-1]).lower()
    if _TITLE_AT.match(t, start) and _PRODUCT_AFTER.match(t, end) and listed_word(word) \
            and word not in N.SURNAMES and word not in N.GIVEN_NAMES:
        return True  # "Mr Muscle spray": an everyday word after a title, then goods: a brand (not "Mrs Patel's creams")
    if _ZH_EPONYM_SPAN.search(t, start, min(len(t), end + 4)):
        return True  # 菊池氏病, 木村氏病: a disease named after its describer (氏 and the disease's word)
    if _MONTH_STATS.match(t, start):
        return True  # "April's falls figures": a month's numbers, not a person called April
    bracket = next((i for i in range(max(0, start - 1), end) if t[i] in "(（"), -1)
    if bracket > 0 and _ZH_EPONYM_BEFORE.search(t, max(0, bracket - 9), bracket):
        return True  # 伯奇氏淋巴瘤（Burkitt）: the Latin name of an eponym, glossed
    if _PLURAL_PLACE_AFTER.match(t, end):
        return True  # "Lancaster and Wayne counties": places of one kind, named in a list
    if name.lower() in _PHONETIC and _PHONETIC_BEFORE.search(t, max(0, start - 12), start):
        return True  # "Bay Charlie", "Pod Juliet": a place named with the phonetic alphabet
    person_before = _PERSON_BEFORE.search(t, max(0, start - 20), start) is not None
    after = _NEXT_CAPITALISED.match(t, end)
    if after and EPONYM_NOUN_AFTER.match(t, after.end()) and N.without_possessive(after.group(1)).lower() \
            not in N.SURNAMES and not person_before:
        return True  # "Lou Gehrig's disease", "Charles Bonnet syndrome": the first name of an eponym, not a patient
    if person_before or _PERSON_BEFORE_START.match(t, start) \
            or _AGE_AND_SEX_AFTER.match(t, end) or a_vietnamese_name(t[start:end]):
        return False  # (an age and a sex, or an age in commas, after it, "Eun-ji Park, 67F", or a Vietnamese name: a
        # person, whatever place)
    if "\u4e00" <= t[start : start + 1] <= "\u9fff":
        return _zh_reference(t, start, end)
    if " " in t[start:end].strip() and _THE_BEFORE.search(t, max(0, start - 5), start) and _AS_A_PLACE.match(t, end):
        return True  # "transferred to the John Radcliffe for ...": a full name after "the" standing as a place
    if " " in t[start:end].strip() and _A_THING_BEFORE.search(t, max(0, start - 4), start):
        return True  # "a Sara Stedy", "her Renault Kadjar": a full name after "a" or "her" is a thing's
    if _a_firm_place_or_day(t, start, end) or _a_named_body(t, start, end):
        return True  # (and "Marie Curie night sitter", "Eli Lilly pen needles": a charity's or a firm's name)
    if _AN_ANIMAL_BEFORE.search(t, max(0, start - 24), start):
        return True  # "Pets as Therapy dog Winston visited bay C": an animal's name
    if N.NAMESAKE_BEFORE.search(t, max(0, start - 10), start) or _STORM.match(t, start):
        return True  # "St John Ambulance", "the King George side": a saint's or a king's name, a place's now
    words = t[start:end].split()
    initial = any(len(w.rstrip(".")) == 1 and w[0].isupper() for w in words[1:-1])  # "Nicholas H Lane": a person
    if not initial and any(w.lower().removesuffix("s") in N.PLACE_WORDS for w in words[1:]):
        return True  # "Bradford Teaching Hospitals": a place word inside the run
    if _in_a_world_place(t, start, end):
        return True  # "Children's Hospital Los Angeles": "Angeles" is half of a city's name
    author_end = end - 1 if t[end - 1 : end] == "." else end  # ("Hobbs A." with its full stop)
    if _VANCOUVER_AUTHOR.fullmatch(t[start:author_end]) and _VANCOUVER_AFTER.match(t, author_end) \
            and _YEAR.search(t, end, end + 160):
        return True  # "Vincent C, Amalberti R. Safer Healthcare. Springer; 2016.": a reference list's author
    if words[-1].lower() in _RECORD_SYSTEMS or (len(words) > 1 and words[-1] in _MODEL_WORDS):
        return True  # "the Lorenzo PAS was down", "the Sara Plus": a record system or a model named like a person
    owner = possessive and words[0].lower() in N.GIVEN_NAMES  # ("Seonaid MacLennan's walking frame": hers)
    if (_DEVICE_AFTER.match(t, end) and not owner) or (not possessive and _PRODUCT_AFTER.match(t, end)):
        return True  # "Welch Allyn thermometer readings", "Milton sterilising fluid": a maker, not a person
    if _DOSE_AFTER.match(t, end) and words[0].lower() not in N.GIVEN_NAMES:
        return True  # "Epilim Chrono 500 mg": a medicine and its strength (not "gave John Smith 10 mg")
    if _NAMES_AS_WORDS.match(t, end):
        return True  # "Kim, Lee and Park are the three most common Korean surnames": names talked about as names
    cited = _CITED_AFTER.match(t, end)
    if cited and _BARE_YEAR.fullmatch(cited.group()) and " " not in t[start:end].strip() \
            and t[start:end].strip().lower() in N.GIVEN_NAMES:
        cited = None  # "Margaret (1932) fell": a given name alone and a year is a person and a birth year, not a work
    if cited and cited.group().lstrip().startswith("&") and _initialled(t, start, end):
        cited = None  # "Dante G. Mummolo & William G. Talis for the plaintiff": counsel, not authors cited
    eponym = EPONYM_NOUN_AFTER.match(t, end)
    return bool(cited or (eponym and not owned_by_full_name(t, start, end, eponym))
                or _places(N.PLACE_WORDS).match(t, end) or _NAMED_AWARD_AFTER.match(t, end))


def owned_by_full_name(t: str, start: int, end: int, noun: re.Match[str]) -> bool:
    """A given name and a surname owning a thing of a patient's care ("Francesca Moretti's bag"), where the thing
    would otherwise make the name an eponym's: an eponym is a surname alone ("Ryle's tube", "Ambu bag")."""
    words = t[start:end].split()
    owns = t[end : end + 1] in "'’" or t.endswith(("'s", "’s", "s'", "s’"), start, end)
    return (len(words) == 2 and owns and words[0].lower() in N.GIVEN_NAMES
            and noun.group().split()[-1].lower().removesuffix("s") in _CARE_THINGS)


# The eponym nouns that are also things a patient has ("Pat's catheter"); a disease or a sign is an eponym's
# whoever it is named after ("Lou Gehrig's disease").
_CARE_THINGS = frozenset({"bag", "catheter", "tube", "line", "drain", "mask", "frame", "needle", "splint"})


def _initialled(t: str, start: int, end: int) -> bool:
    """The span is, or ends, a given name, a middle initial and a surname ("Dante G. Mummolo", or its "G. Mummolo")."""
    m = _INITIALLED.search(t[max(0, start - 24) : end])
    return m is not None and m.start() <= start - max(0, start - 24)
