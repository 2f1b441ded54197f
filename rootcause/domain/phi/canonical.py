"""The canonical form the PHI detectors read, with a map back to the caller's text.

Staff and attackers hide identifiers in ways a reader does not see or barely notices: an invisible format
character inside an ID (U+2060 WORD JOINER, U+00AD SOFT HYPHEN, U+FEFF …), separators inside a number
(``A 123 456 789``, ``0912.345.678``), or digits written as Chinese numerals (``〇九一二…``). Detection runs on
two views of one text, each linear in its length:

- :func:`canonical`: NFKC per character, with every format (Cf) and other default-ignorable character removed;
  it returns the index of each output character in the original, so a finding points at what was typed;
- :func:`numeric_view`: a same-length copy of the canonical text in which runs of Chinese numerals read as
  digits, O and l typed for 0 and 1 inside an identifier-shaped run of digits read as digits, and, inside a run
  of eight or more digits, a dot, middle dot, slash or underscore reads as a hyphen, the separator the number
  patterns already accept. Only the number detectors (IDs, phones) read it, and only
  when it differs from the canonical text.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterator

from rootcause.domain.phi import name_tables as N
from rootcause.domain.phi.letter_forms import CONFUSABLES as _CONFUSABLES
from rootcause.domain.phi.letter_forms import ENCLOSED_LETTERS as _ENCLOSED_LETTERS
from rootcause.domain.phi.letter_forms import STROKED as _STROKED
from rootcause.domain.phi.markup import markup_inside_words
from rootcause.domain.phi.mixed_scripts import has_other_letters, latinised
from rootcause.domain.phi.offsets import Offsets
from rootcause.domain.phi.scan import all_of, digit_runs, matches_at
from rootcause.domain.phi.spaced_out import spaced_out

__all__ = ["FORMAT_RANGES", "IGNORABLE_RANGES", "Offsets", "canonical", "canonical_spelled", "numeric_view", "visible"]

_NFKC_CACHE_LIMIT = 20_000  # distinct characters remembered; arbitrary input cannot grow it further
_NFKC: dict[str, str] = {}

# Every format (Cf) character of Unicode 14 (this Python's data; a test checks the table against it), plus the
# default-ignorable characters outside Cf: fillers, variation selectors, the combining grapheme joiner.
FORMAT_RANGES = (
    (0x00AD, 0x00AD), (0x0600, 0x0605), (0x061C, 0x061C), (0x06DD, 0x06DD), (0x070F, 0x070F), (0x0890, 0x0891),
    (0x08E2, 0x08E2), (0x180E, 0x180E), (0x200B, 0x200F), (0x202A, 0x202E), (0x2060, 0x2064), (0x2066, 0x206F),
    (0xFEFF, 0xFEFF), (0xFFF9, 0xFFFB), (0x110BD, 0x110BD), (0x110CD, 0x110CD), (0x13430, 0x13438),
    (0x1BCA0, 0x1BCA3), (0x1D173, 0x1D17A), (0xE0001, 0xE0001), (0xE0020, 0xE007F),
)
IGNORABLE_RANGES = ((0x034F, 0x034F), (0x115F, 0x1160), (0x17B4, 0x17B5), (0x180B, 0x180F), (0x3164, 0x3164),
                    (0xFE00, 0xFE0F), (0xFFA0, 0xFFA0), (0x2800, 0x2800), (0xE0100, 0xE01EF))  # (2800: Braille's blank)


# Pictographs and the keycap mark, dropped like the invisible characters: put between the characters of a name or a
# number they hide it from a rule, not from a reader ("周💬建💬宏", "0️⃣9️⃣3️⃣8️⃣"); elsewhere they carry no identifier.
# The enclosing marks (a circle, a square, a keycap drawn round the character before: "閔⃝柏⃝宇⃝") decorate too.
# (but not the letters drawn in a box, a circle or a bracket, nor the regional indicators: see _ENCLOSED_LETTERS)
DECORATION_RANGES = ((0x20DD, 0x20E4), (0x2600, 0x27BF), (0x2B00, 0x2BFF), (0x1F000, 0x1F10F), (0x1F18A, 0x1F1E5),
                     (0x1F200, 0x1FAFF))  # (2B00-2BFF: the stars and arrows, "J⭐E⭐S⭐S")


def _invisible_class() -> str:
    ranges = sorted((*FORMAT_RANGES, *IGNORABLE_RANGES, *DECORATION_RANGES))
    return "[" + "".join(f"\\U{a:08x}-\\U{b:08x}" for a, b in ranges) + "]"


_INVISIBLE = re.compile(_invisible_class())

# Chinese numerals that stand for one digit each; a run of seven or more is a number written out.
_ZH_DIGITS = {ord(c): str(i) for i, c in enumerate("〇一二三四五六七八九")} | {ord("零"): "0"}
_ZH_RUN = re.compile(r"[〇零一二三四五六七八九](?:[\s\-.·]{0,2}[〇零一二三四五六七八九]){6,}")
# A run of eight or more digits with separators between them: only there can a dot be a phone's separator
# (a dose "0.9", a time "02.30" or a date stays as typed).
_LONG_NUMBER = re.compile(r"\d(?:[.·‧・_/~|\s-]{1,3}\d|\d){7,}")
_SEPARATOR_IN_NUMBER = re.compile(r"(?<=\d)[.·‧・_/~|](?=\d)")
# Letters typed for digits inside a number (leetspeak, or a slip on the keyboard): O or o for 0, l or I for 1, as in
# "09l2-7O3-8846", "T2O1553O98", "3318O72". Read as digits only inside a run that is otherwise digits and has an
# identifier's length (seven to twelve characters, at least five of them digits, at most one letter in three),
# after at most two capital letters that stay letters (an ID's prefix); a word (Oslo, lOl) never qualifies.
_LEET_LETTERS, _ASCII_DIGITS = frozenset("OolI"), frozenset("0123456789")
_NUMBER_SEPARATORS = frozenset(".·‧・_/~|-")  # (and white space) between the digit groups of a long number
_LEET_RUN = re.compile(r"(?<![A-Za-z0-9])(?:[A-HJ-NP-Z]{1,2}(?=[0-9OolI]))?"
                       r"([0-9OolI]{2,}(?:[-. ][0-9OolI]{2,}){0,4})(?![A-Za-z0-9])")
_LEET_DIGITS = str.maketrans("OolI", "0011")
_MOBILE_SHAPE = re.compile(r"09\d{8}|07\d{9}|04\d{8}|02\d{8}|01\d{9}")  # (TW, UK, AU and other mobiles, read back)


# Spaces inside Chinese text carry no meaning and hide a name or a number from a reader's eye and a rule's
# alike ("王 小 明", "大學路 10 號"): a run of them between two Han characters, or between a Han character and a
# digit, is dropped.
_HAN = "\u3007\u3400-\u4dbf\u4e00-\u9fff"  # (〇, the numeral zero, is written among them too)
_NUMERAL = "〇一二三四五六七八九十零"  # a numeral beside a digit is part of a number, not of a word
# (the first space is matched first, so the engine skips to spaces; what stands before it is looked at from there)
_DIGIT_GAP = re.compile(r"[0-9][ \t][0-9]")  # (a house number typed a digit at a time: looked for only where one is)
_HAN_SPACED_NUMBER = re.compile(rf"(?<=[{_HAN}])[ \t]*(?:[0-9][ \t]){{1,3}}[0-9][ \t]*(?=[{_HAN}])")
_HAN_GAP = re.compile(rf"[ \t_|](?:(?<=[{_HAN}][ \t_|])[ \t_|]*(?=[{_HAN}])"
                      rf"|(?<=[{_HAN}][ \t|])(?<![{_NUMERAL}][ \t|])[ \t|]*(?=[0-9])"
                      rf"|(?<=[0-9][ \t])[ \t]*(?=[{_HAN}])(?![{_NUMERAL}]))")


# (the class first: a fast skip; the katakana long-vowel mark and a box-drawing line are dashes between digits too)
_DIGIT_DASH = re.compile(r"[\u2010-\u2015\u2212\u30fc\uff70\u2500](?:(?<=\d.)(?=\d)|(?<=\d .)(?= \d))")


# A word whose letters switch case again and again ("gIoVaNnA rOsSi") is the word itself to a reader: it is read
# capitalised, one letter for one (CamelCase joins, "DrFaridahOsman", "McDonald", switch once or twice a word: left).
# (the hint is looked for in the text's letter cases, each byte mapped to "a", "A" or a space: two C passes, where a
# pattern over every character took a tenth of a millisecond on 10,000 characters)
_CASES = bytes(ord("A") if 65 <= c <= 90 else ord("a") if 97 <= c <= 122 else 32 for c in range(256))
_WORD_RUN = re.compile(r"(?<![A-Za-z0-9+/])[A-Za-z]{4,}(?![A-Za-z0-9+/=])")  # (a whole word: no code's letters)
_SWITCH = re.compile(r"(?<=[a-z])[A-Z]|(?<=[A-Z])[a-z]")


def _alternating_case(norm: str) -> str:
    """Words whose case alternates read capitalised (same length: no index changes)."""
    def fix(m: re.Match[str]) -> str:
        word = m.group()
        # (two switches in three letters: "gIoVaNnA"; a CamelCase hashtag, "PrayForSeanMcGrath", switches about once
        # in two and is read as written, each word's capital kept)
        return word.capitalize() if len(_SWITCH.findall(word)) >= max(4, 2 * len(word) // 3) else word
    cases = norm.encode("utf-8", "ignore").translate(_CASES)
    return _WORD_RUN.sub(fix, norm) if b"aAaA" in cases or b"AaAaA" in cases else norm


def canonical(text: str) -> tuple[str, Offsets | None]:
    """NFKC text without invisible characters, look-alike letters, spaces inside Chinese or inside a spelled-out
    word or after a surname's Mc, and (only when lengths change) each character's source index."""
    norm, index, _ = canonical_spelled(text)
    return norm, index


def canonical_spelled(text: str) -> tuple[str, Offsets | None, list[tuple[int, int]]]:
    """``canonical``, and where in its output a word or number stands that was spelled out a character at a time
    (a reader of the canonical text no longer sees that it was: ``letters.py`` asks)."""
    norm, index = (text, None) if text.isascii() else _nfkc(text)
    norm = _alternating_case(norm)
    if not norm.isascii() and has_other_letters(norm):  # "Заjączkowski": a name with a letter of another script
        norm = latinised(norm)
    if not norm.isascii():  # a typographic dash between digits is the number's hyphen (one character for one)
        norm = _DIGIT_DASH.sub("-", norm)
        if "@" in norm:  # an address's dots typed as Chinese full stops: "yeh@ms35。hinet。net"
            norm = _IDEOGRAPHIC_DOT.sub(".", norm)
    drops: list[tuple[int, int]] = []
    if not norm.isascii():
        drops += (m.span() for m in _HAN_GAP.finditer(norm))
        for m in _HAN_SPACED_NUMBER.finditer(norm) if _DIGIT_GAP.search(norm) else ():  # 二段9 6巷1 7號
            drops += ((m.start() + k, m.start() + k + 1) for k, ch in enumerate(m.group()) if ch in " \t")
    if not norm.isascii():
        drops += _split_han_names(norm)
    if not norm.isascii():  # a middle dot between the syllables of a word hides it: "Chi·ka·o·di·li Nwa·ne·ri"
        drops += (m.span() for m in _DOT_IN_WORD.finditer(norm))
        if "(" in norm:  # pinyin in brackets after each character hides a name: 陳(chen)怡(yi)臻(zhen)
            drops += (m.span() for m in _RUBY.finditer(norm))
        for m in _HAN_SPELLED.finditer(norm):  # three characters or more a slash or a filler apart: 詹/淼/淼
            drops += (g.span() for g in _HAN_SPELLED_GAP.finditer(norm, m.start(), m.end()))
    drops += markup_inside_words(norm)
    if "[" in norm or "(" in norm:  # a defanged link reads as the link: "hxxps[:]//sarah-e[.]blogspot[.]com"
        drops += (m.span() for m in _DEFANGED.finditer(norm))
        norm = _HXXP.sub(r"\1tt\2", norm)  # (one letter for one: no index changes)
    if "\\" in norm:  # a directory's escaped comma: "CN=Ubani\\, Chiamaka" is "Ubani, Chiamaka"
        drops += (m.span() for m in _ESCAPED.finditer(norm))
    if "Mc" in norm:  # "Mc\nGillivray", "Mc Donald": a surname split after its prefix
        drops += (m.span("gap") for m in _MC_SPLIT.finditer(norm))
    gaps, spelled = spaced_out(norm)
    drops += gaps
    if not drops:
        return norm, index, []
    drops.sort()
    pieces: list[str] = []
    runs: list[tuple[int, int, int]] = []
    pos = size = 0
    for start, end in drops:
        if start > pos:
            pieces.append(norm[pos:start])
            runs.append((size, pos, 1))
            size += start - pos
        pos = max(pos, end)  # (a spelled label's spaces may lie inside a spelled-out run's)
    pieces.append(norm[pos:])
    runs.append((size, pos, 1))
    return "".join(pieces), Offsets(runs, size + len(norm) - pos, index), _shifted(spelled, drops)


def _shifted(spans: list[tuple[int, int, int]], drops: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Spans of the text before ``drops`` (sorted) as spans of the text after them; each span's own dropped
    characters (its third item) come off its end."""
    out, k, gone = [], 0, 0
    for start, end, inside in sorted(spans):
        while k < len(drops) and drops[k][1] <= start:
            gone += drops[k][1] - drops[k][0]
            k += 1
        out.append((start - gone, end - gone - inside))
    return out


