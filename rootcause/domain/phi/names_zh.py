"""Chinese personal names: 病人王小明, 王先生, 林美玲護理師, 陳美玲於凌晨…, 王姓病人, 蔡男, 阿明伯, 吳瑞堂說.

A Chinese name is a surname (``zh_surnames.txt``, ``zh_compound_surnames.txt``) and one or two given-name
characters (``zh_name_chars.txt``, or a character outside Big5's frequent set, which clinical writing hardly
uses). Where a context word announces a name (a role before it, a title or kinship word after it, a verb of
speech after it) the shape is enough; with no context, only a full three-character name counts. Words that
begin or end with a surname character but are ordinary words (高血壓, 處方) are in ``zh_not_names.txt`` and
``zh_not_name_endings.txt``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from rootcause.domain.phi import name_tables as N
from rootcause.domain.phi.names_zh_uncommon import (
    full_names_before_titles,
    titled_surname_name,
    uncommon_first_character,
)
from rootcause.domain.phi.scan import Prefixed, all_of, at_words

Span = tuple[int, int, str]  # start, end, kind
_SPACES = frozenset(" \t\u3000")


@lru_cache(maxsize=8192)
def _rare(c: str) -> bool:
    """A Han character outside Big5's frequent set (常用字, 0xA440–0xC67E): rare characters are far likelier in a
    given name (彧 澔 翀) than in clinical writing, whose vocabulary the frequent set covers."""
    if not ("\u4e00" <= c <= "\u9fff" or "\u3400" <= c <= "\u4dbf" or "\U00020000" <= c <= "\U0002ffff"):
        return False
    try:
        code = int.from_bytes(c.encode("big5"), "big")
    except UnicodeEncodeError:
        return True
    return not 0xA440 <= code <= 0xC67E


@lru_cache(maxsize=1)
def _rare_class() -> str:
    """The rare Han characters of the BMP as a regex class body (ranges), built once."""
    ranges: list[tuple[int, int]] = []
    for code in (*range(0x3400, 0x4DC0), *range(0x4E00, 0xA000)):
        if _rare(chr(code)):
            if ranges and ranges[-1][1] == code - 1:
                ranges[-1] = (ranges[-1][0], code)
            else:
                ranges.append((code, code))
    return "".join(chr(a) if a == b else f"{chr(a)}-{chr(b)}" for a, b in ranges)


def _given(c: str, rare_ok: bool) -> bool:
    return c in N.NAME_CHARS or (rare_ok and _rare(c))


def _zh_surname(t: str, p: int) -> int:
    """Length of the surname at ``p`` (compound first), or 0."""
    if t[p : p + 2] in N.COMPOUND_SURNAMES:
        return 2
    return 1 if t[p : p + 1] in N.SURNAMES_ZH else 0


def _zh_name_end(t: str, p: int) -> int:
    """End of a surname + one or two given-name characters at ``p``, or -1 when it reads as a word. It follows a
    context word (病人, 家屬, 護理師), so a rare character counts as a given-name character."""
    size = _zh_surname(t, p)
    if not size and _rare(t[p : p + 1] or " ") and all(c in N.NAME_CHARS for c in t[p + 1 : p + 3]) \
            and len(t[p + 1 : p + 3]) == 2:
        return p + 3  # a rare surname no table holds, then a common given name: 病人冼嘉欣 (a context word precedes)
    if not size and titled_surname_name(t, p):
        return p + 3  # 里長 管正雄, 護生 計欣妍: a surname that is mostly a word, two name characters, the end marked
    if not size or t.startswith(N.ZH_NOT_NAMES.get(t[p], ()), p):
        return -1
    q, n = p + size, 0
    while n < 2 and q + n < len(t) and _given(t[q + n], rare_ok=True):
        n += 1
    # A married name with two surnames and no common given character first: 施陳招治.
    if n == 0 and size == 1 and t[q : q + 1] in N.SURNAMES_ZH and _given(t[q + 1 : q + 2] or " ", rare_ok=True):
        m = 1
        while m < 3 and q + m < len(t) and _given(t[q + m], rare_ok=True):
            m += 1
        return q + m
    if n == 0 and t[q : q + 1] == "阿" and t[q + 1 : q + 2] in N.NAME_CHARS:
        return q + 2  # 郭阿滿, 林阿水: a surname, 阿 and one character, as many older Taiwanese are named
    if n == 0 and size == 1 and t[q : q + 1] in N.SURNAMES_ZH and t[q + 1 : q + 2] == "阿" \
            and t[q + 2 : q + 3] in N.NAME_CHARS:
        return q + 3  # 洪張阿香: a married name, the husband's surname before her own and 阿 and one character
    if n == 0:
        # Placeholder-style names (張三, 李四) only when no counter follows (周三開始, 連三天 are not names).
        after = t[q + 1 : q + 2]
        if q < len(t) and t[q] in "三四五" and after not in N.NAME_CHARS and after not in N.ZH_COUNTERS:
            return q + 1
        if uncommon_first_character(t, q):
            return q + 2  # 家屬王新民, 監護人尚可欣: a given name's first character the table lacks, its second in it
        return -1
    if n == 1 and t[q : q + 2] in N.ZH_COMMON_WORDS:
        return -1  # 護士曾進入病格: the adverb 曾 before a word (進入), not Tseng Chin
    # Married names with two surnames: 陳林美玲.
    if (size == 1 and n == 2 and t[q] in N.SURNAMES_ZH and t[q + 2 : q + 3] in N.NAME_CHARS
            and t[q + 3 : q + 4] not in N.NAME_CHARS):
        n = 3
    return q + n


def _zh_name_before(t: str, h: int, need_given: bool) -> int:
    """Start of a surname (+ up to two given characters) ending right at ``h``, or -1."""
    if not _may_end_a_name(t, h):  # (司徒醫生: a compound surname alone; 彭阿桃女士)
        return -1  # 的先生, 病人媽媽: no name ends here
    for k in range(max(0, h - 4), h):
        size = _zh_surname(t, k) or int(t[k] in N.ADVERB_SURNAMES)  # (a title after it: 區嘉雯小姐, 都先生)
        given = t[k + size : h]
        a_name = len(given) == 2 and given[0] == "阿" and "\u4e00" <= given[1] <= "\u9fff"  # 彭阿桃女士, 郭阿滿
        # (after a compound surname any two characters but grammar: 司馬永年伯伯)
        a_name = a_name or (size == 2 and all("\u4e00" <= c <= "\u9fff" and c not in N.ZH_STOP_CHARS for c in given))
        if not size or len(given) > 2 or (not a_name and any(not _given(c, rare_ok=True) for c in given)):
            continue
        # (before a title, a word that is the whole name is the name: 高峰 先生 is Mr Kao Feng, not "peak, sir")
        last = h if need_given else h - 1
        blocking = [w for w in N.ZH_NOT_NAMES.get(t[k], ()) if t.startswith(w, k) and k + len(w) <= last]
        if (need_given and not given) or blocking:  # 高醫 (a university) does not block 高醫師 (Dr Kao)
            continue
        if k and t[k - 1 : k + 1] in N.ZH_NOT_NAME_ENDINGS:
            continue  # (過程中醫師: 程 ends 過程, it opens no name)
        return k
    return -1


def _may_end_a_name(t: str, h: int) -> bool:
    """False when no name can end right before ``h`` (what ``_zh_name_before`` checks first, asked without a call):
    no space there, and no surname or given-name character."""
    if not h:
        return False
    c = t[h - 1]
    return (c in _SPACES or c in N.SURNAMES_ZH or _given(c, rare_ok=True) or t[max(0, h - 2) : h] in N.COMPOUND_SURNAMES
            or (h >= 3 and t[h - 2] == "阿" and t[h - 3] in N.SURNAMES_ZH)
            or (h >= 3 and t[h - 3 : h - 1] in N.COMPOUND_SURNAMES)
            or (h >= 4 and t[h - 4 : h - 2] in N.COMPOUND_SURNAMES))  # (司馬永年伯伯: a compound surname, any given)


def _before_spaces(t: str, p: int) -> int:
    """``p`` moved left over the spaces before it: "王小明 先生" is written with one as often as without."""
    while p > 0 and t[p - 1] in _SPACES:
        p -= 1
    return p


@lru_cache(maxsize=4)
def _full_name_pattern(surnames: frozenset[str], compound: frozenset[str], chars: frozenset[str]) -> Prefixed:
    """Every place a surname is followed by two given-name characters (a lookahead, so they may overlap); the
    engine skips to the surnames' characters."""
    given = "[" + "".join(sorted(chars)) + _rare_class() + "]"  # a common name character or a rare one
    first = "".join(sorted(surnames | {c[0] for c in compound}))
    return Prefixed(re.compile("(?=[" + first + "])(?=(" + "|".join(sorted(compound)) + "|[" + "".join(sorted(surnames))
                               + "])(" + given + "{2}))"), first)


