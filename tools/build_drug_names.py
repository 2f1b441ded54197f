"""Build the PHI guard's table of drug names from the dictionary of the PyPI package drug-named-entity-recognition.

    python tools/build_drug_names.py PATH_TO/drug_ner_dictionary.pkl.bz2

The package (2.0.9, MIT, Fast Data Science) ships ``drug_ner_dictionary.pkl.bz2``: drug names and their brand and
other names, built from DrugBank's open vocabulary (CC0), MeSH, MedlinePlus, the NHS and Wikipedia. One-word names of
five letters or more are kept, lower-cased, except those that are also a given name or a surname of the census tables
(Allegra stays a drug's name only where the sentence says so), an English word of the lexicon, or hold a romanised
Chinese syllable (Ting is a brand, and a given name). A capitalised drug
name is then no unknown word: "病人 Levothyroxine", "that Clexane had been given" name no one.

The file is a pickle: read it only from the package named above. The output is sorted, so a diff shows what moved.
"""

from __future__ import annotations

import bz2
import pickle
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from word_tables import write_table  # noqa: E402  (tools/ is the script's own folder, first on sys.path)

from rootcause.domain.phi import name_tables as N  # noqa: E402

OUT = ROOT / "rootcause" / "domain" / "phi" / "words" / "en_drug_names.txt"
HEADER = ("# Drug names, generic and brand, one word each, lower case (drug-named-entity-recognition 2.0.9:\n"
          "# DrugBank open vocabulary, MeSH, MedlinePlus, NHS, Wikipedia; en_drug_names.NOTICE). Built by\n"
          "# tools/build_drug_names.py; names that are also census given names or surnames are left out.\n"
          "# A capitalised one is no unknown word.\n")
_ONE_WORD = re.compile(r"[a-z][a-z\-]{4,30}")  # (five letters or more: a shorter brand is often a syllable or a word)


def main(path: str) -> None:
    with bz2.open(path) as fh:
        dictionary = pickle.load(fh)  # (the package's own file, named in the docstring)
    variants = dictionary["drug_variant_to_canonical"]
    names = N.GIVEN_NAMES | N.SURNAMES
    kept = [w for w in variants if _ONE_WORD.fullmatch(w) and w not in names and w not in N.LEXICON
            and not any(part in N.ROMANISED_SYLLABLES for part in w.split("-"))]  # (Ting, a brand, is also 婷)
    count = write_table(OUT, HEADER, kept)
    print(f"{count} names -> {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])
