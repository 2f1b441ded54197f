"""The fishbone's one label rule, on a meeting-room screen and in print, in both languages.

Labels wrap by display width (a CJK character counts 2 columns), English at spaces and CJK anywhere, and
lose no text unless it is longer than a hard cap; then it is cut at a word boundary with "…" and the whole
text stays in a tooltip (DOT) or a ``<title>`` (SVG). The effect is a few wide lines. The DOT picture is
wide rather than tall. The parking lot is in no diagram. Drawn by a real browser: test_fishbone_on_screen.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import xml.etree.ElementTree as ET

import pytest
from boards import CUSTOM, STANDARD, cause, heparin_board
from decoders import dot_label_lines, mermaid_source_lines, parse_dot, unwrapped
from mermaid_parser import validate

from rootcause.domain.model.fishbone import FishboneView, build_board
from rootcause.export.escape import clean_text, display_width
from rootcause.export.fishbone_dot import FONTSIZE, ROWS, fishbone_dot
from rootcause.export.fishbone_mermaid import (
    CAUSE_WIDTH,
    EFFECT_WIDTH,
    HEAD_WIDTH_ISHIKAWA,
    MAX_CAUSE,
    MAX_CAUSE_ISHIKAWA,
    PRINT_CAUSE_WIDTH,
    PRINT_EFFECT_WIDTH,
    fishbone_flowchart,
    fishbone_mermaid,
    fit,
    ishikawa_crowded,
)
from rootcause.export.svg_fishbone import fishbone_svg

SVG = "{http://www.w3.org/2000/svg}"
LANGS = ["en", "zh-TW"]
# A meeting's causes: long, but under every hard cap (ishikawa's too), so nothing may be lost anywhere.
LONG = {
    "en": ["Night nurse took over six patients after a sick call and was interrupted twice",
           "Cabinet drawer gives heparin and insulin adjacent pockets with identical blue caps",
           "Vial picked by cap colour rather than by reading its label; no barcode scan required"],
    "zh-TW": ["夜班護理師因同事請病假接手六位病人，準備沖管時兩度被呼叫鈴打斷而未再次核對",
              "自動調劑櫃同一抽屜相鄰格位存放肝素與胰島素，兩者瓶蓋皆為藍色",
              "依瓶蓋顏色取藥而未閱讀標籤，因為流程並未要求掃描條碼"],
}
EFFECT = {"en": "Insulin was drawn up instead of heparin for a lock flush on the night shift (near miss, caught "
                "at the bedside)",
          "zh-TW": "夜班時以胰島素誤作肝素沖管，所幸在床邊給藥前由另一位護理師發現（跡近錯失）"}
PARKED = {"en": "Ask pharmacy about the restock map", "zh-TW": "詢問藥局補藥配置圖"}
# Longer than every cap: ~170 columns in English, ~190 in Chinese.
TOO_LONG = {"en": "The second nurse double-check was skipped because the charge nurse was covering the emergency "
                  "admission and the unit had no float pool support available that night",
            "zh-TW": "雙人覆核被略過，因為護理長正在處理急診入院，當晚病房也沒有機動人力可以支援，"
                     "而且交班時並未提醒需要覆核高警訊藥品，導致第二位護理師不知道需要協助核對藥品，"
                     "事後檢討也發現夜班人力配置長期不足"}


def meeting_board(lang: str) -> FishboneView:
    """Three long causes on three bones, a long one suggested by an agent, a parked idea, a long effect."""
    texts = LONG[lang]
    causes = [cause(1, texts[0], "PEOPLE", code="PC-AMS", state="suggested"), cause(2, texts[1], "EQUIPMENT"),
              cause(3, texts[2], "METHOD", code="UA-SBE", state="confirmed", verified=True),
              cause(4, PARKED[lang], None)]
    return build_board(session_id="meeting", effect=EFFECT[lang], standard=STANDARD, custom=CUSTOM, causes=causes)


# Short causes: one line each in ishikawa-beta (at most 15 characters, or 14 CJK characters).
SHORT = {"en": ["Pump alarm muted", "Dim lights", "Busy ward", "Label smudged", "No scanner", "Late handover"],
         "zh-TW": ["幫浦警報靜音", "燈光昏暗", "病房忙碌", "標籤模糊", "沒有掃描器", "交班延遲"]}


def full_board(lang: str, texts: list[str] | None = None, per_bone: int = 12) -> FishboneView:
    """``per_bone`` causes on each of the six standard bones, taken in turn from ``texts`` (the long ones)."""
    texts = texts or LONG[lang]
    causes = [cause(b * per_bone + i + 1, texts[(b + i) % len(texts)], code)
              for b, (code, _) in enumerate(STANDARD) for i in range(per_bone)]
    return build_board(session_id="full", effect=EFFECT[lang], standard=STANDARD, custom=[], causes=causes)


def capped_board(lang: str) -> FishboneView:
    return build_board(session_id="capped", effect=TOO_LONG[lang], standard=STANDARD, custom=[],
                       causes=[cause(1, TOO_LONG[lang], "PEOPLE")])


def _dot_lines(view: FishboneView, lang: str) -> dict[str, list[str]]:
    nodes = parse_dot(fishbone_dot(view, lang=lang)).nodes
    return {node: dot_label_lines(attrs["label"]) for node, attrs in nodes.items()}


def _svg_groups(view: FishboneView, lang: str) -> dict[str, list[str]]:
    """``<title>`` text -> the lines drawn in that group, for each cause rib and the head of the SVG fish."""
    root = ET.fromstring(fishbone_svg(view, lang))
    out = {}
    for group in root.iter(f"{SVG}g"):
        title, text = group.find(f"{SVG}title"), group.find(f"{SVG}text")
        if title is not None and text is not None:
            out[title.text or ""] = [span.text or "" for span in text.iter(f"{SVG}tspan")]
    return out


def _widest(lines: list[str]) -> int:
    return max(map(display_width, lines))


@pytest.mark.parametrize("lang", LANGS)
def test_fit_keeps_text_under_the_cap_and_cuts_longer_text_at_a_word_boundary(lang):
    assert fit(LONG[lang][0], MAX_CAUSE) == LONG[lang][0]
    cut = fit(TOO_LONG[lang], MAX_CAUSE)
    assert cut.endswith("…") and display_width(cut) <= MAX_CAUSE
    kept = cut.removesuffix("…")
    assert TOO_LONG[lang].startswith(kept) and display_width(kept) > MAX_CAUSE - 12, "cut far too early"
    if lang == "en":  # English stops at the end of a word, never inside one
        assert TOO_LONG[lang][len(kept)] == " ", cut
    assert fit("Supercalifragilisticexpialidocious " * 3, 20) == "Supercalifragilisti…"  # no boundary: cut it


@pytest.mark.parametrize("lang", LANGS)
def test_long_causes_wrap_within_the_width_in_graphviz_with_no_text_lost(lang):
    shown = _dot_lines(meeting_board(lang), lang)
    for node, text in (("b1c1", LONG[lang][0] + " [PC-AMS?]"), ("b2c1", LONG[lang][1]),
                       ("b4c1", LONG[lang][2] + " [UA-SBE] ✓")):
        lines = shown[node]
        assert len(lines) >= 2 and _widest(lines) <= CAUSE_WIDTH, lines
        assert unwrapped(lines) == unwrapped([text]) and "…" not in "".join(lines)
        assert _widest(lines) >= CAUSE_WIDTH - 8, f"lines far narrower than the width: {lines}"


@pytest.mark.parametrize("lang", LANGS)
def test_long_causes_wrap_within_the_width_in_the_report_svg_with_no_text_lost(lang):
    groups = _svg_groups(meeting_board(lang), lang)
    for text, marks in zip(LONG[lang], (" [PC-AMS?]", "", " [UA-SBE] ✓"), strict=True):
        lines = groups[text]
        assert len(lines) >= 2 and _widest(lines) <= PRINT_CAUSE_WIDTH, lines
        assert unwrapped(lines) == unwrapped([text + marks])


@pytest.mark.parametrize("lang", LANGS)
def test_the_effect_box_is_a_few_wide_lines_not_a_word_per_line(lang):
    dot = _dot_lines(meeting_board(lang), lang)["effect"]
    svg = _svg_groups(meeting_board(lang), lang)[EFFECT[lang]]
    head = fishbone_mermaid(meeting_board(lang), lang=lang).splitlines()[1].strip()
    ishikawa = mermaid_source_lines(head)
    assert " " not in head, "a plain space would let ishikawa-beta wrap the head again, a word or two a line"
    for lines, width in ((dot, EFFECT_WIDTH), (svg, PRINT_EFFECT_WIDTH), (ishikawa, HEAD_WIDTH_ISHIKAWA)):
        assert unwrapped(lines) == unwrapped([EFFECT[lang]])
        assert 2 <= len(lines) <= 5 and _widest(lines) <= width, lines
        assert sum(map(display_width, lines[:-1])) / (len(lines) - 1) >= width - 8, f"not wide lines: {lines}"


OPEN, CLOSE = "\ufb02\u00b0", "\u00b6\u00df"  # Mermaid's placeholder marks around an entity's name
PLACEHOLDER = re.compile(f"{OPEN}\u00b0?(\\w+){CLOSE}")


def _units(text: str) -> int:
    """A string's length in JavaScript (UTF-16 code units)."""
    return len(text.encode("utf-16-le")) // 2


