"""The Markdown report: every section, both languages, escaping for tables and Mermaid, the real parser."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from full_case import build_complete_case
from mermaid_parser import validate

from rootcause.services import causes, closing, guidance, report_export

REPO = Path(__file__).resolve().parents[2]


def _mermaid_blocks(text: str) -> list[str]:
    return re.findall(r"```mermaid\n(.*?)\n```", text, flags=re.S)


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_the_report_has_every_section_and_valid_diagrams(db, fw, facilitator, bot, lang):
    sid = build_complete_case(db, fw, facilitator, bot)
    causes.add_cause(db, fw, session_id=sid, description='Label "HEParin" | [x] {y} `z` %% # ; <script>alert(1)'
                     "</script> 🙂 -->", category="MATERIAL", actor=facilitator)
    text = report_export.export_report(db, fw, session_id=sid, lang=lang)
    headings = ["Problem statement", "Timeline", "Fishbone diagram", "Why tree", "Causation checks",
                "Chain findings", "Action plan", "Provenance", "Completion criteria"]
    if lang == "zh-TW":
        headings = ["問題陳述", "時間軸", "魚骨圖", "為什麼分析樹", "因果檢核", "因果鏈檢視", "改善行動計畫",
                    "資料來源與確認", "完成條件"]
    for heading in headings:
        assert f"## {heading}" in text
    assert "SAC 2" in text and "PC-TE" in text and "Pharmacy manager" in text
    blocks = _mermaid_blocks(text)
    # (the fishbone is an ishikawa, or a flowchart when that would crowd: test_fishbone_labels says which)
    assert len(blocks) == 2 and blocks[0].startswith(("ishikawa", "flowchart")) and blocks[1].startswith("flowchart")
    assert all(ok for ok, _ in validate(blocks)), validate(blocks)
    for line in (ln for ln in text.splitlines() if ln.startswith("| ")):
        assert not re.search(r"(?<!\\)\|(?! )", line.strip()[1:-1].replace(" | ", "")), line  # no stray pipe
    assert "<script>" not in text


def test_a_pipe_in_user_text_stays_inside_its_table_cell(db, fw, facilitator, bot):
    sid = build_complete_case(db, fw, facilitator, bot)
    text = report_export.export_report(db, fw, session_id=sid)
    row = next(ln for ln in text.splitlines() if ln.startswith("| What happened"))
    assert row.count(" | ") == 1 and "\\|" in row


def test_a_complete_analysis_passes_the_gate_and_closes(db, fw, facilitator, bot):
    sid = build_complete_case(db, fw, facilitator, bot)
    assert closing.unmet(db, session_id=sid) == []
    assert guidance.guidance(db, session_id=sid).session_progress.current_stage == "REPORT"
    assert closing.close_case(db, session_id=sid, actor=facilitator)
    done = guidance.guidance(db, session_id=sid)
    assert done.is_complete and done.session_progress.completion_rate == "100%"


def test_json_format_is_the_case_document(db, fw, facilitator, bot):
    sid = build_complete_case(db, fw, facilitator, bot)
    assert '"schema": "rootcause.case"' in report_export.export_report(db, fw, session_id=sid, format="json")
