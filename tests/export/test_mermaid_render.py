"""What the diagrams *show*, drawn by the pinned Mermaid in Chromium with Streamlit's Mermaid settings.

The parser proves structure; only a render proves that an entity code shows its character. Streamlit
1.67 initialises Mermaid with ``htmlLabels: false`` and turns the SVG into an image via ``DOMParser``
(``image/svg+xml``), and in that mode a one-line flowchart label shows ``&#34;`` literally unless it
holds a ``<br/>`` (see ``rootcause.export.escape``). This test keeps that workaround honest.
"""

from __future__ import annotations

import os
import re

import pytest
from boards import STANDARD, cause, heparin_board, hostile_boards
from mermaid_parser import MERMAID_JS, ensure_installed

from rootcause.domain.model.fishbone import FishboneView, build_board
from rootcause.export.escape import clean_text
from rootcause.export.fishbone_mermaid import (
    MAX_CAUSE,
    MAX_CAUSE_ISHIKAWA,
    branches,
    cause_text,
    effect_text,
    fishbone_flowchart,
    fishbone_mermaid,
)
from tests.e2e.conftest import CHROMIUM, CHROMIUM_ARGS

pytestmark = pytest.mark.e2e

STREAMLIT_MERMAID = {"startOnLoad": False, "securityLevel": "strict", "theme": "base", "look": "classic",
                     "htmlLabels": False, "flowchart": {"htmlLabels": False}}
HOSTILE = [
    'Say "hi" & <script>alert(1)</script> #35; 100% a:b; [x] {y} `z` --> end',
    "%%{init: {'theme':'dark'}}%% C# ; x",
    "Ishikawa: direction TB \\N ¶ß ﬂ° 肝素「胰島素」，外觀相似",
    "lifestyle:#fff; done",
    "",
]
RENDER = """async ([texts, config]) => {
  mermaid.initialize(config);
  const out = [];
  for (const [i, text] of texts.entries()) {
    const { svg } = await mermaid.render(`d${i}`, text);
    const doc = new DOMParser().parseFromString(svg, "image/svg+xml");  // what Streamlit does with it
    const failed = doc.querySelector("parsererror");
    if (failed) { out.push({ error: failed.textContent }); continue; }
    const nodes = {};
    for (const g of doc.querySelectorAll("g.node")) {
      const id = (g.getAttribute("id") || "").replace(/^.*flowchart-(\\w+)-\\d+$/, "$1");
      nodes[id] = g.textContent;
    }
    const labels = [...doc.querySelectorAll("text.ishikawa-head-label, g.ishikawa-label-group text, " +
                                            "text.ishikawa-label.align, text.ishikawa-label.up, " +
                                            "text.ishikawa-label.down")].map((t) => t.textContent);
    out.push({ nodes, labels });
  }
  return out;
}"""


def _squash(text: str) -> str:
    """Compare cleaned text without white space: Mermaid re-wraps labels into tspans, and the invisible
    marks escape adds (a word joiner, a zero-width space for empty text) do not count."""
    return re.sub(r"[\s\u2060\u200b]", "", clean_text(text))


@pytest.fixture(scope="module")
def render():
    if not CHROMIUM.exists():
        if os.environ.get("CI"):
            pytest.fail("Debian's chromium (/usr/bin/chromium) is missing in CI", pytrace=False)
        pytest.skip("Debian's chromium (/usr/bin/chromium) is not installed; install it with apt, not playwright")
    from playwright.sync_api import sync_playwright

    ensure_installed()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        page = browser.new_page()
        page.set_content("<!doctype html><html><head><meta charset='utf-8'></head><body></body></html>")
        page.add_script_tag(path=str(MERMAID_JS))
        yield lambda texts: page.evaluate(RENDER, [texts, STREAMLIT_MERMAID])
        browser.close()


def _boards() -> list[tuple[FishboneView, str]]:
    hostile = build_board(session_id="h", effect=HOSTILE[0], standard=STANDARD[:2],
                          custom=[("X", {"en": HOSTILE[2], "zh-TW": HOSTILE[2]})],
                          causes=[cause(i, text, ("PEOPLE", "X", None)[i % 3], code="PC-AMS" if i % 2 else None,
                                        state="suggested", verified=bool(i % 2))
                                  for i, text in enumerate(HOSTILE, start=1)])
    return [(heparin_board("en"), "en"), (heparin_board("zh-TW"), "zh-TW"), (hostile, "en"), (hostile, "zh-TW")]


def test_every_label_shows_its_text_in_streamlits_mermaid_mode(render):
    boards = _boards()
    texts = [r(view, lang=lang) for view, lang in boards for r in (fishbone_mermaid, fishbone_flowchart)]
    results = render(texts)
    for (view, lang), fish, flow in zip(boards, results[0::2], results[1::2], strict=True):
        assert "error" not in fish and "error" not in flow, (fish, flow)
        expected = [effect_text(view, lang)]
        for name, causes in branches(view, lang, True):
            expected += [name, *(cause_text(c, MAX_CAUSE_ISHIKAWA) for c in causes)]
        assert sorted(map(_squash, fish["labels"])) == sorted(map(_squash, expected))

        shown = {node: _squash(text) for node, text in flow["nodes"].items()}
        assert shown["effect"] == _squash(effect_text(view, lang))
        for i, (name, causes) in enumerate(branches(view, lang, True), start=1):
            assert shown[f"b{i}"] == _squash(name)
            for j, c in enumerate(causes, start=1):
                assert shown[f"b{i}c{j}"] == _squash(cause_text(c, MAX_CAUSE))


RANDOM_BOARDS = 40


def test_any_text_shows_unchanged_in_streamlits_mermaid_mode(render):
    """Hypothesis boards (the property test's strategy), all drawn in one browser page."""
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    collected: list[tuple[FishboneView, str]] = []

    @settings(max_examples=RANDOM_BOARDS, deadline=None, database=None,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    @given(hostile_boards(), st.sampled_from(["en", "zh-TW"]))
    def collect(view: FishboneView, lang: str) -> None:
        collected.append((view, lang))

    collect()
    texts = [r(view, lang=lang) for view, lang in collected for r in (fishbone_mermaid, fishbone_flowchart)]
    failures = []
    for k, ((view, lang), fish, flow) in enumerate(zip(collected, *(lambda rs: (rs[0::2], rs[1::2]))(render(texts)),
                                                      strict=True)):
        expected = [effect_text(view, lang)]
        flow_expected = {"effect": effect_text(view, lang)}
        for i, (name, causes) in enumerate(branches(view, lang, True), start=1):
            expected += [name, *(cause_text(c, MAX_CAUSE_ISHIKAWA) for c in causes)]
            flow_expected[f"b{i}"] = name
            flow_expected |= {f"b{i}c{j}": cause_text(c, MAX_CAUSE) for j, c in enumerate(causes, start=1)}
        if "error" in fish or sorted(map(_squash, fish["labels"])) != sorted(map(_squash, expected)):
            failures.append(f"ishikawa #{k}: {fish}\n{texts[2 * k]}")
        shown = {node: _squash(text) for node, text in flow.get("nodes", {}).items()}
        wrong = {n: (shown.get(n), _squash(t)) for n, t in flow_expected.items() if shown.get(n) != _squash(t)}
        if "error" in flow or wrong:
            failures.append(f"flowchart #{k}: {flow.get('error') or wrong}\n{texts[2 * k + 1]}")
    assert not failures, f"{len(failures)} of {len(texts)} diagrams show the wrong text; first:\n" + "\n\n".join(
        failures[:3])