_NUMERALS = frozenset("一二三四五六七八九十兩幾數每各某此該本這那前後首")  # (and the words that point: 此項發明)
_CLASSIFIERS = frozenset("項張包支台組條家封份件顆粒片瓶罐盒袋根枝面次回位名個")  # (those that are also surnames count)


def chinese_full_names(t: str) -> Iterator[Span]:
    """A surname and two given-name characters with no context word at all: 陳美玲於凌晨按紅燈, 協助王小明下床.

    Three characters in this shape are a name far more often than a word: on a thousand real Chinese clinical
    sentences only transliterated eponyms matched, and those are in ``zh_not_names.txt``. It must not run on
    into a longer word (the next character is no given-name character), start a listed word (高血壓, 文明), or
    end a word before it (處方, 主任), and a 氏 after it marks an eponym (何杰金氏).
    """
    pattern = _full_name_pattern(N.SURNAMES_ZH, N.COMPOUND_SURNAMES, N.NAME_CHARS)
    for m in pattern.finditer(t):
        p, end = m.start(1), m.end(2)
        if p and t[p] in _CLASSIFIERS and (t[p - 1].isdigit() or t[p - 1] in _NUMERALS):
            continue  # after a number a measure word counts things: 1項健康檢查, 兩張單子
        after = t[end : end + 1]
        if after and ((_given(after, rare_ok=True) and after not in N.ZH_STOP_CHARS
                       and t[end : end + 2] not in N.ZH_COMMON_WORDS)  # (羿冠廷亦有: 亦 "also" ends the name)
                      or after in _PLACE_CHARS_AFTER):
            continue  # a longer word (not 明天 after 宋家維), an eponym (何杰金氏) or a place named like a person
        if (t[end - 1] in N.ZH_STOP_CHARS and t[end - 1 : end + 1] in N.ZH_COMMON_WORDS) \
                or t[end - 1 : end + 1] in _FIRM_WORDS:
            continue  # 推廣至楊梅其他醫院, 凌天航空: the last character opens a word (其他, 航空), so it is no name's
        if t[end - 1] in _INSTITUTION_END and not (after and N.ZH_PERSON_VERBS.match(t, end)):
            continue  # an institution named like a person, with nothing a person does after it (龍發堂, 慈雲寺)
        if t.startswith(N.ZH_NOT_NAMES.get(t[p], ()), p) or (p and t[p - 1 : p + 1] in N.ZH_NOT_NAME_ENDINGS):
            continue
        if p and t[p - 1] == t[p] and not N.ZH_PERSON_VERBS.match(t, end) and not N.ZH_HONORIFIC.match(t, end):
            continue  # a doubled character is a word, not a surname's start: 謝謝大家, 常常, 高高 (親戚戚家豪帶了: a
            # person's verb or a title after it makes the second a surname)
        if t[p] in N.ADVERB_SURNAMES and p and "\u3400" <= t[p - 1] <= "\u9fff":
            continue  # 病人都安全轉出: the adverb after its subject, not the surname
        yield p, end, "person_name"


