"""A whole RCA meeting in a real browser, once in English and once in 繁體中文 (switched in the sidebar).

One facilitator's browser does every step: a new case, the problem statement with its SAC severity, three timeline
events, the meeting record (which review fits, the clock, who is at the table, a minute), causes on four bones, a
three-deep why chain that ends at a system cause marked as the root cause, the causation check of each of its links,
a stronger action with an owner role, a due date and a measure, the close on the Report page, the sign-offs and the
presenter view, and the downloaded report. Meanwhile an AI agent (the real MCP SDK client over stdio, against the
same data folder) adds a cause that the open fishbone board shows without a click, and a second browser edits the
same problem statement: the later save sees both texts and chooses ("Keep mine" in English, "Reload theirs" in
Chinese), and the store holds what was chosen.

Every page is photographed at 1280×720 (the Meeting page three times: at work, signed off, presenter view; the
Problem page also with the conflict) into the test's tmp_path; with ``ROOTCAUSE_SCREENSHOTS=<folder>`` the same
pictures go to that folder as ``<lang>-<page>.png``, palette PNGs for the facilitator's guides (docs/images).
No step waits for a fixed time, and nothing asserts how long a step took.
"""

from __future__ import annotations

import io
import os
import queue
import re
import sys
import threading
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp import Client, StdioServerParameters
from PIL import Image
from playwright.sync_api import Browser, BrowserContext, Locator, Page, expect
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from rootcause.domain.model import HUMAN_ROLES
from rootcause.services import meeting, problem
from rootcause.services.frameworks import Frameworks
from rootcause.store import open_store
from rootcause.ui.i18n import text_in
from tests.e2e.steps import mark_root_cause

pytestmark = pytest.mark.e2e
ROOT = Path(__file__).resolve().parents[2]
VIEWPORT = {"width": 1280, "height": 720}
SCREENSHOTS = "ROOTCAUSE_SCREENSHOTS"

