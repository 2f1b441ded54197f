"""Western names written in Chinese characters (names_zh_foreign.py): a run of transliteration characters is a person
between a person's words (a relative or a role before it, what happens to a person or a title after it), and is no
one when a firm, a place, a nationality, a drug or an ordinary word is what the characters spell.

Examples are the team's own (the published dev sets are measured, not asserted line by line here).
"""

from __future__ import annotations

import pytest

from rootcause.domain.phi.detect import find_phi


def _names(text: str) -> list[str]:
    return [text[f.start:f.end] for f in find_phi(text) if f.kind == "person_name"]


@pytest.mark.parametrize(("text", "name"), [
    ("驗屍官指出，克萊爾在家中被發現時已無呼吸。", "克萊爾"),
    ("死者艾蜜莉入院後第三天病情惡化。", "艾蜜莉"),
    ("女童的父親馬丁斯怒斥院方延誤。", "馬丁斯"),
    ("奧斯卡體內的鉀離子濃度在兩小時內急升。", "奧斯卡"),
    ("家屬委託的費爾德律師要求重新調查。", "費爾德"),
])
def test_a_transliterated_name_between_a_persons_words_is_found(text, name):
    assert name in "".join(_names(text))


@pytest.mark.parametrize("text", [
    "莫德納表示，疫苗批次已全數回收。",
    "病人伊拉克籍，來台工作三年。",
    "病人轉往伊利沙伯醫院繼續治療。",
    "醫師加蓋簽章後才可送出病歷。",
    "身心內科醫師會診後建議門診追蹤。",
    "護理師密切觀察病人的生命徵象。",
    "病人服用阿斯匹靈後出現胃出血。",
])
def test_a_firm_a_place_a_drug_or_a_word_spelled_with_the_same_characters_is_no_one(text):
    assert _names(text) == []