# A Chinese name with a mark between its characters (林-小-芳, 王．小．明, 黃/詩/涵, 王*志*明, a line break): a
# surname, then one or two name characters, each after the same separator.
_HAN_SPLIT = re.compile(rf"[{_HAN}](?P<sep>[-./_|·・‧•*\n])[{_HAN}](?:(?P=sep)[{_HAN}])?")


_HAN_MARKS = "-./_|·・‧•*\n"
_HAN_CHAR = re.compile(rf"[{_HAN}]")


# The same with spaces around the marks, or runs of markup between the characters: 賴 . 俊 . 宏, **蕭**_冠_`廷`.
_HAN_MARKED = re.compile(rf"[{_HAN}](?:[ \t]*[-./_|·・‧•*`~]+[ \t]*[{_HAN}]){{1,2}}")
_HAN_MARK_GAP = re.compile(r"[ \t]*[-./_|·・‧•*`~]+[ \t]*")


def _split_han_names(norm: str) -> list[tuple[int, int]]:
    """The separators inside a Chinese name written with a mark between its characters."""
    drops = list(_marked_han_names(norm)) if ("*" in norm or "`" in norm or " . " in norm or " ‧ " in norm
                                               or " · " in norm or " ・ " in norm or " • " in norm) else []
    starts = sorted(i - 1 for c in _HAN_MARKS for i in all_of(norm, c) if i and _HAN_CHAR.match(norm, i - 1))
    for m in matches_at(_HAN_SPLIT, norm, starts):
        chars = m.group()[::2]
        if m.group("sep") in "·・‧•" and len(chars) == 2 and _HAN_CHAR.match(norm, m.start() - 1) \
                and _HAN_CHAR.match(norm, m.end()):
            continue  # 芭翁‧達利: two sounds and two sounds, the way Chinese writes a transliterated name; kept dotted
        if m.group("sep") == "*" and len(chars) < 3:
            continue  # 林*華: a character masked out (the way names are published de-identified), not a split name
        surname = chars[0] in N.SURNAMES_ZH or norm[max(0, m.start() - 1) : m.start() + 1] in N.COMPOUND_SURNAMES
        if surname and all(c in N.NAME_CHARS for c in chars[1:]) and chars not in N.ZH_COMMON_WORDS:
            drops += [(m.start() + i, m.start() + i + 1) for i in range(1, len(m.group()), 2)]
    return drops


