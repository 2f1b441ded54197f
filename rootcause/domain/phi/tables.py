"""Identifiers in the columns of a pasted table: a spreadsheet's rows, a Markdown table, a CSV fragment.

Staff paste rows from a ward list or a spreadsheet ("| bed | surname |", "bed,name,issue; 9,Haverkamp,IV tissued"). A
cell such as "Rangihuna" or "39.02.11" is plain to a reader who sees its column's header, and to no rule that reads
the cell alone. So where a row of headers names a column a person's name, birth date, phone or record number, every
filled cell under that header is read as one (a dash, "N/A", a placeholder such as "Patient A" or ○○○ is not).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

__all__ = ["identifiers_in_tables"]

Span = tuple[int, int, str]

_HEADERS: dict[str, str] = {
    **dict.fromkeys(("name", "surname", "last name", "lastname", "first name", "firstname", "given name",
                     "family name", "full name", "patient name", "pt name", "resident name", "client name",
                     "staff name", "nurse name", "姓名", "名字", "病人姓名", "病患姓名", "家屬姓名", "員工姓名"),
                    "person_name"),
    # a column named for the person holds who it was, unless its cell holds a number (bed 12, Pt 3) or a placeholder
    **dict.fromkeys(("patient", "pt", "resident", "client", "relative", "病人", "病患", "患者", "住民", "個案", "家屬"),
                    "person_name?"),
    **dict.fromkeys(("dob", "d.o.b.", "date of birth", "birth date", "birthdate", "born", "生日", "出生日期",
                     "出生年月日"), "date_of_birth"),
    **dict.fromkeys(("phone", "mobile", "tel", "telephone", "contact", "contact no", "電話", "手機", "聯絡電話"),
                    "phone"),
    **dict.fromkeys(("mrn", "chart", "chart no", "hospital no", "nhs no", "nhs number", "病歷號", "病歷號碼"),
                    "medical_record"),
    **dict.fromkeys(("id", "id no", "national id", "nric", "hkid", "ssn", "身分證", "身分證字號", "身份證"),
                    "national_id"),
}
_SEPARATORS = ("|", "\t", ",", "，", ";")
_EMPTY = re.compile(r"[\s\-–—_.?/]*|n/?a|nil|none|unknown|redacted|\[.*\]|[○〇Ｏ◯xX*＊]+|(?i:patient|pt|nurse|staff)"
                    r"[ \t]*[A-Z0-9]{1,2}|(?:病人|護理師|家屬)?[甲乙丙丁戊A-Z0-9]", re.I)
_RULE = re.compile(r"[\s|:\-–—]+")  # a Markdown table's line under its header
_DIGIT = re.compile(r"\d")


def _cells(row: str, sep: str) -> list[tuple[int, int]]:
    """(start, end) of each cell of ``row``, spaces and a Markdown table's outer pipes left off."""
    spans, start = [], 0
    for part in row.split(sep):
        stripped = part.strip()
        a = start + (part.find(stripped) if stripped else 0)
        spans.append((a, a + len(stripped)))
        start += len(part) + 1
    if sep == "|" and spans and spans[0][0] == spans[0][1]:
        spans = spans[1:]
    if sep == "|" and spans and spans[-1][0] == spans[-1][1]:
        spans = spans[:-1]
    return spans


def _rows(t: str) -> list[tuple[int, str]]:
    """(offset, text) of each row: lines, or chunks after "; " when the text is one line of rows."""
    rows, offset = [], 0
    for line in t.split("\n"):
        rows.append((offset, line))
        offset += len(line) + 1
    if len(rows) == 1 and "; " in t:
        rows, offset = [], 0
        for chunk in t.split("; "):
            rows.append((offset, chunk))
            offset += len(chunk) + 2
    return rows


def _header(row: str) -> tuple[str, dict[int, str]] | None:
    """The separator of ``row`` and the kinds of its columns, when ``row`` is a header that names an identifier's
    column (short, no digit, split by one of the separators; split with str.split, a C pass, as most rows are none)."""
    if len(row) > 200 or _DIGIT.search(row):
        return None
    for sep in _SEPARATORS:
        if row.count(sep) < (2 if sep == "|" else 1):
            continue
        names = [cell.strip().lower().strip(":：*").strip() for cell in row.split(sep)]
        if sep == "|":
            names = names[1:] if names and not names[0] else names
            names = names[:-1] if names and not names[-1] else names
        columns = {i: _HEADERS[name] for i, name in enumerate(names) if name in _HEADERS}
        return (sep, columns) if columns else None
    return None


def identifiers_in_tables(t: str, low: str) -> Iterator[Span]:
    """Filled cells under a header that names a person's identifier (see the module's rules)."""
    if "\n" not in t and "; " not in t:
        return
    rows = _rows(t)
    for h, (_, header) in enumerate(rows):
        found = _header(header)
        if found is None:
            continue
        sep, columns = found
        width = len(_cells(header, sep))
        for row_offset, row in rows[h + 1 :]:
            if _RULE.fullmatch(row):
                continue
            cells = _cells(row, sep)
            if len(cells) != width:
                break  # the table has ended
            for i, kind in columns.items():
                a, b = cells[i]
                cell = row[a:b].strip("()[]（）")
                if b > a and not _EMPTY.fullmatch(cell) and (kind != "person_name?" or not _DIGIT.search(cell)):
                    yield row_offset + a, row_offset + b, kind.rstrip("?")
        return
