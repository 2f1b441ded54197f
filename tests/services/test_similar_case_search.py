"""Similar-case search through the service: relevance in both languages, snippets, filters, bad input."""

from __future__ import annotations

import pytest
from past_cases import build_library

from rootcause.errors import InvalidInput, PHIDetected
from rootcause.services import causes, sessions
from rootcause.services.case_io import export_case_json, import_case
from rootcause.services.search import search_similar_cases


@pytest.fixture
def library(db, fw, facilitator) -> dict[str, str]:
    return build_library(db, fw, facilitator)


def _first(db, query: str, **kw) -> str:
    found = search_similar_cases(db, query=query, **kw)
    assert found.cases, query
    return found.cases[0].session_id


@pytest.mark.parametrize(("query", "expected"), [
    ("transfusion to the wrong patient", "transfusion_en"),
    ("blood unit bedside barcode check", "transfusion_en"),
    ("patient fell walking to the toilet at night", "fall_en"),
    ("look-alike vials heparin", "insulin_en"),
    ("wrong side surgery time-out", "wrong_site_en"),
    ("輸血對象錯誤", "transfusion_zh"),
    ("床邊核對", "transfusion_zh"),
    ("病人跌倒", "fall_zh"),
    ("离床警报", "fall_zh"),  # Simplified input
])
def test_the_matching_case_comes_first_in_either_language(db, library, query, expected):
    assert _first(db, query) == library[expected]


def test_a_two_character_chinese_word_finds_its_case(db, library):
    found = search_similar_cases(db, query="輸血")
    assert [c.session_id for c in found.cases] == [library["transfusion_zh"]]


def test_a_mixed_language_query_finds_both_versions_of_the_event(db, library):
    found = search_similar_cases(db, query="transfusion 輸血 barcode 條碼")
    top_two = {c.session_id for c in found.cases[:2]}
    assert top_two == {library["transfusion_en"], library["transfusion_zh"]}


def test_results_carry_snippets_with_the_match_highlighted(db, library):
    case = search_similar_cases(db, query="barcode scanner").cases[0]
    assert case.relevance == 1.0
    assert case.title == "Blood unit hung for the wrong patient in the ICU"
    why = next(m for m in case.matches if m.kind == "why")
    marked = [why.snippet[b:e].lower() for b, e in why.highlights]
    assert "barcode" in marked and "scanner" in marked


def test_relevance_falls_with_the_rank(db, library):
    found = search_similar_cases(db, query="night bedside check alarm")
    scores = [c.relevance for c in found.cases]
    assert scores == sorted(scores, reverse=True) and scores[0] == 1.0


def test_the_index_follows_edits_deletes_and_undo(db, fw, library, facilitator):
    sid = library["fall_en"]
    case = sessions.get_case(db, session_id=sid)
    alarm = next(c for c in case.causes if "alarm" in c.description)
    causes.update_cause(db, fw, session_id=sid, cause_id=alarm.id, version=alarm.version, actor=facilitator,
                        description="Pressure mat sensor unplugged by housekeeping")
    assert _first(db, "pressure mat sensor") == sid
    assert all(m.ref_id != alarm.id for c in search_similar_cases(db, query="bed alarm switched").cases
               for m in c.matches)
    current = sessions.get_case(db, session_id=sid)
    mat = next(c for c in current.causes if c.id == alarm.id)
    causes.delete_cause(db, session_id=sid, cause_id=mat.id, version=mat.version, actor=facilitator)
    assert all(m.ref_id != alarm.id for c in search_similar_cases(db, query="pressure mat sensor").cases
               for m in c.matches)
    causes.undo_delete(db, session_id=sid, actor=facilitator)
    assert _first(db, "pressure mat sensor") == sid


def test_archived_cases_are_found_only_with_the_flag(db, library, facilitator):
    sid = library["wrong_site_en"]
    summary = sessions.get_case(db, session_id=sid).session
    sessions.archive_session(db, session_id=sid, version=summary.version, actor=facilitator)
    assert all(c.session_id != sid for c in search_similar_cases(db, query="knee arthroscopy").cases)
    found = search_similar_cases(db, query="knee arthroscopy", include_archived=True).cases
    assert found[0].session_id == sid and found[0].archived


def test_the_current_case_can_be_left_out(db, library):
    sid = library["insulin_en"]
    found = search_similar_cases(db, query="insulin heparin vials", exclude_session_id=sid)
    assert sid not in {c.session_id for c in found.cases}


def test_an_imported_case_is_searchable_at_once(db, fw, library, facilitator):
    document = export_case_json(db, session_id=library["fall_zh"])
    copy = import_case(db, fw, document=document, actor=facilitator)
    found = {c.session_id for c in search_similar_cases(db, query="離床警報").cases}
    assert {copy.id, library["fall_zh"]} <= found


def test_limit_caps_the_number_of_cases(db, library):
    assert len(search_similar_cases(db, query="patient night check", limit=2).cases) <= 2


@pytest.mark.parametrize(("query", "limit", "field"), [
    ("", None, "query"),
    ("   ", None, "query"),
    ('"*()', None, "query"),
    ("* AND ( ) OR", None, "query"),
    ("x" * 2001, None, "query"),
    ("transfusion", 10**9, "limit"),
    ("transfusion", 0, "limit"),
    ("transfusion", True, "limit"),
])
def test_bad_input_is_a_clear_error_never_a_database_error(db, library, query, limit, field):
    with pytest.raises(InvalidInput) as caught:
        search_similar_cases(db, query=query, limit=limit)
    assert caught.value.field == field
    assert caught.value.message("zh-TW") and caught.value.message("en")


def test_a_query_with_an_identifier_is_refused_like_any_text(db, library):
    with pytest.raises(PHIDetected):
        search_similar_cases(db, query="MRN 12345678 transfusion")


@pytest.mark.parametrize(("words", "lang"), [
    (("insulin", "cabinet", "restock"), "en"),
    (("胰島素", "藥車", "補藥"), "zh-TW"),
])
def test_a_case_with_every_query_word_outranks_cases_that_repeat_fewer(db, fw, facilitator, words, lang):
    """Coverage first, then the index's score: the case holding all three words wins, however often the others
    repeat two of them (and a Simplified or full-width query reads like the Traditional text)."""
    first, second, third = words
    everything = sessions.create_session(db, title="Case A", actor=facilitator, language=lang)
    causes.add_cause(db, fw, session_id=everything.id, description=f"{first} / {second} / {third}", actor=facilitator)
    for n in range(3):
        repeat = sessions.create_session(db, title=f"Case B{n}", actor=facilitator, language=lang)
        for _ in range(3):
            causes.add_cause(db, fw, session_id=repeat.id, actor=facilitator,
                             description=f"{first} {second} {first} {second} {first}")
    query = " ".join(words) if lang == "en" else "胰岛素 药车 补药"  # typed in Simplified
    found = search_similar_cases(db, query=query).cases
    assert found[0].session_id == everything.id
    assert found[0].relevance == 1.0 and all(c.relevance < 1.0 for c in found[1:])
    if lang == "zh-TW":
        wide = search_similar_cases(db, query="胰島素　藥車　補藥").cases  # ideographic spaces
        assert wide[0].session_id == everything.id