def _marked_han_names(norm: str) -> Iterator[tuple[int, int]]:
    """Gaps of marks (with spaces, or several) inside a surname and one or two name characters."""
    for m in _HAN_MARKED.finditer(norm):
        gaps = [g.span() for g in _HAN_MARK_GAP.finditer(norm, m.start(), m.end())]
        chars = "".join(c for c in m.group() if "\u3400" <= c <= "\u9fff")
        if any(b - a > 1 for a, b in gaps) and chars[0] in N.SURNAMES_ZH \
                and all(c in N.NAME_CHARS for c in chars[1:]) and chars not in N.ZH_COMMON_WORDS:
            yield from gaps


# (pinyin, or zhuyin with its tone mark: 馮(ㄈㄥˊ)敬; a character follows)
_RUBY = re.compile(r"(?<=[\u4e00-\u9fff])\((?:[a-z]{1,6}[1-5]?|[\u3105-\u312f]{1,4}[ˊˇˋ˙]?)\)"
                   r"(?=[ \t]*[\u4e00-\u9fff])")
# (黎x晏x辰, 喻～靜～宜, 喬…品…蓁, \邵\思\妤: a tilde and an ellipsis as NFKC reads them, "~" and "...")
_HAN_FILLER = r"(?:[/xX*~\\]|\.{2,3})"
_HAN_SPELLED = re.compile(rf"(?<![\u4e00-\u9fff])[\u4e00-\u9fff](?:{_HAN_FILLER}[\u4e00-\u9fff]){{2,}}"
                          rf"(?![\u4e00-\u9fff]|{_HAN_FILLER}[\u4e00-\u9fff])")
