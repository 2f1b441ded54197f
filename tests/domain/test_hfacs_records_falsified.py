"""A record altered after the fact, or a check written up as done when it was not, is an exceptional violation
(UA-EV: falsification), in both languages; the rules alone say so, without any published precedent."""

from __future__ import annotations

import pytest

from rootcause.config.frameworks import load_config
from rootcause.domain.classify.suggester import Suggester


@pytest.fixture(scope="module")
def rules_only() -> Suggester:
    return Suggester(load_config().model_copy(update={"precedents": ()}))


@pytest.mark.parametrize(("text", "lang"), [
    ("After the complaint, the practice nurse retrospectively altered the patient's computer records.", "en"),
    ("Hourly rounding was not done overnight but was documented as having been completed.", "en"),
    ("The agency worker made false entries in the fluid chart.", "en"),
    ("護理師於事後修改紀錄，使翻身時間看似準時完成。", "zh-TW"),
])
def test_a_falsified_record_is_an_exceptional_violation(rules_only, text, lang):
    codes = [s.code for s in rules_only.suggest(text, lang=lang).suggestions]
    assert codes[:1] == ["UA-EV"], codes
