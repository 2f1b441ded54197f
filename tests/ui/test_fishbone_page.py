"""The fishbone board, driven through AppTest against a real store shared with "agents" (the services)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from rootcause.domain.model.actor import Actor, agent
from rootcause.domain.model.case import CauseView, SessionSummary
from rootcause.domain.model.fishbone import FishboneView
from rootcause.services import categories, causes, sessions, why_tree
from rootcause.services.frameworks import Frameworks
from rootcause.store import Store

if TYPE_CHECKING:
    from app_driver import Driver

PAGE = "pages/fishbone.py"
LANGS = ["en", "zh-TW"]
TEXTS = {
    "en": {"save": "Save changes", "move": "Move", "delete": "Delete cause", "undo": "Undo last delete",
           "people": "People", "coverage": "2 of 6 bones have a cause", "missing": "Still empty: Equipment, ",
           "new_on_people": "New cause on People", "agent": "AI agent · claude", "add_bone": "Add bone",
           "stale": "changed by someone else", "keep": "Keep my changes (save them over theirs)",
           "whys_go": "1 why node(s) hang under this cause", "whys_go_yes": "Yes, delete the cause and 1 why node(s)"},
    "zh-TW": {"save": "儲存變更", "move": "移動", "delete": "刪除原因", "undo": "復原上次刪除",
              "people": "人員", "coverage": "2／6 類已有原因", "missing": "尚無原因：設備、",
              "new_on_people": "在「人員」新增原因", "agent": "AI 代理 · claude", "add_bone": "新增分類",
              "stale": "已被他人修改", "keep": "保留我的修改（覆寫儲存）",
              "whys_go": "此原因下有 1 個為什麼節點", "whys_go_yes": "是，刪除原因與 1 個節點"},
}
DISTRACTED = "Nurse was distracted by phone calls while preparing the drug"
VIALS = "Look-alike vials stored side by side"


@pytest.fixture
def case(db: Store, facilitator: Actor) -> SessionSummary:
    return sessions.create_session(db, title="Heparin mix-up on ward 7B", actor=facilitator)


def opened(app: Driver, case: SessionSummary, lang: str = "en") -> Driver:
    return app.run().type("rc_lang", lang).run().open(PAGE, case=case.id)


def quick_add(app: Driver, case: SessionSummary, bone: str, text: str) -> Driver:
    """Type into a bone's box and submit its form (what Enter does in the browser)."""
    key = f"fb:{case.id}:add:{bone}"
    app.type(key, text)
    submit = next(b for b in app.at.button if b.key and b.key.startswith(f"FormSubmitter:{key}:form-"))
    submit.click()
    return app.run()


def board(db: Store, fw: Frameworks, case: SessionSummary) -> FishboneView:
    return categories.get_fishbone(db, fw, session_id=case.id)


def stored(db: Store, fw: Frameworks, case: SessionSummary, text: str) -> CauseView:
    view = board(db, fw, case)
    return next(c for c in (*view.parking_lot, *(c for b in view.bones for c in b.causes)) if c.description == text)


def press(app: Driver, key: str) -> Driver:
    app.at.button(key=key).click()
    return app.run()


def keys(app: Driver) -> set[str]:
    return {b.key for b in app.at.button if b.key}


@pytest.mark.parametrize(("lang", "expected"), [("en", "Go to Cases"), ("zh-TW", "前往案例")])
def test_without_a_case_the_page_points_to_cases(app: Driver, lang: str, expected: str) -> None:
    app.run().type("rc_lang", lang).run().open(PAGE)
    assert [link.label for link in app.at.get("page_link")] == [expected]


