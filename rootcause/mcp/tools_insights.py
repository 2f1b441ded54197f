"""Insights for agents: the Insights page's cross-case figures as data, through the same service."""

from __future__ import annotations

from rootcause.domain.model import InsightsView
from rootcause.mcp.runtime import READ, Runtime, ToolDecorator
from rootcause.services import insights


def register(tool: ToolDecorator, rt: Runtime) -> None:
    @tool(READ, "Cross-case insights")
    def rc_get_insights(
        date_from: str | None = None,
        date_to: str | None = None,
        severity: int | None = None,
        event_type: str | None = None,
        min_cases: int | None = None,
        window_days: int | None = None,
        include_archived: bool | None = None,
    ) -> InsightsView:
        """Figures across cases: HFACS-MES codes and levels (confirmed vs suggested), fishbone bones, the action
        strength mix, overdue and unmeasured actions, days from event to closed RCA, and recurrence (a code or
        a similar root cause in at least min_cases cases, default 3, within window_days, default 365). Dates
        filter on each case's event date."""
        return insights.get_insights(rt.db, rt.frameworks, date_from=date_from, date_to=date_to, severity=severity,
                                     event_type=event_type, min_cases=min_cases, window_days=window_days,
                                     include_archived=include_archived)
