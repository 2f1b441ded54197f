"""Identifiers in the forms the thirty-first to thirty-fourth red-team rounds and the twenty-third to twenty-fifth
published sets showed, each beside the look-alike that must stay writable. English: Canadian and Hong Kong addresses,
Welsh streets, names before a ward's bed, Korean names in Hangul, leetspeak and hashtags, names after where they were
written and reported speech; Chinese: birth dates after what a band shows, names after 全名 and 小名, Japanese
surnames, a record's sex and age, chat senders, numbers in hex or grouped numerals. Look-alikes: firms, devices,
instruments, places, programmes and cited authors named like people.

Examples are the team's own (the dev sets in tests/data are measured, not asserted line by line here).
"""

from __future__ import annotations

import pytest

from rootcause.domain.phi.detect import find_phi


def _found(text: str) -> list[tuple[str, str]]:
    return [(f.kind, text[f.start:f.end]) for f in find_phi(text)]


@pytest.mark.parametrize(("text", "kind", "span"), [
    ("Discharged to 1204-88 Queen St W, Toronto M5H 2N2 with no home care.", "address", "1204-88 Queen St W"),
    ("Discharged to 1204-88 Queen St W, Toronto M5H 2N2 with no home care.", "address", "M5H 2N2"),
    ("The card still shows 12 Heol y Bryn, Aberystwyth, so the letter went astray.", "address", "12 Heol y Bryn"),
    ("Little Aroha in paeds bed 6 was given the adult dose.", "person_name", "Little Aroha"),
    ("Mrs 이서연 was admitted twice under two spellings.", "person_name", "이서연"),
    ("pt s1ddh4rth m3hr0tr4 in bay 2 refused obs", "person_name", "s1ddh4rth"),
    ("The complaint came from local part thuytien.nguyen1958 on a private mail server.", "person_name",
     "thuytien.nguyen1958"),
    ("Photo saved as DSC_0412_Tevita-Havili_heel.png on the open drive.", "person_name", "Tevita-Havili"),
])
def test_the_identifier_is_found(text, kind, span):
    assert (kind, span) in _found(text)


@pytest.mark.parametrize("text", [
    "Dr Foster HSMR data for the quarter were shown beside our own review.",
    "Specimen A1C 2B3 was relabelled by the laboratory.",
    "#HandHygieneHeroes and #StopTheBleed posters went up on every ward.",
    "pt in b3d 9 given gluc0gen at 04:00",
])
def test_the_look_alike_stays_writable(text):
    assert _found(text) == []


@pytest.mark.parametrize("text", ["The ward chat was full of #JusticeForMarcusOyelaran all night.",
                                  "Staff shared #PrayForSeanMcGrath after the restraint."])
def test_a_name_run_into_a_hashtag_is_found(text):
    assert any(kind == "person_name" and ("Marcus" in span or "Sean" in span) for kind, span in _found(text))


def test_a_word_in_alternating_case_is_still_read_as_the_name_it_hides():
    assert ("person_name", "fRaNcEsCa mArInO") in _found("pt fRaNcEsCa mArInO in bed 3")


@pytest.mark.parametrize(("text", "kind", "span"), [
    ("手圈出生日期印成民國 62 年 5 月 4 日，與病歷不符。", "date_of_birth", "民國 62 年 5 月 4 日"),
    ("系統出生日期欄位顯示 045/11/30，年齡計算錯誤。", "date_of_birth", "045/11/30"),
    ("兩位住民生日都是 1938 年 2 月 1 日，只用生日核對會出錯。", "date_of_birth", "1938 年 2 月 1 日"),
    ("住民全名林秀桃，夜班只叫她阿嬤。", "person_name", "林秀桃"),
    ("家屬說病人小名阿蘭，叫全名她不會回應。", "person_name", "阿蘭"),
])
def test_the_chinese_identifier_is_found(text, kind, span):
    assert (kind, span) in _found(text)


@pytest.mark.parametrize("text", ["病人住在桃園，出院後回診。", "報導以化名小美稱呼這位病人。"])
def test_the_chinese_look_alike_stays_writable(text):
    assert _found(text) == []


