"""Word tables and patterns for personal names, in English and Traditional Chinese (``names.py`` reads them).

The word lists are data, not code: ``words/*.txt`` in this package, one file per table, each with a comment
saying what it holds. A hospital adds its own words (a local surname, a ward called after a person) in files of
the same names under ``<config>/phi/``, which start-up passes to :func:`extend`; nothing here needs to change.
The compiled patterns stay in code because they are rules, not lists.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache
from importlib import resources

_WORDS_DIR = resources.files(__package__ or "rootcause.domain.phi") / "words"
STRONG_MARK = "*"  # after a word in a context list: the word is strong enough on its own (see the file's comment)


def parse_words(text: str) -> list[str]:
    """The words of a table file: whitespace-separated, ``#`` starts a comment, lower-cased."""
    return [w.lower() for line in text.splitlines() for w in line.split("#", 1)[0].split()]


def _file(stem: str) -> list[str]:
    return parse_words((_WORDS_DIR / f"{stem}.txt").read_text(encoding="utf-8"))


def _words(stem: str) -> frozenset[str]:
    return frozenset(w.rstrip(STRONG_MARK) for w in _file(stem))


def _strong(stem: str) -> frozenset[str]:
    return frozenset(w.rstrip(STRONG_MARK) for w in _file(stem) if w.endswith(STRONG_MARK))


def _chars(stem: str) -> frozenset[str]:
    return frozenset("".join(_file(stem)))


def word_table(text: str) -> frozenset[str]:
    """A whitespace-separated word table."""
    return frozenset(text.split())


def prefix_table(words: Iterable[str]) -> dict[str, tuple[str, ...]]:
    """Words grouped by first character, so a check is one dict lookup and a short ``startswith``."""
    table: dict[str, list[str]] = {}
    for word in sorted(set(words)):
        table.setdefault(word[0], []).append(word)
    return {first: tuple(words) for first, words in table.items()}


