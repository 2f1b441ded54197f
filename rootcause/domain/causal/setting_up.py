"""Who left a device or software unset: a person's omission, or how the system was built (English and Chinese).

"The drug library was not configured" says how the system stands; "the night nurse did not switch on the limit",
"… was not configured by her" and "the nurse left the limit disabled" say a person omitted an act, which needs a duty
like any other omission. The voice and the verb do not decide it; who is named as subject or agent does:

- a person (a role, a pronoun, "I"): an omission;
- an organisation (a vendor, the pharmacy, the informatics team, 廠商, 資訊室): how the system was built;
- no one, with software or a device as the subject: how the system was built ("the pumps are not programmed with
  hard limits"), except a device that was not *operated* (set, switched on, enabled), which is a person's omission
  ("the bed alarm was not switched on").

A role word that qualifies a thing ("the user interface", "the nurse call system") is not a person.
"""

from __future__ import annotations

import re
from typing import Literal

from rootcause.domain.causal import lexicon as lex
from rootcause.domain.causal.statement_text import StatementText

__all__ = ["EN_SUBJECT_BREAK", "EN_WORD", "ZH_NOUN", "barriers_undone", "en_agent", "en_as_built", "en_left_undone",
           "en_subject", "zh_agent_named", "zh_first_named"]

Who = Literal["person", "organisation", "thing", "patient"]

EN_SUBJECT_BREAK = re.compile(
    r"[,;:!?()。]|\.(?!\d)|(?<![a-z])(?:and|but|which|that|because|so|when|while|after|who|although|though|since"
    r"|whereas)(?![a-z])"
)
EN_WORD = re.compile(r"[a-z][a-z-]*")
_THINGS = lex.EN_THINGS | lex.EN_SOFTWARE
_PARTICIPLES = "|".join(sorted({lex.en_verb_forms(v)[2] for v in lex.EN_ACTION_VERBS}, key=len, reverse=True))
# "left the limit unconfigured / disabled / switched off / not configured", "kept … off", "remained unconfigured"
_EN_LEFT = re.compile(
    r"(?<![a-z])(?P<verb>left|leaves|leave|leaving|kept|keeps|keep|keeping|remained|remains|stayed|stays)"
    r" (?:[a-z'-]+ ){0,10}?"
    rf"(?:un(?:re-?)?(?:{_PARTICIPLES})|not (?:{_PARTICIPLES})|disabled|inactive|switched off|turned off"
    r"|(?<=[a-z] )(?:off|blank|without(?= (?:its|the|a|any) )))(?![a-z])"
)
_EN_BY = re.compile(r"(?: [a-z'-]+){0,5}? by (?P<agent>(?:[a-z'-]+ ){0,3}[a-z'-]+)")
# A person's setting-up, named as a thing that lacked something: "the night nurse's pump setup had no heparin limit",
# "the pump, as set up by the night nurse, had no limit".
_EN_SETUP_NOUN = re.compile(r"(?<![a-z])(?P<owner>[a-z-]+)'s (?:[a-z-]+ ){0,2}?"
                            r"(?:setup|set-up|configuration|programming)(?![a-z])")
# "the setup done by the night nurse lacked a limit": a setting-up said as a noun or a participle, its agent after "by"
_EN_SETUP_BY = re.compile(r"(?<![a-z])(?:(?:setup|set-up|configuration|programming|programing)"
                          r" (?:done|carried out|performed|completed|made|entered)"
                          # (or a participle: "the feed pump, set up by the student nurse, had no limit")
                          r"|(?<!was )(?<!were )(?<!been )(?<!not )(?:set up|configured|programmed|loaded|installed))"
                          r"(?= by )")
_EN_AS_SET_UP = re.compile(r"(?<![a-z])as (?:set up|configured|programmed|entered|loaded|built)"
                           r"(?=(?: [a-z'-]+){0,5}? by )")
_SETTING_UP = r"(?:set up|sets up|configured|configures|programmed|programs|loaded|loads|built|installed)"
_EN_SET_UP = re.compile(rf"(?<![a-z])(?:(?:which|that) (?P<who>(?:[a-z'-]+ ){{1,4}}?)(?:had )?{_SETTING_UP}"
                        rf"|{_SETTING_UP} (?:the |a |an |its |their )?(?:[a-z-]+ ){{0,3}}?(?:without|with no|lacking)"
                        rf"|(?<=[a-z] )(?P<who2>the (?:[a-z'-]+ ){{0,2}}?[a-z'-]+) {_SETTING_UP}(?= (?:had|has|have|"
                        r"lacked|lacks|was|were) ))(?![a-z])")
