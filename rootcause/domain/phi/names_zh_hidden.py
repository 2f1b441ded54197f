"""Chinese names told without being written whole: a surname said or spelled out, a name in zhuyin, a given name
or a nickname alone where the sentence makes it a person.

- **A surname said**: 姓 then a surname (病人姓吳, 姓「黃」的醫師), or spelled by its parts the way people spell
  a surname aloud (耳東陳, 木子李, 弓長張: ``words/zh_surname_spellings.txt``). 姓名, 姓氏 and 百姓 are words.
- **Zhuyin**: clinical writing never uses the phonetic alphabet (ㄌㄧㄣˊ ㄇㄟˇ); three or more of its letters in a
  row spell a name past a reader.
- **A given name alone** at the start of a clause (美玲的點滴…, 志偉術後…): two name characters that are no
  common word, before what only a person does or owns (a person's verb, 術後, 的 + a person's thing or relative).
- **A nickname** (阿X, 小X) after a word that introduces someone (叫, 我們家, 清潔阿姨) or before a person's verb.
- **A Vietnamese name** as Taiwan writes it, with 氏 between surname and given name (阮氏蘭), not a clan (陳氏家族).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache
from itertools import pairwise

from rootcause.domain.phi import name_tables as N
from rootcause.domain.phi.lexicon import unknown_word
from rootcause.domain.phi.scan import all_of

__all__ = ["hidden_chinese_names"]

Span = tuple[int, int, str]

_BOPOMOFO = "\u3105-\u312f\u31a0-\u31bf"
_ZHUYIN = re.compile(rf"[{_BOPOMOFO}](?:[{_BOPOMOFO}ˊˇˋ˙ \t]*[{_BOPOMOFO}]){{2,}}[ˊˇˋ˙]?")
_ZHUYIN_GATE = re.compile(rf"[{_BOPOMOFO}]")

# A syllable in zhuyin standing for one character of a name written in characters: ㄌㄧˊ宗翰, 蕭ㄨㄟˊ倫 (a reader
# says the name; the guard reads the characters around the syllable as a name's).
_ZHUYIN_IN_NAME = re.compile(rf"([\u4e00-\u9fff]?)[{_BOPOMOFO}]{{1,3}}[ˊˇˋ˙]?([\u4e00-\u9fff]{{0,2}})")
_CHILD_BEFORE_PARENT = re.compile(r"([\u4e00-\u9fff]{2})$")
_LATIN_SURNAME_HAN_GIVEN = re.compile(r"(?<![A-Za-z])([A-Za-z]{2,7})[ \t]?([\u4e00-\u9fff]{2})")
_ZHUYIN_TITLED = re.compile(rf"[{_BOPOMOFO}]{{1,4}}[ˊˇˋ˙]?(?=先生|小姐|太太|女士|阿姨|伯伯|護理師|醫師|桑)")
_QUOTE = "「『\"“'‘（("
_NOT_AFTER_SURNAME_WORD = frozenset("名氏")  # 姓名, 姓氏
_NOT_BEFORE_SURNAME_WORD = frozenset("百同異貴改冠從")  # 百姓, 同姓, 貴姓, 改姓, 冠夫姓, 從母姓
_CLAUSE_START = frozenset("，。；：、！？「『（(,;:!? \t\n")
# What follows a person, not a thing: a person's verb, 術後, or 的 and a person's thing or relative.
_PERSON_AFTER = re.compile(
    r"(?:" + N.ZH_PERSON_VERBS.pattern + r"|術後|一直|自行|哭|喊|跟護理師|向護理師|跟醫師|向醫師|媽媽|爸爸|阿嬤|阿公"
    r"|的(?:家屬|媽媽|爸爸|母親|父親|先生|太太|女兒|兒子|點滴|藥袋|藥|床|手圈|病歷|奶瓶|檢體|血))"
)
_PERSON_ROLE = (r"(?:病人|患者|病患|病童|個案|住民|家屬|女兒|兒子|太太|先生|媽媽|爸爸|母親|父親|看護|外籍|護理師|醫師"
                r"|藥師|同事|主治|值班|學姊|學姐|學長|學妹|學弟|專師|組長|護理長|主任|總醫師|住院醫師|清潔人員|傳送人員"
                r"|志工|照服員|外傭)")
# A name in Latin letters right before a Chinese title or a verb of speech: "Amy 學姊", "R Kevin 說".
_LATIN_BEFORE_TITLE = re.compile(r"(?<![A-Za-z])([A-Z][a-z]{1,15})[ \t]?(?=學姊|學姐|學長|學妹|學弟|護理師|醫師"
                                 r"|阿姨|姐|哥|說|表示|交班(?![單表卡])|回覆|回電|開立|抱怨)")  # (Kardex 交班單)
_TITLES_AFTER_LATIN = ("學姊", "學姐", "學長", "學妹", "學弟", "護理師", "醫師", "阿姨", "姐", "哥", "說", "表示",
                       "交班", "回覆", "回電", "開立", "抱怨")
_TITLE_AFTER_LATIN = re.compile("|".join(_TITLES_AFTER_LATIN))
_LATIN_END = frozenset("abcdefghijklmnopqrstuvwxyz \t")  # (a Latin name's last letter, or the space after it)
# A surname alone after a bed's number on a whiteboard: "3床 湯 NPO", "5床魏 on O2".
_BED_SURNAME = re.compile(r"\d{1,3}[ \t]?床[ \t:：]?([\u4e00-\u9fff]{1,3}?)(?=[ \t、，,;；A-Za-z（(]|$|跌倒|拒絕|自拔"
                          r"|拔管|躁動|需|要|說|表示|家屬|NPO|npo)")
_SIDES = frozenset("左右上下前後內外東西南北中")  # 5床左（側臥）: a side, not a surname
# A greeting or a sign-off around a given name, as in an e-mail pasted into a report: 雅琪妳好 …，——思妤
_GREETED = re.compile(r"([\u4e00-\u9fff]{2})(?=[ \t]?(?:妳好|你好|您好|早安|午安|晚安))")
_SIGNED = re.compile(r"(?:——|—|－|-{1,2}|～)[ \t]*([\u4e00-\u9fff]{2,3})[ \t。.!！]*$")
_OFFICE = (r"局長|署長|部長|司長|處長|院長|主任|主席|理事長|秘書長|執行長|董事長|發言人|議員|立委|委員|市長|縣長|次長"
           r"|所長|主委|召集人|會長")
_SPEECH = r"表示|指出|認為|說|強調|坦言|回應|透露|證實|承認|呼籲|解釋|說明|提到|則指|亦指|又指|更指|也指|直指|指稱"
_SPEECH_GATE = re.compile(_SPEECH)
_SPEECH_VERBS = tuple(_SPEECH.split("|"))
# where a speaker can start, counted back from the verb: a name (3), perhaps a time word (1-2), perhaps an office (2-3)
_SPEAKER_BACK = (3, 4, 5, 6, 7, 8)
_SPEAKER = re.compile(rf"(?P<office>{_OFFICE})?(?P<name>[\u4e00-\u9fff]{{3}})"
                      rf"(?:昨日|今日|今天|昨天|日前|稍早|也|則|更|並)?(?:{_SPEECH})")
_NOT_GIVEN = frozenset("姓方層面們家者員師長處院部局署會組")  # 陳姓, 院方, 高層: a word, not a name
_NOT_SIGNATURES = frozenset({"謝謝", "感謝", "完畢", "以上", "敬上", "辛苦", "辛苦了", "收到", "了解", "好的", "補充",
                             "謝謝您", "謝謝你", "感恩", "致謝", "報告"})
# A surname alone between a whiteboard's dashes: "SR2 – 卓 – C.diff"
_DASHED_SURNAME = re.compile(r"[–—-][ \t]*([\u4e00-\u9fff])[ \t]*[–—-]")
# A Chinese name in pinyin without tones inside Chinese text: "家屬叫 chen jia hao", "病人 huang ya ting".
_GIVEN_KIN_BEFORE = re.compile(r"([\u4e00-\u9fff]{2})(?:姐|姊|哥|姨|嫂)$")
_SURNAME_AGE_SEX = re.compile(r"([\u4e00-\u9fff])[ \t]?\d{1,3}[ \t]?[MF男女](?![A-Za-z])")
_KIN_BRACKET_NICKNAME = re.compile(r"(?:太太|先生|老婆|老公|女兒|兒子|媽媽|爸爸|母親|父親|家屬|看護|孫子|孫女"
                                   r"|媳婦)[ \t]*[（(]((?:阿|小)[\u4e00-\u9fff])[）)]")
_ROLE_THEN_LATIN = re.compile(r"(?:書記|護生|護理師|醫師|學姊|學姐|學長|專師|看護|志工|個管師|藥師|治療師|住院醫師"
                              r"|實習醫師|傳送|清潔員|通報人)[ \t:：=]*([A-Z][a-z]{1,15})(?![A-Za-z])")
_PINYIN_PERSON_WORDS = ("病人", "患者", "家屬", "叫", "名字", "姓名", "醫師", "護理師", "先生", "小姐", "太太", "女士")
_PINYIN_AFTER_WORD = re.compile(r"[ \t:：]*([a-z]{1,6})[ \t]+([a-z]{1,6})(?:[ \t]+([a-z]{1,6}))?(?![A-Za-z])")
_ROLE_IN_BRACKETS = re.compile(rf"\s?[（(]{_PERSON_ROLE}")
_ROLE_AFTER_BRACKET = re.compile(rf"[^）)]{{0,4}}{_PERSON_ROLE}")
_LATIN_BEFORE_ROLE = re.compile(rf"(?<![A-Za-z])([A-Z][a-z]{{1,15}})\s?[（(][^）)]{{0,4}}{_PERSON_ROLE}")
_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")
_WITH_THI = re.compile(r"([\u4e00-\u9fff])氏([\u4e00-\u9fff])[\u4e00-\u9fff]?")
_CLAN = re.compile(r"家族|宗親|宗祠|祠堂|族譜|族人|一族|家譜")
_KIN = frozenset("伯叔姨嬸嫂婆公嬤姐姊哥妹弟爸媽孩兒")
# Where a given name alone can start: after the start of a clause, or a word that gives care to someone (幫, 給).
_BEFORE_GIVEN = re.compile(r"[，。；：、！？「『（(,;:!? \t\n給幫替跟向讓陪帶扶餵喂](?=[\u4e00-\u9fff])")
# After a given name at a clause's start: a transfer or a time (雅琪轉到…, 志強半夜…), or 的 and the person's body,
# line or device (家銘的鼻胃管); 的 alone is no sign (明愛的醫護人員: a hospital).
_AFTER_A_NAME = re.compile(r"轉到|轉入|轉出|轉至|半夜|凌晨|早上|今天|昨天|昨晚|今晨|當天|入住|住院"
                           r"|的(?:鼻胃管|尿管|管路|傷口|點滴|輸液|血壓|血糖|體溫|心跳|血氧|手腳|手|腳|頭|皮膚|褥瘡|壓傷"
                           r"|傷|飲食|餐|食物|午餐|晚餐|早餐|劑量|藥物|針|胰島素|處方|檢查|報告|手術|床欄|約束|衣服|假牙|眼鏡)")
_CARE_FOR = frozenset("給幫替跟向讓陪帶扶餵喂")
_CARE_VERB = re.compile(r"量|翻身|換藥|換|打針|抽血|測|餵|洗|擦|灌|拍背|推|送|做|貼|戴|處理|準備|上藥|注射|給藥"
                        r"|吃藥|服藥")
_LATIN_GIVEN = re.compile(r"[A-Z][a-z]{1,12}(?![A-Za-z])")
_NICKNAME_BEFORE = re.compile(r"(?:(?:叫|叫做|稱|稱呼)(?:他|她|我|你)?|傳送|看護|清潔|志工|護佐|工友|警衛|司機|保全"
                              r"|[員師生科組室]|EMT|emt|RN|NP"
                              r"|我們家|他們家|她們家|你們家|阿姨|叔叔|伯伯|大哥|大姐|同事|綽號"
                              # (a relative before the nickname, as Taiwanese calls them: 大舅阿旺, 屘叔仔阿福)
                              r"|[舅姑叔伯姨嬸嫂哥姐姊弟妹]仔?)[ \t]*$")


@lru_cache(maxsize=2)
def _spelling_starts(spellings: tuple[str, ...]) -> re.Pattern[str]:
    """The first two characters of every spelling, as one pattern (one pass, for the table a hospital has)."""
    return re.compile("|".join(sorted({re.escape(s[:2]) for s in spellings})))


def _surname_at(t: str, i: int) -> int:
    """The length of the surname that starts at ``i`` (a compound one first), 0 when none does."""
    if t[i : i + 2] in N.COMPOUND_SURNAMES:
        return 2
    return 1 if t[i : i + 1] in N.SURNAMES_ZH else 0


def _surnames_said(t: str) -> Iterator[Span]:
    for m in re.finditer("姓", t):
        i = m.end()
        while i < len(t) and t[i] in _QUOTE:
            i += 1
        if t[m.start() - 1 : m.start()] in _NOT_BEFORE_SURNAME_WORD or t[i : i + 1] in _NOT_AFTER_SURNAME_WORD:
            continue
        size = _surname_at(t, i)
        if size:
            yield m.start(), i + size, "person_name"
        else:
            spelled = next((s for s in N.SURNAME_SPELLINGS if t.startswith(s, i)), None)
            if spelled:
                yield m.start(), i + len(spelled), "person_name"
    firsts = {t[m.start() : m.start() + 2] for m in _spelling_starts(N.SURNAME_SPELLINGS).finditer(t)}
    for spelled in (s for s in N.SURNAME_SPELLINGS if s[:2] in firsts):
        start = t.find(spelled)
        while start >= 0:
            yield start, start + len(spelled), "person_name"
            start = t.find(spelled, start + 1)


def _given_alone(t: str) -> Iterator[Span]:
    chars, stops = N.NAME_CHARS, N.ZH_STOP_CHARS
    starts = [0, *(m.end() for m in _BEFORE_GIVEN.finditer(t))]
    for a in starts:
        b = a + 2
        given = t[a:b]
        if len(given) < 2 or given[0] not in chars or given[1] not in chars:
            continue  # (most clause starts: one look at each of two characters)
        if given in N.ZH_COMMON_WORDS or given[0] in N.SURNAMES_ZH or given[0] in "阿小老" \
                or given[0] in stops or given[1] in stops:
            continue
        before = t[a - 1] if a else ""
        if (not before or before in _CLAUSE_START) and (_PERSON_AFTER.match(t, b) or _AFTER_A_NAME.match(t, b)):
            yield a, b, "person_name"  # 美玲的點滴, 志偉術後, 雅琪轉到加護病房
        elif before in _CARE_FOR and (_PERSON_AFTER.match(t, b) or _CARE_VERB.match(t, b)):
            yield a, b, "person_name"  # 給佳慧的藥, 幫淑芬量血糖


def _nicknames(t: str) -> Iterator[Span]:
    for m in re.finditer("[阿小]", t):
        c = t[m.end() : m.end() + 1]
        if m.group() == "阿" and (latin := _LATIN_GIVEN.match(t, m.end())) is not None \
                and _NICKNAME_BEFORE.search(t, max(0, m.start() - 6), m.start()):
            yield m.start(), latin.end(), "person_name"  # 住院醫師 阿Ben: 阿 before an English given name
            continue
        if not _HAN.match(c) or c in N.ZH_STOP_CHARS or c in _KIN:
            continue  # no given character: 阿姨, 小的
        if m.group() == "阿" and t[m.end() + 1 : m.end() + 2] == "仔" and c in N.NAME_CHARS:
            yield m.start(), m.end() + 2, "person_name"  # 阿招仔: Taiwanese calls a person 阿…仔 (阿公仔 is kin)
            continue
        if _NICKNAME_BEFORE.search(t, max(0, m.start() - 5), m.start()):
            yield m.start(), m.end() + 1, "person_name"  # 我們家阿明, 清潔阿姨阿桃, 叫小瑜
        elif c in N.NAME_CHARS and t[m.end() + 1 : m.end() + 2] not in N.NAME_CHARS and _PERSON_AFTER.match(
                t, m.end() + 1) and (m.start() == 0 or t[m.start() - 1] in _CLAUSE_START):
            yield m.start(), m.end() + 1, "person_name"  # 阿旺說…, at a clause's start
        elif _ROLE_IN_BRACKETS.match(t, m.end() + 1):
            yield m.start(), m.end() + 1, "person_name"  # 小胖（病童）: a nickname that a bracket says is a person


def _vietnamese_names(t: str) -> Iterator[Span]:
    """A Vietnamese woman's name as Taiwan writes it (阮氏蘭: surname, 氏, given name); 陳氏家族 is a clan."""
    for m in _WITH_THI.finditer(t):
        if t[m.start() - 1 : m.start()] in N.SURNAMES_ZH:
            continue  # (inside a longer name or word)
        if m.group(1) in N.SURNAMES_ZH and m.group(2) in N.NAME_CHARS and not _CLAN.match(t, m.start(2)):
            yield m.start(), m.end(), "person_name"


