"""Click to update in a real browser: how long each page takes from a click (or Enter) to the change it makes being
on screen, with the demo case (issue 21 item 8).

The app is served the way `rootcause run` serves it (``tests.web.app_probe.served_app``) on a fresh temp data folder
with the built-in config; Debian's chromium, launched as the browser tests launch it (``tests/e2e/conftest.py``),
opens it at 1280×720. The demo case is loaded the way a user does, with the Cases page's "Load the demo case" button,
and reopened on the Report page: it loads closed, and editing controls only show on an open case.

On every page one representative interaction that makes Streamlit rerun is timed: from just before the click (its
actionability checks done beforehand) or the Enter key, to the moment the element that proves the update is visible,
found with Playwright's ``wait_for`` (no fixed sleeps). Each interaction runs once untimed to warm the page, then
``--runs`` times; it adds a new item each run or toggles between two states. No test asserts these times.

Run from the repo root:  PYTHONPATH=. .venv/bin/python bench/bench_click_to_update.py [--runs 5]
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from playwright.sync_api import Locator, Page, ViewportSize, expect, sync_playwright
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from rootcause.ui.i18n import text_in
from tests.e2e.conftest import CHROMIUM, CHROMIUM_ARGS
from tests.e2e.test_small_screens import SETTLED
from tests.web.app_probe import served_app

VIEWPORT: ViewportSize = {"width": 1280, "height": 720}
LOAD_MS = 60_000  # the first visit to a page imports and caches; a loaded machine takes seconds
UPDATE_S = 30.0  # one rerun; a miss is a failure of the bench, not a slow figure
# Playwright's waits back off to a check every 500 ms once a wait is long; a 100 ms wait checks every 20 ms, so the
# proof is looked for in 100 ms windows until it shows (a figure is at most ~20 ms late, never 500).
WINDOW_MS = 100

Step = tuple[Callable[[], None], Locator]  # the click or Enter (everything before it done), what proves the update
Proof = Callable[[Locator, dict[str, str]], Locator]  # from the main pane and the texts typed this run


def en(key: str, **fmt: object) -> str:
    """The English catalogue text: the bench finds controls by the labels a user reads."""
    return text_in("en", key, **fmt)


def count(key: str, *, filtered: bool = False) -> re.Pattern[str]:
    """A "Showing {shown} of {total} …" caption with shown == total (the whole list), or shown != total."""
    escaped = re.escape(en(key, shown="\x00", total="\x01"))
    total = r"(?!\1\b)\d+" if filtered else r"\1"
    return re.compile("^" + escaped.replace("\x00", r"(\d+)", 1).replace("\x01", total, 1) + "$")


def main_pane(page: Page) -> Locator:
    return page.get_by_test_id("stMain")


def settle(page: Page) -> None:
    """No rerun running and nothing stale: each timing starts from a page at rest."""
    page.wait_for_function(SETTLED, timeout=UPDATE_S * 1000)


def click_at(target: Locator) -> Callable[[], None]:
    """The click to time: Playwright's actionability checks (visible, enabled, holding still; they wait two
    animation frames) run here, untimed, so the timed click is forced: it scrolls to the target and clicks its
    centre, found at that moment (a diagram drawn meanwhile may have moved it)."""
    target.click(trial=True)  # nothing is clicked
    return lambda: target.click(force=True)


def shows(proof: Locator) -> None:
    """Return as soon as ``proof`` is visible (see WINDOW_MS); fail after UPDATE_S."""
    deadline = time.perf_counter() + UPDATE_S
    while True:
        try:
            proof.first.wait_for(state="visible", timeout=WINDOW_MS)
            return
        except PlaywrightTimeoutError:
            if time.perf_counter() > deadline:
                raise


def radio_toggle(group: str, first: str, first_proof: Callable[[Locator], Locator], second: str,
                 second_proof: Callable[[Locator], Locator]) -> Callable[[Page, int], Step]:
    """Even runs pick ``first``, odd runs ``second``: every click changes the choice, so every click reruns."""
    def step(page: Page, run: int) -> Step:
        main = main_pane(page)
        label, proof = (first, first_proof) if run % 2 == 0 else (second, second_proof)
        radio = main.get_by_role("radiogroup", name=group).get_by_role("radio", name=label, exact=True)
        return click_at(radio.locator("xpath=ancestor::label[1]")), proof(main)
    return step


def form_with(main: Locator, button: str, labels: list[str]) -> Locator:
    """The form with this button and these boxes: labels such as "When" and buttons such as "Add" repeat."""
    page = main.page  # a filter's inner locator is matched inside the form, so it starts from the page
    form = main.get_by_test_id("stForm").filter(has=page.get_by_role("button", name=button, exact=True))
    for label in labels:
        form = form.filter(has=page.get_by_label(label, exact=True))
    return form


def add_in_form(button: str, fills: Callable[[int], dict[str, str]], proof: Proof,
                enter: str | None = None) -> Callable[[Page, int], Step]:
    """Fill a form's boxes (labels to texts, new texts each run), then click its button or press Enter in a box."""
    def step(page: Page, run: int) -> Step:
        main = main_pane(page)
        texts = fills(run)
        form = form_with(main, button, list(texts))
        for label, text in texts.items():
            form.get_by_label(label, exact=True).fill(text)
        if enter is not None:
            form.get_by_label(enter, exact=True).focus()
            return (lambda: page.keyboard.press("Enter")), proof(main, texts)
        return click_at(form.get_by_role("button", name=button, exact=True)), proof(main, texts)
    return step


