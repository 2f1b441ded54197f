"""A causal chain and its statements as the faces see them: the links, the rules of causation each statement
breaks (with names in both languages), and the chain's verdict."""

from __future__ import annotations

from typing import Literal, get_args

from pydantic import BaseModel, ConfigDict

RuleName = Literal["cause_effect", "negative_descriptor", "human_error_needs_cause", "deviation_needs_cause",
                   "duty_to_act"]
RULES: tuple[str, ...] = get_args(RuleName)
RULE_NAMES: dict[str, tuple[str, str]] = {
    "cause_effect": ("Show cause and effect", "呈現因果關係"),
    "negative_descriptor": ("No negative descriptors", "不使用負面描述詞"),
    "human_error_needs_cause": ("Each human error has a preceding cause", "每個人為錯誤都要有前因"),
    "deviation_needs_cause": ("Each procedure deviation has a preceding cause", "每個程序偏離都要有前因"),
    "duty_to_act": ("A failure to act needs a pre-existing duty", "未執行須有事先存在的責任"),
}


class Finding(BaseModel):
    """One rule broken by one span of the original text, with what is wrong and how to rewrite it."""

    model_config = ConfigDict(frozen=True)

    rule: RuleName
    start: int
    end: int
    matched: str
    message: dict[str, str]
    hint: dict[str, str]


Verdict = Literal["sound", "incomplete", "flawed"]
# Why a root cause is a person's act or state rather than a condition of the system (causal.system_cause).
PersonAct = Literal["unsafe_act_code", "blame", "unexplained_act", "act_without_system_cause", "person_state"]


class ChainLink(BaseModel):
    """One step of the chain (the first is the top cause or why under the problem)."""

    model_config = ConfigDict(frozen=True)

    id: str
    text: str
    verdict: str | None  # supported | not_supported | open | None (never tested)
    hfacs_code: str | None = None
    has_children: bool = False


class LintFinding(BaseModel):
    model_config = ConfigDict(frozen=True)

    node_id: str
    rule: str
    matched: str
    message: str
    hint: str


class ChainReport(BaseModel):
    model_config = ConfigDict(frozen=True)

    root_cause_id: str
    path: list[str]
    depth: int
    too_shallow: bool
    unverified_links: list[str]
    failed_links: list[str]
    findings: list[LintFinding]
    stops_at_individual: bool  # the root cause is a person's act and nothing was asked beneath it
    root_person_act: PersonAct | None = None  # why the root cause is a person's act or state, or None
    verdict: Verdict
    summary: str
