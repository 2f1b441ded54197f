"""Shapes of the sixty-sixth round (issue 17: blind set 63 and published set 52), each in sentences written for these
tests: an IBAN after its label whose check digits were mistyped; a professional registration set off by a comma; an
employee number with a hyphen; an ESR number; a bank account in the same sentence as the bank's words; an implant's
serial of digits alone; a British or a Taiwanese plate beside a vehicle's word; a word-name with an age and what only
a body does; a name set off by its post; a name in quotes after a role; a patient's state after the name; an initial
before a possessive surname; a person named by a FHIR reference. And what stays no one: a ward defibrillator's
serial, a pool car's plate, a lot code, a drug the note doses, a value taken out of an HL7 segment, and the village
a man came from or the home a nurse was on duty at. From blind set 63 (Chinese): 阿…仔 and a relative before 阿…; 阿
before an English given name after a post; a user= key with a staff code; a submitter= key with a romanised name; an
IP address written with 。; an ID's halves in two labelled list items. And no one: "under ninety", a masked HL7 field,
a letter's closing wish 敬祝 平安, 阿公仔 (grandpa).
"""

from __future__ import annotations

import pytest

from rootcause.domain.phi.detect import find_phi


def kinds(text: str) -> set[str]:
    return {f.kind for f in find_phi(text)}


@pytest.mark.parametrize(("text", "kind"), [
    ("Refund the deposit to IBAN DE12 5001 0517 0648 4898 99 as requested.", "account_number"),
    ("Bank nurse, GMC no., 7341298, covered the shift.", "staff_id"),
    ("The porter (staff no. 41-77310) found the door unlocked.", "staff_id"),
    ("An HCA, ESR number 88120345, completed the obs.", "staff_id"),
    ("The family left their bank details on the form, 06-0193-0411122-00, for the parking refund.", "account_number"),
    ("The hip replacement implant card lists serial 7781-44021-3.", "device_serial"),
    ("Black hatchback LM68 XPA parked in the drop-off bay overnight.", "vehicle_plate"),
    ("機車 NKP-5512 違停在急診坡道。", "vehicle_plate"),
    ("Faith, 6, fell from the top bunk at home.", "person_name"),
    ("Rangi, the night porter, said the lift had stalled twice.", "person_name"),
    ("patient 'Tavita' pulled out the cannula at 03:00.", "person_name"),
    ("Ikenna was asleep when the pump alarmed.", "person_name"),
    ("Later, R. Subramaniam's epidural was found disconnected.", "person_name"),
    ('{"patient":{"reference":"Patient/4410","display":"Tuhoe, Mereana"}}', "person_name"),
    ("阿滿仔昨晚自行拔除鼻胃管，已通知值班醫師。", "person_name"),
    ("二姑阿蘭每天中午來陪病。", "person_name"),
    ("值班護理師 阿Kevin 於 03:00 發現幫浦未開啟。", "person_name"),
    ("給藥稽核 log：user=R55102;role=RN;action=override", "staff_id"),
    ("表單連結：https://forms.example.tw/f?submitter=lin.yuting&unit=7A", "person_name"),
    ("可疑登入來源：１９８。５１。１００。２３，已封鎖。", "ip_address"),
    ("交班重點：\n- 證號前段：F2238\n- 證號後段：10002\n- 過敏：無", "national_id"),
])
def test_the_new_shapes_are_refused(text: str, kind: str) -> None:
    assert kind in kinds(text)


@pytest.mark.parametrize("text", [
    "Defibrillator serial SN 3318-20-0477 failed its self-test at 07:00.",
    "Trust pool car KT19 PLM was used for the home visit.",
    "Lot AB12 CDE of the driving tubing was recalled.",
    "Admission list: Yasmin one tablet daily, Lyrica 75 mg bd. Yasmin was withheld after the fracture.",
    "PID|1||[redacted]||[redacted]\nOBX|1|NM|Sodium||112|mmol/L",
    "A woman from Lower Slaughter who fell at home was admitted with a hip fracture.",
    "A nurse on duty at Plas Tegid on 3 May said the resident had been settled.",
    "Gave 2 mg morphine stat and the patient slept.",
    "本月跌倒者皆未滿九十，無九十歲以上病人跌倒。",
    "PID|1||*******^^^HOSP^MR||***^***||********|F",
    "如有疑問請與病人服務中心聯繫。敬祝 平安",
    "阿公仔今早下床時跌倒，已通知家屬。",
])
def test_their_look_alikes_name_no_one(text: str) -> None:
    assert kinds(text) == set()
