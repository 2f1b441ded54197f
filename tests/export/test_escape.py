"""escape.py: hostile text in every target stays text, still shows the same words, and wraps by display width."""

from __future__ import annotations

import html
import re

import pytest
from decoders import dot_label_lines, mermaid_parsed_lines, mermaid_source_lines, shows
from mermaid_parser import parse

from rootcause.export.escape import (
    clean_text,
    display_width,
    dot_label,
    html_text,
    markdown_cell,
    mermaid_label,
    shorten,
    wrap,
)

HOSTILE = {
    "double quotes": 'The "heparin" vial',
    "single quotes": "patient's nurse's 'flush'",
    "brackets": "[a] (b) {c} <d> [[e]] ((f)) {{g}}",
    "backticks": "`code` and ``double``",
    "mermaid comment": "%% not a comment",
    "mermaid directive": "%%{init: {'theme': 'dark'}}%% themed?",
    "hash and semicolon": "C# ; x #35; #quot; y;",
    "colon": "lifestyle: #fff; a:b",
    "newlines and tabs": "line one\nline two\r\nline three\rfour\tfive",
    "script": "<script>alert('x')</script><img src=x onerror=alert(1)>",
    "arrows": "a --> b --- c ==> d -.-> e ~~~ f",
    "keywords": "end",
    "graph keyword": "graph TD subgraph end",
    "direction": "direction TB",
    "ishikawa keyword": "Ishikawa-beta diagram",
    "padding": "   padded text   ",
    "empty": "",
    "only spaces": " \t\n ",
    "control characters": "bell\x07 esc\x1b[31m nul\x00 del\x7f nel\x85",
    "emoji": "💉 syringe 👩🏽‍⚕️ nurse 🇹🇼 flag ❤️ ok",
    "cjk": "護理師在夜班時將肝素誤認為胰島素，因為兩者外觀相似。",
    "lone surrogate": "bad \ud800 half",
    "entities": "&lt;b&gt; &amp; &#35; &nbsp;",
    "backslashes": "C:\\temp\\N \\n \\l \\",
    "mermaid placeholders": "\ufb02\u00b0\u00b035\u00b6\u00df and ¶ß",
    "bidi override": "abc\u202edef\u2066ghi",
    "line separators": "a\u2028b\u2029c\ufeffd",
    "pipes": "a | b || c",
    "markdown": "**bold** _it_ [link](javascript:alert(1)) $x$ ~~s~~",
    "leading markers": "# heading\n> quote\n- item\n+ plus",
}
IDS = list(HOSTILE)
TEXTS = list(HOSTILE.values())
_LINES = re.compile("\r\n|[\r\n\v\f\x1c-\x1e\x85\u2028\u2029]")
_MERMAID_ALLOWED_ASCII = set(".,-_?!/'()+* #;") | set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")


def _raw_mermaid_chars(label: str) -> set[str]:
    """ASCII characters a label holds outside its entity codes and ``<br/>`` breaks."""
    bare = re.sub(r"#\d+;", "", label).replace("<br/>", "")
    return {c for c in bare if ord(c) < 0x80 and c not in _MERMAID_ALLOWED_ASCII}


@pytest.mark.parametrize("text", TEXTS, ids=IDS)
def test_mermaid_label_holds_no_syntax_and_shows_the_text(text):
    label = mermaid_label(text)
    assert not _raw_mermaid_chars(label), label
    assert "#" not in re.sub(r"#\d+;", "", label), "a # outside an entity code would start one"
    assert not re.search(r"[\x00-\x1f\x7f\u2028\u2029\ufeff\ud800-\udfff]", label)
    assert not label.lower().startswith("ishikawa") and "direction" not in label.lower()
    assert label and label == label.strip()
    label.encode("utf-8")  # surrogate-safe
    lines = mermaid_source_lines(label)
    assert shows(lines, text)