@pytest.mark.parametrize("lang", LANGS)
def test_quick_add_to_a_bone_and_to_the_parking_lot_shows_chips(app: Driver, db: Store, fw: Frameworks,
                                                                  case: SessionSummary, lang: str) -> None:
    opened(app, case, lang)
    quick_add(app, case, "PEOPLE", DISTRACTED)
    assert app.value(f"fb:{case.id}:add:PEOPLE") == "", "the box is ready for the next cause"
    quick_add(app, case, "parking", VIALS)
    assert not app.errors()
    on_bone, parked = stored(db, fw, case, DISTRACTED), stored(db, fw, case, VIALS)
    assert (on_bone.category, on_bone.category_state, on_bone.hfacs_state) == ("PEOPLE", "confirmed", "none")
    assert parked.category is None and board(db, fw, case).parking_lot[0].id == parked.id
    shown = keys(app)
    assert f"fb:card:{on_bone.id}:code:PC-AMS" in shown, "the new cause's HFACS suggestions are chips"
    assert f"fb:card:{parked.id}:code:PC-TE" in shown
    assert f"fb:card:{parked.id}:bone:MATERIAL" in shown, "a parked idea gets a bone chip"
    assert not any(k.startswith(f"fb:card:{on_bone.id}:bone:") for k in shown), "a placed cause needs none"
    chip = next(b for b in app.at.button if b.key == f"fb:card:{on_bone.id}:code:PC-AMS")
    assert chip.label.startswith(f"PC-AMS {fw.config.name('PC-AMS', lang)}"), "a chip names its code in words"


@pytest.mark.parametrize("lang", LANGS)
def test_one_click_on_a_chip_confirms_the_code_or_places_the_cause(app: Driver, db: Store, fw: Frameworks,
                                                                    case: SessionSummary, lang: str) -> None:
    opened(app, case, lang)
    quick_add(app, case, "PEOPLE", DISTRACTED)
    quick_add(app, case, "parking", VIALS)
    first, parked = stored(db, fw, case, DISTRACTED), stored(db, fw, case, VIALS)
    press(app, f"fb:card:{first.id}:code:PC-AMS")
    press(app, f"fb:card:{parked.id}:bone:MATERIAL")
    assert not app.errors()
    first, parked = stored(db, fw, case, DISTRACTED), stored(db, fw, case, VIALS)
    assert (first.hfacs_code, first.hfacs_state) == ("PC-AMS", "confirmed")
    assert (parked.category, parked.category_state) == ("MATERIAL", "confirmed")
    assert not any(k.startswith(f"fb:card:{first.id}:code:") for k in keys(app)), "confirmed: its chips go"
    assert "PC-AMS" in app.text()


def test_an_agents_suggested_code_and_bone_are_badged_and_one_click_confirms_them(
        app: Driver, db: Store, fw: Frameworks, case: SessionSummary) -> None:
    added = causes.add_cause(db, fw, session_id=case.id, description=VIALS, category="MATERIAL",
                             hfacs_code="PC-TE", actor=agent("claude")).cause
    opened(app, case)
    badges = [str(m.value) for m in app.at.markdown if "badge[" in str(m.value)]
    assert any("PC-TE?" in b for b in badges), "the code shows as only suggested"
    assert any("Bone?" in b for b in badges) and any("claude" in b for b in badges)
    press(app, f"fb:card:{added.id}:confirm_code:PC-TE")
    press(app, f"fb:card:{added.id}:confirm_bone:MATERIAL")
    cause = stored(db, fw, case, VIALS)
    assert (cause.hfacs_state, cause.category_state) == ("confirmed", "confirmed")


@pytest.mark.parametrize("lang", LANGS)
def test_an_agents_cause_appears_after_a_rerun_with_the_agent_badge(app: Driver, db: Store, fw: Frameworks,
                                                                    case: SessionSummary, lang: str) -> None:
    opened(app, case, lang)
    causes.add_cause(db, fw, session_id=case.id, description="Pump alarm inaudible at the station",
                     category="EQUIPMENT", actor=agent("claude"))
    app.run()  # what the live fragment does when the case revision moves
    assert "Pump alarm inaudible at the station" in app.text()
    assert TEXTS[lang]["agent"] in app.text()


