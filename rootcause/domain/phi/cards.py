"""A payment card's number: thirteen to nineteen digits, grouped or not, that pass the Luhn check, next to a card's
word (a wallet left in a locker, a refund form). A card number identifies its holder to anyone with the bank's
records, and the Luhn check makes a chance run of digits (a lot number, a phone) unlikely to pass as one.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

__all__ = ["card_numbers"]

Span = tuple[int, int, str]
_CARD_WORD = re.compile(r"(?i:card|credit|debit|visa|mastercard|amex|maestro|unionpay)|信用卡|金融卡|簽帳卡|卡號")
_NUMBER = re.compile(r"(?<![0-9])[0-9](?:[ \t-]?[0-9]){12,18}(?![0-9])")


def _luhn(digits: str) -> bool:
    total = 0
    for i, c in enumerate(reversed(digits)):
        d = int(c)
        if i % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


def card_numbers(t: str, low: str) -> Iterator[Span]:
    """Each Luhn-valid run of 13-19 digits within 30 characters after a card's word (read from the digits, which are
    rare, back to the word: a scan for the words would cost every text)."""
    for m in _NUMBER.finditer(t):
        digits = re.sub(r"[ \t-]", "", m.group())
        if _luhn(digits) and _CARD_WORD.search(t, max(0, m.start() - 40), m.start()):
            yield m.start(), m.end(), "id_number"
