"""A full fishbone (twelve causes on each of the six bones, some of them 80 to 120 columns long) is readable on a
small laptop (1280×720) and on a meeting-room screen (1920×1080, the app's wide layout with room to spare), in
both languages: read from the drawn SVG in the page, every cause is there in full, none is cut with "…", no
label is drawn over another, no text is smaller than 10 CSS px on the screen, and the page never scrolls sideways.

Mermaid's fishbone (ishikawa-beta) spaces a bone's causes evenly however tall they are, so it cannot keep twelve
long causes a bone apart; the page draws such a board with Graphviz and says so (``diagrams.fishbone_crowded``).
The page has no separate presenter mode, so the wide screen is the same page in a bigger window.
"""

from __future__ import annotations

import math
import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, ViewportSize, expect

from rootcause.domain.model.actor import human
from rootcause.export.escape import display_width
from rootcause.services import causes, problem, sessions
from rootcause.services.frameworks import Frameworks
from rootcause.store import open_store
from rootcause.ui.i18n import LANGS, text_in

pytestmark = pytest.mark.e2e
SCREENS: dict[str, ViewportSize] = {"laptop": {"width": 1280, "height": 720},
                                    "wide": {"width": 1920, "height": 1080}}
MIN_FONT_PX = 10.0
OVERLAP_PX = 2.0  # anti-aliasing and glyph boxes may touch; more than this is text drawn over text

EFFECT = {"en": "Insulin was drawn up instead of heparin for a lock flush on the night shift (near miss)",
          "zh-TW": "夜班時以胰島素誤作肝素沖管，所幸在床邊給藥前發現（跡近錯失）"}