@pytest.mark.parametrize("lang", LANGS)
def test_editing_sets_the_level_three_fields_with_the_version(app: Driver, db: Store, fw: Frameworks,
                                                               case: SessionSummary, facilitator: Actor,
                                                               lang: str) -> None:
    cause = causes.add_cause(db, fw, session_id=case.id, description=DISTRACTED, category="PEOPLE",
                             actor=facilitator).cause
    opened(app, case, lang)
    press(app, f"fb:open:{cause.id}")
    app.type(f"fb:cause:{cause.id}:evidence", "Interview with the nurse; phone log")
    app.type(f"fb:cause:{cause.id}:hfacs_code", "PC-AMS")
    app.at.number_input(key=f"fb:cause:{cause.id}:confidence").set_value(0.7)
    app.at.checkbox(key=f"fb:cause:{cause.id}:verified").check()
    app.click(TEXTS[lang]["save"])
    assert not app.errors()
    saved = stored(db, fw, case, DISTRACTED)
    assert (saved.evidence, saved.hfacs_code, saved.hfacs_state, saved.confidence, saved.verified, saved.version) == (
        "Interview with the nurse; phone log", "PC-AMS", "confirmed", 0.7, True, 2)
    assert f"fb:cause:{cause.id}:delete" not in keys(app), "the editor closed after saving"


def test_emptying_the_rating_clears_it(app: Driver, db: Store, fw: Frameworks, case: SessionSummary,
                                       facilitator: Actor) -> None:
    cause = causes.add_cause(db, fw, session_id=case.id, description=DISTRACTED, category="PEOPLE",
                             confidence=0.6, actor=facilitator).cause
    opened(app, case)
    press(app, f"fb:open:{cause.id}")
    assert app.value(f"fb:cause:{cause.id}:confidence") == 0.6
    app.at.number_input(key=f"fb:cause:{cause.id}:confidence").set_value(None)
    app.click("Save changes")
    assert not app.errors()
    assert stored(db, fw, case, DISTRACTED).confidence is None


def test_saving_evidence_leaves_an_agents_code_suggested(app: Driver, db: Store, fw: Frameworks,
                                                         case: SessionSummary) -> None:
    cause = causes.add_cause(db, fw, session_id=case.id, description=VIALS, category="MATERIAL", hfacs_code="PC-TE",
                             actor=agent("claude")).cause
    opened(app, case)
    press(app, f"fb:open:{cause.id}").type(f"fb:cause:{cause.id}:evidence", "Pharmacy shelf photo")
    app.click("Save changes")
    saved = stored(db, fw, case, VIALS)
    assert (saved.evidence, saved.hfacs_state) == ("Pharmacy shelf photo", "suggested"), "only a person confirms"


def test_reopening_the_editor_shows_the_stored_cause_not_values_an_earlier_opening_left(
        app: Driver, db: Store, fw: Frameworks, case: SessionSummary, facilitator: Actor) -> None:
    cause = causes.add_cause(db, fw, session_id=case.id, description=DISTRACTED, category="PEOPLE",
                             actor=facilitator).cause
    opened(app, case)
    causes.update_cause(db, fw, session_id=case.id, cause_id=cause.id, version=1, evidence="Alarm volume log",
                        actor=facilitator)
    # what a run interrupted by a click can leave behind: the first opening's blank evidence and version
    left = {"description": DISTRACTED, "hfacs_code": "", "evidence": "", "confidence": None, "verified": False,
            "version": 1}
    for field, value in left.items():
        app.at.session_state[f"fb:cause:{cause.id}:{field}"] = value
    app.run()
    press(app, f"fb:open:{cause.id}")
    assert app.value(f"fb:cause:{cause.id}:evidence") == "Alarm volume log"
    app.type(f"fb:cause:{cause.id}:description", DISTRACTED + " again")
    app.click("Save changes")
    saved = stored(db, fw, case, DISTRACTED + " again")
    assert (saved.evidence, saved.version) == ("Alarm volume log", 3), "saving another field keeps the evidence"


