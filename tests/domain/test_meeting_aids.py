"""The meeting's pure aids: the clock against the timeboxes, the proportionate-response hint, and the triggering
questions, in both languages."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from rootcause.domain.guidance.meeting_clock import read_clock, timeboxes_or_default
from rootcause.domain.guidance.proportionate import proportionate_response
from rootcause.domain.guidance.questions import QUESTIONS, questions_for
from rootcause.domain.model.guidance import STAGES
from rootcause.domain.model.meeting import DEFAULT_TIMEBOXES

START = datetime(2026, 11, 26, 9, 0, tzinfo=UTC)


def test_the_default_timeboxes_fill_an_hour_in_stage_order():
    assert list(DEFAULT_TIMEBOXES) == list(STAGES) and sum(DEFAULT_TIMEBOXES.values()) == 60


def test_a_clock_not_started_is_never_behind():
    clock = read_clock(None, {}, START, "FISHBONE")
    assert clock.clock_stage is None and not clock.behind and clock.stage_left == DEFAULT_TIMEBOXES["FISHBONE"]


def test_the_clock_says_which_stage_the_time_is_in_and_whether_the_work_is_behind():
    on_time = read_clock(START, {}, START + timedelta(minutes=7), "TIMELINE")
    assert on_time.clock_stage == "TIMELINE" and not on_time.behind and on_time.stage_left == 8
    late = read_clock(START, {}, START + timedelta(minutes=22), "TIMELINE")
    assert late.clock_stage == "FISHBONE" and late.behind and late.stage_left == -7


def test_past_the_whole_plan_the_clock_has_no_stage_and_a_finished_case_is_not_behind():
    over = read_clock(START, {}, START + timedelta(minutes=75), "ACTIONS")
    assert over.clock_stage is None and over.behind and over.elapsed_minutes == 75
    assert not read_clock(START, {}, START + timedelta(minutes=75), "COMPLETE").behind


def test_stored_timeboxes_replace_the_defaults_only_where_valid():
    boxes = timeboxes_or_default({"FISHBONE": 25, "TIMELINE": -3, "NOT_A_STAGE": 9, "ACTIONS": 10_000})
    assert boxes["FISHBONE"] == 25 and boxes["TIMELINE"] == 10 and boxes["ACTIONS"] == 10 and "NOT_A_STAGE" not in boxes


@pytest.mark.parametrize(("severity", "kind"), [(1, "full_rca"), (2, "full_rca"), (3, "focused_review"),
                                                (4, "learning_huddle"), (None, "unknown")])
def test_the_hint_follows_the_graded_harm(severity, kind):
    hint = proportionate_response(severity, "Medication error")
    assert hint.kind == kind and hint.reason("en") and hint.reason("zh-TW") != hint.reason("en")


@pytest.mark.parametrize("event_type", ["Wrong-site surgery", "Retained surgical sponge", "Inpatient suicide",
                                        "ABO-incompatible transfusion", "開錯部位", "手術遺留紗布", "病人自殺",
                                        "輸錯血"])
def test_a_sentinel_kind_of_event_calls_for_a_full_rca_whatever_harm_was_graded(event_type):
    hint = proportionate_response(4, event_type)
    assert hint.kind == "full_rca" and "sentinel" in hint.reason("en") and "警訊事件" in hint.reason("zh-TW")


def test_a_recurring_event_is_raised_one_step():
    assert proportionate_response(3, "Fall", recurring=True).kind == "full_rca"
    assert proportionate_response(4, "Fall", recurring=True).kind == "focused_review"


def test_an_ordinary_event_type_does_not_trigger_the_sentinel_rule():
    for event_type in ("Fall from bed", "Pressure injury", "Medication omission", "跌倒", "給藥遺漏", None, ""):
        assert proportionate_response(4, event_type).kind == "learning_huddle"


def test_every_stage_has_questions_in_both_languages_and_a_finished_case_none():
    for stage in STAGES:
        en, zh = questions_for(stage, "en"), questions_for(stage, "zh-TW")
        assert len(en) == len(zh) == len(QUESTIONS[stage]) >= 2
        assert all(q.endswith("?") for q in en) and all("？" in q for q in zh)
    assert questions_for("COMPLETE", "en") == []
