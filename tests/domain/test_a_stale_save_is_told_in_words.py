"""Audit 32, finding 10: a save refused because someone else saved first names the item in words in both languages
(never a table's name) and points to the choice the app offers beside it."""

from __future__ import annotations

import pytest

from rootcause.errors import StaleVersion


@pytest.mark.parametrize(("kind", "en", "zh"), [
    ("meeting_plan", "This meeting plan was changed", "會議"),
    ("timeline_event", "This timeline event was changed", "時間軸"),
])
def test_the_item_is_named_in_words(kind, en, zh):
    refused = StaleVersion(field="version", kind=kind, ident="x", read_version=1, current_version=2)
    assert refused.en.startswith(en) and "_" not in refused.en.split(" was ")[0]
    assert zh in refused.zh and "_" not in refused.zh


def test_the_hint_points_to_the_choice_not_to_retyping():
    refused = StaleVersion(field="version", kind="problem", ident="x", read_version=1, current_version=2)
    assert "keep yours" in refused.hint_en and "保留您的修改" in refused.hint_zh