# ---------------------------------------------------------------------------------------------
# English names.
TITLES = frozenset({"Mr", "Mrs", "Ms", "Mx", "Miss", "Dr", "Prof", "Mdm", "Madam"})
# (a short capitalised prefix before a second capital: McGillivray, MacArthur, DeGuerre, LeBlanc, DiMaggio, FitzGerald)
NAME_WORD = r"(?:[A-Z]['’])?(?:[A-Z][a-z]{1,3}(?=[A-Z][a-z]))?[A-Z][a-z]+(?:['’][A-Za-z]+)?(?:-[A-Za-z][a-z]+)?"
# Titles and the honorifics of other languages, as families and interpreters write them (Ato Tesfaye, Ibu Sri,
# Md. Shahidul, Mst. Rokeya, Mevrouw Jansen, Signora Esposito): one list for the rule and for its gate.
HONORIFICS = (
    "Mr|Mrs|Ms|Mx|Miss|Dr|Professor|Prof|Mdm|Madam|Fr|Rev|Revd|Pastor|Rabbi|Imam|Sir|Dame|Lord|Lady"
    "|Ato|Ibu|Bapak|Encik|Puan|Tuan|Datuk|Dato|Haji|Hajjah|Md|Mohd|Mst|Mosammat|Ustaz|Ustazah|Sheikh|Shri|Smt|Shrimati"
    "|Kumari|Senor|Senora|Sra|Srta|Senhor|Senhora|Dona|Signor|Signora|Mevrouw|Meneer|Mevr|Dhr|Madame|Mme|Monsieur"
    "|Herr|Frau|Sheriff|Minister|Councillor|Senator|Judge|Justice|Magistrate"
    # (several doctors at once, and military ranks as US and UK records give them: "Drs. Nelson and Hines",
    # "Lieutenant Taylor"; not Major, General or Private, which open "Major Incident" and "General Surgery")
    "|Drs|Lieutenant|Lt|Captain|Capt|Sergeant|Sgt|Corporal|Cpl|Colonel|Brigadier"
)
# A surname's particle after a title: "Mr van den Heuvel", "Dhr. de Vries", "Signora della Rovere".
_PARTICLES = r"(?:(?:van|von|de|der|den|da|di|du|del|della|dos|das|le|la|ter|ten)[ \t]+){0,3}"
# A given name blacked out between the title and the surname, which is left: "Mr [redacted] Ogunbanjo-Reeve".
_REDACTED = r"(?:(?:\[[A-Za-z ]{1,20}\]|X{2,}|\*{2,}|_{2,})[ \t]+)?"
# A title, its particle, up to three initials ("Dr K D Foord", "Dr A. Kumar"), then the name.
TITLE_NAME = re.compile(
    r"(?=[MDPFRILSABHETUCKJ])(?<![A-Za-z])(?:" + HONORIFICS + r")\b\.?[ \t]*" + _REDACTED + _PARTICLES
    + r"(?:[A-Z]\.?[ \t]+){0,3}(" + NAME_WORD + ")"
)
ROLE_NAME = re.compile(
    r"(?=[nNdDpPsSmMtTrRbBiIhHcCfFaAlLwW])(?<![A-Za-z])(?i:nurse|doctor|physician|pharmacist|surgeon|midwife|therapist"
    r"|technician|sister|matron|baby(?:[ \t]+(?:boy|girl))?|infant|RN|NP|HCA|CN|SN|SHO|FY[12]|Reg|Cons|ANP|ACP"
    r"|RGN|RMN|CNA|LPN|LVN|CRNA|Sr\.?|staff[ \t]+nurse|charge[ \t]+nurse|ward[ \t]+manager|caregiver|carer|helper"
    r"|interpreter|chaplain|volunteer|porter|cleaner|housekeeper|student|physio|dietitian|barrister|solicitor"
    r"|attorney|lawyer)"
    r"[ \t]+(?:[A-Z]\.[ \t]?){0,2}['‘\"“]?(" + NAME_WORD + r")(?:[ \t]+(" + NAME_WORD + "))?"
)
PATIENT_NAME = re.compile(
    # (and a party to a case, as a court or a board names them: "Respondent Hutcheson", "defendants Raja and ...")
    r"(?=[pPcCrRaAdD])(?<![A-Za-z])(?i:patient|pt\.?|client|resident|respondent|appellant|appellee|petitioner"
    r"|plaintiff|defendant|claimant|decedent)(?i:s)?[ \t]*[:,]?[ \t]+(?:[A-Z]\.?[ \t]+){0,2}['‘\"“]?("
    + NAME_WORD + r")(?:[ \t]+("
    + NAME_WORD + "))?"
)
NAMED = re.compile(
    r"(?=[nNsSfFgGlL])(?<![A-Za-z])(?:named|(?:(?:[Ss]ur|[Ff]irst |[Gg]iven |[Ff]amily |[Ll]ast )?[Nn]ame)"
    r"(?:[ \t]+(?:field|band|tag|badge|bracelet|label))?\s*"
    # (where the name was written may stand between: "Surname on the ID band was MUKHERJEE")
    # ("Name on the lock screen: 'Niamh'")
    r"(?:(?:on|in)[ \t]+(?:the|his|her|their)[ \t]+(?:(?:[A-Za-z-]+[ \t]+){0,2}?(?:was|is|read|reads|said|says)"
    r"|(?:[A-Za-z-]+[ \t]+){0,2}?[A-Za-z-]+[ \t]*:)"
    r"|is|was|:|spelled|spelt|reads|read|reading|showed|shows|showing|as)?)[ \t]*['‘\"“(]?("
    + NAME_WORD + r"|[A-Z]{3,})"
    r"(?:[ \t]+(" + NAME_WORD + "))?"
)
NAME_PAIR = re.compile(r"(?=[A-Z])(?<![A-Za-z])(?=([A-Z][a-z]+)[ \t]+(" + NAME_WORD + "))")

