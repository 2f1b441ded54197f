"""Identifiers written the way notes and attackers write them, and the look-alikes that must stay writable.

Examples are the team's own (the dev sets in tests/data are measured, not asserted line by line here).
"""

from __future__ import annotations

import pytest

from rootcause.domain.phi.detect import find_phi
from rootcause.domain.phi.spelled import spelled_view, zh_number


def _kinds(text: str) -> set[str]:
    return {f.kind for f in find_phi(text)}


@pytest.mark.parametrize(("run", "digits"), [("七十五", "75"), ("十二", "12"), ("二十", "20"), ("一百零五", "105"),
                                             ("一九八六", "1986"), ("〇九一二", "0912"), ("兩百", "200")])
def test_chinese_numerals_read_as_the_number_they_write(run, digits):
    assert zh_number(run) == digits


def test_the_numbers_view_maps_every_character_back_to_what_was_typed():
    text = "MRN 0 0 1 5 0 8 8 7, 生日1952 - 09 - 15"
    view, back, changed = spelled_view(text)
    assert "00150887" in view and "1952-09-15" in view
    assert len(back) == len(view) and all(0 <= i < len(text) for i in back)
    assert changed and all(0 <= a < b <= len(view) for a, b in changed)


@pytest.mark.parametrize(("text", "kind"), [
    ("家屬留的手機是〇九三一二四五六七八", "phone"),
    ("回撥電話 0933、218、765 未接", "phone"),
    ("Ring the daughter on 0113 496 0402 after the scan", "phone"),
    ("病歷號唸成八八四二〇一七，藥局調錯", "medical_record"),
    ("Chart no: 4 4 0 1 9 2 7 on the old label", "medical_record"),
    ("Unit number 553921 appeared on both wristbands", "medical_record"),
    ("健保卡號 4412.0098.1273 掉在櫃台", "nhi_card"),
    ("DOB 0 4 / 1 1 / 1 9 4 8 on the transfer letter", "date_of_birth"),
    ("Mother said her date of birth was the ninth of March 1951", "date_of_birth"),
    ("民國六十二年八月三十日生的住民", "date_of_birth"),
    ("民62.8.30生，住在護理之家", "date_of_birth"),
    ("e-mail: lin dot shufen at hotmail dot com", "email"),
    ("send it to ward7.team [at] example [dot] org", "email"),
    ("家屬信箱 chiayi0311 小老鼠 gmail 點 com", "email"),
    ("home address: 12 station road, leeds", "address"),
    ("found at home, 3 Willow Crescent, by the carer", "address"),
    ("住址：新北市三重區重新路四段一百二十號七樓", "address"),
    ("5F., NO. 18, SEC. 2, ZHONGXIAO E. RD.", "address"),
    ("M 94 on the bed board with a DNACPR form", "age_over_89"),
    ("97F admitted with a fractured neck of femur", "age_over_89"),
    ("Age: 92. Lives with her son.", "age_over_89"),
    ("a lady aged ninety-three fell at night", "age_over_89"),
])
def test_an_identifier_in_an_unusual_form_is_found(text, kind):
    assert kind in _kinds(text)


@pytest.mark.parametrize(("text", "name"), [
    ("Handover from J. Okafor to the night team", "J. Okafor"),
    ("Label printed for LIN YU TING instead of the patient in bed 4", "LIN YU TING"),
    ("Referral for WANG, Shu-fen went to the wrong clinic", "WANG, Shu-fen"),
    ("Transfer letter named Chang Yuting as the next of kin", "Chang Yuting"),
    ("Patient O'Donnell had two wristbands", "O'Donnell"),
    ("Sister Okafor checked the controlled drugs", "Okafor"),
    ("照服員協助阿水伯上廁所", "阿水伯"),
    ("家屬吳媽媽表示沒有接到電話", "吳媽媽"),
    ("王姓男病人夜間自拔管路", "王姓"),
    ("安排林男轉至加護病房", "林男"),
    ("院長陳建宏表示將檢討流程", "陳建宏"),
    ("許志明說，他沒有被告知檢查結果", "許志明"),
    ("家屬比令·達利要求說明", "比令·達利"),
])
def test_a_name_in_an_unusual_form_is_found(text, name):
    found = [text[f.start : f.end] for f in find_phi(text) if f.kind == "person_name"]
    assert any(name in span or span in name for span in found), found


