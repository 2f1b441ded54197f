"""What was not said: a knowledge gap the sentence puts down to what nobody told (a communication failure, not a
limitation), and what was not passed on, disclosed or warned of (a communication failure in itself, ``reading``'s
PC-CRM unless the patient kept it back)."""

from __future__ import annotations

import re
from collections.abc import Iterator

__all__ = ["not_passed_on", "nothing_told"]

# A knowledge gap that the sentence puts down to what nobody said is a communication failure, not a limitation:
# "held no briefing, so the anaesthetist did not know", 沒有團隊簡報.
_NOT_TOLD = re.compile(r"(?<![a-z])(?:no (?:briefing|handover|hand-off|huddle)|(?:was|were) not (?:told|informed|"
                       r"briefed)|nobody told|no one told|not communicated|not handed over)(?![a-z])"
                       r"|沒有(?:團隊)?簡報|未(?:被)?告知|沒有(?:人)?告知|未交班|沒有交班|未通知")
# What was not passed on is a communication failure in itself: "no-one was able to tell him", "the caregiver did not
# mention his abdominal pain", 未告知 (a patient who does not mention something is a patient factor instead).
_NOT_PASSED_ON = re.compile(
    r"(?<![a-z])(?:(?:no-?one|nobody) (?:was able to |could |would |had )?(?:tell|told|explain(?:ed)?|inform(?:ed)?)|"
    r"(?:did|does) not (?:mention|pass on|hand over|relay|communicate|share|inform|tell|disclose|notify|warn)|"
    r"fail(?:ed|s|ing)? to (?:inform|disclose|tell|notify|warn|communicate|pass on|relay|hand over)|"
    r"without (?:informing|telling|notifying|warning)|(?:was|were) not (?:told|warned|notified|"
    r"informed|passed on|handed over|communicated|relayed|shared|transmitted|conveyed|forwarded)|not communicated|"
    r"not handed over|neither [^.;]{0,80}? nor [^.;]{0,80}? (?:was|were) (?:transmitted|passed on|communicated|"
    r"shared|sent|handed over|relayed|conveyed|forwarded))(?![a-z])"
    r"|未(?:被)?告知|沒有(?:人)?告知|未交班|沒有交班|未通知|沒有通知|未傳達|未轉達|未能即時(?:的)?(?:反應|傳達|通知)")


def nothing_told(norm: str) -> bool:
    """The statement says something was not told or passed on (a knowledge gap beside it is then no limitation)."""
    return _NOT_TOLD.search(norm) is not None or _NOT_PASSED_ON.search(norm) is not None


def not_passed_on(norm: str) -> Iterator[re.Match[str]]:
    """Every phrase saying that something was not passed on, disclosed or warned of."""
    return _NOT_PASSED_ON.finditer(norm)
