"""Optional AI help through any OpenAI-compatible endpoint; every caller falls back to the rules.

Only this package imports ``openai`` (and only when the assist is switched on and first used, so the
rules-only path pays nothing for it). Nothing here decides or writes: it proposes, the services check
the proposal against the rules, and a person accepts it.
"""

from rootcause.assist.assistant import Assistant
from rootcause.assist.models import Reply, Status

__all__ = ["Assistant", "Reply", "Status"]
