"""Names as staff type them in narrative and on labels, and the compact ages, dates of birth, addresses and IDs that
went with them in issue 17's second pass of session 8 (``names_record.py``, ``names_zh_short.py``, and the rules
added to ``names_context.py``, ``names_zh.py``, ``patterns.py`` and ``labels.py``). Each positive is found with its
kind and its span in the typed text; each negative (eponyms, drugs, roles, days, bands, kinship words) stays writable.

The examples are the team's own; none is taken from a dev set.
"""

from __future__ import annotations

import pytest

from rootcause.domain.phi.detect import find_phi


def _found(text: str) -> list[tuple[str, str]]:
    return [(f.kind, text[f.start : f.end]) for f in find_phi(text)]


@pytest.mark.parametrize(("text", "span"), [
    ("Label printed TAYLOR M on the sample bag.", "TAYLOR M"),
    ("Blood was taken from Hughes D. at 06:00.", "Hughes D."),
])
def test_a_surname_then_an_initial_is_a_name(text: str, span: str) -> None:
    assert _found(text) == [("person_name", span)]


@pytest.mark.parametrize(("text", "span"), [
    ("Evans RGN gave the second dose.", "Evans"),
    ("The line was sited by Amira Haddad RN at 02:10.", "Amira Haddad"),
])
def test_a_known_name_before_a_credential_is_a_name(text: str, span: str) -> None:
    assert _found(text) == [("person_name", span)]


def test_a_surname_with_its_particle_then_a_comma_and_a_given_name_is_a_name() -> None:
    text = "Discharge letter for van den Broek, Marijke went to the wrong GP."
    assert _found(text) == [("person_name", "van den Broek, Marijke")]


def test_a_romanised_given_name_first_in_capitals_is_a_name() -> None:
    assert _found("Wristband read SHU-FEN CHANG instead.") == [("person_name", "SHU-FEN CHANG")]


def test_an_initial_without_its_dot_after_by_is_a_name() -> None:
    assert _found("The referral was triaged by P Adeyemi on Monday.") == [("person_name", "P Adeyemi")]


@pytest.mark.parametrize(("text", "span"), [
    ("Rosalind Featherstone-Hayes collapsed in the lift.", "Rosalind Featherstone-Hayes"),
    ("Oyelaran Baptiste-Okoye had her insulin withheld twice.", "Oyelaran Baptiste-Okoye"),
])
def test_a_double_barrelled_name_before_a_persons_verb_or_a_pronoun_is_a_name(text: str, span: str) -> None:
    assert _found(text) == [("person_name", span)]


@pytest.mark.parametrize(("text", "span"), [
    ("Nobody had checked Thaddeus’ blood sugar since noon.", "Thaddeus"),  # unknown, mid-sentence, owns a care word
    ("Neither Harriet nor her husband knew the plan.", "Harriet"),
    ("patient sarah-jane mills was given the wrong tray.", "sarah-jane"),
    ("nurse in charge helen briggs was on a break.", "helen briggs"),
    ("phoned daughter (rachel) at 18:00.", "rachel"),
    ("Maria, the patient's carer, found her on the floor.", "Maria"),
])
def test_a_name_the_sentence_treats_as_a_person_is_found(text: str, span: str) -> None:
    assert _found(text) == [("person_name", span)]


@pytest.mark.parametrize("text", [
    "Vitamin K was given before the procedure.",
    "Group B Strep swab was not sent.",
    "Hepatitis B vaccine was due.",
    "A Foley catheter was inserted.",
    "Non-Invasive Ventilation was started and his sats improved.",
    "Stevens-Johnson syndrome developed after the new drug.",
    "Guillain-Barré syndrome was suspected by the registrar.",
    "The Ward RN was covering two bays.",
    "Agency HCA covered the night.",
    "Monday's bloods were not sent.",
    "We checked Friday's results.",
    "son (aged 40) was present.",
    "The night, the patient's worst so far, was long.",
    "The passport office was closed.",
])
def test_letters_eponyms_roles_and_days_in_the_same_shapes_are_no_names(text: str) -> None:
    assert find_phi(text) == []