def _latin_names_with_a_role(t: str) -> Iterator[Span]:
    """A name in Latin letters that a bracketed role after it says is a person: Amy（病人女兒）, Kevin (主責護理師)."""
    for m in (hit for i in sorted((*all_of(t, "（"), *all_of(t, "("))) if _ROLE_AFTER_BRACKET.match(t, i + 1)
              for hit in (_LATIN_BEFORE_ROLE.search(t, max(0, i - 18), i + 8),) if hit):
        word = m.group(1)
        low = word.lower()
        if (low in N.GIVEN_NAMES and low not in N.NOT_NAMES) or unknown_word(word):
            yield m.start(1), m.end(1), "person_name"


def _names_in_mixed_script(t: str) -> Iterator[Span]:
    """A full name before a bracketed role (陳偉（主治）), a Latin name before a title (Amy 學姊), a surname after a
    bed's number (3床 湯), pinyin after a person word (家屬叫 chen jia hao)."""
    for i in (*all_of(t, "（"), *all_of(t, "(")):
        if not _ROLE_AFTER_BRACKET.match(t, i + 1):
            continue
        kin = _GIVEN_KIN_BEFORE.search(t, max(0, i - 4), i)
        if kin and all(c in N.NAME_CHARS for c in kin.group(1)) and kin.group(1) not in N.ZH_COMMON_WORDS:
            yield kin.start(1), kin.end(), "person_name"  # 美華姐（清潔人員）
            continue
        for size in (3, 2):
            a = i - size
            name = t[a:i]
            if a >= 0 and name[0] in N.SURNAMES_ZH and all(c in N.NAME_CHARS for c in name[1:]) \
                    and name not in N.ZH_COMMON_WORDS and (a == 0 or not _HAN.match(t, a - 1) or t[a - 1] in "是叫由"):
                yield a, i, "person_name"
                break
    titles = (j.start() for j in _TITLE_AFTER_LATIN.finditer(t) if j.start() and t[j.start() - 1] in _LATIN_END)
    for m in (hit for i in titles for hit in (_LATIN_BEFORE_TITLE.search(t, max(0, i - 18), i + 3),) if hit):
        word = m.group(1)
        if (word.lower() in N.GIVEN_NAMES and word.lower() not in N.NOT_NAMES) or unknown_word(word):
            yield m.start(1), m.end(1), "person_name"
    for m in (hit for word in ("媽媽", "爸爸", "阿嬤", "阿公") for i in all_of(t, word)
              for hit in (_CHILD_BEFORE_PARENT.search(t, max(0, i - 2), i),) if hit):
        given = m.group(1)
        if all(c in N.NAME_CHARS for c in given) and given not in N.ZH_COMMON_WORDS \
                and not any(given.startswith(w) or w.startswith(given) for w in N.ZH_NOT_NAMES.get(given[0], ())):
            yield m.start(1), m.end(1), "person_name"  # 佳蓉媽媽: a parent named by the child, as clinics do
    for m in _LATIN_SURNAME_HAN_GIVEN.finditer(t):
        surname, given = m.group(1).lower(), m.group(2)
        if surname in N.SURNAMES and surname not in N.LEXICON and all(c in N.NAME_CHARS for c in given) \
                and given not in N.ZH_COMMON_WORDS:
            yield m.start(1), m.end(2), "person_name"  # 主護 zhang 雅婷: a surname in pinyin, the given name in
            # characters
    for i in all_of(t, "床"):
        j = i - 1 if t[i - 1 : i] in (" ", "\t") else i
        while j > 0 and t[j - 1].isdigit():
            j -= 1
        bed = _BED_SURNAME.match(t, j) if j < i else None
        name = bed.group(1) if bed else ""
        if bed and name not in _SIDES and ((name[0] in N.SURNAMES_ZH and all(c in N.NAME_CHARS for c in name[1:])) or (
                len(name) == 2 and name[0] in "阿小" and name[1] not in _KIN) or (
                len(name) == 2 and all(c in N.NAME_CHARS for c in name) and name not in N.ZH_COMMON_WORDS)):
            yield bed.start(1), bed.end(1), "person_name"  # 3床 湯, 9床 淑惠, 3床 阿文
    for m in (hit for word in ("妳好", "你好", "您好", "早安", "午安", "晚安") for i in all_of(t, word)
              for hit in (_GREETED.match(t, max(0, i - 3)), _GREETED.match(t, max(0, i - 2))) if hit):
        given = m.group(1)
        if all(c in N.NAME_CHARS for c in given) and given not in N.ZH_COMMON_WORDS:
            yield m.start(1), m.end(1), "person_name"
    signed = _SIGNED.search(t, max(0, len(t) - 12))
    if signed and all(c in N.NAME_CHARS or c in N.SURNAMES_ZH for c in signed.group(1)) \
            and signed.group(1) not in N.ZH_COMMON_WORDS and signed.group(1) not in _NOT_SIGNATURES:
        yield signed.start(1), signed.end(1), "person_name"
    dashes = sorted(i for dash in ("–", "—", " -", "- ") for i in all_of(t, dash))  # (a whiteboard's dash, spaced)
    for m in (hit for i in dashes for hit in (_DASHED_SURNAME.match(t, i if t[i] != " " else i + 1),) if hit):
        if m.group(1) in N.SURNAMES_ZH:
            yield m.start(1), m.end(1), "person_name"
    for m in (hit for word in _PINYIN_PERSON_WORDS for i in all_of(t, word)
              for hit in (_PINYIN_AFTER_WORD.match(t, i + len(word)),) if hit):
        syllables = [g for g in m.groups() if g]
        if syllables[0] in N.SURNAMES and all(p in N.ROMANISED_SYLLABLES or p in N.SURNAMES for p in syllables):
            yield m.start(1), m.end(), "person_name"


