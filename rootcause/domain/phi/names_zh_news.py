"""Chinese names as news reports, rulings and inquiry reports print them: after an office (被告蕭諾彤係…,
申訴專員魏積恆指) or opening a sentence before what a person does (賴重翔無罪, 葉素媛向記者表示, 盧寵安對事件感到遺憾).

The other Chinese name rules want both given characters from the table of common given-name characters, which
keeps clinical words out but misses names such as 蕭諾彤 or 潘卓城, whose 諾 or 城 is ordinary elsewhere. Where the
sentence itself says a person is meant, less is asked of the characters:

- after an office or a role (``ZH_NAME_CONTEXT``: 院長, 專員, 被告 …), a surname and any two characters that are not
  grammar (的, 是, 在 …), before a break, a particle or a person's verb;
- at the start of a sentence, a surname and two characters, one of them a given-name character, before a person's
  verb or a preposition a subject takes (向, 對, 於, 偕同, 引述, 無罪, 係 …).

Neither fires on a listed word (高血壓, 林口), on a place or an institution named like a person (龍發堂), or on two
characters that are a common word. Two more places where the text itself marks a name, whatever its characters:

- a name field filled in (姓名：容淑張, 病人名：…, 姓：蕭／名：品妤), however scrambled or split the name is;
- a foreign name in katakana with its middle dot (リン・ヤティン), the way Japanese writes a foreign person's name;
- colleagues by their given names where a ward says who did it (由淑芬和雅婷雙人核對, 大夜的曉萍回報), and an Indigenous
  person's name after their people (阿美族的拉娃在急診), written in the characters Chinese uses for sounds.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from rootcause.domain.phi import name_tables as N
from rootcause.domain.phi.lexicon import unknown_word
from rootcause.domain.phi.names_zh import _given, _zh_surname, zh_contexts
from rootcause.domain.phi.scan import Prefixed, all_of

__all__ = ["a_places_english_name", "names_in_news"]

Span = tuple[int, int, str]

# What a subject does next in reports and rulings, besides the verbs of ``ZH_PERSON_VERBS``.
_SUBJECT_NEXT = re.compile(r"向|對|於|在|偕同|與|和|係|引述|自|曾|也|則|因|遭|被|今|昨|已|亦|仍|隨即|當場|稱|指|說|"
                           r"告訴|提及|坦|表|透露|出庭|到庭|坦承|上訴|提告|控告|出任|接任|擔任|獲|經|依|作供|供稱")
_SENTENCE_BREAK = re.compile(r"[。！？；\n」』）)!?;]")
# (matched at each break)
_SENTENCE_START = re.compile(r"[ \t]*(?:詎|嗣|惟|乃|而|另|緣|但|並)?(?:被告|原告|證人|告訴人)?")
# A two-character name (a surname and one given-name character) opening a sentence before a preposition or a verb of
# speech: 趙珮於…, 林玲表示…
_SHORT_NAME_NEXT = re.compile(r"於|向|對|表示|說|稱|指出|強調|坦言|承認")
# 君 after a surname, as formal writing names a person (下稱林黃君): one or two surnames, then 君, then no longer word.
_JUN = re.compile(r"(?<![\u4e00-\u9fff])([\u4e00-\u9fff]{1,2})君(?![\u4e00-\u9fff])"
                  r"|(?<=稱)([\u4e00-\u9fff]{1,2})君")
# A title after a name, as rulings and news write them (葉長峰醫師, 廖于恆律師, 梁令安醫生): the name before it needs
# only one given-name character.
_TITLE_AFTER = re.compile(r"醫師|醫生|律師|法官|檢察官|護理師|藥師|先生|小姐|女士|教授|議員(?!會)|立委")
# Who a speaker names as the subject of what they report, a surname and one given character before a word that starts
# a clause (護理長說陳怡這週上了七個大夜): what is reported after 說 opens with its subject.
_REPORTED_SUBJECT = re.compile(r"([\u4e00-\u9fff])([\u4e00-\u9fff])(?=這|那|今天|昨天|前天|上週|已|也|又|都|還|就)")
_REPORTING = ("說", "稱", "指")  # (the pattern is tried right after each of these)
# A surname alone opening a sentence before a verb of speech, the way news refers back to someone (袁稱…, 林表示…).
# (吳指，…; 張昨稱: a day's word between)
_SPEECH_AFTER_SURNAME = re.compile(r"(?:昨日|今日|日前|昨|今|亦|又|則|也)?(?:稱|說|表示|指出|強調|承認|坦言|回應|"
                                   r"透露|解釋|認為|辯稱|指(?=[，,：:]))")
_HAN = re.compile(r"[\u4e00-\u9fff]")
# A name field: the label, a colon, then the name as written (two to four characters; a surname field holds one).
# (a bare 名 only on its own or after a person's word: 藥名, 品名 and 單位名 name things)
# (a form's field: 名字欄＝冠廷, 姓氏欄位：盧)
_NAME_FIELD = re.compile(r"(?:姓名|名字|全名|(?:(?<![\u4e00-\u9fff])|(?<=病人|病患|患者|家屬|病童))名)(?:欄位?)?"
                         r"[ \t]*[：:=][ \t]*(?P<name>[\u4e00-\u9fff]{2,4})"
                         r"|(?<![\u4e00-\u9fff])姓氏?(?:欄位?)?[ \t]*[：:=][ \t]*(?P<surname>[\u4e00-\u9fff])"
                         r"(?![\u4e00-\u9fff])")
# A given name right after the word for a name (名字 宥辰，名叫芷晴。): two name characters and then no more Chinese.
_GIVEN_AFTER_NAME_WORD = re.compile(r"(?:名字|名叫|叫做|小名|名為)(?:是|叫|為)?[「『\"“]?"
                                    r"([\u4e00-\u9fff]{2})(?![\u4e00-\u9fff])")
# What a field holds when no name was given (姓名欄位：待補)
_NO_NAME_GIVEN = ("待補", "待填", "待確認", "不詳", "未知", "匿名", "空白", "保密", "隱匿", "略", "無", "某")
_KATAKANA_NAME = re.compile(r"[\u30a1-\u30fa\u30fc]{2,}[・･][\u30a1-\u30fa\u30fc]{2,}")
_SHIFT_GIVEN = re.compile(r"(?:大夜班?|小夜班?|白班|夜班|早班|晚班|值班|日班)(?:的|班的)?[ \t]?([\u4e00-\u9fff]{2})"
                          r"(?=說|回報|表示|發現|給|打|在|已|沒|未|也|就|跟|有|把|將|去|來|一|的|[，。、\s])")
_GIVEN_PAIR = re.compile(r"(?:由|請|讓|叫|找|跟)([\u4e00-\u9fff]{2})(?:和|與|及|跟|、)([\u4e00-\u9fff]{2})"
                         r"(?=在|於|一起|共同|負責|雙人|核對|簽|[，。、\s])")
_PEOPLES = (r"阿美族|泰雅族|排灣族|布農族|卑南族|魯凱族|鄒族|賽夏族|雅美族|達悟族|邵族|噶瑪蘭族|太魯閣族"
            r"|撒奇萊雅族|賽德克族|拉阿魯哇族|卡那卡那富族")
_PEOPLE_NAME = re.compile(rf"(?:{_PEOPLES})(?:的|籍)?(?:病人|族人|長輩|耆老|青年|婦女|少年|孩子|阿嬤|阿公)?"
                          r"([\u4e00-\u9fff]{2,3}?)(?=在|於|說|表示|因|被|已|是|和|跟|，|。|、|\s|$)")
# Characters Chinese writes foreign and Indigenous names' sounds with (拉娃, 瓦旦, 尤幹, 比令).
_SOUND_CHARS = frozenset("拉斯莫托茲米司比普克爾伊薩巴羅諾瑪奧卡哈納魯特基西娃瓦旦尤幹令達馬莎依娜蘇亞烏勒固巫雅塔法"
                         "奈古夫琅盛猜喬治華頓安德森約翰麥可艾莉絲")
_SOUNDS = "".join(sorted(_SOUND_CHARS))
_NAMED_AFTER = re.compile(r"[\u4e00-\u9fff]{0,3}?(?:大學|醫院|醫學中心|基金會|中心|學院|獎|症|氏|定律|公司|紀念)")
_DOTTED_SOUNDS = re.compile(rf"[{_SOUNDS}]{{2,4}}[·・．‧][{_SOUNDS}]{{2,4}}")
_BEFORE_NAME = frozenset("任託人員由請找據經")  # what stands before a name in a ruling: 委任…律師, 訴外人…醫師
# A foreigner named after their nationality and role (泰籍移工頌猜, 日籍旅客佐藤浩二, 印尼籍看護蒂娜): such a name keeps
# no Chinese surname, so the rule reads the name characters and sounds that follow, up to a particle or a verb.
_FOREIGNER = re.compile(r"籍(?<![國本原戶學書典黨]籍)(?:移工|外勞|勞工|漁工|船員|看護工?|家庭看護|幫傭|旅客|遊客"
                        r"|病人|患者|病患|配偶|學生|員工|男子|女子|婦人|男性|女性|人士|住民|照服員|居民)?[ \t]*")
# A transliterated name with its middle dot (巴奈·古拉斯, 尤幹·瓦旦, 拉夫琅斯·卡勒盛): Chinese writes a foreign or an
# Indigenous person's name this way, and its parts are sound characters.
_DOTTED_MARKS = "·・．‧"
# A name in Chinese with its romanised form in brackets: 宋猜（Somchai）.
_WITH_ROMANISED = re.compile(r"[（(]([A-Z][a-z]{2,15}(?:[ -](?:[A-Z]['’])?[A-Z][a-z]{2,15})?)[)）]")  # (Grace O'Brien)
_PLACE_SUFFIXES = frozenset("區市縣州省鎮村路街橋港島城院")  # (what ends a place's Chinese name; 醫院 too)
_PLACE_AFTER = re.compile(r"醫院|醫學院|醫學中心|大學|學院|診所|中心|市|區|鎮|村")
_TO_BRACKET_END = re.compile(r"[^)）]{0,24}[)）]")  # (the rest of a bracket: what a place's name is followed by)
# A name with a middle dot in any characters, where what follows says a person is meant: a title or a kinship word
# (麗心·卡照阿姨), a bracket with the person's people or age (伊斯坦大·布妮（布農族，72歲）), a person's verb.
_DOTTED_PERSON = re.compile(r"[\u4e00-\u9fff]{2,4}[·・．‧][\u4e00-\u9fff]{1,4}?(?=阿姨|阿嬤|阿公|阿伯|先生|小姐|女士"
                            r"|太太|[（(][^）)]{0,8}(?:族|歲)|[，,]?(?:說|表示|入院|跌倒|主訴|拒絕))")
# (after a person's word: 病人名叫「蘇菲亞·羅德里格斯」)
_DOTTED_AFTER_CONTEXT = re.compile(r"(?:名叫|叫做|名為|病人|患者|家屬|個案|住民)[「『\"“]?"
                                   r"([\u4e00-\u9fff]{2,4}[·・．‧][\u4e00-\u9fff]{1,6}?)"
                                   r"(?=[^\u4e00-\u9fff]|$|[於在說因被是的和與及已也都就向對])")
# A coroner or a judge by surname and 官, as Hong Kong reports them: 林官裁定, 周官最終提供.
_OFFICER = re.compile(r"([\u4e00-\u9fff])官(?=裁定|表示|指|說|認為|總結|引導|向陪審團|最終|在|於|判|宣布|稱|直指"
                      r"|批評|批判|質疑|決定|裁決|指責)")
# A surname, an office, then the given name, as formal Taiwanese documents write members and officials:
# 趙委員昌平、張委員德銘提.
_TITLE_BETWEEN = re.compile(r"([\u4e00-\u9fff])(?:委員|院長|部長|局長|處長|主任|教授|議員|立委|市長|縣長|次長|署長"
                            r"|法官|檢察官)([\u4e00-\u9fff]{2})(?=[、，,。；;及和與]|提|表示|指出|說|認為)")
_OFFICES_BETWEEN = ("委員", "院長", "部長", "局長", "處長", "主任", "教授", "議員", "立委", "市長", "縣長", "次長",
                    "署長", "法官", "檢察官")
_OFFICE_WORDS = re.compile("|".join(_OFFICES_BETWEEN))
_INSTITUTION_END = frozenset("堂宮寺廟庵觀院館所局署處部會社科組隊廠站園")


# Surnames that are also a function word before a verb (曾囑咐 "had told", 向院方, 於晚間, 連同): after a context word
# such a character opens a name only when a given-name character follows it.
_FUNCTION_SURNAMES = frozenset("曾向於連由從將談")  # (談起 "talking of": 談 is also a verb)


# Grammar characters that also open given names (王有涵, 林可欣, 陳亦凡, 張其昌): after a party of a ruling (被告,
# 告訴人), which names a person next, they may, when a given-name character follows.
_PARTY_END = ("被告", "原告", "告訴人", "證人", "上訴人", "被上訴人", "被害人", "自訴人", "聲請人", "相對人")
_GRAMMAR_IN_NAMES = frozenset("有可亦其為之再應")


def _plausible(t: str, k: int, size: int, *, need_one_given: bool, party: bool = False) -> int:
    """End of a surname at ``k`` (``size`` characters) and two characters that may be a given name, or -1."""
    given = t[k + size : k + size + 2]
    if len(given) < 2 or not all(_HAN.match(c) for c in given):
        return -1
    opens = party and given[0] in _GRAMMAR_IN_NAMES and given[1] in N.NAME_CHARS
    if any((c in N.ZH_STOP_CHARS and not (opens and i == 0)) or c in N.ZH_COUNTERS for i, c in enumerate(given)) \
            or given in N.ZH_COMMON_WORDS:
        return -1
    if need_one_given and not any(_given(c, rare_ok=True) for c in given):
        return -1
    if t.startswith(N.ZH_NOT_NAMES.get(t[k], ()), k) or given[-1] in _INSTITUTION_END:
        return -1
    return k + size + 2


def _next_is_free(t: str, end: int) -> bool:
    """After the name: the end, a mark, a particle or a person's verb, not a longer word."""
    nxt = t[end : end + 1]
    return not nxt or not _HAN.match(nxt) or nxt in N.ZH_STOP_CHARS or bool(
        N.ZH_PERSON_VERBS.match(t, end) or _SUBJECT_NEXT.match(t, end))


