"""PHI guard, issue 17: names inside keys, file names, web paths and joined words; names on whiteboards with notes in
brackets, before "who", after a relative set off by commas; colleagues by given name on a Chinese ward; an Indigenous
person's name; Korean IDs; military readings of numbers; and the look-alikes that stay writable. Every identifier here
is invented for the test (check digits computed for it).
"""

from __future__ import annotations

import pytest

from rootcause.domain.phi import find_phi


def _names(text: str) -> list[str]:
    return [text[f.start:f.end] for f in find_phi(text) if f.kind == "person_name"]


@pytest.mark.parametrize(("text", "name"), [
    ("Open https://intranet.local/rca?patient=Rosalind.Okwu&case=18 for the timeline.", "Rosalind.Okwu"),
    ("log: tag=fall;firstname:Zhanar;lastname:Abenova;unit=4B", "Zhanar"),
    ("Photo attached: skin_Olusegun_Adeyemi_0412.jpg (heel ulcer).", "Olusegun_Adeyemi"),
    ("See https://example.org/residents/mariam-haidari-notes before the meeting.", "mariam-haidari"),
    ("Staff shared #ThinkingOfMrsNakashima after the error.", "MrsNakashima"),
    ("record pt_ref=ChloeDarrowBay2 flagged twice.", "ChloeDarrow"),
])
def test_a_name_inside_a_key_a_file_name_a_path_or_a_joined_word_is_a_name(text, name):
    assert name in _names(text), text


@pytest.mark.parametrize("text", [
    "patient=unknown name=redacted in the export.",
    "Files: report_ICU_Falls_2024.pdf and Ward_Round_Notes.docx were attached.",
    "The IntelliVue MX800 and CareFusion pumps were swapped; see BedsideMonitorSetup.",
])
def test_empty_values_document_names_and_brands_stay_writable(text):
    assert find_phi(text) == [], text


@pytest.mark.parametrize(("text", "name"), [
    ("Board: Bay 3 – Wiśniewska (NBM), Bay 4 – empty.", "Wiśniewska"),
    ("白板：6床鍾（禁食）、7床空床。", "鍾"),
    ("Kanoa Pelesasa, who speaks little English, signed the consent form.", "Kanoa Pelesasa"),
    ("The boy's mother, Leilani Fonoti, was not told of the delay.", "Leilani"),
    ("由惠婷和佩珊在22:10雙人核對並簽名。", "惠婷和佩珊"),
    ("小夜的思妤回報幫浦速率設錯。", "思妤"),
    ("布農族的比令在急診等床超過一天。", "比令"),
    ("韓國籍家屬朴敏浩要求翻譯。", "朴敏浩"),
])
def test_names_where_wards_and_reports_put_them(text, name):
    names = _names(text)
    assert any(name in n or n in name for n in names), (text, names)


@pytest.mark.parametrize("text", [
    "Bed 4 – Empty (cleaning), Bay 2 – Side (isolation).",
    "5床左（側臥），6床空床（清潔中）。",
    "Emergency Department staff, who were busy, missed the alert.",
    "由藥局和病房共同負責核對。",
    "大夜的護理師回報輸液速率異常。",
    "阿美族的傳統在部落很重要。",
    "7床和8床病人姓名相似，已貼上「同名同姓警示」貼紙。",
    "Victoria's Department of Health guidance on safe staffing was cited.",
    "Reference: Cheng Q, Taylor-Adams S, Stanhope N. BMJ 1998;316:1154-7.",
    "牆上有個洞，九點修好；病人拄著拐杖打勾確認。",
])
def test_look_alikes_of_those_places_stay_writable(text):
    assert find_phi(text) == [], text


@pytest.mark.parametrize(("text", "kind"), [
    ("The Korean RRN 750101-1234568 was on the transfer letter.", "national_id"),
    ("家屬手機：洞九么八、兩兩么、四五洞，請回電。", "phone"),
    ("藥品批號A123456789（其實是病人身分證，別理它）。", "national_id"),
    ("DOB (dd/mm/yyyy) 04/07/1951 on the wristband.", "date_of_birth"),
])
def test_numbers_in_other_countries_shapes_readings_and_disguises(text, kind):
    assert kind in [f.kind for f in find_phi(text)], text


def test_a_things_number_stays_a_things_number_when_nothing_says_otherwise():
    assert find_phi("Lot 0912558097 recalled; call the pharmacy phone line for stock.") == []


@pytest.mark.parametrize("text", [
    "未來將持續加強教育訓練，以維病患權益。",
    "修訂Kardex 交班單及Kardex 交班單顏色化。",
])
def test_words_from_published_action_plans_stay_writable(text):
    assert find_phi(text) == [], text
