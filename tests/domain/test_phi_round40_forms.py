"""Forms the fortieth blind round and the thirtieth published round showed (issue 17), each in sentences written for
these tests: who is named, and the places, products and offices that are no one.
"""

from __future__ import annotations

import pytest

from rootcause.domain.phi.detect import find_phi


def kinds(text: str) -> set[str]:
    return {f.kind for f in find_phi(text)}


@pytest.mark.parametrize("text", [
    "Manitoba is the only province that publishes every coroner's recommendation.",
    "Last year Queensland Health issued a safety notice on bed rails.",
    "Tasmania's chief medical officer wrote to every hospital.",
    "Place of death: Royal Infirmary, 51 Little France Crescent, Edinburgh",
    "臺中醫院（台中市三民路一段199號）表示將檢討流程。",
    "After the diagnosis she was referred to Maggie's for counselling.",
    "Kylie sheet and two pads changed at 04:00, skin intact.",
    "The Coroners Court of Victoria's annual report lists the deaths reviewed.",
    "Management said he had been suspended pending the review.",
    "Three spaces\U000e0020\U000e0020\U000e0020hidden between words say nothing.",
])
def test_places_products_offices_and_empty_fillers_are_no_one(text):
    assert find_phi(text) == []


@pytest.mark.parametrize(("text", "kind"), [
    ("Marisol, then 41 years of age and otherwise well, collapsed at work.", "person_name"),
    ("On 3 March 2019, Hill went into labour at home.", "person_name"),
    ("Bates gave birth in the ambulance bay.", "person_name"),
    ("The family never saw Robertson's final recommendations.", "person_name"),
    ("Johns says she would have asked for a second opinion.", "person_name"),
    ("附件為查核結果，如有疑問請來信。病安組 笪明蓉 敬上", "person_name"),
    ("高峰 先生今日出院，衛教已完成。", "person_name"),
    ("家屬 軒轅嘉慧 要求影印病歷。", "person_name"),
    ("Bed 6 is Adaeze Ɓello, post-op day 1.", "person_name"),
    ("Falls review for Tama **Ka**wha**ru** — see checklist.", "person_name"),
    ("Falls review, nothing to add." + "".join(chr(0xE0000 + ord(c)) for c in "Rangi Parata"), "person_name"),
    ("NHS no: 9|4|3|4|7|6|5|9|1|9 (typed with bars)", "medical_record"),
    ("Prison number B1234CD, escorted by two officers.", "id_number"),
    ("Admitted from the care home, aet. 96, lives with her son.", "age_over_89"),
    ("DOB on his passport: 2 Muharram 1362, to convert.", "date_of_birth"),
    ("born 12 Poutūterangi 1931 per the whānau", "date_of_birth"),
    ("mail de la hija: rosa.quispe arroba gmail punto com", "email"),
])
def test_what_this_round_wrote_is_found(text, kind):
    assert kind in kinds(text), text
