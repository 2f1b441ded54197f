"""How free text may appear in a log: never as itself, only as a length and a short hash.

The hash lets an operator match two log lines about the same text (and the text in the store, if
they have access to it) without the log ever holding what was typed.
"""

from __future__ import annotations

import hashlib


def fingerprint(text: object) -> str:
    """``len=42 sha=3f2a9c1b`` for a string; the type name for anything else."""
    if not isinstance(text, str):
        return f"<{type(text).__name__}>"
    digest = hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:8]
    return f"len={len(text)} sha={digest}"
