"""Fishbone boards for the export tests, built with the domain's own ``build_board`` (no store): the demo
case's board, and a hypothesis strategy for boards made of any text."""

from __future__ import annotations

from datetime import UTC, datetime

from hypothesis import strategies as st

from rootcause.domain.model.case import CauseView
from rootcause.domain.model.fishbone import FishboneView, build_board

STANDARD: list[tuple[str, dict[str, str]]] = [
    ("PEOPLE", {"en": "People", "zh-TW": "人員"}),
    ("EQUIPMENT", {"en": "Equipment", "zh-TW": "設備"}),
    ("MATERIAL", {"en": "Medicines and materials", "zh-TW": "藥品與材料"}),
    ("METHOD", {"en": "Methods and processes", "zh-TW": "方法與流程"}),
    ("MONITORING", {"en": "Monitoring and measurement", "zh-TW": "監測與量測"}),
    ("ENVIRONMENT", {"en": "Environment", "zh-TW": "環境"}),
]
CUSTOM: list[tuple[str, dict[str, str]]] = [("X-COMMS", {"en": "Handover and communication", "zh-TW": "交班與溝通"})]
WHEN = datetime(2026, 3, 14, 2, 40, tzinfo=UTC)


def cause(position: int, description: str, category: str | None, *, code: str | None = None,
          state: str = "none", verified: bool = False, actor_kind: str = "human") -> CauseView:
    return CauseView(
        id=f"c{position:04d}", version=1, created_at=WHEN, updated_at=WHEN, actor_kind=actor_kind,
        actor="facilitator" if actor_kind == "human" else "rca-assistant", description=description,
        category=category, category_state="confirmed" if category else "none", position=position,
        hfacs_code=code, hfacs_state=state if code else "none", verified=verified,
    )


# (en, zh-TW, bone, HFACS code, code state, verified, who)
HEPARIN_CAUSES = [
    ("Night nurse took over six patients after a sick call", "夜班護理師因同事請病假接手六位病人",
     "PEOPLE", "PC-AMS", "confirmed", True, "human"),
    ('Interrupted twice by call lights while preparing the "flush"', "準備「沖管」時兩度被呼叫鈴打斷",
     "PEOPLE", None, "none", False, "human"),
    ("Cabinet drawer gives heparin & insulin adjacent pockets", "自動調劑櫃同一抽屜相鄰格位存放肝素與胰島素",
     "EQUIPMENT", None, "none", True, "human"),
    ("Look-alike 10 mL vials; cap colour [blue] on both", "外觀相似的 10 mL 小瓶，兩者瓶蓋皆為藍色",
     "MATERIAL", "PE-TECH", "confirmed", True, "human"),
    ("Vial picked by cap colour, not by label (no barcode scan)", "依瓶蓋顏色取藥而未閱讀標籤（未掃描條碼）",
     "METHOD", "UA-SBE", "suggested", False, "agent"),
    ("Syringe left unlabelled until the bedside", "空針在到床邊前未貼標籤",
     "METHOD", None, "none", False, "human"),
    ("Dim medication room at night: 50% lights", "夜間配藥室燈光僅開 50%",
     "ENVIRONMENT", None, "none", False, "human"),
    ("Handover sheet did not flag the pump alarm", "交班單未註明幫浦警報",
     "X-COMMS", None, "none", False, "human"),
    ("Pharmacy restock order -> drawer map unclear?", "藥局補藥 -> 抽屜配置圖不清楚？",
     None, None, "none", False, "human"),
]
HEPARIN_EFFECT = {
    "en": "Insulin drawn up for a heparin lock flush (near miss)",
    "zh-TW": "以胰島素誤作肝素沖管（跡近錯失）",
}


def heparin_board(lang: str = "en") -> FishboneView:
    """The demo case's board: five standard bones, one custom bone, one parking-lot item, mixed code states."""
    causes = [
        cause(i, zh if lang == "zh-TW" else en, bone, code=code, state=state, verified=verified, actor_kind=who)
        for i, (en, zh, bone, code, state, verified, who) in enumerate(HEPARIN_CAUSES, start=1)
    ]
    return build_board(session_id="demo0001", effect=HEPARIN_EFFECT[lang], standard=STANDARD, custom=CUSTOM,
                       causes=causes)


# Text that has broken diagram exporters somewhere: syntax, keywords, entities, odd white space, CJK, emoji.
SNIPPETS = [
    '"', "'", "`", "[", "]", "(", ")", "{", "}", "<", ">", "%%", "%%{init: {'theme':'dark'}}%%", "#", ";", ":",
    "#35;", "#quot;", "&amp;", "\n", "\r\n", "\t", "<script>alert(1)</script>", "-->", "---", "==>", "end",
    "graph", "subgraph", "direction TB", "ishikawa", "ishikawa-beta", "style", "classDef", "click", "\\", "\\n",
    "\\N", "|", "$$", "@{", "ﬂ°", "¶ß", "肝素", "胰島素", "，", "「", "」", "💉", "👩🏽‍⚕️", "🇹🇼", " ", "\u3000",
    "\u00a0", "\u2028", "\ufeff", "\u202e", "\x00", "\x1b", "<br/>", "&", "=", "~~~", "::",
]
hostile = st.lists(st.one_of(st.sampled_from(SNIPPETS), st.text(max_size=6)), max_size=8).map("".join)
hostile_chars = st.text(alphabet=sorted({c for snippet in SNIPPETS for c in snippet}), max_size=30)
any_text = st.one_of(st.text(max_size=60), hostile, hostile_chars)
CATEGORIES = [code for code, _ in STANDARD] + ["X-CUSTOM", None]


@st.composite
def hostile_boards(draw: st.DrawFn) -> FishboneView:
    """Boards whose effect, custom bone name, causes and codes are any text, hostile text most of all."""
    custom_name = draw(any_text)
    rows = draw(st.lists(st.tuples(any_text, st.sampled_from(CATEGORIES),
                                   st.sampled_from(["none", "suggested", "confirmed"]), any_text, st.booleans()),
                         max_size=5))
    causes = [cause(i, text, category, code=(code or "PC-AMS") if state != "none" else None, state=state,
                    verified=verified)
              for i, (text, category, state, code, verified) in enumerate(rows, start=1)]
    return build_board(session_id="prop", effect=draw(any_text), standard=STANDARD,
                       custom=[("X-CUSTOM", {"en": custom_name, "zh-TW": custom_name})], causes=causes)