@pytest.mark.parametrize("text", [
    "F1 score of the triage tool was 0.92",
    "Syringe driver set at 96 mL over 24 hours",
    "Patients aged 90 or over need a falls review",
    "The hospital serves about 90,000 patients a year",
    "Please dot the i's on the controlled drug register",
    "The pharmacist looked at gmail on the ward computer",
    "病人九十歲以上需加做跌倒評估",
    "三月二日上午十點給藥，十二床病人",
    "第一段靜脈管路於三號床更換",
    "The registrar reviewed Ward 7 patients at 08:00",
    "St Thomas' Hospital accepted the transfer",
    "The Glasgow Coma Scale was 14 on arrival",
    "Trendelenburg position was used for the central line",
    "王○明（化名）的跌倒事件已完成通報",
    "高血壓病人施打胰島素後血糖偏低",
    "同病室兩位同姓病人需加註警示",
])
def test_look_alikes_stay_writable(text):
    assert find_phi(text) == []


@pytest.mark.parametrize(("text", "kind"), [
    # letters typed for digits inside an identifier-shaped run, or after a label
    ("Son's mobile O933-4l8-276 is on the front sheet", "phone"),
    ("手機 09l8-2O4-613 寫在白板上", "phone"),
    ("ID card A1O3384l59 was photocopied", "national_id"),
    ("aged 1O2 per the transfer letter", "age_over_89"),
    # an ID with separators after its label, whatever its check digit; 証 for 證
    ("ID no. F 231 804 662 on the old form", "national_id"),
    ("居留證號碼 B 8 3 0 4 6 1 2 7 5", "resident_cert"),
    ("身分証號 H224106873 抄錯", "national_id"),
    # a mobile given in pieces after its label, across words or a line break
    ("Daughter's phone: 0922 ... (cut off) ... then 814 360", "phone"),
    ("聯絡電話先寫了0958，\n後面是 317-402", "phone"),
    ("電話是〇九三二，再來六一四，最後五〇八", "phone"),
    ("家屬電話是 09-3381-7724", "phone"),
    # a chart number a few words after a bare chart word, or split by slashes after its label
    ("Opened record 55102938 by mistake", "medical_record"),
    ("病歷：誤開 4417206 的檢驗單", "medical_record"),
    ("病歷號 12 / 3344 / 556 貼錯", "medical_record"),
    ("PAS number 7781042 on both labels", "medical_record"),
    # ages: a handover's bracketed number after a bed, a person in a bay, spaced or worded after a label
    ("Bay 3 (94) - unwitnessed fall at 0200", "age_over_89"),
    ("12床（96）夜間躁動", "age_over_89"),
    ("Gentleman in bed 8 is 97 and deaf", "age_over_89"),
    ("age: 9 6, lives alone", "age_over_89"),
    ("病人年齡 9 4 歲，獨居", "age_over_89"),
    ("she is ninety-five and very independent", "age_over_89"),
    ("aged nine-seven per the family", "age_over_89"),
    # a date of birth: the letters joined to the date, or the year read out in words
    ("d o b 0 3 / 1 1 / 1 9 3 8 on the label", "date_of_birth"),
    ("DOB nineteen thirty-one, per daughter", "date_of_birth"),
    # addresses: a town after a street word in full, an "addr" label in lower case
    ("letter sent to 12 Rimu Road Rotorua last week", "address"),
    ("addr 17 n. elm st apt 2 springfield", "address"),
])
def test_an_identifier_written_to_slip_past_is_found(text, kind):
    assert kind in _kinds(text)


@pytest.mark.parametrize("text", [
    "Oxygen at 2l/min; sats 94% on 2 L",
    "Lot 2O24A was quarantined",
    "Phone the ward at 0930 and again at 1015",
    "Record 3 of 12 audit forms was incomplete",
    "Datix record 20240315 was closed",
    "病歷紀錄於 2024/03/15 補登",
    "Bed 4 (side room) needs a deep clean",
    "12床（負壓隔離）需加強消毒",
    "Age band: 9 to 12 months for the infant scale",
    "The man in bay 2 is 67 and diabetic",
    "She is ninety minutes late for her insulin",
    "Twenty thirty-five handover was delayed",
    "5 Harley Street Clinic sent the referral",
    "The address label printer jammed",
])
def test_look_alikes_of_the_new_forms_stay_writable(text):
    assert find_phi(text) == []