# Name forms that need no context word because their shape is a name's (each still needs the name tables):
# "Smith, John" (a surname, a comma, a given name), "J. Smith" after a role or "patient" (an initial and a
# surname), and romanised Taiwanese names in capitals, "WANG HSIAO-MING" (a surname and a hyphenated given name).
SURNAME_COMMA_GIVEN = re.compile(
    # ("NAKASHIMA-BROWN, Keiko": a double surname in capitals too)
    r"(?=[A-Z])(?<![A-Za-z])((?:[A-Z]['’])?(?:Ma?c)?[A-Z][a-z]{1,20}|[A-Z]{2,20}(?:-[A-Z]{2,20})?),[ \t]+"
    r"([A-Z][a-z]{1,20}(?:-[A-Za-z][a-z]{1,6})?"
    r"|[A-Z]{2,20}(?:-[A-Z]{2,10})?"  # "HSU, CHIA-HAO": a hyphenated given name in capitals too
    r"|[A-Z]-(?:[A-Z][a-z]{1,6}|[A-Z]{2,10}))(?![A-Za-z])"  # "CHUO, I-HSUAN": its first syllable one letter
)
# Surnames written first in their own order (Vietnamese, Chinese, Korean, Malay-Chinese): "Nguyen Thi Lan",
# "Tan Ah Kow" — such a surname before a capitalised word is a name.
SURNAME_FIRST = word_table("""nguyen tran le pham hoang huynh phan vu vo dang bui do ngo duong tan lim ng goh chua ong
koh teo chan wong chen lin huang chang wang wu liu tsai yang hsu cheng hsieh kuo hung tseng chiu liao lai chou
yeh chuang chiang hsiao kao chien chung shih kim park choi jung kang cho yoon jang zhang zhao zhou xu""")
# A name set against a bed: "bed 6 - Kowalczyk", "(Rahman, bed 3)".
BED_NAME = re.compile(r"(?=[bB(])(?i:\bbed)[ \t]*\d{1,3}[A-Za-z]?[ \t]*[-–:,][ \t]*(" + NAME_WORD + ")"
                      r"|\((" + NAME_WORD + r"),[ \t]*(?i:bed)[ \t]*\d")
# An initial and a known surname anywhere: "Seen by S. Nguyen", "from K. Evans to M. Roberts".
INITIAL_ANYWHERE = re.compile(r"(?=[A-Z])(?<![A-Za-z.])([A-Z])\.[ \t]?([A-Z][a-z]{1,20})(?![A-Za-z])")
# A romanised Chinese name in capitals without a hyphen: "CHEN MEI LING" (surname and given syllables).
CAPITAL_SYLLABLES = re.compile(
    r"(?=[A-Z])(?<![A-Za-z])([A-Z]{2,6})[ \t]+([A-Z]{2,6})(?:[ \t]+([A-Z]{2,6}))?(?![A-Za-z])"
)
INITIAL_SURNAME = re.compile(
    r"(?=[pPnNdDmMrR])(?<![A-Za-z])(?i:patient|pt\.?|nurse|doctor|dr\.?|mr\.?|mrs\.?|ms\.?|rn|np)[ \t]+([A-Z])\.[ \t]?"
    r"([A-Z][a-z]{1,20})(?![A-Za-z])")
# A title in capitals before a surname in capitals, as all-caps notes write them: "MRS. DUNCAN-ROSS", "DR OKAFOR".
# (MR and MS need their dot: MR is modified release and MS multiple sclerosis; MISS is a verb in capitals.)
CAPS_TITLE = re.compile(r"(?=[MD])(?<![A-Za-z])(?:(?:MRS|DR)(?:\.[ \t]*|[ \t]+)|(?:MR|MS)\.[ \t]*)"
                        r"([A-Z]{2,}(?:['’-][A-Z]{2,})?)(?![A-Za-z])")
# A given name in capitals and a name-shaped word in capitals after it: "BRENDAN MCAULIFFE" (the given name must be
# a known one that is no word; the checks are in code).
CAPS_FULL_NAME = re.compile(r"(?=[A-Z])(?<![A-Za-z-])(?<![A-Za-z]['’])([A-Z]{3,})[ \t]+([A-Z]{2,}(?:['’-][A-Z]{2,})?"
                            r"|[A-Z][a-z]{2,}(?:-[A-Z][a-z]+)?)"  # (or the surname as prose writes it)
                            r"(?![A-Za-z])")  # (an opening quote before it, not a name's apostrophe: 'JOHN SMITH')
