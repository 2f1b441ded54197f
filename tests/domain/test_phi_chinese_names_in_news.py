"""PHI guard, issue 17: Chinese names as news, rulings and inquiry reports print them, and the scholars and authors
such text cites. Every name here is invented for the test.
"""

from __future__ import annotations

import pytest

from rootcause.domain.phi import find_phi


def _names(text: str) -> list[str]:
    return [text[f.start:f.end] for f in find_phi(text) if f.kind == "person_name"]


@pytest.mark.parametrize(("text", "name"), [
    ("被告蕭諾彤係該院夜班護理師，涉嫌業務過失致死。", "蕭諾彤"),
    ("申訴專員魏積恆指，程序有精簡空間。", "魏積恆"),
    ("副院長潘卓城：「新進護理師沒有照標準作業程序走。」", "潘卓城"),
    ("賴重翔無罪。", "賴重翔"),
    ("葉素媛向記者表示，胞妹產後大出血不治。", "葉素媛"),
    ("盧寵安對該事件感到非常遺憾。", "盧寵安"),
    ("判決指出，王逸農偕同家屬至門診掛號追蹤。", "王逸農"),
])
def test_a_name_after_an_office_or_opening_a_sentence_before_a_persons_act_is_a_name(text, name):
    assert name in _names(text), text


@pytest.mark.parametrize("text", [
    "高血壓對腎功能的影響需持續追蹤。",
    "白血球在術後第三天上升。",
    "衛福部與疾管署已接獲通報，將派員訪查。",
    "三地的轉診病人都增加。",
    "收容四百位精神障礙患者的龍發堂爆發群聚感染。",
    "方便性也是護理人員選擇的原因。",
    "林口院區於上月完成演練。",
])
def test_words_places_and_institutions_at_a_sentence_start_are_no_names(text):
    assert find_phi(text) == [], text


@pytest.mark.parametrize("text", [
    "國內學者鄭明儒、葛秀蘭等人曾以問卷調查醫療爭議。",
    "鄭明儒、葛秀蘭、韓立文 醫療糾紛鑑定之研究 醫事法學 12 卷 3 期，頁 45（2015）",
    "韓立文（2018）指出夜班人力與給藥錯誤有關。",
])
def test_cited_scholars_and_a_references_authors_are_public(text):
    assert find_phi(text) == [], text


def test_a_year_after_a_patients_name_is_a_birth_year_not_a_citation():
    assert _names("病人王大明（1950）夜間跌倒。") == ["王大明"]