@lru_cache(maxsize=64)
def zh_contexts(t: str) -> tuple[re.Match[str], ...]:
    """The Chinese context words (病人, 家屬, 護理師, 院長 …) of a text, found once for the rules that read after them
    (cleared after each check with the other per-text caches)."""
    return tuple(N.ZH_NAME_CONTEXT.finditer(t))


# A record's way of writing who it is: a name, then sex and age (檢傷：郝建業，男，67歲; 王秀英（女，82歲）).
_SEX_AGE = re.compile(r"[男女][ \t]*[，,、/ ]?[ \t]*\d{1,3}[ \t]*歲")  # (the sex first: the engine skips to it)
_AGE_SEX_SHORT = re.compile(r"(?<![0-9A-Za-z])\d{1,3}[ \t]?[MF](?![A-Za-z0-9])")  # (新入院 龔翀 45M, a chart's)
_BEFORE_SEX = re.compile(r"[，,、 ]?[（(]?[ \t]*$")


def _names_before_sex_and_age(t: str) -> Iterator[Span]:
    hits = [*(_SEX_AGE.finditer(t) if "歲" in t else ()), *(_AGE_SEX_SHORT.finditer(t) if "M" in t or "F" in t else ())]
    for hit in hits:
        before = _BEFORE_SEX.search(t, max(0, hit.start() - 4), hit.start())
        i = before.start() if before else hit.start()  # (it matches empty at worst)
        for size in (4, 3, 2):  # (four only for a compound surname: 歐陽志明)
            name = t[max(0, i - size) : i]
            opens = name[:2] in N.COMPOUND_SURNAMES if size == 4 else name[:1] in N.SURNAMES_ZH
            if len(name) == size and opens and not any(c in N.ZH_STOP_CHARS for c in name) \
                    and name not in N.ZH_COMMON_WORDS:
                yield i - size, i, "person_name"
                break