def ishikawa_drawn(label: str, max_chars: int = 15) -> list[str]:
    """The lines ishikawa-beta (Mermaid 12.2.0, ``ishikawaRenderer`` ``wrapText`` and ``splitLines``) draws for a
    cause label of our source: entities count as the placeholders Mermaid swaps them for, a label longer than
    ``max_chars`` UTF-16 units is re-wrapped greedily at white space, then split at ``<br/>``."""
    text = re.sub(r"#(\w+);", lambda m: OPEN + "\u00b0" * m[1].isdigit() + m[1] + CLOSE, label)
    if _units(text) > max_chars:
        lines: list[str] = []
        for word in re.split(r"\s+", text):
            if lines and _units(lines[-1]) + 1 + _units(word) <= max_chars:
                lines[-1] += " " + word
            else:
                lines.append(word)
        text = "\n".join(lines)
    return [PLACEHOLDER.sub(lambda m: mermaid_source_lines(f"#{m[1]};")[0], line)
            for line in re.split(r"<br\s*/?>|\n", text)]


@pytest.mark.parametrize("lang", LANGS)
def test_ishikawa_draws_long_causes_within_the_width_with_no_text_lost(lang):
    """ishikawa-beta re-wraps a cause at its spaces (15 characters) but never inside CJK, so a break inside
    CJK is a ``<br/>`` of ours and a break at a space is left a space for it: either way every line it draws
    fits the width, and no text is lost."""
    source = fishbone_mermaid(meeting_board(lang), lang=lang).splitlines()
    for text in LONG[lang]:
        line = next(ln.strip() for ln in source if ln.startswith("        ") and
                    unwrapped(mermaid_source_lines(ln.strip())).startswith(unwrapped([text])))
        drawn = ishikawa_drawn(line)
        assert unwrapped(drawn).startswith(unwrapped([text])) and "…" not in line
        assert len(drawn) >= 2 and _widest(drawn) <= CAUSE_WIDTH, drawn
        assert lang == "en" or "<br/>" in line, "CJK has no space to break at: the breaks are ours"


