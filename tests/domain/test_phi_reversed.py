"""An identifier written backwards where the text says so is read backwards (issue 17). The team's own examples."""

from __future__ import annotations

import pytest

from rootcause.domain.phi.detect import find_phi


@pytest.mark.parametrize("text", [
    "surname written backwards on the chart: 'notgnihsaW'",
    "her name in reverse is ssorc enaj, per the family",
    "ID typed right-to-left: 987654321A",
    "病人名字反過來寫：華美林，手圈已更正。",
])
def test_an_identifier_the_text_says_is_reversed_is_refused(text):
    assert find_phi(text) != []


@pytest.mark.parametrize("text", [
    "The pump was reversed: flow 20 ml/h backwards into the bag",
    "Reverse Trendelenburg applied; the bed was turned back to front.",
    "Reversed the heparin with protamine; the order was reversed as the dose was wrong.",
    "抗凝血劑已反轉，流程倒過來做：先核對再給藥。",
])
def test_reversal_words_in_clinical_text_stay_writable(text):
    assert find_phi(text) == []