_HAN_SPELLED_GAP = re.compile(_HAN_FILLER)
_IDEOGRAPHIC_DOT = re.compile(r"(?<=[A-Za-z0-9])。(?=[A-Za-z0-9])")
_ESCAPED = re.compile(r"\\(?=[,;+=<>#\"])")  # (LDAP's escapes inside a distinguished name)
# The brackets round a dot, a colon or an at sign that defang a link or an address so it does not go live.
_DEFANGED = re.compile(r"[\[(](?=[.:@][\])])|(?<=[\[(][.:@])[\])]")
_HXXP = re.compile(r"(?<![A-Za-z])([hH])[xX]{2}([pP][sS]?(?=\[?:))")
# (and between a word's letters and digits, "BRT·5092", or in a run spelled one character a dot: "W·K·1·9"; the dot
# opens the pattern, so the engine skips to the dots)
_DOT_IN_WORD = re.compile(r"[·‧・•∙⋅](?:(?<=[A-Za-z].)(?=[A-Za-z0-9])|(?<=[0-9].)(?=[A-Za-z])"
                          r"|(?<=(?<![A-Za-z0-9])[A-Za-z0-9].)(?=[A-Za-z0-9](?:[·‧・•∙⋅][A-Za-z0-9])+(?![A-Za-z0-9]))"
                          r"|(?<=[A-Za-z0-9][·‧・•∙⋅][A-Za-z0-9].)(?=[A-Za-z0-9](?![A-Za-z0-9])))")
