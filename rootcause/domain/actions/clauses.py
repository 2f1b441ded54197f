"""Where an action's sentence divides, and the words in it that only look like an action: sub-clause breaks, idioms,
an opening setting phrase, a policy noun that is the subject of a gate, a coordinator after a talk-type verb, a place
another action happens in, and what a contrast or a verdict sets aside ("rather than retraining", "is not enough").
``strength.py`` reads these before it decides which cue is the action and which only its topic.
"""

from __future__ import annotations

import re

__all__ = ["CLAUSE_END", "COORDINATED", "GATED", "IDIOM", "SEGMENT_BREAK", "SETTING", "TO_A_BODY", "ZH_MEASURE_OPENER",
           "contrast_scopes", "describes_place", "has_verdict"]

# A Chinese list mark (、) joins nouns ("宣導 ISBAR、查檢表") and whole measures alike ("修訂規範、購置儲存櫃"): it
# divides measures only when a verb that opens a measure follows it.
ZH_MEASURE_OPENER = (r"(?:修訂|修定|修正|制定|訂定|擬定|設計|製作|購置|採購|添購|增購|設置|增設|設立|建立|"
                     r"建置|舉辦|辦理|導入|引進|成立|推動|實施|施行|增加|提供|規劃|運用|調整|更換|汰換|安裝|加裝|"
                     r"裝設|發展|研發|開發|強化|落實|加強|培訓|重新|統一|新增|改用|改為|移除|撤除|編製|編印|啟用|全面)")
# Sub-clause breaks for topics and generic cues: punctuation and coordinators ("train staff AND install").
SEGMENT_BREAK = re.compile(
    r"[.,;:!?()\n，。；：！？（）]|(?<![a-z])(?:and|then|also|plus|as well as|while|but|instead)(?![a-z])"
    r"|並且|(?<!合)並(?![未無非])|同時|另外|另|以及|而是|但"
    r"|、(?=\s*(?:\d+[.)、]\s*)?" + ZH_MEASURE_OPENER + ")"
)
# Idioms that hold a cue word without its meaning: "of course" is no training course, "a course of antibiotics" no
# lecture, "in the course of the shift" no class, an "IV lock" or a "heparin lock" (a cannula's cap) no lock on
# anything, a "board round" (a ward's daily meeting at its whiteboard) no board walking a round, and "sign" as a verb
# ("sign off", "the courier will sign") or "signs of" no signage. Hits inside them are not evidence.
IDIOM = re.compile(r"(?<![a-z])(?:of course|in the course of|during the course of|course of (?:the |his |her |their )?"
                    r"(?:treatment|therapy|antibiotics?|injections?|illness|admission|stay|day|night|shift|"
                    r"year|event|care)|(?:iv|heparin|hep|saline|luer)[ -]?locks?|board[ -]rounds?"
                    r"|signs? of|sign(?:s|ed|ing)?[ -](?:off|out|outs|in|ins|up|for)"
                    # (setting something up, not a staff establishment: "the establishment of *staff*" still is one)
                    r"|establishment of(?! (?:[a-z-]+ ){0,3}(?:staff|nurses|posts|doctors|engineers|personnel"
                    r"|pharmacists))"
                    r"|(?:to|will|shall|must|should|can|may|then|courier|nurse|pharmacist|staff|they|he|she|who)"
                    r" sign(?:s|ed)?)(?![a-z])")
# An opening phrase that sets where or for whom the action applies ("In manual systems and those electronic systems
# that cannot offer a hard stop, ...", 在…情況下，): a general word in it is the setting, not the action.
SETTING = re.compile(r"^\W*(?:(?:in|for|within|across|under|during|at)\s[^,;:.!?]{1,120}?,|"
                      r"(?:在|於|針對|對於)[^，,；;。]{1,40}?(?:中|下|時|內|方面|部分)?[，,])")
# A talk-type noun as the subject of a gate is the thing gated, not an action about a topic: "a procedure or test
# cannot begin unless there is a match" (a procedure that cannot start, not a new procedure).
GATED = re.compile(r"(?: (?:or|and) [a-z-]+)? (?:cannot|can not|can't|will not|won't|may not|must not|can only|"
                    r"will only|is unable to|are unable to)(?![a-z])")
# A talk-type verb addressed to an organisation asks it to act, and what it asks is the action to rate: "urges
# trusts to remove all air flowmeters", 呼籲各醫院建立…, 要求業者回收… (reminding *staff* stays a reminder).
TO_A_BODY = re.compile(r"[a-z]*\s+(?:(?:all|every|each|the|other|local|nhs|acute|member)\s+){0,2}(?:trusts?|hospitals?|"
                       r"organi[sz]ations?|providers?|facilities|health\s+boards?|boards|services|manufacturers?|"
                       r"suppliers?|vendors?|governments?|regulators?|health\s+departments?)(?![a-z])"
                       r"|\s*(?:各|全國|所有|相關)?(?:醫院|醫療機構|機構|院所|業者|廠商|政府|主管機關|立法院|衛生局)")