@pytest.mark.parametrize("lang", LANGS)
def test_a_stale_version_keeps_the_typed_text_and_explains(app: Driver, db: Store, fw: Frameworks,
                                                          case: SessionSummary, facilitator: Actor, lang: str) -> None:
    cause = causes.add_cause(db, fw, session_id=case.id, description=DISTRACTED, category="PEOPLE",
                             actor=facilitator).cause
    opened(app, case, lang)
    press(app, f"fb:open:{cause.id}").type(f"fb:cause:{cause.id}:evidence", "My interview notes")
    causes.update_cause(db, fw, session_id=case.id, cause_id=cause.id, version=1, evidence="Agent's evidence",
                        actor=agent("claude"))
    app.click(TEXTS[lang]["save"])
    assert any(TEXTS[lang]["stale"] in e for e in app.errors())
    assert app.value(f"fb:cause:{cause.id}:evidence") == "My interview notes", "the typed text stays"
    assert "Agent's evidence" in app.text() and "My interview notes" in app.text(), "both texts compared"
    assert stored(db, fw, case, DISTRACTED).evidence == "Agent's evidence", "nothing overwritten"
    app.click(TEXTS[lang]["keep"])
    assert stored(db, fw, case, DISTRACTED).evidence == "My interview notes"


def test_keeping_ones_changes_leaves_the_agents_evidence_and_code(app: Driver, db: Store, fw: Frameworks,
                                                                  case: SessionSummary, facilitator: Actor) -> None:
    """Audit 30: the facilitator edits only the description; an agent adds evidence and a code meanwhile. Keeping
    the facilitator's change saves the description and leaves the agent's evidence and suggested code as stored."""
    cause = causes.add_cause(db, fw, session_id=case.id, description=DISTRACTED, category="PEOPLE",
                             actor=facilitator).cause
    opened(app, case, "en")
    press(app, f"fb:open:{cause.id}").type(f"fb:cause:{cause.id}:description", DISTRACTED + " by two pagers")
    causes.update_cause(db, fw, session_id=case.id, cause_id=cause.id, version=1, evidence="Agent's evidence",
                        hfacs_code="PC-TEC", actor=agent("claude"))
    app.click(TEXTS["en"]["save"])
    app.click(TEXTS["en"]["keep"])
    kept = stored(db, fw, case, DISTRACTED + " by two pagers")
    assert (kept.evidence, kept.hfacs_code) == ("Agent's evidence", "PC-TEC")


@pytest.mark.parametrize("lang", LANGS)
def test_a_cause_moves_to_another_bone_and_to_the_parking_lot(app: Driver, db: Store, fw: Frameworks,
                                                              case: SessionSummary, facilitator: Actor,
                                                              lang: str) -> None:
    cause = causes.add_cause(db, fw, session_id=case.id, description=VIALS, category="PEOPLE", actor=facilitator).cause
    opened(app, case, lang)
    press(app, f"fb:open:{cause.id}").type(f"fb:cause:{cause.id}:move", "MATERIAL").click(TEXTS[lang]["move"])
    assert (stored(db, fw, case, VIALS).category, stored(db, fw, case, VIALS).category_state) == ("MATERIAL",
                                                                                                  "confirmed")
    press(app, f"fb:open:{cause.id}").type(f"fb:cause:{cause.id}:move", "").click(TEXTS[lang]["move"])
    assert [c.id for c in board(db, fw, case).parking_lot] == [cause.id]