def _speakers(t: str) -> Iterator[Span]:
    """A surname and two characters before a verb of speech, after an office (署長姜至剛指出) or at a clause's start
    (田北辰表示): saying is what people do, so the given name need not be in the name-character table."""
    starts = sorted({i - back for verb in _SPEECH_VERBS for i in all_of(t, verb) for back in _SPEAKER_BACK
                     if i >= back})
    for m in (hit for i in starts for hit in (_SPEAKER.match(t, i),) if hit):
        a = m.start("name")
        name = m.group("name")
        office = bool(m.group("office"))
        if not office and a and t[a - 1] not in _CLAUSE_START:
            continue
        if name[0] not in N.SURNAMES_ZH or name[0] in N.ADVERB_SURNAMES or any(
                (c in N.ZH_STOP_CHARS and not office) or c in _NOT_GIVEN for c in name[1:]):
            continue  # (after an office even 一 is a given name's: 局長周一嶽)
        if not office and (t.startswith(N.ZH_NOT_NAMES.get(name[0], ()), a) or name in N.ZH_COMMON_WORDS):
            continue  # (after an office, 周一 is a surname and a given character, not Monday)
        yield a, m.end("name"), "person_name"


def _shorthand(t: str) -> Iterator[Span]:
    """Names in a ward's shorthand: a surname before an age and sex (王 78F, 蔡64M), a name before a bracketed sex and
    age (巴奈 Panay（F, 34）), a nickname in brackets after a relative (太太(阿娟)), a Latin given name after a
    Chinese role (夜班書記 Wendy)."""
    for m in _SURNAME_AGE_SEX.finditer(t):
        if m.group(1) in N.SURNAMES_ZH and (m.start() == 0 or not _HAN.match(t, m.start() - 1)):
            yield m.start(1), m.end(1), "person_name"
    for m in _KIN_BRACKET_NICKNAME.finditer(t):
        yield m.start(1), m.end(1), "person_name"
    for m in _ROLE_THEN_LATIN.finditer(t):
        word = m.group(1)
        if (word.lower() in N.GIVEN_NAMES and word.lower() not in N.NOT_NAMES) or unknown_word(word):
            yield m.start(1), m.end(1), "person_name"