def chinese_names(t: str, low: str) -> Iterator[Span]:
    """病人王小明 (a role then a name), 王先生 / 林美玲護理師 (a name then a title), 王小明病人, 陳美玲於…."""
    contexts = list(zh_contexts(t))
    contexts += at_words(N.ZH_NAME_CONTEXT_EN, t, low, _EN_CONTEXT_WORDS)
    for m in contexts:
        p = m.end()
        # (no surname, compound or rare, right after the context word: no name starts there, the common case)
        opens = (t[p : p + 1] in N.SURNAMES_ZH and t[p : p + 1] not in N.ADVERB_SURNAMES) or \
            t[p : p + 2] in N.COMPOUND_SURNAMES or _rare(t[p : p + 1] or " ") or (  # (病人都安全: the adverb)
                t[p : p + 1] in N.TITLED_SURNAMES)  # (里長 管正雄: _zh_name_end asks for the rest)
        end = _zh_name_end(t, p) if opens else -1
        if end > 0 and t[end - 1] in _INSTITUTION_END and "的" in m.group():
            continue  # 患者的龍發堂: what the patients' belongs to is a place, not a person
        if end > 0:
            yield m.end(), end, "person_name"
        elif m.re is N.ZH_NAME_CONTEXT_EN and t[m.end() : m.end() + 1] in N.SURNAMES_ZH and (
                not "\u4e00" <= t[m.end() + 1 : m.end() + 2] <= "\u9fff" or N.ZH_PERSON_VERBS.match(t, m.end() + 1)):
            yield m.end(), m.end() + 1, "person_name"  # "Dr. 黃", "Mr. 賴": an English title and a surname
    for m in at_words(_GIVEN_ALONE, t, low, _GIVEN_ALONE_WORDS):
        group = 1 if m.group(1) else 2
        given, end = m.group(group), m.end(group)
        if given not in N.ZH_COMMON_WORDS and all(_given(c, rare_ok=True) for c in given):
            yield m.start(group), end, "person_name"
    for m in _nickname_after(N.NAME_CHARS).finditer(t):  # (the engine skips to 阿 and 小)
        yield m.start(1), m.end(1), "person_name"
    for m in _LATIN_SURNAME_HONORIFIC.finditer(t):
        if m.group(1).lower() in N.SURNAMES or m.group(2) in ("阿嬤", "阿公", "阿姨", "阿伯"):
            yield m.start(), m.end(), "person_name"  # "Tsai 先生", "Kui 阿嬤"
    yield from full_names_before_titles(t)
    for m in N.ZH_HONORIFIC.finditer(t):
        if not _may_end_a_name(t, m.start()):
            continue
        k = _zh_name_before(t, _before_spaces(t, m.start()), need_given=False)
        if k >= 0 and not any(t.startswith(w, k) and k + len(w) > m.end() for w in N.ZH_NOT_NAMES.get(t[k], ())):
            yield k, m.end(), "person_name"  # (not a listed word that runs on past it: 溫哥華 is a city)
    for m in N.ZH_ROLE_AFTER.finditer(t):
        if not _may_end_a_name(t, m.start()):
            continue
        h = _before_spaces(t, m.start())
        k = _zh_name_before(t, h, need_given=True)
        if k >= 0:
            yield k, h, "person_name"
    yield from chinese_full_names(t)
    yield from _names_before_sex_and_age(t)
    yield from _before_a_verb(t)
    for m in _NICKNAME.finditer(t):
        yield m.start(), m.end(), "person_name"
    # a name with a middle dot right after a context word: one to four characters, the dot, one to four more (looked
    # for from each dot, which few notes hold, not from each of the context words)
    ends = {m.end() for m in contexts}
    dots = sorted(i for dot in _DOTS for i in all_of(t, dot))
    for p in sorted({p for d in dots for p in range(max(0, d - 4), d) if p in ends}):
        dotted = _DOTTED.match(t, p)
        if dotted and "." in dotted.group():
            before, _, after = dotted.group().partition(".")  # (．folded; 病人意識清楚.生命徵象 is no name)
            if not (set(before) & _SOUND_CHARS and set(after) & _SOUND_CHARS):
                continue
        if dotted:
            yield dotted.start(), dotted.end(), "person_name"
    for m in _LATIN_AFTER_ROLE.finditer(t):
        word = m.group(1).lower()
        if word not in N.NOT_NAMES and word not in N.EPONYMS and word not in N.DRUG_NAMES \
                and not _SCALE_AFTER.match(t, m.end(1)):  # (病人 Bristol 糞便分類: a scale named after a place)
            yield m.start(1), m.end(1), "person_name"


