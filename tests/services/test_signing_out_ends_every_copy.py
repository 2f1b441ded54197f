"""Audit 33, finding 4: signing out ends the sign-in everywhere. The store notes when the person signed out; a
sign-in issued before that (another tab still open, a copy of the sign-in cookie) is over at its next request, and
a sign-in issued after it counts again."""

from __future__ import annotations

import time

from rootcause.domain.model.actor import Actor
from rootcause.services import users
from rootcause.store import Store


def test_a_sign_in_issued_before_the_sign_out_is_over_and_a_later_one_counts(db: Store, facilitator: Actor) -> None:
    mia = users.add_user(db, email="mia@hospital.example", role="member", actor=facilitator)
    issued = time.time() - 60  # (the sign-in the other tab still holds)
    assert not users.signed_out_since(db, user_id=mia.id, issued_at=issued), "never signed out: it counts"
    users.record_sign_out(db, user_id=mia.id)
    assert users.signed_out_since(db, user_id=mia.id, issued_at=issued)
    assert not users.signed_out_since(db, user_id=mia.id, issued_at=time.time() + 1), "a new sign-in counts"


def test_a_provider_that_gives_no_issue_time_is_left_to_its_own_session_rules(db: Store, facilitator: Actor) -> None:
    mia = users.add_user(db, email="mia@hospital.example", role="member", actor=facilitator)
    users.record_sign_out(db, user_id=mia.id)
    for missing in (None, "yesterday", True):
        assert not users.signed_out_since(db, user_id=mia.id, issued_at=missing)


def test_someone_not_in_the_directory_is_never_signed_out_by_this(db: Store) -> None:
    users.record_sign_out(db, user_id="usr_nobody")  # (nothing to note, no error)
    assert not users.signed_out_since(db, user_id="usr_nobody", issued_at=time.time())