@pytest.mark.parametrize("text", TEXTS, ids=IDS)
def test_dot_label_stays_inside_its_quotes_and_shows_the_text(text):
    label = dot_label(text)
    assert not re.search(r'(?<!\\)(\\\\)*"', label), "an unescaped quote would end the string"
    assert not re.search(r"(?<!\\)(\\\\)*\\$", label), "a trailing backslash would escape the closing quote"
    assert "\n" not in label and "\r" not in label
    label.encode("utf-8")
    assert shows(dot_label_lines(label), text)


def _markdown_shows(cell: str) -> list[str]:
    parts = cell.split("<br>")
    return [html.unescape(re.sub(r"\\(.)", r"\1", part)) for part in parts]


@pytest.mark.parametrize("text", TEXTS, ids=IDS)
def test_markdown_cell_is_one_literal_cell(text):
    cell = markdown_cell(text)
    assert "\n" not in cell and "\r" not in cell
    assert not re.search(r"(?<!\\)\|", cell), "a bare pipe would split the cell"
    assert not re.match(r"[#>\-+=]", cell)
    assert not re.search(r"(?<!\\)[*_`\[\]<>$~]", cell.replace("<br>", "")), "inline markup must be escaped"
    expected = [clean_text(line) for line in _LINES.split(text)]
    assert _markdown_shows(cell) == [line for line in expected if line] or (not cell and not any(expected))


@pytest.mark.parametrize("text", TEXTS, ids=IDS)
def test_html_text_has_no_markup(text):
    out = html_text(text)
    assert "<" not in out and ">" not in out and '"' not in out and "'" not in out
    expected = "\n".join(clean_text(line) for line in _LINES.split(text)).strip("\n")
    assert html.unescape(out) == expected


def test_entity_codes_decode_to_the_original_characters():
    assert mermaid_label('a "b" #c; 100%', width=None, flowchart=False) == "a #34;b#34; #35;c#59; 100#37;"
    assert mermaid_source_lines(mermaid_label('<"&">', width=None, flowchart=False)) == ['<"&">']
    assert dot_label('say "hi" \\ & more', width=None) == 'say \\"hi\\" \\\\ &amp; more'


def test_emoji_and_cjk_are_kept_as_they_are():
    text = "肝素 💉 👩🏽‍⚕️ 🇹🇼 胰島素"
    assert mermaid_label(text, width=None) == text == mermaid_label(text, width=None, flowchart=False)
    assert dot_label(text, width=None) == text
    assert markdown_cell(text) == text
    assert html_text(text) == text


def test_surrogates_pair_up_or_become_replacement_characters():
    assert clean_text("\ud83d\ude00") == "😀"
    assert clean_text("a\ud800b") == "a\ufffdb"
    for render in (mermaid_label, dot_label, markdown_cell, html_text):
        render("x\udfffy\ud83d").encode("utf-8")


def test_display_width_counts_cjk_and_emoji_double():
    assert display_width("abc") == 3
    assert display_width("肝素") == 4
    assert display_width("💉") == 2
    assert display_width("👩🏽‍⚕️") == 2
    assert display_width("e\u0301") == 1


def test_english_wraps_at_word_boundaries():
    lines = wrap("The heparin vial and the insulin vial look alike on the same shelf", 20)
    assert lines == ["The heparin vial and", "the insulin vial", "look alike on the", "same shelf"]
    assert all(display_width(line) <= 20 for line in lines)


def test_cjk_wraps_every_n_columns_counting_double():
    lines = wrap("一二三四五六七八九十甲乙", 10)
    assert lines == ["一二三四五", "六七八九十", "甲乙"]


def test_cjk_punctuation_never_starts_a_line_and_opening_marks_never_end_one():
    lines = wrap("一二三四，五六七八「九十」", 8)
    assert all(line[0] not in "，」" for line in lines), lines
    assert all(line[-1] != "「" for line in lines), lines
    assert "".join(lines) == "一二三四，五六七八「九十」"