# Synthetic causes, twelve a bone, short and long (the first of each bone 80 to 120 columns; a CJK character counts 2).
CAUSES: dict[str, dict[str, list[str]]] = {
    "en": {
        "PEOPLE": [
            "Night nurse covered extra patients after a colleague called in sick and was interrupted twice while "
            "drawing up the flush",
            "Handover did not mention the high-alert medicine", "New starter unfamiliar with the ward's cabinet layout",
            "Second checker was busy with an admission so the independent double check was skipped",
            "Fatigue late in a twelve-hour shift",
            "Pharmacy technician restocked from memory instead of reading the restock map",
            "Staff assumed the blue cap always means heparin",
            "No one felt able to stop the line when the label looked different",
            "Charge nurse covering two roles during the evening peak",
            "Agency staff had no induction on the unit's medicine rules",
            "Confirmation bias: the expected vial was seen rather than read",
            "Team rarely reports near misses, so the hazard was not known",
        ],
        "EQUIPMENT": [
            "Cabinet drawer gives heparin and insulin adjacent pockets with identical blue caps and similar white "
            "labels",
            "Barcode scanner on the cart was out of charge", "Infusion pump library lacks a heparin lock entry",
            "Drawer pockets not lidded, so any vial can be taken",
            "Cabinet screen lists both medicines on one page with the same font and no tall-man lettering",
            "Label printer smudges small print", "Bedside lighting too dim to read vial labels at night",
            "Syringe labels run out on the cart", "Scanner beeps the same for a match and a mismatch",
            "Cart layout differs between the two wings", "No magnifier at the preparation bench",
            "Alarm fatigue from frequent pump alerts on the unit makes staff dismiss warnings quickly",
        ],
        "MATERIAL": [
            "Heparin and insulin vials from one supplier look alike in size, cap colour and label design",
            "Supplier changed the heparin label without notice", "Multi-dose vials kept on the ward",
            "Pre-filled heparin syringes out of stock for weeks, so staff drew up from vials at the bedside",
            "Insulin stored outside the fridge in the drawer", "Look-alike warning stickers not supplied",
            "Small font for the strength on the vial", "Flush solution bag similar to a drug infusion bag",
            "Replacement stock arrived in unfamiliar packaging", "Expired stock mixed with current stock",
            "High-alert medicines not segregated in storage", "Vial caps removed early, hiding the colour code",
        ],
        "METHOD": [
            "Vial picked by cap colour rather than by reading its label; no barcode scan required for a lock flush",
            "Double-check policy unclear for flushes", "Override of the cabinet allowed without a second person",
            "Preparation done at the bedside instead of a clean prep area",
            "No read-back step when a verbal request is passed between nurses during handover",
            "Restock procedure lacks a second check", "Medicine reconciliation done after the first dose",
            "Written procedure out of date and hard to find on the intranet",
            "No standard time for flushes, so they are squeezed in",
            "Labelling syringes done after drawing up, not before",
            "Escalation route after hours is not written down",
            "Learning from earlier incidents was not shared across units, so the same mix-up happened again",
        ],
        "MONITORING": [
            "Blood glucose not checked after the flush until the next routine round several hours later",
            "No audit of cabinet overrides", "Near-miss reports not fed back to the ward",
            "Barcode scan compliance not measured",
            "Pharmacy stock checks only monthly and they do not look at pocket assignments or look-alike pairs",
            "No alert when insulin is taken for a patient without an insulin order",
            "Early warning score not repeated after a drop", "Handover checklist not audited",
            "Dashboards show volumes, not safety signals", "Spot checks skipped during busy weeks",
            "No trigger to review look-alike pairs when suppliers change",
            "Incident trends reviewed only once a year at committee level, too late to act on them",
        ],
        "ENVIRONMENT": [
            "Ward was full with two admissions in the same hour and the call bells kept ringing during preparation",
            "Preparation area doubles as a corridor", "Noise from building works next door",
            "Lighting in the medicine room is poor at night",
            "Bench space too small to separate vials for different patients, so several trays were stacked together",
            "Frequent interruptions from phone calls", "Staffing below plan for three nights in a row",
            "No quiet zone for medicine preparation", "Temperature in the medicine room too high",
            "Culture of speed over checking on busy shifts", "Unit recently merged with another ward",
            "Visitors in the corridor during preparation",
        ],
    },
    "zh-TW": {
        "PEOPLE": [
            "夜班護理師因同事請病假接手額外病人，準備沖管時兩度被呼叫鈴打斷，回到備藥檯後也沒有再次核對藥品標籤與瓶蓋顏色",
            "交班時未提及高警訊藥品", "新進人員不熟悉病房藥櫃配置",
            "第二位核對者正在處理新入院病人，因此略過雙人獨立核對", "十二小時班別後段疲勞",
            "藥局技術員憑記憶補藥，未依補藥配置圖", "同仁以為藍色瓶蓋一定是肝素",
            "標籤看起來不同時，沒有人覺得可以喊停", "傍晚尖峰時段護理長身兼兩職",
            "派遣人員未接受病房用藥規範的到職訓練", "確認偏誤：只看到預期的藥瓶而未實際閱讀",
            "團隊很少通報跡近錯失，因此未察覺此風險",
        ],
        "EQUIPMENT": [
            "自動調劑櫃同一抽屜相鄰格位存放肝素與胰島素，兩者瓶蓋皆為藍色且標籤設計相近，夜間燈光下幾乎無法分辨",
            "推車上的條碼掃描器沒電", "輸液幫浦藥物資料庫沒有肝素沖管項目", "抽屜格位沒有上蓋，任何藥瓶都能取出",
            "藥櫃螢幕將兩種藥品列在同一頁，字型相同，也沒有使用大小寫區分的字樣", "標籤印表機印出的小字模糊",
            "夜間床邊照明太暗，看不清藥瓶標籤", "推車上的針筒標籤用完了", "掃描器對相符與不相符發出相同聲音",
            "兩側病房的推車配置不同", "備藥檯沒有放大鏡", "病房幫浦警示頻繁造成警示疲勞，同仁很快就把警告關掉",
        ],
        "MATERIAL": [
            "同一供應商的肝素與胰島素藥瓶在大小、瓶蓋顏色與標籤設計上都很相似，放在一起時只能靠標籤上的小字分辨",
            "供應商未通知就更改肝素標籤", "病房保留多劑量藥瓶", "預充式肝素針筒缺貨數週，同仁只好在床邊從藥瓶抽取",
            "胰島素未冷藏而放在抽屜", "未提供外觀相似藥品警示貼紙", "藥瓶上的濃度字體太小",
            "沖管溶液袋與藥物輸液袋外觀相似", "替代品以不熟悉的包裝送達", "過期品與現行庫存混放",
            "高警訊藥品未分開存放", "瓶蓋太早取下，看不到顏色標示",
        ],
        "METHOD": [
            "依瓶蓋顏色取藥而未閱讀標籤，因為沖管流程並未要求掃描條碼，而且單位一直把沖管視為低風險的例行工作",
            "沖管的雙人核對規定不明確", "藥櫃可不經第二人同意強制取藥", "在床邊備藥，而非在乾淨的備藥區",
            "交班時護理師之間傳達口頭醫囑，沒有複誦確認的步驟", "補藥流程缺少第二次核對", "第一劑給藥後才進行用藥整合",
            "書面作業程序過時，且在內部網站上很難找到", "沖管沒有固定時間，只能見縫插針",
            "抽藥後才貼針筒標籤，而非抽藥前", "夜間與假日的通報升級路徑沒有書面規定",
            "先前事件的學習未在各單位間分享，因此同樣的混淆再次發生",
        ],
        "MONITORING": [
            "沖管後未檢測血糖，直到數小時後的下一次例行巡視才發現血糖偏低，期間也沒有其他監測可以提早察覺",
            "未稽核藥櫃強制取藥紀錄", "跡近錯失通報未回饋給病房", "未量測條碼掃描遵從率",
            "藥局每月才盤點一次，且不檢查格位配置或外觀相似藥品組合", "病人沒有胰島素醫囑卻取用胰島素時不會警示",
            "數值下降後未重新評估早期警示分數", "交班查核表未被稽核", "儀表板只顯示數量，不顯示安全訊號",
            "忙碌週時略過抽查", "供應商更換時沒有觸發外觀相似藥品的檢視",
            "事件趨勢只在委員會每年檢討一次，發現時已來不及處理",
        ],
        "ENVIRONMENT": [
            "檯面空間太小，無法分開不同病人的藥瓶，只好把好幾個藥盤疊在一起，取藥時很容易拿錯藥盤與藥瓶",
            "同一小時內有兩位新入院病人，病房滿床，備藥時呼叫鈴持續響起", "備藥區同時也是走道", "隔壁施工噪音",
            "夜間藥品室照明不足", "經常被電話打斷", "連續三晚人力低於排班標準", "沒有備藥專用的安靜區",
            "藥品室溫度過高", "忙碌班別重速度輕核對的文化", "單位最近與另一病房合併", "備藥時走道上有訪客",
        ],
    },
}
SETTLED = """() => !document.querySelector('[data-stale="true"]')
    && !document.querySelector('[data-testid^="stStatusWidgetRunning"]')"""
