"""What the report says of an action's measures: each measure with its target, the follow-up date, and every
measurement under the measure it was taken on. Written once for the Markdown and HTML reports."""

from __future__ import annotations

from collections.abc import Callable

from rootcause.domain.model.report import ActionPlanItem
from rootcause.export.report_labels import label

__all__ = ["measure_lines", "strength_note"]


def measure_lines(item: ActionPlanItem, lang: str, esc: Callable[[str], str]) -> list[str]:
    """One line per fact, every piece (fixed words too) passed through ``esc`` for the report's format."""
    a = item.action

    def said(key: str, text: str) -> str:
        return f"{esc(label(key, lang))}: {esc(text)}"

    out: list[str] = []
    for kind, measure, target in (("process_measure", a.process_measure, a.process_target),
                                  ("outcome_measure", a.outcome_measure, a.outcome_target)):
        if measure or target:
            out.append(said(kind, measure or "–") + (f" → {said('target', target)}" if target else ""))
    if a.follow_up:
        out.append(said("follow_up", a.follow_up.isoformat()))
    out += [f"{esc(m.measured_on.isoformat())} · {esc(m.measure)}: {esc(m.value)}" for m in item.measurements]
    return out


def strength_note(item: ActionPlanItem, lang: str, esc: Callable[[str], str]) -> str:
    """After the rating: who set it, and why, when a person overrode the rating."""
    a = item.action
    if not a.strength_override:
        return ""
    why = f": {esc(a.override_reason)}" if a.override_reason and a.override_reason.strip() else ""
    return f" ({esc(label('override', lang))}{why})"
