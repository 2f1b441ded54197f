"""The kinds of identifier the PHI guard refuses, with their names in both languages (for messages)."""

from __future__ import annotations

# The kinds of identifier, and their labels (English, 繁體中文) for messages.
KINDS: tuple[str, ...] = (
    "national_id", "resident_cert", "nhi_card", "medical_record", "date_of_birth", "phone",
    "email", "address", "person_name", "age_over_89", "staff_id",
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
}
