"""A first name with who the person is said right after it: "Dawn on nights gave the second dose", "Bex from the
discharge lounge rang", "Will, the HCA on bay 2, found him".

A first name that is also a word (Dawn, Will, Grace) or that no list holds (a nickname, Bex) needs context before
it is a name. A shift, a team or a role said of it, then a person's verb, is that context: a word, a thing or a
place is not "on nights", does not come "from the discharge lounge" and is not "the HCA on bay 2".
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rootcause.domain.phi import name_tables as N
from rootcause.domain.phi.lexicon import unknown_word
from rootcause.domain.phi.names_not_people import base_word
from rootcause.domain.phi.scan import at_capitals, capitalised_words

__all__ = ["described_names"]

Span = tuple[int, int, str]

_ROLES = (r"hca|hcas|nurse|staff[ \t]+nurse|charge[ \t]+nurse|bank[ \t]+nurse|agency[ \t]+nurse|registrar|reg|sho"
          r"|fy1|fy2|f1|f2|junior[ \t]+doctor|doctor|consultant|porter|pharmacist|technician|tech|midwife|physio"
          r"|physiotherapist|therapist|ot|cna|carer|healthcare[ \t]+assistant|nursing[ \t]+assistant|ward[ \t]+clerk"
          r"|clerk|receptionist|sister|matron|student(?:[ \t]+nurse)?|coordinator|co-ordinator|paramedic|anaesthetist"
          r"|anesthetist|odp|scrub[ \t]+nurse|ward[ \t]+manager|manager|surgeon|intern|resident|fellow|housekeeper"
          r"|cleaner|volunteer|chaplain|interpreter|radiographer|sonographer|phlebotomist|dietitian")
# who the person is, between the name and the verb: a shift, a place they came from, or a role between commas
_DESCRIBED = re.compile(
    r"([A-Z][a-z]+(?:-[A-Z][a-z]+)?)"
    r"(?:[ \t]+on[ \t]+(?:the[ \t]+)?(?:nights?|days|lates?|earlies|long[ \t]+days?|bank|agency"
    r"|(?:night|late|early|day|twilight|evening)[ \t]+shift)"
    r"|[ \t]+from[ \t]+(?:the[ \t]+)?(?:[A-Za-z0-9&-]+[ \t]+){0,3}?(?:lounge|ward|team|unit|pharmacy|theatres?"
    r"|department|desk|office|clinic|bay|lab|laboratory|switchboard|bureau|[A-Z]{2,5})"
    rf"|,[ \t]+(?:the|our|a|an|one[ \t]+of[ \t]+the)[ \t]+(?:[a-z0-9-]+[ \t]+){{0,2}}(?i:{_ROLES})s?(?![A-Za-z])"
    r"[^,;.\n]{0,30},)"
    r"[ \t]+(?:had[ \t]+|then[ \t]+|also[ \t]+|later[ \t]+)?([a-z]+)(?![A-Za-z])")
_IRREGULAR = frozenset({"gave", "rang", "found", "took", "said", "told", "saw", "wrote", "went", "came", "put", "left",
                        "missed", "knew", "thought", "brought", "sent", "made", "got", "did", "spoke", "heard", "felt",
                        "forgot", "caught", "held", "drew", "hung", "ran", "stood", "sat", "tried", "says", "rings"})


def described_names(t: str, low: str) -> Iterator[Span]:
    """A first name (one of the lists' or a word no list holds) with a shift, a team or a role after it, then a
    person's verb."""
    for m in at_capitals(_DESCRIBED, t, capitalised_words(t)):
        word, verb = m.group(1), m.group(2)
        base = base_word(word)
        if base in N.EPONYMS or (base in N.NOT_NAMES and base not in N.WORD_GIVEN_NAMES):
            continue
        if not (base in N.GIVEN_NAMES or base in N.WORD_GIVEN_NAMES or unknown_word(word)):
            continue
        if verb in N.PERSON_VERBS or verb in _IRREGULAR or (verb.endswith("ed") and len(verb) > 4):
            yield m.start(1), m.end(1), "person_name"