# ------------------------------------------------------------- the twenty-third published set's forms
@pytest.mark.parametrize(("text", "span"), [
    ("The deputy coroner, Harriet Lake, found the death was contributed to by neglect.", "Harriet"),
    ("McAllister criticised the board for not acting on the earlier complaints.", "McAllister"),
    ("放射科主任儲明哲表示，報告延遲與人力有關。", "儲明哲"),
])
def test_the_published_name_is_found(text, span):
    assert any(kind == "person_name" and found.startswith(span) for kind, found in _found(text))


@pytest.mark.parametrize("text", [
    "She lived in a Te Whare Awhina O Tamaki Trust (Te Whare Awhina) facility for two years.",
    "Pharmac recommended funding the newer insulin pump.",
    "彰基表示，系統已恢復正常運作。",
    "我初任彰基外科住院醫師時，學到的第一個診斷。",
    "藥品應儲存於冷藏櫃。",
])
def test_the_published_look_alike_stays_writable(text):
    assert _found(text) == []


# ------------------------------------------------------------- the thirty-second round's forms (English)
@pytest.mark.parametrize(("text", "span"), [
    ("Who moved Dimitrios Papadakis' drip stand? It alarmed for an hour.", "Dimitrios Papadakis"),
    ("The husband, Ji-woo Kang, was not told about the fall until the morning.", "Ji-woo Kang"),
])
def test_the_round32_name_is_found(text, span):
    assert ("person_name", span) in _found(text)


@pytest.mark.parametrize("text", [
    "Two Kelly clamps and one Spencer Wells forceps were missing from the count.",
    "The Kendall SCD sleeves from batch 2319-0047 were taken off the ward.",
])
def test_the_round32_look_alike_stays_writable(text):
    assert _found(text) == []


# ------------------------------------------------------------- the thirty-second round's forms (Chinese)
@pytest.mark.parametrize(("text", "kind", "span"), [
    ("日本觀光客鈴木花子於大廳跌倒，已送急診。", "person_name", "鈴木花子"),
    ("病人之保險單號 QX-55120987，理賠員要求調閱報告。", "national_id", "QX-55120987"),
    ("家屬的車 RAB-5521 停在救護車道上。", "vehicle_plate", "RAB-5521"),
    ("家屬留下 https://line.me/ti/p/~lin.yating77 請我們回覆。", "person_name", "lin.yating77"),
])
def test_the_round32_chinese_identifier_is_found(text, kind, span):
    assert (kind, span) in _found(text)


@pytest.mark.parametrize("text", [
    "參考林美惠與陳建宏（2020）關於跌倒的研究，本院比率偏高。",
    "以大量清水沖洗後包紮，未使用中和劑。",
    "訂單單號 20871436 的耗材已到貨。",
])
def test_the_round32_chinese_look_alike_stays_writable(text):
    assert _found(text) == []


# ------------------------------------------------------------- the twenty-fourth published set's forms
def test_a_given_name_with_accents_in_bed_is_found():
    assert ("person_name", "Siobhán") in _found("The carer brought breakfast up to Siobhán in bed.")


@pytest.mark.parametrize("text", [
    "A second crew, dispatched from Coulby Newham, was also delayed.",
    "原告方主張，院方未盡告知義務。",
    "醫師應嚴守倫理與法規。",
])
def test_the_published24_look_alike_stays_writable(text):
    assert _found(text) == []


# ------------------------------------------------------------- the thirty-third round's forms (English)
@pytest.mark.parametrize(("text", "kind", "span"), [
    ("Please call the patient's sister at 6123 4471 before discharge.", "phone", "6123 4471"),
    ("Night note: 박서준 in bay 4 refused the evening dose.", "person_name", "박서준"),
    ("The register was signed under NMC PIN 12A3456E by a nurse not on shift.", "staff_id", "12A3456E"),
])
def test_the_round33_identifier_is_found(text, kind, span):
    assert (kind, span) in _found(text)


@pytest.mark.parametrize("text", [
    "The trolley was used for a peri-arrest in bay 2 the same night.",
    "Lansoprazole 30 mg (Dr. Reddy's) was supplied instead of the usual brand.",
    "The leaflet in 한국어 is kept at the nurses' station.",
])
def test_the_round33_look_alike_stays_writable(text):
    assert _found(text) == []


def test_a_doctor_named_in_brackets_after_a_dose_is_still_a_person():
    assert ("person_name", "Dr Smith") in _found("Two tablets given (Dr Smith) at 22:00.")


