"""A safeguard defeated is an act, not a device's fault (issue 19: "the act coded as the object it touches"): a
nurse who silenced the monitoring alarm, an alert overridden by the physician, 關閉了床邊警報. The verb and who did
it decide the level, whatever the sentence says about the alarm; a sentence about what could be done, or a device
that has no alarm, stays the device's.

Every sentence here was written for these tests; none is taken from a data file.
"""

from __future__ import annotations

import pytest

from rootcause.domain.classify.reading import read
from rootcause.domain.text.normalize import normalize
from rootcause.services.frameworks import Frameworks


def _acts(text: str) -> list[str]:
    return [a.code for a in read(normalize(text)).acts]


@pytest.mark.parametrize("text", [
    "The night nurse silenced the bed-exit alarm and went back to the station.",
    "The registrar overrode the maximum dose alert on the prescribing screen.",
    "The low-SpO2 alarm had been switched off before the patient was found.",
    "The nurse muted the pump's occlusion alarm.",
    "護理師關閉了床邊離床警報後離開。",
    "劑量警示被醫師略過。",
])
def test_a_safeguard_someone_defeated_is_an_unsafe_act(text):
    assert "UA-RV" in _acts(text)


@pytest.mark.parametrize("text", [
    "The infusion pump had no dose limit for potassium.",
    "Alarms that could be silenced with one press were a hazard on the unit.",
    "The report suggests the alarm may have been turned off by someone earlier.",
    "A hard stop prevents staff from overriding the limit.",
])
def test_a_safeguard_missing_or_only_possibly_defeated_is_no_act(text):
    assert "UA-RV" not in _acts(text)


@pytest.mark.parametrize("text", [
    "A nurse silenced the patient's cardiac monitor alarm during the night.",
    "The interlock was bypassed by the technician to finish the scan.",  # (a violation's own rules read this one)
])
def test_the_first_suggestion_for_a_defeated_safeguard_is_an_unsafe_act_not_the_technology(text):
    suggester = Frameworks().suggester("safeguard-defeated-tests", lambda: [])
    assert suggester.suggest(text, lang="en").suggestions[0].code.startswith("UA-")
