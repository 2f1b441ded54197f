"""Blind set 66, Chinese, on arrival (session 31): eight clean lines were refused, each for a reason that holds
beyond its line. Each shape here is in a sentence written for this test: a mail client's encoded subject, a road
named after someone, a Taiwanese city in an older spelling after "to" or "from", a kinship word after 阿, a list of
accreditation items, a lens model named twice, a report's serial number; and what stays a person: a romanised name
before 阿伯, a nickname after a role, a name before 路上.
"""

from __future__ import annotations

import pytest

from rootcause.domain.phi.detect import find_phi


@pytest.mark.parametrize("text", [
    "Subject: =?UTF-8?B?6Jel54mp6Yyv6Kqk57Wx6KiI?=\nTo: 各病房護理長",  # (藥物錯誤統計)
    "中正路與民生路口發生車禍，傷患兩名送急診。",
    "The patient was transferred back to Kao-hsiung for rehabilitation.",
    "家屬說阿姨昨晚一直咳嗽，阿伯則睡得很好。",
    "評鑑條文 1.3.2.1 與 2.2.10.4 要求交班時核對過敏史。",
    "人工水晶體型號 MA60AC 全數下架；本院庫存 MA60AC 共 9 片。",
    "植入物異常已完成通報（通報序號 MD-114-0088）。",
])
def test_a_look_alike_of_an_identifier_is_no_one(text):
    assert not find_phi(text), find_phi(text)


@pytest.mark.parametrize("text", [
    "Lîm A-tsuí 阿嬤清晨跌倒，右髖疼痛。",
    "看護阿蓮幫病人翻身時病人跌落。",
    "病人陳志豪路上昏倒後被送到急診。",
    "From: =?UTF-8?B?6aau5ZWf5piO?= <ward7@hosp.example>",  # (a sender's name, decoded: 馬啟明)
])
def test_a_person_beside_those_words_is_still_refused(text):
    assert find_phi(text), text
