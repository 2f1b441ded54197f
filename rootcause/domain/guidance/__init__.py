"""Where an RCA stands and what to do next (``stages``), with the ids of the next step filled in
(``next_step``): one pure answer that the MCP envelope, the app's progress panel, the close and the report
share."""

from rootcause.domain.guidance.stages import (
    MIN_BONES,
    MIN_TIMELINE,
    MIN_WHY_DEPTH,
    PROBLEM_FIELDS,
    STRONG_ENOUGH,
    ActionFacts,
    CaseFacts,
    RootCauseFacts,
    guide,
    unmet_before_close,
)

__all__ = ["MIN_BONES", "MIN_TIMELINE", "MIN_WHY_DEPTH", "PROBLEM_FIELDS", "STRONG_ENOUGH", "ActionFacts", "CaseFacts",
           "RootCauseFacts", "guide", "unmet_before_close"]
