"""Names and numbers pasted with markup, escape codes or as chat handles (issue 17). The team's own examples."""

from __future__ import annotations

import pytest

from rootcause.domain.phi.detect import find_phi


@pytest.mark.parametrize("text", [
    "<td>Oluwaseun</td><td>Adebayo-Hart</td> transfused the wrong unit",
    "Pt name \\u004d\\u0061\\u0069\\u0072\\u0065 Dunleavy (escaped) fell",
    "name%3A%20Agnieszka%20Kowalczyk%2C%20bed%209",
    "&#77;&#97;&#105;&#114;&#101; Dunleavy fell at night",
    "<span>莊</span><span>雅筑</span>的藥發錯。",
    "flagged by @t.okonkwo on Teams",
    "thanks @NurseSaoirseByrne for the catch",
])
def test_an_identifier_in_markup_escape_codes_or_a_handle_is_refused(text):
    assert find_phi(text) != []


@pytest.mark.parametrize("text", [
    "<b>Dose</b> of 5 mg &amp; 10 mg; <i>K</i> 3.1; 50% dextrose; 100%O2",
    "pt @home now; escalate @ICU; ask @pharmacy; seen @ 0300",
    "<p>Wrong blood in tube</p><p>Label reprinted</p>",
])
def test_markup_and_at_signs_without_an_identifier_stay_writable(text):
    assert find_phi(text) == []