# The demonstration case's story (rootcause/demo/heparin_insulin.yaml), told again by hand.
TEXTS: dict[str, dict[str, Any]] = {
    "en": {
        "title": "Whole meeting: insulin drawn up for a heparin flush",
        "event_type": "medication error",
        "problem": {
            "what": "A heparin lock flush was prepared from a 10 mL insulin vial stored beside heparin; the nurse "
                    "noticed the label at the bedside before giving it.",
            "where": "Medical ward 7B, medication room and bed 12",
            "when": "2026-03-14 02:40",
            "impact": "Near miss: no dose reached the patient.",
            "detection": "Bedside label check by the administering nurse.",
        },
        "what_a": "Insulin was drawn up for a heparin lock flush; caught at the bedside.",
        "what_b": "Insulin drawn up for a heparin flush, stopped at the bedside check.",
        "events": [
            ("T-02:10", "Pharmacy restocks the cabinet with heparin and insulin vials in adjacent pockets.",
             "Cabinet restock log"),
            ("T-00:05", "Vial taken from the shared pocket by its cap colour; 1 mL drawn up.", "Nurse interview"),
            ("T+00:00", "At the bedside the nurse re-reads the vial label and recognises insulin.", "Incident report"),
        ],
        "causes": [
            ("MATERIAL", "Heparin and insulin 10 mL vials have the same size, shape and cap colour"),
            ("EQUIPMENT", "The cabinet restock map put both vials in adjacent pockets of one drawer"),
            ("PEOPLE", "One night nurse covered six patients after a sick call"),
            ("ENVIRONMENT", "Call lights interrupted the flush preparation twice"),
        ],
        "agent_cause": "No barcode scan or independent check comes before a high-alert flush",
        "chain": [
            "The nurse took the vial by its cap colour and drew up insulin",
            "The two vials share a cap colour and sat side by side",
            "Because the restock map had no rule to separate look-alike high-alert vials, they sat side by side, "
            "which made a mix-up likely",
        ],
        "rationale": "A storage design the pharmacy controls; fixing it protects every nurse on every shift",
        "action": "Remove insulin 10 mL vials from the ward cabinet; pharmacy dispenses patient-specific insulin "
                  "syringes",
        "owner": "Pharmacy manager",
        "measure": "Insulin vials found in ward cabinets at monthly audit",
        "minute": "Pharmacy and ward agree the restock map is in scope.",
    },
    "zh-TW": {
        "title": "整場會議：以胰島素誤作肝素沖管",
        "event_type": "給藥錯誤",
        "problem": {
            "what": "護理師由與肝素同格存放的 10 mL 胰島素小瓶抽取藥液準備肝素沖管；於床邊給藥前發現標籤不符。",
            "where": "內科 7B 病房配藥室及 12 床",
            "when": "2026-03-14 02:40",
            "impact": "跡近錯失：藥物未給予病人。",
            "detection": "由給藥護理師於床邊核對藥瓶標籤時發現。",
        },
        "what_a": "準備肝素沖管時抽成胰島素；於床邊核對標籤時攔下。",
        "what_b": "以 10 mL 胰島素小瓶準備肝素沖管；床邊核對時發現並停止。",
        "events": [
            ("T-02:10", "藥局補充調劑櫃，肝素與胰島素小瓶放在相鄰格位。", "調劑櫃補藥紀錄"),
            ("T-00:05", "依瓶蓋顏色由共用格位取瓶，抽取 1 mL。", "護理師訪談"),
            ("T+00:00", "床邊連接空針前，護理師再次閱讀藥瓶標籤，發現為胰島素。", "異常事件通報"),
        ],
        "causes": [
            ("MATERIAL", "肝素與胰島素 10 mL 小瓶的大小、外型與瓶蓋顏色相同"),
            ("EQUIPMENT", "調劑櫃補藥配置圖把兩種藥瓶放在同一抽屜的相鄰格位"),
            ("PEOPLE", "一位夜班護理師因同事請病假照護六位病人"),
            ("ENVIRONMENT", "配藥室準備沖管時兩度被呼叫鈴打斷"),
        ],
        "agent_cause": "給予高警訊藥品沖管前沒有條碼掃描或獨立核對",
        "chain": [
            "由於兩種藥瓶放在同一共用格位，護理師依瓶蓋顏色取瓶，導致抽出胰島素",
            "因為兩種藥瓶瓶蓋顏色相同且相鄰存放，只看瓶蓋無法分辨，導致取錯藥瓶",
            "因為藥局補藥配置圖沒有區隔高警訊外觀相似藥品的規則，兩者被放在相鄰格位，因而容易混淆",
        ],
        "rationale": "這是藥局可控制的存放設計；改善後能保護每一班的每一位護理師",
        "action": "自病房調劑櫃移除胰島素 10 mL 小瓶，改由藥局調配病人專屬的胰島素空針",
        "owner": "藥劑部主任",
        "measure": "每月稽核病房調劑櫃內胰島素小瓶數",
        "minute": "藥局與病房同意將補藥配置圖納入檢討範圍。",
    },
}
# What the second browser chooses when it meets the first one's save: both buttons of the conflict panel are used.
CHOICE = {"en": "keep", "zh-TW": "reload"}


