"""The one gate every free text passes on its way into the store: valid text, and no identifier.

The PHI check runs here, in the service layer, so no face can skip it and nothing identifying is
written, logged or echoed back (the error shows a masked preview only).
"""

from __future__ import annotations

from typing import NewType

from rootcause.domain.model.validation import MAX_TEXT, optional_text, require_text
from rootcause.domain.phi import detect as phi

# Text that has passed this gate. A service that receives it from another service takes it as it is, so one
# text is validated and scanned for identifiers once on its way from the page (or the agent) to the store.
Checked = NewType("Checked", str)


def required(field: str, value: object, *, max_len: int = MAX_TEXT) -> Checked:
    """Validated, identifier-free text that must be present."""
    text = require_text(field, value, max_len=max_len)
    phi.guard(field, text)
    return Checked(text)


def optional(field: str, value: object, *, max_len: int = MAX_TEXT) -> str | None:
    """Like :func:`required`, but None or blank means "not given"."""
    text = optional_text(field, value, max_len=max_len)
    if text is not None:
        phi.guard(field, text)
    return text


def like_pattern(needle: str) -> str:
    """A case-insensitive ``LIKE`` pattern (use with ``escape="\\"``) where % and _ are literal."""
    return "%" + needle.lower().replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"
