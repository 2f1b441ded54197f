"""Forms of the fifty-second round (issue 17), each in sentences written for these tests: a party to a case named
after its role, a Medicare number or a PPS number further from its label, an address's dots typed as commas, a name
in Hebrew, Georgian or an Indic script, pinyin in lower case before a bed, 白壽 this year, the compound surname 亓官,
letters an Ogham space apart or each in brackets, a name in decimal ASCII, a lower-case title before particles; and
what stays no one: a firm that is a party, a place said to be a nursing home (but not a person who lives in one), a
dose that looks like a PPS number, a greeting in Hindi, a wish of 白壽, a word spelled in ASCII, answer options in
brackets.
"""

from __future__ import annotations

import pytest

from rootcause.domain.phi.detect import find_phi


def kinds(text: str) -> set[str]:
    return {f.kind for f in find_phi(text)}


@pytest.mark.parametrize(("text", "kind"), [
    ("The board found that Respondent Wakeling had not documented the count.", "person_name"),
    ("The appeal of Petitioner Ostrowski was dismissed in March.", "person_name"),
    ("Tamsin Varga was a nursing home resident for six years.", "person_name"),
    ("The Medicare claim failed because the number typed was for someone else: 7GH3TN5AW28.", "national_id"),
    ("The public services card was photographed and 1234567TA went into the notes.", "national_id"),
    ("Please copy in kiri_tane(a)outlook,com about the meeting.", "email"),
    ("Discharge letter addressed to Mrs שפירא by mistake.", "person_name"),
    ("Family wrote it down for us: ნინო ბერიძე, side room 4.", "person_name"),
    ("pt name: अनिल कुमार, bay 3, NEWS 5.", "person_name"),
    ("lin jia hao bed 12 K 3.0 pls repeat", "person_name"),
    ("病人今年白壽，家屬希望不要插管。", "age_over_89"),
    ("病人亓官靖今晨拔除鼻胃管。", "person_name"),
    ("Name spaced so search misses it: R\u1680u\u1680a\u1680i\u1680r\u1680i Kerehoma, bed 5.", "person_name"),
    ("Mrs [O][k][o][n][k][w][o] was given the wrong tray.", "person_name"),
    ("Name in ASCII codes: 84 97 109 97 116 101 97 – the one in bay 2.", "person_name"),
    ("mr de la fuente-arriaga fell again overnight", "person_name"),
])
def test_an_identifier_of_the_round_is_found(text, kind):
    assert kind in kinds(text)


@pytest.mark.parametrize("text", [
    "Petitioner, Greenvale Care, Inc., is a skilled nursing facility in Ohio.",
    "Ashdown Lodge is a nursing home next to the community hospital.",
    "PPS number to be checked; heparin 1000000U stock was recounted.",
    "The patient said नमस्ते to the night nurse and settled.",
    "The Respondent Board issued its order in June.",
    "long term bed 3 plan agreed at the huddle",
    "祝福長輩白壽快樂，活動照常舉行。",
    "Answer options (a)(b)(c) were all accepted on the audit form.",
    "ASCII codes 72 101 108 108 111 were used in the training example.",
])
def test_a_sentence_of_the_round_without_an_identifier_stays_writable(text):
    assert find_phi(text) == []