class Agent:
    """An AI agent: the MCP SDK's client over stdio to a real `rootcause mcp`, on a thread of its own (Playwright's
    sync API keeps an asyncio loop on the test's thread). It connects at once, so the server starts while the
    browser works, and runs each call it is handed in the one client session."""

    def __init__(self, env: dict[str, str]) -> None:
        self._calls: queue.Queue[tuple[str, dict[str, Any]] | None] = queue.Queue()
        self._results: queue.Queue[Any] = queue.Queue()
        self._thread = threading.Thread(target=anyio.run, args=(self._session, env), daemon=True)
        self._thread.start()

    async def _session(self, env: dict[str, str]) -> None:
        server = StdioServerParameters(command=sys.executable, args=["-m", "rootcause", "mcp"], env=env, cwd=ROOT)
        try:
            async with Client(server, read_timeout_seconds=60) as client:
                while (call := await anyio.to_thread.run_sync(self._calls.get)) is not None:
                    try:
                        self._results.put(await client.call_tool(*call))
                    except Exception as exc:  # hand it to the test, which fails with it
                        self._results.put(exc)
        except Exception as exc:  # the server did not start: the next call reports it
            self._results.put(exc)

    def call(self, name: str, arguments: dict[str, Any]) -> dict[str, Any]:
        self._calls.put((name, arguments))
        result = self._results.get(timeout=120)
        if isinstance(result, Exception):
            raise result
        assert not result.is_error, result
        return dict(result.structured_content or {})

    def close(self) -> None:
        self._calls.put(None)
        self._thread.join(timeout=30)


SETTLED = """() => !document.querySelector('[data-stale="true"]')
    && !document.querySelector('[data-testid^="stStatusWidgetRunning"]')
    && [...document.querySelectorAll('[data-testid="stMermaidChart"] img')]
        .every(img => img.complete && img.naturalWidth > 0)"""
TO_TOP = """() => { for (const box of [document.querySelector('[data-testid="stMain"]'),
    document.querySelector('[data-testid="stAppViewContainer"]'), document.scrollingElement]) {
    if (box) box.scrollTop = 0; } }"""
NO_TOASTS = '[data-testid="stToastContainer"] { visibility: hidden !important; }'  # a passing "saved." is noise


class Camera:
    """One picture per page, 1280×720: always into tmp_path, and into $ROOTCAUSE_SCREENSHOTS when it is set."""

    def __init__(self, tmp_path: Path, lang: str) -> None:
        self.folder = tmp_path / "screenshots"
        self.folder.mkdir()
        wanted = os.environ.get(SCREENSHOTS)
        self.docs = Path(wanted) if wanted else None
        if self.docs is not None:
            self.docs.mkdir(parents=True, exist_ok=True)
        self.lang = lang
        self.taken: list[str] = []

    def __call__(self, page: Page, name: str, top: Locator | None = None, block: str = "start") -> None:
        """Photograph the page scrolled to its top, or with ``top`` at the top (or the centre) of the screen."""
        settled(page)
        if top is None:
            page.evaluate(TO_TOP)
        else:
            top.first.evaluate("(element, block) => element.scrollIntoView({block})", block)
        picture = page.screenshot(animations="disabled", style=NO_TOASTS)
        file = f"{self.lang}-{name}.png"
        (self.folder / file).write_bytes(picture)
        self.taken.append(name)
        if self.docs is not None:  # 256 colours: a screen of text and flat colours loses nothing visible
            image = Image.open(io.BytesIO(picture)).convert("RGB").quantize(colors=256, method=Image.Quantize.MEDIANCUT)
            out = io.BytesIO()
            image.save(out, format="PNG", optimize=True)
            (self.docs / file).write_bytes(out.getvalue())


def settled(page: Page) -> None:
    """No rerun under way (no running indicator, no element greyed out as stale) and every diagram drawn."""
    page.wait_for_function(SETTLED, timeout=30_000)


def click_until(target: Locator, shown: Locator, attempts: int = 3, gone: Locator | None = None) -> None:
    """Click, wait for the result (``shown`` visible, and ``gone`` gone), then for the rerun to end. A click that
    lands while Streamlit is still rerunning can be dropped, so the click is repeated, but only once no rerun is
    under way and the result has not shown."""
    def done() -> bool:
        return bool(shown.count() and shown.first.is_visible() and (gone is None or not gone.count()))

    for attempt in range(attempts):
        if attempt:
            settled(target.page)
            if done():
                break
        target.click()
        try:
            expect(shown.first).to_be_visible()
            if gone is not None:
                expect(gone).to_have_count(0)
            break
        except AssertionError:
            if attempt == attempts - 1:
                raise
    settled(target.page)