@pytest.mark.parametrize("lang", LANGS)
def test_text_past_the_hard_cap_is_cut_at_a_word_with_the_whole_text_in_a_tooltip(lang):
    board = capped_board(lang)
    graph = parse_dot(fishbone_dot(board, lang=lang))
    for node, cap in (("b1c1", MAX_CAUSE), ("effect", 160)):
        attrs = graph.nodes[node]
        lines = dot_label_lines(attrs["label"])
        assert lines[-1].endswith("…") and unwrapped([TOO_LONG[lang]]).startswith(unwrapped(lines)[:-1])
        assert display_width("".join(lines)) <= cap
        assert dot_label_lines(attrs["tooltip"]) == [clean_text(TOO_LONG[lang])]
    assert "tooltip" not in parse_dot(fishbone_dot(meeting_board(lang), lang=lang)).nodes["b1c1"]
    svg_titles = _svg_groups(board, lang)
    assert TOO_LONG[lang] in svg_titles and "".join(svg_titles[TOO_LONG[lang]]).endswith("…")
    ishikawa = [ln for ln in fishbone_mermaid(board, lang=lang).splitlines() if ln.startswith("        ")]
    assert ishikawa[0].endswith("…")
    assert display_width("".join(mermaid_source_lines(ishikawa[0].strip()))) <= MAX_CAUSE_ISHIKAWA


@pytest.mark.parametrize("lang", LANGS)
def test_ishikawa_is_crowded_by_many_long_causes_on_a_bone_and_not_by_a_meeting_board(lang):
    """ishikawa-beta spaces a bone's causes evenly whatever their height; the drawn overlap is measured in
    test_fishbone_on_screen. The app then draws the board with Graphviz."""
    assert not ishikawa_crowded(meeting_board(lang), lang=lang)
    assert not ishikawa_crowded(heparin_board(lang), lang=lang)
    assert not ishikawa_crowded(full_board(lang, SHORT[lang], per_bone=6), lang=lang)
    assert ishikawa_crowded(full_board(lang), lang=lang)
    assert ishikawa_crowded(full_board(lang, per_bone=4), lang=lang) == (lang == "en")  # 7 lines a cause, or 3
    assert not ishikawa_crowded(build_board(session_id="e", effect="", standard=STANDARD, custom=[], causes=[]))


