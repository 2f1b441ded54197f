"""The PHI guard holds its measured ground on every dev set: no clinical or published sentence without an
identifier is refused, and recall stays at or above the floor each set reached (docs/benchmarks.md).

The floors sit a little below the figures measured when they were set, so a change that loses ground fails
here and a rule that only moves one borderline line does not. The texts of missed lines are not printed: a
positive may hold an identifier (all of them are synthetic or already published, but the habit matters).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from rootcause.domain.phi.detect import find_phi

DATA = Path(__file__).resolve().parents[1] / "data"
# file -> recall floor on its positives
RECALL_FLOORS = {"phi_dev.jsonl": 1.0, "phi_adversarial_dev.jsonl": 0.975, "phi_published_dev.jsonl": 0.97,
                 "phi_blind_dev.jsonl": 0.9, "phi_published_blind.jsonl": 0.975, "phi_blind4_en.jsonl": 0.83,
                 "phi_blind4_zh.jsonl": 0.86, "phi_blind5_en.jsonl": 0.99, "phi_blind5_zh.jsonl": 0.99,
                 # session 10 (2026-11-26): measured 0.983 / 0.983 / 0.967 / 0.975 / 0.958 / 0.967, no false positive
                 "phi_blind10_en.jsonl": 0.97, "phi_blind10_zh.jsonl": 0.97, "phi_blind11_en.jsonl": 0.95,
                 "phi_blind11_zh.jsonl": 0.96, "phi_published4.jsonl": 0.94, "phi_published5.jsonl": 0.95,
                 # the last two sets of the session (development data since their first measurement)
                 "phi_blind12_en.jsonl": 0.92, "phi_blind12_zh.jsonl": 0.94, "phi_published6.jsonl": 0.92,
                 "phi_blind13_en.jsonl": 0.89, "phi_blind13_zh.jsonl": 0.93,
                 # session 11 (2026-11-26); left out: phi_blind15_en (Tan Tock Seng and Dr. Reddy's, a hospital and a
                 # firm, are still read as people) and phi_published8 (an infant's birth date, which the guard refuses
                 # on purpose although the collector labelled the sentence unnamed)
                 "phi_blind14_en.jsonl": 0.97, "phi_blind14_zh.jsonl": 0.94, "phi_published7.jsonl": 0.96,
                 "phi_blind15_zh.jsonl": 0.92, "phi_blind16_en.jsonl": 0.96, "phi_blind16_zh.jsonl": 0.94,
                 "phi_blind17_en.jsonl": 0.96, "phi_blind17_zh.jsonl": 0.92, "phi_published10.jsonl": 0.89,
                 "phi_blind18_en.jsonl": 0.91, "phi_blind19_en.jsonl": 0.88,
                 # session 12 (on arrival 0.925, 0.942 and 0.915 named with one false positive)
                 "phi_blind20_en.jsonl": 0.99, "phi_blind20_zh.jsonl": 0.99, "phi_published13.jsonl": 0.95,
                 # (on arrival 0.950, 0.950 and 0.938 named with no false positive; blind21 zh's one false positive,
                 # 外包清潔, is gone)
                 "phi_blind21_en.jsonl": 0.99, "phi_blind21_zh.jsonl": 0.97, "phi_published14.jsonl": 0.95,
                 # (blind22 en on arrival 0.933 with two false positives, a data firm and a potassium brand named
                 # like people, so it is left out; blind22 zh 0.950, its one false positive gone since)
                 "phi_blind22_zh.jsonl": 0.97,
                 # (rounds 10-12; blind23 en, blind24 en and blind25 zh keep false positives and are left out)
                 "phi_blind23_zh.jsonl": 0.97, "phi_published16.jsonl": 0.93, "phi_blind24_zh.jsonl": 0.96,
                 "phi_published17.jsonl": 0.78, "phi_blind25_en.jsonl": 0.98,
                 # session 13 (on arrival 0.933 each; blind26 en had four false positives, all gone since)
                 "phi_blind26_zh.jsonl": 0.94, "phi_blind26_en.jsonl": 0.97,
                 # (blind27 on arrival 0.975 with one false positive, a firm named like a doctor, gone since; 0.950)
                 "phi_blind27_en.jsonl": 0.99, "phi_blind27_zh.jsonl": 0.95,
                 # (blind28 on arrival 0.883 / 0.933, blind29 0.975 / 0.975, published20 0.918 with three false
                 # positives, all gone since; published18, 19 and 21 keep one or two, ages over 89 refused by policy)
                 "phi_blind28_en.jsonl": 0.90, "phi_blind28_zh.jsonl": 0.94, "phi_blind29_en.jsonl": 0.99,
                 "phi_blind29_zh.jsonl": 0.99, "phi_published20.jsonl": 0.95,
                 # session 14 (on arrival blind30 0.950 / 0.942 with two false positives, published22 0.948 with
                 # five; all gone since; blind30 zh keeps four event dates and a surname written as a Kangxi radical)
                 "phi_blind30_en.jsonl": 0.99, "phi_blind30_zh.jsonl": 0.95,
                 # (blind31 en on arrival 0.900 with one false positive, gone since; it keeps three event dates)
                 "phi_blind31_en.jsonl": 0.95, "phi_blind31_zh.jsonl": 0.97,
                 # (published23 on arrival 0.819 with two false positives; one age over 89 is left)
                 # (blind32 on arrival 0.933 / 0.933 with two and one false positives, gone since)
                 "phi_blind32_en.jsonl": 0.95, "phi_blind32_zh.jsonl": 0.97,
                 # (blind33 on arrival 0.950 / 0.933 with two and one false positives, gone since; published22's named
                 # sentences all found; published24 and 25 keep an age over 89, and 25 "the Ulverston man")
                 "phi_blind33_en.jsonl": 0.97, "phi_blind33_zh.jsonl": 0.95, "phi_published22.jsonl": 0.99,
                 # (blind34 on arrival 0.908 / 0.967 with two and no false positives)
                 "phi_blind34_en.jsonl": 0.98, "phi_blind34_zh.jsonl": 0.97,
                 # session 15 (on arrival blind35 0.850 / 0.908 with one false positive each, published26 0.931 named
                 # with two; all gone since)
                 "phi_blind35_en.jsonl": 0.96, "phi_blind35_zh.jsonl": 0.96, "phi_published26.jsonl": 0.98,
                 # (blind36 on arrival 0.758 / 0.767 with fifteen and eight false positives; the Chinese ones are gone,
                 # blind36 en keeps eight, look-alikes of brands and word names, and is left out)
                 "phi_blind36_zh.jsonl": 0.83,
                 # session 17 (blind38 zh on arrival 0.700 with three false positives, all gone since)
                 "phi_blind38_zh.jsonl": 0.80}
# (published27, on arrival 0.897 named with three false positives, keeps one, a veterans hospital's doctor, 高榮醫師,
# which a name's own characters make hard to tell from 高榮照; it stays out of the floors. Session 16: published28, on
# arrival 0.763 named with six false positives, keeps one, a hospital named for a lady, "Lady Hardinge"; out too.
# blind37, on arrival 0.692 / 0.767 with nine and four false positives, keeps six and one (a charity's nurse, a voice
# assistant, an overhead call, a brand of sterilising fluid, eponyms with a given name, a Vietnamese greeting): out.
# Session 17: blind38 en (on arrival 0.808 with seven false positives) keeps two, whisky brands named like people;
# published29 (0.918 named, six) keeps two, a courthouse's street named after a coroner and a fictional detective: out)
# Every later set: its measured ground, written down when it was measured (tests/data/phi_measured_ground.json).
MEASURED = {name: ground for name, ground in json.loads((DATA / "phi_measured_ground.json").read_text("utf-8")).items()
            if not name.startswith("_")}
CLINICAL = ("hfacs_dev.jsonl", "action_strength_dev.jsonl", "causal_statements_dev.jsonl")
# Real published findings and corrective actions (issue 19's sets): real incident language that must stay writable.
PUBLISHED_STATEMENTS = tuple(sorted(p.name for p in DATA.glob("*_published*.jsonl")
                                    if p.name.startswith(("hfacs_", "action_strength_"))))
_OLD_AGE = re.compile(r"(?<!\d)(?:9\d|1[0-4]\d)(?!\d)")


def _rows(name: str) -> list[dict]:
    with (DATA / name).open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


@pytest.mark.parametrize("name", sorted(RECALL_FLOORS))
def test_no_sentence_without_an_identifier_is_refused(name):
    wrongly = [i for i, row in enumerate(_rows(name)) if not row["phi"] and find_phi(row["text"])]
    assert wrongly == [], f"{name}: negatives refused at lines {wrongly}"


@pytest.mark.parametrize("name", sorted(RECALL_FLOORS))
def test_recall_stays_at_or_above_the_measured_floor(name):
    positives = [(i, row) for i, row in enumerate(_rows(name)) if row["phi"]]
    missed = [i for i, row in positives if not find_phi(row["text"])]
    recall = 1 - len(missed) / len(positives)
    assert recall >= RECALL_FLOORS[name], f"{name}: recall {recall:.3f}; missed lines {missed}"


@pytest.mark.parametrize("name", sorted(MEASURED))
def test_a_later_set_keeps_its_measured_recall_and_refuses_no_more_clean_sentences(name):
    rows = _rows(name)
    missed = [i for i, row in enumerate(rows) if row["phi"] and not find_phi(row["text"])]
    refused = [i for i, row in enumerate(rows) if not row["phi"] and find_phi(row["text"])]
    recall = 1 - len(missed) / max(1, sum(row["phi"] for row in rows))
    assert recall >= MEASURED[name]["recall"], f"{name}: recall {recall:.3f}; missed lines {missed}"
    assert len(refused) <= MEASURED[name]["refused"], f"{name}: negatives refused at lines {refused}"


def test_every_phi_set_is_measured_somewhere():
    sets = {p.name for p in DATA.glob("phi_*.jsonl")} - {"phi_blind3_dev.jsonl"}  # (held back: totals only)
    assert sets <= set(RECALL_FLOORS) | set(MEASURED), sorted(sets - set(RECALL_FLOORS) - set(MEASURED))


@pytest.mark.parametrize("name", CLINICAL)
def test_real_clinical_statements_of_the_other_dev_sets_stay_writable(name):
    texts = [row.get("text") or row.get("statement") or row.get("description") for row in _rows(name)]
    wrongly = [i for i, text in enumerate(texts) if isinstance(text, str) and find_phi(text)]
    assert wrongly == [], f"{name}: refused at lines {wrongly}"


@pytest.mark.parametrize("name", PUBLISHED_STATEMENTS)
def test_published_findings_and_actions_stay_writable_but_for_an_exact_old_age(name):
    """(A published finding that gives an exact age over 89 holds what the policy refuses, and says so.)"""
    wrongly = [i for i, row in enumerate(_rows(name)) for f in find_phi(row["text"])
               if f.kind != "age_over_89" or not _OLD_AGE.search(row["text"])]
    assert wrongly == [], f"{name}: refused at lines {wrongly}"


def test_every_dev_line_names_where_it_came_from():
    for name in ("phi_adversarial_dev.jsonl", "phi_published_dev.jsonl", "phi_blind_dev.jsonl",
                 "phi_published_blind.jsonl", "phi_blind4_en.jsonl", "phi_blind4_zh.jsonl", "phi_blind5_en.jsonl",
                 "phi_blind5_zh.jsonl", "phi_blind10_en.jsonl", "phi_blind10_zh.jsonl", "phi_blind11_en.jsonl",
                 "phi_blind11_zh.jsonl", "phi_published4.jsonl", "phi_published5.jsonl"):
        for i, row in enumerate(_rows(name)):
            assert row.get("source"), f"{name}:{i} has no source"
            assert row["phi"] == bool(row["kinds"]), f"{name}:{i} labels disagree"
