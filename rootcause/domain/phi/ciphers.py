"""Identifiers in an encoding anyone undoes in seconds: Base64, ROT13 and Morse code, and an e-mail address written
backwards.

``U2l0aSBSYWhtYXdhdGk=`` is a name to whoever pastes it into a decoder, and ``Wnzny Unqqnq`` to whoever is told it
is ROT13; a rule that reads only the typed characters sees neither. So the guard decodes and reads again, one level
deep, with the words around the code kept (a label such as "Patient name (b64):" is often what makes it a name):

- a Base64 token (eight characters or more, a whole number of groups of four, with a digit, ``+``, ``/`` or a capital
  after a small letter, as encoded text has and words have not; where the text says Base64, also one cut into groups
  of four a space apart) or a run of hex bytes whose bytes are readable UTF-8
  text (read with its words around it, and as a name field: nobody encodes a word of their own report);
- ROT13 and Morse only where the text says so ("rot13", "Caesar", "Morse", 摩斯): the clause after the cue;
- an address whose domain ends where a reversed one does (``moc.liamg@…``), read backwards whatever the text says.

A decoded stretch that holds an identifier makes the code as typed one.
"""

from __future__ import annotations

import base64
import binascii
import codecs
import re
from collections.abc import Callable, Iterator

from rootcause.domain.phi.scan import all_of, near

__all__ = ["ciphered_identifiers", "holds_cipher"]

Span = tuple[int, int, str]
Find = Callable[[str], list[tuple[int, int, str]]]

_REACH = 48  # characters kept on each side of a decoded stretch (its label, the verb after it)
_B64 = re.compile(r"[A-Za-z0-9+/]{8,}={0,2}")  # (maximal runs; each is checked for the signs of encoded text)
_B64_SIGN = re.compile(r"[0-9+/=]|[a-z][A-Z]")
# (bytes as hex, run together or a space or colon apart: 4a6f616e6e61…, e9 99 b6 e4 bd b3)
_HEX = re.compile(r"(?<![0-9A-Za-z])(?:0x)?((?:[0-9a-fA-F]{2}[ :]?){4,}[0-9a-fA-F]{2})(?![0-9A-Za-z])")
_MIME_WORD = re.compile(r"=\?[A-Za-z0-9_.:-]{1,40}\?[Bb]\?$")  # (a mail header's encoded word: =?UTF-8?B?…?=)
_ROT13_CUE = re.compile(r"(?i:(?<![a-z])rot[ -]?13(?![0-9])|(?<![a-z])caesar(?![a-z]))|凱撒")  # (名字rot13：, no \b)
_MORSE_CUE = re.compile(r"(?i:(?<![a-z])morse(?![a-z]))|摩斯|摩爾斯")
_MORSE_RUN = re.compile(r"[.\-·]{1,6}(?:[ \t]+/?[ \t]*[.\-·]{1,6}){2,}")
_NAME_WORD = re.compile(r"(?i:name|surname|patient|姓名|名字|病人)")
_CLAUSE = re.compile(r"[^,，;；。\n]{2,60}")
_CLAUSE_BEFORE = re.compile(r"[^,，;；。\n()（）]{2,60}$")
_REVERSED_MAIL = re.compile(r"(?<![A-Za-z0-9._%+-])(?:moc|ten|gro|ude|vog|wt|kh|ku|ua|ac|zn|gs|ym|nc|ed|rf|pj|rk)"
                            r"\.[A-Za-z0-9.-]+@[A-Za-z0-9._%+-]+")
_MAIL = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+")
_MORSE = {".-": "a", "-...": "b", "-.-.": "c", "-..": "d", ".": "e", "..-.": "f", "--.": "g", "....": "h", "..": "i",
          ".---": "j", "-.-": "k", ".-..": "l", "--": "m", "-.": "n", "---": "o", ".--.": "p", "--.-": "q", ".-.": "r",
          "...": "s", "-": "t", "..-": "u", "...-": "v", ".--": "w", "-..-": "x", "-.--": "y", "--..": "z",
          "-----": "0", ".----": "1", "..---": "2", "...--": "3", "....-": "4", ".....": "5", "-....": "6",
          "--...": "7", "---..": "8", "----.": "9"}


