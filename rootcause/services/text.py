"""The one gate every free text passes on its way into the store."""

from __future__ import annotations

from rootcause.domain.validation import MAX_TEXT, optional_text, require_text


def required(field: str, value: object, *, max_len: int = MAX_TEXT) -> str:
    """Validated text that must be present."""
    return require_text(field, value, max_len=max_len)


def optional(field: str, value: object, *, max_len: int = MAX_TEXT) -> str | None:
    """Validated text, or None when blank."""
    return optional_text(field, value, max_len=max_len)
