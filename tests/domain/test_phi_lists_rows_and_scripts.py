"""PHI guard, issue 17: names on theatre lists and in pasted rows, surnames after "by" a member of staff, numbers and
names split by marks or typed with look-alike letters, fields of an address, a birth date in brackets after its label,
and Simplified Chinese. Every identifier here is invented for the test.
"""

from __future__ import annotations

import pytest

from rootcause.domain.phi import find_phi


def _found(text: str) -> list[tuple[str, str]]:
    return [(f.kind, text[f.start:f.end]) for f in find_phi(text)]


@pytest.mark.parametrize(("text", "expected"), [
    ("Rm 3 08:30 TURP — ADEYEMI, Tunde (M, 71)", ("person_name", "ADEYEMI, Tunde")),
    ("3房 10:00 — 比令 Pilin（M, 52）", ("person_name", "比令 Pilin")),
    ("The swab count was signed off by Okonkwo before closure.", ("person_name", "Okonkwo")),
    ("Export: 7;Wanjiru Kamau;fall;03:20;minor", ("person_name", "Wanjiru Kamau")),
    ("家屬叫 賴 ． 冠 ． 宏 別再打來。", ("person_name", "賴 ． 冠 ． 宏")),
    ("主治醫師：**蕭**_冠_`廷`", ("person_name", "蕭**_冠_`廷")),
    ("张志强家属要求调阅病历。", ("person_name", "张志强")),
    ("Son: O9l2-5O6-7l8 (O and l on purpose).", ("phone", "O9l2-5O6-7l8")),
    ("family note: M R N  5 5 0 2 9 1 7 3 was her old one", ("medical_record", "5 5 0 2 9 1 7 3")),
    ("Date of birth on the wristband (12/03/1948) did not match the chart.", ("date_of_birth", "12/03/1948")),
    ("縣市：台南市｜區：東區｜路：大學路｜號：12號3樓", ("address", "台南市｜區：東區｜路：大學路｜號：12號3樓")),
    ("病人住址No. 8, Ln. 12, Sec. 3, Minsheng E. Rd., Taipei出現在公告欄。", ("address",
                                                                    "No. 8, Ln. 12, Sec. 3, Minsheng E. Rd.")),
])
def test_each_is_found_where_lists_rows_and_disguises_put_it(text, expected):
    assert expected in _found(text), _found(text)


@pytest.mark.parametrize("text", [
    "Ward 4 (F, 34 beds) and the Cardiology Clinic (M, 45) were audited.",
    "Reviewed by Pharmacy at 10:00; given by mouth; checked by Security.",
    "ward;Emergency Department;Ward Round;done",
    "血壓 . 脈搏 . 體溫 每四小時測量",
    "护理师发现输液泵设定错误，已通报。",
    "時間：10:00｜地點：7樓｜人員：2名",
    "Lot OOl2-3O4-lO5 expired last week.",
    "DOB checked on admission (10:30) by the nurse.",
])
def test_their_look_alikes_stay_writable(text):
    assert find_phi(text) == [], text