# 夜班護理師設定的幫浦沒有肝素上限: what a person set up, and what it lacked.
_ZH_SET_UP = re.compile("(?:" + "|".join(sorted(lex.ZH_PEOPLE, key=len, reverse=True))
                        + r")[^,。;]{0,4}?(?:設定|設置|設好|建置|安裝|載入)的")
# 護理師設定幫浦時漏掉上限: while a person set it up, something was left out
_ZH_SETTING_WHEN = re.compile("(?:" + "|".join(sorted(lex.ZH_PEOPLE, key=len, reverse=True))
                              + r")[^,。;]{0,4}?(?:設定|設置|建置|安裝|載入|輸入)[^,。;]{0,10}?(?:時|的時候|之際)")
_ZH_LACKED = re.compile(r"沒有|未|缺少|缺乏|無(?!法)|漏掉|漏設")
_EN_LACKED = re.compile(r"(?<![a-z])(?:had no|has no|have no|with no|lacked|lacks|omitted|omits|without|missing|missed"
                        r"|left out)(?![a-z])")
_ANY_PERSON = frozenset(("whoever", "anybody", "person", "persons", "people", "programmer", "programmers"))
_PASSIVE_AUX = frozenset(("was", "were", "is", "are", "be", "been", "being", "get", "got", "gets"))
_FUNCTION = frozenset(("who", "whom", "that", "which", "and", "or", "on", "in", "at", "with", "of", "for", "to", "by",
                       "from", "did", "does", "do", "was", "were", "is", "are", "had", "has", "have", "not", "never",
                       "could", "would", "should", "may", "might", "must", "will", "can"))
# Operating or keeping something up to date in the course of care, not building it: "the bed alarm was not switched
# on" and "the care plan was not updated" are a person's omissions unless software is their subject.
_OPERATED = re.compile("(?<![a-z])(?:" + "|".join(sorted(
    {f for v in ("set", "switch on", "turn on", "enable", "activate", "enter", "input", "key in", "add", "select",
                 "tick", "update") for f in (v, *lex.en_verb_forms(v))}, key=len, reverse=True)) + ")$")
# What an organisation defines (roles, limits, criteria): "were not clearly defined" names no one's omission.
_DEFINED = re.compile(r"(?<![a-z])(?:defined|specified)$")


def _kind(words: list[str], i: int) -> Who | None:
    """What the word at ``i`` names, or None; a person's word before a thing's ("user interface") names none, and
    nor does a possessive ("the hospital's night nurse", "the nurse's workstation": what it owns decides)."""
    word = words[i].removesuffix("'s")
    if words[i + 1:i + 2] == ["s"] or words[i].endswith("'s"):
        return None
    if word in ("team", "teams") or word in lex.EN_ORGANISATIONS:  # (but an agency nurse, a pharmacy technician)
        after = words[i + 1:i + 2]
        return None if after and after[0] in lex.EN_AGENTS and after[0] not in ("team", "teams") else "organisation"
    if word in lex.EN_AGENTS:
        after = words[i + 1:i + 3]
        return None if any(w in _THINGS for w in after[:1]) or (
            len(after) == 2 and after[0] not in lex.EN_AGENTS and after[0] not in _FUNCTION
            and not after[0].endswith(("ed", "ing")) and after[1] in _THINGS) else "person"
    if word in _THINGS:
        return "thing"
    if word in lex.EN_PATIENTS:
        return "patient"
    return None


def en_subject(t: StatementText, pos: int) -> Who | None:
    """What the subject of the English clause ending at ``pos`` names: its first known word (the sentence's, when
    the clause has none, "… and did not call")."""
    breaks = [m.end() for m in EN_SUBJECT_BREAK.finditer(t.norm, 0, pos)]
    words = EN_WORD.findall(t.norm, breaks[-1] if breaks else 0, pos)
    if not words:
        words = EN_WORD.findall(t.norm, t.around(t.sentences, pos)[0], pos)
    while words and words[0] in ("because", "since", "as", "and", "but", "so"):
        words = words[1:]
    while len(words) > 1 and words[0] == "it" and words[1] in _HEDGES:  # ("it was the nurse who", "it seems the nurse")
        words = words[2:] if len(words) < 3 or words[2] not in _HEDGES else words[3:]
    for i in range(len(words)):
        kind = _kind(words, i)
        if kind is not None:
            return kind
    return None


# What a cleft or a hedge puts before the real subject: "it was … who", "it seems", "it is likely".
_HEDGES = frozenset(("was", "is", "seems", "seemed", "appears", "appeared", "looks", "looked", "likely", "possible",
                     "probable", "clear", "apparent", "'s"))
