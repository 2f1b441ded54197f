"""What the fifty-sixth round showed (issue 17), each in sentences written for these tests.

Found: a surname with a short capitalised prefix after a title (DeGuerre, LeBlanc), a given name right after 名字 or
名叫 with nothing more, a birth date after 西元, a patient's own "I'm 95", a lower-case given name before a
capitalised surname, two names in brackets after the relatives they are, a name band's or lock screen's name, a
board's surname before an age and a sex, a party to a case named before the role in commas, a birth date in words
after a long label. No one: an eponym's score in the plural, a model named like a person (a Sara Plus), an acronym
before an age and a sex, a birth cohort with 以前 after it.
"""

from __future__ import annotations

import pytest

from rootcause.domain.phi.detect import find_phi


def _names(text: str) -> list[str]:
    return [text[f.start:f.end] for f in find_phi(text) if f.kind == "person_name"]


@pytest.mark.parametrize(("text", "name"), [
    ("Mr DeLuca was reviewed on the ward round.", "DeLuca"),
    ("Later that night Ms. LeBlanc fell in the bathroom.", "LeBlanc"),
    ("Dr DiMaggio was not paged about the potassium.", "DiMaggio"),
])
def test_a_surname_with_a_capitalised_prefix_after_a_title_is_found_whole(text, name):
    assert any(name in found for found in _names(text))


def test_a_full_name_owning_a_walking_aid_is_the_owners_not_a_makers():
    assert _names("Ailsa MacInnes's walking frame was left out of reach overnight.")


@pytest.mark.parametrize("text", [
    "家屬只說名字 芷晴，沒有給姓氏。",
    "病人名叫宥廷。",
])
def test_a_given_name_right_after_the_word_for_a_name_is_found(text):
    assert _names(text)


@pytest.mark.parametrize("text", [
    "名字寫錯，已請病歷室更正。",
    "名字相同的兩位病人請加註床號。",
])
def test_the_word_for_a_name_before_ordinary_words_is_no_one(text):
    assert find_phi(text) == []


def test_a_birth_date_after_xiyuan_is_found_in_digits_and_in_numerals():
    for text in ("出生：西元一九五二年七月三日", "生日 公元1952年7月3日"):
        assert [f.kind for f in find_phi(text)] == ["date_of_birth"], text
    assert find_phi("本辦法自西元2019年起實施。") == []


def test_a_patients_own_words_giving_an_age_over_89_are_found():
    assert [f.kind for f in find_phi("She told the nurse: 'I am 96 and I can manage.'")] == ["age_over_89"]
    assert find_phi("I'm 95% sure the dose was checked.") == []
    assert find_phi("I am 92 kg on the ward scales.") == []


def test_a_lower_case_given_name_before_a_capitalised_surname_is_found():
    assert _names("Next of kin — husband, gareth Pritchard-Evans, mobile on file.")


def test_two_names_in_brackets_after_the_relatives_they_are_are_found():
    assert _names("Her two daughters (Siobhan and Aoife) asked about the scan.")


@pytest.mark.parametrize("text", [
    "The photo showed her name band reading OYELARAN, FOLASADE.",
    "Name on the lock screen: 'Ciaran'.",
])
def test_a_name_read_off_a_band_or_a_screen_is_found(text):
    assert _names(text)


def test_a_boards_surname_before_an_age_and_a_sex_is_found_but_an_acronym_is_no_one():
    assert _names("Majors board: 'PAPADOPOULOU K 79F' moved to resus.")
    assert _names("Adeyemi 72F waiting for a bed.")
    assert find_phi("COPD 67M waiting for a bed.") == []


def test_a_party_to_a_case_named_before_the_role_in_commas_is_found():
    assert _names("Marguerite, the infant plaintiff, was delivered by emergency section.")


def test_a_birth_date_in_words_after_a_long_label_is_found():
    text = "The referral gave the date of birth written out in words: the third of May, nineteen thirty-one."
    assert [f.kind for f in find_phi(text)] == ["date_of_birth"]


@pytest.mark.parametrize("text", [
    "Baby delivered by forceps; Apgars 8 and 9.",
    "Use the Sara Plus or the hoist for transfers until the ward's stand aid is repaired.",
])
def test_plural_scores_and_models_are_no_one(text):
    assert find_phi(text) == []


def test_a_birth_cohort_with_yiqian_after_it_is_no_one_wherever_a_rewritten_number_stands_before_it():
    """A number written in words (第五次) is read again in digits in a stretch around it; what follows the stretch
    (以前, making 48 年次 a band) must still be read, however far the cohort stands from the number."""
    for pad in range(30, 90):
        text = "本規定第五次修訂" + "，" * pad + "對象為（民國 48 年次以前出生）者。"
        assert find_phi(text) == [], pad