@pytest.mark.parametrize("lang", LANGS)
def test_delete_then_undo_last_delete(app: Driver, db: Store, fw: Frameworks, case: SessionSummary,
                                      facilitator: Actor, lang: str) -> None:
    cause = causes.add_cause(db, fw, session_id=case.id, description=VIALS, category="MATERIAL",
                             actor=facilitator).cause
    opened(app, case, lang)
    press(app, f"fb:open:{cause.id}").click(TEXTS[lang]["delete"])
    assert board(db, fw, case).bones[2].causes == []
    assert f"fb:open:{cause.id}" not in keys(app)
    app.click(TEXTS[lang]["undo"])
    assert [c.id for c in board(db, fw, case).bones[2].causes] == [cause.id]
    assert f"fb:open:{cause.id}" in keys(app)
    app.click(TEXTS[lang]["undo"])  # nothing left to bring back: explained, not a crash
    assert len(app.errors()) == 1


@pytest.mark.parametrize("lang", LANGS)
def test_a_cause_with_whys_asks_before_its_whys_go_with_it(app: Driver, db: Store, fw: Frameworks,
                                                           case: SessionSummary, facilitator: Actor, lang: str) -> None:
    cause = causes.add_cause(db, fw, session_id=case.id, description=VIALS, category="MATERIAL",
                             actor=facilitator).cause
    why_tree.ask_why(db, session_id=case.id, cause_id=cause.id, answer="Pharmacy stocks both in one bin",
                     actor=facilitator)
    opened(app, case, lang)
    press(app, f"fb:open:{cause.id}").click(TEXTS[lang]["delete"])
    assert [c.id for c in board(db, fw, case).bones[2].causes] == [cause.id]  # asked first: nothing went
    assert TEXTS[lang]["whys_go"] in app.text()
    app.click(TEXTS[lang]["whys_go_yes"])
    assert board(db, fw, case).bones[2].causes == [] and why_tree.get_tree(db, session_id=case.id).nodes == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_coverage_meter_counts_bones_and_names_the_missing(app: Driver, db: Store, fw: Frameworks,
                                                               case: SessionSummary, facilitator: Actor,
                                                               lang: str) -> None:
    for bone, text in (("PEOPLE", DISTRACTED), ("MATERIAL", VIALS)):
        causes.add_cause(db, fw, session_id=case.id, description=text, category=bone, actor=facilitator)
    causes.add_cause(db, fw, session_id=case.id, description="An idea not placed yet", actor=facilitator)
    opened(app, case, lang)
    assert [p.proto.text for p in app.at.main.get("progress")] == [TEXTS[lang]["coverage"]]
    assert TEXTS[lang]["missing"] in app.text()


def test_filters_show_unconfirmed_unverified_and_by_level(app: Driver, db: Store, fw: Frameworks,
                                                          case: SessionSummary, facilitator: Actor) -> None:
    bare = causes.add_cause(db, fw, session_id=case.id, description="Only a description", category="METHOD",
                            actor=facilitator).cause
    coded = causes.add_cause(db, fw, session_id=case.id, description="Coded by a person", category="PEOPLE",
                             hfacs_code="PC-AMS", actor=facilitator).cause
    proven = causes.add_cause(db, fw, session_id=case.id, description="With evidence", category="MATERIAL",
                              hfacs_code="PC-TE", evidence="Shelf photo", verified=True, actor=facilitator).cause
    guessed = causes.add_cause(db, fw, session_id=case.id, description="Agent's guess", category="EQUIPMENT",
                               hfacs_code="PC-TEC", actor=agent("claude")).cause
    opened(app, case)

    def visible() -> set[str]:
        return {c.id for c in (bare, coded, proven, guessed) if f"fb:open:{c.id}" in keys(app)}

    assert visible() == {bare.id, coded.id, proven.id, guessed.id}
    app.at.pills(key=f"fb:{case.id}:filters").set_value(["unconfirmed"]).run()
    assert visible() == {bare.id, guessed.id}
    app.at.pills(key=f"fb:{case.id}:filters").set_value(["unverified"]).run()
    assert visible() == {bare.id, coded.id, guessed.id}
    app.at.pills(key=f"fb:{case.id}:filters").set_value([]).run()
    for level, expected in (("1", {bare.id}), ("2", {coded.id, guessed.id}), ("3", {proven.id})):
        app.at.segmented_control(key=f"fb:{case.id}:level").set_value(level).run()
        assert visible() == expected, level
    assert "With evidence" in app.text(), "filters change the columns, never the diagram"


