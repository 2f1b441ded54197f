"""Short Chinese names that no context word announces: a surname with one rare given character (梁翀術後…), a
nickname before a title or role (小芸護理師, 阿慧學姊, 阿嬌阿嬤), and a given name alone where only a person stands
(美玲說, 跟宜蓁一起).

``names_zh`` reads a surname with two given characters anywhere, and shorter names only after a role or before a
title with a surname. Two shapes fall between: a single given character outside Big5's frequent set, which clinical
writing does not use but parents choose (翀 喆 堃), right after a surname and at a word's start; and 阿 or 小 with a
given-name character before a title, the way colleagues and families name each other. Neither reads into a longer
word: the character after a rare given character must not continue a name, the one before the surname must end a
word (punctuation, the text's start, or a word that a person follows: 由, 與, 讓, 一名 …), and a loanword's
character (阿斯匹靈, 阿摩尼亞) never opens a nickname.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from rootcause.domain.phi import name_tables as N
from rootcause.domain.phi.names_zh import _TRANSLITERATION, BEFORE_A_PERSON, _rare, _rare_class
from rootcause.domain.phi.scan import all_of

Span = tuple[int, int, str]

# Titles and roles that follow a nickname (小芸護理師, 阿慧學姊, 阿嬌阿嬤, 小瑜姐).
_TITLE_AFTER = re.compile(r"護理師|護士|醫師|醫生|藥師|學姊|學姐|學長|學妹|學弟|阿嬤|阿公|阿姨|阿伯"
                          r"|姐|姊|哥|嫂|姨|伯|嬸")
# A dharma name: 釋, two characters, and a monastic's title (not 解釋, 釋出, 稀釋: the title after it decides).
_DHARMA_NAME = re.compile(r"釋[\u4e00-\u9fff]{2}[ \t]?(?:法師|師父|尼師|師太|長老)")
# After 阿 or 小, a loanword's character (阿斯匹靈) or a kinship word (阿伯, 小妹) is no nickname.
_NOT_NICKNAME = _TRANSLITERATION | frozenset("伯叔姨嬸嫂婆公嬤姐姊哥妹弟爸媽")
# A title or kinship word after which a given name alone can stand (the two characters before it are read in code).
# A carer's or a colleague's role right before the given name and its title: 看護美珠阿姨, 照服員秀英阿姨.
_ROLE_BEFORE_GIVEN = ("看護", "照服員", "照顧服務員", "外籍看護", "清潔員", "志工", "同事", "室友", "鄰床")
_GIVEN_TITLE = re.compile(r"護理師|醫師|學姊|學姐|學長|阿姨|阿嬤|阿公|阿伯")
# 老 and a surname as colleagues call each other, where a person stands: 是老莊值班, 跟老王說, 老陳表示.
_OLD_SURNAME = re.compile(r"(?:(?<=[是跟和與叫找問請給讓由被、，,\s：:「])|^)老([\u4e00-\u9fff])"
                          r"(?=值班|說|表示|在|也|都|跟|和|把|幫|他|她|今|昨|剛|[，,。、」！？\s])")
# An English given name before a Chinese surname (Kevin 吳說), or a surname, a pinyin syllable and a character
# (張Wei婷).
_LATIN_GIVEN_HAN_SURNAME = re.compile(r"(?<![A-Za-z])(?P<given>[A-Z][a-z]{2,10})[ \t]?(?P<sur>[\u4e00-\u9fff])"
                                      r"(?=說|表示|指出|[，,。])"
                                      r"|(?P<sur2>[\u4e00-\u9fff])(?P<syllable>[A-Z][a-z]{1,5})[\u4e00-\u9fff]")
_LATIN_HAN_GATE = re.compile(r"[A-Z][a-z]{1,10}[ \t]?[\u4e00-\u9fff]")  # (where either shape can be: a capital first)
_LATIN_BEFORE_XING = re.compile(r"(?<![A-Za-z])[A-Z][a-z]{1,12}$")
_PERSON_AFTER_XING = re.compile(r"(?:醫生|醫師|護理師|護士|男子|女子|男性|女性|病人|病患|患者|婦人|老翁|家屬|員工|職員"
                                r"|藥師|先生|小姐|女士)")
_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")
# 君 after a surname is how a ruling or a report names a party (下稱房君, 洪君之死亡原因); not 諸君 ("gentlemen"), nor
# 君 opening a word (君主, 君王, 君子).
_NOT_BEFORE_JUN = frozenset("諸")
_NOT_AFTER_JUN = frozenset("主王子臨權")


@lru_cache(maxsize=4)
def _rare_pattern(surnames: frozenset[str]) -> re.Pattern[str]:
    """A surname character with a rare one after it (the engine skips to the surnames' characters)."""
    return re.compile("[" + "".join(sorted(surnames)) + "](?=[" + _rare_class() + "])")


def _given_char(c: str) -> bool:
    return c in N.NAME_CHARS or _rare(c)


def _word_starts_at(t: str, p: int) -> bool:
    """True when no word runs on into ``p``: the text's start, a non-Han character, or one after which a person is
    named (由, 與, 一名 …)."""
    return p == 0 or not _HAN.match(t, p - 1) or t[p - 1] in BEFORE_A_PERSON


def short_chinese_names(t: str, low: str) -> Iterator[Span]:
    """A surname and one rare given character at a word's start; 阿 or 小 and a given character before a title."""
    for m in _rare_pattern(N.SURNAMES_ZH).finditer(t):
        i = m.start() + 1  # (the rare character)
        if _given_char(t[i + 1 : i + 2] or " "):
            continue  # no surname before it, or a longer name (the three-character rule's) or word
        if t.startswith(N.ZH_NOT_NAMES.get(t[i - 1], ()), i - 1) or not _word_starts_at(t, i - 1):
            continue
        yield i - 1, i + 1, "person_name"
    for m in _GIVEN_TITLE.finditer(t):  # a given name alone before a title: 佳蓉護理師, 美華阿姨
        i = m.start() - 1 if t[m.start() - 1 : m.start()] in (" ", "\t") else m.start()
        given = t[i - 2 : i] if i >= 2 else ""
        if given and given not in N.ZH_COMMON_WORDS and all(_given_char(c) for c in given) \
                and given[0] not in "阿小老" and (_word_starts_at(t, i - 2)
                                                    or t.endswith(_ROLE_BEFORE_GIVEN, 0, i - 2)):
            yield i - 2, m.end(), "person_name"
    for i in all_of(t, "說") if "說" in t else ():  # a given name alone before 說, at a word's start: 美玲說
        given = t[i - 2 : i] if i >= 2 and t[i + 1 : i + 2] not in ("明", "服", "法") else ""  # (說明: "explain")
        if given and given not in N.ZH_COMMON_WORDS and given[0] not in "阿小老" and given[0] not in N.SURNAMES_ZH \
                and all(_given_char(c) for c in given) and _word_starts_at(t, i - 2):
            yield i - 2, i, "person_name"
    for i in all_of(t, "姓") if "姓" in t else ():  # a romanised surname marked as one: Lee姓醫生, Wong姓男子
        marked = _LATIN_BEFORE_XING.search(t, max(0, i - 14), i)
        if marked and _PERSON_AFTER_XING.match(t, i + 1):
            yield marked.start(), i + 1, "person_name"
    for i in all_of(t, "君") if "君" in t else ():  # a ruling's short form for a party: 房君, 洪君之死亡原因
        sur = t[i - 1 : i]
        if i and (sur in N.SURNAMES_ZH or sur in N.TITLED_SURNAMES) and sur not in _NOT_BEFORE_JUN \
                and t[i + 1 : i + 2] not in _NOT_AFTER_JUN and (_word_starts_at(t, i - 1) or t[i - 2 : i - 1] == "以"):
            yield i - 1, i + 1, "person_name"
    for m in (hit for i in all_of(t, "老") if (hit := _OLD_SURNAME.match(t, i))):  # 老莊值班: colleagues by surname
        if m.group(1) in N.SURNAMES_ZH and m.group(1) not in N.ADVERB_SURNAMES:
            yield m.start(), m.end(1), "person_name"
    joints = (g.start() for g in _LATIN_HAN_GATE.finditer(t)) if not t.isascii() else ()
    found = (_LATIN_GIVEN_HAN_SURNAME.search(t, max(0, i - 2), i + 16) for i in joints)  # (read only at a joint)
    for m in {f.start(): f for f in found if f is not None}.values():  # Kevin 吳說, 張Wei婷說
        latin, han = (m.group("given"), m.group("sur")) if m.group("given") else (m.group("syllable"), m.group("sur2"))
        known = latin.lower() in N.GIVEN_NAMES if m.group("given") else latin.lower() in N.ROMANISED_SYLLABLES
        if han in N.SURNAMES_ZH and known:
            yield m.start(), m.end(), "person_name"
    for i in all_of(t, "一起") if "一起" in t else ():  # with someone by given name: 跟宜蓁一起上班, 和佩珊一起翻身
        given = t[i - 2 : i] if i >= 3 and t[i - 3] in "跟和與同" else ""
        if given and given not in N.ZH_COMMON_WORDS and given[0] not in "阿小老" \
                and all(_given_char(c) for c in given):
            yield i - 2, i, "person_name"
    for i in all_of(t, "釋") if "釋" in t else ():  # a monastic's dharma name and title: 釋如慧師父, 釋惠敏法師
        dharma = _DHARMA_NAME.match(t, i)
        if dharma and not _given_char(t[i - 1 : i] or " "):  # (釋 opens the name: no given-name character before it)
            yield dharma.start(), dharma.end(), "person_name"
    for i in sorted((*all_of(t, "阿"), *all_of(t, "小"))) if "阿" in t or "小" in t else ():
        c = t[i + 1 : i + 2]
        if not c or c in _NOT_NICKNAME or not _given_char(c):
            continue
        h = i + 2
        while t[h : h + 1] in (" ", "\t"):
            h += 1
        title = _TITLE_AFTER.match(t, h)
        if title:
            yield i, title.end(), "person_name"
