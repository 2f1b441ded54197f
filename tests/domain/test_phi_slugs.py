"""A name written as a slug (issue 17, fourth audit finding 4): device, user, folder and client names join a person's
name with hyphens or underscores, and the guard reads their parts; hyphenated words and eponyms stay writable."""

from __future__ import annotations

import pytest

from rootcause.domain.phi.detect import find_phi


@pytest.mark.parametrize("text", [
    "Reported by dr-priya-natarajan",
    "owner_role: nurse_aoife_brennan",
    "Logged in from Sarahs-MacBook-Air",
    "Synced by chen-mei-ling on the ward tablet",
    "file owner: harold_okafor",
])
def test_a_name_joined_by_hyphens_or_underscores_is_found(text):
    assert {f.kind for f in find_phi(text)} == {"person_name"}


@pytest.mark.parametrize("text", [
    "a follow-up call about the look-alike vials",
    "co-amoxiclav after the x-ray",
    "the night-shift nurse and the day-case list",
    "a mallory-weiss tear on endoscopy",
    "covid-19 ward closed for deep-cleaning",
    "self-discharge against advice at 02:00",
    "ward_round_checklist updated",
])
def test_hyphenated_words_and_eponyms_stay_writable(text):
    assert find_phi(text) == []