@pytest.mark.parametrize(("text", "span"), [
    ("由蔡喆協助病人下床時跌倒。", "蔡喆"),  # a surname and one rare given character, at a word's start
    ("昨天林翀拒絕服藥。", "林翀"),
    ("小萱護理師漏給八點的藥。", "小萱護理師"),  # a nickname before a title
    ("阿玲姐說病人半夜跌倒。", "阿玲姐"),
    ("怡婷護理師發現點滴滲漏。", "怡婷護理師"),  # a given name alone before a title
    ("美珍阿姨在浴室發現病人。", "美珍阿姨"),
    ("病人的女兒淑芬來電詢問。", "淑芬"),  # a relative by their given name
])
def test_short_chinese_names_are_found(text: str, span: str) -> None:
    assert _found(text) == [("person_name", span)]


@pytest.mark.parametrize("text", [
    "病人髕骨骨折後疼痛加劇。",  # a rare character in a clinical word
    "阿伯阿姨都來探病。",  # kinship words, not a nickname
    "小組長召開會議。",
    "清潔阿姨發現地板濕滑。",  # a common word before 阿姨
    "阿斯匹靈護理指導未完成。",  # a loanword
    "病人的女兒表示不滿。",
    "利福平造成尿液變色。",  # rifampicin: a drug, not 利 and a given name
])
def test_chinese_words_in_the_same_shapes_are_no_names(text: str) -> None:
    assert find_phi(text) == []


@pytest.mark.parametrize(("text", "span"), [
    ("Pt (M, 95) fell at 03:00.", "95"),
    ("Bed 2: 92yM, confused overnight.", "92yM"),
    ("Age 9o on the admission sheet.", "9o"),
    ("A 93-yo lady fell.", "93-yo"),
    ("病人上週過世，享年九十二。", "九十二"),
    ("M:97, from home.", "97"),
    ("She turned ninety-one on the ward.", "turned ninety-one"),
])
def test_compact_ages_over_89_are_found(text: str, span: str) -> None:
    assert _found(text) == [("age_over_89", span)]


@pytest.mark.parametrize("text", [
    "Pt (M, 45) fell at 03:00.",
    "SpO2 F: 96% on air.",
    "Aged 90 or over: reviewed daily.",
])
def test_ages_under_90_saturations_and_bands_stay_writable(text: str) -> None:
    assert find_phi(text) == []


@pytest.mark.parametrize(("text", "kind", "span"), [
    ("DOB 3-xi-1938 on the wristband.", "date_of_birth", "3-xi-1938"),  # a Roman month
    ("yob 1938 on the form", "date_of_birth", "1938"),
    ("出生年：1938", "date_of_birth", "1938"),
    ("出生日期：民國卅年五月一日", "date_of_birth", "民國卅年五月一日"),  # 卅 is thirty
    ("address: no. 12 heping e. rd. sec. 1, taipei", "address", "12 heping e. rd. sec."),
    ("Home: 5F, No. 7, Ln. 3, Zhongxiao E.Rd., Taipei", "address", "5F, No. 7, Ln. 3, Zhongxiao E.Rd."),
    ("passport 312345678 was photocopied", "national_id", "312345678"),
])
def test_dates_of_birth_addresses_and_passports_in_these_forms_are_found(text: str, kind: str, span: str) -> None:
    assert _found(text) == [(kind, span)]


def test_a_finding_points_at_the_typed_text_when_a_format_character_hides_the_name() -> None:
    text = "Label printed TAY\u200bLOR M on the bag."
    [finding] = find_phi(text)
    assert (finding.kind, text[finding.start : finding.end]) == ("person_name", "TAY\u200bLOR M")


@pytest.mark.parametrize(("text", "span"), [
    ("\"I want to go home,\" said Marguerite at the door.", "Marguerite"),
    ("'Not again,' cried Tavita, pulling at the line.", "Tavita"),
    ("美玲說病人半夜跌倒了。", "美玲"),
])
def test_who_is_quoted_or_speaks_is_a_name(text: str, span: str) -> None:
    assert _found(text) == [("person_name", span)]


@pytest.mark.parametrize("text", [
    "\"Stop,\" said the nurse.",
    "\"No stock,\" said Pharmacy.",
    "大家說好，今天照常給藥。",
    "護理長於晨會中詳細說明流程。",
    "其實院方說明得很清楚。",
])
def test_speech_without_a_name_stays_writable(text: str) -> None:
    assert find_phi(text) == []
