"""Sign-in with a real OpenID Connect provider: the app as `rootcause run` serves it, with the three ROOTCAUSE_OIDC_*
variables pointing at ``oidc-provider-mock`` (a real provider: discovery, authorize page, token endpoint, signed
ID tokens), driven by a real browser.

The directory and the teams are set up through the services on the app's own store, as `rootcause users add` and
`rootcause team add` would; the provider is told each person's e-mail claim, and the browser picks the person by
typing their subject on the provider's authorize page.
"""

from __future__ import annotations

import json
import os
import threading
import time
import urllib.request
import warnings
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote

import authlib.deprecate
import pytest
import werkzeug.serving
from playwright.sync_api import Browser, Locator, Page, expect

from rootcause.domain.model.actor import human
from rootcause.services import audit, sessions, teams, users
from rootcause.store import Store, open_store
from tests.conftest import PG_URL_VAR, fresh_postgres_database
from tests.web.app_probe import served_app

pytestmark = pytest.mark.e2e

OPERATOR = human("facilitator", face="cli")
SIGN_IN = "Sign in · 登入"
SIGN_OUT = "Sign out · 登出"


@dataclass(frozen=True)
class Scene:
    url: str  # the app, as people reach it (the redirect URI's origin: http://localhost:<port>)
    provider: str
    db_url: str
    shared: str  # on the member's and the viewer's teams
    mine: str  # on the member's team only
    hidden: str  # on nobody's team


@pytest.fixture(scope="module")
def provider() -> Iterator[str]:
    """The identity provider, on a free port of this process (a thread): any client id and secret are accepted."""
    with warnings.catch_warnings():  # it imports authlib.jose, which Authlib itself has deprecated
        warnings.simplefilter("ignore", authlib.deprecate.AuthlibDeprecationWarning)
        import oidc_provider_mock
    server = werkzeug.serving.make_server("127.0.0.1", 0, oidc_provider_mock.app(), threaded=True)
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.1}, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        thread.join(5)
        server.server_close()


