"""Identifiers in a pasted table's columns, in hex or Base64, and an ID typed with look-alike letters (issue 17).

The examples are the team's own, written for these rules; none comes from a dev or held-out set.
"""

from __future__ import annotations

import base64

import pytest

from rootcause.domain.phi.detect import find_phi


def found(text: str) -> list[tuple[str, str]]:
    return [(f.kind, text[f.start : f.end]) for f in find_phi(text)]


@pytest.mark.parametrize(("text", "expected"), [
    ("| bay | surname | issue |\n|---|---|---|\n| 3 | Whakaue | fall |\n| 4 | — | — |",
     [("person_name", "Whakaue")]),
    ("bed,name,problem; 7,Tuilagi,missed dose; 8,Okafor,late antibiotics",
     [("person_name", "Tuilagi"), ("person_name", "Okafor")]),
    ("| 床號 | 姓名 | 生日 |\n|---|---|---|\n| 7B-11 | 賴ㄧ欣 | 41.05.09 |",
     [("person_name", "賴ㄧ欣"), ("date_of_birth", "41.05.09")]),
    ("Name\tDOB\nMereana Tipoki\t1939-08-14", [("person_name", "Mereana Tipoki"), ("date_of_birth", "1939-08-14")]),
])
def test_a_cell_under_a_header_that_names_an_identifier_is_one(text, expected):
    assert found(text) == expected


@pytest.mark.parametrize("text", [
    "| bed | name |\n|---|---|\n| 4 | Patient A |\n| 5 | N/A |",  # placeholders
    "time,event,owner\n0300,pump alarm,nurse\n0310,reset,charge nurse",  # no header that names a person
    "| Time | Event |\n|---|---|\n| 03:00 | Alarm silenced |",
])
def test_placeholders_and_tables_without_such_a_header_stay_writable(text):
    assert find_phi(text) == []


def test_a_name_in_hex_or_in_base64_of_chinese_is_read_as_a_name():
    hidden = b"Ngaire Whitlock".hex()
    assert [k for k, _ in found(f"pt ref {hidden} (bed 9) for the falls review")] == ["person_name"]
    zh = base64.b64encode("賴怡欣".encode()).decode()
    assert [k for k, _ in found(f"交班備註（base64）：{zh}，今晚要抽血糖。")] == ["person_name"]


@pytest.mark.parametrize("text", [
    "Deployed build 3f2a9c1d7e8b4a6f0c5d last night.",  # a hash is no readable text
    "Lot 0a1b2c3d4e5f6a7b expired.",
    "UUID 550e8400-e29b-41d4-a716-446655440000 in the log.",
])
def test_hashes_and_ids_in_hex_stay_writable(text):
    assert find_phi(text) == []


def test_a_taiwanese_id_typed_with_greek_and_cyrillic_look_alikes_is_refused():
    assert [k for k, _ in found("身分證字號Ε22З04Ο817（已核對）")] == ["national_id"]
