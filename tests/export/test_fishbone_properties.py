"""Any text as effect, custom bone name or cause: Mermaid still parses to the same shape, DOT stays in its quotes.

Hypothesis builds the boards; all Mermaid texts are then checked in ONE node process (about 150 diagrams),
which keeps the real parser in the loop at the cost of one node start.
"""

from __future__ import annotations

import shutil
import subprocess

import pytest
from boards import hostile_boards
from decoders import dot_label_lines, flowchart_outline, ishikawa_outline, outline_shows, parse_dot, shows
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mermaid_parser import parse

from rootcause.domain.model.fishbone import FishboneView
from rootcause.export.escape import clean_text
from rootcause.export.fishbone_dot import fishbone_dot
from rootcause.export.fishbone_mermaid import (
    MAX_CAUSE,
    MAX_CAUSE_ISHIKAWA,
    branches,
    cause_text,
    effect_text,
    fishbone_flowchart,
    fishbone_mermaid,
)

EXAMPLES = 75  # two Mermaid diagrams each
def _expected(view: FishboneView, lang: str, limit: int) -> list[tuple[str, list[str]]]:
    return [(name, [cause_text(c, limit) for c in causes]) for name, causes in branches(view, lang, True)]


def _check_ishikawa(view: FishboneView, lang: str, shape: dict) -> None:
    problems = outline_shows(ishikawa_outline(shape), effect_text(view, lang), _expected(view, lang,
                                                                                          MAX_CAUSE_ISHIKAWA))
    assert not problems, problems


def _check_flowchart(view: FishboneView, lang: str, shape: dict) -> None:
    problems = outline_shows(flowchart_outline(shape), effect_text(view, lang), _expected(view, lang, MAX_CAUSE))
    assert not problems, problems


def _check_dot(view: FishboneView, lang: str, text: str) -> None:
    graph = parse_dot(text)  # raises on any token outside the statements we write
    expected = branches(view, lang, True)
    assert shows(dot_label_lines(graph.nodes["effect"]["label"]), effect_text(view, lang))
    assert len(graph.clusters) == len(expected)
    for i, (name, causes) in enumerate(expected, start=1):
        assert shows(dot_label_lines(graph.nodes[f"b{i}"]["label"]), name)
        for j, c in enumerate(causes, start=1):
            node = graph.nodes[f"b{i}c{j}"]
            assert shows(dot_label_lines(node["label"]), cause_text(c))
            if "tooltip" in node:  # a cut label keeps the whole text here
                assert dot_label_lines(node["tooltip"]) == [clean_text(c.description)]
    assert len(graph.nodes) == 1 + len(expected) + sum(len(c) for _, c in expected)  # no parking lot node


@pytest.mark.slow
def test_any_text_keeps_every_diagram_parseable_and_its_shape_intact():
    collected: list[tuple[FishboneView, str]] = []
    dots: list[str] = []

    @settings(max_examples=EXAMPLES, deadline=None, database=None,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    @given(hostile_boards(), st.sampled_from(["en", "zh-TW"]))
    def collect(view: FishboneView, lang: str) -> None:
        collected.append((view, lang))
        text = fishbone_dot(view, lang=lang)
        _check_dot(view, lang, text)  # pure Python: checked (and shrunk) right here
        dots.append(text)

    collect()
    texts = [render(view, lang=lang) for view, lang in collected for render in (fishbone_mermaid, fishbone_flowchart)]
    results = parse(texts)
    failures = []
    for k, ((view, lang), ishikawa, flowchart) in enumerate(zip(collected, results[0::2], results[1::2],
                                                                strict=True)):
        for name, result, check in (("ishikawa", ishikawa, _check_ishikawa), ("flowchart", flowchart,
                                                                              _check_flowchart)):
            try:
                assert result["ok"], result["error"]
                check(view, lang, result["shape"])
            except AssertionError as err:
                failures.append(f"{name} #{k}: {err}\n{texts[2 * k + (name == 'flowchart')]}")
    assert not failures, f"{len(failures)} of {len(texts)} diagrams failed; first:\n" + "\n\n".join(failures[:3])

    dot = shutil.which("dot")
    if dot:  # Graphviz reads many graphs from one input: one process checks them all
        done = subprocess.run([dot, "-Tcanon"], input="\n".join(dots), capture_output=True, text=True,
                              timeout=300, check=False)
        assert done.returncode == 0 and "syntax error" not in done.stderr, done.stderr[-2000:]