_MC_SPLIT = re.compile(r"(?<![A-Za-z])Mc(?P<gap>[ \t]*\n[ \t]*|[ \t]+)(?=[A-Z][a-z])")



# Characters NFKC leaves alone and that hide nothing: printable ASCII, Han ideographs and the CJK punctuation
# that has no compatibility form. Everything else is looked at one character at a time (full-width forms,
# ideographic space, ligatures, format characters); in Chinese text that is about one character in ten.
_UNSTABLE = re.compile("[^\t\n\r\x20-\x7e\u3400-\u4dbf\u4e00-\u9fff\u3001\u3002\u3008-\u3011\u3014-\u301b]")


def _without_accent(out: str) -> str:
    """A Latin letter with a diacritic or a stroke as its base letter, one for one: Ciarán, Wróbel, Ó Súilleabháin,
    Sørensen read as ASCII to the name rules (which match [A-Za-z])."""
    if len(out) != 1 or out.isascii() or not out.isalpha():
        return out
    base = unicodedata.normalize("NFD", out)[0]
    if base.isascii() and base.isalpha():
        return base
    return _STROKED.get(out, out)  # (a stroke is no accent NFD can take off: Sørensen, Łukasz, Đặng)


# Three or more tag characters in a row, a letter or digit among them, carry text no one sees ("ASCII smuggling"): each
# is read as the ASCII character it encodes. Fewer, or only tag spaces and marks, are an invisible filler inside a word
# or a number, dropped like the other format characters.
_TAG_TEXT = re.compile("(?=[\U000e0020-\U000e007e]{3})[\U000e0020-\U000e007e]*?"
                       "[\U000e0030-\U000e0039\U000e0041-\U000e005a\U000e0061-\U000e007a][\U000e0020-\U000e007e]*")


def _untagged(m: re.Match[str]) -> str:
    return "".join(chr(ord(c) - 0xE0000) for c in m.group())