# Who wrote a line of a pasted chat, after its bracketed time or group: "[LINE群組 14:22] 郁涵：剛剛…".
_CHAT_SENDER = re.compile(r"[\]】][ \t]*([\u4e00-\u9fff]{2,3})[：:]")


def _chat_senders(t: str) -> Iterator[Span]:
    for m in _CHAT_SENDER.finditer(t):
        name = m.group(1)
        given = name if name[0] not in N.SURNAMES_ZH or len(name) == 2 else name[1:]
        if name not in N.ZH_COMMON_WORDS and given not in N.ZH_COMMON_WORDS and all(c in N.NAME_CHARS for c in given):
            yield m.start(1), m.end(1), "person_name"


# A name's pinyin run together in lower case between Chinese words: "今天 liuyichen 那床" (a surname and a given name
# of two syllables; not before a place's character, "zhongshan 路" is a road).
_JOINED_PINYIN = re.compile(r"(?<=[\u4e00-\u9fff])[ \t]?([a-z]{7,18})[ \t]?(?=[\u4e00-\u9fff（(，。、；])"
                            r"(?![路街區市縣鄉鎮站醫院])")


def _joined_pinyin(t: str) -> Iterator[Span]:
    for m in _JOINED_PINYIN.finditer(t):
        word = m.group(1)
        if word in N.LEXICON or word in N.DRUG_NAMES:
            continue
        if any(word[:k] in N.SURNAMES and N.romanised_given(word[k:]) for k in range(2, 6)):
            yield m.start(1), m.end(1), "person_name"  # (a given name of one word is two syllables run together)