DRAWN = """n => document.querySelectorAll('[data-testid="stGraphVizChart"] svg g.node').length >= n"""
# Every node of the drawn SVG as the screen shows it: its text, the box around its text lines and the box of its
# border (CSS px), and the smallest on-screen font size of its lines (font size × the SVG's scale on the screen).
LABELS = """() => [...document.querySelectorAll('[data-testid="stGraphVizChart"] svg g.node')].map(node => {
    const lines = [...node.querySelectorAll('text')];
    const boxes = lines.map(t => t.getBoundingClientRect());
    const border = node.querySelector('path, polygon').getBoundingClientRect();
    return {
        id: node.querySelector('title')?.textContent ?? '',
        text: lines.map(t => t.textContent).join(' '),
        left: Math.min(...boxes.map(b => b.left)), right: Math.max(...boxes.map(b => b.right)),
        top: Math.min(...boxes.map(b => b.top)), bottom: Math.max(...boxes.map(b => b.bottom)),
        fontPx: Math.min(...lines.map(t => parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a)),
        lineHeight: Math.min(...boxes.map(b => b.height)),
        border: {left: border.left, right: border.right, top: border.top, bottom: border.bottom},
    };
})"""
WIDTHS = """() => ({inner: window.innerWidth, page: document.documentElement.scrollWidth,
    main: document.querySelector('[data-testid="stMain"]').scrollWidth,
    mainClient: document.querySelector('[data-testid="stMain"]').clientWidth,
    chartRight: document.querySelector('[data-testid="stGraphVizChart"] svg').getBoundingClientRect().right})"""


