"""The PHI guard: what it must catch, what it must leave alone, and how it reports what it found."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest

from rootcause.domain.model.phi_kinds import KIND_LABELS, KINDS
from rootcause.domain.phi.detect import PHIFinding, contains_phi, find_phi, guard
from rootcause.errors import InvalidInput, PHIDetected

DEV_SET = Path(__file__).resolve().parent.parent / "data" / "phi_dev.jsonl"

# (text, kind, the identifier inside the text that the finding must cover)
CAUGHT = [
    # national ID: a valid checksum anywhere (glued, lower case, full width); a bad one after a label
    ("The consent form carried A123456789 in the margin.", "national_id", "A123456789"),
    ("病人A123456789今日上午轉入病房", "national_id", "A123456789"),
    ("手圈上印著 f252601811，與病歷不符", "national_id", "f252601811"),
    ("身分證字號：Ａ１２３４５６７８９", "national_id", "Ａ１２３４５６７８９"),
    ("身分證字號 A123456780 打錯一碼仍屬個資", "national_id", "A123456780"),
    ("national ID B123456781 was typed into the free text", "national_id", "B123456781"),
    # resident certificates: old (two letters) and new (letter + 8/9) formats
    ("The caregiver's ARC AC01234567 was photocopied.", "resident_cert", "AC01234567"),
    ("統一證號A800000014出現在交班單上", "resident_cert", "A800000014"),
    ("居留證號碼 HD12345670 被寫進通報單", "resident_cert", "HD12345670"),
    # NHI cards
    ("NHI card no. 0000 1234 5678 was on the transfer sheet", "nhi_card", "0000 1234 5678"),
    ("健保卡號000012345678被拍照上傳", "nhi_card", "000012345678"),
    ("健保卡號：1234567890", "nhi_card", "1234567890"),
    # medical record numbers
    ("MRN 00123456 was entered in the wrong order set", "medical_record", "00123456"),
    ("The lab pulled chart #A-88321 instead.", "medical_record", "A-88321"),
    ("病歷號:1234567 的檢體被送錯", "medical_record", "1234567"),
    ("病歷號碼 0034567 與醫囑不符", "medical_record", "0034567"),
    # dates of birth
    ("DOB 1950-03-05 was the only identifier checked", "date_of_birth", "1950-03-05"),
    ("She was born on 3 March 1950 in Tainan.", "date_of_birth", "3 March 1950"),
    ("出生日期：民國39年3月5日", "date_of_birth", "民國39年3月5日"),
    ("生日 39/03/05 與隔壁床相同", "date_of_birth", "39/03/05"),
    ("病人生於1950年3月5日", "date_of_birth", "1950年3月5日"),
    # phones (never extensions)
    ("Family asked us to call 0912-345-678 after surgery.", "phone", "0912-345-678"),
    ("The daughter's mobile is +886 912 345 678.", "phone", "+886 912 345 678"),
    ("家屬市話(02)2345-6789寫在白板上", "phone", "(02)2345-6789"),
    ("住家電話 049-2345678", "phone", "049-2345678"),
    ("家屬手機０９１２３４５６７８", "phone", "０９１２３４５６７８"),
    # e-mail
    ("The summary went to john.doe@example.com by mistake.", "email", "john.doe@example.com"),
    ("家屬信箱 chen.family@gmail.com 被寫進紀錄", "email", "chen.family@gmail.com"),
    # addresses
    ("The ambulance went to 221B Baker St. instead.", "address", "221B Baker St."),
    ("Referral listed 1600 Pennsylvania Avenue NW as home.", "address", "1600 Pennsylvania Avenue NW"),
    ("病人住台北市中正區中山南路7號，獨居", "address", "中山南路7號"),
    ("誤送至中山路二段100巷5弄3號", "address", "中山路二段100巷5弄3號"),
    ("訪視地址為民生路12號3樓", "address", "民生路12號3樓"),
    # person names
    ("Patient John Smith fell at 03:10.", "person_name", "John Smith"),
    ("pt. Jane Doe got the dose meant for bed 14", "person_name", "Jane Doe"),
    ("Dr. Chen was paged twice.", "person_name", "Chen"),
    ("Nurse Wang hung the wrong bag.", "person_name", "Wang"),
    ("A pharmacist named Kevin verified it.", "person_name", "Kevin"),
    ("病人王小明於急診等候時跌倒", "person_name", "王小明"),
    ("患者陳大文今天拔管", "person_name", "陳大文"),
    ("病人：林美玲，未核對手圈", "person_name", "林美玲"),
    ("王先生表示沒有人說明用藥", "person_name", "王先生"),
    ("值班的林護理師發現幫浦設定錯誤", "person_name", "林護理師"),
    ("個案歐陽娜娜術後低血壓", "person_name", "歐陽娜娜"),
    # ages over 89
    ("The 92-year-old patient waited six hours.", "age_over_89", "92"),
    ("Patient aged 95 was not reassessed.", "age_over_89", "95"),
    ("A 101 y/o resident fell.", "age_over_89", "101"),
    ("92歲病人夜間跌倒", "age_over_89", "92"),
    ("The nurse with staff ID 40917 was interrupted.", "staff_id", "40917"),
    ("員工編號N31822的護理師備藥時被打斷。", "staff_id", "N31822"),
    ("A car with licence plate LM62 WQX blocked the ambulance bay.", "vehicle_plate", "LM62 WQX"),
    ("家屬車牌 RBD-5512 停在救護車道。", "vehicle_plate", "RBD-5512"),
    ("Her pacemaker serial no. PJN603217S was missing from the registry.", "device_serial", "PJN603217S"),
    ("植入的心律調節器序號 QRT508812K 與登錄資料不符。", "device_serial", "QRT508812K"),
    ("The threatening e-mails to the ward came from IP 198.51.100.73.", "ip_address", "198.51.100.73"),
    ("病房收到的恐嚇訊息來自 IP 203.0.113.86。", "ip_address", "203.0.113.86"),
    ("Her Medicaid ID 71462093C was read back wrongly at registration.", "id_number", "71462093C"),
    ("美籍病人的 Medicaid ID 98231746B 填錯，保險申請被退回。", "id_number", "98231746B"),
    ("The refund went to account no. 12-3140-0082614-00 by mistake.", "account_number", "12-3140-0082614-00"),
    ("退費匯入家屬帳戶 700-0012-3456789，金額有誤。", "account_number", "700-0012-3456789"),
    ("九十五歲的個案脫水", "age_over_89", "九十五"),
    ("年齡 93，長期臥床", "age_over_89", "93"),
]

HARD_NEGATIVES = [
    # doses, rates, lab values, times
    "At T+00:40 the night nurse hung heparin 25,000 units in 250 mL instead of insulin.",
    "Insulin 10 U at 14:35; 0.9% NaCl 500 mL at 125 mL/h; heparin 18 units/kg/h; adrenaline 1:1000.",
    "K 6.2 mmol/L reported at T+01:30 and rechecked at T-00:10.",
    "下午3點20分發現幫浦未啟動，T+00:15 重新設定。",
    # places, beds, roles
    "Ward 7B, the ICU and the ER use different heparin nomograms; bed 12 and room 512 were swapped.",
    "急診與內科加護病房、5A病房流程不同；12床、床號 3 的病人未戴手圈。",
    "The charge nurse called the attending physician; the pharmacist and the patient agreed.",
    "住院醫師、值班護理師與專科護理師討論後，病人與家屬同意。",
    # drugs, devices, codes, guidelines
    "Heparin and insulin (肝素、胰島素) and KCl were stored together.",
    "Alaris 8015, B. Braun Infusomat Space and Philips IntelliVue MX450 were in use.",
    "HFACS codes PC-AMS, UA-SBE and OI-RM; action: revise SOP-12 and 規範 3.2.",
    # event dates and young-enough ages
    "The event happened on 2026-03-14; at 3/14 08:00 the nurse noticed; on 14 March the team met.",
    "事件發生於 115年3月14日，發生日期 2026-03-14。",
    "An 85-year-old patient and a 78歲 patient; aged 90 or over; 90 歲以上病人。",
    # everyday Chinese clinical phrasing after 病人/患者
    "病人家屬表示、病人跌倒、病人自述、病人血壓下降、患者意識不清、病人主訴頭暈。",
    "病人因腸胃炎入院，病人於急診，病人在浴室，病人表示不知，病人身上有管路。",
    "病人手圈與病人辨識錯誤，患者同意後置放導管，病患安全委員會開會。",
    "病人高血壓、病人高燒、病人陳述、病人白班、病人黃疸、病人何時、病人施打胰島素。",
    "處方醫師、責任護理師、感謝護理師、白班護理師、病房護理長都在場。",
    # English role phrases
    "the patient was found; patient fell; Patient safety; patient identification; Dr. on call.",
    "Patient ID band missing; Patient-controlled analgesia; the patient Controlled Analgesia order.",
    "Nurse Manager and the Nurse Practitioner reviewed it; Nurse A and Patient B are placeholders.",
    # extensions are internal numbers, not personal phones
    "Call the pharmacy on ext. 1234 or 分機1234.",
]


def _covering(findings: list[PHIFinding], text: str, kind: str, ident: str) -> PHIFinding | None:
    at = text.index(ident)
    for f in findings:
        if f.kind == kind and f.start <= at and at + len(ident) <= f.end:
            return f
    return None


def _load_dev() -> list[dict]:
    with DEV_SET.open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


# ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "kind", "ident"), CAUGHT)
def test_each_kind_is_caught_in_english_and_chinese(text, kind, ident):
    findings = find_phi(text)
    assert _covering(findings, text, kind, ident), findings


def test_every_kind_has_an_english_and_a_chinese_example_above():
    langs: dict[str, set[bool]] = {kind: set() for kind in KINDS}
    for text, kind, _ in CAUGHT:
        langs[kind].add(any("\u4e00" <= c <= "\u9fff" for c in text))
    assert [k for k, seen in langs.items() if seen != {True, False}] == []


@pytest.mark.parametrize("text", HARD_NEGATIVES)
def test_hard_negatives_are_not_flagged(text):
    assert find_phi(text) == []
    assert not contains_phi(text)


@pytest.mark.parametrize(
    ("text", "ident"),
    [
        ("病人A123456789今日跌倒", "A123456789"),
        ("ﬁle ㍿ 身分證 Ａ１２３４５６７８９ ok", "Ａ１２３４５６７８９"),  # NFKC changes lengths first
        ("家屬電話：０９１２－３４５－６７８。", "０９１２－３４５－６７８"),
        ("Patient John Smith fell", "John Smith"),
        ("病人：林美玲，給藥前", "林美玲"),
        ("MRN 00123456 wrong", "00123456"),
    ],
)
def test_spans_point_at_the_identifier_in_the_original_text(text, ident):
    (finding,) = find_phi(text)
    assert text[finding.start : finding.end] == ident


def test_findings_are_sorted_and_do_not_overlap():
    text = ("Dr. Chen called 0912-345-678 about MRN 00123456; 病人王小明 (A123456789) lives at "
            "民生路12號3樓, DOB 1950-03-05, 92歲, mail x.y@example.com")
    findings = find_phi(text)
    assert {f.kind for f in findings} >= {"person_name", "phone", "medical_record", "national_id", "address",
                                           "date_of_birth", "age_over_89", "email"}
    assert all(a.end <= b.start for a, b in itertools.pairwise(findings))


def test_clean_and_empty_texts_give_no_findings():
    assert find_phi("") == []
    assert find_phi("The nurse double-checked the pump.") == []
    assert find_phi("護理師雙人核對後給藥。") == []


# ---------------------------------------------------------------------------------------------
def test_preview_never_shows_the_whole_identifier():
    for row in _load_dev():
        for f in find_phi(row["text"]):
            ident = row["text"][f.start : f.end]
            assert f.preview != ident
            assert ident not in f.preview
            assert "*" in f.preview


def test_preview_keeps_a_recognisable_shape():
    assert find_phi("ID A123456789")[0].preview == "A1*******9"
    assert find_phi("病人王小明跌倒")[0].preview == "王**"
    assert find_phi("mail john.doe@example.com")[0].preview == "j***@***.com"


# ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "kind", "ident"),
    [
        ("Patient John Smith fell", "person_name", "John Smith"),
        ("病人A123456789今日跌倒", "national_id", "A123456789"),
        ("DOB 1950-03-05", "date_of_birth", "1950-03-05"),
        ("九十五歲的個案", "age_over_89", "九十五"),
        ("家屬手機0912345678", "phone", "0912345678"),
    ],
)
def test_guard_raises_with_field_kind_preview_and_hints_but_never_the_identifier(text, kind, ident):
    with pytest.raises(PHIDetected) as caught:
        guard("timeline_event.description", text)
    err = caught.value
    assert isinstance(err, InvalidInput)
    assert err.code == "phi_detected"
    assert err.field == "timeline_event.description"
    assert err.details["kind"] == kind
    preview = err.details["preview"]
    label_en, label_zh = KIND_LABELS[kind]
    for lang, label in (("en", label_en), ("zh-TW", label_zh)):
        message = err.message(lang)
        assert "timeline_event.description" in message
        assert label in message
        assert preview in message
        assert ident not in message
        assert ident not in json.dumps(err.to_dict(lang), ensure_ascii=False)
    assert err.hint_en and err.hint_zh
    assert ident not in str(err)


def test_each_kind_has_its_own_rephrase_hint():
    by_kind: dict[str, tuple[str, str]] = {}
    for text, kind, _ in CAUGHT:
        with pytest.raises(PHIDetected) as caught:
            guard("f", text)
        if caught.value.details["kind"] == kind:
            by_kind.setdefault(kind, (caught.value.hint_en, caught.value.hint_zh))
    assert set(by_kind) == set(KINDS)
    assert len({en for en, _ in by_kind.values()}) == len(KINDS)
    assert len({zh for _, zh in by_kind.values()}) == len(KINDS)
    assert "role" in by_kind["person_name"][0] and "角色" in by_kind["person_name"][1]
    assert "90 or over" in by_kind["age_over_89"][0] and "90 歲以上" in by_kind["age_over_89"][1]
    assert "age band" in by_kind["date_of_birth"][0]


def test_guard_is_silent_on_clean_text():
    assert guard("cause.text", "Heparin 5000 units given at 14:35 without a second check.") is None
    assert guard("why.answer", "值班護理師未雙人核對胰島素劑量。") is None


def test_kinds_and_labels_are_complete_and_bilingual():
    assert len(KINDS) == 16
    assert set(KIND_LABELS) == set(KINDS)
    for en, zh in KIND_LABELS.values():
        assert en.isascii() and en
        assert any("\u4e00" <= c <= "\u9fff" for c in zh)


# ---------------------------------------------------------------------------------------------
def test_dev_set_is_large_balanced_and_covers_every_kind_in_both_languages():
    rows = _load_dev()
    assert len(rows) >= 170
    positives = [r for r in rows if r["phi"]]
    assert 0.35 <= len(positives) / len(rows) <= 0.65
    assert {r["lang"] for r in rows} == {"en", "zh-TW"}
    for row in rows:
        assert row["phi"] == bool(row["kinds"])
        assert set(row["kinds"]) <= set(KINDS)
    for kind in KINDS:
        assert sum(kind in r["kinds"] for r in positives) >= 4, kind


def test_dev_set_recall_is_at_least_97_percent_with_zero_false_positives():
    rows = _load_dev()
    positives = [r for r in rows if r["phi"]]
    negatives = [r for r in rows if not r["phi"]]
    caught = [i for i, r in enumerate(positives) if contains_phi(r["text"])]
    false_positives = [i for i, r in enumerate(negatives) if contains_phi(r["text"])]
    assert len(caught) / len(positives) >= 0.97
    assert false_positives == []


def test_dev_set_kinds_are_reported_as_labelled():
    rows = [r for r in _load_dev() if r["phi"]]
    hits = sum(set(r["kinds"]) <= {f.kind for f in find_phi(r["text"])} for r in rows)
    assert hits / len(rows) >= 0.95


# ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "chunk",
    [
        "patient fell at 14:35 after heparin 5000 units; ",
        "病人王小明於急診跌倒，給予肝素5000單位，電話0912345678。",
        "1234567890",
        "a",
        "+1234567890123456789 ",
        "中山南路",
        "A123456789 ",
        "x@" * 3,
    ],
)
def test_a_megabyte_of_text_completes(chunk):
    text = (chunk * (1_000_000 // len(chunk) + 1))[:1_000_000]
    findings = find_phi(text)
    assert all(0 <= f.start < f.end <= len(text) for f in findings)


@pytest.mark.parametrize("text", [
    "Smith, John was admitted", "家屬王小明 先生表示", "林美玲 護理師給藥", "Patient J. Smith fell",
    "WANG HSIAO-MING 跌倒", "Seen by Dr. J. Chen",
])
def test_name_forms_without_a_context_word_before_them_are_refused(text):
    assert "person_name" in {f.kind for f in find_phi(text)}, text


@pytest.mark.parametrize("text", [
    "ICU NEAR-MISS REVIEW", "USE FIRST-IN FIRST-OUT STOCK", "NO DOUBLE-CHECK WAS DONE", "The ICU, Ward 5A, was full",
    "給藥時段護理師穿著背心", "Heparin, Insulin and Potassium are high-alert drugs", "病人 先生 太太 都在",
])
def test_clinical_phrases_shaped_like_those_forms_pass(text):
    assert not find_phi(text), text


def test_a_refusal_names_the_span_in_both_languages_and_never_the_identifier():
    text = "Call  0912-345-678 now"
    with pytest.raises(PHIDetected) as err:
        guard("what", text)
    assert "characters 7–18 look like a phone number" in err.value.message("en")
    assert "第 7–18 個字元疑似電話號碼" in err.value.message("zh-TW")
    assert "0912-345-678" not in err.value.message("en") + err.value.message("zh-TW")
    assert (err.value.details["start"], err.value.details["end"]) == (7, 18)


@pytest.mark.parametrize(("text", "kind"), [
    ("病人民國七十五年三月二日生，入院時意識清楚", "date_of_birth"),
    ("出生日期：民國七十五年三月二日", "date_of_birth"),
    ("一九八六年三月二日出生的病人", "date_of_birth"),
    ("家屬住在台北市中正區中山南路七號五樓", "address"),
    ("新北市板橋區文化路一段一百號五樓之二", "address"),
])
def test_chinese_numerals_in_birth_dates_and_addresses_read_as_digits(text, kind):
    assert kind in {f.kind for f in find_phi(text)}


@pytest.mark.parametrize("text", ["第一年三月追蹤一次", "民國一百一十五年三月二日發生跌倒", "三月二日上午十點給藥",
                                  "十二床病人於二樓跌倒"])
def test_event_dates_and_counts_in_chinese_numerals_stay_writable(text):
    assert find_phi(text) == []


def test_a_clean_text_checked_again_gives_the_same_answer_and_a_new_word_table_is_honoured(monkeypatch):
    from rootcause.domain.phi import name_tables

    text = "the handover note for patient Quill was late"  # (quill: a word, so only a table makes it a name)
    assert find_phi(text) == [] and find_phi(text) == []  # the second answer comes from memory
    monkeypatch.setattr(name_tables, "SURNAMES", name_tables.SURNAMES | {"quill"})
    assert [f.kind for f in find_phi(text)] == ["person_name"]


def test_no_cache_keeps_a_text_that_held_an_identifier_after_the_check():
    from rootcause.domain.phi import detect, scan

    find_phi("patient John Smith, phone 0912-345-678")
    assert scan.capital_starts.cache_info().currsize == 0
    assert detect._label_hits.cache_info().currsize == 0
    assert "patient John Smith, phone 0912-345-678" not in detect._CLEAN