def _cues(text: str, low: str) -> tuple[bool, bool, bool]:
    """Whether the text says ROT13 or Morse, and may hold a reversed address (substring tests, no pattern)."""
    rot = any(w in low for w in ("rot13", "rot-13", "rot 13", "caesar")) or "凱撒" in text
    morse = "morse" in low or "摩斯" in text or "摩爾斯" in text
    mail = "@" in text and any(_REVERSED_MAIL.search(text, max(0, i - 64), i + 64) for i in all_of(text, "@"))
    return rot, morse, mail


def holds_cipher(text: str) -> bool:
    """Whether the text may hold one of the codes above (then the guard reads on past its cheap first pass)."""
    return any(_cues(text, text.lower())) or next(_base64_tokens(text), None) is not None \
        or next(_hex_tokens(text), None) is not None


def _readable(raw: bytes) -> str | None:
    try:
        out = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None
    plain = sum(c.isalnum() or c in " .,:;@+-()'/#" for c in out)
    return out if len(out) >= 3 and out.isprintable() and plain >= 0.85 * len(out) else None


# Base64 cut into groups of four a space apart ("QW5h IE1h cmlh"), read only where the text says Base64: four-letter
# words a space apart are common prose.
_B64_CUE = re.compile(r"(?i:(?<![a-z])b(?:ase)?[ -]?64(?![0-9]))")
_B64_GROUPS = re.compile(r"(?<![A-Za-z0-9+/])[A-Za-z0-9+/]{4}(?:[ \t]+[A-Za-z0-9+/]{4}){2,}"
                         r"(?:[ \t]+[A-Za-z0-9+/]{2,3}==?)?(?![A-Za-z0-9+/])")


def _base64_tokens(text: str) -> Iterator[tuple[int, int, str]]:
    runs = [(m.start(), m.end(), m.group()) for m in _B64.finditer(text)]
    if _B64_CUE.search(text):  # (a run of groups may open with a word: "code TWFy eSBL …", so each group may start it)
        for m in _B64_GROUPS.finditer(text):
            starts = [m.start()] + [m.start() + g.end() for g in re.finditer(r"[ \t]+", m.group())]
            runs += [(a, m.end(), text[a:m.end()]) for a in starts[:-2]]
    for start, end, run in runs:
        token = re.sub(r"[ \t]+", "", run)
        if len(token) % 4 or not _B64_SIGN.search(token):
            continue  # a word, or not a whole number of groups of four
        try:
            decoded = _readable(base64.b64decode(token, validate=True))
        except (binascii.Error, ValueError):
            continue
        if decoded:
            yield start, end, decoded


_HEX_SIGN = re.compile(r"[0-9][a-fA-F]|[a-fA-F][0-9]")  # (a digit beside a letter a-f: where hex bytes can stand)


# Digits written as their hex bytes (30 39 35 35 … is "0955…"), where the text says hex: no letter a-f to find them by.
_HEX_OF_DIGITS = re.compile(r"(?<![0-9A-Za-z])((?:3[0-9][ :]?){6,}3[0-9])(?![0-9A-Za-z])")


def _hex_tokens(text: str) -> Iterator[tuple[int, int, str]]:
    """Runs of hex bytes that decode to readable text, looked for only around a digit beside a letter a-f (or, where
    the text says hex, runs of digits' bytes)."""
    if "hex" in text.lower() or "十六進位" in text:
        for m in _HEX_OF_DIGITS.finditer(text):
            yield m.start(), m.end(), bytes.fromhex(m.group(1).replace(" ", "").replace(":", "")).decode("ascii")
    windows = near((m.span() for m in _HEX_SIGN.finditer(text)), len(text), reach=96)
    for m in (hit for a, b in windows for hit in _HEX.finditer(text, a, b)):
        token = m.group(1).replace(" ", "").replace(":", "")
        if token.isdigit() or token.isalpha():
            continue  # (a number, or a word of the letters a-f)
        decoded = _readable(bytes.fromhex(token))
        if decoded and any(c.isalpha() for c in decoded):
            yield m.start(), m.end(), decoded


def _morse(run: str) -> str | None:
    words = []
    for word in re.split(r"[ \t]*/[ \t]*", run.replace("·", ".")):
        letters = [_MORSE.get(code, "") for code in word.split()]
        if not letters or "" in letters:
            return None  # (a code Morse does not have: not Morse)
        words.append("".join(letters))
    return " ".join(words).title()