# A surname in lower case with a hyphenated romanised given name: "tsai ming-hui", "chen mei-ling".
LOWER_ROMANISED = re.compile(r"(?<![A-Za-z])([a-z]{2,6})[ \t]+([a-z]{1,6}-[a-z]{1,6})(?![A-Za-z])")
# A name with digits typed for letters: "K4ren W1lliams" (read back with 4=a, 1=i or l, 3=e, 0=o, 5=s, 7=t).
LEET_WORD = re.compile(r"(?<![A-Za-z0-9])[A-Za-z]{0,8}[0-9][A-Za-z0-9]{0,12}(?![A-Za-z0-9])")
LEET_LETTERS = (str.maketrans("413057", "aieost"), str.maketrans("413057", "aleost"))
CAPITAL_ROMANISED = re.compile(r"(?=[A-Z])(?<![A-Za-z])([A-Z]{2,6})[ \t]+([A-Z]{2,6}-[A-Z]{2,6})(?![A-Za-z])")

PLACE_NAMES = _words("en_place_names")  # countries, peoples, large cities: a place after "from", "in", "to"
# A saint's or a king's name is a place's now: "St Mary's", "St John Ambulance", "the King George side"; and a name
# after a place's own head word is the place's: "County Clare", "Mount Isa", "Port Elizabeth", "Lake Louise".
NAMESAKE_BEFORE = re.compile(r"(?<![A-Za-z])(?:St\.?|Saint|Sts|King|Queen|Prince|Princess|County|Co\.|Mount|Mt\.?"
                             r"|Lake|Port|Fort|Cape|Isle|Loch|Lough|Glen"
                             # a named storm ("Storm Darragh", "Cyclone Gabrielle"): the weather's name, no person's
                             r"|Storm|Cyclone|Hurricane|Typhoon|Tropical[ \t]+Storm)[ \t]+$")
# (the hand-made tables, then the 1990 US Census names that are no English word: tools/build_census_names.py)
GIVEN_NAMES = _words("en_given_names") | _words("en_census_given_names")
SURNAMES = _words("en_surnames") | _words("en_census_surnames")
# Words that read as names only in some sentences; never accepted on their own after "patient".
AMBIGUOUS_NAMES = _words("en_ambiguous_surnames")
# Capitalised words that follow a title or role but are not a person's name.
NOT_NAMES = _words("en_not_names")


# ---------------------------------------------------------------------------------------------
# Chinese names.
COMPOUND_SURNAMES = _words("zh_compound_surnames")
JA_SURNAMES = _words("ja_surnames")  # 佐藤, 鈴木, 長谷川: Japanese surnames in a Chinese note
SURNAME_SPELLINGS = tuple(sorted(_words("zh_surname_spellings"), key=len, reverse=True))  # 耳東陳, 木子李

