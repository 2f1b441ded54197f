"""More routine steps whose omission is an unsafe act (issue 19): obtaining, undertaking, conducting, completing and
turning on, and 未有 / 並無 before a step in Chinese; a person's own unfinished training is no step of care.

Every sentence here was written for these tests; none is taken from a data file.
"""

from __future__ import annotations

import pytest

from rootcause.domain.classify.reading import read
from rootcause.domain.text.normalize import normalize


def _acts(text: str) -> list[str]:
    return [a.code for a in read(normalize(text)).acts]


@pytest.mark.parametrize("text", [
    "The night staff did not obtain a second set of observations after the fall.",
    "The team failed to undertake the hourly neurological checks.",
    "The registrar did not conduct a capillary glucose measurement.",
    "The transfer oxygen cylinder had not been turned on.",
    "The pre-procedure checklist had not been completed.",
    "護理師接班後未有再量度生命徵象。",
    "運送期間氧氣瓶並無打開。",
])
def test_a_routine_step_left_undone_is_a_skill_based_error(text):
    assert "UA-SBE" in _acts(text)


@pytest.mark.parametrize("text", [
    "The nurse had not completed the mandatory chemotherapy competency update.",
    "She had not completed the second part of an e-learning programme on fetal monitoring.",
])
def test_unfinished_training_of_ones_own_is_not_a_step_of_care(text):
    assert "UA-SBE" not in _acts(text)


@pytest.mark.parametrize(("text", "code"), [
    ("醫護人員未有及時察覺病人出血。", "UA-DE"),
    ("醫院沒有為病人訂定明確的治療計劃。", "UA-DE"),
    ("外科醫生一直無跟進放射科的建議。", "UA-SBE"),
])
def test_chinese_omissions_with_the_patient_between_or_hong_kong_wording(text, code):
    assert code in _acts(text)
