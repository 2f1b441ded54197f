"""What the fifty-fourth round showed (issue 17), each in sentences written for these tests. Found: a Chinese name
whose given characters are frequent in Taiwanese names of recent decades (若, 亞, 亭, 喬, 聿), a speaker named after a
closing quote even when the surname is also a word (Wood, Hill), a name before a bracket that describes the person
("(the somali lady in 6)"). No one: a language after "in" before an apposition, a news agency quoted like a speaker,
an eponym's grade in Roman numerals, a retractor after "a", hospitals named after their benefactors.
"""

from __future__ import annotations

import pytest

from rootcause.domain.phi.detect import find_phi


@pytest.mark.parametrize("text", [
    "主要照顧者為外甥女 溫若曦，下班後才能到院。",
    "交接時 李亞璇 已完成給藥，未簽名。",
    "家屬 周亭妤 要求說明跌倒經過。",
    "病人張聿恩昨晚拔除鼻胃管。",
    "由 林喬安 護理師負責衛教。",
])
def test_a_chinese_name_with_a_frequent_modern_given_character_is_found(text):
    assert any(f.kind == "person_name" for f in find_phi(text))


@pytest.mark.parametrize("text", [
    "若病人血壓低於 90 mmHg，請立即通知值班醫師。",
    "亞急性期病人需每班評估疼痛。",
    "病人於涼亭跌倒，頭部無外傷。",
    "東南亞籍看護協助翻身時未拉起床欄。",
])
def test_those_characters_in_clinical_words_are_no_one(text):
    assert find_phi(text) == []


@pytest.mark.parametrize("text", [
    "“It should never have happened,” Hill said after the hearing.",
    "“Nobody checked the pump,” Wood told the inquest.",
    "“We were short of two nurses that night.” Abernathy said the ward had asked for help.",
])
def test_a_speaker_named_after_a_closing_quote_is_found(text):
    assert any(f.kind == "person_name" for f in find_phi(text))


@pytest.mark.parametrize("text", [
    "“We are reviewing the findings,” Reuters said, citing the trust.",
    "“It was avoidable.” He said the trust had learned from it.",
    "“Call us back,” Police said to the ward clerk.",
])
def test_an_agency_or_a_pronoun_after_a_quote_is_no_one(text):
    assert find_phi(text) == []


def test_a_name_before_a_bracket_that_describes_the_person_is_found():
    found = find_phi("amina warsame (the somali lady in 6) refused the evening fragmin")
    assert any(f.kind == "person_name" for f in found)


@pytest.mark.parametrize("text", [
    "During the interview conducted in Spanish, the resident said her pain was never treated.",
    "Shoulder dystocia was managed with McRoberts, then Rubin II and delivery within four minutes.",
    "The fracture was classed as Le Fort III on the CT report.",
    "The Bookwalter was set up, and a Balfour was requested but none was sterile.",
    "Falls audit across Khoo Teck Puat and Ng Teng Fong General hospitals, quarter two.",
])
def test_a_language_an_eponyms_grade_a_retractor_or_a_benefactors_hospital_is_no_one(text):
    assert find_phi(text) == []


@pytest.mark.parametrize("text", [
    "案長子 塗振益 要求每天下午由主治說明病情。",
    "20床 苗琍 女士 術後第二天發燒。",
    "里長 管正雄 陪同就醫。",
    "司馬永年伯伯拒絕抽血，兒子到場勸說後才同意。",
    "病人 娃旦．撒韻 (泰雅族) 不諳國語，需女兒翻譯。",
    "13床 瑪亞．伊斯坦大 阿姨 血壓偏高。",
])
def test_a_chinese_name_set_apart_after_who_the_person_is_is_found(text):
    assert any(f.kind == "person_name" for f in find_phi(text))


@pytest.mark.parametrize("text", [
    "病人 高燒 不退，已給予退燒藥。",
    "家屬 同意 手術，已簽署同意書。",
    "病人 意識清楚 生命徵象穩定。",
    "病人意識清楚.生命徵象穩定.",
    "傷口 塗抹 藥膏後覆蓋紗布。",
])
def test_a_clinical_phrase_set_apart_by_spaces_or_stops_is_no_one(text):
    assert find_phi(text) == []


@pytest.mark.parametrize(("text", "kind"), [
    ("護照英文名 CHUO, I-HSUAN 與健保資料不一致。", "person_name"),
    ("Patient Mr [redacted] Ogunbanjo-Reeve, bed 14, had no falls plan.", "person_name"),
    ("Reply to her at d·okafor-nwosu＠hotmail·co·uk", "email"),
    ("Adunni was distressed after being moved to a mixed-sex bay.", "person_name"),
    ("Olamide Akinwande-Carter, Cath Lab Manager", "person_name"),
])
def test_forms_of_the_round_that_rules_can_read_are_found(text, kind):
    assert any(f.kind == kind for f in find_phi(text))


@pytest.mark.parametrize("text", [
    "Tazocin was pale yellow in the line.",
    "The team mailbox is on the intranet, not at gmail.",
])
def test_a_drug_described_or_a_provider_named_alone_is_no_one(text):
    assert find_phi(text) == []
