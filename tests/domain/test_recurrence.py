"""Recurrence rules: the busiest window of event dates, and which root causes count as the same cause."""

from __future__ import annotations

import random
import time
from datetime import date

import pytest

from rootcause.domain.search.recurrence import SIMILARITY, busiest_window, cluster_texts, grams, similarity


def day(text: str) -> int:
    return date.fromisoformat(text).toordinal()


def test_the_busiest_window_holds_the_most_cases_within_the_span() -> None:
    days = {"a": day("2025-01-01"), "b": day("2025-03-01"), "c": day("2025-12-20"), "d": day("2026-02-01"),
            "e": day("2026-02-10")}
    peak = busiest_window(days, 365)
    assert peak is not None
    # Mar 2025 .. Feb 2026 holds four cases; Jan 2025 .. Dec 2025 only three.
    assert peak.case_ids == ("b", "c", "d", "e")
    assert (peak.first, peak.last) == (date(2025, 3, 1), date(2026, 2, 10))


def test_the_window_is_inclusive_and_ties_go_to_the_latest() -> None:
    days = {"a": day("2025-01-01"), "b": day("2025-01-31"), "c": day("2025-06-01"), "d": day("2025-07-01")}
    peak = busiest_window(days, 30)
    assert peak is not None and peak.case_ids == ("c", "d"), "two pairs of two: the latest wins"
    assert busiest_window({"a": day("2025-01-01"), "b": day("2025-01-31")}, 30).case_ids == ("a", "b")  # type: ignore[union-attr]
    assert busiest_window({}, 30) is None


def test_one_day_windows_and_same_day_cases() -> None:
    days = {"x": day("2025-05-05"), "y": day("2025-05-05"), "z": day("2025-05-07")}
    assert busiest_window(days, 0).case_ids == ("x", "y")  # type: ignore[union-attr]
    assert busiest_window(days, 2).case_ids == ("x", "y", "z")  # type: ignore[union-attr]


@pytest.mark.parametrize(("a", "b"), [
    ("The restock map allowed look-alike high-alert vials in adjacent pockets",
     "Restocking put look-alike high-alert vials side by side in adjacent pockets"),
    ("Night shift staffing below the safe nurse-to-patient ratio",
     "Staffing on the night shift fell below the safe nurse to patient ratio"),
    ("No independent double check for high-alert medications",
     "High-alert medications had no independent double check"),
    ("藥車補藥時將外觀相似的高警訊藥品放在相鄰格位", "外觀相似的高警訊藥品被放在相鄰格位"),
    ("夜班護理人力不足", "夜班護理人力配置不足"),
    ("夜班护理人力不足", "夜班護理人力配置不足"),  # Simplified meets Traditional
    ("ＮＩＧＨＴ shift STAFFING below safe ratio", "night shift staffing below safe ratio"),  # full width, case
])
def test_rewordings_of_one_cause_are_similar(a: str, b: str) -> None:
    assert similarity(a, b) >= SIMILARITY


@pytest.mark.parametrize(("a", "b"), [
    ("Night shift staffing below the safe nurse-to-patient ratio",
     "The infusion pump library lacked a hard limit for heparin"),
    ("Barcode scanner was broken on the ward", "The handoff did not mention the allergy"),
    ("夜班護理人力不足", "輸液幫浦缺少肝素劑量上限"),
    ("The restock map allowed look-alike vials", "藥車補藥時將外觀相似的藥品放在相鄰格位"),
])
def test_different_causes_are_not(a: str, b: str) -> None:
    assert similarity(a, b) < SIMILARITY


def test_ngrams_stay_inside_words_and_han_runs() -> None:
    assert grams("the pump") == frozenset({" pu", "pum", "ump", "mp "})  # "the" is a stop word
    assert grams("交班 x") == frozenset({"交班"})  # "x" is too short to be a word
    assert grams("病") == frozenset({"病"})