def _provider_knows(provider: str, sub: str, email: str) -> None:
    """The claims the provider puts in ``sub``'s ID token (besides ``sub`` itself)."""
    request = urllib.request.Request(f"{provider}/users/{quote(sub)}", method="PUT",
                                     data=json.dumps({"email": email, "email_verified": True}).encode(),
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as reply:
        assert reply.status == 204


def _directory(db: Store) -> tuple[str, str, str]:
    """Three cases and four people: a member on two teams, a viewer on one, an address nobody added."""
    shared = sessions.create_session(db, title="Insulin pump alarm missed", actor=OPERATOR).id
    mine = sessions.create_session(db, title="Fall in the ward bathroom", actor=OPERATOR).id
    hidden = sessions.create_session(db, title="Wrong-site nerve block", actor=OPERATOR).id
    users.add_user(db, email="mia@hospital.example", role="member", actor=OPERATOR)
    users.add_user(db, email="vic@hospital.example", role="viewer", actor=OPERATOR)
    users.add_user(db, email="fay@hospital.example", role="facilitator", actor=OPERATOR)
    for case in (shared, mine):
        teams.add_member(db, session_id=case, email="mia@hospital.example", actor=OPERATOR)
    teams.add_member(db, session_id=shared, email="vic@hospital.example", actor=OPERATOR)
    return shared, mine, hidden


# The same scene on PostgreSQL when the run has one (CI does): a hospital group's sign-in runs on a server store.
STORES = ["sqlite", *(["postgres"] if os.environ.get(PG_URL_VAR) else [])]


@pytest.fixture(scope="module", params=STORES)
def scene(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory, provider: str) -> Iterator[Scene]:
    """The app started the real way (``serve.app_command``) with sign-in configured by the environment alone."""
    folder = tmp_path_factory.mktemp("signin")
    data = folder / "data"
    db_url = (fresh_postgres_database("signin") if request.param == "postgres" else None) or \
        f"sqlite:///{data}/rootcause.db"
    db = open_store(db_url)
    try:
        shared, mine, hidden = _directory(db)
    finally:
        db.dispose()
    for sub, email in (("sub-mia", "mia@hospital.example"), ("sub-vic", "vic@hospital.example"),
                       ("sub-fay", "fay@hospital.example"), ("sub-sam", "sam@elsewhere.example")):
        _provider_knows(provider, sub, email)
    env = dict(os.environ, ROOTCAUSE_DATA_DIR=str(data),
               ROOTCAUSE_OIDC_METADATA_URL=f"{provider}/.well-known/openid-configuration",
               ROOTCAUSE_OIDC_CLIENT_ID="rootcause-e2e", ROOTCAUSE_OIDC_CLIENT_SECRET="e2e-client-secret",
               NO_PROXY="127.0.0.1,localhost", no_proxy="127.0.0.1,localhost")
    for name in ("ROOTCAUSE_CONFIG_DIR", "ROOTCAUSE_LANG", "ROOTCAUSE_PUBLIC_URL", "ROOTCAUSE_COOKIE_SECRET"):
        env.pop(name, None)
    env["ROOTCAUSE_DATABASE_URL"] = db_url
    with served_app("127.0.0.1", env, folder / "app.log") as port:
        yield Scene(url=f"http://localhost:{port}", provider=provider, db_url=db_url, shared=shared, mine=mine,
                    hidden=hidden)


@pytest.fixture
def page(browser: Browser, scene: Scene) -> Iterator[Page]:
    """A fresh browser context per test: no cookie, so nobody is signed in."""
    context = browser.new_context(viewport={"width": 1400, "height": 1000}, locale="en-GB")
    try:
        yield context.new_page()
    finally:
        context.close()


def _sign_in(page: Page, scene: Scene, sub: str) -> None:
    """Sign in as ``sub`` through the provider's authorize page, and come back to the app."""
    page.goto(scene.url)
    page.get_by_role("button", name=SIGN_IN).click()
    page.get_by_placeholder("sub").fill(sub)
    page.get_by_role("button", name="Authorize").click()
    page.wait_for_url(f"{scene.url}/**", timeout=30_000)


def _case_row(page: Page, title: str) -> Locator:
    """The Cases page's bordered row of one case (the innermost block with its title and its buttons)."""
    return page.get_by_test_id("stMain").get_by_test_id("stVerticalBlock").filter(has_text=title).filter(
        has=page.get_by_role("button", name="Archive")).last


def test_an_anonymous_browser_sees_only_the_sign_in_screen(page: Page, scene: Scene, tmp_path: Path) -> None:
    for path in ("", f"/audit?case={scene.shared}", f"/problem_timeline?case={scene.hidden}"):
        page.goto(scene.url + path)
        expect(page.get_by_role("button", name=SIGN_IN)).to_be_visible(timeout=30_000)
        expect(page.get_by_text("Sign in with your hospital account")).to_be_visible()
        expect(page.get_by_text("請以醫院帳號登入")).to_be_visible()
        expect(page.get_by_test_id("stSidebar")).to_have_count(0)
        expect(page.get_by_test_id("stSidebarNav")).to_have_count(0)
        body = page.locator("body")
        for title in ("Insulin pump", "Fall in the ward", "Wrong-site"):
            expect(body).not_to_contain_text(title)
        expect(body).not_to_contain_text(scene.shared)
    page.screenshot(path=str(tmp_path / "sign_in.png"), full_page=True)


def test_a_member_sees_their_teams_cases_only_and_their_change_is_audited_under_their_id(page: Page, scene: Scene,
                                                                                         tmp_path: Path) -> None:
    _sign_in(page, scene, "sub-mia")
    sidebar = page.get_by_test_id("stSidebar")
    expect(sidebar.get_by_text("Signed in as mia@hospital.example · Member")).to_be_visible(timeout=30_000)
    expect(sidebar.get_by_role("button", name="Sign out")).to_be_visible()
    expect(sidebar.get_by_text("Your role in this meeting")).to_have_count(0)  # the directory says the role
    main = page.get_by_test_id("stMain")
    expect(main.get_by_text("Insulin pump alarm missed")).to_be_visible()
    expect(main.get_by_text("Fall in the ward bathroom")).to_be_visible()
    expect(page.locator("body")).not_to_contain_text("Wrong-site nerve block")
    expect(main.get_by_text("Your role (Member) does not open cases")).to_be_visible()
    expect(main.get_by_role("button", name="Create case")).to_have_count(0)
    page.screenshot(path=str(tmp_path / "member_cases.png"), full_page=True)

    # a deep link to a case outside the member's teams shows nothing of it
    page.goto(f"{scene.url}/problem_timeline?case={scene.hidden}")
    expect(page.get_by_test_id("stSidebar").get_by_text("Signed in as mia@hospital.example")).to_be_visible(
        timeout=30_000)
    expect(page.locator("body")).not_to_contain_text("Wrong-site nerve block")

    page.goto(scene.url)
    row = _case_row(page, "Fall in the ward bathroom")
    row.get_by_role("button", name="Archive").click()
    expect(page.get_by_text("Archived:", exact=False).first).to_be_visible()

    db = open_store(scene.db_url)
    try:
        mia = next(u for u in users.list_users(db) if u.email == "mia@hospital.example")
        assert mia.id.startswith("usr_") and mia.signed_in_before
        archived = audit.list_audit(db, session_id=scene.mine, operation="archive_session")
        assert [(e.actor_kind, e.actor, e.face) for e in archived] == [("human", mia.id, "app")]
        assert sessions.get_case(db, session_id=scene.mine).session.status == "archived"
    finally:
        db.dispose()


def test_a_viewer_can_neither_open_a_case_nor_edit_one(page: Page, scene: Scene) -> None:
    _sign_in(page, scene, "sub-vic")
    expect(page.get_by_test_id("stSidebar").get_by_text("Signed in as vic@hospital.example · Viewer")).to_be_visible(
        timeout=30_000)
    main = page.get_by_test_id("stMain")
    expect(main.get_by_text("Insulin pump alarm missed")).to_be_visible()
    expect(page.locator("body")).not_to_contain_text("Fall in the ward bathroom")
    expect(main.get_by_text("Your role (Viewer) does not open cases")).to_be_visible()
    expect(main.get_by_role("button", name="Create case")).to_have_count(0)
    expect(main.get_by_test_id("stForm")).to_have_count(0)

    row = _case_row(page, "Insulin pump alarm missed")
    row.get_by_role("button", name="Archive").click()
    expect(row.get_by_text("Your role does not allow this: edit this case. Nothing was saved.")).to_be_visible()
    expect(page.get_by_test_id("stException")).to_have_count(0)

    db = open_store(scene.db_url)
    try:
        assert sessions.get_case(db, session_id=scene.shared).session.status == "open"
        assert audit.list_audit(db, session_id=scene.shared, operation="archive_session") == []
    finally:
        db.dispose()


def test_a_facilitator_opens_a_case_and_is_on_its_team(page: Page, scene: Scene) -> None:
    _sign_in(page, scene, "sub-fay")
    signed_in = page.get_by_test_id("stSidebar").get_by_text("Signed in as fay@hospital.example · Facilitator")
    expect(signed_in).to_be_visible(timeout=30_000)
    main = page.get_by_test_id("stMain")
    for title in ("Insulin pump", "Fall in the ward", "Wrong-site"):  # on no team yet: no case at all
        expect(main).not_to_contain_text(title)
    form = main.get_by_test_id("stForm")
    form.get_by_label("Title").fill("Delayed escalation of sepsis")
    form.get_by_label("Event type").fill("Delay in treatment")
    form.get_by_role("button", name="Create case").click()
    expect(page.get_by_text("Case created: Delayed escalation of sepsis")).to_be_visible()

    db = open_store(scene.db_url)
    try:
        fay = next(u for u in users.list_users(db) if u.email == "fay@hospital.example")
        case = next(c for c in sessions.list_sessions(db, status="all").sessions
                    if c.title == "Delayed escalation of sepsis")
        created = audit.list_audit(db, session_id=case.id, operation="create_session")
        assert [(e.actor_kind, e.actor, e.face) for e in created] == [("human", fay.id, "app")]
        assert [m.email for m in teams.team_of(db, session_id=case.id)] == ["fay@hospital.example"]
    finally:
        db.dispose()


def test_an_address_not_in_the_directory_sees_the_no_access_screen(page: Page, scene: Scene, tmp_path: Path) -> None:
    _sign_in(page, scene, "sub-sam")
    expect(page.get_by_text("You are signed in as sam@elsewhere.example")).to_be_visible(timeout=30_000)
    expect(page.get_by_text("您已以 sam@elsewhere.example 登入")).to_be_visible()
    expect(page.get_by_text("rootcause users add sam@elsewhere.example --role member")).to_be_visible()
    expect(page.get_by_role("button", name=SIGN_OUT)).to_be_visible()
    expect(page.get_by_test_id("stSidebar")).to_have_count(0)
    body = page.locator("body")
    for title in ("Insulin pump", "Fall in the ward", "Wrong-site"):
        expect(body).not_to_contain_text(title)
    page.screenshot(path=str(tmp_path / "no_access.png"), full_page=True)

    page.get_by_role("button", name=SIGN_OUT).click()  # signs out here (and at the provider, which asks first)
    page.wait_for_url(f"{scene.provider}/**", timeout=30_000)
    page.goto(scene.url)
    expect(page.get_by_role("button", name=SIGN_IN)).to_be_visible(timeout=30_000)


def test_signing_out_ends_the_sign_in_in_every_tab_and_every_copy_of_its_cookie(page: Page, scene: Scene,
                                                                              browser: Browser) -> None:
    """Audit 33, finding 4: a second tab left open, and a copy of the sign-in cookie taken before the sign-out, are
    signed out at their next request; before, the tab went on saving as the person who had signed out."""
    _sign_in(page, scene, "sub-mia")
    signed_in = page.get_by_test_id("stSidebar").get_by_text("Signed in as mia@hospital.example")
    expect(signed_in).to_be_visible(timeout=30_000)
    copied = page.context.cookies()
    other = page.context.new_page()
    other.goto(scene.url)
    expect(other.get_by_test_id("stSidebar").get_by_text("Signed in as mia@hospital.example")).to_be_visible(
        timeout=30_000)
    time.sleep(1.1)  # (the sign-out is noted to the second; the sign-in was issued before it)
    page.get_by_test_id("stSidebar").get_by_role("button", name="Sign out").click()
    page.wait_for_timeout(3000)
    # the other tab's next click reruns its page: the sign-in it holds is over
    boxes = other.get_by_test_id("stMain").get_by_role("textbox")
    if boxes.count():
        boxes.first.fill("pump")
        boxes.first.press("Enter")
    expect(other.get_by_test_id("stSidebar").get_by_text("Signed in as mia@hospital.example")).to_have_count(
        0, timeout=30_000)
    # a fresh browser with the cookie copied before the sign-out is not signed in either
    thief = browser.new_context(viewport={"width": 1400, "height": 1000}, locale="en-GB")
    try:
        thief.add_cookies(copied)
        stolen = thief.new_page()
        stolen.goto(scene.url)
        stolen.wait_for_timeout(5000)
        expect(stolen.get_by_text("Signed in as mia@hospital.example")).to_have_count(0, timeout=30_000)
    finally:
        thief.close()