def _stretches(text: str, cue: re.Match[str]) -> list[tuple[int, int]]:
    """Where the encoded words can be: the clause after the cue, and the words before it when the cue is an aside in
    brackets ("Trzzn Uneternirf (rot13) complained …")."""
    out = []
    clause = _CLAUSE.search(text, cue.end())
    if clause:
        out.append(clause.span())
    opened = max(text.rfind("(", max(0, cue.start() - 12), cue.start()), text.rfind("（", max(0, cue.start() - 12),
                                                                                     cue.start()))
    if opened > 0 and (before := _CLAUSE_BEFORE.search(text, max(0, opened - 60), opened)):
        out.append(before.span())
    return out


def _read_as(text: str, start: int, end: int, plain: str, find: Find) -> tuple[int, int, str] | None:
    """The first identifier ``find`` sees where ``text[start:end]`` is replaced by ``plain`` (the words around it
    kept), as a span of ``plain``; None when there is none."""
    a, b = max(0, start - _REACH), min(len(text), end + _REACH)
    snippet = text[a:start] + plain + text[end:b]
    lo, hi = start - a, start - a + len(plain)
    return next(((max(x, lo) - lo, min(y, hi) - lo, kind) for x, y, kind in find(snippet) if x < hi and lo < y), None)


def _announced(text: str, cue: re.Match[str], start: int, end: int, plain: str,
               find: Find) -> tuple[int, int, str] | None:
    """``_read_as``, and where the text names what it encoded as a name ("Surname in Morse:", "Patient (rot13):"),
    the plain words read after a name label too."""
    found = _read_as(text, start, end, plain, find)
    if found is None and _NAME_WORD.search(text, max(0, cue.start() - 40), cue.end() + 8):
        hits = find("name: " + plain)
        found = next(((x - 6, y - 6, kind) for x, y, kind in hits if x >= 6), None)
    return found


def _as_a_name(plain: str, find: Find) -> tuple[int, int, str] | None:
    """What ``find`` sees in a decoded code read as a name field: nobody encodes a word of their report, so readable
    words hidden this way are read as what they most often are ("6aau5ZWf5piO" is 馬啟明)."""
    label = "姓名：" if any("\u4e00" <= c <= "\u9fff" for c in plain) else "Name: "
    return next(((x, y, kind) for x, y, kind in find(label + plain) if x >= len(label)), None)


def ciphered_identifiers(text: str, find: Find) -> Iterator[Span]:
    """Spans of ``text`` whose decoded form holds an identifier (``find`` is the guard's own scan)."""
    for start, end, decoded in (*_base64_tokens(text), *_hex_tokens(text)):
        mime = _MIME_WORD.search(text, max(0, start - 48), start) is not None  # (a mail client encodes any subject)
        if found := _read_as(text, start, end, decoded, find) or (None if mime else _as_a_name(decoded, find)):
            yield start, end, found[2]
    rot, morse, mail = _cues(text, text.lower())
    for cue in _ROT13_CUE.finditer(text) if rot else ():
        for clause in _stretches(text, cue):
            if found := _announced(text, cue, clause[0], clause[1], codecs.encode(text[clause[0]:clause[1]], "rot13"),
                                   find):
                yield clause[0] + found[0], clause[0] + found[1], found[2]  # (one letter for one)
                break
    for cue in _MORSE_CUE.finditer(text) if morse else ():
        run = _MORSE_RUN.search(text, cue.end(), cue.end() + 200)
        if run and (plain := _morse(run.group())) and (
                found := _announced(text, cue, run.start(), run.end(), plain, find)):
            yield run.start(), run.end(), found[2]
    reversed_mails = (_REVERSED_MAIL.search(text, max(0, i - 64), i + 64) for i in all_of(text, "@")) if mail else ()
    for m in {r.start(): r for r in reversed_mails if r is not None}.values():
        if _MAIL.fullmatch(m.group()[::-1]) and not _MAIL.fullmatch(m.group()):
            yield m.start(), m.end(), "email"  # (an address that reads forwards too is the e-mail rule's to judge)
