"""Action strength, issue 19 (round 42): a weaker form of a high-alert drug in place of the strong one, and the strong
one's storage restricted to the areas that need it, are changes to what is on hand (stronger), in both languages;
restricting what people may do is not.

Every sentence here was written for these tests; none is taken from a data file.
"""

from __future__ import annotations

import pytest

from rootcause.domain.actions.strength import classify_action


@pytest.mark.parametrize(("text", "lang", "category"), [
    pytest.param("Replace the ward stock of concentrated morphine with low-strength ampoules.", "en", "ELIMINATE",
                 id="replaced with low strength"),
    pytest.param("Lower-strength oxytocin should be supplied to the labour ward instead.", "en", "ELIMINATE",
                 id="a weaker strength should be supplied"),
    pytest.param("Restrict the storage of concentrated potassium chloride to critical care.", "en", "PHYSICAL-CHANGE",
                 id="storage restricted"),
    pytest.param("病房常備的高濃度嗎啡改用低濃度針劑。", "zh-TW", "ELIMINATE", id="改用低濃度"),
    pytest.param("以低濃度針劑取代高濃度原液。", "zh-TW", "ELIMINATE", id="低濃度取代"),
])
def test_a_weaker_form_or_restricted_storage_is_a_stronger_change(rules, text, lang, category):
    result = classify_action(text, rules, lang=lang)
    assert result.strength == "stronger" and result.category == category, result


@pytest.mark.parametrize(("text", "lang"), [
    pytest.param("Restrict visiting hours on the surgical ward.", "en", id="visiting restricted"),
    pytest.param("Staff should be used to the new pumps by March.", "en", id="be used to"),
    pytest.param("限制訪客探視時間。", "zh-TW", id="限制訪客"),
])
def test_a_restriction_of_people_or_an_idiom_is_no_change_to_stock(rules, text, lang):
    assert classify_action(text, rules, lang=lang).category not in ("ELIMINATE", "PHYSICAL-CHANGE")
