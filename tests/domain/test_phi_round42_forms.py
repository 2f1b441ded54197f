"""Forms the forty-second blind round showed (issue 17), each in sentences written for these tests: numbers after
the labels of other countries' schemes, a German birth label, a number read with "treble", an age in Roman numerals
after a longer label, a texter naming themselves, one encoded space in a link; and the operations, diseases and
scholars' models named after people, which are no one.
"""

from __future__ import annotations

import pytest

from rootcause.domain.phi.detect import find_phi


def kinds(text: str) -> set[str]:
    return {f.kind for f in find_phi(text)}


@pytest.mark.parametrize(("text", "kind"), [
    ("Her ABHA number 71-2204-9981-3306 was typed into the allergy field.", "national_id"),
    ("NDIS participant no. 512 904 377 – plan manager to be told.", "national_id"),
    ("Custody gave the PNC number 19/552031K for the records.", "national_id"),
    ("Verlegungsbrief: Pat. geb. 03.11.1941, Sturz zu Hause.", "date_of_birth"),
    ("Son's mobile: oh seven nine double three treble eight four two one.", "phone"),
    ("Age on the admission form: XCII – entered as a code by mistake.", "age_over_89"),
    ("Text to the ward phone: hi it's Tavita, dads nephew, is he allowed visitors", "person_name"),
    ("Link pasted in the chat: /pas/find?q=Marama%20Tuhiwai&ward=4", "person_name"),
])
def test_labels_readings_and_encodings_of_this_round_are_read(text, kind):
    assert kind in kinds(text)


@pytest.mark.parametrize("text", [
    "Day 2 after an Ivor Lewis oesophagectomy; epidural working well.",
    "Austin Moore hemiarthroplasty booked for the morning list.",
    "History of Ménière's disease and Behçet's, both stable.",
    "We framed the review with Reason's model and Vincent's framework.",
    "Hello, this is Pharmacy calling about the TTO for bed 4.",
])
def test_operations_diseases_and_models_named_after_people_are_no_one(text):
    assert find_phi(text) == []


@pytest.mark.parametrize(("text", "name"), [
    ("“Nobody listened,” says Frost, who drove her to the hospital.", "Frost"),
    ("Frost says her father waited nine hours on a trolley.", "Frost"),
    ("Since then, Frost and her family have written to the minister.", "Frost"),
    ("Okonedo was a mother of two and a volunteer at the food bank.", "Okonedo"),
    ("Maude was housebound and received care twice a day.", "Maude"),
])
def test_published_narrative_names_a_person_by_what_the_sentence_says_of_them(text, name):
    assert name in [text[f.start:f.end] for f in find_phi(text)]


@pytest.mark.parametrize("text", [
    "HALIFAX, NOVA SCOTIA — The province will review emergency wait times.",
    "Betsi Cadwaladr health board apologised for the delays.",
    "The Trust and her family met to agree the terms of reference.",
])
def test_datelines_and_bodies_named_after_people_are_no_one(text):
    assert find_phi(text) == []


@pytest.mark.parametrize(("text", "kind"), [
    ("SS# 412557809 was typed into the allergy box.", "national_id"),
    ("Centrelink CRN 318 224 607J copied onto the transfer form.", "national_id"),
    ("SSN: cuatro uno dos, cinco cinco, siete ocho cero nueve (read out in Spanish).", "national_id"),
    ("She was in her late nineties and still lived alone.", "age_over_89"),
])
def test_us_and_australian_labels_and_a_late_decade_of_life_are_read(text, kind):
    assert kind in kinds(text)


@pytest.mark.parametrize("text", [
    "Residents in their nineties were most of the falls this quarter.",
    "Patient in her nineties, two falls this month.",
    "The Lorenzo PAS was down for two hours; paper forms used.",
    "Bruise over the Adam's apple after the fall.",
])
def test_a_decade_alone_a_record_system_and_an_anatomical_eponym_are_no_one(text):
    assert find_phi(text) == []


def test_a_taiwan_landline_with_its_country_code_but_no_plus_is_a_phone():
    assert "phone" in kinds("Call his son in Tainan at 886-6-2741-9035 after work.")


@pytest.mark.parametrize("text", [
    "妹妹今天退燒，食慾變好。",
    "姜黃素 與 Warfarin 併用後 INR 上升。",
])
def test_kin_a_nurse_calls_a_child_by_and_turmeric_are_no_one(text):
    assert find_phi(text) == []


@pytest.mark.parametrize(("text", "name"), [
    ("The claim says young Hendricks developed sepsis after the operation.", "Hendricks"),
    ("The executrix of Okoro brought the action two years later.", "Okoro"),
    ("DELACROIX, J., delivered the opinion of the court.", "DELACROIX"),
    ("“The pump was never checked,” said attorney R.T. Mills.", "Mills"),
    ("Nguyen was undergoing a biopsy when the bleeding started.", "Nguyen"),
])
def test_court_and_press_narrative_names_a_person_by_their_part_in_it(text, name):
    assert name in [text[f.start:f.end] for f in find_phi(text)]


@pytest.mark.parametrize("text", [
    "The Attorney General ordered a fresh inquest into the death.",
    "The Oakdale Herald reported the ward closure on Friday.",
    "Judgment for the clients of Marsh, Fenwick and Hale, P.C. was upheld.",
    "little Ward 3 was closed for cleaning.",
])
def test_offices_newspapers_and_firms_are_no_one(text):
    assert find_phi(text) == []