# Common surnames, minus the few that are mostly ordinary words in clinical notes (安 全 明 時 單 向 ...).
SURNAMES_ZH = _chars("zh_surnames")
ADVERB_SURNAMES = _chars("zh_surnames_that_are_words")  # 都, 曾: a name only at a clause start or with a title
TITLED_SURNAMES = _chars("zh_surnames_titled_only")  # 管, 計, 封: a name only with a role or a title beside it
# Characters common in given names; anything else right after a surname ends the name.
NAME_CHARS = _chars("zh_name_chars")
# Context words after which a Chinese name may follow directly (病人王小明, 護理師林美玲, 姓名：...).
ZH_NAME_CONTEXT = re.compile(
    # the deceased or an officer, then 為 (死者為梁…, 死因裁判官為周…), tried before the words alone (plain literals:
    # a group at the head of this alternation costs the engine its fast scan for the first characters)
    r"(?:死者為|死者是|裁判官為|裁判官是|檢控官為|檢控官是|指揮官為|指揮官是|負責人為|負責人是|發言人為|發言人是|主席為|主席是|召集人為|召集人是|姓名為|姓名是|姓名登記為|姓名寫成|姓名寫為|名字寫成|名字登記為|"
    r"姓名誤植為|姓名誤植成|姓名誤寫為|姓名誤寫成|姓名誤登為|姓名錯寫為|"
    r"病人|患者|病患|個案|案主|住民|病童|產婦|傷者|家屬|姓名|全名|本名|原名|名叫|叫做|名為|名字(?:是|叫|為)?|之子|之女|"
    r"護理師|護士|醫師|醫生|藥師|護理長|母親|父親|兒子|女兒|丈夫|妻子|媽媽|爸爸|孫子|孫女|媳婦|"
    # grandparents as a family's post names them (還我阿公許天助, 外婆陳…)
    r"阿公|阿嬤|阿媽|爺爺|奶奶|外公|外婆|祖父|祖母|"
    # Staff roles and offices that stand before a name (副院長吳瑞堂, 傳送員謝冠宇, 被告高碧琴).
    r"院長|司長|署長|部長|局長|處長|科長|組長|主任|秘書|督導|理事長|發言人|被告|原告|證人|告訴人|放射師|照服員|"
    r"照顧服務員|傳送員|書記|個管師|社工師|營養師|復健師|治療師|心理師|檢驗師|醫檢師|麻醉師|助產師|看護|志工|"
    # the primary nurse and the nurse practitioner (主護郭怡君, 專師林…), and what someone calls themselves (自稱郭阿滿)
    # (what a patient calls themselves, 「我是封德勝」; a village officer, a roommate, who reviewed or filed a report)
    r"主護|專師|自稱|我是|我叫|里幹事|村幹事|室友|鄰床|審核者|審查者|通報者|通報人|填表人|記錄者|經手人|"
    r"技術員|清潔員|專員|隊員|市長|縣長|鄉長|鎮長|里長|議員|立委|委員|議長|次長|副司長|所長|董事長|執行長|經理|公關|"
    # the deceased and the parties a ruling or an inquest names (死者陳…, 訴外人…, 聲請人…), and senior officers
    r"死者|事主|訴外人|聲請人|上訴人|抗告人|相對人|專家證人|總監|行政總裁|總裁|總幹事|"
    # Hong Kong's inquest officers and an epidemic command's chief (死因裁判官周…, 檢控官徐…, 指揮官陳…)
    r"裁判官|檢控官|指揮官|"
    r"護生|實習生|實習醫師|住院醫師|移工|外籍看護|看護工|"
    # who signs or is called for the patient: a guardian, an assistant, a proxy, a contact (監護人：王…, 聯絡人林…)
    r"監護人|輔助人|法定代理人|代理人|聯絡人|關係人|照顧者|陪病者|配偶|"
    # heads of government as news names them (總理李洛淵, 總統文在寅)
    r"總統|副總統|總理|首相|州長|"
    r"往生者|亡者|逝者|"  # (the deceased, as a ward's belongings list names them: 往生者 賴…)
    # siblings, an inmate, a clergyman and a shop's owner as a record names them (胞弟 蓋…, 收容人 成…, 牧師 宓…)
    r"胞弟|胞兄|胞姊|胞姐|胞妹|哥哥|姊姊|姐姐|弟弟|妹妹|收容人|受刑人|同居人|牧師|神父|修女|老闆娘|老闆|"
    r"其母|其父|其夫|其妻|其子|其女|其兄|其弟|其姊|其妹|"  # (a ruling's kin: 其母房玉琴)
    # a social worker's case-file kin (案母蔡…, 案夫…, 案女…: the case's mother, husband, daughter)
    # (the eldest son or the second daughter: 案長子 塗…, 長女 …; tried before 案子 and 案女, which they contain)
    r"案長子|案次子|案三子|案么子|案長女|案次女|案三女|案么女|案孫子|案孫女|長子|次子|長女|次女|么子|么女|獨子|獨生女|"
    r"案父|案母|案夫|案妻|案子|案女|案兄|案姊|案姐|案弟|案妹|案孫|案媳|案祖母|案祖父|案甥女|案甥|案姪女|案姪|"
    # nieces, nephews and in-laws, who sign and visit for the patient as often as the children (案甥女 谷…, 女婿 …)
    r"外甥女|外甥|甥女|姪女|姪子|女婿|兒媳|孫媳|曾孫女|曾孫|乾女兒|乾兒子|表姊|表姐|表妹|表哥|表弟|堂姊|堂姐|堂妹|"
    r"堂哥|堂弟|伯父|伯母|嬸嬸|舅媽|姑丈|姨丈|"
    # who the police or a fingerprint match found someone to be (確認身分為 解…)
    r"身分為|身分是|身份為|身份是|"
    # the people a news report or a ruling names by what they are (市民祁…, 被害人…, 婦人…)
    r"市民|民眾|居民|長者|男子|女子|婦人|孕婦|老翁|老婦|少年|少女|男童|女童|被害人|病者|傷患|"
    # chairs and conveners of committees and groups (主席林…, 召集人…)
    r"主席|副主席|召集人|會長|主委|發起人|創辦人|負責人|"
    # a bed and its number, as a handover or a whiteboard names the patient in it (7床 盛雅雯, 5床 戢志遠)
    r"床(?<=\d床)"
    r")的?[\s:：,，]{0,3}"
)
# Mixed-language notes: an English role or title right before a Chinese name ("patient 王小明"); kept apart so
# the Chinese alternation above stays a plain list of literals, which the regex engine scans fast.
ZH_NAME_CONTEXT_EN = re.compile(
    r"(?=[pPmMdDnNcCrRiIsS])(?<![A-Za-z])(?i:patient|pt\.?|mr\.?|mrs\.?|ms\.?|miss|dr\.?|nurse|doctor|named|called|rn"
    r"|clerk|intern|student|resident|pgy\d?)"
    r"(?![A-Za-z])"
    r"[\s:：,，]{0,3}"
)
ZH_HONORIFIC = re.compile(
    r"先生|小姐|太太|女士|醫師|醫生|護理師|護士|護理長|藥師|阿姨|伯伯|阿伯|阿公|阿嬤|奶奶|爺爺|老師|主任|教授|同學"
    r"|媽媽|爸爸|小妹|小弟|叔叔|嬸嬸|婆婆|伯母|大哥|大姐|院長|副院長"  # 王媽媽, 邱小妹: a surname with kin or office
    r"|小朋友|小妹妹|小弟弟|寶寶"  # 闞淼淼小朋友: how a ward speaks of a child
    r"|老先生|老太太|老伯伯|老奶奶|老爺爺|組長|專員|督導|社工師|社工|營養師|治療師|個管師|技術員|經理|課長|股長|學姊|學長"
    r"|牧師|神父|修女|法師|師父|師姐|師兄"  # 院牧陳牧師: clergy and lay titles after a surname
    r"|桑(?![椹葚樹葉拿])"  # 許炳煌桑: the Japanese -san that elders schooled in Japanese answer to (not 桑椹)
    r"|伯|叔|姨|嬸|嫂|婆|姐|哥|嬤|桑"  # 林伯, 黃姐, 鄭桑: one kinship character (or 桑, "san") after a surname
)
# Verbs of speech and of a patient's course that follow a name in reports and the press (吳瑞堂說, 陳錫賢表示).
ZH_PERSON_VERBS = re.compile(r"說|表示|指出|則指|亦指|又指|更指|也指|直指|指稱"
                             r"|坦承|認為|強調|說明|提到|解釋|回應|透露|證稱|供稱|主訴|自述|抱怨|拒絕"
                             r"|承諾|指控|痛批|批評|坦言|道歉|證實|否認|呼籲|無罪|有罪|被判|獲判|判刑|不幸身亡|身亡"
                             r"|住院|入院|出院|死亡|過世|跌倒|進入|至病床|進行|施行")  # (醫師陳博光進行手術)
