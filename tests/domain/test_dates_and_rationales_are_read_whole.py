"""A date argument is read whole (nothing after it is dropped in silence), an agent's rationale of spaces is no
reason, and text that arrived damaged is not stored (the third audit's findings 16, 17 and 19)."""

from __future__ import annotations

from datetime import date

import pytest

from rootcause.domain.model.validation import optional_date
from rootcause.errors import InvalidInput


@pytest.mark.parametrize(("value", "day"), [("2027-01-31", date(2027, 1, 31)), (" 2027-01-31 ", date(2027, 1, 31)),
                                            ("2027-01-31T08:15:00Z", date(2027, 1, 31)),
                                            ("2027-01-31 08:15", date(2027, 1, 31))])
def test_a_date_or_a_date_and_time_is_read(value, day):
    assert optional_date("due", value) == day


@pytest.mark.parametrize("value", ["2027-01-31 (or 2028-06-30 if the vendor is late)", "2027-01-31T25:99",
                                   "20270131", "2027-W05-1", "2027-02-30", "31/01/2027"])
def test_anything_else_is_refused_by_its_field(value):
    with pytest.raises(InvalidInput) as refused:
        optional_date("due", value)
    assert refused.value.message("en").startswith("due:") and "YYYY-MM-DD" in refused.value.message("zh-TW")


def test_an_agents_rationale_of_spaces_is_refused_as_empty():
    from pydantic import ValidationError

    from rootcause.mcp.tools_why import CriterionReply

    for blank in ("", "   "):
        with pytest.raises(ValidationError):
            CriterionReply.model_validate({"answer": "yes", "rationale": blank})
    assert CriterionReply.model_validate({"answer": "yes", "rationale": " came first "}).rationale == "came first"


def test_text_that_arrived_damaged_is_refused_by_its_field_in_both_languages():
    from rootcause.domain.model.validation import require_text

    with pytest.raises(InvalidInput) as refused:
        require_text("title", "Fall from bed\ufffd\ufffd in ward 3")
    assert refused.value.message("en").startswith("title:") and "UTF-8" in refused.value.message("zh-TW")
