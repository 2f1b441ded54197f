"""The reports list the parking lot outside the fishbone diagram, in both languages: a section of its own under
the diagram (Markdown) and a list under the figure (HTML), never a bone of the Mermaid block or the SVG."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from full_case import build_complete_case

from rootcause.services import causes, report_export

PARKED = "Ask pharmacy whether the restock map [v2] is still in use"
HEADING = {"en": "Parking lot (1)", "zh-TW": "待分類 (1)"}
NOTE = {"en": "not drawn in the diagram", "zh-TW": "不畫在魚骨圖上"}


@pytest.fixture
def case_with_a_parked_idea(db, fw, facilitator, bot) -> str:
    sid = build_complete_case(db, fw, facilitator, bot)
    causes.add_cause(db, fw, session_id=sid, description=PARKED, actor=facilitator)
    return sid


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_markdown_lists_the_parking_lot_under_the_diagram_not_in_it(db, fw, case_with_a_parked_idea, lang):
    text = report_export.export_report(db, fw, session_id=case_with_a_parked_idea, format="markdown", lang=lang)
    fishbone = text.split("```mermaid\n", 1)[1].split("\n```", 1)[0]
    assert fishbone.startswith("ishikawa-beta") and "restock map" not in fishbone
    assert "Parking lot" not in fishbone and "待分類" not in fishbone
    after = text.split("```mermaid\n", 1)[1].split("\n```", 1)[1].split("\n## ", 1)[0]  # up to the next section
    assert f"### {HEADING[lang]}" in after and NOTE[lang] in after
    assert "- Ask pharmacy whether the restock map \\[v2\\] is still in use" in after.splitlines()


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_html_lists_the_parking_lot_under_the_figure_not_in_the_svg(db, fw, case_with_a_parked_idea, lang):
    page = report_export.export_report(db, fw, session_id=case_with_a_parked_idea, format="html", lang=lang)
    section = re.search(r'<section id="fishbone">(.*?)</section>', page, flags=re.S)
    assert section
    svg = ET.fromstring(re.search(r"<svg\b.*?</svg>", section.group(1), flags=re.S).group())
    drawn = " ".join(svg.itertext())
    assert "restock map" not in drawn and "Parking lot" not in drawn and "待分類" not in drawn
    parking = section.group(1).split("</figure>", 1)[1]
    assert f"<h3>{HEADING[lang]}</h3>" in parking and NOTE[lang] in parking
    assert "<li>Ask pharmacy whether the restock map [v2] is still in use</li>" in parking


def test_no_parking_lot_section_when_every_idea_is_on_a_bone(db, fw, facilitator, bot):
    sid = build_complete_case(db, fw, facilitator, bot)
    for lang in ("en", "zh-TW"):
        markdown = report_export.export_report(db, fw, session_id=sid, format="markdown", lang=lang)
        html = report_export.export_report(db, fw, session_id=sid, format="html", lang=lang)
        assert f"### {HEADING[lang][:-4]}" not in markdown
        assert 'class="parking"' not in html