_BY_DESIGN = re.compile(r"(?: [a-z'-]+){0,5}? by (?:default|design|(?:the )?(?:[a-z-]+ )?(?:workflow|system|software"
                        r"|template|order set|manufacturer|vendor|factory)|the factory)(?![a-z])")


def en_agent(norm: str, end: int) -> Who | None:
    """Who a "by …" phrase right after a passive verb ending at ``end`` names ("by her", "by the informatics
    team"), or None when there is no such phrase."""
    m = _EN_BY.match(norm, end)
    if m is None:
        return None
    words = EN_WORD.findall(m.group("agent"))
    if any(w in _ANY_PERSON for w in words):
        return "person"  # ("by whoever programmed the pump", "by anybody on the night shift", "by the person …")
    kinds = [_kind(words, i) for i in range(len(words))]
    return "organisation" if "organisation" in kinds else "person" if "person" in kinds else None


def en_as_built(t: StatementText, m: re.Match[str], configuring: bool) -> bool:
    """A passive omission that says how the system was built: a configuring verb, software or a device (not one
    that was merely *set*) as the subject, and no person named as its agent."""
    if not configuring:
        return False
    if _BY_DESIGN.match(t.norm, m.end()):
        return True  # ("not enabled by default", "by design", "by the admission workflow": how it was built)
    agent = en_agent(t.norm, m.end())
    if agent is not None:
        return agent == "organisation"
    breaks = [b.end() for b in EN_SUBJECT_BREAK.finditer(t.norm, 0, m.start())]
    words = EN_WORD.findall(t.norm, breaks[-1] if breaks else 0, m.start())
    if not words:
        return False
    if _DEFINED.search(m.group()):
        return True
    if words[-1] in lex.EN_SOFTWARE:
        return True
    # a device or anything else no one is named for, unless it was operated ("the bed alarm was not switched on")
    return not _OPERATED.search(m.group()) and not any(_kind(words, i) in ("person", "patient")
                                                       for i in range(len(words)))


def en_left_undone(t: StatementText) -> list[tuple[int, int]]:
    """"The nurse left the limit disabled", "the limit remained unconfigured by the night nurse": a person's
    omission when a person is the active subject or the named agent."""
    found = []
    for m in _EN_LEFT.finditer(t.norm):
        agent = en_agent(t.norm, m.end())
        if agent is not None:
            if agent == "person":
                found.append(m.span())
            continue
        if m.group("verb").startswith(("remain", "stay")):
            continue  # ("the limit remained unconfigured": how it stands)
        breaks = [b.end() for b in EN_SUBJECT_BREAK.finditer(t.norm, 0, m.start())]
        words = EN_WORD.findall(t.norm, breaks[-1] if breaks else 0, m.start())
        if words and words[-1] not in _PASSIVE_AUX and en_subject(t, m.start()) == "person":
            found.append(m.span())
    return found + _person_setups(t)


def _person_setups(t: StatementText) -> list[tuple[int, int]]:
    """A person's setting-up that lacked something, in its sentence: the omission, said as a noun."""
    found = []
    for m in _EN_SETUP_NOUN.finditer(t.norm):
        if m.group("owner") in lex.EN_AGENTS and m.group("owner") not in lex.EN_ORGANISATIONS:
            found.append(m.span())
    found += [m.span() for rx in (_EN_AS_SET_UP, _EN_SETUP_BY) for m in rx.finditer(t.norm)
              if en_agent(t.norm, m.end()) == "person"]
    # "the night nurse set up the pump without a limit"; "the pump (which) the night nurse set up had no limit"
    found += [m.span() for m in _EN_SET_UP.finditer(t.norm) if en_subject(t, m.start()) == "person"
              or _a_person_in(m.group("who") or m.group("who2") or "")]
    found += [m.span() for rx in (_ZH_SET_UP, _ZH_SETTING_WHEN) for m in rx.finditer(t.norm) if t.cjk]
    return [(a, b) for a, b in found if _EN_LACKED.search(t.norm, *t.around(t.sentences, a))
            or _ZH_LACKED.search(t.norm, *t.around(t.sentences, a))]


def _a_person_in(words: str) -> bool:
    found = EN_WORD.findall(words)
    return any(_kind(found, i) == "person" for i in range(len(found)))


ZH_NOUN = re.compile("|".join(sorted((*lex.ZH_THINGS, *lex.ZH_PEOPLE, *lex.ZH_PATIENTS, *lex.ZH_ORGANISATIONS),
                                     key=len, reverse=True)))


