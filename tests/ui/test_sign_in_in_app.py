"""The sign-in check in app.py (rootcause/ui/sign_in.py), driven through AppTest against a real store.

AppTest hands the app the ``st.user`` a test sets: with ``is_logged_in`` in it, the app runs as a server with sign-in
configured (Streamlit then always says whether the browser is signed in); without it, as the local user. The
browser tests (tests/e2e/test_sign_in.py) go through a real identity provider.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from rootcause.domain.model.actor import Actor
from rootcause.services import audit, sessions, teams, users
from rootcause.store import Store
from rootcause.web.signin_config import OIDC_VARIABLES

if TYPE_CHECKING:
    from app_driver import Driver

CASE_TITLES = ("Insulin pump alarm missed", "Wrong-site nerve block")


@pytest.fixture(autouse=True)
def _no_oidc_variables(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in OIDC_VARIABLES:
        monkeypatch.delenv(name, raising=False)


@pytest.fixture
def cases(db: Store, facilitator: Actor) -> tuple[str, str]:
    """Two cases; a member on the first one's team, a viewer on it too, nobody on the second."""
    mine = sessions.create_session(db, title=CASE_TITLES[0], actor=facilitator).id
    other = sessions.create_session(db, title=CASE_TITLES[1], actor=facilitator).id
    users.add_user(db, email="mia@hospital.example", role="member", actor=facilitator)
    users.add_user(db, email="vic@hospital.example", role="viewer", actor=facilitator)
    users.add_user(db, email="fay@hospital.example", role="facilitator", actor=facilitator)
    teams.add_member(db, session_id=mine, email="mia@hospital.example", actor=facilitator)
    teams.add_member(db, session_id=mine, email="vic@hospital.example", actor=facilitator)
    return mine, other


def _signed_in(app: Driver, sub: str, email: str) -> Driver:
    app.at.user = {"is_logged_in": True, "sub": sub, "email": email}
    return app.run()


def test_the_local_user_keeps_the_role_picker_and_is_told_there_is_no_sign_in(app: Driver, cases) -> None:
    app.run()
    assert "Local user (no sign-in)" in app.text()
    assert any(box.key == "rc_role" for box in app.at.selectbox)
    assert all(title in app.text() for title in CASE_TITLES)
    assert "Create case" in app.labels()


def test_nobody_signed_in_sees_only_the_sign_in_screen_in_both_languages(app: Driver, cases) -> None:
    app.at.user = {"is_logged_in": False}
    app.run()
    text = app.text()
    assert "Sign in with your hospital account" in text and "請以醫院帳號登入" in text
    assert app.labels() == ["Sign in · 登入"]
    assert not any(title in text for title in CASE_TITLES) and "Cases" not in text
    assert len(app.at.sidebar.children) == 0 and not app.at.selectbox
    assert "rc_principal" not in app.at.session_state


def test_a_member_sees_their_teams_cases_and_no_new_case_form(app: Driver, cases, db: Store) -> None:
    _signed_in(app, "sub-mia", "mia@hospital.example")
    text = app.text()
    assert "Signed in as mia@hospital.example · Member" in text
    assert CASE_TITLES[0] in text and CASE_TITLES[1] not in text
    assert "Your role (Member) does not open cases" in text
    assert "Create case" not in app.labels() and "Load the demo case" not in app.labels()
    assert "Sign out" in app.labels()
    assert not any(box.key == "rc_role" for box in app.at.selectbox)
    mia = next(u for u in users.list_users(db) if u.email == "mia@hospital.example")
    assert mia.signed_in_before, "the first sign-in links the provider's subject"


def test_a_members_change_is_audited_under_their_directory_id(app: Driver, cases, db: Store) -> None:
    mine, _ = cases
    _signed_in(app, "sub-mia", "mia@hospital.example")
    app.click("Archive")
    assert not app.errors()
    mia = next(u for u in users.list_users(db) if u.email == "mia@hospital.example")
    entry = audit.list_audit(db, session_id=mine, operation="archive_session")[0]
    assert (entry.actor_kind, entry.actor, entry.face) == ("human", mia.id, "app")


def test_a_viewers_edit_is_refused_in_words_not_a_traceback(app: Driver, cases, db: Store) -> None:
    mine, _ = cases
    _signed_in(app, "sub-vic", "vic@hospital.example")
    assert "Your role (Viewer) does not open cases" in app.text()
    app.click("Archive")
    assert any("Your role does not allow this: edit this case" in e for e in app.errors())
    assert sessions.get_case(db, session_id=mine).session.status == "open"


def test_a_facilitator_with_no_case_yet_gets_the_form_and_the_demo_offer(app: Driver, cases) -> None:
    _signed_in(app, "sub-fay", "fay@hospital.example")
    assert not any(title in app.text() for title in CASE_TITLES)
    assert "Create case" in app.labels() and "Load the demo case" in app.labels()


def test_an_address_not_in_the_directory_gets_the_no_access_screen(app: Driver, cases) -> None:
    _signed_in(app, "sub-sam", "sam@elsewhere.example")
    text = app.text()
    assert "sam@elsewhere" in text and "may not use RootCause" in text and "不能使用 RootCause" in text
    assert [c.value for c in app.at.code] == ["rootcause users add sam@elsewhere.example --role member"]
    assert app.labels() == ["Sign out · 登出"]
    assert not any(title in text for title in CASE_TITLES)
    assert len(app.at.sidebar.children) == 0


def test_a_disabled_person_is_turned_away_at_their_next_click(app: Driver, cases, db: Store,
                                                              facilitator: Actor) -> None:
    _signed_in(app, "sub-mia", "mia@hospital.example")
    assert CASE_TITLES[0] in app.text()
    users.set_active(db, email="mia@hospital.example", active=False, actor=facilitator)
    app.run()
    assert "may not use RootCause" in app.text() and CASE_TITLES[0] not in app.text()
    assert "rc_principal" not in app.at.session_state


def test_a_sign_in_without_an_address_is_told_so(app: Driver, cases) -> None:
    app.at.user = {"is_logged_in": True, "sub": "sub-x"}
    app.run()
    assert "did not send a usable e-mail address" in app.text()
    assert not any(title in app.text() for title in CASE_TITLES)


@pytest.mark.parametrize("claim", [False, "false", "False", 0, "no"])
def test_an_address_the_provider_has_not_verified_is_not_trusted(app: Driver, cases, db: Store, claim) -> None:
    """Some providers send the claim as a string: "false" is as unverified as false."""
    app.at.user = {"is_logged_in": True, "sub": "sub-mia", "email": "mia@hospital.example", "email_verified": claim}
    app.run()
    assert "not verified" in app.text() and CASE_TITLES[0] not in app.text()
    assert not next(u for u in users.list_users(db) if u.email == "mia@hospital.example").signed_in_before


def test_sign_in_variables_without_a_server_that_uses_them_show_nothing(app: Driver, cases,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """`streamlit run app.py` with ROOTCAUSE_OIDC_* set: Streamlit has no [auth], so fail closed, not open."""
    for name in OIDC_VARIABLES:
        monkeypatch.setenv(name, "https://id.example/x" if name.endswith("URL") else "value")
    app.run()
    assert "this server was started without it" in app.text()
    assert not any(title in app.text() for title in CASE_TITLES) and not app.labels()
