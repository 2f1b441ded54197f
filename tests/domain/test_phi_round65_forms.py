"""Shapes of the sixty-fifth round (issue 17: blind set 62 and published set 51), each in sentences written for these
tests: a birth date as an ISO week date or a day of the year, after a birth word, a quote or a correction; a 民 date
in digits; a sort code and its account; a phone a group per list item; a Taiwanese ID's halves in two table rows; a
name cut by slashes; a number read out with "hundred" or "dash"; a phone's last digits as keypad letters; an age typed
with look-alike letters; a login made from a surname; a ward's nickname in brackets; a signature's name on its own
line; a badge number as a log's key; a zhuyin syllable inside a Chinese name; a pinyin surname before a given name in
characters; a child's name before 媽媽; a word no list knows with an age in years, with "who died", as the one
revived; "succumbed"; a social site's handle; "wife namely …"; an age in brackets after a widower or a son. And what
stays no one: a fax spelled out letter by letter, times of a round in a list, choices cut by slashes, an event's
date before a record number, a maker's model code, a toll-free word number, a count of staff, a kind of mother,
a sick child's mother, an organisation's handle and one "who admitted" liability.
"""

from __future__ import annotations

import pytest

from rootcause.domain.phi.detect import find_phi


def kinds(text: str) -> set[str]:
    return {f.kind for f in find_phi(text)}


@pytest.mark.parametrize(("text", "kind"), [
    ("The band printed the DOB as 1951-W22-4, which nobody could read.", "date_of_birth"),
    ("Old PAS field: b. day 212 of 1937.", "date_of_birth"),
    ("His daughter said he was born the 45th day of 1936.", "date_of_birth"),
    ("家屬表示病人於 1941 年的第 203 天出生。", "date_of_birth"),
    ("入院單的出生日期以手寫記為「民國四十二年五月三日」，與手圈不符。", "date_of_birth"),
    ("掛號系統的出生日期誤植，實際應為 1957 年 3 月 8 日。", "date_of_birth"),
    ("生日 民七一.〇九.二三，請更正。", "date_of_birth"),
    ("Please send the travel refund to 20-45-77 83927164 today.", "account_number"),
    ("Son's number, typed a piece at a time:\n- 0791\n- 334\n- 8810\nCall after five.", "phone"),
    ("家屬聯絡電話（分開寫）：\n• 0935\n• 271\n• 446\n謝謝。", "phone"),
    ("| 項目 | 內容 |\n|---|---|\n| 證號前 | B1204 |\n| 證號後 | 73850 |", "national_id"),
    ("Next of kin, typed in bits: Eliz / abeth Har / grea / ves.", "person_name"),
    ("his mobile is oh seven eight one two nine hundred four five six", "phone"),
    ("NI number dictated: three four dash two two dash one nine eight seven", "medical_record"),
    ("She asked us to call back on (415) 555-NANA after six.", "phone"),
    ("Aged l0O, found on the floor at 04:00.", "age_over_89"),
    ("Override logged by user mkowalski3 at 02:14.", "person_name"),
    ("Bed 12 (Big Tony) climbed over the rails twice.", "person_name"),
    ("Kind regards,\nAoife\nNight site", "person_name"),
    ("2024-05-02T03:14:09Z action=override badge=ST-448213 witness=none", "staff_id"),
    ("夜班護理師 ㄓㄤ雅雯 未通知醫師。", "person_name"),
    ("值班醫師 吳ㄐㄧㄚ豪 十分鐘後到場。", "person_name"),
    ("交班護理師 chen 怡君 漏交管路。", "person_name"),
    ("門診時 品妍媽媽 表示藥水混用。", "person_name"),
    ("The complaint states that Okonkwo, 61 years old, had chest pain at work.", "person_name"),
    ("Staff worked for forty minutes to revive Tamsin, who died at 03:10.", "person_name"),
    ("The hospital said Wanjiru succumbed to her injuries in the ward.", "person_name"),
    ("A man identified on Twitter as @ferrowheel said the ward was short-staffed.", "person_name"),
    ("The complainant's wife namely Kavitha was admitted for delivery.", "person_name"),
    ("A widower (97) was admitted from a care home.", "age_over_89"),
    ("Her son, 93, visited daily.", "age_over_89"),
    ("Gill Tranter, the ward manager, told the review the shift was short.", "person_name"),
    ("Grace kept asking for her son through the night.", "person_name"),
    ("Okeke, however, stated that the scan his mother had was never reported.", "person_name"),
])
def test_round65_shapes_are_refused(text: str, kind: str) -> None:
    assert kind in kinds(text), text


@pytest.mark.parametrize("text", [
    "F A X  T R A N S M I S S I O N\nT O :  W a r d  9   F R O M :  C o m m u n i t y  P h a r m a c y\n"
    "R E :  b l i s t e r  p a c k s",
    "Observation times:\n- 0800\n- 1200\n- 1600\n- 2000",
    "Doses this week:\n- 500\n- 250\n- 125",
    "Route: IV / PO / IM, day / night / weekend.",
    "See nice.org.uk/guidance/ng51 for escalation; CI 2.1 L/min/m² on return.",
    "Incident 12-03-24 20240312 logged by the night team.",
    "The pump, model 300-400-XL12, was returned; ISO 123-456-ABCD applies.",
    "Call 1-800-FLOWERS to order the ward's thank-you bouquet.",
    "staff: 120 nurses and 40 HCAs were on the roster.",
    "Training on the 3rd day of 2024 covered DOB checks; the incident was on day 47 of 2024.",
    "2024 年的第 45 天發生跌倒，當日排班正常。",
    "愛心媽媽協助陪伴病童。",
    "病童媽媽表示孩子已退燒。",
    "Reported via the X account @nhsengland and the trust's own page.",
    "Mersey Care, who admitted liability, apologised.",
    "The patient succumbed to sepsis despite treatment.",
    "Ward 5, 50 years old, had leaking windows.",
    "The gill nets were checked; Reg 7 of the regulations applies.",
    "植入式去顫器病人。輸液幫浦序號已送修，工單為 WO 20241234。",
    "使用 Lin 氏量表評估，依 Wang 指引建議。",
    "溝通板 ㄅㄆㄇㄈ 使用教學，用ㄅ字卡。",
    "Pharmacy, however, said that the nurse he spoke to was new to the unit.",
])
def test_round65_look_alikes_stay_writable(text: str) -> None:
    assert find_phi(text) == [], text
