"""Suggestions and learned rules: confirmations teach the suggester, are deduplicated, and round-trip."""

from __future__ import annotations

import pytest

from rootcause.domain.model.ids import new_id
from rootcause.errors import ConfigError, InvalidInput, PHIDetected, StaleVersion
from rootcause.services import audit, causes, classification, rules_io, sessions
from rootcause.services.frameworks import Frameworks, describe_framework
from rootcause.store import open_store
from rootcause.store.tables import Cause

STATEMENT = "The bar-code scanner on the ward had been broken for weeks, so nobody scanned the wristband"


def _codes(result) -> list[str]:
    return [s.code for s in result.suggestions]


def test_suggestions_name_codes_with_confidence_and_reasons_in_the_request_language(db, fw):
    en = classification.suggest_hfacs(db, fw, description="The nurse was interrupted four times during the "
                                      "medication round", lang="en")
    zh = classification.suggest_hfacs(db, fw, description="護理師備藥時被打斷四次", lang="zh-TW")
    assert _codes(en)[0] == "PC-AMS" and _codes(zh)[0] == "PC-AMS"
    assert en.suggestions[0].name == "Adverse mental state" and zh.suggestions[0].name != en.suggestions[0].name
    assert all(0 <= s.confidence <= 1 and s.reason for s in en.suggestions)


def test_a_confirmed_classification_becomes_the_first_suggestion_for_similar_statements(db, fw, facilitator):
    before = classification.suggest_hfacs(db, fw, description=STATEMENT)
    classification.confirm_classification(db, fw, description=STATEMENT, hfacs_code="US-FCP",
                                          reason="The unit knew and did not fix it", actor=facilitator)
    after = classification.suggest_hfacs(db, fw, description=STATEMENT.replace("weeks", "a month"))
    assert after.suggestions[0].code == "US-FCP" and after.suggestions[0].source == "learned"
    assert before.suggestions[0].source != "learned"


def test_a_rule_confirmed_through_another_handle_changes_the_next_suggestion(db, db_url, fw, bot):
    other = open_store(db_url)
    classification.suggest_hfacs(db, fw, description=STATEMENT)  # warm this process's suggester
    classification.confirm_classification(other, fw, description=STATEMENT, hfacs_code="OI-RM",
                                          reason="No budget to replace scanners", actor=bot)
    assert classification.suggest_hfacs(db, fw, description=STATEMENT).suggestions[0].code == "OI-RM"
    other.dispose()


def test_aliases_are_stored_as_the_canonical_code_and_repeats_update_not_duplicate(db, fw, facilitator):
    first = classification.confirm_classification(db, fw, description="Fatigue after a double shift",
                                                  hfacs_code="PP-AMS", reason="tired", actor=facilitator)
    again = classification.confirm_classification(db, fw, description="  FATIGUE after a double shift ",
                                                  hfacs_code="PC-AMS", reason="very tired", confidence=0.9,
                                                  actor=facilitator)
    assert first.code == "PC-AMS" and again.id == first.id and again.version == 2
    rules = classification.list_learned_rules(db)
    assert len(rules) == 1 and rules[0].reason == "very tired"
    assert classification.list_learned_rules(db, query="pc-ams")[0].id == first.id
    assert classification.list_learned_rules(db, query="nothing like it") == []


def test_two_long_statements_that_differ_after_512_characters_stay_two_rules(db, fw, facilitator):
    opening = "The night nurse covered two bays after a sick call, " * 11
    one = classification.confirm_classification(db, fw, description=opening + "and the pump alarm went unheard.",
                                                hfacs_code="PC-AMS", reason="workload", actor=facilitator)
    two = classification.confirm_classification(db, fw, description=opening + "and the vial was never checked.",
                                                hfacs_code="UA-SBE", reason="skipped step", actor=facilitator)
    assert len(opening) > 512 and one.id != two.id
    assert {r.code for r in classification.list_learned_rules(db)} == {"PC-AMS", "UA-SBE"}