def names_in_news(t: str, low: str) -> Iterator[Span]:
    """Names after an office, opening a sentence before a person's act, in a name field or in katakana (see the
    module's rules)."""
    colons = sorted(i for c in ("：", ":", "=") for i in all_of(t, c)) if "名" in t or "姓" in t else []
    fields = (_NAME_FIELD.search(t, max(0, i - 4), i + 8) for i in colons if "名" in t[max(0, i - 4):i]
              or "姓" in t[max(0, i - 4):i])  # (read only at a colon with 名 or 姓 just before it)
    for m in (f for f in fields if f is not None):
        group = "name" if m.group("name") else "surname"
        name = m.group(group)
        if not any(c in N.ZH_STOP_CHARS for c in name) and name not in N.ZH_COMMON_WORDS \
                and not name.startswith(_NO_NAME_GIVEN):
            yield m.start(group), m.end(group), "person_name"
    for m in _GIVEN_AFTER_NAME_WORD.finditer(t) if "名" in t or "叫" in t else ():
        given = m.group(1)
        if all(_given(c, True) for c in given) and given not in N.ZH_COMMON_WORDS:
            yield m.start(1), m.end(1), "person_name"
    dots = sorted(i for d in ("・", "･") for i in all_of(t, d)) if "・" in t or "･" in t else []
    for m in (hit for i in dots if "\u30a1" <= t[i - 1 : i] <= "\u30fc" and (
            hit := _KATAKANA_NAME.search(t, max(0, i - 16), i + 17)) is not None):
        yield m.start(), m.end(), "person_name"
    for m in _SHIFT_GIVEN.finditer(t) if "班" in t or "夜" in t else ():
        given = m.group(1)
        nickname = given[0] in "阿小" and given[1] in N.NAME_CHARS
        if (nickname or all(c in N.NAME_CHARS for c in given)) and given not in N.ZH_COMMON_WORDS:
            yield m.start(1), m.end(1), "person_name"
    for m in _GIVEN_PAIR.finditer(t):
        pair = (m.group(1), m.group(2))
        if all(all(c in N.NAME_CHARS for c in g) and g not in N.ZH_COMMON_WORDS for g in pair):
            yield m.start(1), m.end(2), "person_name"
    for m in _DOTTED_SOUNDS.finditer(t) if any(d in t for d in _DOTTED_MARKS) else ():
        if not _NAMED_AFTER.match(t, m.end()):  # (喬治·華盛頓大學, 約翰·霍普金斯醫院: places named after people)
            yield m.start(), m.end(), "person_name"
    marks = [i for d in _DOTTED_MARKS for i in all_of(t, d)] if any(d in t for d in _DOTTED_MARKS) else []
    for m in (hit for i in marks if (hit := _DOTTED_AFTER_CONTEXT.search(t, max(0, i - 12), i + 8))):
        yield m.start(1), m.end(1), "person_name"
    for m in (hit for i in marks if (hit := _DOTTED_PERSON.search(t, max(0, i - 4), i + 24))):
        start = m.start()
        while t[start] in N.ZH_STOP_CHARS or t[start] in "族人":
            start += 1  # (阿美族的巴奈·伊斯: the name starts after the people and 的)
        yield start, m.end(), "person_name"
    for m in _WITH_ROMANISED.finditer(t) if "(" in t or "（" in t else ():
        first = m.group(1).split()[0].split("-")[0]
        k = m.start() - 3 if t[m.start() - 3 : m.start() - 2] in N.SURNAMES_ZH else m.start() - 2
        han = t[max(0, k) : m.start()]
        if "@" + first.lower() in N.WORLD_PLACES or first.lower() in N.PLACE_NAMES \
                or a_places_english_name(t, m.start(1), m.end(1)):
            continue  # 衛根（Wigan）, 橋區（Diyala Bridge）, （Ibn Khatib）醫院: a place with its English name
        if len(han) >= 2 and all("\u4e00" <= c <= "\u9fff" for c in han) and han not in N.ZH_COMMON_WORDS and (
                first.lower() in N.GIVEN_NAMES or first.lower() in N.WORD_GIVEN_NAMES
                or first.lower() in N.ROMANISED_SYLLABLES
                or (unknown_word(first) and len(first) <= 8)):  # (潘生丁（Dipyridamole）: a drug's long name)
            yield k, m.end(1) + 1, "person_name"  # 宋猜（Somchai）
    for m in _PEOPLE_NAME.finditer(t) if "族" in t else ():
        name = m.group(1)
        if all(c in _SOUND_CHARS for c in name):
            yield m.start(1), m.end(1), "person_name"
    for m in zh_contexts(t):
        k = m.end()
        if t[k : k + 1] == "方" and m.group(0).endswith(_PARTY_END):
            continue  # 原告方主張, 被告方: a party's side, not a surname
        size = _zh_surname(t, k) if t[k : k + 1] not in N.ADVERB_SURNAMES else 0  # (病人都增加: the adverb)
        end = _plausible(t, k, size, need_one_given=t[k] in _FUNCTION_SURNAMES,
                         party=m.group(0).endswith(_PARTY_END)) if size else -1
        if end > 0 and _next_is_free(t, end):
            yield k, end, "person_name"
    starts = [0, *(m.end() for m in _SENTENCE_BREAK.finditer(t))]
    for m in (hit for i in starts if (hit := _SENTENCE_START.match(t, i)) is not None):
        k = m.end()
        size = _zh_surname(t, k) if k < len(t) else 0
        size = size or int(t[k : k + 1] in N.ADVERB_SURNAMES)  # (at a sentence's start 都 and 區 are no adverb)
        if not size:
            continue
        end = _plausible(t, k, size, need_one_given=True)
        if end > 0 and (N.ZH_PERSON_VERBS.match(t, end) or _SUBJECT_NEXT.match(t, end)):
            yield k, end, "person_name"
        elif size == 2 and (_SPEECH_AFTER_SURNAME.match(t, k + 2) or t.startswith("診斷", k + 2)):
            yield k, k + 2, "person_name"  # 司徒辯稱, 司徒診斷: a compound surname alone standing for the person
        elif size == 1 and t[k] not in N.ADVERB_SURNAMES and _SPEECH_AFTER_SURNAME.match(t, k + 1):
            yield k, k + 1, "person_name"
        elif size == 1 and t[k + 1 : k + 2] in N.NAME_CHARS and t[k + 1] not in N.ZH_STOP_CHARS \
                and _SHORT_NAME_NEXT.match(t, k + 2) and t[k] not in N.ADVERB_SURNAMES:
            yield k, k + 2, "person_name"
    yield from _japanese_names(t)
    offices = [o.start() - 1 for o in _OFFICE_WORDS.finditer(t, 1)]  # (one pass; a find per word costs more in CJK)
    for m in (hit for i in offices if (hit := _TITLE_BETWEEN.match(t, i)) is not None):
        given = m.group(2)
        if m.group(1) in N.SURNAMES_ZH and given not in N.ZH_COMMON_WORDS and all(
                _given(c, rare_ok=True) for c in given):
            yield m.start(), m.end(), "person_name"
    for m in (hit for i in all_of(t, "官") if i and (hit := _OFFICER.match(t, i - 1)) is not None):
        if m.group(1) in N.SURNAMES_ZH and (not m.start() or not _HAN.match(t[m.start() - 1])):
            yield m.start(), m.end(), "person_name"  # (法官裁定, 器官在: a word's 官, after another character)
    for role in (hit for i in all_of(t, "籍") if (hit := _FOREIGNER.match(t, i)) and hit.end() > i + 1):
        start = end = role.end()  # (a role after the nationality: 泰籍移工)
        while end < min(len(t), start + 4) and _HAN.match(t[end]) and t[end] not in N.ZH_STOP_CHARS and (
                end == start or not N.ZH_PERSON_VERBS.match(t, end)) and (
                t[end] in _SOUND_CHARS or _given(t[end], rare_ok=True)):
            end += 1
        name = t[start:end]
        if len(name) >= 2 and name[:2] not in N.ZH_COMMON_WORDS and not N.ZH_PERSON_VERBS.match(t, start):
            yield start, end, "person_name"
    for m in (hit for i in all_of(t, "君") if (hit := _JUN.search(t, max(0, i - 3), i + 1)) is not None):
        at = 1 if m.group(1) else 2
        surnames = m.group(at)
        if all(c in N.SURNAMES_ZH for c in surnames) and "諸" not in surnames:
            yield m.start(at), m.end(at) + 1, "person_name"
    reported = (hit for w in _REPORTING for i in all_of(t, w) if (hit := _REPORTED_SUBJECT.match(t, i + 1)))
    for m in reported:
        surname, given = m.group(1), m.group(2)
        if surname in N.SURNAMES_ZH and surname not in N.ADVERB_SURNAMES and given in N.NAME_CHARS \
                and given not in N.ZH_STOP_CHARS and not t.startswith(N.ZH_NOT_NAMES.get(surname, ()), m.start()):
            yield m.start(), m.end(), "person_name"  # 護理長說陳怡這週…: the reported clause's subject
    for m in _TITLE_AFTER.finditer(t):
        k = m.start() - 3  # a surname and two characters right before the title
        size = _zh_surname(t, k) if k >= 0 else 0
        if size == 1 and _plausible(t, k, 1, need_one_given=True) == m.start() and (
                k == 0 or not _HAN.match(t[k - 1]) or t[k - 1] in N.ZH_STOP_CHARS or t[k - 1] in _BEFORE_NAME):
            yield k, m.start(), "person_name"


