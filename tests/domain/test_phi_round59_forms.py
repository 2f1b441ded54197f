"""Shapes of the fifty-ninth round (issue 17: published set 48 and blind set 59), each in sentences written for these
tests: a name no list knows in apposition with an age or an origin; bare initials; a resident's street; a sex and an
age in Chinese with a slash; a plate after a bare "plate"; a patient's own pump's serial;
a card number over two lines; entities inside markup; a romanised name in a path or a file; a lower-case hashtag; a
role's title before a word that is a name; a carer's given name before 阿姨; a grandparent before a full name. And
what stays no one: a place before an age, a death's date after a birth, a kin word before a bracket, a campaign tag,
a bone plate's size, a word in apposition with kin.
"""

from __future__ import annotations

import pytest

from rootcause.domain.phi.detect import find_phi
from rootcause.domain.phi.names_in_hashtags import names_a_person


def kinds(text: str) -> set[str]:
    return {f.kind for f in find_phi(text)}


@pytest.mark.parametrize(("text", "kind"), [
    ("Zeynura, a 31-year-old woman, was moved to the labour ward.", "person_name"),
    ("Tawhiri, a native of Ruatoria, was admitted after the fall.", "person_name"),
    ("The unit head, R K Bhandwalkar, told the inquiry the roster was short.", "person_name"),
    ("The 79-year-old, of Cresswell Road, in Hathern, died two days later.", "address"),
    ("交班：女/95，髖關節術後，夜間躁動。", "age_over_89"),
    ("The van, plate LM21 XPT, blocked the ambulance bay for ten minutes.", "vehicle_plate"),
    ("She wore her own insulin pump on admission. After the occlusion it was removed and sent off; serial number "
     "QX4471093T was logged with the manufacturer.", "device_serial"),
    ("card 4556 7375\n8689 9855", "account_number"),
    ('<p>Next of kin: wife <b>Ao&iacute;fe Ni&#39;Dhuibhir</b>, call after 18:00.</p><p>Bed 4: nil by mouth.</p>'
     '<p>Bed 5: for discharge.</p>', "person_name"),
    ("PACS link https://pacs.example.tw/viewer/patients/hsieh-yu-wen/ct-2031 was shared.", "person_name"),
    ("Photo IMG_2291_lin-jiahao_heel.jpg uploaded to the ward folder.", "person_name"),
    ("Someone posted #prayersforsiobhan on the unit page.", "person_name"),
    ("Staff Nurse Hope reported the pump alarm twice overnight.", "person_name"),
    ("Joy, the patient's niece, asked for the notes.", "person_name"),
    ("Consent signed by K.J. O'Halloran-Baptiste at 09:10.", "person_name"),
    ("由看護秀蘭阿姨協助翻身。", "person_name"),
    ("家屬貼文：還我外婆陳淑芬公道。", "person_name"),
])
def test_an_identifier_in_this_rounds_shapes_is_found(text, kind):
    assert kind in kinds(text)


@pytest.mark.parametrize("text", [
    "In Hathern, a 79-year-old man was found on the floor.",
    "The baby was born in poor condition and died on 3 March 2021.",
    "阿嬤（個案配偶）78 歲，表示近來睡不好。",
    "Staff shared #hellomynameis and #stopthepressure posters.",
    "A 3.5 mm locking plate was used for the distal radius.",
    "Recovery, the patient's daughter said, was slow.",
    "男/女 比例為 90/100。",
])
def test_look_alikes_of_this_round_stay_writable(text):
    assert find_phi(text) == []


@pytest.mark.parametrize(("tag", "named"), [
    ("getwellsoonmaddie", True), ("prayersforgracieokafor", True), ("handhygieneday", False),
    ("worldsepsisday", False), ("hellomynameis", False), ("fallsprevention", False),
])
def test_a_hashtag_names_someone_only_when_it_ends_in_a_given_name(tag, named):
    assert names_a_person(tag) is named


@pytest.mark.parametrize("text", [
    "Finn, an energetic 14-year-old, had pain in his side for two days.",
    "Ruth Baker was excited to be going home on Friday.",
    "Staff said that Ngubane’s wounds were never dressed.",
    "Thandeka recounted the night in the corridor.",
])
def test_round_sixty_one_shapes_are_found(text):
    assert "person_name" in kinds(text)


def test_a_place_before_a_health_centre_is_no_one():
    assert find_phi("She was found on the floor at Jan Kempdorp community health centre.") == []


@pytest.mark.parametrize(("text", "kind"), [
    ("Mrs [REDACTED] (née Kowalczyk) asked about her husband's meals.", "person_name"),
    ("MR O'DONOVAN – FASTING FROM 02:00", "person_name"),
    ("Revision knee arthroplasty. The explanted tibial tray, serial 7QZ-55120-A, was returned.", "device_serial"),
    (r"Photos saved to S:\Quality\Wounds\2024\mensah_abena_sacrum\ on the shared drive.", "person_name"),
])
def test_round_sixty_two_shapes_are_found(text, kind):
    assert kind in kinds(text)


@pytest.mark.parametrize("text", ["MS TEAM REVIEW AT 14:00", "DR ORDERS REVIEWED ON ROUND",
                                  r"Audit saved to C:\Users\Public\Documents\falls_audit.xlsx for the team."])
def test_capitals_after_a_title_that_are_words_and_a_shared_path_are_no_one(text):
    assert find_phi(text) == []


@pytest.mark.parametrize("text", ["退款請匯至台灣銀行 004-5521-8890-1234，戶名同病人。",
                                  "The refund was paid into 06-0501-0123456-00 on Friday."])
def test_an_account_after_a_transfers_verb_is_found(text):
    assert "account_number" in kinds(text)


def test_a_transfer_to_a_ward_with_a_date_stays_writable():
    assert find_phi("Transferred to ward 7 at 10:30 on 2024-01-01; bed 12 of 30.") == []
