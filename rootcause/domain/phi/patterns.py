"""Tables and compiled patterns for the PHI guard (``rootcause.domain.phi.detect``).

Kept apart from the matching logic so the word lists can grow without touching the rules. Every
pattern runs on NFKC-normalised text (full-width digits and punctuation are plain ASCII by then),
and every repeat is bounded or anchored at the start of its run, so a megabyte of input stays linear.
"""

from __future__ import annotations

import re


def _words(text: str) -> frozenset[str]:
    """A whitespace-separated word table (kept as text so it stays easy to read and extend)."""
    return frozenset(text.split())


def _prefixes(text: str) -> dict[str, tuple[str, ...]]:
    """Words grouped by first character, so a check is one dict lookup and a short ``startswith``."""
    table: dict[str, list[str]] = {}
    for word in sorted(set(text.split())):
        table.setdefault(word[0], []).append(word)
    return {first: tuple(words) for first, words in table.items()}


# Per-kind advice on how to rephrase, (English, 繁體中文).
HINTS: dict[str, tuple[str, str]] = {
    "national_id": ("Delete the ID number and refer to people by role, e.g. 'the patient'.",
                    "請刪除身分證字號，改用角色描述，例如「病人」。"),
    "resident_cert": ("Delete the ARC/UI number and refer to people by role, e.g. 'the patient'.",
                      "請刪除居留證號或統一證號，改用角色描述，例如「病人」。"),
    "nhi_card": ("Delete the NHI card number; the case does not need it to be analysed.",
                 "請刪除健保卡號；分析本案不需要這個號碼。"),
    "medical_record": ("Delete the chart number; keep the link to the medical record outside RootCause.",
                       "請刪除病歷號；個案與病歷的對應請保留在 RootCause 以外。"),
    "date_of_birth": ("Give an age band instead, e.g. 'a patient in their 70s' or 'an elderly patient'.",
                      "請改寫年齡層，例如「70 多歲病人」或「老年病人」，不要寫出生日期。"),
    "phone": ("Delete the phone number; name the unit or role (extensions like 'ext. 1234' are fine).",
              "請刪除電話號碼，改寫單位或角色（院內分機如「分機1234」可以保留）。"),
    "email": ("Delete the e-mail address; name the role or team instead, e.g. 'the pharmacy team'.",
              "請刪除電子郵件地址，改寫角色或團隊，例如「藥劑部」。"),
    "address": ("Delete the street address; write 'at home' or the region only, e.g. 'a home in Taipei'.",
                "請刪除地址，改寫「住家」或只寫縣市，例如「台北市住家」。"),
    "person_name": ("Use a role, not a name: 'the patient', 'the charge nurse', 'the attending physician'.",
                    "請改用角色描述，例如『病人』、『值班護理師』，不要寫姓名或識別碼。"),
    "age_over_89": ("Write 'aged 90 or over' instead of the exact age.",
                    "請改寫為「90 歲以上」，不要寫確切年齡。"),
}