def zh_first_named(text: str, start: int, end: int, nouns: re.Pattern[str] = ZH_NOUN) -> re.Match[str] | None:
    """The first person, thing, patient or organisation named in ``text[start:end]``; an organisation before 的 only
    qualifies the noun after it (醫院的夜班護理師 names a nurse)."""
    m = nouns.search(text, start, end)
    while m is not None and m.group() in lex.ZH_ORGANISATIONS and text.startswith("的", m.end()):
        m = nouns.search(text, m.end(), end)
    return m


# A person undoing a safety barrier: "the night nurse disabled / turned off / removed the heparin limit", "silenced
# the alarm", 把肝素上限關閉, 刪除了肝素上限, 將警示音靜音. Like an override, a deviation that needs its cause.
_EN_BARRIER = (r"(?:alarms?|alerts?|limits?|hard[ -]stops?|guardrails?|guard rails?|interlocks?|warnings?"
               r"|safety (?:features?|checks?|settings?|software))")
_EN_UNDONE = re.compile(
    r"(?<![a-z])(?:(?:disabl|deactivat|silenc|mut|remov|delet|clear|untick|overrid|bypass)(?:ed|es|e|ing|den)?"
    r"|overrode|(?:turn|switch|took|take|taking|takes)(?:ed|es|s|ing)? off)"
    rf" (?:the |a |an |all |both |its |their |his |her )?(?:[a-z-]+ ){{0,3}}?{_EN_BARRIER}(?![a-z])"
    r"|(?<![a-z])(?:turn|switch|took|take|taking|takes)(?:ed|es|s|ing)? (?:the |a |an |all |its |their )?"
    r"(?:[a-z-]+ ){0,3}?"
    rf"{_EN_BARRIER} off(?![a-z])"
    # (a limit raised past the dose: not "raised the alarm", which tells others)
    r"|(?<![a-z])rais(?:ed|es|e|ing) (?:the |a |its |their )?(?:[a-z-]+ ){0,3}?(?:limits?|thresholds?|hard[ -]stops?"
    r"|ceilings?)(?![a-z])"
    rf"|(?P<passive>{_EN_BARRIER} (?:was|were|had been|has been|is|are) (?:[a-z]+ly )?(?:disabled|deactivated"
    r"|silenced|muted|removed|deleted|turned off|switched off))(?![a-z])")
_ZH_BARRIER = r"(?:上限|下限|警示|警報|限制|安全|提示|鬧鈴|警示音)"
_ZH_OFF = r"(?:關閉|關掉|關了|停用|刪除|取消|靜音|消音|解除|移除|拿掉|拔掉|按掉|暫停|調高|調低)"
_ZH_UNDONE = re.compile(
    rf"{_ZH_OFF}了?[^,。;]{{0,8}}?{_ZH_BARRIER}"
    rf"|(?:把|將)[^,。;]{{0,8}}?{_ZH_BARRIER}[^,。;]{{0,3}}?{_ZH_OFF}"
    # (a passive with 被, 遭 or 由: 肝素上限遭夜班護理師關閉)
    rf"|{_ZH_BARRIER}[^,。;]{{0,4}}?(?:被|遭|由)(?P<agent>[^,。;]{{1,8}}?){_ZH_OFF}")


def barriers_undone(t: StatementText) -> list[tuple[int, int]]:
    """Where a person (the subject, or the agent after "by" or 被) undid a safety barrier."""
    found = []
    for m in _EN_UNDONE.finditer(t.norm):
        if (en_agent(t.norm, m.end()) == "person") if m.group("passive") else en_subject(t, m.start()) == "person":
            found.append(m.span())
    for m in _ZH_UNDONE.finditer(t.norm) if t.cjk else ():
        if m.group("agent") is not None:
            who = ZH_NOUN.search(m.group("agent"))
        else:
            who = zh_first_named(t.norm, t.around(t.clauses, m.start())[0], m.start())
        if who is not None and who.group() in lex.ZH_PEOPLE:
            found.append(m.span())
    return found


_ZH_ORGANISATION = re.compile("|".join(sorted(lex.ZH_ORGANISATIONS, key=len, reverse=True)))


def zh_agent_named(neg: str, adv: str, prep: str, verb: str) -> bool:
    """Whether a Chinese omission names a person behind it: 沒有人未…, 未經護理師設定, 未被護理師設定, or 未被通知 (a
    passive of an act done to someone); 資料庫未被設定 and 未經資訊室設定 name none."""
    if "人" in neg:
        return True
    person = any(p in prep for p in lex.ZH_PEOPLE) and not _ZH_ORGANISATION.search(prep)
    if prep[:1] in ("由", "經", "被"):
        return person
    return "被" in adv and verb not in lex.ZH_CONFIGURED

