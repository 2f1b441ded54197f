"""Action strength, audit 28: a weak action does not borrow a strong word. Staff told to behave ("nurses must scan",
護理人員應…小心並使用…), a message and its subject ("a memo about the hard limits"), a behaviour as the object of a
general verb ("standardise being careful"), the aim before "by <doing>", a label in brackets at the end, and what
stays as it is ("already in place") are weaker; the strong words in them are only what the action is about. The
same strong words still rate stronger when the action itself changes something.

Every sentence here was written for these tests; none is taken from a data file.
"""

from __future__ import annotations

import pytest

from rootcause.domain.actions.strength import classify_action


@pytest.mark.parametrize(("text", "lang"), [
    ("Nurses must barcode scan every insulin dose.", "en"),
    ("Staff should use the pump's hard limits every time.", "en"),
    ("護理人員應更加小心並使用幫浦的強制停止功能。", "zh-TW"),
    ("Send all wards a memo about the infusion pump hard limits.", "en"),
    ("E-mail the team a bulletin explaining the new oral-syringe connectors.", "en"),
    ("Standardise being careful with high-alert drugs.", "en"),
    ("Simplify the round by telling staff to try harder.", "en"),
    ("Nurses to be more careful when drawing up insulin (forcing function).", "en"),
    ("Educate the nurses; the pump's dose limit (already in place) remains unchanged.", "en"),
    ("Write up the nurse and standardise the process.", "en"),
])
def test_an_exhortation_or_a_message_about_a_strong_mechanism_is_weaker(rules, text, lang):
    result = classify_action(text, rules, lang=lang)
    assert result.strength == "weaker", result.reason


@pytest.mark.parametrize(("text", "lang"), [
    ("Remove concentrated potassium chloride vials from all ward stock.", "en"),
    ("Prevent wrong-route injections by installing oral syringes that cannot connect to IV lines.", "en"),
    ("All pumps must have hard limits for insulin.", "en"),
    ("Keep the existing hard stop and add a barcode scan that blocks the dose when the wristband does not match.",
     "en"),
])
def test_the_same_strong_words_rate_stronger_when_the_action_changes_something(rules, text, lang):
    result = classify_action(text, rules, lang=lang)
    assert result.strength == "stronger", result.reason


# Audit 29: the same holes one word away. A meeting about a mechanism, staff asked to consider it, a request put to
# staff, and a likeness of a forcing function are exhortations; a hard dose limit in Chinese is a forcing function.
@pytest.mark.parametrize(("text", "lang"), [
    ("Hold a team huddle about the barcode scanners' hard stops.", "en"),
    ("Pharmacists should consider using the dose-range limits.", "en"),
    ("Ask midwives to always take the oxytocin out of the cupboard when they see it.", "en"),
    ("Staff to check twice and slowly, as if it were a hard stop.", "en"),
    ("請藥師撤除病房高警訊藥品時更加留意。", "zh-TW"),
    ("召開晨會說明輸液幫浦的防呆功能。", "zh-TW"),
])
def test_a_meeting_a_request_or_a_likeness_of_a_mechanism_is_weaker(rules, text, lang):
    result = classify_action(text, rules, lang=lang)
    assert result.strength == "weaker", result.reason


@pytest.mark.parametrize(("text", "lang"), [
    ("Set a hard dose limit for heparin in every infusion pump library.", "en"),
    ("於所有輸液幫浦設定胰島素劑量硬性上限。", "zh-TW"),
    ("Ask the vendor to build a hard stop for weight-based doses into the pump software.", "en"),
])
def test_a_real_mechanism_stays_stronger_beside_these_rules(rules, text, lang):
    result = classify_action(text, rules, lang=lang)
    assert result.strength == "stronger", result.reason