# Cheap first pass: without one of these, no rule below can match.
PREFILTER = re.compile(
    r"[0-9@]|[A-Z][a-z]|[Nn]inety|歲|病人|患者|病患|個案|家屬|姓名|名叫|叫做|名為"
    r"|先生|小姐|太太|女士|醫師|醫生|護理|護士|藥師|阿姨|伯伯|阿伯|阿公|阿嬤|奶奶|爺爺|老師|主任|教授|同學"
    r"|住民|案主|病童|產婦|傷者|名字|母親|父親|兒子|女兒|丈夫|妻子|媽媽|爸爸|孫|媳婦"
    r"|(?i:\b(?:patient|pt|mrs?|ms|miss|dr|nurse|doctor|named|called)\b)"  # English role before a Chinese name
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
ID_SPACED = re.compile(r"([A-Za-z])[\s\-._·/]{0,3}([12ABCDabcd89])((?:[\s\-._·/]{0,3}\d){8})(?![0-9])")
ID_CONTEXT = re.compile(
    r"身[分份]證|統一證號|居留證|居留|證號|(?<![A-Za-z])(?:national\s*id|id\b|id\s*(?:no|num|number|card|#|:)"
    r"|identity\s*(?:card|no|number)|arc|ui\s*(?:no|number)|resident\s*(?:cert|permit|certificate))",
    re.I,
)

# ---------------------------------------------------------------------------------------------
# Labelled numbers are found in two steps: a label on the lower-cased text (literal first, so the
# engine skips ahead fast), then the value matched right after it, past a short separator. A label
# inside a longer English word ("hotel", "mRNA") is refused in code.
_SEP = r"(?:[\s:#=()\[\],.-]|no\.?|num(?:ber)?\.?|is|was|為|是|碼){0,6}"
# Chart numbers: an identifier with at least four digits after a chart label.
MRN_LABEL = re.compile(
    r"mrn\b|mr\s*(?:#|number|num|no\b)|medical\s*record(?:\s*(?:number|num|no\b|#))?"
    r"|(?:chart|hospital|hosp\.?|patient|pt\.?|record)\s*(?:number|num|no\b|#|id\b)"
    r"|病歷(?:號碼|編號|號|碼)?|病例號碼?|住院號碼?|門診號碼?|就診號碼?|病(?:人|患)(?:編號|代號|id)"
)
MRN_VALUE = re.compile(_SEP + r"(?P<id>(?<![A-Za-z0-9])[A-Za-z]{0,3}-?\d(?:[\d-]{0,16}\d)?)(?![0-9])", re.I)
MRN_BARE = {"病歷", "medical record", "medicalrecord"}  # weak labels need five digits or more

# ---------------------------------------------------------------------------------------------
# NHI card numbers.
NHI_LABEL = re.compile(
    r"健保(?:ic)?卡(?:卡號|號碼|號)?|健保(?:號碼|卡號|id)|(?:nhi|national\s*health\s*insurance)(?:\s*ic)?"
    r"(?:\s*card)?(?:\s*(?:number|num|no\b|#|id\b))?|(?:health\s*)?insurance\s*(?:card|number|num|no\b|id\b)"
    r"(?:\s*(?:number|num|no\b|#))?"
)
NHI_VALUE = re.compile(_SEP + r"(?P<id>(?<![0-9])\d{4}[\s-]?\d{4}[\s-]?\d{2,4}|\d{10,12})(?![0-9])", re.I)
NHI_SHAPE = re.compile(r"(\d{4})([\s-]?)(\d{4})\2(\d{4})(?![0-9]|[\s.,/:-]\d)")  # left edge checked in code
NHI_LEFT_EDGE = frozenset("0123456789+./:-ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
NOT_NHI_CONTEXT = re.compile(
    r"lot|batch|serial|s/n|barcode|bar\s*code|model|order|invoice|tracking|case|report"
    r"|批號|序號|條碼|型號|單號|帳號|訂單|編號|通報",
    re.I,
)

# ---------------------------------------------------------------------------------------------
# Phone numbers.
# (The left edge, "not right after a digit, a letter, + or -", is checked in code.)
PHONES = [
    # Taiwanese mobiles: 09xx-xxx-xxx, +886 9xx xxx xxx, 886-9...
    re.compile(r"(?:(?:\+|00)?\(?886\)?[\s-]?0?|0)9\d{2}[\s-]?\d{3}[\s-]?\d{3}(?![0-9])"),
    # Landlines with a parenthesised or dashed area code: (02)2345-6789, 02-2345-6789, 07-1234567.
    re.compile(r"\(0[2-8]\d{0,2}\)\s?\d{3,4}[\s-]?\d{3,4}(?![0-9])"),
    re.compile(r"0[2-8]\d{0,2}[-\s]\d{3,4}[-\s]\d{4}(?![0-9-])"),
    re.compile(r"0[2-8]\d{0,2}-\d{6,8}(?![0-9-])"),
    # +886 landlines and any other +country number (digit count checked in code).
    re.compile(r"\+[1-9]\d{0,2}+\)?(?:[\s.-]?\(?\d++\)?){1,5}+(?![0-9])"),
    # North-American shape: (415) 555-0132, 415-555-0132.
    re.compile(r"(?:\(\d{3}\)\s?|\d{3}[.-])\d{3}[.-]\d{4}(?![0-9-])"),
]
PHONE_LABEL = re.compile(
    r"電話|手機|市話|行動電話|聯絡電話|連絡電話|telephone|tel|phone|mobile|cell"
    r"|call(?:ed)?(?:\s+(?:him|her|them|the\s+family))?\s+(?:at|on)"
)
PHONE_VALUE = re.compile(r"[\s:#.]{0,4}(?:no\.?\s*)?(?P<id>\+?\d[\d\s()-]{5,16}\d)(?![0-9])", re.I)

# ---------------------------------------------------------------------------------------------
# E-mail: the local part starts at the beginning of its run so the scan stays linear.
EMAIL = re.compile(r"(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+")

# ---------------------------------------------------------------------------------------------
# Dates of birth: a birth label, a few filler words, then a date.
_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
)
DATE = (
    r"(?:(?:民國|民)?\s*\d{2,4}\s*年\s*\d{1,2}\s*月(?:\s*\d{1,2}\s*[日號])?"
    r"|\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,3}[-/.]\d{1,2}[-/.]\d{2,4}"
    r"|\d{1,2}(?:st|nd|rd|th)?(?:\s+of)?[\s-]+" + _MONTH + r"[\s,-]+\d{2,4}"
    r"|" + _MONTH + r"\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|" + _MONTH + r",?\s+\d{4}"
    r"|(?:民國|民)\s*\d{2,3}\s*年|\d{4}\s*年|(?:19|20)\d{6}|\d{6,7}|(?:18|19|20)\d{2}"  # 0390305: ROC
    # Month and day without a year are still a birth date element.
    r"|\d{1,2}\s*月\s*\d{1,2}\s*[日號]|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?" + _MONTH
    + r"|" + _MONTH + r"\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}/\d{1,2})(?![0-9])"
)
DOB_LABEL = re.compile(
    r"d\.?o\.?b\b\.?|date\s*of\s*birth|birth\s*date|birthdate|born(?:\s+(?:on|in))?|birthday"
    r"|出生(?:日期|年月日|於|日)?|生日|生於"
)
NOT_BIRTH_BEFORE_SHENG = frozenset("發產衛先學醫再新寄派衍")  # 發生於 / 醫生於 are not births
DOB_VALUE = re.compile(r"(?:[\s:=,()\-]|is|was|on|in|the|為|是|在|於|約){0,8}(?P<id>" + DATE + ")", re.I)
DOB_SUFFIX = re.compile(
    r"(?P<id>(?:民國|民)?\s*\d{2,4}\s*年(?:\s*\d{1,2}\s*月(?:\s*\d{1,2}\s*[日號])?)?"
    r"|\d{4}[-/.]\d{1,2}[-/.]\d{1,2})\s*(?:出生|生(?=[\s,.;)的之，。、；）]|$))"
    r"|(?P<cohort>(?:民國)?\d{2,3}\s*年次)"
)

# ---------------------------------------------------------------------------------------------
# Ages over 89. "90 歲以上" / "aged 90 or over" are the advice, so a band after the number is fine.
_AGE = r"(9\d|1[0-4]\d)"  # the left edge (no digit, letter or numeral before) is checked in code
AGE_LEFT_EDGE = frozenset("0123456789.一二三四五六七八九十百零")
_BAND = r"(?!\s*(?:years?\s*)?(?:\+|[或及]?以上|or\s+(?:over|older|above|more)|and\s+(?:over|older|above)))"
AGE_BAND_BEFORE = re.compile(r"(?:over|above|than|>|≥|大於|超過|逾)\s*$", re.I)  # "over 90 years old"
AGES = [
    re.compile(_AGE + r"[\s-]*(?:years?|yrs?)[\s-]*old\b" + _BAND, re.I),
    re.compile(_AGE + r"\s*(?:y/o|y\.o\.?|yo|yr\.?\s*old)(?![A-Za-z])" + _BAND, re.I),
    re.compile(_AGE + r"\s+years?\s+of\s+age\b", re.I),
    re.compile(r"age[ds]?(?:\s*(?:of|:|=|is|was))?\s*" + _AGE + r"(?![0-9.])" + _BAND, re.I),
    re.compile(_AGE + r"\s*(?:足)?歲(?!\s*(?:[或及]?以上|\+))"),
    re.compile(r"(?:年齡|年紀|歲數|享壽|高齡)\s*[:為是約]?\s*" + _AGE + r"(?![0-9.])(?!\s*歲?\s*以上)"),
    re.compile(
        r"(九十[一二三四五六七八九]?|一百(?:零[一二三四五六七八九]"
        r"|[一二三四]?十[一二三四五六七八九]?|[一二三四五六七八九])?)\s*歲(?!\s*[或及]?以上)"
    ),
    re.compile(
        r"ninety(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine))?[\s-]*years?[\s-]*old\b",
        re.I,
    ),
    # A sex and an age as notes write them: "M/93", "F / 95", "93/F", "(93 M)", "（93歲女）".
    re.compile(r"(?<![A-Za-z])(?:M|F)\s*/\s*" + _AGE + r"(?![0-9])"),
    re.compile(_AGE + r"\s*/\s*(?:M|F)(?![A-Za-z])"),
    re.compile(r"[(（]\s*" + _AGE + r"\s*(?:y/?o|歲)?\s*[,/]?\s*(?:M|F|男|女)\s*[)）]"),
    # An age in brackets or between commas right after a person: "woman (93)", "patient, 93,", "女性（93）".
    re.compile(r"(?:wom[ae]n|m[ae]n|female|male|lady|gentleman|patient|pt|resident|client|husband|wife|mother"
               r"|father|grandmother|grandfather|男性?|女性?|病人|病患|患者|個案|住民|長者|婦人|阿嬤|阿公|奶奶|爺爺)"
               r"\s*(?:[(（]\s*" + _AGE + r"\s*(?:y/?o|歲)?\s*[)）]|[,，]\s*" + _AGE + r"\s*(?:[,，;；]|歲))", re.I),
]

# ---------------------------------------------------------------------------------------------
# Street addresses.
ADDRESS_WORDS = frozenset("市縣區鄉鎮路街段巷弄號樓之")  # kept in a masked preview
_CJK_ADDR = r"(?:(?![在住於到往從的是為和與及至去回人址居家送經由位])[\u4e00-\u9fff])"
ZH_ADDRESS = re.compile(
    r"(?:" + _CJK_ADDR + r"{1,3}[市縣])?(?:" + _CJK_ADDR + r"{1,3}[區鄉鎮市])?"
    r"(?P<road>" + _CJK_ADDR + r"{1,5}(?:路|街|大道))(?:[一二三四五六七八九十\d]{1,3}段)?"
    r"(?:\d{1,4}巷)?(?:\d{1,4}弄)?\d{1,5}(?:-\d{1,4}|之\d{1,4})?[號号]"
    r"(?:\d{1,3}樓|\s?\d{1,3}F)?(?:之\d{1,3})?"
)
NOT_ROADS = ("管路", "線路", "迴路", "回路", "通路", "電路", "氣路", "水路", "網路", "道路", "一路", "紋路")
_SUFFIX = (
    r"(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Way|Place|Pl|Terrace"
    r"|Highway|Hwy|Parkway|Pkwy|Square|Sq|Alley|Aly)"
)
EN_ADDRESS = re.compile(
    r"(?<![\w.,-])\d{1,5}[A-Za-z]?\s+(?:[A-Z][a-z]*\.?\s+){1,3}" + _SUFFIX + r"\b\.?(?!\s+[A-Z][a-z])"
    r"(?:\s+(?:NW|NE|SW|SE|N|S|E|W)\b)?"
)
TW_EN_ADDRESS = re.compile(
    r"\bNo\.\s*\d{1,5}(?:-\d{1,4})?,\s*(?:(?:Ln|Lane|Aly|Alley)\.?\s*\d{1,4},\s*){0,2}"
    r"(?:[A-Z][a-z]*\.?\s+){1,4}(?:Rd|Road|St|Street|Blvd|Boulevard|Ave|Avenue)\b\.?"
)

# ---------------------------------------------------------------------------------------------
# English names.
TITLES = frozenset({"Mr", "Mrs", "Ms", "Mx", "Miss", "Dr", "Prof", "Mdm", "Madam"})
NAME_WORD = r"(?:[A-Z]['’])?[A-Z][a-z]+(?:['’][A-Za-z]+)?(?:-[A-Za-z][a-z]+)?"
TITLE_NAME = re.compile(r"\b(?:Mr|Mrs|Ms|Mx|Miss|Dr|Prof|Mdm|Madam)\b\.?[ \t]*(" + NAME_WORD + ")")
ROLE_NAME = re.compile(
    r"(?<![A-Za-z])(?i:nurse|doctor|physician|pharmacist|surgeon|midwife|therapist|technician|RN|NP)"
    r"[ \t]+(" + NAME_WORD + r")(?:[ \t]+(" + NAME_WORD + "))?"
)
PATIENT_NAME = re.compile(
    r"(?<![A-Za-z])(?i:patient|pt\.?|client|resident)[ \t]*[:,]?[ \t]+(" + NAME_WORD + r")(?:[ \t]+("
    + NAME_WORD + "))?"
)
NAMED = re.compile(
    r"(?<![A-Za-z])(?:named|[Nn]ame\s*(?:is|was|:))[ \t]*(" + NAME_WORD + r")(?:[ \t]+(" + NAME_WORD + "))?"
)
NAME_PAIR = re.compile(r"(?<![A-Za-z])(?=([A-Z][a-z]+)[ \t]+(" + NAME_WORD + "))")

GIVEN_NAMES = _words("""
    james john robert michael william david richard joseph thomas charles christopher daniel matthew
    anthony donald steven paul andrew joshua kenneth kevin brian george timothy ronald edward jason
    jeffrey ryan jacob gary nicholas eric jonathan stephen larry justin brandon benjamin samuel gregory
    alexander patrick raymond dennis jerry tyler aaron jose adam nathan henry douglas zachary peter
    kyle ethan walter jeremy keith roger gerald harold sean carl arthur lawrence dylan jesse bryan
    bruce gabriel albert alan juan wayne randy vincent ralph eugene russell philip louis tony allen
    andy alex leo sam ben mike dave steve chris matt nick dan tom tim jim bob ken jimmy johnny danny
    mary patricia jennifer linda elizabeth barbara susan jessica sarah karen lisa nancy betty margaret
    sandra ashley kimberly emily donna michelle carol amanda dorothy melissa deborah stephanie rebecca
    sharon laura cynthia kathleen amy angela shirley anna brenda pamela emma nicole helen samantha
    katherine christine debra rachel carolyn janet catherine maria heather diane ruth julie olivia
    joyce virginia victoria kelly lauren christina joan evelyn judith megan andrea cheryl hannah
    jacqueline martha gloria teresa ann sara madison frances kathryn janice jean abigail alice judy
    sophia denise doris marilyn danielle beverly isabella theresa diana natalie brittany charlotte
    marie kayla alexis lori jane lily lucy chloe mia ava amelia ella vivian tina peggy cindy wendy
    jenny annie irene joanna vicky yvonne sophie zoe claire fiona jessie harry oliver george jacob charlie
    thomas oscar william james lucas liam mason logan isaac owen luke aiden julian hudson eli ezra
    levi hunter caleb evan ian jeffery marcus martin miguel carlos luis jorge pedro antonio francisco
    manuel rosa carmen ana lucia elena laura sofia isabel teresa beatriz yuki hiroshi kenji akira
    haruto sakura hana mei ming wei jun hui ling yan ying xin jia hao yu-ting yi-chen
""")
SURNAMES = _words("""
    smith johnson williams jones garcia miller davis rodriguez martinez hernandez lopez gonzalez wilson
    jenkins perry powell sullivan russell ortiz jensen myers ford hamilton graham sullivan wallace
    cole west jordan owens reynolds fisher ellis harrison gibson mcdonald cruz marshall gomez murray
    freeman wells webb simpson stevens tucker porter hunter hicks crawford henry boyd mason morales
    kennedy warren dixon ramos reyes burns gordon shaw holmes rice robertson palmer black daniels
    schmidt muller fischer weber meyer wagner becker schulz rossi russo ferrari esposito bianchi
    yamamoto watanabe ito nakamura kobayashi kato yoshida yamada sasaki choi jung kang cho yoon
    anderson thomas taylor moore jackson martin lee perez thompson harris sanchez clark ramirez lewis
    robinson allen torres nguyen flores adams nelson rivera campbell mitchell carter roberts doe roe
    kim patel singh khan tanaka suzuki sato murphy kelly cooper howard richardson watson brooks chen
    lin huang chang zhang li wang wu liu tsai cai yang hsu xu cheng zheng hsieh xie kuo guo hung hong
    tseng zeng chiu qiu liao lai chou zhou su yeh ye chuang zhuang lu chiang jiang hsiao xiao lo luo
    kao gao chien jian chu zhu chung zhong shih shi yu chan teng deng fang pan peng tu du tang sung
    song tien tian ting ding wei weng yen yan liang chao zhao hou fu tsao cao hsueh xue yao mao kang
    kuan guan tai dai fan wong cheung leung lam chow tsang yip tam jhang jheng syu jhou chiou hu ho ma
    ko
""")
# Words that read as names only in some sentences; never accepted on their own after "patient".
AMBIGUOUS_NAMES = _words("""
    green white young hill king hall baker walker wright scott brown long page park jordan ford black
    rice west cole wells burns porter marshall hunter mason crawford palmer fisher holmes gordon shaw
    cruz henry daniels murray graham ellis
""")
# Capitalised words that follow a title or role but are not a person's name.
NOT_NAMES = _words("""
    on call oncall on-call the a an at of in to for and or but was is were did had has not no then when
    also said says who which what with without by from per via his her their he she they it we i you
    this that these those there here both all each any some one two three first second last new other
    same after before during while since because if so yet even only just still again later now today
    yesterday tonight immediately next unknown should would could may might must will can manager
    practitioner educator specialist supervisor coordinator anesthetist anaesthetist midwife station
    unit leader lead director champion aide assistant team staff shift note notes report handover
    handoff navigator informaticist consultant resident intern fellow registrar attending surgeon
    physician pharmacist technician therapist clerk charge night day evening morning afternoon senior
    junior head chief ward floor bed room patient patients family nurse nurses doctor doctors pharmacy
    safety quality risk office rounds round orders order review meeting committee group board council
    department service services care triage emergency admission discharge transfer documentation
    education training practice desk phone pager page paged notified informed told asked noticed found
    checked reviewed confirmed documented administered prescribed signed stopped started held changed
    recorded called gave arrived came ordered controlled analgesia identification identifier id
    wristband band name names record records chart experience relations advocate portal transport
    monitor monitoring flow information assessment fall falls centered centred identity safety-net
    monday tuesday wednesday thursday friday saturday sunday january february march april june july
    august september october november december heparin insulin morphine potassium saline alaris
    staffing ratio ratios rota roster skill skills competency competencies workload handbook protocol
    protocols policy policies coverage guideline guidelines checklist checklists bundle bundles pathway
    orientation residency internship preceptor preceptorship mentor mentoring shortage overtime break
    breaks lunch rest fatigue burnout sign-off signoff sign supervision oversight judgment judgement
    error errors mistake incident event events alarm alarms pump pumps cart station's
""")

# ---------------------------------------------------------------------------------------------
# Chinese names.
COMPOUND_SURNAMES = _words("""
    歐陽 司馬 諸葛 上官 東方 司徒 西門 公孫 慕容 夏侯 皇甫 令狐 宇文 長孫 尉遲 端木 鍾離 張簡 范姜
    張廖 欧阳
""")
# Common surnames, minus the few that are mostly ordinary words in clinical notes (安 全 明 時 單 向 ...).
SURNAMES_ZH = frozenset(
    "陳林黃張李王吳劉蔡楊許鄭謝郭洪曾邱廖賴周徐蘇葉莊呂江何蕭羅高簡朱鍾施游詹沈彭胡余盧潘顏梁趙柯翁魏"
    "方孫戴范宋鄧杜傅侯曹薛丁卓阮馬董温溫唐藍石蔣古紀姚連馮歐程湯田康姜白汪鄒尤巫鐘黎涂龔嚴韓袁金童陸"
    "夏柳凃邵錢伍倪于譚駱熊任甘秦顧毛章史官萬俞雷粘饒龍齊喬文郝孔崔賀龐閻段姬武殷季麥葛樊蒲褚祝宮耿"
    "戚邢裴陶勞符鄔翟聶衛談凌商佘覃冉滕鮑岳柴項祁莫牛池邰婁賈晏辛繆虞巴卜"
    "陈黄张刘杨许郑谢赵吴罗萧叶苏庄吕钟邓卢颜韩冯蒋孙钱顾龚严邹汤纪贺阎龙齐乔"
)
# Characters common in given names; anything else right after a surname ends the name.
NAME_CHARS = frozenset(
    "明華美玲文志偉俊婷淑芬雅怡宏家建國嘉欣佳慧君惠珍如琪娟秀英麗蓉萍鳳霞燕紅梅蘭菊春秋冬雪月雲靜晶"
    "瑩瑜瑋瑞琳琦璇珊珮佩貞真純潔淳涵瀅穎薇蓁萱菁芸芳芷蕙蓮荷茹妤妍姿娜婉媛嫻嬿倩伶儀宜宣宇柏松樺楷"
    "榮豪傑杰峰崇嶸翔鴻鵬龍虎威武勇強剛毅健康德仁義禮智信忠孝誠賢哲聖睿軒凱維達成昌盛興旺富貴祥福祿"
    "壽喜吉泰平順安寧靖益裕豐隆光輝耀煒炎焱燦煌熙暉晴晟昇昀旻昊晨曉星辰陽天宙海洋波濤浩淵源清澄湘"
    "河川山岳嶽林森樹木竹桂楠榕楓柳梓彬樂恩慈愛心思念意憲慶展鈞鋒銘錦鑫金銀玉珠寶財東南中正大小子元"
    "士民世永立仲伯叔季承宗祖振發進耕農嬌妹娥姬好妙姍婕嫣妃菲瑤瓊璋琇琬瑄琴詩書韻藝才俐傳佑祐宸彥"
    "廷庭政群彰邦郁雄勝賓勤儒仕依亦奕弈翊羽翰育卉苓茵葳蓓薰藍蔚霖雯霓震露青韋頌馨香駿騏麟鶴鳴齊筠"
    "琮璟珈瑛琍蕓蔓薏綺綾絹紋緯婕崴晉朗凡帆亮冠宏弘廣志峻偉瑾諭謙鈺錡鎮懷蕾蘋虹蝶"
    "明华美玲伟俊婷淑芬雅怡宏家建国嘉欣佳慧君惠珍丽凤霞兰静晶莹玮瑞琳琦珊贞洁涵颖薇萱芳娜婉媛伦仪"
    "台水扁翠莉莎妮鈴綸倫崙嶺穗茜菱葦蕎萃蒂蘊恬悅惟愉憶懿采綵彩媚嬋姝姮婧嫺媄嫚媗孟學宥容寬寰尹岑崑"
    "嵐巧希徹恆拓揚敏斌昆昕景曄朋朝桓棋楨榆樵樸權毓沛泓洲津浚淇淞添湧溢漢澤濬灝煜照燁爵玄玟珏珞珩"
    "琛瑀璁璘璞環甄皓盈瞻碩祈禎禹竣筑箴紘紹絃綱緻縈繼羚翎聰肇臻致舜航良芊芝芯芮茂荃菡葵蘅詠諺超迪"
    "逸遠邑郎銓錚鎧閔阡陞雋靈韜頤顥飛駒騰驊黛"
)
# Context words after which a Chinese name may follow directly (病人王小明, 護理師林美玲, 姓名：...).
ZH_NAME_CONTEXT = re.compile(
    r"(?:病人|患者|病患|個案|案主|住民|病童|產婦|傷者|家屬|姓名|名叫|叫做|名為|名字(?:是|叫|為)?|之子|之女|"
    r"護理師|護士|醫師|醫生|藥師|護理長|母親|父親|兒子|女兒|丈夫|妻子|媽媽|爸爸|孫子|孫女|媳婦|"
    # Mixed-language notes: an English role or title right before a Chinese name ("patient 王小明").
    r"(?i:\b(?:patient|pt\.?|mr\.?|mrs\.?|ms\.?|miss|dr\.?|nurse|doctor|named|called)))"
    r"[\s:：,，]{0,3}"
)
ZH_HONORIFIC = re.compile(
    r"先生|小姐|太太|女士|醫師|醫生|護理師|護士|護理長|藥師|阿姨|伯伯|阿伯|阿公|阿嬤|奶奶|爺爺|老師|主任|教授|同學"
)
ZH_ROLE_AFTER = re.compile(r"病人|患者|病患|個案")  # 王小明病人: a name written before the role
ZH_COUNTERS = frozenset("天日次個位年月週周點小分床樓號度歲人名種項條份顆支瓶劑")
# Words that begin with a surname character but are ordinary words (病人高燒, 病患安全, 病人陳述 ...).
ZH_NOT_NAMES = _prefixes("""
    高血壓 高血糖 高血脂 高燒 高熱 高齡 高危 高風險 高度 高處 高雄 高中 高大 高低 高興 高估 高濃度
    高警訊 高鉀 高鈉 高流量 高劑量 高警示 高壓 高達 高峰 高明 高昂 高溫 高山 高強度 高醫 方便 方式
    方向 方法 方才 方面 方案 方能 方可 方正 白班 白天 白血球 白色 白蛋白 白內障 石膏 石頭 金屬 金額
    金門 金錢 何時 何種 何處 何以 何況 何謂 何人 何者 何故 周邊 周圍 周末 周全 周遭 黃疸 黃色 黃昏
    黃金 林口 林間 陳述 陳舊 陳列 洪水 洪亮 連續 連同 連忙 連結 連接 連帶 連線 連日 連夜 施打 施行
    施予 施作 施測 施以 溫度 溫暖 溫水 溫和 溫柔 溫熱 溫順 常規 常常 常見 常態 常用 文件 文書 文字
    文靜 曾經 曾於 曾有 曾被 曾在 曾是 馬上 馬桶 馬祖 馬來 游走 游離 蘇醒 陸續 顏面 顏色 關節 關心
    關係 關於 關閉 關注 關山 戴上 戴著 成功 成人 成為 成大 孫子 孫女 凌晨 康復 夏天 夏季 萬一 萬華
    萬芳 羅東 羅列 簡單 簡易 簡短 簡報 錢包 任何 任意 尤其 顧慮 嚴重 嚴格 嚴密 齊全 黎明 童年 甘願
    莊重 卓越 毛巾 毛髮 紀錄 紀律 程度 程序 張開 張嘴 張口 張力 許多 許可 鄭重 謝謝 謝意 賴床 沈睡
    沈默 沈重 胡言 胡亂 胡說 杜絕 唐突 鐘頭 鐘點 湯匙 湯藥 葉酸 韓國 莫名 衛教 衛生 符合 談話 勞累
    辛苦 牛奶 段落 項目 祝福 商量 季節 于是 余額 江湖 華法林 周一 周二 周三 周四 周五 周六 周日
    葉克膜 陳明 馬虎 甘露 曾祖 曾孫 錢財 紀念 林立 江山 祝壽 萬元 龐大 嚴峻 施展 甘心 石子 高貴
    金子 簡潔 簡明 連環 何如 嚴明 古樸 連發 簡樸 連天 顧念 江心 談心 童心 齊心 池水 高遠 夏秋 高發
    文采 文才 勞心 溫婉 游水 高照 何意 談興 高妙 陶藝 連心 溫靜 鍾意 連進 藍光 胡子 殷紅 白雲 白銀
    白光 金光 杜仲 丁香 巴士 莫大 康寧 江水 高超 高雅 溫馨 文明 文雅 文學 高台
""")
# Two-character words ending in a surname character; "處方醫師" is the prescriber, not Dr. Fang.
ZH_NOT_NAME_ENDINGS = _words("""
    責任 主任 擔任 兼任 專任 前任 現任 新任 信任 接任 上任 到任 放任 四周 每周 本周 上周 下周 一周
    樹林 森林 雨林 竹林 園林 山林 士林 雲林 杏林 最高 提高 身高 升高 偏高 過高 較高 很高 增高 東方
    西方 南方 北方 對方 雙方 院方 醫方 警方 處方 地方 藥方 配方 官方 校方 我方 他方 甲方 乙方 一方
    後方 前方 上方 下方 左方 右方 大方 平方 立方 偏方 比方 空白 蛋白 表白 明白 黑白 坦白 蒼白 灰白
    結石 腎石 膽石 現金 基金 資金 押金 獎金 罰金 租金 長江 如何 為何 任何 有何 幾何 未曾 不曾 何曾
    相連 串連 牽連 關連 體溫 室溫 低溫 高溫 常溫 保溫 經常 異常 正常 日常 平常 非常 通常 照常 中文
    英文 公文 措施 設施 實施 相關 有關 無關 機關 上游 下游 完成 造成 形成 組成 達成 促成 構成 變成
    養成 療程 流程 過程 課程 行程 年紀 世紀 健康 千萬 百萬 一萬 照顧 回顧 兼顧 看顧 允許 些許 或許
    期許 少許 也許 感謝 代謝 多謝 依賴 信賴 仰賴 分鐘 時鐘 鬧鐘 光田 油田 病史 歷史 器官 長官 感官
    蓋章 規章 印章 文章 金錢 價錢 零錢 穿戴 配戴 佩戴 大陸 登陸 著陸 尊嚴 威嚴 莊嚴 麵包 紅包 錢包
    肺葉 包羅 村莊 新陳 其余 由于 關于 整齊 工程 階段 手段 主張 緊張 一段 兒童 女童 頑童 氣溫 水溫
    不許 容許 不顧 只顧 會談 交談 訪談 座談 協商 慶祝 歷任 出任 時任 後任 就任 連任 升任 重任 選任
    勝任 中方 軍方 各方 兩方 多方 敵方 日方 美方 遠方 見方 疲勞 勤勞 功勞 新高 抬高 接連 連連 一連
    法官 警官 軍官 考官 副官 大官 外商 廠商 客商 經商 智商 雪白 潔白 慘白 全程 排程 日程 議程 歷程
    里程 航程 車程 有錢 值錢 數萬 十萬 幾萬 多萬 億萬 小馬 出馬 下馬 無賴 相符 眉毛 羽毛 鼻孔 面孔
    臉孔 電池 行李 擁戴 不甘 從嚴 戒嚴 森嚴 茶葉 落葉 事項 款項 各項 這項 一項 多項 兩項 選項
""")

# ---------------------------------------------------------------------------------------------
# Gates: cheap searches (most on the lower-cased text) that must succeed before a costlier rule runs.
# Each starts with a literal so the regex engine can skip ahead; together they keep a clean
# 200-character note well under a tenth of a millisecond.
GATE_MRN = re.compile(
    r"mrn|mr\s*[#n]|record|chart|hosp|(?:patient|pt)\.?\s*(?:no|num|id|#)|病歷|病例|住院號|門診號|就診號"
    r"|病[人患](?:編號|代號|id)"
)
GATE_NHI = re.compile(r"健保|nhi|insurance")
GATE_DOB = re.compile(r"dob|d\.o\.b|birth|born|出生|生日|生於")
GATE_DOB_SUFFIX = re.compile(r"[\d年月日號]\s*(?:出生|生)|年次")
GATE_PHONE_CONTEXT = re.compile(r"電話|手機|市話|tel|phone|mobile|cell|call")
GATE_PHONE = re.compile(r"0(?:9\d|[2-8]\d{0,2}[-\s)]\d)|886|\(0|\+\d|\d{3}[.-]\d{3}|\(\d{3}\)")
GATE_ZH_ADDRESS = re.compile(r"\d[號号]")
GATE_EN_ADDRESS = re.compile(r"\d[A-Za-z]?\s+[A-Z]|No\.")
GATE_AGE = re.compile(r"9\d(?!\d)|1[0-4]\d(?!\d)|九十|一百|ninety")
GATE_TITLE = re.compile(r"Mr|Ms|Mx|Miss|Dr|Prof|Mdm|Madam")
GATE_ROLE = re.compile(r"nurse|doctor|physician|pharmacist|surgeon|midwife|therapist|technician|rn\b|np\b")
GATE_PATIENT = re.compile(r"patient|pt|client|resident")
