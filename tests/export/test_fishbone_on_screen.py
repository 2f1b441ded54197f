"""The fishbone as the meeting room sees it: ishikawa-beta drawn by the pinned Mermaid in Chromium with
Streamlit's settings (14 px text, ``htmlLabels: false``), each label's drawn lines read back from the SVG.

Long English and Chinese causes are drawn within the width with no text lost, the effect is a few wide
lines (it was one word a line), and the lines ``test_fishbone_labels.ishikawa_drawn`` predicts are the
ones the browser draws. ``ishikawa_crowded`` says a board is crowded exactly when, laid out in the page, two of
its cause labels are drawn over each other.
"""

from __future__ import annotations

import os
import re

import pytest
from boards import heparin_board
from mermaid_parser import MERMAID_JS, ensure_installed
from test_fishbone_labels import EFFECT, LANGS, LONG, PARKED, SHORT, full_board, ishikawa_drawn, meeting_board

from rootcause.export.escape import clean_text, display_width
from rootcause.export.fishbone_mermaid import (
    CAUSE_WIDTH,
    HEAD_WIDTH_ISHIKAWA,
    cause_text,
    fishbone_mermaid,
    ishikawa_crowded,
)
from tests.e2e.conftest import CHROMIUM, CHROMIUM_ARGS

pytestmark = pytest.mark.e2e

STREAMLIT_MERMAID = {"startOnLoad": False, "securityLevel": "strict", "theme": "base", "look": "classic",
                     "htmlLabels": False, "flowchart": {"htmlLabels": False}, "fontSize": 14,
                     "themeVariables": {"fontSize": "14px"}}
DRAW = """async ([texts, config]) => {
  mermaid.initialize(config);
  const out = [];
  for (const [i, text] of texts.entries()) {
    const { svg } = await mermaid.render(`fish${i}`, text);
    const doc = new DOMParser().parseFromString(svg, "image/svg+xml");  // what Streamlit does with it
    const lines = (css) => [...doc.querySelectorAll(css)].map((t) => [...t.querySelectorAll("tspan")]
      .map((s) => s.textContent));
    out.push({ error: doc.querySelector("parsererror")?.textContent ?? null,
               head: lines("text.ishikawa-head-label"), bones: lines("g.ishikawa-label-group text"),
               causes: lines("text.ishikawa-label.align, text.ishikawa-label.up, text.ishikawa-label.down") });
  }
  return out;
}"""

# Each diagram laid out in the page at its own size: how far its most overlapping two cause labels overlap (px).
OVERLAP = """async ([texts, config]) => {
  mermaid.initialize(config);
  const out = [];
  for (const [i, text] of texts.entries()) {
    const { svg } = await mermaid.render(`laid${i}`, text);
    const holder = document.createElement("div");
    holder.innerHTML = svg;
    document.body.append(holder);
    const el = holder.querySelector("svg");
    el.style.maxWidth = "none";
    el.setAttribute("width", el.viewBox.baseVal.width);
    el.setAttribute("height", el.viewBox.baseVal.height);
    const boxes = [...el.querySelectorAll("text.ishikawa-label.align")].map((t) => t.getBoundingClientRect());
    let worst = 0;
    for (const [a, p] of boxes.entries()) {
      for (const q of boxes.slice(a + 1)) {
        const across = Math.min(p.right, q.right) - Math.max(p.left, q.left);
        const down = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
        worst = Math.max(worst, Math.min(across, down));
      }
    }
    out.push(worst);
    holder.remove();
  }
  return out;
}"""
SLACK_PX = 2  # glyph boxes that touch are not text over text


def _with_mermaid(script: str, texts: list[str]) -> list:
    if not CHROMIUM.exists():
        if os.environ.get("CI"):
            pytest.fail("Debian's chromium (/usr/bin/chromium) is missing in CI", pytrace=False)
        pytest.skip("Debian's chromium (/usr/bin/chromium) is not installed; install it with apt, not playwright")
    from playwright.sync_api import sync_playwright

    ensure_installed()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            page = browser.new_page()
            page.set_content("<!doctype html><html><head><meta charset='utf-8'></head><body></body></html>")
            page.add_script_tag(path=str(MERMAID_JS))
            return list(page.evaluate(script, [texts, STREAMLIT_MERMAID]))
        finally:
            browser.close()


@pytest.fixture(scope="module")
def drawn():
    texts = [fishbone_mermaid(meeting_board(lang), lang=lang) for lang in LANGS]
    results = _with_mermaid(DRAW, texts)
    return dict(zip(LANGS, zip(texts, results, strict=True), strict=True))


def _squash(text: str) -> str:
    return re.sub(r"\s", "", clean_text(text))


@pytest.mark.parametrize("lang", LANGS)
def test_long_causes_are_drawn_within_the_width_with_no_text_lost(drawn, lang):
    source, result = drawn[lang]
    assert result["error"] is None
    board = meeting_board(lang)
    expected = [cause_text(c) for bone in board.bones for c in bone.causes]
    assert sorted(_squash("".join(lines)) for lines in result["causes"]) == sorted(map(_squash, expected))
    for lines in result["causes"]:
        assert max(map(display_width, lines)) <= CAUSE_WIDTH and "…" not in "".join(lines), lines
    labels = [ln.strip() for ln in source.splitlines() if ln.startswith("        ")]
    assert sorted(map(ishikawa_drawn, labels)) == sorted(result["causes"]), "the port of Mermaid's wrap is off"
    assert all(_squash(text)[:12] in _squash(" ".join(map(" ".join, result["causes"]))) for text in LONG[lang])


@pytest.mark.parametrize("lang", LANGS)
def test_the_effect_is_drawn_as_a_few_wide_lines(drawn, lang):
    _, result = drawn[lang]
    [head] = result["head"]
    assert _squash("".join(head)) == _squash(EFFECT[lang])
    assert 2 <= len(head) <= 6 and max(map(display_width, head)) <= HEAD_WIDTH_ISHIKAWA, head
    assert min(map(display_width, head[:-1])) >= HEAD_WIDTH_ISHIKAWA - 8, f"a word or two a line: {head}"


@pytest.mark.parametrize("lang", LANGS)
def test_the_parking_lot_is_not_drawn(drawn, lang):
    _, result = drawn[lang]
    everything = _squash("".join("".join(lines) for part in ("head", "bones", "causes") for lines in result[part]))
    assert _squash(PARKED[lang]) not in everything
    assert ("Parkinglot" if lang == "en" else "待分類") not in everything
    assert len(result["bones"]) == 7  # the six standard bones and the case's own, nothing else


def test_a_board_is_crowded_exactly_when_the_drawing_puts_cause_labels_over_each_other():
    boards = [(name, lang, board) for lang in LANGS for name, board in (
        ("meeting", meeting_board(lang)), ("demo", heparin_board(lang)),
        ("six short a bone", full_board(lang, SHORT[lang], per_bone=6)),
        ("four long a bone", full_board(lang, per_bone=4)), ("twelve long a bone", full_board(lang)))]
    worst = _with_mermaid(OVERLAP, [fishbone_mermaid(board, lang=lang) for _, lang, board in boards])
    said = {(name, lang): (ishikawa_crowded(board, lang=lang), round(px, 1)) for (name, lang, board), px in
            zip(boards, worst, strict=True)}
    assert all(crowded == (px > SLACK_PX) for crowded, px in said.values()), said
    assert sum(crowded for crowded, _ in said.values()) >= 3, said  # both kinds of board are in the sample