@pytest.mark.parametrize("lang", LANGS)
def test_an_identifier_is_refused_inline_and_the_text_kept(app: Driver, db: Store, fw: Frameworks,
                                                          case: SessionSummary, lang: str) -> None:
    opened(app, case, lang)
    quick_add(app, case, "PEOPLE", "patient John Smith fell in bed 12")
    errors = [e.replace("\\", "") for e in app.errors()]
    assert len(errors) == 1 and TEXTS[lang]["new_on_people"] in errors[0] and "J*** S****" in errors[0]
    assert "John Smith" not in errors[0]
    assert app.value(f"fb:{case.id}:add:PEOPLE") == "patient John Smith fell in bed 12"
    assert board(db, fw, case).bones[0].causes == []


@pytest.mark.parametrize("lang", LANGS)
def test_a_case_gets_its_own_bone_with_its_own_box(app: Driver, db: Store, fw: Frameworks, case: SessionSummary,
                                                   lang: str) -> None:
    opened(app, case, lang)
    app.type(f"fb:{case.id}:new_bone", "Transport").click(TEXTS[lang]["add_bone"])
    assert [b.code for b in board(db, fw, case).bones if b.custom] == ["X-TRANSPORT"]
    quick_add(app, case, "X-TRANSPORT", "Patient moved between wards mid-infusion")
    assert board(db, fw, case).bones[-1].causes[0].description == "Patient moved between wards mid-infusion"
    app.type(f"fb:{case.id}:new_bone", "transport").click(TEXTS[lang]["add_bone"])
    assert len(app.errors()) == 1 and app.value(f"fb:{case.id}:new_bone") == "transport"


@pytest.mark.parametrize("lang", LANGS)
def test_the_diagram_shows_the_causes_and_switches_to_graphviz(app: Driver, db: Store, fw: Frameworks,
                                                               case: SessionSummary, facilitator: Actor,
                                                               lang: str) -> None:
    causes.add_cause(db, fw, session_id=case.id, description=VIALS, category="MATERIAL", actor=facilitator)
    opened(app, case, lang)
    mermaid = next(str(m.value) for m in app.at.markdown if "ishikawa-beta" in str(m.value))
    assert "Look-alike vials" in mermaid and TEXTS[lang]["people"] in mermaid
    app.at.toggle(key="fb:diagram:dot").set_value(True).run()
    dot = app.at.get("graphviz_chart")[0].proto.spec
    assert dot.startswith("digraph") and "Look-alike vials" in dot
    assert not any("ishikawa-beta" in str(m.value) for m in app.at.markdown)


CROWDED = {"en": "Drawn with Graphviz: a bone holds too many or too long causes for the fishbone drawing to keep "
                  "them apart.",
           "zh-TW": "以 Graphviz 繪製：某個分類的原因過多或過長，魚骨圖版面無法讓它們互不重疊。"}
ROUNDS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")


@pytest.mark.parametrize("lang", LANGS)
def test_a_crowded_board_is_drawn_with_graphviz_at_its_own_text_sizes_and_says_why(
        app: Driver, db: Store, fw: Frameworks, case: SessionSummary, facilitator: Actor, lang: str) -> None:
    """Eight long causes on one bone would be drawn over each other by the fishbone drawing (ishikawa-beta)."""
    for round_ in ROUNDS:
        causes.add_cause(db, fw, session_id=case.id, description=f"{DISTRACTED} during the {round_} medicine round",
                         category="PEOPLE", actor=facilitator)
    opened(app, case, lang)
    assert not any("ishikawa-beta" in str(m.value) for m in app.at.markdown)
    dot = app.at.get("graphviz_chart")[0].proto.spec
    assert dot.startswith("digraph") and "the first medicine round" in dot.replace("\\n", " ")
    assert CROWDED[lang] in [str(c.value) for c in app.at.caption]
    assert "fb:diagram:dot" not in [toggle.key for toggle in app.at.toggle], "no switch back to a drawing that overlaps"
    assert any("font-size: revert-layer" in e.proto.body for e in app.at.get("html"))


