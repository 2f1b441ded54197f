"""Build the suggester's precedents (``rootcause/config/builtin/hfacs/precedents.jsonl``) from the labelled published
HFACS sets in ``tests/data``.

    python tools/build_precedents.py

Every line of ``hfacs_published*.jsonl`` with a code becomes one precedent: its verbatim sentence, language, codes,
defensible alternatives, source address and the set it came from (its ``group``: a set is scored without its own
precedents, ``bench/fit_stacking.py``). A line the PHI guard refuses (a published sentence that gives an age over
89) is left out: a reason quotes precedents to the people at the table, and nothing identifying is shown or kept.
The team's own statements (``hfacs_dev.jsonl``) are not precedents: a reason that quotes a precedent says it is
published. Run it again after a set is added; a test fails while the built-in file and the sets differ. Written
atomically, so an interrupted build leaves the old file whole.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rootcause.domain.classify.rule_models import MAX_SOURCE  # noqa: E402
from rootcause.domain.phi.detect import find_phi  # noqa: E402

DATA = ROOT / "tests" / "data"
OUT = ROOT / "rootcause" / "config" / "builtin" / "hfacs" / "precedents.jsonl"

__all__ = ["precedent_lines"]


def _number(path: Path) -> int:
    found = re.search(r"_(\d+)$", path.stem)
    return int(found.group(1)) if found else 1


def _address(source: str) -> str:
    """The source as stored, or, past the precedents' limit, without its query's tracking parameters (the page's
    address and its first parameter stay: "…/falls-healthcare-settings?page=2")."""
    return source if len(source) <= MAX_SOURCE else source.split("&", 1)[0][:MAX_SOURCE]


def precedent_lines(data: Path = DATA) -> str:
    """The precedents file's text, built from the published sets in ``data`` (the order of the sets' numbers)."""
    lines = []
    for path in sorted(data.glob("hfacs_published*.jsonl"), key=_number):
        for raw in path.read_text(encoding="utf-8").splitlines():
            row = json.loads(raw) if raw.strip() else {}
            if not row.get("codes") or find_phi(row["text"]):
                continue
            lines.append(json.dumps({
                "text": row["text"], "lang": row["lang"], "codes": row["codes"],
                "alt": [c for c in row.get("alt") or [] if c not in row["codes"]],
                "group": path.stem, "source": _address(row["source"]),
            }, ensure_ascii=False))
    return "\n".join(lines) + "\n"


def main() -> None:
    text = precedent_lines()
    tmp = OUT.with_name(f".{OUT.name}.tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(OUT)
    print(f"{OUT.relative_to(ROOT)}: {text.count(chr(10))} precedents")


if __name__ == "__main__":
    main()
