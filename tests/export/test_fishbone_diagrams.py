"""The heparin/insulin board in both languages through all three renderers: parsed, shaped and labelled right.

The board's one parked idea ("Pharmacy restock order…") is in no diagram: the parking lot is not a bone.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import graphviz
import pytest
from boards import CUSTOM, HEPARIN_CAUSES, HEPARIN_EFFECT, STANDARD, cause, heparin_board
from decoders import (
    dot_label_lines,
    flowchart_outline,
    ishikawa_outline,
    mermaid_source_lines,
    outline_shows,
    parse_dot,
    shows,
)
from mermaid_parser import CHECK_DIR, parse, validate

from rootcause.domain.model.fishbone import build_board
from rootcause.export.fishbone_dot import FONTNAME, fishbone_dot
from rootcause.export.fishbone_mermaid import (
    MAX_CAUSE,
    MAX_CAUSE_ISHIKAWA,
    fishbone_flowchart,
    fishbone_mermaid,
    fit,
)

LANGS = ["en", "zh-TW"]
BONE_NAMES = {lang: [name[lang] for _, name in [*STANDARD, *CUSTOM]] for lang in LANGS}
PARKING = {"en": "Parking lot", "zh-TW": "待分類"}
PARKED = {"en": "Pharmacy restock", "zh-TW": "藥局補藥"}  # the start of the heparin board's parked idea


def _expected_branches(lang: str, limit: int = MAX_CAUSE) -> list[tuple[str, list[str]]]:
    """(branch name, cause labels) the renderers must draw for the heparin board: its bones, no parking lot."""
    return [(name[lang], [_label(row, lang, limit) for row in HEPARIN_CAUSES if row[2] == code])
            for code, name in [*STANDARD, *CUSTOM]]


def _label(row: tuple, lang: str, limit: int) -> str:
    en, zh, _bone, code, state, verified, _who = row
    marks = [f"[{code}]" if state == "confirmed" else f"[{code}?]"] if code else []
    return " ".join([fit(zh if lang == "zh-TW" else en, limit), *marks, *(["✓"] if verified else [])])


@pytest.mark.parametrize("lang", LANGS)
def test_ishikawa_draws_the_effect_as_head_and_a_branch_per_bone(lang):
    [result] = parse([fishbone_mermaid(heparin_board(lang), lang=lang)])
    assert result["ok"], result["error"]
    expected = _expected_branches(lang, MAX_CAUSE_ISHIKAWA)
    assert outline_shows(ishikawa_outline(result["shape"]), HEPARIN_EFFECT[lang], expected) == []
    assert not any("…" in label for _, labels in expected for label in labels), "a short cause was cut"


@pytest.mark.parametrize("lang", LANGS)
def test_flowchart_fallback_has_a_box_per_bone_pointing_at_the_effect(lang):
    text = fishbone_flowchart(heparin_board(lang), lang=lang)
    [result] = parse([text])
    assert result["ok"], result["error"]
    expected = _expected_branches(lang)
    outline = flowchart_outline(result["shape"])  # also checks ids, boxes and edges
    assert outline_shows(outline, HEPARIN_EFFECT[lang], expected) == []
    lines = text.splitlines()
    suggested = [f"b{i}c{j}" for i, (_, labels) in enumerate(expected, start=1)
                 for j, label in enumerate(labels, start=1) if "?]" in label]
    empty = [f"b{i}" for i, (_, labels) in enumerate(expected, start=1) if not labels]
    assert suggested and f"    class {','.join(suggested)} suggested" in lines
    assert empty and f"    class {','.join(empty)} empty" in lines


def test_flowchart_labels_with_entity_codes_end_with_a_break():
    """Streamlit's htmlLabels=false shows codes literally in one-line labels unless the label has a <br/>."""
    text = fishbone_flowchart(heparin_board("en"))
    labels = re.findall(r'^\s+\w+\["(.*)"\]$', text, flags=re.M)
    assert labels and all("<br/>" in label for label in labels if "#" in label)
    assert re.search(r'subgraph g\d+\[" "\]', text) and not re.search(r'subgraph g\d+\["[^ ]', text)