@pytest.mark.parametrize(
    ("kwargs", "field"),
    [
        ({"hfacs_code": "XX-NOPE"}, "hfacs_code"),
        ({"hfacs_code": "EF-PE", "confidence": 1.5}, "confidence"),
        ({"hfacs_code": "UA-SBE", "reason": " "}, "reason"),
        ({"hfacs_code": "UA-SBE", "description": "病人王小明給錯藥"}, "description"),
        ({"hfacs_code": "UA-SBE", "cause_id": "cau_abcdefgh"}, "session_id"),
        ({"hfacs_code": "UA-SBE", "cause_id": "cau_abcdefgh", "session_id": "ses_abcdefgh"}, "cause_version"),
    ],
)
def test_bad_confirmations_are_refused_and_store_nothing(db, fw, facilitator, kwargs, field):
    args = {"description": "Slip while programming the pump", "reason": "slip", **kwargs}
    with pytest.raises(InvalidInput) as err:
        classification.confirm_classification(db, fw, actor=facilitator, **args)
    assert err.value.field == field
    assert classification.list_learned_rules(db) == []


@pytest.mark.parametrize(("kwargs", "field"), [({"description": ""}, "description"),
                                               ({"description": "x", "max_suggestions": 11}, "max_suggestions"),
                                               ({"description": "x", "domain": "astrology"}, "domain"),
                                               ({"description": "x" * 100_001}, "description")])
def test_bad_suggestion_requests_are_refused(db, fw, kwargs, field):
    with pytest.raises(InvalidInput) as err:
        classification.suggest_hfacs(db, fw, **kwargs)
    assert err.value.field == field


def test_confirming_for_a_cause_sets_its_code_confirmed_for_people_and_suggested_for_agents(db, fw, facilitator,
                                                                                           bot):
    case = sessions.create_session(db, title="Cause codes", actor=facilitator)
    with db.transaction(facilitator) as tx:
        cause = tx.add(Cause(id=new_id("cause"), session_id=case.id, description="Skipped the double check"),
                       kind="cause", session_id=case.id, operation="add_cause")
    classification.confirm_classification(db, fw, description="Skipped the double check", hfacs_code="UA-RV",
                                          reason="habitual", session_id=case.id, cause_id=cause.id,
                                          cause_version=1, actor=bot)
    by_agent = sessions.get_case(db, session_id=case.id).causes[0]
    assert (by_agent.hfacs_code, by_agent.hfacs_state) == ("UA-RV", "suggested")
    classification.confirm_classification(db, fw, description="Skipped the double check", hfacs_code="UA-RV",
                                          reason="agreed", session_id=case.id, cause_id=cause.id,
                                          cause_version=2, actor=facilitator)
    assert sessions.get_case(db, session_id=case.id).causes[0].hfacs_state == "confirmed"


def test_a_stale_confirmation_for_a_cause_is_refused_and_leaves_the_colleagues_code(db, fw, facilitator):
    case = sessions.create_session(db, title="Two tabs", actor=facilitator)
    cause = causes.add_cause(db, fw, session_id=case.id, description="Look-alike vials", category="PEOPLE",
                             actor=facilitator).cause
    first = {"description": "Look-alike vials", "session_id": case.id, "cause_id": cause.id,
             "cause_version": cause.version, "actor": facilitator}
    classification.confirm_classification(db, fw, hfacs_code="PC-PHY", reason="packaging", **first)
    with pytest.raises(StaleVersion):
        classification.confirm_classification(db, fw, hfacs_code="UA-PE", reason="misread", **first)
    stored = sessions.get_case(db, session_id=case.id).causes[0]
    assert (stored.hfacs_code, stored.hfacs_state) == ("PC-PHY", "confirmed")
    assert [r.code for r in classification.list_learned_rules(db)] == ["PC-PHY"]


