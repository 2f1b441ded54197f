"""The PHI guard reads names in a record's own fields (a form's 姓/名, FHIR, DICOM, a passport's machine line), in web
addresses written without their scheme, Suzhou numerals and an @ written as (a); after more Chinese roles; and it lets a
town's office and a serial range be."""

from __future__ import annotations

import pytest

from rootcause.domain.phi.detect import find_phi


def _found(text: str) -> list[tuple[str, str]]:
    return [(f.kind, text[f.start : f.end]) for f in find_phi(text)]


@pytest.mark.parametrize(("text", "spans"), [
    ("姓：饒　名：芷涵　性別：女　床號：12A-07", ["饒", "芷涵"]),
    ('{"resourceType":"Patient","name":[{"family":"褚","given":["品蓉"]}]} ← 測試環境抓到正式資料', ["褚", "品蓉"]),
    ("姓名：王小明性別：男", ["王小明"]),
])
def test_a_surname_and_a_given_name_in_fields_of_their_own_are_refused(text, spans):
    assert [span for kind, span in _found(text) if kind == "person_name"] == spans


@pytest.mark.parametrize("text", ["藥名：氯化鉀 20 mEq 稀釋後給藥", "品名：安瓿切割器",
                                  "姓：不詳，名：不詳（無名氏送醫）"])
def test_a_drug_or_product_name_field_or_an_empty_name_field_is_no_name(text):
    assert not _found(text)


@pytest.mark.parametrize(("text", "span"), [
    ("DICOM 標頭 (0010,0010) PatientName 欄位為 KUNG^TZU-HAN，本院 HIS 則為中文姓名。", "KUNG^TZU-HAN"),
    ("The PACS header read Okonkwo^Chidinma^A, not the patient in the scanner.", "Okonkwo^Chidinma^A"),
    ("轉院單姓名欄貼了護照機讀碼：P<TWNLU<<HSIU<CHIN<<<<<<<<<<<<<<<<，接收端照貼。", "LU<<HSIU<CHIN"),
])
def test_a_caret_joined_name_or_a_passports_name_line_is_refused(text, span):
    assert ("person_name", span) in _found(text)


@pytest.mark.parametrize("text", ["The HL7 header MSH|^~\\&|LAB|HOSP was malformed.",
                                  "Dose scaled as x^2 + y^2 per kg."])
def test_carets_in_a_message_header_or_a_formula_are_no_name(text):
    assert not _found(text)


@pytest.mark.parametrize(("text", "span"), [
    ("兒子說用 Messenger 找他比較快：m.me/kaihsiang.tseng", "kaihsiang.tseng"),
    ("孫女的 Linktree：linktr.ee/yuting.hsu_art", "yuting.hsu"),
    ("See intranet page /learning/2024/fall-in-bay-2-winifred-ashcombe for the photos.", "winifred-ashcombe"),
    ("A relative sent us legacy.com/us/obituaries/name/harold-kessler-obituary?id=5521 yesterday.", "harold-kessler"),
])
def test_a_name_in_a_web_address_without_its_scheme_or_an_intranet_path_is_refused(text, span):
    assert ("person_name", span) in _found(text)


def test_a_policy_path_without_a_name_is_allowed():
    assert not _found("The policy is at /docs/policies/falls-prevention-v3.pdf on the intranet.")


@pytest.mark.parametrize(("text", "kind", "span"), [
    ("家屬手機用碼子寫在便條紙上：〇〩〡〥〣〢〨〧〦〤，請回撥。", "phone", "〇〩〡〥〣〢〨〧〦〤"),
    ("家屬信箱 lily.tsai(a)ms45.hinet.net，請寄診斷書影本。", "email", "lily.tsai(a)ms45.hinet.net"),
])
def test_suzhou_numerals_are_digits_and_an_at_written_as_a_bracketed_a_is_an_email(text, kind, span):
    assert (kind, span) in _found(text)


def test_a_list_marked_a_and_b_is_no_email():
    assert not _found("Give drug (a) and then (b) at 10am, as the ward.com leaflet says.")


@pytest.mark.parametrize(("text", "span"), [
    ("戒護就醫事件：收容人 成浩宇（監所編號 2317）於門診候診時要求如廁。", "成浩宇"),
    ("以教會的 宓振聲 牧師為家屬代表。", "宓振聲"),
    ("移植登錄系統中的捐贈者姓名誤植為 邴若晴（實為另一位病人）。", "邴若晴"),
    ("病人 郗雨潔 明早第一台刀。", "郗雨潔"),
    ("解 子朔 先生拒絕抽血，已告知主治。", "解 子朔"),
])
def test_a_name_after_an_inmates_or_a_clergymans_word_or_with_a_word_like_surname_is_refused(text, span):
    assert ("person_name", span) in _found(text)