# Characters that never stand in a given name: the grammar of a sentence (的 是 在 於 …).
ZH_STOP_CHARS = frozenset("的是在於也都就並又與和及則而但亦再仍已未不沒被把將向對從由為因所"
                          "等之其此該各每這那有會能可要需應即便了著過")
# 王小明病人, 張志強家屬: a name written before the role; and a letter's closing after its signer (昝雅雯 敬上)
ZH_ROLE_AFTER = re.compile(r"病人|患者|病患|個案|家屬|家人|敬上|謹上|敬啟|謹啟|拜上|敬呈|謹呈")
ZH_COUNTERS = frozenset("天日次個位年月週周點小分床樓號度歲人名種項條份顆支瓶劑")
# Words that begin with a surname character but are ordinary words (病人高燒, 病患安全, 病人陳述 ...).
ZH_NOT_NAMES = prefix_table(_words("zh_not_names"))

# Two-character words ending in a surname character; "處方醫師" is the prescriber, not Dr. Fang.
ZH_NOT_NAME_ENDINGS = _words("zh_not_name_endings")
ZH_COMMON_WORDS = _words("zh_common_words")  # 中心, 平安: words whose characters are name characters too


# ---------------------------------------------------------------------------------------------
# Names in context (``names_context.py``): a person's verbs, possessed care words, care verbs, eponyms.
WORD_GIVEN_NAMES = _words("en_given_names_that_are_words")  # Will, May, Grace: a name only where context says so
ROMANISED_SYLLABLES = _words("zh_romanised_syllables")  # Mei, Ling, Hsiao, Xiao: given names in Latin letters