@pytest.mark.parametrize("how", ["confirmation", "board"])
def test_replacing_a_causes_confirmed_code_retires_the_rule_it_taught(db, fw, facilitator, how):
    """Audit 29: both codes stayed as learned rules for one statement, one of them no longer the case's."""
    case = sessions.create_session(db, title="Replaced code", actor=facilitator)
    cause = causes.add_cause(db, fw, session_id=case.id, description="Look-alike vials", category="PEOPLE",
                             actor=facilitator).cause
    other = sessions.create_session(db, title="Another case", actor=facilitator)
    elsewhere = causes.add_cause(db, fw, session_id=other.id, description="Pump menus differ", actor=facilitator)
    classification.confirm_classification(db, fw, description="Pump menus differ", hfacs_code="PC-TEC", reason="r",
                                          actor=facilitator, session_id=other.id, cause_id=elsewhere.cause.id,
                                          cause_version=1)
    classification.confirm_classification(db, fw, description="Look-alike vials", hfacs_code="PC-PHY", reason="r",
                                          actor=facilitator, session_id=case.id, cause_id=cause.id, cause_version=1)
    if how == "confirmation":
        classification.confirm_classification(db, fw, description="Look-alike vials", hfacs_code="UA-PE",
                                              reason="misread", actor=facilitator, session_id=case.id,
                                              cause_id=cause.id, cause_version=2)
        kept = {"UA-PE", "PC-TEC"}
    else:
        causes.update_cause(db, fw, session_id=case.id, cause_id=cause.id, version=2, hfacs_code="",
                            actor=facilitator)
        kept = {"PC-TEC"}
    assert {r.code for r in classification.list_learned_rules(db)} == kept, "another cause's rule is untouched"
    retired = [e for e in audit.list_audit(db, session_id=case.id) if e.operation == "retire_superseded_rule"]
    assert len(retired) == 1


def test_a_members_confirmation_on_a_case_leaves_a_shared_rule_to_every_team(db, fw, facilitator):
    """Audit 28: confirming a hospital-wide rule's statement and code on one case took the rule into that case, and
    every other team lost it from its list and its suggestions."""
    from rootcause.domain.classify.rule_models import LearnedRuleEntry
    from rootcause.domain.model.access import user
    from rootcause.domain.model.actor import human
    from rootcause.services import teams, users

    statement = "The pump library allowed a tenfold heparin rate"
    rules_io.import_learned_rules(db, fw, entries=[LearnedRuleEntry(
        description=statement, code="PC-TEC", reason="Reviewed by the safety committee", confidence=0.9)])
    mine = sessions.create_session(db, title="Heparin pump case", actor=facilitator).id
    theirs = sessions.create_session(db, title="Another team's pump case", actor=facilitator).id
    people = {}
    for email, case in (("mia@hospital.example", mine), ("tom@hospital.example", theirs)):
        people[email] = users.add_user(db, email=email, role="member", actor=facilitator).id
        teams.add_member(db, session_id=case, email=email, actor=facilitator)
    mia = db.acting_for(user(people["mia@hospital.example"], "member"))
    tom = db.acting_for(user(people["tom@hospital.example"], "member"))
    cause = causes.add_cause(mia, fw, session_id=mine, description=statement, actor=human("clinician")).cause
    kept = classification.confirm_classification(mia, fw, description=statement, hfacs_code="PC-TEC", reason="agree",
                                                 actor=human("clinician"), session_id=mine, cause_id=cause.id,
                                                 cause_version=cause.version)
    assert (kept.session_id, kept.reason) == (None, "Reviewed by the safety committee")
    assert [(r.code, r.session_id) for r in classification.list_learned_rules(tom, query="tenfold")] == [
        ("PC-TEC", None)]
    assert sessions.get_case(mia, session_id=mine).causes[0].hfacs_code == "PC-TEC"


