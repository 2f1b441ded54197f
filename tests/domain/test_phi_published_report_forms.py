"""PHI guard, issue 17: the forms published rulings, inquests and news use for people, and the codes they use to hide
them. Every name here is invented for the test.
"""

from __future__ import annotations

import pytest

from rootcause.domain.phi import find_phi


def _names(text: str) -> list[str]:
    return [text[f.start:f.end] for f in find_phi(text) if f.kind == "person_name"]


@pytest.mark.parametrize(("text", "name"), [
    ("嗣因訴外人葉長峰醫師發現胎心音異常，建議緊急剖腹產。", "葉長峰"),
    ("同年月28日委任廖于恆律師向本院提出聲請。", "廖于恆"),
    ("專家證人梁令安醫生認為，死者的症狀未被留意。", "梁令安"),
    ("死者陳鶯華（終年71歲）於北區醫院去世。", "陳鶯華"),
    ("醫院行政總監袁家珊昨日承認處理失當。", "袁家珊"),
    ("袁稱相關調查已有結論。", "袁"),
    ("詎陳敬峰仍未判讀胎心音監測紀錄。", "陳敬峰"),
    ("趙珮於翌日凌晨被發現倒臥床邊。", "趙珮"),
    ("前住民（下稱林黃君）入住期間發生壓瘡。", "林黃君"),
    ("AB Fletcher, HM Senior Coroner for the county, delivered a narrative verdict.", "Fletcher"),
])
def test_people_as_rulings_inquests_and_news_name_them(text, name):
    assert name in _names(text), (text, _names(text))


@pytest.mark.parametrize("text", [
    "Pharmacist Mr C checked the medications and initialled the record.",
    "The death of JM gave rise to serious public concern.",
    "Bosses at Bradford Teaching Hospitals NHS Foundation Trust say lessons were learned.",
    "原告甲（民國000年0月生）為未滿18歲之兒童，本院不揭露其姓名。",
    "The Trust, the Coroner said, had changed its policy.",
    "各位諸君請注意；君主立憲；高燒於夜間加劇；林口於上月完成演練。",
    "林口長庚醫師表示，主治醫師說明病情。",
])
def test_codes_masks_and_institutions_in_reports_stay_writable(text):
    assert find_phi(text) == [], text


def test_a_surname_in_capitals_stays_a_name_though_short():
    assert _names("Bed 4 – LEE (NBM)") == ["LEE"]
    assert "Mr Wu" in _names("Mr Wu was seen at 02:00.")