def romanised_given(word: str) -> bool:
    """A given name in Latin letters built of two Chinese syllables: Mei-ling, Hsiao-ming, Xiaoming, bohan."""
    parts = [p for p in re.split(r"[-\s]", word.lower()) if p]
    if len(parts) == 1:
        w = parts[0]
        return any(w[:k] in ROMANISED_SYLLABLES and w[k:] in ROMANISED_SYLLABLES for k in range(1, len(w)))
    return 1 < len(parts) <= 2 and all(p in ROMANISED_SYLLABLES for p in parts)
EPONYMS = _words("en_eponyms")
SPELLED_NOT_NAMES = _words("en_spelled_not_names")  # A-B-C-D-E, S.O.A.P.I.E: spelled out, yet no name
LEXICON = _words("en_lexicon")  # English words: a capitalised word in none of them may be a name (lexicon.py)
DRUG_NAMES = _words("en_drug_names")  # levothyroxine, clexane: a drug's name, generic or brand, is no unknown word
RARE_WORDS = _words("en_lexicon_rare")  # rarer English words (titration, hugger): read by names_unknown.py only
PERSON_VERBS = _words("en_person_verbs")


def person_verb_past(verb: str) -> str:
    """The listed past form of a person verb's -ing or -s form ("deteriorating" -> "deteriorated", "trying" ->
    "tried", "presents" -> "presented"), or ``verb`` itself: the list holds the forms a report uses most, and the
    progressive and the present share their stem."""
    if verb in PERSON_VERBS:
        return verb
    stem = verb[:-3] if verb.endswith("ing") else verb[:-2] if verb.endswith("es") else verb[:-1]
    for past in (stem + "ed", stem + "d", stem[:-1] + "ied" if stem.endswith(("y", "i")) else "",
                 verb[:-1] + "ed" if verb.endswith("es") else ""):
        if past in PERSON_VERBS:
            return past
    return verb


STRONG_PERSON_VERBS = _strong("en_person_verbs")
CARE_WORDS = _words("en_care_words")
STRONG_CARE_WORDS = _strong("en_care_words")
CARE_VERBS = _words("en_care_verbs")
DONE_TO_A_PATIENT = _words("en_done_to_a_patient")
PLACE_WORDS = _words("en_place_words")  # Hospital, Ward, Road, Award: what a name before them names
# GeoNames: johor_bahru (two words of a name), lahore (a big city); and two-word states and provinces (nova_scotia)
WORLD_PLACES = _words("en_world_places") | _words("en_regions")
NAMED_BODIES = _words("en_named_bodies")  # marie_curie, eli_lilly: two words that name a charity or a firm
# A word shaped only like a surname: O'Brien, D'Souza, McDonald, MacLeod.
SURNAME_SHAPE = re.compile(r"[A-Z]['’][A-Z][a-z]+|Ma?c[A-Z][a-z]+")


def without_possessive(word: str, *, bare: bool = False) -> str:
    """``word`` without a final 's or ’s (with ``bare``, a lone final ' or ’ too): what ``re.sub(r"['’]s$", "", word)``
    (``['’]s?$``) gives, a trailing newline kept as ``$`` keeps it, with string methods (the name rules ask this
    thousands of times a note)."""
    body, tail = (word[:-1], "\n") if word.endswith("\n") else (word, "")
    if body.endswith(("'s", "’s")):
        body = body[:-2]
    elif bare and body.endswith(("'", "’")):
        body = body[:-1]
    return body + tail


