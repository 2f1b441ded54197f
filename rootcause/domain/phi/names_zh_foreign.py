"""Western names written in Chinese characters, as Taiwanese and Hong Kong news of an inquest abroad writes them:
奧利芙, 弗爾南德斯, 凱利, 墨菲律師.

A transliteration uses a small set of characters for their sound (``_SOUNDS``), and most of them are ordinary
characters too, so the characters alone prove nothing: 利 and 克 are in 利用 and 克服, and a firm or a drug is
transliterated the same way (莫德納表示, 阿斯匹靈). A run of two to six such characters is a person's name only
between words that only a person has around them:

- **before it**: a relative or a role (嬰兒父親凱利, 死者, 男童, 律師, 驗屍官 …);
- **after it**: what happens to a person or what a person has (體內, 的住處, 在家中, 早產, 夭折, 甦醒, 離世 …), or a
  title (墨菲律師, 梅鐸爵士); "said" (表示, 指出) is not enough, since firms and agencies say things too.

At least one character of the run must be one that ordinary words seldom use (``_FOREIGN``: 爾 斯 芙 莉 …), and the
rule is read only around those (a name spelled without one, 馬田, is left to the other rules); a place, a firm, a
nationality, a drug or a disease after the run (郡, 市, 醫院, 公司, 籍, 症, 錠) makes it no one's.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rootcause.domain.phi import name_tables as N
from rootcause.domain.phi.lexicon import unknown_word

__all__ = ["foreign_names_in_chinese"]

Span = tuple[int, int, str]

# Characters of the standard tables for transliterating Western names into Chinese (Traditional forms).
_SOUNDS = frozenset(
    "可阿艾愛安奧巴芭拜班邦保鮑貝本比彼畢波伯博布查達黛丹道德迪蒂丁東杜多厄恩法范菲費芬弗福蓋甘岡戈格葛古"
    "哈海漢豪赫亨胡華霍基吉加佳賈傑捷金卡凱坎康柯科克肯庫昆拉萊蘭朗勞樂雷蕾黎里理利莉麗連琳林倫羅洛盧路"
    "魯露瑪馬麥曼梅門蒙米密敏莫墨姆穆納娜南內妮尼紐諾歐帕派潘佩皮珀普奇琪契喬切欽瓊薩賽塞森沙莎珊尚聖"
    "史斯思松蘇索塔泰坦湯唐特提田廷圖托瓦威韋維溫沃西希席謝辛休雅亞揚耶伊依因英尤約詹珍朱茲祖佐澤芙絲"
    "鐸遜頓翠茱蘿姬嘉潔爾瑞杰賓勒"
)
# Of those, the ones that ordinary Chinese words seldom use: a run holding one reads as a transliteration.
_FOREIGN = frozenset("爾斯芙琪蒂娜妮莉瑪奧弗菲薩澤茲維伊艾潔露絲珊莎芬琳麗雅歐頓遜普勒瑞諾佛賓蕾黛姬蘿茱翠"
                     "佩鐸坎瓦凱墨梅羅")
# Words right before a name that make it a person's: a relative, a role, a party (嬰兒父親凱利, 死者奧利芙).
_PERSON_BEFORE = ("父親", "母親", "丈夫", "妻子", "兒子", "女兒", "死者", "男童", "女童", "男嬰", "女嬰", "嬰兒",
                  "病人", "患者", "病患", "律師", "醫師", "醫生", "教授", "護士", "護理師", "驗屍官", "法官", "名叫",
                  "叫做", "名為", "少女", "少年", "女子", "男子", "婦人", "老翁", "老婦", "受訪者", "訪談對象")
# What follows only a person: the body, a home, a family, a birth, a death, waking, a title.
_PERSON_AFTER = ("體內", "的住處", "的家", "的父親", "的母親", "的丈夫", "的妻子", "的病情", "的遺體", "在家中",
                 "被發現", "被送", "去年", "今年", "早產", "夭折", "甦醒", "離世", "逝世", "去世", "過世", "身亡",
                 "不治", "病逝", "坐牢", "聲淚俱下", "挑食", "完全沒有", "出生", "入院", "律師", "醫師", "教授",
                 "爵士", "女士", "先生", "太太", "（外籍", "(外籍")
# A place, a firm, a drug or a disease: what makes the characters before it no one's name.
_THING_AFTER = re.compile(r"[郡市州鎮村區省縣國島河山灣港街路站堡籍裔語文]|醫院|大學|公司|集團|中心|症|病毒|藥|錠|素"
                          r"|劑|酸|鹽|氏症|氏病")
_LONGEST = 6
_FOREIGN_CHAR = re.compile("[" + "".join(sorted(_FOREIGN)) + "]")
_AFTER = re.compile("|".join(map(re.escape, _PERSON_AFTER)))
_BEFORE = re.compile("(?:" + "|".join(map(re.escape, _PERSON_BEFORE)) + ")$")


# A Western name kept in Latin letters inside Chinese text, right before what a person does or undergoes: 證據顯示Letby
# 犯案, 初出茅廬的Hoegel到歐登堡 (a firm says things too: 表示 and 指出 are not enough, as above).
_LATIN_NAME = re.compile(r"(?<![A-Za-z])([A-Z][a-z]{2,14})(?=[\u4e00-\u9fff])")
_LATIN_PERSON_ACT = re.compile(r"犯案|殺害|涉嫌|被捕|被控|被判|被起訴|出庭|認罪|否認|承認|坐牢|入獄|到院|入院|出院"
                               r"|死亡|身亡|過世|離世|受審|任職|擔任|到[\u4e00-\u9fff]{1,3}(?:醫院|診所)")


def _latin_names(t: str) -> Iterator[Span]:
    for m in _LATIN_NAME.finditer(t):
        word = m.group(1).lower()
        if word in N.DRUG_NAMES or word in N.EPONYMS or word in N.NOT_NAMES or not (
                unknown_word(word) or (word in N.SURNAMES and word not in N.AMBIGUOUS_NAMES)):
            continue
        if _LATIN_PERSON_ACT.match(t, m.end()) or _AFTER.match(t, m.end()):
            yield m.start(1), m.end(1), "person_name"


def _run_around(t: str, i: int) -> tuple[int, int]:
    """The run of transliteration characters around ``t[i]``."""
    start, end = i, i + 1
    while start > 0 and i - start < _LONGEST and t[start - 1] in _SOUNDS:
        start -= 1
    while end < len(t) and end - i < _LONGEST and t[end] in _SOUNDS:
        end += 1
    return start, end


# A name in Latin letters right after the Chinese words that say what someone is called (看護名叫 Ni Made Sari,
# 英文名是 JOY): the words say it is a name, whatever its letters spell.
_CALLED_LATIN = re.compile(r"(?<![藥品報書檢課劇片店])(?:名叫|叫做|名字(?:是|叫|為)|全名(?:是|為)?"
                           r"|英文名字?(?:是|叫|為)?)[ \t]*[「『\"“]?"
                           r"((?:[A-Z][a-z'’-]{0,14}|[A-Z]{2,15})(?:[ \t]+(?:[A-Z][a-z'’-]{0,14}|[A-Z]{2,15})){0,3})"
                           r"(?![A-Za-z])")


def foreign_names_in_chinese(t: str, low: str) -> Iterator[Span]:
    """A Western name in Chinese characters between a person's words (see the module's rules): read only around the
    characters that mark a transliteration, a few in a page of Chinese, not at every context word."""
    if t.isascii():
        return
    yield from _latin_names(t)
    for m in _CALLED_LATIN.finditer(t) if "名" in t or "叫" in t else ():
        if not all(w.lower() in N.NOT_NAMES or w.lower() in N.DRUG_NAMES for w in m.group(1).split()):
            yield m.start(1), m.end(1), "person_name"
    done = -1
    for hit in _FOREIGN_CHAR.finditer(t):
        if hit.start() < done:
            continue
        start, end = _run_around(t, hit.start())
        done = end
        run = t[start:end]
        if not 2 <= len(run) <= _LONGEST or run in N.ZH_COMMON_WORDS or any(c in N.ZH_STOP_CHARS for c in run):
            continue
        if _THING_AFTER.match(t, end):
            continue  # 肯特郡, 伊利沙伯醫院, 伊拉克籍: a place, a firm, a nationality
        if _AFTER.match(t, end) or _BEFORE.search(t, max(0, start - 4), start):
            yield start, end, "person_name"  # 奧麗芙在家中, 佩奇體內, 墨菲律師, 嬰兒父親凱利, 死者奧利芙