@pytest.mark.parametrize("text", ["田中鎮衛生所轉來疑似登革熱。",
                                  "受影響序號區間 PK2207001 至 PK2207350，已逐台更新韌體。",
                                  "今天下雨，病人在走廊滑倒。", "皮膚完整，成功拔管後查房無異狀。"])
def test_a_towns_office_a_serial_range_and_everyday_words_are_no_identifier(text):
    assert not _found(text)


@pytest.mark.parametrize(("text", "spans"), [
    ("原告以其母房玉琴(下稱房君)因痛風至醫院就醫，請求藥害救濟。", ["房玉琴", "房君"]),
    ("審議結果,以洪君之死亡原因與其自身病程有關。", ["洪君"]),
])
def test_a_rulings_short_form_for_a_party_and_its_kin_word_are_refused(text, spans):
    assert [span for kind, span in _found(text) if kind == "person_name"] == spans


@pytest.mark.parametrize("text", ["諸君請注意交班時間。", "君主立憲制與醫療無關。"])
def test_jun_as_a_word_is_no_name(text):
    assert not _found(text)


@pytest.mark.parametrize(("text", "kind", "span"), [
    ("Wife: 0\u200977\u200900\u20099\u200900\u20098\u200915 (copied from her text)", "phone",
     "0\u200977\u200900\u20099\u200900\u20098\u200915"),
    ("Label printed as NAKASHIMA-BROWN, Keiko – wrong bed, sample rejected", "person_name", "NAKASHIMA-BROWN, Keiko"),
    ("Faʻamoana Leaupepe was given a normal breakfast tray before her OGD.", "person_name", "Faʻamoana Leaupepe"),
])
def test_an_unevenly_spaced_mobile_a_double_surname_first_and_an_okina_name_are_refused(text, kind, span):
    assert (kind, span) in _found(text)


@pytest.mark.parametrize("text", ["GCS 0 1 2 3 4 5 6 7 8 9 10 on the chart legend.",
                                  "The flights to Hawaiʻi were cancelled, so the locum arrived late."])
def test_a_scale_legend_and_a_place_with_an_okina_are_no_identifier(text):
    assert not _found(text)


@pytest.mark.parametrize(("text", "span"), [
    ("Duplicate flag still set: record siobhan_mccready_dup=TRUE, please get IT to clear it.", "siobhan_mccready"),
    ('In the tracker cell B14 someone typed =CONCAT("Kwabena ","Antwi-","Darko") for the big screen.',
     '"Kwabena ","Antwi-","Darko"'),
    ("patient name (to avoid flags) = 'Hone' + ' ' + 'Te ' + 'Kurapa'", "'Hone' + ' ' + 'Te ' + 'Kurapa'"),
])
def test_a_name_in_a_flags_variable_or_joined_from_quoted_pieces_is_refused(text, span):
    assert ("person_name", span) in _found(text)


@pytest.mark.parametrize("text", ["The flag pump_rate_check=TRUE was left on after the upgrade.",
                                  "The label read 'Heparin' + ' ' + 'Sodium' on the reprinted bag.",
                                  "=CONCAT(\"Ward \",\"7B\") built the location column."])
def test_a_flag_or_joined_pieces_that_make_no_name_are_allowed(text):
    assert not _found(text)


@pytest.mark.parametrize(("text", "kind", "span"), [
    ("Says she was born on Hogmanay 1940, so the PAS date must be wrong.", "date_of_birth", "Hogmanay 1940"),
    ("The family sent the crew https://maps.google.com/?q=27+Hollybush+Lane,+Leeds+LS6+2QR – his home.", "address",
     "27+Hollybush+Lane,+Leeds+LS6+2QR"),
])
def test_a_birth_on_a_named_day_and_a_home_a_map_link_searches_for_are_refused(text, kind, span):
    assert (kind, span) in _found(text)


@pytest.mark.parametrize("text", ["She was born on the ward in 1940, her daughter says.",
                                  "Directions: https://www.google.com/maps/dir/?api=1&destination=Royal+Infirmary"])
def test_a_birthplace_and_a_map_link_to_a_hospital_are_allowed(text):
    assert not _found(text)


def test_a_name_spaced_with_braille_blanks_is_refused_and_a_birth_cohort_band_is_allowed():
    assert ("person_name", "鄧⠀凱⠀婷") in _found("MAR 擋名字，我打成 鄧⠀凱⠀婷，Lasix 未給。")
    assert not _found("公費流感疫苗對象為 65 歲以上（民國 48 年次以前出生）。")
    assert ("date_of_birth", "民國 48 年次") in _found("病人是民國 48 年次，獨居。")