_JA_AFTER = re.compile(r"[ \t]?(?:先生|小姐|太太|女士|さん|様|樣|桑|君|ちゃん|醫師|護理師)")
_JA_BEFORE = re.compile(r"(?:籍|日本人|病人|患者|病患|家屬|旅客|遊客|觀光客|個案|住民|姓名|名叫|先生|太太|小姐|看護"
                        r"|醫師|護理師|死者|男童|女童|男子|女子|受訪者|員工|照服員)[ \t:：]*$")


@lru_cache(maxsize=2)
def _ja_surname_pattern(surnames: frozenset[str]) -> Prefixed:
    """The table's surnames, longest first, tried only where one of their first characters stands."""
    alternation = "|".join(map(re.escape, sorted(surnames, key=lambda s: (-len(s), s))))
    return Prefixed(re.compile(f"(?:{alternation})"), "".join(sorted({s[0] for s in surnames})))


def _japanese_names(t: str) -> Iterator[Span]:
    """A Japanese surname (``words/ja_surnames.txt``) after a person's word (日籍旅客佐藤健一, 病人鈴木) or before an
    honorific (佐藤さん, 田中先生), with up to three characters of the given name before a particle or a verb."""
    for m in _ja_surname_pattern(N.JA_SURNAMES).finditer(t):
        k, end = m.start(), m.end()
        before = _JA_BEFORE.search(t, max(0, k - 6), k) is not None
        if k and t[k - 1] in N.NAME_CHARS and not before:
            continue  # inside a longer name or word
        stop = min(len(t), end + 3)
        while end < stop and _HAN.match(t[end]) and t[end] not in N.ZH_STOP_CHARS \
                and not N.ZH_PERSON_VERBS.match(t, end) and not _JA_AFTER.match(t, end):
            end += 1
        given = end - m.end()
        closed = end == len(t) or not _HAN.match(t[end]) or t[end] in N.ZH_STOP_CHARS  # (於, 並非, 6月, 。)
        if before or _JA_AFTER.match(t, end) or (given >= 2 and closed):
            yield k, end, "person_name"  # (a surname of the table, then a given name of two or three: 三宅悠太並非)


def a_places_english_name(t: str, start: int, end: int) -> bool:
    """Latin letters in brackets right after a Chinese place's name, or right before its hospital: the place's name
    in English (維維克維哈區(Vivek Vihar), 伊本·哈提卜醫院(Ibn al-Khatib hospital), 哈提卜（Ibn Khatib）醫院)."""
    opened = start >= 2 and t[start - 1] in "(（" and t[start - 2] in _PLACE_SUFFIXES
    close = _TO_BRACKET_END.match(t, end)
    return opened or (start >= 1 and t[start - 1] in "(（" and close is not None
                      and _PLACE_AFTER.match(t, close.end()) is not None)
