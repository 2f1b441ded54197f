"""Numbers that belong to things: a lot, a batch, a serial, an asset, a model, a catalogue or a device number, and
an institution's own street address.

A lot number can have a phone's shape ("批號0912 558 097") and an asset tag a Taiwanese ID's, checksum and all
("財產編號A223400789"). Right after a thing's label, such a number is the thing's, so the number rules' finding is
let go; a label for a person (MRN, 病歷號, phone) before it is another matter and is not looked at here.
"""

from __future__ import annotations

import re

__all__ = ["a_list_of_times", "a_things_number"]

_NUMBERED = r"\.?[ \t]*(?:no|number|num|id|code|tag|#)\.?"  # (after a word that alone names no number: "part no.")
_THING_LABEL = re.compile(
    r"(?:(?<![A-Za-z])(?i:lot|batch|serial|s/n|asset|catalog(?:ue)?|inventory|barcode|udi|gtin|sku|invoice)\.?"
    rf"(?:[ \t]*(?:no|number|num|id|code|tag|#)\.?)?|(?<![A-Za-z])(?i:model|part|ref(?:erence)?|device|equipment|item"
    rf"|product|order|ticket|incident|datix|report|cat){_NUMBERED}"
    r"|批號|批次|(?<!住院)(?<!門診)(?<!急診)(?<!就醫)(?<!就診)(?<!掛號)(?<!批價)序號(?:區間|範圍)?|序列號|財產編號|財產號|資產編號|型號"
    r"|產品編號|設備編號|儀器編號|貨號|條碼|料號|訂單編號"
    r"|通報編號|(?<!保險)(?<!保)(?<!檢驗)(?<!批價)(?<!申請)(?<!繳費)(?<!帳)單號|代碼|藥碼"
    # (an institution's own line: "rang switchboard on 0118 …", 總機)
    r"|(?<![A-Za-z])(?i:switchboard|main[ \t]+(?:hospital[ \t]+)?line)(?:[ \t]+(?:on|at))?|總機)[ \t]*[:：#=(（]?[ \t]*"
    # (the second of two codes after one label: 序號 F128305746 與 F128305755)
    r"(?:[A-Za-z0-9-]{4,20}[ \t]*(?:與|和|及|、|,|/|(?i:and)|&)[ \t]*)?$"
)
# Whose invoice it is: a supplier's, a vendor's or a purchase's is a thing's number ("the vendor's invoice no. 4471").
_A_SUPPLIERS = re.compile(r"(?i:supplier|vendor|purchas|procure|manufacturer|contractor|company|firm|\bpo\b|order)")
_CODE_AT = re.compile(r"[A-Za-z0-9-]+")
_FOR_GOODS = re.compile(r"[ \t]+(?i:for|covering)[ \t]+(?:the[ \t]+|our[ \t]+|new[ \t]+)*(?:[a-z-]+[ \t]+)?"
                        r"(?:pumps?|equipment|devices?|supplies|stock|beds?|parts?|repairs?|servicing|maintenance"
                        r"|consumables|monitors?)\b")
_AGED_THING = re.compile(r"(?<![A-Za-z])(?i:building|wing|hospital|lift|hall|house|church|bridge|block|site|trust|nhs"
                         r"|charity|school|company|institution|organi[sz]ation|service|practice|clinic|tree|statue)"
                         r"(?:[ \t]+[A-Za-z]+){0,2}[ \t]+(?i:is|was|turns|turned|will[ \t]+be|becomes)[ \t]+$")
_NUMBER_KINDS = frozenset({"phone", "national_id", "resident_cert", "nhi_card", "medical_record", "account_number"})
# A model code right after a model's label may have a UK postcode's shape (型號 SN60WF): no address ("Lot 7 Bullock
# Creek Rd" stays one, so only a model's label counts here).
_MODEL_LABEL = re.compile(r"(?:型號|型号|(?i:model|catalog(?:ue)?|part|ref(?:erence)?))[ \t]*(?:no\.?|number|#)?"
                          r"[ \t]*[:：#=]?[ \t]*$")
# An institution's own address, right after its name ("St. Michael's Hospital, 30 Bond Street", "臺大醫院（中山南路
# 7號）"): a public place everyone can look up, no one's home.
_INSTITUTION = re.compile(r"(?:(?<![A-Za-z])(?i:hospital|infirmary|medical[ \t]+cent(?:re|er)"
                          r"|health[ \t]+cent(?:re|er)|police[ \t]+station|court(?:house)?)"
                          r"|醫院|醫學中心|衛生所|法院)[ \t]*(?:[,，:：(（]|位於)[ \t]*$"
                          # (the hospital's own address: 本院總院區地址 嘉義市…)
                          r"|(?:本院|院區|總院|分院)[^，。；\n]{0,6}地址[ \t]*[:：]?[ \t]*$")
# What the text says the number really is, right after it: "批號K221047863（其實是病人身分證）", "(actually her ID
# number)".
_REALLY_A_PERSONS = re.compile(r"(?:其實是|實為|實際上是|就是|即為|(?i:actually|really|in fact|is (?:his|her|their|the "
                               r"patient's)))[^。.\n]{0,12}?(?:身分證|身份證"
                               r"|病歷號|手機|電話|(?i:identity|national[ \t]+id|\bid\b|nric|\bssn\b|phone|mobile"
                               r"|\bmrn\b|chart))")


def a_things_number(t: str, start: int, kind: str) -> bool:
    """Whether the number found at ``start`` comes right after a thing's label (and the text does not go on to say
    it is a person's), or is the age of a building or a body ("the building itself is 96 years old")."""
    if kind == "age_over_89":
        return bool(_AGED_THING.search(t, max(0, start - 40), start))
    if kind == "address":
        before = max(0, start - 24)
        return bool(_MODEL_LABEL.search(t, before, start) or _INSTITUTION.search(t, before, start)
                    or _a_model_named_before(t, start))
    label = _THING_LABEL.search(t, max(0, start - 24), start) if kind in _NUMBER_KINDS else None
    code = _CODE_AT.match(t, start)
    if label is not None and label.group().lower().startswith("invoice") \
            and not _A_SUPPLIERS.search(t, max(0, label.start() - 40), label.start()) \
            and not _FOR_GOODS.match(t, code.end() if code else start):
        return False  # ("the patient's invoice number 20931177": a bill of theirs, unless a supplier's is said)
    return label is not None and not _REALLY_A_PERSONS.search(t, start, start + 40)


_CODE = re.compile(r"[A-Za-z0-9]{4,12}")


def _a_model_named_before(t: str, start: int) -> bool:
    """The same code after a model's label elsewhere in the text: "型號 SN60WF … SN60WF 共 14 片" names the model
    twice."""
    code = _CODE.match(t, start)
    if code is None:
        return False
    at = t.find(code.group())
    while 0 <= at < start:
        if _MODEL_LABEL.search(t, max(0, at - 24), at):
            return True
        at = t.find(code.group(), at + 1)
    return False


_GROUPS = re.compile(r"[-/,、 ]+")
_CLOCK_TIME = re.compile(r"(?:[01]\d|2[0-3])(?:00|15|30|45)")


def a_list_of_times(span: str, kind: str) -> bool:
    """Whether a number found is three or more times of day in a row ("0600-1400-2200", a drug's Q8H schedule): an
    identifier's digits fall on clock times at the quarter hour about once in a million."""
    if kind not in _NUMBER_KINDS and kind != "staff_id":
        return False
    groups = _GROUPS.split(span.strip())
    return len(groups) >= 3 and all(len(g) == 4 and _CLOCK_TIME.fullmatch(g) for g in groups)