def test_classify_in_depth_opens_the_hfacs_page_prefilled_with_the_cause(app: Driver, db: Store, fw: Frameworks,
                                                                        case: SessionSummary,
                                                                        facilitator: Actor) -> None:
    cause = causes.add_cause(db, fw, session_id=case.id, description=DISTRACTED, category="PEOPLE",
                             actor=facilitator).cause
    opened(app, case)
    press(app, f"fb:open:{cause.id}")
    press(app, f"fb:cause:{cause.id}:hfacs")
    assert app.at.query_params.get("cause") in ([cause.id], cause.id)
    assert app.value("hfacs:text") == DISTRACTED
    assert app.value(f"fb:{case.id}:editing") is None, "coming back to the board does not reopen the editor"


def test_switching_language_keeps_the_filters(app: Driver, case: SessionSummary) -> None:
    opened(app, case)
    app.at.pills(key=f"fb:{case.id}:filters").set_value(["unverified"]).run()
    app.at.segmented_control(key=f"fb:{case.id}:level").set_value("2").run()
    app.type("rc_lang", "zh-TW").run()
    assert app.at.pills(key=f"fb:{case.id}:filters").value == ["unverified"]
    assert app.at.segmented_control(key=f"fb:{case.id}:level").value == "2"
    assert app.at.pills(key=f"fb:{case.id}:filters").label == "只顯示"


PARKED = "Ask pharmacy about the restock map"
PARKED_TITLE = {"en": "Parking lot (1): not in the diagram", "zh-TW": "待分類（1）：不在圖中"}
PARKING = {"en": "Parking lot", "zh-TW": "待分類"}


@pytest.mark.parametrize("lang", LANGS)
def test_the_parking_lot_is_listed_under_the_diagram_and_drawn_in_neither_view(app: Driver, db: Store,
                                                                               fw: Frameworks, case: SessionSummary,
                                                                               facilitator: Actor, lang: str) -> None:
    causes.add_cause(db, fw, session_id=case.id, description=VIALS, category="MATERIAL", actor=facilitator)
    causes.add_cause(db, fw, session_id=case.id, description=PARKED, actor=facilitator)
    opened(app, case, lang)
    texts = [str(m.value) for m in app.at.markdown]
    at = next(i for i, text in enumerate(texts) if "ishikawa-beta" in text)
    assert "Look-alike vials" in texts[at] and "pharmacy" not in texts[at] and PARKING[lang] not in texts[at]
    below = "\n".join(texts[at + 1:])
    assert PARKED_TITLE[lang] in below and f"- {PARKED}" in below.splitlines()
    assert any(("not a category of cause" if lang == "en" else "並不是一種原因類別") in str(c.value)
               for c in app.at.caption)
    app.at.toggle(key="fb:diagram:dot").set_value(True).run()
    dot = app.at.get("graphviz_chart")[0].proto.spec
    assert "Look-alike vials" in dot and "pharmacy" not in dot and PARKING[lang] not in dot
    assert f"- {PARKED}" in "\n".join(str(m.value) for m in app.at.markdown).splitlines()


def test_no_parking_list_under_the_diagram_while_the_parking_lot_is_empty(app: Driver, db: Store, fw: Frameworks,
                                                                          case: SessionSummary,
                                                                          facilitator: Actor) -> None:
    causes.add_cause(db, fw, session_id=case.id, description=VIALS, category="MATERIAL", actor=facilitator)
    opened(app, case)
    assert "not in the diagram" not in app.text()