def _nfkc(text: str) -> tuple[str, Offsets | None]:
    """NFKC per character with the invisible characters dropped, and the index map when lengths change."""
    cache = _NFKC
    odd: list[tuple[int, int]] = []  # (source index, output length) of each character not replaced one for one

    def one(m: re.Match[str]) -> str:
        ch = m.group()
        out = cache.get(ch)
        if out is None:
            # (a combining mark left on its own after NFKC decorates the character before it: "9̲6̲" is 96)
            out = _ENCLOSED_LETTERS.get(ch) or ("" if _INVISIBLE.match(ch) or unicodedata.category(ch) == "Mn" else (
                unicodedata.normalize("NFKC", ch) or ch))
            out = _INVISIBLE.sub("", out).translate(_CONFUSABLES)  # a compatibility form may hold a format char
            out = _without_accent(out)
            if out == "\u1680":  # (the Ogham space mark, the one space separator NFKC keeps: a space as any other)
                out = " "
            if len(out) == 1 and not out.isascii() and (digit := unicodedata.decimal(out, None)) is not None:
                out = str(digit)  # a digit of another script is the digit: "आधार ५२१८ ३३०७ ६४१९"
            if len(cache) < _NFKC_CACHE_LIMIT:
                cache[ch] = out
        if len(out) != 1:
            odd.append((m.start(), len(out)))
        return out

    if max(text) >= "\U000e0020" and _TAG_TEXT.search(text) is not None:  # (one for one: no index moves)
        text = _TAG_TEXT.sub(_untagged, text)
    norm = _UNSTABLE.sub(one, text)  # (the engine finds the few characters to look at; the rest is copied in C)
    if not odd:
        return norm, None
    runs = [(0, 0, 1)]
    shift = 0  # output index minus source index, after the characters seen so far
    for i, size in odd:
        if size:
            runs.append((i + shift, i, 0))  # every output character of source character i points at i
        shift += size - 1
        runs.append((i + 1 + shift, i + 1, 1))
    return norm, Offsets(runs, len(norm))


def visible(text: str) -> str:
    """``text`` without its invisible characters (a masked preview shows only what a reader sees)."""
    return text if text.isascii() else _INVISIBLE.sub("", text)  # (every invisible character is beyond ASCII)


def numeric_view(text: str) -> tuple[str, list[tuple[int, int]]] | None:
    """``text`` with numbers in their plain shape (same length) and the spans that changed, or None when
    nothing would change."""
    changed: list[tuple[int, int]] = []

    def digits(m: re.Match[str]) -> str:
        out = m.group().translate(_ZH_DIGITS)
        changed.append(m.span())
        return out

    def hyphens(m: re.Match[str]) -> str:
        out = _SEPARATOR_IN_NUMBER.sub("-", m.group())
        if out != m.group():
            changed.append(m.span())
        return out

    def leet(m: re.Match[str]) -> str:
        run = m.group(1)
        digits = sum(c.isdigit() for c in run)
        letters = sum(c in "OolI" for c in run)
        mobile = _MOBILE_SHAPE.fullmatch(re.sub(r"[-. ]", "", run.translate(_LEET_DIGITS)))
        if not letters or digits < 5 or not 7 <= digits + letters <= 12 or (
                letters * 3 > digits + letters and not mobile):  # ("O9l2-4O6-7l8": a mobile's shape, however many)
            return m.group()
        changed.append(m.span(1))
        return m.group()[: m.start(1) - m.start()] + run.translate(_LEET_DIGITS)

    last = -1
    for hit in _leet_hits(text):  # read only around a digit touching an O or an l
        m = _LEET_RUN.search(text, max(0, hit - 16, last), hit + 17)
        if m is not None and m.end() > last and (out := leet(m)) != m.group():
            text = text[: m.start()] + out + text[m.end() :]
            last = m.end()
    text = _ZH_RUN.sub(digits, text)
    view = _replace(matches_at(_LONG_NUMBER, text, _long_number_starts(text)), hyphens, text)
    return (view, sorted(changed)) if changed else None


def _leet_hits(text: str) -> list[int]:
    """Every ASCII digit with an O, o, l or I right before or after it, from the shared runs of digits (such a
    digit opens or closes its run)."""
    hits: list[int] = []
    for a, b in digit_runs(text):
        if a and text[a - 1] in _LEET_LETTERS and text[a] in _ASCII_DIGITS:
            hits.append(a)
        if text[b : b + 1] in _LEET_LETTERS and text[b - 1] in _ASCII_DIGITS and not (hits and hits[-1] == b - 1):
            hits.append(b - 1)
    return hits


def _long_number_starts(text: str) -> list[int]:
    """Where a long number can start: at a run of digits of eight or more, or one a separator follows (a match
    starts where its run starts: from further in, it would hold fewer digits)."""
    return [a for a, b in digit_runs(text)
            if b - a >= 8 or text[b : b + 1] in _NUMBER_SEPARATORS or text[b : b + 1].isspace()]


def _replace(matches: Iterator[re.Match[str]], repl: Callable[[re.Match[str]], str], text: str) -> str:
    """``text`` with each of ``matches`` (in order, not overlapping) replaced by ``repl(match)``: ``re.sub``'s
    result for matches found another way."""
    pieces: list[str] = []
    last = 0
    for m in matches:
        pieces += (text[last : m.start()], repl(m))
        last = m.end()
    return "".join(pieces) + text[last:] if pieces else text
