"""PHI guard, issue 17: Japanese honorific suffixes and kana names, a name quoted on a label, an @ written as one HTML
code, Chinese names after a student's or a migrant worker's word, 老 and 阿 nicknames where wards use them, and family
plurals that are brands or eponyms. Every name here is invented for the test.
"""

from __future__ import annotations

import pytest

from rootcause.domain.phi import find_phi


def _found(text: str) -> list[tuple[str, str]]:
    return [(f.kind, text[f.start:f.end]) for f in find_phi(text)]


@pytest.mark.parametrize(("text", "expected"), [
    ("Watanabe-san from the endoscopy unit found the loose connector.", ("person_name", "Watanabe-san")),
    ("病人是日本人，名字寫成平假名是さとう はなこ。", ("person_name", "さとう はなこ")),
    ("The sample was labelled only 'Selvi' and the lab rejected it.", ("person_name", "Selvi")),
    ("Send the log to t.nkosi&#64;healthmail.co.za today.", ("email", "t.nkosi&#64;healthmail.co.za")),
    ("接電話的是實習護生林若瑜，她沒有轉告學姊。", ("person_name", "林若瑜")),
    ("傳送員老賴說點滴架卡在電梯門。", ("person_name", "老賴")),
    ("傳送組的阿輝推著病床離開。", ("person_name", "阿輝")),
])
def test_each_is_found(text, expected):
    assert expected in _found(text), _found(text)


@pytest.mark.parametrize("text", [
    "The Stevens-Johnson syndrome reaction was put down to carbamazepine.",
    "The Philips monitor at bedside 9 had adult alarm limits.",
    "老人家跌倒後由家屬陪同；的阿斯匹靈已停用。",
    "The anti-inflammatory drug was held; follow-up at ICU.",
])
def test_their_look_alikes_stay_writable(text):
    assert find_phi(text) == [], text


def test_a_family_plural_with_a_familys_verb_is_still_people():
    assert ("person_name", "Lindqvist") in _found("the Lindqvists asked for a meeting")