def quoted(key: str, field: str, label: str) -> Proof:
    """The catalogue text ``key`` holding the text typed into ``label``: on screen only once this run's rerun is."""
    return lambda main, texts: main.get_by_text(en(key, **{field: texts[label]}))


def typed(label: str, *, cell: bool = False) -> Proof:
    """The text typed into ``label`` in the main pane: a table cell, or anywhere (a card, a row, a question)."""
    if cell:
        return lambda main, texts: main.get_by_role("cell", name=texts[label], exact=True)
    return lambda main, texts: main.get_by_text(re.compile(re.escape(texts[label])))


def insights_severity(page: Page, run: int) -> Step:
    """Even runs filter on SAC 1 (the demo is SAC 2: nothing in scope); odd runs clear the filter again."""
    main = main_pane(page)
    box = main.get_by_role("combobox", name=en("insights.severity"))
    if run % 2 == 0:
        box.click()  # opening the list is the browser's own business: no rerun, not timed
        option = page.get_by_role("option", name=re.compile(r"^SAC 1\b")).first
        expect(option).to_be_visible()
        return click_at(option), main.get_by_text(en("insights.none_in_scope"))
    clear = box.locator("xpath=ancestor::*[@data-testid='stSelectbox'][1]").get_by_role("button", name="Clear value")
    return click_at(clear), main.get_by_role("heading", name=en("insights.hfacs_header"))


def report_heading(title: str) -> Callable[[Locator], Locator]:
    """The report's first heading, in the language the radio chose (the page's own labels stay English)."""
    return lambda main: main.get_by_role("heading", name=re.compile("^" + re.escape(title)))


@dataclass(frozen=True)
class Interaction:
    page: str  # the page's title in the sidebar
    path: str  # its url path
    what: str  # the interaction, as the table says it
    step: Callable[[Page, int], Step]


PEOPLE = en("fishbone.add_label", bone="People")
WHAT, STATEMENT, ACTION = en("timeline.description"), en("hfacs.statement"), en("actions.description")
INTERACTIONS = (
    Interaction("Cases", "", "filter Active ↔ Archived", radio_toggle(
        en("cases.filter"), en("cases.filter_archived"), lambda m: m.get_by_text(en("cases.none_found")),
        en("cases.filter_active"), lambda m: m.get_by_text(count("cases.count")))),
    Interaction("Problem & timeline", "problem_timeline", "add a timeline event (Add event)", add_in_form(
        en("timeline.add"), lambda run: {en("timeline.when"): f"T+09:{run:02d}",
                                         WHAT: f"Bench check {run}: pharmacy audits the pockets"},
        typed(WHAT, cell=True))),
    Interaction("HFACS classification", "hfacs", "Suggest codes for a new statement", add_in_form(
        en("hfacs.suggest"), lambda run: {STATEMENT: f"Round {run}: the pump menu hid the rate field"},
        quoted("hfacs.confirm_statement", "statement", STATEMENT))),
    Interaction("Fishbone board", "fishbone", "quick-add a cause on People (Enter)", add_in_form(
        en("fishbone.add"), lambda run: {PEOPLE: f"Bench cause {run}: one nurse covered six beds at night"},
        typed(PEOPLE), enter=PEOPLE)),
    Interaction("Why tree", "why_tree", "add an answer (Add answer)", add_in_form(
        en("why.add"), lambda run: {en("why.answer"): f"Step {run}: the restock map had no rule for look-alike pairs"},
        typed(en("why.answer")))),  # the next question quotes it
    Interaction("Causation checklist", "causation", "filter All links ↔ Open", radio_toggle(
        en("causation.filter"),  # the open links, fewer than all: the why tree's answers added untested ones
        en("causation.filter_open"), lambda m: m.get_by_text(count("causation.count", filtered=True)),
        en("causation.filter_all"), lambda m: m.get_by_text(count("causation.count")))),
    Interaction("Action plan", "actions", "add an action (Add action)", add_in_form(
        en("actions.add"), lambda run: {ACTION: f"Pharmacy moves insulin to locked drawer {run} of the cabinet"},
        quoted("actions.added_header", "text", ACTION))),
    Interaction("Report", "report", "report language English ↔ 繁體中文", radio_toggle(
        en("report.language"), en("lang.zh-TW"), report_heading("根本原因分析報告"),
        en("lang.en"), report_heading("Root cause analysis report"))),
    Interaction("Meeting", "meeting", "add a minute (Add note)", add_in_form(
        en("meeting.add_note"), lambda run: {en("meeting.note_text"): f"Bench minute {run}: the map is in scope"},
        typed(en("meeting.note_text")))),
    Interaction("Audit trail", "audit", "filter Everyone ↔ AI agents", radio_toggle(
        en("audit.filter_kind"), en("audit.kind_agent"), lambda m: m.get_by_text(en("audit.none")),
        en("audit.kind_all"), lambda m: m.get_by_text(count("audit.count")))),
    Interaction("Insights", "insights", "severity filter SAC 1 ↔ cleared", insights_severity),
)


