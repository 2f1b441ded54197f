"""Letters and digits typed one at a time, with a separator between each, read as the word or number they spell.

A reader joins "M c C a r t h y" or a digit a line at a glance; a rule that matches words does not. Kept apart from
``canonical`` because what counts as a separator, and which spelled labels join, grow with what attackers try.
"""

from __future__ import annotations

import re

from rootcause.domain.phi.scan import matches_at

__all__ = ["spaced_out"]

_SEP = r"[ \t\n\-._|/]"  # what may stand between the characters of a word spelled out
# Letters written one at a time to slip past a reader or a rule: "M c C a r t h y", "H-A-L-V-O-R-S-E-N",
# "D 2 4 5 7 4 0 1 5 0", "J_e_n_n_y", "G/r/a/b/o", a digit a line. Four or more single characters with one space,
# tab, line break, hyphen, dot, slash or underscore between each are joined.
# (one to three spaces between: "M R N  4 4 0 2", "0 7 9 4 6   3 2 1")
# (a dash with a space each side between groups too, kept as the groups' dash: "5 2 3 – 7 1 – 4 4 0 8" is 523–71–4408)
_SPACED_OUT = re.compile(rf"(?<![A-Za-z0-9])[A-Za-z0-9](?:{_SEP}[ ]{{0,2}}[A-Za-z0-9@.]|[ ][@.][ ][A-Za-z0-9]"
                         r"|[ ][\-\u2010-\u2015·・‧•][ ][A-Za-z0-9]){3,}(?![A-Za-z0-9])")
# (B.O.A.T.E.N.G., J_e_n_n_y, 4|5|7|1)
_SPACED_SEPARATOR = re.compile(r"[ ][·・‧•][ ]|[ ](?=[\-\u2010-\u2015][ ])|(?<=[ ][\-\u2010-\u2015])[ ]"
                               r"|(?:[ \t\n_|/]|(?<![ ])-)[ ]{0,2}"
                               r"|(?<=[A-Za-z0-9])\.(?=[A-Za-z0-9](?:[ \t\n.\-_|/]|$))")
# A label spelled out before its number: "S S N : 5 2 3 …", "I D 4 4 0 2" (two to four spaced capitals).
_SPACED_LABEL = re.compile(r"(?<![A-Za-z0-9])[A-Z](?: [A-Z]){1,3}(?=[ ]?[:#：]|[ ]\d)")
# (only a label's own letters are joined: "A A 100 000 001" is a letter, then an ID in groups, not a label "AA")
_LABELS_SPELLED = frozenset({"ID", "SSN", "MRN", "NHI", "DOB", "NRIC", "FIN", "UR", "URN", "PIN", "TEL", "MOB", "PH",
                             "NHS", "CHI", "IHI", "TFN", "PPS", "PPSN", "ARC", "NI", "NINO", "HKID", "NIK", "DL",
                             "ACC", "UHID", "YOB"})
# A lone letter or digit, three times, each before a separator; both patterns open at the separator (the engine
# skips to separators) and look back at the character before it.
_LONE_CHARACTER = re.compile(rf"{_SEP}(?<=(?<![A-Za-z0-9])[A-Za-z0-9]{_SEP})")
_SPACED_HINT = re.compile(rf"{_SEP}(?<=(?<![A-Za-z0-9])[A-Za-z0-9]{_SEP})[ ]{{0,2}}[A-Za-z0-9]{_SEP}[ ]{{0,2}}"
                          rf"[A-Za-z0-9]{_SEP}[ ]{{0,2}}[A-Za-z0-9]")  # ("O  R  M  E  R  O  D": two spaces each)


def spaced_out(norm: str) -> tuple[list[tuple[int, int]], list[tuple[int, int, int]]]:
    """The separators to drop from ``norm``, and each spelled-out run as (start, end, separators inside)."""
    drops: list[tuple[int, int]] = []
    spelled: list[tuple[int, int, int]] = []
    # (a spelled-out run starts at a lone character before a separator: tried only there)
    if _SPACED_HINT.search(norm) is None:
        return drops, spelled
    drops += ((i, i + 1) for m in _SPACED_LABEL.finditer(norm) if m.group().replace(" ", "") in _LABELS_SPELLED
              for i in range(m.start() + 1, m.end(), 2))
    lone = (m.start() - 1 for m in _LONE_CHARACTER.finditer(norm))
    for m in matches_at(_SPACED_OUT, norm, lone):
        gaps = [s.span() for s in _SPACED_SEPARATOR.finditer(norm, m.start(), m.end())]
        narrow = min((b - a for a, b in gaps), default=1)
        lines = sum("\n" in norm[a:b] for a, b in gaps) < len(gaps)  # (not a letter a line: "S\nZ\nC\nZ …")
        start, inside = m.start(), 0
        for a, b in gaps:
            if b - a > narrow or (lines and "\n" in norm[a:b]):
                # A wider gap, or a line break, ends a word when a whole text is spelled out (a fax an OCR read:
                # "C o m m u n i t y  P h a r m a c y"): one space (or the break) stays between the words.
                spelled.append((start, a, inside))
                drops.append((a, b - 1) if "\n" not in norm[a:b] else (a, a))
                start, inside = b, 0
            else:
                drops.append((a, b))
                inside += b - a
        spelled.append((start, m.end(), inside))
    return drops, spelled
