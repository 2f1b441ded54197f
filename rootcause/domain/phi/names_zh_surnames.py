"""Chinese surnames that stand for the person or that the sentence marks as surnames: 王姓病人, 一名曾姓50歲男性,
蔡男入院, 病人姓許, 阿嬤林氏, 病人（羅）, 老楊, Kevin 林. (Split from ``names_zh``, which reads full names.)"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rootcause.domain.phi import name_tables as N
from rootcause.domain.phi.names_zh import BEFORE_A_PERSON, _given
from rootcause.domain.phi.scan import Prefixed, all_of

__all__ = ["chinese_surnames"]

Span = tuple[int, int, str]  # start, end, kind

# A surname marked as one: 病人姓許 (姓 then the surname), 阿嬤林氏 (氏 after it), 病人（羅） (in brackets after a
# context word), 老楊 (老 before it, as friends and wards call an old man), Kevin 林 (an English given name first).
_SURNAME_AFTER_XING = re.compile(r"姓(?<=[人屬者患叫：:，,\s]姓)[「『\"“]?([\u4e00-\u9fff])")
_NAME_THEN_ROLE = re.compile(
    r"((?<![\u4e00-\u9fff])[\u4e00-\u9fff]{2,3}|[阿小老][\u4e00-\u9fff])[（(](?:病人|患者|病患|家屬|個案|住民|看護|清潔人員|照服員|傳送員|護理師"
    r"|醫師|藥師|病人小名|小名|外籍看護|家屬自稱|自稱)")
_BRACKETED_SURNAME = re.compile(r"(?:病人|患者|病患|家屬|個案|住民)[（(]([\u4e00-\u9fff])[)）]")
# (老 first in both ways, with what stands before it looked at from after it: the engine skips to 老)
_LAO = re.compile(r"老(?<![\u4e00-\u9fff]老)([\u4e00-\u9fff])|老([\u4e00-\u9fff])(?=[（(]|[^\u4e00-\u9fff]|$)"
                  r"|(?<=[員師工])老([\u4e00-\u9fff])(?=說|表示|回報|推|拿|給)")  # (傳送員老曾說: after a role too)
_LATIN_GIVEN_ZH_SURNAME = Prefixed(re.compile(
    r"(?=[A-Z])(?<![A-Za-z])([A-Z][a-z]{1,12})[ \t]?([\u4e00-\u9fff])(?![\u4e00-\u9fff])"
), "A-Z")


# (two or three people of a family, each identified; a whole family or clan, 黃氏家族, names no one in the event)
_FAMILY_AFTER_SHI = ("夫婦", "夫妻", "兄弟", "姊妹", "姐妹", "母女", "母子", "父子", "父女")


# Kin words that open with 阿, 小 or 老 like a nickname, and name no one (阿嬤（個案配偶）, 老公（家屬）).
_KIN_NOT_NICKNAMES = frozenset({"阿嬤", "阿媽", "阿公", "阿姨", "阿伯", "阿婆", "阿叔", "阿舅", "阿爸", "阿母", "阿兄",
                                "阿姊", "阿姐", "阿妹", "阿弟", "阿嫂", "阿祖", "老公", "老婆", "老爸", "老媽", "老伴",
                                "老人", "小孩", "小弟", "小妹", "小兒", "小女", "小姑", "小叔", "小姨"})


def _surname_markers(t: str) -> Iterator[Span]:
    """Surnames the sentence marks as surnames (see the patterns above)."""
    if "姓" in t:
        for m in _SURNAME_AFTER_XING.finditer(t):
            if m.group(1) in N.SURNAMES_ZH:
                yield m.start(), m.end(1), "person_name"
    if "氏" in t:
        for i in all_of(t, "氏"):
            k = i - 1
            if k < 0:
                continue
            if t[k] in N.SURNAMES_ZH and (t[max(0, k - 2) : k] in _KIN_BEFORE_SHI  # 葛氏量表 is a scale
                                          or t.startswith(_FAMILY_AFTER_SHI, i + 1)):  # 黎氏夫婦: the Lai couple
                yield k, i + 1, "person_name"
    for m in (m for i in (*all_of(t, "（"), *all_of(t, "(")) for m in (_NAME_THEN_ROLE.search(t, max(0, i - 3), i + 8),)
              if m):
        if m.group(1) in _KIN_NOT_NICKNAMES:
            continue  # 阿嬤（個案配偶）: a kin word, whoever she is
        nickname = m.group(1)[0] in "阿小老"  # 小胖（家屬自稱）: a nickname may use any character
        if not t.startswith(N.ZH_NOT_NAMES.get(m.group(1)[0], ()), m.start(1)) and (nickname or all(
                _given(c, rare_ok=True) or c in N.SURNAMES_ZH for c in m.group(1))):
            yield m.start(1), m.end(1), "person_name"  # 小美（病人）, 美華姐（清潔人員）: who, then their part
    for m in _BRACKETED_SURNAME.finditer(t):
        if m.group(1) in N.SURNAMES_ZH:
            yield m.start(1), m.end(1), "person_name"
    if "老" in t:
        for m in _LAO.finditer(t):
            surname = m.group(1) or m.group(2) or m.group(3)
            # (老翁 "old man", 老練 "seasoned", 老家 "home town": words, not 老 and a surname)
            if surname in N.SURNAMES_ZH and surname not in "人師年化舊鼠公花大翁農練成家實將鄉":
                yield m.start(), m.end(), "person_name"
    for m in _LATIN_GIVEN_ZH_SURNAME.finditer(t):
        given, surname = m.group(1).lower(), m.group(2)
        if given in N.GIVEN_NAMES and given not in N.WORD_GIVEN_NAMES and surname in N.SURNAMES_ZH:
            yield m.start(), m.end(), "person_name"


_KIN_BEFORE_SHI = frozenset({"阿嬤", "阿公", "奶奶", "爺爺", "病人", "患者", "家屬", "婆婆", "太太", "夫人", "母親",
                             "媽媽"})
# What follows "X姓" when X is a person's surname (王姓病人, 支姓公關), and a surname quoted after 姓 (姓「許」).
_PERSON_NOUN = re.compile(r"男|女|婦|翁|病人|病患|患者|家屬|護理師|醫師|醫生|藥師|公關|民眾|員工|主任|學生|老人|長者"
                          r"|阿嬤|阿公|少年|少女|嬰|童|孕婦|產婦|子")
_QUOTED_SURNAME = re.compile(r"[「『\"“]?[\u4e00-\u9fff]{1,2}[」』\"”]")
_SAME_SURNAME = frozenset("同百貴異復改冠從本單複")  # 同姓, 百姓, 貴姓 …: words with 姓, no surname said
# Characters that make 父 or 母 a kin word of their own (祖父, 伯母, 岳父, 師父, 神父, 家父): no surname before it.
_KIN_BEFORE = frozenset("祖伯叔岳繼養生家老師神義乾姑姨舅嬸後慈嚴聖父母嫡庶")
# 彭父當庭提告: a patient's father or mother named by the surname, then what they said or did.
_PARENT = re.compile(r"[父母](?=當庭|表示|說|指出|痛批|哭訴|提告|控訴|質疑|不滿|坦言|透露|受訪|提出|強調|氣憤|"
                     r"悲痛|向|對)")


def _surname_forms(t: str) -> Iterator[Span]:
    """A surname standing for the person: 王姓病人, 一名曾姓50歲男性, 蔡男入院."""
    for m in re.finditer(r"姓(?!名)", t):
        k = m.start() - 1
        if k >= 0 and t[k] in N.SURNAMES_ZH and not (k and t[k - 1 : k + 1] in N.ZH_NOT_NAME_ENDINGS):
            yield k, m.end(), "person_name"
        elif k >= 0 and "\u4e00" <= t[k] <= "\u9fff" and t[k] not in _SAME_SURNAME and _PERSON_NOUN.match(
                t, m.end()):
            yield k, m.end(), "person_name"  # a rarer surname before a person: 支姓公關
        quoted = _QUOTED_SURNAME.match(t, m.end()) if t[k : k + 1] not in _SAME_SURNAME else None
        if quoted:  # (not in 同名同姓「警示」: "same surname" is no surname said)
            yield m.start(), quoted.end(), "person_name"  # 姓「許」
    for m in re.finditer(r"[男女婦翁妻](?![性子童友生士人孩嬰裝方女])", t):  # (黃妻: Mrs Huang)
        k = m.start() - 1
        if k < 0 or t[k] not in N.SURNAMES_ZH or t[k : k + 2] in N.ZH_NOT_NAME_ENDINGS:
            continue
        if k and "\u4e00" <= t[k - 1] <= "\u9fff" and t[k - 1] not in BEFORE_A_PERSON:
            continue  # inside a longer word (孫女, 宮女) unless a counter or a list comes before
        if t.startswith(N.ZH_NOT_NAMES.get(t[k], ()), k):
            continue
        yield k, m.end(), "person_name"
    for m in _PARENT.finditer(t) if "父" in t or "母" in t else ():
        k = m.start() - 1
        if k < 0 or t[k] not in N.SURNAMES_ZH or t[k] in _KIN_BEFORE or t[k : k + 2] in N.ZH_NOT_NAME_ENDINGS:
            continue
        if k and "\u4e00" <= t[k - 1] <= "\u9fff" and t[k - 1] not in BEFORE_A_PERSON:
            continue  # inside a longer word (外祖父, 繼母)
        yield k, m.end(), "person_name"


# A compound surname alone right after a role (主治醫師 司馬, 護理師歐陽): two characters that are a surname and rarely
# anything else, standing for the person as 王醫師 does.
_ROLE_THEN_COMPOUND = re.compile(r"(?:醫師|醫生|護理師|護士|藥師|治療師|專科護理師|家屬|病人|患者|組長|主任|學姊|學長)"
                                 r"[ \t\u3000]?([\u4e00-\u9fff]{2})"
                                 r"(?=[ \t\u3000，,。、：:（(]|[上中下早晚午今昨明於在說表])")


# A family by its surname, said by one of them: 我們蔡家的人, 阮林家, 咱們陳家 (their surname, said of themselves).
_OUR_FAMILY = re.compile(r"(?:我們|我们|阮|咱們|咱|俺們|我)(?:的)?([\u4e00-\u9fff])家(?![具庭務事裡電禽])")


def chinese_surnames(t: str, low: str) -> Iterator[Span]:
    """A surname standing for the person (王姓病人, 蔡男) or marked as one (病人姓許, 阿嬤林氏, 老楊, 我們蔡家)."""
    for m in _OUR_FAMILY.finditer(t) if "家" in t else ():
        if m.group(1) in N.SURNAMES_ZH and m.group(1) not in N.ADVERB_SURNAMES:
            yield m.start(1), m.end(1) + 1, "person_name"
    yield from _surname_forms(t)
    yield from _surname_markers(t)
    for m in _ROLE_THEN_COMPOUND.finditer(t):
        if m.group(1) in N.COMPOUND_SURNAMES:
            yield m.start(1), m.end(1), "person_name"