_EN_CONTEXT_WORDS = ("patient", "pt", "mr", "ms", "miss", "dr", "nurse", "doctor", "named", "called", "rn", "clerk",
                     "intern", "student", "resident", "pgy")
_GIVEN_ALONE_WORDS = ("護理師", "護士", "護生", "阿姨", "學姊", "學長", "學妹", "學弟", "leader", "n1", "n2", "n3",
                      "n4", "r1", "r2", "r3", "r4", "r5", "pgy", "「", "『", "女兒", "兒子", "孫女", "孫子",
                      "太太", "妻子", "丈夫", "媳婦")
# A given name written alone after a colleague's role (護理師佳穎, leader 雅婷, N2 怡萱, 清潔阿姨秀英) or in quotes
# (「美華！」): two given-name characters that are not a common word (zh_common_words.txt).
_GIVEN_ALONE = re.compile(
    r"(?=[護阿學lLNRP「『女兒孫太妻丈媳])(?:護理師|護士|護生|阿姨|學姊|學長|學妹|學弟|(?i:leader)|\bN[1-4]|\bR[1-5]|PGY\d?"
    r"|女兒|兒子|孫女|孫子|太太|妻子|丈夫|媳婦)[ \t:：]{0,2}"  # (a relative by their given name: 女兒秀英來電)
    r"(?=([\u4e00-\u9fff]{2}))"
    r"|[「『](?=([\u4e00-\u9fff]{2})[」』！!，,？?])"
)
# A nickname as people call each other on a ward: 阿雄, 阿玉, 小婷 after a role (照服員阿蓮, 看護阿玉) or in quotes,
# then a break, a particle or a verb done to someone (阿蓮幫病人洗澡; 阿斯匹靈 and 阿茲海默 are words: their second
# character is no name character).
@lru_cache(maxsize=4)
def _nickname_after(chars: frozenset[str]) -> Prefixed:
    return Prefixed(re.compile(
        r"(?=[阿小])(?<!化名)(?:^|(?<=[兒子女孫太生夫妻看護勞工傭友媽爸姨人屬師家員組科的「『\"“\s：:，,叫是名號稱]))((?:阿|小)["
        + "".join(sorted(chars - _TRANSLITERATION - _KIN - {"心"})) + r"])"  # (小心 is "careful"; 阿伯 is a kin word)
        r"(?=$|[\s」』\"”！!？?，,。.、：:；;（(]|呢|說|來|去|的|是|在|要|也|都|表示|今|昨|剛|幫|替|扶|推|把|給|跟|和|被|你|妳|您"
        r"|跌倒|摔倒|拒絕|按鈴|自行|拔除|哭鬧|餵)"),
        "阿小")


