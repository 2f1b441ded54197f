"""Action strength, issue 19 (round 40): an order option taken out of the system, and standardising a tool rather
than a process.

- "The option to give it intravenously was removed": the wrong order can no longer be placed, a forcing function,
  in either language (移除…選項).
- "Standardise communication", "a standardised risk assessment on admission": RCA² rates standardised communication
  tools and cognitive aids intermediate; standardising equipment or a process stays stronger.

Every sentence here was written for these tests; none is taken from a data file.
"""

from __future__ import annotations

import pytest

from rootcause.domain.actions.strength import classify_action


@pytest.mark.parametrize(("text", "lang", "strength", "category"), [
    pytest.param("The option to order the concentrate intravenously was removed from the order sets.", "en",
                 "stronger", "FORCING-FUNCTION", id="an order option removed"),
    pytest.param("Remove the bolus option from the pump library for heparin.", "en", "stronger", "FORCING-FUNCTION",
                 id="an option removed, the verb first"),
    pytest.param("醫囑系統已移除肌肉注射的途徑選項。", "zh-TW", "stronger", "FORCING-FUNCTION",
                 id="移除選項"),
    pytest.param("Standardise communication between the midwife and the obstetrician during an emergency.", "en",
                 "intermediate", "COMM-TOOL", id="standardised communication is a communication tool"),
    pytest.param("Introduce a standardized falls risk assessment for every admission.", "en", "intermediate",
                 "CHECKLIST", id="a standardised assessment is a cognitive aid"),
    pytest.param("Standardise the infusion pumps across all wards to a single model.", "en", "stronger",
                 "STANDARDIZE", id="standardised equipment stays stronger"),
])
def test_options_removed_and_standardised_tools_are_rated_by_their_mechanism(rules, text, lang, strength,
                                                                            category):
    result = classify_action(text, rules, lang=lang)
    assert (result.strength, result.category) == (strength, category)