def test_rules_export_then_import_into_an_empty_store_gives_the_same_rules(db, db_url, fw, facilitator, tmp_path):
    for text, code in (("Look-alike vials stored side by side", "PC-TE"), ("夜班人力不足", "OI-RM")):
        classification.confirm_classification(db, fw, description=text, hfacs_code=code, reason="r",
                                              actor=facilitator)
    exported = rules_io.export_learned_rules(db)
    target = tmp_path / "cfg"  # an override folder with the exported file alone; the rest stays built in
    (target / "hfacs").mkdir(parents=True)
    (target / "hfacs" / "learned_rules.yaml").write_text(exported, encoding="utf-8")
    fresh = open_store(f"sqlite:///{tmp_path / 'fresh.db'}")
    fw2 = Frameworks(target)
    assert rules_io.import_from_config(fresh, fw2).added == 2
    assert rules_io.import_from_config(fresh, fw2).unchanged == 2  # start-up again: no duplicates
    assert rules_io.export_learned_rules(fresh).split("rules:")[1].count("code:") == 2
    assert {(r.description, r.code) for r in classification.list_learned_rules(fresh)} == {
        (r.description, r.code) for r in classification.list_learned_rules(db)}
    fresh.dispose()


def test_an_import_with_one_bad_entry_imports_nothing(db, fw):
    from rootcause.domain.classify.taxonomy import LearnedRuleEntry

    entries = [LearnedRuleEntry(description="Alarm fatigue in ICU", code="PC-AMS", reason="ok"),
               LearnedRuleEntry(description="call 0912-345-678 about it", code="PC-CRM", reason="phone")]
    with pytest.raises(PHIDetected):
        rules_io.import_learned_rules(db, fw, entries=entries)
    assert classification.list_learned_rules(db) == []


def test_a_broken_rules_file_on_reload_names_the_file_and_keeps_the_last_good_rules(tmp_path):
    target = tmp_path / "cfg"
    (target / "hfacs").mkdir(parents=True)
    fw = Frameworks(target)
    good = fw.config
    (target / "hfacs" / "keyword_rules.yaml").write_text("rules: [unclosed", encoding="utf-8")  # a new override
    with pytest.raises(ConfigError) as err:
        fw.reload()
    assert "keyword_rules.yaml" in err.value.message("en") and "keyword_rules.yaml" in err.value.message("zh-TW")
    assert fw.config is good


def test_an_absent_override_folder_leaves_the_built_in_frameworks_in_force(tmp_path, fw):
    assert Frameworks(tmp_path / "nowhere").config.summary() == fw.config.summary()


def test_the_framework_can_be_browsed_by_level_in_both_languages(fw):
    view = describe_framework(fw, level="US")
    assert [c.code for c in view.categories] == ["US-IS", "US-PIO", "US-FCP", "US-SV"]
    assert all(c.name["zh-TW"] and c.examples["en"] and c.questions["zh-TW"] for c in view.categories)
    assert len(describe_framework(fw, framework="fishbone_6m").categories) == 6
    with pytest.raises(InvalidInput):
        describe_framework(fw, level="XX")
    with pytest.raises(InvalidInput):
        describe_framework(fw, framework="fishbone_6m", level="US")


def test_an_export_rechecks_every_rule_with_todays_guard_and_writes_nothing_on_a_hit(db, fw, facilitator,
                                                                                      monkeypatch):
    from rootcause.domain.phi import name_tables
    from rootcause.errors import PHIDetected
    from rootcause.services.rules_io import export_learned_rules

    classification.confirm_classification(db, fw, description="the alarm for patient Quill was off for weeks",
                                          hfacs_code="US-FCP", reason="Alarm fatigue known on the unit",
                                          actor=facilitator)
    assert "Quill" in export_learned_rules(db)
    # a hospital adds a local surname: the rule stored before now holds a name, and the export refuses it
    monkeypatch.setattr(name_tables, "SURNAMES", name_tables.SURNAMES | {"quill"})
    with pytest.raises(PHIDetected) as err:
        export_learned_rules(db)
    assert err.value.field == "rules[0].description"
    assert "Quill" not in err.value.message("en") + err.value.message("zh-TW")
    assert "HFACS" in err.value.message("en") and "HFACS" in err.value.message("zh-TW")