def answer_yes(question: Locator, yes: str) -> None:
    """Tick "Yes" to one causation question; a rerun that redraws the radio under the click undoes the tick, so it
    is ticked again (at most three times) until it stays."""
    radio = question.get_by_role("radio", name=yes, exact=True)
    for attempt in range(3):
        try:
            radio.check(force=True, timeout=5_000)
            expect(radio).to_be_checked(timeout=5_000)
            return
        except (AssertionError, PlaywrightError):
            if attempt == 2:
                raise
            settled(question.page)


def signed(T: Callable[..., str], kind: str, role: str) -> re.Pattern[str]:
    """The line of a sign-off ("Approver: Quality committee, 2026-11-26 10:02")."""
    kind_name = T(f"meeting.signed_kind_{kind}")
    return re.compile("^" + re.escape(T("meeting.signed", kind=kind_name, role=role, when="\0").split("\0")[0]))


def badge(label: str) -> re.Pattern[str]:
    """A badge's text: its icon's name, then the label (which must not merely end another one: 成立, 不成立)."""
    return re.compile(rf"(^|\s){re.escape(label)}$")


def stamp(T: Callable[..., str], version: int) -> re.Pattern[str]:
    """The line under the problem statement that names its stored version ("Version 2 · last changed by …")."""
    return re.compile("^" + re.escape(T("problem.version", version=version, who="\0", at="").split("\0")[0]))


def new_page(browser: Browser) -> tuple[BrowserContext, Page]:
    context = browser.new_context(viewport=VIEWPORT, locale="en-GB", accept_downloads=True)
    return context, context.new_page()


def choose_language(page: Page, lang: str) -> None:
    """Switch the app's language in the sidebar, once the page has finished its run."""
    if lang != "en":
        settled(page)
        page.get_by_test_id("stSidebar").get_by_text(text_in(lang, f"lang.{lang}"), exact=True).click()
        expect(page.get_by_test_id("stSidebar").get_by_text(text_in(lang, "sidebar.language"), exact=True)
               ).to_be_visible()
        settled(page)


def pick(page: Page, box: Locator, option: str | re.Pattern[str], shown: str | re.Pattern[str] | None = None) -> None:
    """Choose in a Streamlit select box: open it, click the option, wait for the box to show it. A click that lands
    while a rerun redraws the box can leave its list closed: the box is then clicked again, at most three times."""
    choice = page.get_by_role("option", name=option).first
    for attempt in range(3):
        page.keyboard.press("Escape")  # no other list left open
        box.click()
        try:
            expect(choice).to_be_visible(timeout=5_000)
            choice.click()
            expect(box).to_have_value(shown if shown is not None else option, timeout=10_000)
            return
        except (AssertionError, PlaywrightTimeoutError):
            if attempt == 2:
                raise