_GLOSS = re.compile(r"[ \t]*[（(]([\u4e00-\u9fff]{2,4})[)）]")


def _glossed_word(t: str, end: int) -> bool:
    """Zhuyin followed by the word it spells, in brackets, when that word is no name (ㄒㄩㄝˇ ㄊㄤˊ（血糖）: a leaflet
    teaching a word's sound; not ㄌㄧㄣˊ ㄇㄟˇ（林美）)."""
    gloss = _GLOSS.match(t, end)
    return gloss is not None and (gloss.group(1) in N.ZH_COMMON_WORDS or gloss.group(1)[0] not in N.SURNAMES_ZH)


def _the_alphabet(run: str) -> bool:
    """Zhuyin letters in the table's own order (ㄅㄆㄇㄈ, an aphasia board's first row): the alphabet, not a name."""
    letters = [ord(c) for c in run if "\u3105" <= c <= "\u312f"]
    return all(b == a + 1 for a, b in pairwise(letters))


# What someone asks to be called: 叫她秀琴就好, 「叫我 Vivian 周就好」 (not 叫我阿姨就好, a way of addressing anyone).
_CALL_ME = re.compile(r"叫(?:我|她|他|伊|阮|人家)[ \t]*[「『\"“]?((?:[A-Za-z][a-z'’-]{1,14}(?:[ \t]?[\u4e00-\u9fff])?)"
                      r"|[\u4e00-\u9fff]{2,3}?)[」』\"”]?[ \t]*(?:就好|就可以|就行|即可|就是了|就對了)")
