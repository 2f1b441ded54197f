"""The report leaves nothing of the analysis out: every why in full with its evidence (the diagrams shorten
labels), every measure with its target and the measurements under their measure, and why a rating was
overridden; in both languages and both formats."""

from __future__ import annotations

import pytest
from full_case import build_complete_case

from rootcause.services import actions, report_export, why_tree

LONG = ("Because the automated cabinet's override list had been widened during the electronic record upgrade "
        "and nobody re-approved it afterwards, concentrated potassium could be withdrawn without a pharmacist's "
        "review on every ward that night")


def _enriched(db, fw, human, bot, lang: str) -> str:
    sid = build_complete_case(db, fw, human, bot, language=lang)
    tree = why_tree.get_tree(db, session_id=sid)
    root = next(n for n in tree.nodes if n.is_root_cause)
    why_tree.ask_why(db, session_id=sid, parent_id=root.id, answer=LONG, actor=human,
                     evidence="Cabinet override log export, 3 weeks")
    first = actions.list_actions(db, session_id=sid)[0]
    actions.update_action(db, fw, session_id=sid, action_id=first.id, version=first.version, actor=human,
                          process_target="95% by March", outcome_measure="Insulin mix-ups reported",
                          outcome_target="none in 6 months", follow_up="2027-03-31", strength_override="stronger",
                          override_reason="Removal from stock is a forcing function here")
    actions.record_measure(db, session_id=sid, action_id=first.id, measure="Doses dispensed patient-specific",
                           value="88%", actor=human, when="2027-02-01")
    return sid


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
@pytest.mark.parametrize("fmt", ["markdown", "html"])
def test_every_why_measure_target_and_override_reason_is_in_the_report(db, fw, facilitator, bot, lang, fmt):
    sid = _enriched(db, fw, facilitator, bot, lang)
    text = report_export.export_report(db, fw, session_id=sid, lang=lang, format=fmt)
    flat = text.replace("&#x27;", "'").replace("&#39;", "'")
    for fact in (LONG, "Cabinet override log export, 3 weeks", "95% by March", "Insulin mix-ups reported",
                 "none in 6 months", "2027-03-31", "Doses dispensed patient-specific", "88%",
                 "Removal from stock is a forcing function here",
                 "The nurse took the vial by its cap colour"):
        assert fact in flat, fact
    words = {"en": ("Every answer in full", "Process measure", "Outcome measure", "target", "Follow-up"),
             "zh-TW": ("每一層回答全文與證據", "過程指標", "結果指標", "目標", "追蹤日期")}[lang]
    for word in words:
        assert word in text, word


def test_the_outline_keeps_a_whys_order_and_depth_under_its_parent(db, fw, facilitator, bot):
    sid = _enriched(db, fw, facilitator, bot, "en")
    text = report_export.export_report(db, fw, session_id=sid, lang="en", format="markdown")
    outline = text.split("### Every answer in full")[1].split("###")[0]
    lines = [ln for ln in outline.splitlines() if ln.strip().startswith("- ")]

    def depth(start: str) -> int:
        line = next(ln for ln in lines if ln.strip()[2:].startswith(start))
        return (len(line) - len(line.lstrip())) // 2

    assert depth("The nurse took the vial") == 1 and depth("Both vials had the same") == 2
    assert depth("Because the restock map") == 3 and depth(LONG[:40]) == 4
    assert lines.index(next(ln for ln in lines if LONG[:30] in ln)) == len(lines) - 1