def in_form(page: Page, button: str) -> Locator:
    """The box around ``button``: a form (a one-line box Enter submits) or a keyed editor container."""
    box = "@data-testid='stForm' or (@data-testid='stVerticalBlock' and contains(@class, 'st-key-'))"
    return page.get_by_test_id("stMain").get_by_role("button", name=button, exact=True).locator(
        f"xpath=ancestor::*[{box}][1]")


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_a_whole_rca_meeting_with_an_agent_and_a_second_browser(browser: Browser, app_url: str,
                                                                 store_env: dict[str, str], tmp_path: Path,
                                                                 lang: str) -> None:
    T = partial(text_in, lang)
    case = TEXTS[lang]
    agent = Agent(store_env)  # connects now: its server starts while the browser works
    shoot = Camera(tmp_path, lang)
    context, page = new_page(browser)
    second: BrowserContext | None = None
    try:
        main, sidebar = page.get_by_test_id("stMain"), page.get_by_test_id("stSidebar")

        def go(nav: str, heading: str) -> None:
            click_until(sidebar.get_by_role("link", name=T(nav), exact=True),
                        main.get_by_role("heading", name=T(heading), exact=True))

        # Cases: the language is switched in the sidebar, then a case is opened in it.
        page.goto(app_url)
        expect(page.get_by_text(text_in("en", "cases.empty"))).to_be_visible(timeout=30_000)
        choose_language(page, lang)
        expect(main.get_by_text(T("cases.empty"))).to_be_visible()
        form = in_form(page, T("cases.create"))
        form.get_by_label(T("cases.event_type"), exact=True).filter(visible=True).fill(case["event_type"])
        pick(page, form.get_by_role("combobox", name=T("cases.language")), T(f"lang.{lang}"))
        title = form.get_by_label(T("cases.title_label"), exact=True).filter(visible=True)
        title.fill(case["title"])
        title.press("Enter")
        expect(main.get_by_text(T("cases.count", shown=1, total=1))).to_be_visible()
        expect(sidebar.get_by_text(case["title"], exact=True)).to_be_visible()
        shoot(page, "cases")
        click_until(main.get_by_test_id("stBaseButton-primary").filter(has_text=re.compile(f"{T('cases.open')}$")),
                    main.get_by_role("heading", name=T("problem.header")))
        found = re.search(r"case=(ses_\w+)", page.url)
        assert found, page.url
        case_id = found.group(1)

        # Problem statement with its SAC severity, then three timeline events.
        statement = in_form(page, T("problem.save"))
        for field, text in case["problem"].items():
            statement.get_by_label(T(f"problem.{field}"), exact=True).filter(visible=True).fill(text)
        pick(page, statement.get_by_role("combobox", name=T("sac.label")), re.compile(r"^SAC 2"))
        click_until(statement.get_by_role("button", name=T("problem.save")), main.get_by_text(stamp(T, 2)))
        adding = in_form(page, T("timeline.add"))
        for when, description, source in case["events"]:
            adding.get_by_label(T("timeline.when"), exact=True).filter(visible=True).fill(when)
            adding.get_by_label(T("timeline.source"), exact=True).filter(visible=True).fill(source)
            adding.get_by_label(T("timeline.description"), exact=True).filter(visible=True).fill(description)
            click_until(adding.get_by_role("button", name=T("timeline.add")),
                        main.get_by_test_id("stTable").get_by_text(description, exact=True))
            expect(adding.get_by_label(T("timeline.description"), exact=True).filter(visible=True)).to_have_value("")
        shoot(page, "problem_timeline")

        # A second browser on the same problem statement: this one saves first, the other meets it and chooses.
        second, other = new_page(browser)
        other.goto(f"{app_url}/problem_timeline?case={case_id}")
        expect(other.get_by_role("heading", name=text_in("en", "problem.header"))).to_be_visible(timeout=30_000)
        choose_language(other, lang)
        expect(other.get_by_test_id("stSidebar").get_by_text(case["title"], exact=True)).to_be_visible()  # still open
        theirs_form = in_form(other, T("problem.save"))
        theirs_what = theirs_form.get_by_label(T("problem.what"), exact=True).filter(visible=True)
        expect(theirs_what).to_have_value(case["problem"]["what"])
        mine_what = statement.get_by_label(T("problem.what"), exact=True).filter(visible=True)
        mine_what.fill(case["what_a"])
        click_until(statement.get_by_role("button", name=T("problem.save")), main.get_by_text(stamp(T, 3)))
        # the other browser follows the store: it says who changed the row, and leaves its form alone
        expect(other.get_by_role("button", name=T("conflict.load_theirs"))).to_be_visible()
        theirs_what.fill(case["what_b"])
        panel = other.get_by_test_id("stTable").filter(has_text=T("conflict.mine"))
        click_until(theirs_form.get_by_role("button", name=T("problem.save")),
                    panel.get_by_text(case["what_b"], exact=True))  # "Your text"
        expect(panel.get_by_text(case["what_a"], exact=True)).to_be_visible()  # "Stored now"
        shoot(other, "problem_timeline-conflict", top=panel, block="center")
        chosen = case["what_b"] if CHOICE[lang] == "keep" else case["what_a"]
        click_until(other.get_by_role("button", name=T(f"conflict.{CHOICE[lang]}")),
                    other.get_by_test_id("stMain").get_by_text(T("problem.header"), exact=True), gone=panel)
        expect(theirs_what).to_have_value(chosen)
        expect(other.get_by_test_id("stMain").get_by_text(stamp(T, 4 if CHOICE[lang] == "keep" else 3))).to_be_visible()
        second.close()
        second = None
        db = open_store(f"sqlite:///{store_env['ROOTCAUSE_DATA_DIR']}/rootcause.db")
        try:
            assert problem.get_problem(db, session_id=case_id).what == chosen
        finally:
            db.dispose()
        expect(mine_what).to_have_value(case["what_a"])  # the first browser's form is never rewritten behind it

        # The meeting record: which review fits, the clock, who is at the table, a minute.
        go("nav.meeting", "meeting.title")
        expect(main.get_by_text(T("meeting.response_full_rca"))).to_be_visible()
        click_until(main.get_by_role("button", name=T("meeting.start")),
                    main.get_by_role("button", name=T("meeting.restart")))
        for role in ("facilitator", "clinician", "safety_officer"):
            label = role_name(role, lang)
            pick(page, main.get_by_role("combobox", name=T("meeting.attendee_role")), label)
            click_until(main.get_by_role("button", name=T("meeting.add_attendee"), exact=True),
                        main.get_by_text(label, exact=True))
        note = main.get_by_label(T("meeting.note_text"), exact=True).filter(visible=True)
        note.fill(case["minute"])
        # (the saved minute in the list, not the box: a box's text reaches the server when it is left, and its
        # element then holds the text too)
        click_until(main.get_by_role("button", name=T("meeting.add_note")),
                    main.get_by_test_id("stMarkdownContainer").get_by_text(case["minute"]))
        expect(main.get_by_text(fishbone_question(lang))).to_be_visible()  # the questions of the stage at hand
        shoot(page, "meeting")

        # Fishbone: four bones by keyboard, then the agent's cause arrives without a click.
        go("nav.fishbone", "fishbone.title")
        expect(main.get_by_placeholder(T("fishbone.add_placeholder"))).to_have_count(7)
        bone_names = Frameworks().bone_names()
        for covered, (bone, text) in enumerate(case["causes"], start=1):
            # (each box by its bone's name, as a person picks it: a position can shift while a rerun redraws)
            box = main.get_by_label(T("fishbone.add_label", bone=bone_names[bone][lang == "zh-TW"]), exact=True)
            expect(box).to_have_count(1)  # (a redraw shows the old box beside the new one for a moment: wait it out)
            box.fill(text)
            box.press("Enter")
            expect(main.get_by_text(text, exact=True)).to_be_visible()
            expect(box).to_have_value("")
            expect(main.get_by_text(T("fishbone.coverage", covered=covered, total=6))).to_be_visible()
        agent.call("rc_add_cause", {"session_id": case_id, "description": case["agent_cause"], "category": "METHOD"})
        expect(main.get_by_text(case["agent_cause"], exact=True)).to_be_visible(timeout=15_000)
        expect(main.get_by_text(T("fishbone.coverage", covered=5, total=6))).to_be_visible()
        expect(main.get_by_text(re.compile(re.escape(T("badge.agent")))).first).to_be_visible()
        shoot(page, "fishbone", top=main.get_by_text(T("fishbone.coverage", covered=5, total=6)))

        # HFACS-MES: the classification page, asked about one of the board's causes.
        go("nav.hfacs", "hfacs.title")
        main.get_by_label(T("hfacs.statement"), exact=True).filter(visible=True).fill(case["causes"][2][1])
        click_until(main.get_by_role("button", name=T("hfacs.suggest")), main.get_by_text(T("hfacs.confirm_header")))
        shoot(page, "hfacs")

        # Why tree: three answers typed with Enter, the last marked as the root cause.
        go("nav.why_tree", "why.title")
        answer = main.get_by_label(T("why.answer"), exact=True).filter(visible=True)
        working_on = main.get_by_role("combobox", name=T("why.pick"))
        add_answer = main.get_by_role("button", name=T("why.add"))
        for depth, text in enumerate(case["chain"], start=1):  # each answer moves the picker down to itself
            type_answer(answer, add_answer, text, working_on,
                        re.compile("^" + re.escape(T("why.option_node", depth=depth, text=""))))
        main.get_by_role("tab", name=T("why.tab_root")).click()
        mark_root_cause(page, T("why.rationale"), T("why.mark"), case["rationale"],
                        T("why.chain_title", text=case["chain"][-1]))
        expect(main.get_by_text(badge(T("why.verdict_incomplete")))).to_be_visible()

        # Causation checklist: temporality and necessity of each link of the chain.
        go("nav.causation", "causation.title")
        expect(main.get_by_text(T("causation.count", shown=3, total=3))).to_be_visible()
        for text in case["chain"]:
            card = main.get_by_test_id("stVerticalBlock").filter(
                has_text=T("causation.cause_line", text=text).replace("**", "")).filter(
                has=page.get_by_role("button", name=T("causation.save"))).last
            for criterion in ("temporality", "necessity"):
                answer_yes(card.get_by_role("radiogroup", name=re.compile(T(f"causation.criterion_{criterion}"))),
                           T("causation.answer_yes"))
            click_until(card.get_by_role("button", name=T("causation.save")),
                        card.get_by_text(badge(T("link.verdict_supported"))))
        shoot(page, "causation")
        go("nav.why_tree", "why.title")
        expect(main.get_by_text(badge(T("why.verdict_sound")))).to_be_visible()
        expect(main.get_by_test_id("stMermaidChart").locator("img")).to_be_visible()
        shoot(page, "why_tree", top=main.get_by_test_id("stMermaidChart"), block="center")  # the root cause shows

        # Action plan: a stronger action with its owner role, due date and measure.
        go("nav.actions", "actions.title")
        plan = in_form(page, T("actions.add"))
        plan.get_by_label(T("actions.description"), exact=True).filter(visible=True).fill(case["action"])
        plan.get_by_label(T("actions.owner"), exact=True).filter(visible=True).fill(case["owner"])
        plan.get_by_label(T("actions.process_measure"), exact=True).filter(visible=True).fill(case["measure"])
        due = plan.get_by_role("group", name=T("actions.due"), exact=True)  # year, month and day segments
        due.locator('[data-type="year"]').click()
        page.keyboard.type("20270131")  # each full segment moves on to the next
        expect(due.locator('[data-type="day"]')).to_have_text("31")
        click_until(plan.get_by_role("button", name=T("actions.add")),
                    main.get_by_text(T("actions.owner_line", owner=case["owner"])))
        expect(main.get_by_text(T("actions.due_line", due="2027-01-31"))).to_be_visible()
        expect(main.get_by_text(badge(T("actions.strength_stronger"))).first).to_be_visible()
        expect(main.get_by_text(T("actions.no_warnings"))).to_be_visible()
        shoot(page, "actions")

        # Report: the completion gate passes and the case closes.
        go("nav.report", "report.title")
        click_until(main.get_by_role("button", name=T("report.close")), main.get_by_text(T("report.closed_already")))
        expect(sidebar.get_by_text(T("progress.steps", done=7, total=7))).to_be_visible()
        shoot(page, "report")

        # Sign-off of the closed analysis, then the presenter view for the projector.
        go("nav.meeting", "meeting.title")
        click_until(main.get_by_role("button", name=T("meeting.signoff_facilitator")),
                    main.get_by_text(signed(T, "facilitator", role_name("facilitator", lang))))
        expect(main.get_by_role("button", name=T("meeting.signoff_facilitator"))).to_have_count(0)
        click_until(main.get_by_role("button", name=T("meeting.signoff_approver")),
                    main.get_by_text(signed(T, "approver", role_name("quality_committee", lang))))
        expect(main.get_by_role("button", name=T("meeting.signoff_approver"))).to_have_count(0)
        shoot(page, "meeting-signoff", top=main.get_by_role("heading", name=T("meeting.signoff_header")),
              block="center")
        page.get_by_text(T("meeting.presenter"), exact=True).click()
        expect(main.get_by_role("heading", name=T("progress.stage_COMPLETE"), exact=True)).to_be_visible()
        shoot(page, "meeting-presenter")
        page.get_by_text(T("meeting.presenter"), exact=True).click()
        expect(main.get_by_role("heading", name=T("meeting.clock_header"))).to_be_visible()

        # The report for the committee, downloaded: the chain, the action, the minute and the sign-offs.
        go("nav.report", "report.title")
        with page.expect_download() as caught:
            main.get_by_test_id("stDownloadButton").filter(has_text=T("report.download_md")).get_by_role(
                "button").click()
        assert caught.value.suggested_filename == f"rootcause-{case_id}-{lang}.md"
        report = Path(caught.value.path()).read_text(encoding="utf-8")
        for text in [*case["chain"], case["action"], case["owner"], case["measure"], case["minute"],
                     role_name("quality_committee", lang)]:
            assert text in report, text

        # Audit trail (the agent's write is badged) and the insights across cases.
        go("nav.audit", "audit.title")
        expect(main.get_by_text(re.compile(re.escape(T("badge.agent")))).first).to_be_visible()
        expect(main.get_by_test_id("stDataFrame")).to_be_visible()
        shoot(page, "audit")
        go("nav.insights", "insights.title")
        shoot(page, "insights")

        expect(page.get_by_test_id("stException")).to_have_count(0)
        assert len(shoot.taken) == len(set(shoot.taken)) == 14
    except BaseException:  # what the pages showed when the test failed, for the report
        page.screenshot(path=str(tmp_path / "failure.png"))
        if second is not None:
            second.pages[0].screenshot(path=str(tmp_path / "failure-second-browser.png"))
        raise
    finally:
        if second is not None:
            second.close()
        context.close()
        agent.close()