# Characters that spell foreign words in Chinese (阿拉伯, 阿斯匹靈, 阿莫西林, 阿托平, 阿茲海默, 阿米巴): after 阿 they
# make a loanword, not a nickname, whatever kinship character follows (阿拉伯 is no 阿拉 伯伯).
_TRANSLITERATION = frozenset("拉斯莫托茲米司比普克爾伊薩巴羅諾瑪奧卡哈納魯特基西")
# Kinship after 阿 (阿伯, 阿姨, 阿公, 阿嬤, 阿舅): how a family or a ward addresses an elder, no one's name.
_KIN = frozenset("伯姨叔嬸嫂婆公嬤姑舅爸媽兄姊")


# A romanised surname or name with a Chinese honorific: "Tsai 先生", "Kui 阿嬤".
_LATIN_SURNAME_HONORIFIC = Prefixed(re.compile(
    # (a Taiwanese romanisation's hyphened syllables and tone marks too: "Tân A-hok 阿伯")
    r"(?=[A-Z])(?<![A-Za-z])([A-Z](?:[a-z]{1,10}|[^\W\d_A-Z]{0,10}(?:-[^\W\d_]{1,10}){1,3}))[ \t]?"
    r"(先生|小姐|太太|女士|醫師|護理師|阿嬤|阿公|阿姨|阿伯|奶奶|爺爺)"),
    "A-Z")
# 阿明伯, 阿珠姨, 阿順叔: 阿, one character of the given name, and a kinship word.
_NICKNAME = re.compile(r"阿([\u4e00-\u9fff])(?<![姨伯公嬤婆叔嫂嬸姐哥" + "".join(sorted(_TRANSLITERATION)) + r"])"
                       r"(伯|姨|叔|嬸|嫂|婆|公|嬤|姐|哥)")
