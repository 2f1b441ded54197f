"""Build the PHI guard's census name tables from the 1990 US Census name frequency files (public domain).

    python tools/build_census_names.py PATH_TO/dist.female.first PATH_TO/dist.male.first PATH_TO/dist.all.last

The three files come from the US Census Bureau's 1990 name survey; the PyPI package ``names`` (0.3.0, MIT) ships
them unchanged under ``names/``. Given names are kept whole; surnames down to ``SURNAME_RANKS``. A name that is also
an English word in the guard's lexicon (Will, May, Long, Rice), a place or a people (``words/en_place_names.txt``:
Irish, Jordan, Victoria), or a word the guard already treats as no name, is left out: those stay names only where
the hand-made tables and the sentence say so. Run it again after changing the lexicon; the output is sorted, so a
diff shows exactly what moved.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from word_tables import write_table  # noqa: E402  (tools/ is the script's own folder, first on sys.path)

from rootcause.domain.phi import name_tables as N  # noqa: E402

WORDS = ROOT / "rootcause" / "domain" / "phi" / "words"
PLACES = N.PLACE_NAMES
SURNAME_RANKS = 20_000  # about 80% of people counted in 1990 carry one of these
HEADER = ("# {what} from the 1990 US Census name survey (public domain; en_census_names.NOTICE), lower case.\n"
          "# Built by tools/build_census_names.py; names that are also English words are left out.\n")


def _names(path: Path, limit: int | None = None) -> list[str]:
    rows = [line.split() for line in path.read_text(encoding="ascii").splitlines() if line.strip()]
    return [row[0].lower() for row in rows if limit is None or int(row[3]) <= limit]


def _keep(name: str) -> bool:
    return (len(name) >= 3 and name.isalpha() and name not in N.LEXICON and name not in N.NOT_NAMES
            and name not in N.EPONYMS and name not in N.WORD_GIVEN_NAMES and name not in N.AMBIGUOUS_NAMES
            and name not in PLACES)


def _write(stem: str, what: str, names: set[str]) -> None:
    count = write_table(WORDS / f"{stem}.txt", HEADER.format(what=what), names)
    print(f"{stem}: {count} names")


def main() -> None:
    female, male, last = (Path(a) for a in sys.argv[1:4])
    given = {n for n in _names(female) + _names(male) if _keep(n)} - N._words("en_given_names")
    surnames = {n for n in _names(last, SURNAME_RANKS) if _keep(n)} - N._words("en_surnames")
    _write("en_census_given_names", "Given names", given)
    _write("en_census_surnames", "Surnames", surnames)


if __name__ == "__main__":
    main()