def test_mixed_text_and_long_words():
    assert wrap("see 肝素 now", 28) == ["see 肝素 now"]
    assert wrap("a" * 30, 10) == ["a" * 10] * 3
    assert wrap("💉" * 6, 4) == ["💉💉"] * 3
    assert wrap("👩🏽‍⚕️" * 3, 2) == ["👩🏽‍⚕️"] * 3, "a ZWJ sequence is one unit"


def test_flowchart_labels_carry_the_work_arounds_for_streamlits_svg_labels():
    assert mermaid_label('say "hi"', width=None) == "say #34;hi#34;<br/>"  # decoded only with a tag inside
    assert mermaid_label("plain words", width=None) == "plain words"
    assert mermaid_label("", width=None) == "#8203;<br/>" and mermaid_label("", flowchart=False) == "#8203;"
    cut = mermaid_label("x <script>alert(1)</script> y", width=None)  # Mermaid would cut inside &lt;
    assert cut.count("<br/>") >= 2 and all(len(p) <= 4 * 12 for p in cut.split("<br/>"))
    assert mermaid_source_lines(cut) and shows(mermaid_source_lines(cut), "x <script>alert(1)</script> y")
    assert mermaid_label("肝素與胰島素外觀相似放在同一層架上", width=None) == "肝素與胰島素外觀相似放在同一層架上"


def test_mermaids_own_marks_and_backslash_n_are_kept_apart_by_a_word_joiner():
    label = mermaid_label("¶ß ﬂ° \\n \\N", width=None, flowchart=False)
    assert label == "#182;\u2060ß #64258;\u2060° #92;\u2060n #92;\u2060N"
    assert shows(mermaid_source_lines(label), "¶ß ﬂ° \\n \\N")


def test_mermaid_and_dot_break_wrapped_lines():
    assert mermaid_label("one two three", width=8, flowchart=False) == "one two<br/>three"
    assert dot_label("one two three", width=8) == "one two\\nthree"
    assert mermaid_label("一二三四五六", width=6, flowchart=False) == "一二三<br/>四五六"


def test_shorten_cuts_by_display_width_with_an_ellipsis():
    assert shorten("short", 10) == "short"
    assert shorten("abcdefghijkl", 6) == "abcde…"
    assert shorten("一二三四五六", 7) == "一二三…"
    assert display_width(shorten("一二三四五六", 7)) <= 7


def test_width_below_one_cjk_character_is_refused():
    with pytest.raises(ValueError):
        wrap("x", 1)


@pytest.mark.slow
def test_the_real_parser_shows_every_hostile_label_unchanged():
    """Each label as a flowchart node, a subgraph title, the ishikawa head and an item: parsed, not moved."""
    docs = []
    for text in TEXTS:
        label, line = mermaid_label(text), mermaid_label(text, flowchart=False)
        docs.append(f'flowchart LR\n    n1["{label}"]\n    subgraph s1["{label}"]\n        n2["x"]\n    end\n'
                    "    n1 --> n2\n")
        docs.append(f"ishikawa-beta\n    {line}\n    {line}\n        {line}\n")
    results = parse(docs)
    for text, flow, fish in zip(TEXTS, results[0::2], results[1::2], strict=True):
        assert flow["ok"], (text, flow["error"])
        assert fish["ok"], (text, fish["error"])
        vertices = {v["id"]: v["text"] for v in flow["shape"]["vertices"]}
        assert set(vertices) == {"n1", "n2"}
        assert flow["shape"]["edges"] == [["n1", "n2"]]
        [subgraph] = flow["shape"]["subgraphs"]
        root = fish["shape"]["root"]
        assert len(root["children"]) == 1 and len(root["children"][0]["children"]) == 1
        shown = [vertices["n1"], subgraph["title"], root["text"], root["children"][0]["children"][0]["text"]]
        for stored in shown:
            lines = mermaid_parsed_lines(stored)
            assert shows(lines, text), (text, stored)
