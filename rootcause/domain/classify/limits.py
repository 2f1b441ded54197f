"""What the suggester accepts: one non-empty statement of bounded length, and 1-10 suggestions (bilingual
refusals that say how to fix the input)."""

from __future__ import annotations

from rootcause.errors import InvalidInput

MAX_TEXT = 100_000


def check_text(text: object) -> None:
    if not isinstance(text, str) or not text.strip():
        raise InvalidInput(
            field="description",
            en="The description is empty.",
            zh="描述不可為空白。",
            hint_en="Describe the contributing factor in one sentence, e.g. 'The nurse was interrupted at the round'.",
            hint_zh="請用一句話描述促成因素，例如「護理師給藥時被打斷」。",
        )
    if len(text) > MAX_TEXT:
        raise InvalidInput(
            field="description",
            en=f"The description is too long ({len(text)} characters; at most {MAX_TEXT}).",
            zh=f"描述過長（{len(text)} 字元；上限 {MAX_TEXT}）。",
            hint_en="Send one contributing factor at a time.",
            hint_zh="請一次提供一項促成因素。",
        )


MAX_SUGGESTIONS = 10  # codes one suggestion returns at most (the schema advertises it)


def check_max(value: object) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= MAX_SUGGESTIONS:
        raise InvalidInput(
            field="max_suggestions",
            en=f"max_suggestions must be a whole number from 1 to {MAX_SUGGESTIONS} (got {value!r}).",
            zh=f"max_suggestions 必須是 1 到 {MAX_SUGGESTIONS} 的整數（收到 {value!r}）。",
            hint_en="Leave it out to get the default of 3.",
            hint_zh="不填則預設為 3。",
        )