@pytest.mark.parametrize("lang", LANGS)
def test_dot_puts_causes_in_bone_clusters_with_edges_toward_the_effect(lang):
    text = fishbone_dot(heparin_board(lang), lang=lang)
    graph = parse_dot(text)
    expected = _expected_branches(lang)
    assert list(graph.clusters) == [f"cluster_b{i}" for i in range(1, len(expected) + 1)]
    assert graph.defaults[":graph"]["rankdir"] == "LR"
    assert not any(PARKED[lang] in attrs.get("label", "") for attrs in graph.nodes.values())
    assert {graph.defaults[f":{kind}"]["fontname"] for kind in ("graph", "node", "edge")} == {FONTNAME}
    assert "CJK TC" in FONTNAME
    assert shows(dot_label_lines(graph.nodes["effect"]["label"]), HEPARIN_EFFECT[lang])
    edges = {(a, b): attrs for a, b, attrs in graph.edges}
    for i, (name, labels) in enumerate(expected, start=1):
        bone = f"b{i}"
        causes = [f"{bone}c{j}" for j in range(1, len(labels) + 1)]
        assert graph.clusters[f"cluster_{bone}"] == [bone, *causes]
        assert shows(dot_label_lines(graph.nodes[bone]["label"]), name)
        assert (bone, "effect") in edges
        for node, label in zip(causes, labels, strict=True):
            assert shows(dot_label_lines(graph.nodes[node]["label"]), label)
            dashed = "?]" in label
            assert ("dashed" in graph.nodes[node]["style"]) is dashed
            assert (edges[(node, bone)].get("style") == "dashed") is dashed
    assert len(graph.edges) == len(expected) + sum(len(labels) for _, labels in expected)


@pytest.mark.parametrize("lang", LANGS)
def test_dot_is_valid_graphviz(lang, tmp_path: Path):
    text = fishbone_dot(heparin_board(lang), lang=lang)
    source = graphviz.Source(text, filename="fishbone.gv", directory=tmp_path)  # builds; renders nothing
    assert source.source == text
    dot = shutil.which("dot") or ("/usr/bin/dot" if Path("/usr/bin/dot").exists() else None)
    if dot is None:
        pytest.skip("Graphviz's dot is not installed; the structural check above stands in for it")
    done = subprocess.run([dot, "-Tsvg"], input=text, capture_output=True, text=True, check=False, timeout=60)
    assert done.returncode == 0 and "syntax error" not in done.stderr, done.stderr
    assert ">" + BONE_NAMES[lang][0] + "<" in done.stdout
    assert PARKING[lang] not in done.stdout and PARKED[lang] not in done.stdout


def test_every_mermaid_output_of_the_board_is_accepted_by_the_real_parser():
    texts = [render(heparin_board(lang), lang=lang, include_empty=empty)
             for render in (fishbone_mermaid, fishbone_flowchart) for lang in LANGS for empty in (True, False)]
    assert validate(texts) == [(True, "")] * len(texts)


def test_output_is_deterministic():
    for lang in LANGS:
        for render in (fishbone_mermaid, fishbone_flowchart, fishbone_dot):
            first = render(heparin_board(lang), lang=lang)
            assert all(render(heparin_board(lang), lang=lang) == first for _ in range(3))


def test_include_empty_false_drops_only_the_empty_bones():
    board = heparin_board("en")
    ishikawa = fishbone_mermaid(board, include_empty=False)
    assert "    Monitoring and measurement\n" not in ishikawa and "    People\n" in ishikawa
    assert "    Monitoring and measurement\n" in fishbone_mermaid(board)


@pytest.mark.parametrize("lang", LANGS)
def test_the_parking_lot_is_drawn_in_no_diagram_not_even_as_a_bone(lang):
    board = heparin_board(lang)
    assert [c.description[:4] for c in board.parking_lot] == [PARKED[lang][:4]]
    for render in (fishbone_mermaid, fishbone_flowchart, fishbone_dot):
        for empty in (True, False):
            text = render(board, lang=lang, include_empty=empty)
            assert PARKING[lang] not in text and PARKED[lang] not in text, (render.__name__, empty)


def test_language_falls_back_and_missing_effect_gets_a_placeholder():
    board = build_board(session_id="s", effect="  ", standard=[("PEOPLE", {"en": "People"})], custom=[],
                        causes=[cause(1, "x", "PEOPLE")])
    zh = fishbone_mermaid(board, lang="zh_TW")
    assert "    People\n" in zh and "尚未填寫問題" in zh
    head = fishbone_mermaid(board).splitlines()[1].strip()
    assert " ".join(mermaid_source_lines(head)) == "(no problem statement yet)"
    assert validate([zh, fishbone_flowchart(board, lang="zh")]) == [(True, "")] * 2


def test_validator_mermaid_is_the_one_streamlit_bundles():
    """The parser we test with must be the renderer the app uses, or "parses" proves little."""
    pinned = json.loads((CHECK_DIR / "package.json").read_text(encoding="utf-8"))["dependencies"]["mermaid"]
    streamlit = pytest.importorskip("streamlit")
    static = Path(streamlit.__file__).parent / "static" / "static" / "js"
    found: set[str] = set()
    for path in static.glob("mermaid.core*.js"):
        found |= set(re.findall(r"\.draw\(\w+,\s*\w+,\s*[`'\"](\d+\.\d+\.\d+)[`'\"]", path.read_text("utf-8")))
    if not found:
        pytest.skip("could not read the Mermaid version from Streamlit's bundle")
    assert found == {pinned}, f"Streamlit bundles Mermaid {found}; tests/export/mermaid_check pins {pinned}"
