"""A number after its label, disguised: look-alike letters, a label spelled with marks, foreign ID shapes spaced
any way, odd date separators, e-mail addresses with bracketed at and dot (issue 17). The team's own examples."""

from __future__ import annotations

import pytest

from rootcause.domain.phi.detect import find_phi


@pytest.mark.parametrize(("text", "kind"), [
    ("MRN 3O7S2l9 was on the wrong request", "medical_record"),
    ("D.O.B lO/O4/l95l per the family", "date_of_birth"),
    ("病歷號 O4Z7l35 的檢體貼錯", "medical_record"),
    ("M.R.#: 5520913 re the missed scan", "medical_record"),
    ("m-r-n 00715522 on the wristband", "medical_record"),
    ("D0B: 14 Mar 1950", "date_of_birth"),
    ("DOB 14·03·1950 on the consent", "date_of_birth"),
    ("SSN 432/71/5519 on the claim form", "national_id"),
    ("NRIC t-071-5522-d copied to the note", "national_id"),
    ("NI number ZZ 98 76 54 A on the sheet", "national_id"),
    ("NHI QKT4471 on the label", "medical_record"),
    ("contact r.hale.home(at)yahoo(.)com after discharge", "email"),
    ("電郵 wu.meiyu【at】hotmail．com", "email"),
])
def test_a_disguised_number_or_address_after_its_label_is_refused(text, kind):
    assert kind in [f.kind for f in find_phi(text)]


@pytest.mark.parametrize("text", [
    "MRN: Oliver ward has no printer",
    "phone: bleep 2234 for the registrar",
    "The fin was 3 cm; NI number not needed",
    "DOB field left blank on the form",
    "Lot BB2O-1147 recalled; see the pharmacy bulletin",
])
def test_words_and_codes_after_a_label_stay_writable(text):
    assert find_phi(text) == []


@pytest.mark.parametrize(("text", "kind"), [
    ("UR 5583017 sent to the wrong ward", "medical_record"),
    ("PPSN 8812345TA on the referral", "national_id"),
    ("Medicare no. 2298103376 on the claim", "national_id"),
    ("DOB 12~05~1944 in the GP letter", "date_of_birth"),
    ("MRN three-niner-one-one-four-seven-two over the radio", "medical_record"),
    ("date of birth recorded as 02/11/1950 on the wristband", "date_of_birth"),
])
def test_more_labels_separators_and_words_between_a_label_and_its_number_are_read(text, kind):
    assert find_phi(text) != []


@pytest.mark.parametrize("text", [
    "Your 3 options; ur 2 late; CHI is 5; Medicare rules apply",
    "date of birth recorded as unknown; admitted 02/11/2024",
])
def test_those_labels_without_their_number_stay_writable(text):
    assert find_phi(text) == []
