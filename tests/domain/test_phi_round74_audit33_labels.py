"""Audit 33, findings 8 and 10, each in a sentence written for this test: the sign-off verbs that end in -en or are
two words ("overridden by", "signed off by"), "witnessed" and "cosigned"; staff cards in brackets, a fob, 員工證, a
door or prox card; a bill's other labels in both languages; a login of digits before 登入 or 登錄; a record link's
?medrec=, ?pt= and ?subject=Patient/ keys. And what names no one: a dispensing cabinet, a scanner, an analyser, a
standard or a committee after "by"; a template after "user"; a ledger's balance after "account"; a uniform invoice's
number (發票號碼), which is the seller's."""

from __future__ import annotations

import pytest

from rootcause.domain.phi.detect import find_phi


def kinds(text: str) -> set[str]:
    return {f.kind for f in find_phi(text)}


@pytest.mark.parametrize(("text", "kind"), [
    ("The allergy alert was overridden by kpl7041.", "staff_id"),
    ("The second check was witnessed by kpl7041 at 02:00.", "staff_id"),
    ("Cosigned by kpl7041 after the dose was given.", "staff_id"),
    ("The chart was signed off by kpl7041 without review.", "staff_id"),
    ("門禁卡（70412）於凌晨開啟了藥櫃。", "staff_id"),
    ("His fob no. 70412 opened the drug room.", "staff_id"),
    ("員工證 70412 刷開了管制藥櫃。", "staff_id"),
    ("A door card 70412 was used after the shift ended.", "staff_id"),
    ("The bill: 40918823 went to the wrong address.", "medical_record"),
    ("Receipt no. 40918823 was reissued.", "medical_record"),
    ("帳單號碼 40918823 寄錯地址。", "medical_record"),
    ("繳費單號 40918823 重複開立。", "medical_record"),
    ("護理師以 70412 登入後取消了警示。", "staff_id"),
    ("The link https://emr.example.net/viewer?medrec=40021187 opened the wrong chart.", "medical_record"),
    ("She pasted https://emr.example.net/view?subject=Patient/40021187 into the chat.", "medical_record"),
])
def test_an_identifier_after_one_of_these_labels_is_refused(text, kind):
    assert kind in kinds(text), text


@pytest.mark.parametrize("text", [
    "The vial was dispensed by ADC1234 cabinet on the ward.",
    "The label was verified by BCMA01 scanner at the bedside.",
    "The sample was checked by AU5800 analyser twice.",
    "The standard was approved by ISO9001 audit last year.",
    "The policy was approved by QI2024 committee in March.",
    "The user ABC123 template was updated for the ward.",
    "The account GL5010 balance was checked by finance.",
    "統一發票號碼 QK-83920516 開立錯誤，已作廢重開。",
    "The fob was lost during the move.",
    # (the sixty-eighth blind sets: an eponym's organ, and zhuyin that spells a glossed word)
    "History: Barrett's oesophagus under surveillance, Dupuytren's contracture.",
    "衛教單加註注音：ㄒㄩㄝˇ ㄊㄤˊ（血糖），讓長者也能閱讀。",
])
def test_a_device_a_standard_or_a_ledger_names_no_one(text):
    assert not find_phi(text), [(f.kind, text[f.start:f.end]) for f in find_phi(text)]
