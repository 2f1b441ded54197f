"""Shapes of the seventy-first round (issue 17: audit 32, findings 6 to 8), each in a sentence written for this test:
the neighbours of round 69's labels (a staff card in brackets or by another name, an audit trail's operator, a
login after a verb's "by" or before 登入, a record link's patient query, a requisition, a bill, a claim, a
prescription's number), and what stays no one (a lab's extension, an analyser's number, a ledger code, a
workstation's name, a login a sentence denies is shared).
"""

from __future__ import annotations

import pytest

from rootcause.domain.phi.detect import find_phi


def kinds(text: str) -> set[str]:
    return {f.kind for f in find_phi(text)}


@pytest.mark.parametrize(("text", "kind"), [
    ("His swipe card (no. 70412) opened the fridge at 03:00.", "staff_id"),
    ("The agency nurse's smart card 70412 was used twice.", "staff_id"),
    ("門禁卡 70412 於凌晨開啟藥櫃。", "staff_id"),
    ("稽核軌跡：執行者：R70412 取消了警示。", "staff_id"),
    ("操作者：70412 在 02:10 修改了紀錄。", "staff_id"),
    ("Operator ID 70412 acknowledged the alarm without looking.", "staff_id"),
    ("The dose was countersigned by kpl7041 before it was drawn up.", "staff_id"),
    ("藥師以 kpl7041 登入後核准了醫囑。", "staff_id"),
    ("We have no shared login, so user ID kpl7041 was the pharmacist's own.", "staff_id"),
    ("The link https://emr.example.net/viewer?patient=40021187 opened the wrong chart.", "medical_record"),
    ("She opened https://emr.example.net/chart.aspx?id=40021187 at the bedside.", "medical_record"),
    ("The tube with req no. 25330814 was never received.", "medical_record"),
    ("The claim number 770215533 was rejected twice.", "medical_record"),
    ("處方箋號碼 25330814 被重複調劑。", "medical_record"),
    ("批價單號 70021553 收費錯誤。", "medical_record"),
    # (a login made of an initial and a surname that is a word too)
    ("The heparin order was entered by user rfisher at 02:10.", "person_name"),
    ("Override logged under login kwalker.", "person_name"),
])
def test_a_neighbour_of_a_known_label_is_refused(text, kind):
    assert kind in kinds(text), text


@pytest.mark.parametrize("text", [
    "Call the lab on extension 4417 for critical results.",
    "Ring the lab number, 5521, when a potassium is above 6.",
    "Lab #2048 analyser was out of service overnight.",
    "The pumps were charged to account GL6020 in the capital budget.",
    "The user PC2231 workstation in the medication room froze twice.",
    "Staff log in with the login station on each ward.",
])
def test_an_extension_an_analyser_a_ledger_code_and_a_workstation_are_no_one(text):
    assert not find_phi(text), find_phi(text)


def test_a_long_hyphened_run_is_walked_once(monkeypatch):
    """Audit 32, finding 9: every hyphen of one run led back to the same start and walked the run again (100,000
    characters of "Aa-" took minutes). Now a run is tried once."""
    from rootcause.domain.phi import slugs

    tried = []
    slug = slugs._SLUG

    class Counting:
        def match(self, text: str, pos: int):
            tried.append(pos)
            return slug.match(text, pos)

    monkeypatch.setattr(slugs, "_SLUG", Counting())
    text = "Aa-" * 3_000 + " and well-known"
    list(slugs.names_in_slugs(text, text.lower()))
    assert tried == [0, text.index("well")]
