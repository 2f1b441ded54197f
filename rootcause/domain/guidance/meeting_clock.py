"""The meeting clock: timeboxes per stage, laid end to end from the start, read against where the work is.

A facilitator needs one glance to know whether the room is on time: the stage the clock has reached and the stage
the analysis is still at. Pure, so the app's sidebar, the presenter view and a test read the same answer.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime

from rootcause.domain.model.guidance import STAGES, Stage
from rootcause.domain.model.meeting import DEFAULT_TIMEBOXES, MAX_TIMEBOX, MeetingClock


def timeboxes_or_default(stored: Mapping[str, int] | None) -> dict[str, int]:
    """Every stage's minutes: the stored ones where valid, the defaults for the rest."""
    chosen = dict(DEFAULT_TIMEBOXES)
    for stage, minutes in (stored or {}).items():
        if stage in chosen and isinstance(minutes, int) and 0 <= minutes <= MAX_TIMEBOX:
            chosen[stage] = minutes
    return chosen


def read_clock(started_at: datetime | None, timeboxes: Mapping[str, int], now: datetime,
               current_stage: Stage) -> MeetingClock:
    """The clock at ``now`` for a meeting whose analysis is at ``current_stage``."""
    boxes = timeboxes_or_default(timeboxes)
    planned = sum(boxes[s] for s in STAGES)
    budget = boxes.get(current_stage, 0)
    if started_at is None:
        return MeetingClock(started_at=None, elapsed_minutes=0, planned_minutes=planned, clock_stage=None,
                            stage_budget=budget, stage_left=budget, behind=False)
    elapsed = max(0, int((now - started_at).total_seconds() // 60))
    clock_stage: Stage | None = None
    end_of: dict[str, int] = {}
    running = 0
    for stage in STAGES:
        running += boxes[stage]
        end_of[stage] = running
        if clock_stage is None and elapsed < running:
            clock_stage = stage
    left = end_of.get(current_stage, planned) - elapsed
    work_index = STAGES.index(current_stage) if current_stage in STAGES else len(STAGES)
    clock_index = STAGES.index(clock_stage) if clock_stage is not None else len(STAGES)
    return MeetingClock(started_at=started_at, elapsed_minutes=elapsed, planned_minutes=planned,
                        clock_stage=clock_stage, stage_budget=budget, stage_left=left,
                        behind=clock_index > work_index)
