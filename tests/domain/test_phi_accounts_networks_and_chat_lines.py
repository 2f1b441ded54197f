"""The PHI guard refuses account numbers, public IP addresses, ages in months and lower-case names opening a chat line,
and every kind it can report has a label and a hint in both languages (no refusal ends in a KeyError)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from rootcause.domain.model.phi_kinds import HINTS, KIND_LABELS, KINDS
from rootcause.domain.phi.detect import find_phi, guard
from rootcause.errors import PHIDetected

_PHI_PACKAGE = Path(__file__).resolve().parents[2] / "rootcause" / "domain" / "phi"


def _found(text: str) -> list[tuple[str, str]]:
    return [(f.kind, text[f.start : f.end]) for f in find_phi(text)]


def _strings(node: ast.AST) -> list[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        return _strings(node.body) + _strings(node.orelse)
    return []


def _kinds_the_rules_can_report() -> set[str]:
    """Every kind named where a rule yields a span, sets its ``kind`` or maps labels to kinds."""
    kinds: set[str] = set()
    for path in _PHI_PACKAGE.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Yield) and isinstance(node.value, ast.Tuple) and node.value.elts:
                kinds.update(_strings(node.value.elts[-1]))
            elif isinstance(node, ast.Assign):
                names = [t.id for t in node.targets if isinstance(t, ast.Name)]
                if any(name == "kind" for name in names):
                    kinds.update(_strings(node.value))
                if any("KIND" in name for name in names) and isinstance(node.value, ast.Dict):
                    kinds.update(s for value in node.value.values for s in _strings(value))
    return kinds


def test_every_kind_a_rule_can_report_has_a_label_and_a_hint_in_both_languages():
    reported = _kinds_the_rules_can_report()
    assert {"person_name", "phone", "account_number", "ip_address", "id_number"} <= reported  # (the walk finds them)
    assert reported <= set(KINDS)
    for kind in KINDS:
        assert all(KIND_LABELS[kind]) and all(HINTS[kind])


@pytest.mark.parametrize(("text", "kind"), [
    ("Card number 4111 1111 1111 1111 was left in the locker.", "account_number"),
    ("Medicaid ID 71462093C on the discharge packet was a typo.", "id_number"),
    ("The complaint came from IP 203.0.113.47 at 02:13.", "ip_address"),
])
def test_a_refusal_of_each_newer_kind_is_a_message_in_both_languages_not_a_crash(text, kind):
    with pytest.raises(PHIDetected) as refused:
        guard("narrative", text)
    assert refused.value.details["kind"] == kind
    assert KIND_LABELS[kind][0] in str(refused.value.en) and KIND_LABELS[kind][1] in str(refused.value.zh)


@pytest.mark.parametrize(("text", "span"), [
    ("The web-form complaint came from IP 203.0.113.47 at 02:13.", "203.0.113.47"),
    ("Portal log-in from 81.2.69.160 at 3 am, not the patient's own.", "81.2.69.160"),
    ("申訴信來自 IP 198.51.100.23，與恐嚇訊息同一來源。", "198.51.100.23"),
    ("登入來源 2001:db8::7a 的帳號被鎖定。", "2001:db8::7a"),
])
def test_a_public_ip_address_is_refused(text, span):
    assert ("ip_address", span) in _found(text)


@pytest.mark.parametrize("text", [
    "Pump at 10.12.4.57 dropped off the network at 02:00, so its drug library did not update.",
    "The nurses' station PC (192.168.1.20) froze during the medication round.",
    "Firmware 4.12.0.3 was installed on all pumps in March.",
    "See section 3.2.1.4 of the policy for the escalation steps.",
    "The scanner's address was fe80::1ff:fe23:4567:890a on the ward network.",
    "Handover at 12:30:45 was interrupted twice.",
])
def test_a_private_address_a_version_or_a_section_number_is_no_identifier(text):
    assert not [k for k, _ in _found(text) if k == "ip_address"]


@pytest.mark.parametrize(("text", "span"), [
    ("Refund to BSB 062-914, acc 1047 2283 as the patient requested.", "1047 2283"),
    ("Refund to acct no. 004-1234567 by Friday.", "004-1234567"),
    ("Refund to a/c 41234567 as agreed.", "41234567"),
    ("Refund to IBAN GB29 NWBK 6016 1331 9268 19 REF OK", "GB29 NWBK 6016 1331 9268 19"),
    ("The family's account DE89370400440532013000 was on the refund form.", "DE89370400440532013000"),
    ("退款匯入戶頭 700-0012-3456789。", "700-0012-3456789"),
    ("匯款帳戶 012-345678901 退費。", "012-345678901"),
])
def test_a_bank_account_after_its_label_or_an_iban_whose_check_holds_is_refused_as_an_account(text, span):
    assert ("account_number", span) in _found(text)


@pytest.mark.parametrize("text", [
    "The ACC45 form was completed by the GP.",
    "The sort code on the form was wrong, so the refund bounced.",
    "Model GB29NWBK60161331926818 pump was swapped out.",  # (an IBAN's shape whose check fails)
    "A frying pan of 1234 grams was left on the hob in the day room.",
])
def test_a_form_a_label_alone_or_a_failed_check_is_no_account(text):
    assert not _found(text)


@pytest.mark.parametrize(("text", "kind", "span"), [
    ("The clerk scanned his PAN card ABCPK1234F and attached it.", "national_id", "ABCPK1234F"),
    ("DVA Gold Card file no. QX812345 – transport still not booked.", "id_number", "QX812345"),
])
def test_a_tax_or_veterans_number_after_its_label_is_refused(text, kind, span):
    assert (kind, span) in _found(text)


@pytest.mark.parametrize(("text", "span"), [
    ("Patient aged 1,140 months (IG said no ages over 89).", "1,140 months"),
    ("She is 1104 months old and lives alone.", "1104 months"),
    ("A 1,092-months-old resident fell.", "1,092-months-old"),
    ("年齡：1,100 個月，獨居。", "1,100 個月"),
])
def test_an_age_in_months_that_comes_to_ninety_years_or_more_is_refused(text, span):
    assert ("age_over_89", span) in _found(text)


@pytest.mark.parametrize("text", ["Aged 18 months, brought in by ambulance.", "A stay of 1,200 months is unheard of.",
                                  "Infant 11 months old with bronchiolitis."])
def test_a_babys_age_in_months_or_a_span_of_months_is_no_age_over_89(text):
    assert not _found(text)


@pytest.mark.parametrize(("text", "span"), [
    ("Community nurse could not get into the Pennycuicks' flat for the 10:00 insulin visit.", "Pennycuick"),
    ("Cubicle 3: RIZVI – barrier nursing, CPE +ve", "RIZVI"),
    ("nadia in cubicle 4 wants to go home", "nadia"),
])
def test_a_familys_possessive_home_and_a_name_at_a_cubicle_are_refused(text, span):
    assert ("person_name", span) in _found(text)


@pytest.mark.parametrize("text", ["The Nurses' station was busy all night.",
                                  "The Parkinsons' nurse specialist was on leave."])
def test_a_plural_possessive_of_a_word_or_a_disease_is_no_family(text):
    assert not _found(text)


@pytest.mark.parametrize(("text", "span"), [
    ("thanh huong vo still nbm since midnight, theatre not called yet", "thanh huong vo"),
    ("aminu danjuma yusuf in cubicle 2 sats 86 on air, can someone come", "aminu danjuma yusuf"),
    ("obs done\nmereana potae bed 7 sats dropping 89% pls review", "mereana potae"),
])
def test_a_lower_case_full_name_opening_a_chat_line_before_a_bed_or_a_state_is_refused(text, span):
    assert ("person_name", span) in _found(text)


@pytest.mark.parametrize("text", ["pt still nbm, theatre not called", "obs stable now", "ed reg still waiting for CT",
                                  "iv abx due at 14:00", "hb still low after two units"])
def test_clinical_shorthand_opening_a_chat_line_is_no_name(text):
    assert not _found(text)


@pytest.mark.parametrize(("text", "span"), [
    ("A search on 4857773457 brought up the correct record.", "4857773457"),
    ("Wrong number 943 476 5919 was on the blister pack.", "943 476 5919"),
])
def test_an_nhs_number_whose_check_holds_is_refused_without_its_label(text, span):
    assert ("medical_record", span) in _found(text)


@pytest.mark.parametrize("text", ["A search on 4857773456 brought up the correct record.",  # (the check fails)
                                  "Lot 4857773457 of the giving sets was recalled.",
                                  "The price was 1.4857773457 per unit."])
def test_ten_digits_whose_nhs_check_fails_or_after_a_things_label_are_no_nhs_number(text):
    assert not _found(text)


def test_a_phone_with_its_dialling_code_stays_a_phone_though_its_digits_pass_the_nhs_check():
    assert _found("Her mother in Manila is on +63 917 482 6603.") == [("phone", "+63 917 482 6603")]


@pytest.mark.parametrize(("text", "found"), [
    ("She celebrated her 95th last week and had never been in hospital.", [("age_over_89", "95")]),
    ("The ward marked its 95th anniversary with a tea party.", []),
])
def test_a_persons_ordinal_birthday_over_89_is_an_age_and_a_wards_anniversary_is_not(text, found):
    assert _found(text) == found


@pytest.mark.parametrize("text", [
    "The inquest process is a cornerstone of Ontario’s death investigation system.",
    "A man from the Bronx died in the waiting room of a local hospital.",
    "Printed in the UK for the Williams Lea Group on behalf of the Controller of HMSO.",
    "Karl Storz stack failed mid-list, so the case was converted to open at 11:20.",
    "Tommee Tippee bottles from home were used for expressed breast milk without labels.",
    "A Jackson Rees T-piece was used for the neonatal transfer.",
    "Pets as Therapy dog Winston visited bay C; two patients asked for him back.",
    "被告財團法人羅許基金會羅東博愛醫院應連帶給付原告。",
])
def test_a_place_a_firm_a_product_an_animal_or_a_foundation_is_no_persons_name(text):
    assert not _found(text)


@pytest.mark.parametrize(("text", "span"), [("Mrs Hughes was bitten by the ward cat.", "Mrs Hughes"),
                                             ("王小明住院第三天跌倒。", "王小明")])
def test_a_person_next_to_those_words_is_still_refused(text, span):
    assert ("person_name", span) in _found(text)


@pytest.mark.parametrize(("text", "span"), [
    ("🅷🅴🅽🆁🅸🅴🆃🆃🅰 🆄🅲🅷🅴🅽🅳🆄 needs a side room (CPE+)", "🅷🅴🅽🆁🅸🅴🆃🆃🅰 🆄🅲🅷🅴🅽🅳🆄"),
    ("bay 4 pt = 🇧🇷🇴🇳🇮🇸🇱🇦🇼 🇯🇦🇳🇰🇴🇼🇮🇦🇰 – please don't discuss", "🇧🇷🇴🇳🇮🇸🇱🇦🇼 🇯🇦🇳🇰🇴🇼🇮🇦🇰"),
    ("⒠⒰⒩⒤⒞⒠ ⒫⒜⒯⒯⒤⒩⒮⒪⒩ fell again at 05:10", "⒠⒰⒩⒤⒞⒠ ⒫⒜⒯⒯⒤⒩⒮⒪⒩"),
    ("ꓓꓳꓠꓮꓡ ꓟꓮꓚꓡꓰꓮꓠ, bed 12, DNACPR form not signed", "ꓓꓳꓠꓮꓡ ꓟꓮꓚꓡꓰꓮꓠ"),
])
def test_a_name_in_boxed_circled_bracketed_flag_or_lisu_letters_is_read_as_the_letters_it_shows(text, span):
    assert ("person_name", span) in _found(text)


def test_a_flag_beside_a_word_is_no_name():
    assert not _found("🇬🇧 tourist transferred by ambulance 🚑 to the ward")


@pytest.mark.parametrize(("text", "span"), [("obs done\nmary jones died at 03:00", "mary jones"),
                                             ("thanh huong vo still nbm since midnight", "thanh huong vo")])
def test_a_lower_case_name_opening_a_line_before_a_persons_verb_or_state_is_refused(text, span):
    assert ("person_name", span) in _found(text)


@pytest.mark.parametrize("text", ["iv fluids fell behind overnight", "hb levels fell after the bleed"])
def test_lower_case_words_before_fell_are_no_name(text):
    assert not _found(text)


@pytest.mark.parametrize("text", ["The shared inbox ed.safetyhuddle@nhs.net receives the daily log.",
                                  "Send the summary to patientsafety@hospital.org by Friday."])
def test_a_teams_mailbox_of_run_together_words_is_no_ones_address(text):
    assert not _found(text)


@pytest.mark.parametrize(("text", "span"), [("Her son's address is edward.day@nhs.net.", "edward.day@nhs.net"),
                                             ("Family wrote from moc.liamg@neila.nhoj (backwards).",
                                              "moc.liamg@neila.nhoj")])
def test_a_persons_address_stays_refused_though_its_parts_spell_team_words(text, span):
    assert ("email", span) in _found(text)


@pytest.mark.parametrize("text", [
    "Milton sterilising fluid was used on the breast pump parts instead of detergent.",
    "Terry towel left under him overnight caused moisture damage.",
    "Carol singers on the ward at 19:00 interrupted the CD check.",
    "The problem list included Lou Gehrig's disease and Charles Bonnet syndrome.",
    "She has Charles Bonnet syndrome; the Charles Bonnet hallucinations do not affect capacity.",
    "Transferred to Sir Charles Gairdner for neurosurgery; the images were not pushed to PACS.",
])
def test_a_product_a_group_an_eponyms_first_name_and_a_hospital_named_after_a_knight_are_no_one(text):
    assert not _found(text)


@pytest.mark.parametrize(("text", "span"), [
    ("Review of Isabella Rossi's fluid balance chart shows no entries after 18:00.", "Isabella Rossi's"),
    ("She was seen by Sir John Smith for her knee.", "Sir John"),
])
def test_a_persons_own_chart_or_a_knight_who_saw_her_stay_refused(text, span):
    assert ("person_name", span) in _found(text)


@pytest.mark.parametrize(("text", "kind", "span"), [
    ("Pt ⠊⠋⠑⠕⠍⠁ ⠑⠵⠊⠗⠊⠍ refused obs x2", "person_name", "⠊⠋⠑⠕⠍⠁"),
    ("whiteboard still says J⭐E⭐S⭐S⭐A⭐M⭐Y W⭐R⭐O⭐T⭐T⭐E⭐S⭐L⭐E⭐Y in bay 1", "person_name",
     "J⭐E⭐S⭐S⭐A⭐M⭐Y W⭐R⭐O⭐T⭐T⭐E⭐S⭐L⭐E⭐Y"),
    ("lương thị mỹ duyên still NBM since midnight??", "person_name", "lương thị mỹ duyên"),
    ("https://wa.me/447700900631 — WhatsApp the son, he doesn't answer calls", "phone", "447700900631"),
])
def test_braille_stars_between_letters_a_lower_case_vietnamese_name_and_a_chat_link_phone_are_refused(text, kind, span):
    assert (kind, span) in _found(text)


@pytest.mark.parametrize("text", ["Hugo robot fault halted the case at 11:42 for 35 min.",
                                  "The do van was late, so the meds arrived at 11:00."])
def test_a_robot_named_like_a_person_and_a_delivery_van_are_no_one(text):
    assert not _found(text)


def test_two_dictionary_words_before_a_persons_verb_are_no_name():
    assert not _found("The Symbiq Infusion System suffered from a software problem, one of the commonest reported.")
    assert ("person_name", "Mariana Pinto") in _found("Mariana Pinto jumped from the window at 03:00.")