def fishbone_question(lang: str) -> str:
    """The first of the questions the Meeting page puts to the room while the fishbone is being filled."""
    return meeting.questions("FISHBONE", lang)[0]


def role_name(role: str, lang: str) -> str:
    en, zh = HUMAN_ROLES[role]
    return zh if lang == "zh-TW" else en


def type_answer(answer: Locator, add: Locator, text: str, working_on: Locator, added: re.Pattern[str]) -> None:
    """Type an answer and press Enter (the form submits on Enter); the picker then works on the new answer.

    Right after a page switch Streamlit sometimes does not hear Enter in a form at all (seen under load: the text
    stayed in the box through three presses). So once no rerun is under way and the answer has still not been
    added (the box holds the text, the picker has not moved), the form's "Add answer" button is clicked instead,
    at most twice: a late first submission would have emptied the box, so no answer is ever added twice."""
    answer.fill(text)
    expect(answer).to_have_value(text)
    for attempt in range(3):
        if attempt == 0:
            answer.press("Enter")
        else:
            add.click()
        try:
            expect(working_on).to_have_value(added, timeout=10_000)
            expect(answer).to_have_value("")
            settled(answer.page)
            return
        except AssertionError:
            settled(answer.page)
            if attempt == 2 or answer.input_value() != text or re.search(added, working_on.input_value()):
                raise