@pytest.mark.parametrize("lang", LANGS)
def test_graphviz_makes_a_node_with_cjk_text_wide_enough_for_it(lang):
    """Graphviz in the browser takes a CJK character for three quarters of its real width (one em): a node whose
    label holds CJK text gets a minimum width of half an em a column plus its margins, other nodes none."""
    nodes = parse_dot(fishbone_dot(meeting_board(lang), lang=lang)).nodes
    for name, attrs in nodes.items():
        lines = dot_label_lines(attrs["label"])
        if all(display_width(line) == len(line) for line in lines):
            assert "width" not in attrs, name
            continue
        size = float(attrs.get("fontsize", FONTSIZE))
        assert float(attrs["width"]) >= max(map(display_width, lines)) * size / 2 / 72 + 0.2 - 0.01, name
    assert any("width" in attrs for attrs in nodes.values()) == (lang == "zh-TW")


@pytest.mark.parametrize("lang", LANGS)
def test_the_parking_lot_is_in_no_diagram(lang):
    board = meeting_board(lang)
    assert [c.description for c in board.parking_lot] == [PARKED[lang]]
    texts = [fishbone_mermaid(board, lang=lang), fishbone_flowchart(board, lang=lang), fishbone_dot(board, lang=lang),
             fishbone_svg(board, lang)]
    for text in texts:
        squashed = re.sub(r"#32;|<br/>|\\n|\s", "", text)
        assert re.sub(r"\s", "", PARKED[lang]) not in squashed
        assert ("Parking lot" if lang == "en" else "待分類") not in text


def test_the_long_boards_still_parse_with_mermaids_real_parser():
    texts = [render(board(lang), lang=lang) for board in (meeting_board, capped_board) for lang in LANGS
             for render in (fishbone_mermaid, fishbone_flowchart)]
    assert validate(texts) == [(True, "")] * len(texts)


def test_graphviz_lays_the_bones_out_in_columns_so_the_picture_is_wide_not_tall():
    graph = parse_dot(fishbone_dot(heparin_board("en")))  # seven bones: two columns of at most ROWS
    gaps = {a: int(attrs.get("minlen", "1")) for a, b, attrs in graph.edges if b == "effect"}
    assert len(gaps) == 7 and ROWS == 4
    assert gaps == {f"b{i}": 3 if i % 2 else 1 for i in range(1, 8)}, "odd bones one column further left"
    few = build_board(session_id="s", effect="E", standard=STANDARD[:3], custom=[], causes=[])
    assert all("minlen" not in attrs for _, _, attrs in parse_dot(fishbone_dot(few)).edges), "one column"


@pytest.mark.parametrize("lang", LANGS)
def test_graphviz_draws_the_board_wider_than_tall(lang):
    dot = shutil.which("dot")
    if dot is None:
        pytest.skip("Graphviz's dot is not installed; the column structure is checked above")
    for board in (heparin_board(lang), meeting_board(lang)):
        svg = subprocess.run([dot, "-Tsvg"], input=fishbone_dot(board, lang=lang), capture_output=True, text=True,
                             check=True, timeout=60).stdout
        width, height = (float(v) for v in re.search(r'<svg width="([\d.]+)pt" height="([\d.]+)pt"', svg).groups())
        assert width > 1.8 * height and height < 480, (width, height)  # one column of seven was ~630 pt tall


@pytest.mark.parametrize("lang", LANGS)
def test_the_markdown_report_draws_a_crowded_board_as_a_flowchart_and_a_meeting_board_as_a_fishbone(lang):
    """The report's Markdown follows the app: an ishikawa that would draw causes over each other is replaced by the
    flowchart, whose boxes keep every label apart."""
    from types import SimpleNamespace

    from rootcause.export.report_markdown import _fishbone

    def section(board: object) -> str:
        return "\n".join(_fishbone(SimpleNamespace(fishbone=board), lambda key: key, lang))  # type: ignore[arg-type]

    assert "flowchart LR" in section(full_board(lang)) and "ishikawa-beta" not in section(full_board(lang))
    assert "ishikawa-beta" in section(meeting_board(lang))
