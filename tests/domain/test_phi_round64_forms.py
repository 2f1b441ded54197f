"""Shapes of the sixty-fourth round (issue 17: blind set 61 and published set 50), each in sentences written for these
tests: a card's number in four groups after its word whatever its check digit; a plate or a card spelled with middle
dots; a plate after a bare "registration" or a word for a car; a UDI barcode's serial; a birth date in a JSON or a
log's key, and in Roman numerals; a staff number as a log's key; Base64 in groups of four; a name assembled by a
spreadsheet formula; a word-name a pronoun takes up later in its sentence; a name no list knows before what is done to
a patient; a hashtag that opens the text; a name in a link's query; two words of Arabic or Devanagari; a compound
surname after a role; an IP address spaced out; a title before a word that then acts; "looking after" someone. And
what stays no one: a lot-and-expiry barcode, a court of law, places in a list, a place before "mum", an acronym after
a pacemaker's "DR", a decimal with a middle dot, a thing "named after" someone, a device's brand before a verb.
"""

from __future__ import annotations

import pytest

from rootcause.domain.phi.detect import find_phi


def kinds(text: str) -> set[str]:
    return {f.kind for f in find_phi(text)}


@pytest.mark.parametrize(("text", "kind"), [
    ("Card 5100 2233 4455 6677 was used for the parking refund.", "account_number"),
    ("家屬刷卡，卡號 5100·2233·4455·6677。", "account_number"),
    ("The visitor's car, reg B·Q·7·1 H·J·K, was towed.", "vehicle_plate"),
    ("肇事自用小客車 KPL·3318 已由警方處理。", "vehicle_plate"),
    ("A grey estate, registration RJ09TMW, was left at the entrance.", "vehicle_plate"),
    ("The explanted hip replacement label read (01)04056869003231(17)290101(21)HX77120 and was filed.",
     "device_serial"),
    ("植入物外盒條碼 (01)04710013125678(10)B55(21)90017734 已貼於病歷。", "device_serial"),
    ('{"event":"merge","birth_date":"1938-05-19","ward":"5C"}', "date_of_birth"),
    ("dob=1944-10-02 flagged by the duplicate check", "date_of_birth"),
    ("Her date of birth, written on the form in Roman numerals as XIV.II.MCMXLVIII, was copied.", "date_of_birth"),
    ("出生 MCMXL.VI.IX，自述無過敏。", "date_of_birth"),
    ("2024-02-03 10:01 PRINT by emp=K71304", "staff_id"),
    ("session staff_id=D40917 closed", "staff_id"),
    ("pt code TWFy eSBL ZW5u ZWR5 (b64)", "person_name"),
    ('Cell B2: =CONCAT("Quinlan",", ","Niamh") feeds the falls board.', "person_name"),
    ('=CONCATENATE("林","佩","君")', "person_name"),
    ("Grace had a fall from the commode overnight, and this morning she was reviewed.", "person_name"),
    ("May was agitated until midnight and kept pulling at her drain.", "person_name"),
    ("Achterberg was readmitted two days after discharge.", "person_name"),
    ("#thinkingofyouaoifeokonkwo shared on the staff page", "person_name"),
    ("Wound photos: https://intranet.local/img?patient=tui.barnes&site=heel", "person_name"),
    ("Form countersigned for عائشة الراشد by the interpreter.", "person_name"),
    ("Discharge letter sent on behalf of सुनीता वर्मा to the GP.", "person_name"),
    ("住院醫師 歐陽 上午評估後未再回報。", "person_name"),
    ("The portal login came from 203 . 0 . 113 . 9 at night.", "ip_address"),
    ("Mr Field, who managed the home, said the rails were checked.", "person_name"),
    ("A carer who was looking after Harold said he seemed well.", "person_name"),
    ("Seen by DR NG in the fracture clinic.", "person_name"),
    ("Father-of-three Daniel Holland, 81, was referred to the stroke unit.", "person_name"),
    ("掃描文字：身分言登字號 F2231B0474，姓名欄無法辨識。", "national_id"),
])
def test_an_identifier_in_this_rounds_shapes_is_found(text, kind):
    assert kind in kinds(text)


@pytest.mark.parametrize("text", [
    "Box label (01)04056869003231(17)290101(10)LOT4471 scanned for the pharmacy return.",
    "Lot 5100 2233 4455 6677 was recalled by the maker.",
    "A 2019 High Court ruling set out the duty of candour.",
    "Patients from Rotorua, Tokoroa and Gisborne were flown to Hamilton.",
    "An inquest in Newport, Gwent heard the ward was short-staffed.",
    "A 61-year-old Leicester grandmother died after the procedure.",
    "Medtronic Azure XT DR MRI 相容模式已於術前設定。",
    "Dose 2·5 mg given at 08:00.",
    "The training room is named after Florence and the library after the founder.",
    "Omnicell was found to be offline and was reviewed by IT.",
    "The sign read شكرا لكم in the prayer room.",
    "registration 2021 audit completed",
    "Lot A1234B5678 of the saline was recalled.",
])
def test_look_alikes_of_this_round_stay_writable(text):
    assert find_phi(text) == []
