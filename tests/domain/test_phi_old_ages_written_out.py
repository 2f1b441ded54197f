"""Ages over 89 written out: in words, as a Roman numeral beside an age word, in literary Chinese (issue 17).
The team's own examples."""

from __future__ import annotations

import pytest

from rootcause.domain.phi.detect import find_phi


@pytest.mark.parametrize("text", [
    "aged one hundred and four, lives alone",
    "Pt is XCVI years old and fully independent",
    "Age XCVIII; fall from the commode",
    "伯伯今年八十有九？不，是九十有六，夜間躁動。",
    "奶奶八秩晉九？家屬更正為九秩晉一。",
    "9十6歲阿公拒絕翻身。",
    "年齡是九七，家屬要求低調。",
    "阿公 ninety-eight 歲，住院第二天跌倒。",
])
def test_an_age_over_89_written_out_is_refused(text):
    assert "age_over_89" in [f.kind for f in find_phi(text)]


@pytest.mark.parametrize("text", [
    "95% CI 1.2-3.4; the infusion ran over ninety minutes",
    "one hundred and twenty staff attended the huddle",
    "ninety percent compliance with the checklist",
    "Dose C given at age 40; vitamin C level low",
    "八十有二歲的病人跌倒。",
    "Chapter XCII of the policy manual covers restraint",
])
def test_numbers_in_words_that_are_no_age_over_89_stay_writable(text):
    assert find_phi(text) == []
