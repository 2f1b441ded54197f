"""Insights for agents: the Insights page's cross-case figures as data, through the same service."""

from __future__ import annotations

from rootcause.domain.model import InsightsView
from rootcause.mcp.runtime import READ, Runtime, ToolDecorator
from rootcause.services import insights


def register(tool: ToolDecorator, rt: Runtime) -> None:
    @tool(READ)
    def rc_get_insights(
        date_from: str | None = None,
        date_to: str | None = None,
        severity: int | None = None,
        event_type: str | None = None,
        min_cases: int | None = None,
        window_days: int | None = None,
        include_archived: bool | None = None,
    ) -> InsightsView:
        """Figures across all cases (archived ones too unless include_archived is false): HFACS-MES codes and
        levels (confirmed by a person vs suggested by an agent), fishbone bones, action strength mix
        (weaker_share: the share of weaker actions among rated ones), overdue actions and actions without a
        measure, days from event to completed RCA, and recurrence: an HFACS code or a similar root cause in
        at least min_cases cases (default 3, from 2) within window_days (default 365) of each other, with
        links to the 5 newest. Filters: date_from / date_to (YYYY-MM-DD, on each case's event date: the
        problem's 'when' if it is a date, else the day the case was opened), severity (SAC 1-4), event_type."""
        return insights.get_insights(rt.db, rt.frameworks, date_from=date_from, date_to=date_to, severity=severity,
                                     event_type=event_type, min_cases=min_cases, window_days=window_days,
                                     include_archived=include_archived)
