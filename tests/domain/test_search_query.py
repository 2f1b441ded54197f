"""Query parsing: what a person types becomes terms a trigram index can answer, in either language."""

from __future__ import annotations

from rootcause.domain.search.query import MAX_LONG_TERMS, fts5_match, parse_query


def test_english_words_lose_stop_words_and_keep_a_prefix_stem():
    terms = parse_query("The transfusion was given to the wrong patient")
    assert terms.long == ("transfus", "give", "wrong")
    assert not terms.short


def test_a_stem_that_is_not_a_prefix_falls_back_to_the_shared_prefix_or_the_word():
    assert parse_query("policies").long == ("polic",)
    assert parse_query("gave").long == ("gave",)


def test_a_chinese_sentence_becomes_overlapping_trigrams_with_its_pairs_as_hints():
    terms = parse_query("輸血前未核對病人身分")
    assert terms.long[:3] == ("輸血前", "血前未", "前未核")
    assert {"輸血", "核對", "病人"} <= set(terms.hints) and not terms.short


def test_a_short_chinese_keyword_query_also_scans_for_its_character_pairs():
    terms = parse_query("病人跌倒")
    assert terms.long == ("病人跌", "人跌倒")
    assert {"病人", "跌倒"} <= set(terms.short)


def test_a_two_character_chinese_word_on_its_own_is_a_short_term():
    terms = parse_query("輸血")
    assert terms.short == ("輸血",) and not terms.long


def test_simplified_input_is_searched_in_traditional():
    terms = parse_query("输血反应")
    assert terms.long == ("輸血反", "血反應") and "輸血" in terms.short


def test_a_mixed_query_keeps_both_languages_and_short_acronyms():
    terms = parse_query("IV pump 輸液幫浦 programming")
    assert set(terms.long) >= {"pump", "輸液幫", "液幫浦", "program"}
    assert "iv" in terms.short


def test_query_syntax_and_punctuation_leave_nothing_to_search():
    for query in ['"*()', "* OR ( ) AND", "---", "a", "1 2 3", "^:-"]:
        assert not parse_query(query), query


def test_full_width_text_is_normalised():
    assert parse_query("ＴＲＡＮＳＦＵＳＩＯＮ").long == ("transfus",)


def test_long_queries_are_capped():
    assert len(parse_query("病人" * 400).long) <= MAX_LONG_TERMS


def test_fts5_expression_quotes_every_term():
    assert fts5_match(("a\"b", "輸血反")) == '"a""b" OR "輸血反"'