# What the action leaves as it is, not what it changes: "the pump's hard limit (already in place) remains", 維持現行.
STATUS_QUO = re.compile(r"(?<![a-z])(?:already (?:in place|exists?|installed|fitted|available)|remains? in place"
                        r"|remains? unchanged|stays? in place|unchanged|as before|no change to)(?![a-z])"
                        r"|維持現行|仍維持|照舊|既有的")
# A short label in brackets after the action, naming a kind of action the words do not carry out: "be more careful
# (forcing function)", "(stronger action)". (Up to five words inside.)
BRACKET_LABEL = re.compile(r"[(（\[]\s*(?:[a-z-]+\s+){0,4}[a-z-]+\s*[)）\]]\W*$")  # (at the end: a term in brackets
# inside the sentence, "(time-out)", "(Ready to Use)", is part of it)
# "… by <doing something>": what comes before is the aim, the way after it is the action to rate ("simplify by
# telling staff to try harder", "prevent wrong-route errors by installing ENFit connectors").
BY_METHOD = re.compile(r"(?<![a-z])by (?:[a-z]+ing|means of|way of|using)(?![a-z])")
# A coordinator right after a talk-type verb joins a second verb, not a topic: 檢討「及」統一作業程序 (review and
# standardise), "review and simplify the process".
COORDINATED = re.compile(r"\s*(?:及|與|和|並|暨|(?<![a-z])(?:and|&)(?![a-z]))\s*")

# A cue that only describes the place where another action happens: "place warnings on *automated* medication
# dispensers" (the dispensers are where the warning goes, nothing is automated), 在「自動調劑櫃」上張貼警示. In English
# the cue follows a place preposition and a noun follows it (the place itself); in Chinese it sits inside 在/於…上.
_EN_PLACE_BEFORE = re.compile(r"(?<![a-z])(?:on|onto|at|inside|within)\s+(?:(?:the|a|an|all|every|each|our|"
                              r"its|their|any)\s+)?(?:[a-z-]+\s+)?$")
_EN_NOUN_AFTER = re.compile(r"[a-z-]*\s+(?!(?:and|or|to|for|with|by|of|in|on|at|that|which|so|as)(?![a-z]))[a-z]")
_ZH_PLACE = re.compile(r"(?:在|於)[^，。；,;、\s]{1,14}?(?:上|內|中|裡|旁)")


def describes_place(norm: str, start: int, end: int) -> bool:
    """True when the text between ``start`` and ``end`` only modifies a place named around it."""
    if _EN_PLACE_BEFORE.search(norm, max(0, start - 40), start) and _EN_NOUN_AFTER.match(norm, end):
        return True
    return any(m.start() < start and end <= m.end() - 1 for m in _ZH_PLACE.finditer(norm, max(0, start - 16),
                                                                                     end + 16))


# Contrast markers: what follows, up to the end of the clause, is set aside rather than proposed.
_CONTRAST = re.compile(
    r"(?<![a-z])(?:instead of|rather than|in place of|(?:do |does |should |will )?not (?:rely|relying|depend|"
    r"depending)(?: solely| only| just| purely)? on|no longer rely(?:ing)? on|without relying on|"
    r"not (?:just|only|merely|simply|solely)|(?:decided|chose|opted|agreed|plan|plans|planned) not to)(?![a-z])"
    r"|不只是|不只|不僅是|不僅|不單是|不單|而非|而不是|不再只靠|不再只|不再依賴|不再仰賴|不再|與其|取代|非僅|"
    r"不是只|不要只|不能只靠|不靠"
)
_CONTRAST_END = re.compile(
    r"[.,;:!?()\n，。；：！？（）]|(?<![a-z])(?:but|instead)(?![a-z])|而是|改為|改以|改由|改用|不如|但|反而"
)
# A verdict after the cue: "training alone is not enough", "單靠宣導是不夠的".
_VERDICT = re.compile(
    r"(?<![a-z])(?:is|are|was|were|has been|have been) (?:not|no longer) (?:enough|sufficient|effective|working)"
    r"|(?<![a-z])(?:is|are) insufficient|(?<![a-z])(?:has|have|did) not work(?:ed)?"
    r"|是不夠的|並不足夠|不足以|成效有限|效果有限|無效"
)
CLAUSE_END = re.compile(r"[.;:!?\n。；：！？]|,|，")  # (a comma ends a clause here)
# Where an absorbing construction's objects end: its clause, or "and" before a new subject ("two nurses will have to
# verify the dose *and a new* barcode system has been installed").
ABSORB_END = re.compile(CLAUSE_END.pattern + r"|(?<![a-z])and (?=(?:a|an|the|new|all)(?![a-z]))")


def contrast_scopes(norm: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """From each contrast marker (outside any cue) to the end of its clause."""
    scopes = []
    for m in _CONTRAST.finditer(norm):
        if any(s <= m.start() and m.end() <= e for s, e in spans):
            continue  # 不再存放 is a cue of its own, not a contrast
        end = _CONTRAST_END.search(norm, m.end())
        scopes.append((m.end(), end.start() if end else len(norm)))
    return scopes


def has_verdict(norm: str, pos: int) -> bool:
    """A "not enough" verdict later in the same clause as the cue ending at ``pos``."""
    stop = CLAUSE_END.search(norm, pos)
    return _VERDICT.search(norm, pos, stop.start() if stop else len(norm)) is not None
