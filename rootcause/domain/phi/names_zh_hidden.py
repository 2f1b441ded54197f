"""Chinese names told without being written whole: a surname said or spelled out, a name in zhuyin, a given name
or a nickname alone where the sentence makes it a person.

- **A surname said**: 姓 then a surname (病人姓吳, 姓「黃」的醫師), or spelled by its parts the way people spell
  a surname aloud (耳東陳, 木子李, 弓長張: ``words/zh_surname_spellings.txt``). 姓名, 姓氏 and 百姓 are words.
- **Zhuyin**: clinical writing never uses the phonetic alphabet (ㄌㄧㄣˊ ㄇㄟˇ); three or more of its letters in a
  row spell a name past a reader.
- **A given name alone** at the start of a clause (美玲的點滴…, 志偉術後…): two name characters that are no
  common word, before what only a person does or owns (a person's verb, 術後, 的 + a person's thing or relative).
- **A nickname** (阿X, 小X) after a word that introduces someone (叫, 我們家, 清潔阿姨) or before a person's verb.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rootcause.domain.phi import name_tables as N

__all__ = ["hidden_chinese_names"]

Span = tuple[int, int, str]

_BOPOMOFO = "\u3105-\u312f\u31a0-\u31bf"
_ZHUYIN = re.compile(rf"[{_BOPOMOFO}](?:[{_BOPOMOFO}ˊˇˋ˙ \t]*[{_BOPOMOFO}]){{2,}}[ˊˇˋ˙]?")
_QUOTE = "「『\"“'‘（("
_NOT_AFTER_SURNAME_WORD = frozenset("名氏")  # 姓名, 姓氏
_NOT_BEFORE_SURNAME_WORD = frozenset("百同異貴改冠從")  # 百姓, 同姓, 貴姓, 改姓, 冠夫姓, 從母姓
_CLAUSE_START = frozenset("，。；：、！？「『（(,;:!? \t\n")
# What follows a person, not a thing: a person's verb, 術後, or 的 and a person's thing or relative.
_PERSON_AFTER = re.compile(
    r"(?:" + N.ZH_PERSON_VERBS.pattern + r"|術後|一直|自行|哭|喊|跟護理師|向護理師|跟醫師|向醫師|媽媽|爸爸|阿嬤|阿公"
    r"|的(?:家屬|媽媽|爸爸|母親|父親|先生|太太|女兒|兒子|點滴|藥袋|藥|床|手圈|病歷|奶瓶|檢體|血))"
)
_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")
_KIN = frozenset("伯叔姨嬸嫂婆公嬤姐姊哥妹弟爸媽孩兒")
_NICKNAME_BEFORE = re.compile(r"(?:(?:叫|叫做|稱|稱呼)(?:他|她|我|你)?"
                              r"|我們家|他們家|她們家|你們家|阿姨|叔叔|伯伯|大哥|大姐|同事|綽號)$")


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
    for spelled in N.SURNAME_SPELLINGS:
        start = t.find(spelled)
        while start >= 0:
            yield start, start + len(spelled), "person_name"
            start = t.find(spelled, start + 1)


def _given_alone(t: str) -> Iterator[Span]:
    for m in _PERSON_AFTER.finditer(t):
        a = m.start() - 2
        given = t[a : m.start()]
        if a < 0 or (a and t[a - 1] not in _CLAUSE_START) or len(given) < 2:
            continue
        if given in N.ZH_COMMON_WORDS or given[0] in N.SURNAMES_ZH or given[0] in "阿小老" \
                or not all(c in N.NAME_CHARS for c in given):
            continue
        yield a, m.start(), "person_name"


def _nicknames(t: str) -> Iterator[Span]:
    for m in re.finditer("[阿小]", t):
        c = t[m.end() : m.end() + 1]
        if not _HAN.match(c) or c in N.ZH_STOP_CHARS or c in _KIN:
            continue  # no given character: 阿姨, 小的
        if _NICKNAME_BEFORE.search(t, max(0, m.start() - 5), m.start()):
            yield m.start(), m.end() + 1, "person_name"  # 我們家阿明, 清潔阿姨阿桃, 叫小瑜
        elif c in N.NAME_CHARS and t[m.end() + 1 : m.end() + 2] not in N.NAME_CHARS and _PERSON_AFTER.match(
                t, m.end() + 1) and (m.start() == 0 or t[m.start() - 1] in _CLAUSE_START):
            yield m.start(), m.end() + 1, "person_name"  # 阿旺說…, at a clause's start


def hidden_chinese_names(t: str, low: str) -> Iterator[Span]:
    """A surname said or spelled out, a name in zhuyin, a given name or a nickname alone as a person."""
    if "姓" in t or any(s[-1] in t for s in N.SURNAME_SPELLINGS):
        yield from _surnames_said(t)
    for m in _ZHUYIN.finditer(t):
        yield m.start(), m.end(), "person_name"
    yield from _given_alone(t)
    if "阿" in t or "小" in t:
        yield from _nicknames(t)
