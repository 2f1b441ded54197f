"""Names written in another script or with another language's honorific: Cyrillic (Олена Коваленко), Arabic
(محمد الحربي), kana (やまもと ゆうき, ワタナベ・ケンジ) and Japanese suffixes (Tanaka-san).

An interpreter or a family writes a name in their own script on a form, and a note copies it: the Latin and Chinese
name rules never see it. Two capitalised Cyrillic words in a row are a name (after the canonical form some of their
letters read as Latin look-alikes, so a word counts when any of its small letters is Cyrillic); Arabic script is read
as a name where the text says a name was written or given, and so are two or three words of Arabic, an Indic script or
Thai anywhere unless the text says they are a phrase (quoted, said, a sign's words, a translation): in a Taiwanese or
English incident report such a run is a name far more often than anything else.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rootcause.domain.phi.scan import all_of

__all__ = ["names_in_other_scripts"]

Span = tuple[int, int, str]

_CYR = "\u0400-\u04ff"
_CYRILLIC, _KANA, _ARABIC = re.compile(f"[{_CYR}]"), re.compile("[\u3041-\u30ff]"), re.compile("[\u0600-\u06ff]")
_HANGUL = re.compile("[\uac00-\ud7a3]")  # (the class first: a fast scan for any Hangul at all)
_HANGUL_NAME = re.compile("(?<![\uac00-\ud7a3])[\uac00-\ud7a3]{2,4}(?![\uac00-\ud7a3])")  # 박서연: a name's length
_IN_A_BED_AFTER = re.compile(r"[ \t]+(?:in|from)[ \t]+(?:[a-z]+[ \t]+)?(?:bed|bay|room|cubicle)\b"
                             r"|[ \t]*\((?:bed|bay|room)\b|[ \t]+(?:needs|said|fell|refused|told|asked)\b")
_CYRILLIC_WORD = rf"[A-Z{_CYR}][A-Za-z{_CYR}'’-]*[\u0430-\u045f][A-Za-z{_CYR}'’-]*"
_CYRILLIC_PAIR = re.compile(rf"(?<![A-Za-z{_CYR}])(?=[A-Z\u0400-\u042f])({_CYRILLIC_WORD})[ \t]+({_CYRILLIC_WORD})")
# A Japanese honorific after a name, as staff write it in English or Chinese notes: "Tanaka-san", "Sato-sensei".
_JAPANESE_SUFFIX = re.compile(r"(?<![A-Za-z])([A-Z][a-z]{2,14})-(?:san|sama|kun|chan|sensei)(?![A-Za-z])")
# A name in kana after a name word (名字寫成平假名是やまもと ゆうき): two kana words.
_KANA_NAME = re.compile(r"([\u3041-\u30ff]{2,8})[ \t\u3000]+([\u3041-\u30ff]{2,8})")
# Katakana words joined by a middle dot: how Japanese writes a foreign or transliterated full name
# (ワタナベ・ケンジ); in an English or Chinese incident note that is a person, whatever precedes it.
_KATAKANA_DOTTED = re.compile("[\u30a1-\u30fa\u30fc]{2,10}(?:[\u30fb\uff65][\u30a1-\u30fa\u30fc]{2,10})+")
_SUFFIXES = ("-san", "-sama", "-kun", "-chan", "-sensei")
# Scripts an English or Chinese report never holds but for a name copied as a family wrote it ("Mr פיצג'רלד",
# "ოლივია ჰარგრივზ"): Hebrew, Georgian and Armenian words two in a row are a name; these and the Indic scripts or
# Thai after a name's cue (a title, "name", "patient").
_PAIRED = "\u0590-\u05ff\u10a0-\u10ff\u1c90-\u1cbf\u0530-\u058f"
_SCRIPT_LETTERS = _PAIRED + "\u0900-\u0dff\u0e00-\u0e7f"
_SCRIPTS = re.compile(f"[{_SCRIPT_LETTERS}]")
_PAIRED_SCRIPTS = re.compile(f"[{_PAIRED}]")
_SCRIPT_WORD = f"[{_SCRIPT_LETTERS}][{_SCRIPT_LETTERS}'’\u05f3-]*"
_SCRIPT_RUN = re.compile(f"{_SCRIPT_WORD}(?:[ \t]+{_SCRIPT_WORD}){{0,3}}")
# (the Indic scripts and Thai only right after a name's own cue: "pt name: प्रिया शर्मा", not "said नमस्ते")
_NAME_CUE_BEFORE = re.compile(r"(?:(?i:name|named|called|mr|mrs|ms|miss|dr)\.?|姓名|名字)[ \t]*[:：]?[ \t]*$")
_ARABIC_RUN = re.compile(r"[\u0600-\u06ff]+(?:[ \t]+[\u0600-\u06ff]+){0,3}")
_NAMED_BEFORE = re.compile(r"(?i:name|named|called|wrote|written|signed|family|relative|patient|pt|son|daughter|wife"
                           r"|husband|guardian|mother|father|carer|interpreter)[^.;\n]{0,24}$|(?:姓名|名字|寫成|簽名|家屬|病人)[^。；\n]{0,16}$"
                           r"|(?<![A-Za-z])(?i:mr|mrs|ms|miss|mx|dr)\.?[ \t]*$")  # (a title right before: "Mr 김도윤")


def names_in_other_scripts(t: str, low: str) -> Iterator[Span]:
    """Japanese honorific suffixes, Cyrillic name pairs, and kana or Arabic script where the text says a name was
    written (see the module's rules)."""
    suffixes = sorted(i for s in _SUFFIXES for i in all_of(t, s)) if "-" in t else []
    for m in (hit for i in suffixes if (hit := _JAPANESE_SUFFIX.search(t, max(0, i - 16), i + 8)) is not None):
        yield m.start(1), m.end(), "person_name"
    if t.isascii():
        return
    if _CYRILLIC.search(t):
        for m in _CYRILLIC_PAIR.finditer(t):
            yield m.start(1), m.end(2), "person_name"
    if _KANA.search(t):
        for m in _KATAKANA_DOTTED.finditer(t):
            yield m.start(), m.end(), "person_name"
        for m in _KANA_NAME.finditer(t):
            if _NAMED_BEFORE.search(t, max(0, m.start() - 40), m.start()):
                yield m.start(), m.end(), "person_name"
    if _HANGUL.search(t):  # a Korean name where the text says someone is named, or alone in an English note
        for m in _HANGUL_NAME.finditer(t):
            if _NAMED_BEFORE.search(t, max(0, m.start() - 40), m.start()) or (
                    len(_HANGUL.findall(t)) <= 4 and _IN_A_BED_AFTER.match(t, m.end())):
                yield m.start(), m.end(), "person_name"  # ("이지은 in bed 9": one Korean word in English, a patient)
    if _ARABIC.search(t):
        for m in _ARABIC_RUN.finditer(t):
            if _NAMED_BEFORE.search(t, max(0, m.start() - 40), m.start()) or _two_to_three_words(t, m):
                yield m.start(), m.end(), "person_name"
    if _SCRIPTS.search(t):  # Hebrew, Georgian, Armenian, Indic, Thai: two words in a row, or one after a name's cue
        for m in _SCRIPT_RUN.finditer(t):
            paired = _PAIRED_SCRIPTS.search(m.group()) is not None
            if (paired and (len(m.group().split()) >= 2 or _NAMED_BEFORE.search(t, max(0, m.start() - 40), m.start())))\
                    or _NAME_CUE_BEFORE.search(t, max(0, m.start() - 24), m.start()) or _two_to_three_words(t, m):
                yield m.start(), m.end(), "person_name"


# What says a run of another script is a phrase, not a name: speech, a sign's wording, a translation.
_PHRASE_BEFORE = re.compile(r"(?i:said|says|saying|say|told|asked|shouted|called\s+out|phrase|words?|means?|meaning"
                            r"|translat\w*|reads?|reading|sign|prayer|greet\w*|wrote\s+that)[^.;\n]{0,12}$"
                            r"|(?:說|講|喊|意思|翻譯|寫著|標語)[^。；\n]{0,8}$|[\"“「『]$")


def _two_to_three_words(t: str, m: re.Match[str]) -> bool:
    """Two or three words of Arabic, an Indic script or Thai inside English or Chinese text: a name copied as its bearer
    writes it ("label: محمد العلي", "on behalf of प्रिया शर्मा"), unless the text says they are words spoken or
    written (a phrase in quotes, a sign, a translation)."""
    return 2 <= len(m.group().split()) <= 3 and not _PHRASE_BEFORE.search(t, max(0, m.start() - 24), m.start())