@pytest.fixture(params=LANGS)
def lang(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def store_env(store_env: dict[str, str], lang: str) -> dict[str, str]:
    """The shared environment, with the app serving ``lang`` (its default language: no switch is clicked)."""
    return {**store_env, "ROOTCAUSE_LANG": lang}


@pytest.fixture(params=sorted(SCREENS))
def screen(request: pytest.FixtureRequest) -> str:
    return str(request.param)


def squashed(text: str) -> str:
    return re.sub(r"\s+", "", text)


def full_case(store_env: dict[str, str], lang: str) -> str:
    """A case in ``lang`` with twelve causes on each of the six standard bones, written through the services."""
    db = open_store(f"sqlite:///{store_env['ROOTCAUSE_DATA_DIR']}/rootcause.db")
    fw, facilitator = Frameworks(), human("facilitator")
    try:
        case = sessions.create_session(db, title="E2E fishbone: a full board", actor=facilitator, language=lang)
        problem.set_problem(db, session_id=case.id, actor=facilitator, what=EFFECT[lang])
        for bone, texts in CAUSES[lang].items():
            for description in texts:
                causes.add_cause(db, fw, session_id=case.id, description=description, category=bone,
                                 actor=facilitator)
        return case.id
    finally:
        db.dispose()


def overlaps(labels: list[dict]) -> list[tuple[str, str, float]]:
    """Pairs of labels whose text boxes share more than ``OVERLAP_PX`` both across and down."""
    found = []
    for i, a in enumerate(labels):
        for b in labels[i + 1:]:
            across = min(a["right"], b["right"]) - max(a["left"], b["left"])
            down = min(a["bottom"], b["bottom"]) - max(a["top"], b["top"])
            if min(across, down) > OVERLAP_PX:
                found.append((a["text"][:30], b["text"][:30], round(min(across, down), 1)))
    return found


def test_a_full_board_is_readable(page: Page, app_url: str, store_env: dict[str, str], lang: str, screen: str,
                                  tmp_path: Path) -> None:
    case = full_case(store_env, lang)
    texts = [text for bone in CAUSES[lang].values() for text in bone]
    assert len(texts) == 72 and sum(80 <= display_width(t) <= 120 for t in texts) >= 6  # a long one a bone
    page.set_viewport_size(SCREENS[screen])
    page.goto(f"{app_url}/fishbone?case={case}")
    expect(page.get_by_role("heading", name=text_in(lang, "fishbone.title"), exact=True)).to_be_visible(
        timeout=30_000)
    main = page.get_by_test_id("stMain")
    expect(main.get_by_text(text_in(lang, "fishbone.dot_crowded"))).to_be_visible()
    page.wait_for_function(DRAWN, arg=72 + 6 + 1, timeout=30_000)  # the causes, the bones and the effect
    page.wait_for_function(SETTLED, timeout=30_000)
    page.evaluate("() => document.fonts.ready.then(() => true)")
    chart = page.get_by_test_id("stGraphVizChart")
    chart.scroll_into_view_if_needed()
    page.screenshot(path=str(tmp_path / f"{lang}-fishbone-{screen}.png"))  # what the room sees of it

    labels = page.evaluate(LABELS)
    cause_labels = [label for label in labels if re.fullmatch(r"b\d+c\d+", label["id"])]
    assert len(cause_labels) == 72
    drawn = [squashed(label["text"]) for label in cause_labels]
    missing = [text for text in texts if squashed(text) not in drawn]
    assert missing == [], f"not drawn in full: {missing}"  # wrapped over lines, never shortened
    assert [label["text"] for label in labels if "…" in label["text"] or "..." in label["text"]] == []
    assert overlaps(labels) == []
    spilling = [label["text"][:30] for label in labels if label["left"] < label["border"]["left"] - 1
                or label["right"] > label["border"]["right"] + 1 or label["top"] < label["border"]["top"] - 1
                or label["bottom"] > label["border"]["bottom"] + 1]
    assert spilling == [], "text runs over the border of its box"
    small = [(label["text"][:30], round(label["fontPx"], 1), round(label["lineHeight"], 1)) for label in labels
             if label["fontPx"] < MIN_FONT_PX or label["lineHeight"] < MIN_FONT_PX]
    assert small == [], f"text under {MIN_FONT_PX} CSS px on a {screen} screen"
    widths = page.evaluate(WIDTHS)
    assert widths["page"] <= widths["inner"] + 1, widths
    assert widths["main"] <= widths["mainClient"] + 1, widths  # Streamlit's main pane scrolls by itself
    assert widths["chartRight"] <= widths["inner"] + 1, widths  # the whole diagram is inside the window
    expect(page.get_by_test_id("stException")).to_have_count(0)
    box = chart.bounding_box()  # the whole diagram in one picture: a window as tall as it, as wide (same scale)
    assert box is not None
    page.set_viewport_size({"width": SCREENS[screen]["width"], "height": math.ceil(box["height"]) + 100})
    chart.screenshot(path=str(tmp_path / f"{lang}-fishbone-diagram-{screen}.png"))
