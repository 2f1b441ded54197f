"""A small library of realistic, de-identified past cases in both languages, built through the services."""

from __future__ import annotations

from dataclasses import dataclass

from rootcause.domain.model.actor import Actor
from rootcause.services import actions, causes, problem, sessions, why_tree
from rootcause.services.frameworks import Frameworks
from rootcause.store import Store


@dataclass(frozen=True)
class PastCase:
    key: str
    title: str
    language: str
    event_type: str
    what: str
    causes: tuple[str, ...]
    whys: tuple[str, ...]
    action: str


LIBRARY = (
    PastCase("transfusion_en", "Blood unit hung for the wrong patient in the ICU", "en", "transfusion",
             "A unit of red cells was transfused to the patient in the next bed; the bedside check was done at "
             "the nurses' station", ("Two-person bedside check skipped at night", "Blood bags look identical"),
             ("The barcode scanner at the bedside was broken for a week",),
             "Barcode scanning of wristband and blood unit enforced by the transfusion system"),
    PastCase("fall_en", "Unassisted fall from bed on the orthopaedic ward", "en", "fall",
             "An elderly patient after hip surgery fell while walking to the toilet at night without help",
             ("Bed alarm was switched off", "Call bell out of reach"),
             ("Fall risk was not reassessed after the sedative was given",),
             "Bed-exit alarms default to on and can only be disabled with a charge nurse code"),
    PastCase("insulin_en", "Insulin drawn up in place of heparin for a line flush", "en", "medication",
             "Insulin from a 10 mL vial was drawn up for a heparin lock flush; found before it was given",
             ("Heparin and insulin vials look alike", "Vials stored side by side in the cabinet"),
             ("The restock map put high-alert vials in adjacent pockets",),
             "Remove insulin vials from ward stock; pharmacy supplies patient-specific syringes"),
    PastCase("wrong_site_en", "Wrong-side knee arthroscopy started", "en", "surgery",
             "Incision was made on the left knee when the consent named the right knee",
             ("Site marking was covered by the drape", "Time-out done before draping"),
             ("The checklist did not require the mark to be visible after draping",),
             "Time-out moved after draping with the site mark visible to the whole team"),
    PastCase("transfusion_zh", "加護病房輸血對象錯誤", "zh-TW", "transfusion",
             "一袋紅血球輸給了隔壁床的病人；床邊核對在護理站完成而非在床邊",
             ("夜班未執行雙人床邊核對", "血袋外觀完全相同"),
             ("床邊條碼掃描器故障一週未修復",),
             "輸血系統強制掃描手圈與血袋條碼，不符即無法發血"),
    PastCase("fall_zh", "骨科病房夜間病人自行下床跌倒", "zh-TW", "fall",
             "髖關節術後的年長病人夜間未經協助自行走向廁所時跌倒",
             ("離床警報被關閉", "叫人鈴放在拿不到的地方"),
             ("給予鎮靜劑後未重新評估跌倒風險",),
             "離床警報預設開啟，需護理長代碼才能關閉"),
)


def build_library(db: Store, fw: Frameworks, actor: Actor) -> dict[str, str]:
    """Every case of the library; returns key -> session id."""
    ids: dict[str, str] = {}
    for case in LIBRARY:
        sid = sessions.create_session(db, title=case.title, event_type=case.event_type, severity=2,
                                      language=case.language, actor=actor).id
        problem.set_problem(db, session_id=sid, what=case.what, actor=actor)
        for text in case.causes:
            causes.add_cause(db, fw, session_id=sid, description=text, actor=actor)
        parent = None
        for text in case.whys:
            parent = why_tree.ask_why(db, session_id=sid, answer=text, parent_id=parent, actor=actor).node.id
        assert parent is not None
        why_tree.mark_root_cause(db, session_id=sid, node_id=parent, rationale="system design", actor=actor)
        actions.add_action(db, fw, session_id=sid, root_cause_id=parent, description=case.action, actor=actor,
                           owner_role="Quality manager", due="2027-03-31")
        ids[case.key] = sid
    return ids