_ADDRESS_TERMS = frozenset((
    "阿姨", "阿伯", "阿嬤", "阿公", "阿婆", "阿叔", "阿桑", "奶奶", "爺爺", "媽媽", "爸爸", "姊姊",
    "姐姐", "哥哥", "大哥", "大姊", "大姐", "弟弟", "妹妹", "老師", "師姐", "師兄", "學姊", "學長",
    "學妹", "學弟", "伯伯", "叔叔", "嬸嬸", "老闆", "大嫂", "阿北", "阿母", "阿爸", "歐巴桑", "歐吉桑",
    "小姐", "先生", "同學", "名字", "本名", "綽號", "小名",
))


def hidden_chinese_names(t: str, low: str) -> Iterator[Span]:
    """A surname said or spelled out, a name in zhuyin, a given name or a nickname alone as a person."""
    for m in _CALL_ME.finditer(t) if "叫" in t else ():
        if m.group(1) not in _ADDRESS_TERMS and m.group(1).lower() not in N.NOT_NAMES:
            yield m.start(1), m.end(1), "person_name"
    if "姓" in t or _spelling_starts(N.SURNAME_SPELLINGS).search(t):
        yield from _surnames_said(t)
    if _ZHUYIN_GATE.search(t):
        for m in _ZHUYIN.finditer(t):
            if not _the_alphabet(m.group()) and not _glossed_word(t, m.end()):
                yield m.start(), m.end(), "person_name"
        for m in _ZHUYIN_IN_NAME.finditer(t):
            before = m.group(1) if m.group(1) in N.SURNAMES_ZH else ""
            after = m.group(2)[:1] + (m.group(2)[1:] if not before else "")  # (three characters at most)
            while after and after[-1] not in N.NAME_CHARS:
                after = after[:-1]
            if (before or after) and all(c in N.NAME_CHARS for c in after) and not _the_alphabet(m.group()):
                yield m.start(1) if before else m.end(1), m.start(2) + len(after), "person_name"
        for m in _ZHUYIN_TITLED.finditer(t):
            yield m.start(), m.end(), "person_name"  # 家屬ㄓㄤ先生: a surname in zhuyin before a title
    yield from _given_alone(t)
    if "阿" in t or "小" in t:
        yield from _nicknames(t)
    if "氏" in t:
        yield from _vietnamese_names(t)
    if "（" in t or "(" in t:
        yield from _latin_names_with_a_role(t)
    yield from _names_in_mixed_script(t)
    yield from _joined_pinyin(t)
    yield from _shorthand(t)
    if _SPEECH_GATE.search(t):
        yield from _speakers(t)
    if ("]" in t or "】" in t) and ("：" in t or ":" in t):
        yield from _chat_senders(t)