# ------------------------------------------------------------- the thirty-third round's forms (Chinese)
@pytest.mark.parametrize(("text", "kind", "span"), [
    ("檢傷紀錄：郝志誠，男，58歲，主訴胸痛。", "person_name", "郝志誠"),
    ("[病房群組 09:15] 佩珊：3床家屬剛剛來電抱怨", "person_name", "佩珊"),
    ("聯絡方式（hex）：30 39 31 32 33 34 35 36 37 38", "phone", "30 39 31 32 33 34 35 36 37 38"),
])
def test_the_round33_chinese_identifier_is_found(text, kind, span):
    assert (kind, span) in _found(text)


@pytest.mark.parametrize("text", [
    "健保藥品代碼 AB12345100 與 AB12346100 僅差一碼，藥局選錯品項。",
    "急診病人男，67歲，主訴胸悶。",
    "[附件一] 說明：跌倒事件時序。",
])
def test_the_round33_chinese_look_alike_stays_writable(text):
    assert _found(text) == []


# ------------------------------------------------------------- the twenty-fifth published set's forms
@pytest.mark.parametrize(("text", "span"), [
    ("Nothing more could be done to save Harriet from the bleed.", "Harriet"),
    ("Solicitor Aoibheann Kilbride represented the family at the inquest.", "Aoibheann Kilbride"),
    ("Instead of 10 units, Fenwick administered 100 units.", "Fenwick"),
])
def test_the_published25_name_is_found(text, span):
    assert ("person_name", span) in _found(text)


def test_the_opposition_that_speaks_is_no_person():
    assert _found("The state Opposition says the waiting times are unacceptable.") == []


# ------------------------------------------------------------- the thirty-fourth round's forms (English)
@pytest.mark.parametrize(("text", "kind", "span"), [
    ("The letter went to Flat 1604, Block B, Wah Fu Estate by mistake.", "address",
     "Flat 1604, Block B, Wah Fu Estate"),
    ("She quoted her membership number 55120934-01 in the complaint.", "national_id", "55120934-01"),
    ("Next of kin is the son, 8123 4471, call after six.", "phone", "8123 4471"),
    ("Surname on the consent form was OKONKWO but the band said OKONKWA.", "person_name", "OKONKWO"),
    ("Singh, Gurpreet (Mr), 77, appears twice on the theatre list.", "person_name", "Singh, Gurpreet"),
])
def test_the_round34_identifier_is_found(text, kind, span):
    assert (kind, span) in _found(text)


@pytest.mark.parametrize("text", [
    "As described by Reason, Carthey-Hooper and Leape (2001), the factors were grouped by level.",
    "She was shortlisted for the Mary Seacole leadership programme this year.",
    "A review heard the Ulverston man had problems swallowing.",
    "The name on the box was Panadol, not the generic.",
])
def test_the_round34_look_alike_stays_writable(text):
    assert _found(text) == []


def test_a_phone_in_chinese_numerals_with_en_dashes_is_found():
    text = "回電請打 〇九三二–五五一–二〇八，找病人女兒。"
    assert ("phone", "〇九三二–五五一–二〇八") in _found(text)


@pytest.mark.parametrize(("text", "kind", "span"), [
    ("Her son says she was born on Boxing Day 1937.", "date_of_birth", "Boxing Day 1937"),
    ("The family found his page: facebook dot com slash tane.walker.77", "person_name", "tane.walker.77"),
    ("Given name field: Ngaire. Family name on another form.", "person_name", "Ngaire"),
    ("Please pay the refund into account 06-0501-0812345-00 as the family asked.", "account_number",
     "06-0501-0812345-00"),
])
def test_the_round34_spelled_and_fielded_identifier_is_found(text, kind, span):
    assert (kind, span) in _found(text)


@pytest.mark.parametrize("text", ["The name field was left blank on the transfer form.",
                                  "Take into account 12 beds closed for cleaning."])
def test_the_round34_field_and_account_look_alike_stays_writable(text):
    assert _found(text) == []


def test_a_lone_capital_before_an_id_in_groups_is_not_joined_to_it_as_a_label():
    """(Hypothesis found "0 A A 100 000 001": the spaced capitals were read as a label "AA", hiding the ID.)"""
    text = "0 A A 100 000 001 "
    assert ("national_id", "A 100 000 001") in _found(text)
