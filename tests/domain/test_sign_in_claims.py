"""What a provider's ``email_verified`` claim says about the address it sends (the session-24 audit: a string
"false" was taken as verified)."""

from __future__ import annotations

import pytest

from rootcause.domain.model.access import address_unverified


@pytest.mark.parametrize("claim", [True, "true", " TRUE ", None])
def test_a_verified_or_unstated_address_is_trusted(claim: object) -> None:
    assert not address_unverified(claim)


@pytest.mark.parametrize("claim", [False, "false", "False", "0", 0, 1, "yes", "", [], {}])
def test_anything_but_an_affirmative_true_is_unverified(claim: object) -> None:
    assert address_unverified(claim)
