"""Officials named by their office, record forms of a name, and Japanese names in Chinese notes (issue 17).

The examples are the team's own, written for these rules; none comes from a dev or held-out set.
"""

from __future__ import annotations

import pytest

from rootcause.domain.phi.detect import find_phi


def kinds(text: str) -> list[str]:
    return [f.kind for f in find_phi(text)]


@pytest.mark.parametrize("text", [
    "Acting Commissioner Heather Tolland released the opinion on Monday.",
    "This opinion is issued by Heather Tolland, Deputy Health and Disability Commissioner.",
    "Ombudsman Heather Tolland found the complaint justified.",
])
def test_an_official_named_beside_an_office_is_a_name(text):
    assert "person_name" in kinds(text)


@pytest.mark.parametrize("text", [
    "The Health and Disability Commissioner recommended a written apology.",
    "The Ombudsman found the complaint justified.",
])
def test_an_office_alone_names_no_one(text):
    assert find_phi(text) == []


@pytest.mark.parametrize(("text", "kind"), [
    ("Passport no. M7391046 was copied for the interpreter booking.", "national_id"),
    ("The request form read 'T. Adeyemi-Cole' and the band another name.", "person_name"),
    ("Band read 'OKORIE, Chinedu' but the sample said otherwise.", "person_name"),
])
def test_record_forms_of_a_number_or_a_name_are_refused(text, kind):
    assert kind in kinds(text)


def test_the_registers_placeholder_in_quotes_is_no_name_but_the_same_words_as_a_subject_are():
    assert find_phi("Registered as 'John Doe' at triage until the family arrived.") == []
    assert kinds("John Doe was admitted to the ward in April.") == ["person_name"]


@pytest.mark.parametrize("text", [
    "日籍旅客高橋美咲在候診區昏倒。",
    "病人渡邊表示對顯影劑過敏。",
    "田中さん說他沒有過敏史。",
    "市民祁玉於去年入院治療。",
])
def test_a_japanese_surname_or_a_person_a_news_report_names_is_refused(text):
    assert "person_name" in kinds(text)


@pytest.mark.parametrize("text", [
    "民眾反映急診等候時間過長。",
    "長者跌倒後由救護車送醫。",
    "藤田保健衛生大學的研究指出跌倒風險。",
])
def test_news_words_and_a_university_named_after_a_surname_name_no_one(text):
    assert find_phi(text) == []


@pytest.mark.parametrize(("text", "kind"), [
    ("The nurse with employee no. 77120 was interrupted three times.", "staff_id"),
    ("員工編號K30815的藥師未覆核劑量。", "staff_id"),
    ("Badge #B4402 swiped into the drug room at 02:10.", "staff_id"),
])
def test_a_staff_number_after_its_label_is_refused_as_one(text, kind):
    assert kinds(text) == [kind]


def test_staff_numbers_in_general_stay_writable():
    assert find_phi("Staff numbers on the night shift were below the agreed ratio.") == []
