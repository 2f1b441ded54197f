"""The kinds of identifier the PHI guard refuses, with their names and rephrasing hints in both languages (for
messages)."""

from __future__ import annotations

# The kinds of identifier, and their labels (English, 繁體中文) for messages.
KINDS: tuple[str, ...] = (
    "national_id", "resident_cert", "nhi_card", "medical_record", "date_of_birth", "phone",
    "email", "address", "person_name", "age_over_89", "staff_id", "vehicle_plate", "device_serial",
    "ip_address", "id_number", "account_number",
)
KIND_LABELS: dict[str, tuple[str, str]] = {
    "national_id": ("national ID number", "身分證字號"),
    "resident_cert": ("resident certificate (ARC/UI) number", "居留證／統一證號"),
    "nhi_card": ("NHI card number", "健保卡號"),
    "medical_record": ("medical record number", "病歷號"),
    "date_of_birth": ("date of birth", "出生日期"),
    "phone": ("phone number", "電話號碼"),
    "email": ("e-mail address", "電子郵件地址"),
    "address": ("street address", "住址"),
    "person_name": ("personal name", "姓名"),
    "age_over_89": ("exact age over 89", "89 歲以上的確切年齡"),
    "staff_id": ("staff ID number", "員工編號"),
    "vehicle_plate": ("vehicle plate number", "車牌號碼"),
    "device_serial": ("implanted device's serial number", "植入醫材序號"),
    "ip_address": ("IP address", "IP 位址"),
    "id_number": ("identification number", "證件號碼"),
    "account_number": ("bank, billing or card account number", "銀行、帳單或卡片帳號"),
}

# Per-kind advice on how to rephrase, (English, 繁體中文).
HINTS: dict[str, tuple[str, str]] = {
    "national_id": ("Delete the ID number and refer to people by role, e.g. 'the patient'.",
                    "請刪除身分證字號，改用角色描述，例如「病人」。"),
    "resident_cert": ("Delete the ARC/UI number and refer to people by role, e.g. 'the patient'.",
                      "請刪除居留證號或統一證號，改用角色描述，例如「病人」。"),
    "nhi_card": ("Delete the NHI card number; the case does not need it to be analysed.",
                 "請刪除健保卡號；分析本案不需要這個號碼。"),
    "medical_record": ("Delete the chart number; keep the link to the medical record outside RootCause.",
                       "請刪除病歷號；個案與病歷的對應請保留在 RootCause 以外。"),
    "date_of_birth": ("Give an age band instead, e.g. 'a patient in their 70s' or 'an elderly patient'.",
                      "請改寫年齡層，例如「70 多歲病人」或「老年病人」，不要寫出生日期。"),
    "phone": ("Delete the phone number; name the unit or role (extensions like 'ext. 1234' are fine).",
              "請刪除電話號碼，改寫單位或角色（院內分機如「分機1234」可以保留）。"),
    "email": ("Delete the e-mail address; name the role or team instead, e.g. 'the pharmacy team'.",
              "請刪除電子郵件地址，改寫角色或團隊，例如「藥劑部」。"),
    "address": ("Delete the street address; write 'at home' or the region only, e.g. 'a home in Taipei'.",
                "請刪除地址，改寫「住家」或只寫縣市，例如「台北市住家」。"),
    "person_name": ("Use a role, not a name: 'the patient', 'the charge nurse', 'the attending physician'.",
                    "請改用角色描述，例如『病人』、『值班護理師』，不要寫姓名或識別碼。"),
    "age_over_89": ("Write 'aged 90 or over' instead of the exact age.",
                    "請改寫為「90 歲以上」，不要寫確切年齡。"),
    "staff_id": ("Delete the staff number; name the role instead, e.g. 'the night-shift nurse'.",
                 "請刪除員工編號，改寫角色，例如「夜班護理師」。"),
    "vehicle_plate": ("Delete the plate number; write 'a relative's car' or 'a vehicle' instead.",
                      "請刪除車牌號碼，改寫「家屬的車輛」或「一輛車」。"),
    "device_serial": ("Delete the serial number; name the device and its model only, e.g. 'the patient's pacemaker'.",
                      "請刪除序號，只寫醫材種類與型號，例如「病人的心律調節器」。"),
    "ip_address": ("Delete the IP address; say where it came from instead, e.g. 'the online complaint form'.",
                   "請刪除 IP 位址，改寫來源，例如「線上申訴表單」。"),
    "id_number": ("Delete the number; name the document only, e.g. 'the patient's insurance card'.",
                  "請刪除號碼，只寫證件種類，例如「病人的保險卡」。"),
    "account_number": ("Delete the account or card number; write 'the family's bank account' instead.",
                       "請刪除帳號或卡號，改寫「家屬的銀行帳戶」。"),
}
