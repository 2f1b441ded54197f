"""PHI guard, issue 17: honorifics of other languages, Malaysian and Brazilian ID numbers, colleagues named after
"covered by", transliterated names with their middle dot or their romanised form, and the look-alikes that stay
writable (French gauge, approximate ages, saints' and kings' names on places, eponymous devices, drug names).
Every identifier here is invented for the test.
"""

from __future__ import annotations

import pytest

from rootcause.domain.phi import find_phi


def _found(text: str) -> list[tuple[str, str]]:
    return [(f.kind, text[f.start:f.end]) for f in find_phi(text)]


@pytest.mark.parametrize(("text", "expected"), [
    ("Ato Girma Tadesse received two doses of paracetamol within the hour.", ("person_name", "Ato Girma")),
    ("Ibu Dewi Lestari, the caregiver, said the patient had vomited.", ("person_name", "Ibu Dewi")),
    ("The family asked that Md. Rafiqul Hasan be moved nearer the prayer room.", ("person_name", "Md. Rafiqul")),
    ("Puan Rohani fell in the bathroom at 03:00.", ("person_name", "Puan Rohani")),
    ("Her MyKad number 450712-08-5516 was pasted into the description.", ("national_id", "450712-08-5516")),
    ("CPF 529.982.247-25 is visible on the consent photo.", ("national_id", "529.982.247-25")),
    ("The night gap was covered by Brennan and O'Sullivan after the agency shift fell through.",
     ("person_name", "O'Sullivan")),
    ("阿美族的巴奈·伊斯阿嬤拒絕輸血。", ("person_name", "巴奈·伊斯")),
    ("泰籍病人宋猜（Somchai）的家屬未被告知。", ("person_name", "宋猜（Somchai）")),
    ("2013年初，黃妻因發燒入院。", ("person_name", "黃妻")),
    ("林淑芬依其職務對住民負有照顧義務。", ("person_name", "林淑芬")),
])
def test_each_is_found(text, expected):
    assert expected in _found(text), _found(text)


@pytest.mark.parametrize("text", [
    "放置 16 Fr Foley 導尿管，尿量每小時 30 mL。",
    "一位將近九十歲的婦人一週內跌倒兩次。",
    "St John Ambulance volunteers helped move patients; parking on the King George side was closed.",
    "The Jackson Rees circuit was set up incorrectly in recovery.",
    "The failure to report deaths to Coroners was discussed.",
    "喬治·華盛頓大學的研究與約翰·霍普金斯醫院的指引都被引用。",
    "潘生丁（Dipyridamole）給藥時間錯誤；藥品（Panadol）已給。",
    "夫妻兩人一起到院，Reviewed by Pharmacy and Estates.",
])
def test_their_look_alikes_stay_writable(text):
    assert find_phi(text) == [], text