def load_demo(page: Page, url: str) -> str:
    """The Cases page's one-click demo, then the Report page's reopen (with a reason): the case id."""
    page.goto(url)
    page.get_by_role("button", name=en("cases.load_demo")).click(timeout=LOAD_MS)
    expect(page).to_have_url(re.compile(r"[?&]case=\w+"), timeout=LOAD_MS)
    case = re.search(r"[?&]case=(\w+)", page.url)
    assert case is not None
    page.goto(f"{url}/report?case={case.group(1)}")
    main = main_pane(page)
    main.get_by_label(en("report.reopen_reason"), exact=True).fill("Timing click to update")
    main.get_by_role("button", name=en("report.reopen")).click(timeout=LOAD_MS)
    expect(main.get_by_role("button", name=en("report.close"))).to_be_visible(timeout=LOAD_MS)
    return case.group(1)


def time_page(page: Page, url: str, case: str, spec: Interaction, runs: int) -> list[float]:
    """One untimed warm-up, then ``runs`` timed interactions (ms), each from a settled page."""
    page.goto(f"{url}/{spec.path}?case={case}")
    expect(main_pane(page).get_by_role("heading", level=1).first).to_be_visible(timeout=LOAD_MS)
    samples = []
    for run in range(runs + 1):
        settle(page)
        trigger, proof = spec.step(page, run)
        start = time.perf_counter()
        trigger()
        try:
            shows(proof)
        except PlaywrightTimeoutError as exc:
            raise SystemExit(f"{spec.page}, run {run}: no update seen within {UPDATE_S:.0f} s ({proof})") from exc
        elapsed = (time.perf_counter() - start) * 1000
        if run:
            samples.append(elapsed)
    return samples


def machine() -> str:
    """What the figures were measured on: `uname -m`, the cores this process may use, the CPU's model name."""
    cpuinfo = Path("/proc/cpuinfo")
    lines = cpuinfo.read_text().splitlines() if cpuinfo.exists() else []
    models = [line.split(":", 1)[1].strip() for line in lines if line.startswith("model name")]
    return f"{platform.machine()}, {len(os.sched_getaffinity(0))} cores, {models[0] if models else 'unknown CPU'}"


def measure(runs: int) -> list[tuple[Interaction, list[float]]]:
    """Serve the app on its own data folder (the built-in config), load the demo, time every page."""
    results: list[tuple[Interaction, list[float]]] = []
    with tempfile.TemporaryDirectory(prefix="rootcause-click-") as folder:
        env = dict(os.environ, ROOTCAUSE_DATA_DIR=str(Path(folder) / "data"))
        for name in ("ROOTCAUSE_CONFIG_DIR", "ROOTCAUSE_DATABASE_URL", "ROOTCAUSE_LANG"):
            env.pop(name, None)
        with served_app("127.0.0.1", env, Path(folder) / "app.log") as port, sync_playwright() as playwright:
            url = f"http://127.0.0.1:{port}"
            browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
            try:
                context = browser.new_context(viewport=VIEWPORT, locale="en-GB")
                page = context.new_page()
                case = load_demo(page, url)
                for spec in INTERACTIONS:
                    results.append((spec, time_page(page, url, case, spec, runs)))
                    print(f"{spec.page}: {len(results[-1][1])} runs", file=sys.stderr)
                context.close()  # before the server stops: a server with a browser connected is slow to stop
            finally:
                browser.close()
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="timed interactions per page (default 5)")
    args = parser.parse_args()
    if not CHROMIUM.exists():
        sys.exit(f"{CHROMIUM} is missing: install Debian's chromium with apt (never `playwright install`)")
    results = measure(max(1, args.runs))
    print(f"Machine: {machine()}; date {date.today().isoformat()}\n")
    print("| page | interaction | median ms | max ms | runs |\n|---|---|---:|---:|---:|")
    for spec, samples in results:
        print(f"| {spec.page} | {spec.what} | {statistics.median(samples):.0f} | {max(samples):.0f} | {len(samples)} |")


if __name__ == "__main__":
    main()