# An Indigenous or transliterated name with a middle dot, after a context word: 病人瓦旦·尤幹.
# Characters Chinese spells Indigenous and foreign names with (瓦旦, 瑪亞, 伊斯坦大, 達海): a full stop between two
# runs of them is a name's middle dot typed full-width (．, folded to "."), not the end of a sentence.
_SOUND_CHARS = frozenset(_TRANSLITERATION | set("瓦旦撒韻娃亞坦大尤幹達海努那吉阿布烏古依蘭蒂令索妮雅莉絲亞歐芭比嘎"))
_DOTS, _AFTER = "·‧・•.", "於在說因被是的和與及已也都就向對今昨到住入出跌自曾"  # (the name ends before 於: 瓦旦·尤幹於)
_DOTTED = re.compile(rf"[\u4e00-\u9fff]{{1,4}}[{_DOTS}](?:[\u4e00-\u9fff]{{1,4}}?(?=[^\u4e00-\u9fff]|$|[{_AFTER}])"
                     r"|[\u4e00-\u9fff]{1,4})")
# A Latin-letter name right after a Chinese role: 護理師 Jenny, 外籍看護Siti, 病人 Wang Xiaoming.
_SCALE_AFTER = re.compile(r"[ \t]*(?:[\u4e00-\u9fff]{0,4}(?:量表|評分|分類|分級|指數|分數|評估|試驗|徵象)"
                          r"|(?i:scale|score|scoring|chart|stool|criteria|classification))")
_LATIN_AFTER_ROLE = re.compile(
    r"(?:病人|患者|病患|家屬|護理師|護士|醫師|醫生|藥師|看護|外籍看護|照服員|個案|住民|兒子|女兒|孫子|孫女|太太|先生"
    r"|丈夫|妻子|媳婦|女婿|外勞|移工|媽媽|爸爸|大兒子|二兒子|大女兒|二女兒|leader|學姊|學長)[ \t]*"
    r"([A-Z][a-z]{2,12}(?:[ \t]+[A-Z][a-z]{2,12})?)(?![A-Za-z])"
)


def _before_a_verb(t: str) -> Iterator[Span]:
    """A surname and one or two characters before a verb of speech or of a patient's course: 吳瑞堂說, 李毅指出."""
    for m in N.ZH_PERSON_VERBS.finditer(t):
        v = m.start()
        for k in (v - 3, v - 2):
            if k < 0 or (t[k] not in N.SURNAMES_ZH and t[k : k + 2] not in N.COMPOUND_SURNAMES):
                continue  # (no surname starts here: what _zh_surname would say, without the call)
            size = _zh_surname(t, k)
            given = t[k + size : v]
            if not size or not 1 <= len(given) <= 2:
                continue
            if any(c in N.ZH_STOP_CHARS or not _given(c, rare_ok=True) for c in given):
                continue
            if t.startswith(N.ZH_NOT_NAMES.get(t[k], ()), k) or (k and t[k - 1 : k + 1] in N.ZH_NOT_NAME_ENDINGS):
                continue
            if k and t[k - 1] in N.NAME_CHARS and "\u4e00" <= t[k - 1] <= "\u9fff" and len(given) == 2:
                continue  # the name would start one character earlier, or this is inside a longer word
            yield k, v, "person_name"
            break


_INSTITUTION_END = frozenset("堂宮寺廟庵觀")
_FIRM_WORDS = frozenset({"航空", "科技", "實業", "企業", "建設", "工業", "電子", "生技", "製藥", "物流", "保全",
                         "醫材"})  # (a firm's trade after a name-like start: 凌天航空)
_PLACE_CHARS_AFTER = frozenset("氏路街道里村鄉鎮市縣區橋站院所堂館園山湖")
# Characters that end a word before a person: a counter or list mark (一名蔡男, 與蔡男), a verb whose object is a
# person (安排蔡男注射, 替王女翻身), a time or a place (夜, 床) or a preposition (在陳女左上顎, 是, 被).
BEFORE_A_PERSON = frozenset("名位的該與和及、，,排為給讓請將把對向跟替幫帶送由予使令叫知見夜晚天日時後前早午間床房邊"
                            "是被在於稱處")  # (下稱陳女 "hereinafter Ms Chen", 判處陳女: a ruling's words)