@lru_cache(maxsize=4)
def place_after(words: frozenset[str]) -> re.Pattern[str]:
    """Up to three more capitalised words, then a place word: what follows the name of a place, not a person
    ("Pamela Youde Nethersole Eastern Hospital", "Lady Cilento Children's Hospital", "Hawke's Bay", "Dudley Group NHS
    Trust")."""
    alternation = "|".join(sorted(w.capitalize() for w in words))
    # (an institution's name may go on after "of": "Diana Princess of Wales Hospital"; not a street's or an area's,
    # which news puts after a person: "Brigid Cavanagh of Foyle Park")
    return re.compile(rf"(?:['’]s)?(?:[ \t]+[A-Z][A-Za-z]+(?:['’]s)?){{0,3}}[ \t]+(?:{alternation})\b"
                      rf"|(?:[ \t]+[A-Z][A-Za-z]+)?[ \t]+of(?:[ \t]+[A-Z][A-Za-z]+){{1,2}}[ \t]+"
                      r"(?:Hospital|Hospice|Infirmary|Medical Centre|Medical Center|College|University|Institute)\b")

# File stem -> the table it fills, for :func:`extend`. A char table takes characters, the others words.
TABLES: dict[str, tuple[str, ...]] = {
    "en_given_names": ("GIVEN_NAMES",), "en_surnames": ("SURNAMES",), "en_census_given_names": ("GIVEN_NAMES",),
    "en_census_surnames": ("SURNAMES",), "en_place_names": ("PLACE_NAMES",),
    "en_ambiguous_surnames": ("AMBIGUOUS_NAMES",),
    "en_not_names": ("NOT_NAMES",), "en_given_names_that_are_words": ("WORD_GIVEN_NAMES",),
    "en_eponyms": ("EPONYMS",), "en_person_verbs": ("PERSON_VERBS", "STRONG_PERSON_VERBS"),
    "en_care_words": ("CARE_WORDS", "STRONG_CARE_WORDS"), "en_care_verbs": ("CARE_VERBS",),
    "en_done_to_a_patient": ("DONE_TO_A_PATIENT",),
    "zh_compound_surnames": ("COMPOUND_SURNAMES",), "ja_surnames": ("JA_SURNAMES",), "zh_surnames": ("SURNAMES_ZH",),
    "zh_name_chars": ("NAME_CHARS",), "zh_not_names": ("ZH_NOT_NAMES",),
    "zh_not_name_endings": ("ZH_NOT_NAME_ENDINGS",), "zh_romanised_syllables": ("ROMANISED_SYLLABLES",),
    "zh_common_words": ("ZH_COMMON_WORDS",), "en_place_words": ("PLACE_WORDS",), "en_world_places": ("WORLD_PLACES",),
    "en_regions": ("WORLD_PLACES",), "en_named_bodies": ("NAMED_BODIES",),
    "en_spelled_not_names": ("SPELLED_NOT_NAMES",), "en_lexicon": ("LEXICON",), "en_lexicon_rare": ("RARE_WORDS",),
    "en_drug_names": ("DRUG_NAMES",),
    "zh_surname_spellings": ("SURNAME_SPELLINGS",), "zh_surnames_that_are_words": ("ADVERB_SURNAMES",),
    "zh_surnames_titled_only": ("TITLED_SURNAMES",),
}
_CHAR_TABLES = {"SURNAMES_ZH", "NAME_CHARS", "ADVERB_SURNAMES", "TITLED_SURNAMES"}


def extend(stem: str, words: Iterable[str]) -> None:
    """Add a hospital's words to the table of ``words/<stem>.txt`` (start-up only; tables are read, never
    changed, while requests run). Raises KeyError for a stem that names no table."""
    given = list(words)
    all_words = {w.rstrip(STRONG_MARK) for w in given}
    strong = {w.rstrip(STRONG_MARK) for w in given if w.endswith(STRONG_MARK)}
    tables = globals()
    for attr in TABLES[stem]:
        if attr == "ZH_NOT_NAMES":
            old = {w for ws in ZH_NOT_NAMES.values() for w in ws}
            tables[attr] = prefix_table(old | all_words)
            continue
        extra = strong if attr.startswith("STRONG_") else all_words
        if attr in _CHAR_TABLES:
            extra = set("".join(extra))
        if attr == "SURNAME_SPELLINGS":  # (tried longest first)
            tables[attr] = tuple(sorted(set(tables[attr]) | extra, key=len, reverse=True))
            continue
        tables[attr] = frozenset(tables[attr] | extra)