ROOTS = [
    "Look-alike high-alert vials were stocked in adjacent pockets",  # 0
    "Night shift staffing fell below the safe ratio",  # 1
    "The restock map put look-alike high-alert vials in adjacent pockets",  # 2: like 0
    "The pump drug library had no hard limit for heparin",  # 3
    "Night-shift staffing below the safe ratio after a sick call",  # 4: like 1
    "look-alike HIGH-ALERT vials were stocked in adjacent pockets",  # 5: same as 0 once normalized
    "夜班護理人力不足",  # 6
    "夜班護理人力配置不足",  # 7: like 6
]


def test_clusters_group_rewordings_and_keep_the_earliest_as_leader() -> None:
    clusters = {c.leader: c.members for c in cluster_texts(ROOTS)}
    assert clusters[0] == (0, 2, 5)
    assert clusters[1] == (1, 4)
    assert clusters[3] == (3,)
    assert clusters[6] == (6, 7)
    assert sorted(i for members in clusters.values() for i in members) == list(range(len(ROOTS)))


def test_clustering_is_deterministic_and_order_picks_the_leader() -> None:
    assert cluster_texts(ROOTS) == cluster_texts(list(ROOTS))
    swapped = [ROOTS[2], *ROOTS[:2], *ROOTS[3:]]
    leaders = {c.leader for c in cluster_texts(swapped) if len(c.members) == 3}
    assert leaders == {0}, "the first text given leads its cluster"


def test_no_texts_no_clusters() -> None:
    assert cluster_texts([]) == ()
    assert [c.members for c in cluster_texts(["", "   "])] == [(0, 1)], "blank texts are one (empty) text"


def _corpus(n: int, seed: int = 11) -> tuple[list[str], list[int]]:
    """Unrelated random sentences plus reworded copies of a few base causes; returns texts and base ids."""
    rnd = random.Random(seed)
    vocab = ["".join(rnd.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(rnd.randint(4, 9)))
             for _ in range(4000)]
    bases = [" ".join(rnd.choices(vocab, k=12)) for _ in range(40)]
    texts, labels = [], []
    for i in range(n):
        if i % 3 == 0:
            base = rnd.randrange(len(bases))
            words = bases[base].split()
            words[rnd.randrange(len(words))] = rnd.choice(vocab)  # one word changed
            texts.append(" ".join(words))
            labels.append(base)
        else:
            texts.append(" ".join(rnd.choices(vocab, k=rnd.randint(8, 16))))
            labels.append(-1 - i)  # a cause of its own
    return texts, labels


def test_a_large_collection_is_clustered_without_comparing_every_pair() -> None:
    texts, labels = _corpus(6000)
    started = time.perf_counter()
    clusters = cluster_texts(texts)
    elapsed = time.perf_counter() - started
    by_base: dict[int, set[int]] = {}
    for cluster in clusters:
        for i in cluster.members:
            by_base.setdefault(labels[i], set()).add(cluster.leader)
    rewordings = [leaders for base, leaders in by_base.items() if base >= 0]
    assert len(rewordings) == 40
    assert all(len(leaders) == 1 for leaders in rewordings), "every rewording found its base's cluster"
    assert all(len(c.members) == 1 for c in clusters if labels[c.leader] < 0), "unrelated texts stay alone"
    assert elapsed < 5.0, f"6,000 texts took {elapsed:.1f} s: the blocking is not working"


def test_a_cause_that_recurs_very_often_still_forms_one_cluster() -> None:
    """Its words are in so many texts that they look common; the least common of them still find each other."""
    texts, _ = _corpus(3000, seed=5)
    rnd = random.Random(2)
    base = "Infusion pump library lacked a hard upper limit for concentrated heparin bags"
    often = []
    for n in range(400):
        words = base.split()
        words[rnd.randrange(len(words))] = f"variant{n}"
        often.append(" ".join(words))
    clusters = cluster_texts(often + texts)
    sizes = sorted((len(c.members) for c in clusters if c.leader < len(often)), reverse=True)
    assert sizes[0] >= 390, sizes[:5]
