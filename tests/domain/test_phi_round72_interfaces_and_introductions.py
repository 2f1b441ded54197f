"""Shapes of the seventy-second round (issue 17: the sixty-seventh blind sets), each in a sentence written for this
test: identifiers in an interface's own fields (HL7 merge, role, visit and order segments; a FHIR person's
identifiers and a FHIR age), a patient's number in a scanned file's name, a Windows domain login, a token's subject,
a patient account, a file number, a patient's own pump serial, an implant card read by OCR, an age in months after
"recorded as", a hexadecimal address, Roman numerals run together, a birth said as 出世 or on a holiday, a first name
with who the person is said after it (a shift, a team, a role between commas), and 叫我…就好; and what stays no one
(wards and hospitals named after people, a product in camel case, a make counted, a simulator's name, a denied
"some Mr Lin", SNOMED codes after ICD-10, a field shifted in an empty PID segment). Also a full date from long ago
later in a birth label's sentence, and a family named by its surname by one of them (我們許家).
"""

from __future__ import annotations

import pytest

from rootcause.domain.phi.detect import find_phi


def kinds(text: str) -> set[str]:
    return {f.kind for f in find_phi(text)}


@pytest.mark.parametrize(("text", "kind"), [
    ("Merge log: MRG|QEH7734021^^^QEH^MR||| and no alert was raised.", "medical_record"),
    ("The referral went to ROL|1|AD|PP^Primary Care Provider|^Tupou^Mele^^^Dr| instead.", "person_name"),
    ("PV1|1|I|W7^3^2||||4410^Okonjo^Ada^^^Dr", "person_name"),
    ("GT1|1||Varga^Ilona||||||19380212", "person_name"),
    ('{"resourceType":"Practitioner","identifier":[{"system":"urn:x:staff","value":"N55821"}]}', "id_number"),
    ('{"resourceType":"Observation","code":{"coding":[{"code":"30525-0","display":"Age"}]},'
     '"valueQuantity":{"value":97,"unit":"a"}}', "age_over_89"),
    ('{"age": {"unit": "years", "value": 92}}', "age_over_89"),
    (r"The scan went to \\scan02\referrals\QEH7734021_referral.pdf overnight.", "medical_record"),
    ("The chart was opened by NHSTRUST\\okonkwoa from the library PC.", "staff_id"),
    ('Audit event: {"sub":"emp:0072231","action":"override"}', "staff_id"),
    ("The bill sits on patient account PB-00917722 after the move.", "account_number"),
    ("scheme: DVA\nfile_no: QZ771902", "medical_record"),
    ("On pump therapy at home; the family's pump (SN MP5512097K) stayed in suspend.", "device_serial"),
    ("Card text after OCR: 'IMPLANT: knee  SER. N0: 4K7 5530 19  LOT 77102'.", "device_serial"),
    ("Her age was recorded as 1,128 months in the registry extract.", "age_over_89"),
    ("The threats came from 0xc6.0x33.0x64.0x07 twice.", "ip_address"),
    ("Bracelet engraving: DOB XII·IV·MCMXXXI, warfarin.", "date_of_birth"),
    ("病人說自己是民國四十年元旦出世的。", "date_of_birth"),
    ("兩位病人的出生日期分別為 58.03.11 與 58.11.03。", "date_of_birth"),
    ("Dawn on nights gave the second dose without checking the chart.", "person_name"),
    ("Kez from the discharge lounge rang to say the TTOs were missing.", "person_name"),
    ("Will, the porter on the late shift, found the trolley unattended.", "person_name"),
    ("女兒說：「叫她美惠就好，她聽得懂台語。」", "person_name"),
    ("「叫我 Grace 林就好」，家屬這樣自我介紹。", "person_name"),
    ("評估時發現手圈上的出生日期與病歷不符，手圈印 1941/07/30，病歷為 1941/03/07。", "date_of_birth"),
    ("The DOB was checked against the band, which read 12/05/1944 and matched.", "date_of_birth"),
    ("病人出院前說：「我們許家的人都怕打針。」", "person_name"),
    ("Jane Okoro ward 3 was reviewed overnight.", "person_name"),  # (one name and a ward: a patient where she lies)
])
def test_an_identifier_in_a_new_shape_is_refused(text, kind):
    assert kind in kinds(text), text


@pytest.mark.parametrize("text", [
    "Beds at 20:00: Florence Nightingale ward 3, Edith Cavell ward 1; the escalation area is open.",
    "Opinions were sought from the John Radcliffe and the regional centre.",
    "The team ordered more Edwards FloTrac sensors for the step-down unit.",
    "During the move one Hamilton was left on battery and shut down.",
    "The scenario ran on Harvey, the cardiopulmonary patient simulator, in the skills lab.",
    "「林格氏液」是一種輸液，不是某位林先生。",
    "Coded as ICD-10 S72.0 and SNOMED CT 5913000 after review.",
    "Defibrillator serial SN 4481-22-0937 failed its self-test.",
    "PID|1||||||U (identifiers removed by the export)",
    "The ward pump SN AB12345 was sent for service.",
    "A photo IMG_20240312_093114.jpg of the wound was attached to the incident report.",
    "Minutes saved as incident_review_IR2024001234.pdf for the committee.",
    "Files were saved to SHARED\\scans for the audit.",
    "叫我阿姨就好，病人這樣對新來的看護說。",
    "出生日期欄位空白，於 2024/03/02 補登。",
    "The date of birth field was blank; the event on 2024/03/02 was logged.",
    "我們全家都來了，我們老家在台南。",
])
def test_what_only_looks_like_one_names_no_one(text):
    assert not find_phi(text), [(f.kind, text[f.start:f.end]) for f in find_phi(text)]
