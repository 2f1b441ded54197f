"""Action strength, issue 19 (round 46): equipment disposed of is gone from the ward (stronger, but not a manual: that
is paperwork), a dose drawn up by a pharmacist leaves the bedside (stronger), and an independent thermometer or data
logger that records on its own is a second layer (intermediate).

Every sentence here was written for these tests; none is taken from a data file.
"""

from __future__ import annotations

import pytest

from rootcause.domain.actions.strength import classify_action


@pytest.mark.parametrize(("text", "lang", "strength"), [
    ("The old wall-mounted suction units are being disposed of across the trust.", "en", "stronger"),
    ("舊型病床全面報廢，改購低床。", "zh-TW", "stronger"),
    ("All vancomycin loading doses are drawn up by a pharmacist, never on the ward.", "en", "stronger"),
    ("Fit an independent data logger to each vaccine fridge to record the temperature.", "en", "intermediate"),
    ("Staff are asked to dispose of old laminated manuals.", "en", "weaker"),
])
def test_disposal_a_pharmacist_drawing_up_and_an_independent_logger(rules, text, lang, strength):
    result = classify_action(text, rules, lang=lang)
    assert result.strength == strength, result.reason
