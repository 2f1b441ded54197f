"""The report's meeting record as plain cells, in the reader's language: who attended (by role), the minutes and
decisions per stage, and the sign-offs. Each renderer escapes these for its own place (Markdown or HTML)."""

from __future__ import annotations

from dataclasses import dataclass

from rootcause.domain.model.case import iso_utc
from rootcause.domain.model.guidance import STAGES
from rootcause.domain.model.meeting import SIGN_OFF_KINDS
from rootcause.domain.model.report import ReportData
from rootcause.export.report_labels import label, role_name


@dataclass(frozen=True)
class MeetingCells:
    attendees: list[str]
    notes: list[tuple[str, str, str, str]]  # stage, kind, note, time
    sign_offs: list[tuple[str, str, str]]  # kind, signer, time (or "not signed yet")


def meeting_cells(d: ReportData, lang: str) -> MeetingCells | None:
    """None when the case has no meeting record at all (nothing to show)."""
    m = d.meeting
    if m is None or not (m.attendees or m.notes or m.sign_offs):
        return None

    def who(role: str, user_id: str | None) -> str:
        name = role_name(role, lang)
        return f"{name} ({d.people.get(user_id, user_id)})" if user_id else name

    order = {stage: i for i, stage in enumerate(STAGES)}
    notes = [(label(f"stage_{n.stage}", lang), label(n.kind, lang), n.text, iso_utc(n.at))
             for n in sorted(m.notes, key=lambda n: (order.get(n.stage, len(order)), n.at))]
    signed = {s.kind: s for s in m.sign_offs}
    sign_offs = [(label(f"sign_{kind}", lang), who(signed[kind].role, signed[kind].user_id),
                  iso_utc(signed[kind].signed_at)) if kind in signed
                 else (label(f"sign_{kind}", lang), label("not_signed", lang), "–") for kind in SIGN_OFF_KINDS]
    return MeetingCells(attendees=[who(a.role, a.user_id) for a in m.attendees], notes=notes, sign_offs=sign_offs)
