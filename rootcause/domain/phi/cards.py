"""Account numbers that carry their own check digits: a payment card's (thirteen to nineteen digits, grouped or not,
that pass the Luhn check, next to a card's word: a wallet left in a locker, a refund form) and an IBAN (a country's
two letters, two check digits and the account, which pass the mod-97 check: a refund paid abroad). Either identifies
its holder to anyone with the bank's records, and the check makes a chance run (a lot number, a phone, a model code)
unlikely to pass as one, so an IBAN needs no label. A British sort code and its eight-digit account
("40-11-62 31926647") carry no check a rule can run, but the pair has a shape nothing else in a note has: it counts
unless the six digits read as a date, and then only beside a word for a bank or a payment.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rootcause.domain.phi.scan import digit_runs, matches_at

__all__ = ["card_numbers", "ibans", "sort_code_accounts"]

Span = tuple[int, int, str]
_CARD_WORD = re.compile(r"(?i:card|credit|debit|visa|mastercard|amex|maestro|unionpay)|信用卡|金融卡|簽帳卡|卡號")
_ACCOUNT_RUN = re.compile(r"(?<![0-9])[0-9](?:(?:[ \t.·‧・-]|\r?\n)?[0-9]){9,18}(?![0-9])")  # (ten to nineteen digits)
# A card's number as cards print it (four groups of four) right after the card's own word: a card, whether or not
# its check digit was typed right (a slip, or an attacker's made-up number, is still written as one).
_CARD_LAYOUT = re.compile(r"[0-9]{4}([ \t.·‧・-]?)[0-9]{4}\1[0-9]{4}\1[0-9]{4}")
_CARD_NAMED = re.compile(r"(?:(?i:card|credit|debit|visa|mastercard|amex)(?:[ \t]*(?i:no\.?|number|#))?|卡號|卡片號碼)"
                         r"[ \t:：#=]*$")


def _luhn(digits: str) -> bool:
    total = 0
    for i, c in enumerate(reversed(digits)):
        d = int(c)
        if i % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


# Money sent to an account: "退款請匯至國泰世華 822-5409-8812-7730", "refund to be paid into 12-3140-0044871-00"
# (the verb of a transfer, a bank's name or nothing, then ten or more digits).
_REMIT = re.compile(r"(?:匯至|匯到|匯入|轉帳至|轉帳到|轉入"
                    r"|(?i:paid[ \t]+into|transfer(?:red)?[ \t]+to|remit(?:ted)?[ \t]+to))[^\d\n。；;]{0,14}$"
                    # (a bank account named in the same sentence: "gave their bank account for the payment, 12-…")
                    r"|(?:銀行帳號|銀行帳戶|匯款帳號|(?i:bank[ \t]+(?:account|details|a/c)|bsb))[^\d\n。；;.!?]{0,40}$")


def card_numbers(t: str, low: str) -> Iterator[Span]:
    """Each Luhn-valid run of 13-19 digits within 30 characters after a card's word (read from the digits, which are
    rare, back to the word: a scan for the words would cost every text); any run of ten or more digits after a
    transfer's verb, a bank account where the money goes."""
    for m in _ACCOUNT_RUN.finditer(t):
        digits = re.sub(r"[ \t\r\n.·‧・-]", "", m.group())
        worded = _CARD_WORD.search(t, max(0, m.start() - 40), m.start()) is not None
        card = len(digits) >= 13 and _luhn(digits) and worded
        card = card or (_CARD_LAYOUT.fullmatch(m.group()) is not None
                        and _CARD_NAMED.search(t, max(0, m.start() - 24), m.start()) is not None)
        if card or _REMIT.search(t, max(0, m.start() - 56), m.start()):
            yield m.start(), m.end(), "account_number"


# (two capitals, two digits, then eleven to thirty letters and digits, in groups of four or not)
_IBAN = re.compile(r"(?<![0-9A-Za-z])[A-Z]{2}[0-9]{2}(?:[ \t]?[0-9A-Z]){11,30}(?![0-9A-Za-z])")


def _mod97(code: str) -> bool:
    """ISO 13616's check: the first four characters moved to the end, letters read as 10-35, leave 1 mod 97."""
    moved = code[4:] + code[:4]
    return int("".join(str(int(c, 36)) for c in moved)) % 97 == 1


_IBAN_LABEL = re.compile(r"(?i:\biban)[ \t]*(?:no\.?|number|#)?[ \t]*[:：=,]?[ \t]*$")


def ibans(t: str, low: str) -> Iterator[Span]:
    """Every run shaped as an IBAN whose check digits hold, or that its label names (a mistyped IBAN is still the
    account that was meant, to anyone at the bank)."""
    for m in _IBAN.finditer(t):
        groups = m.group().split()
        checked = next((n for n in range(len(groups), 0, -1)  # (a word in capitals after it may have been read as a
                        if len(code := "".join(groups[:n])) >= 15  # group: "… 19 REF")
                        and any(c.isdigit() for c in code[4:]) and _mod97(code)), None)
        if checked is None and _IBAN_LABEL.search(t, max(0, m.start() - 16), m.start()):
            last = max(n for n in range(1, len(groups) + 1) if any(c.isdigit() for c in groups[n - 1]))
            checked = last if len("".join(groups[:last])) >= 15 else None  # (to its last group with a digit)
        if checked is not None:
            yield m.start(), m.start() + len(" ".join(groups[:checked])), "account_number"

_SORT_CODE_ACCOUNT = re.compile(r"(?<![0-9-])(\d\d)-(\d\d)-(\d\d)[ \t,/]{1,3}(?:(?i:a/?c|acc(?:oun)?t)[ \t.:#]*)?"
                                r"\d{8}(?![0-9])")
_BANK_WORD = re.compile(r"(?i:bank|sort|refund|pay|account|a/c|bacs|transfer|reimburse)")


def sort_code_accounts(t: str, low: str) -> Iterator[Span]:
    """A sort code and an account number written together (an event's date before a record number needs a bank's
    word near it)."""
    starts = [a for a, b in digit_runs(t) if b - a == 2 and t[b:b + 1] == "-"] if "-" in t else []
    for m in matches_at(_SORT_CODE_ACCOUNT, t, starts):
        day, month = int(m.group(1)), int(m.group(2))
        if (1 <= day <= 31 and 1 <= month <= 12) and not _BANK_WORD.search(t, max(0, m.start() - 60), m.end() + 20):
            continue
        yield m.start(), m.end(), "account_number"
