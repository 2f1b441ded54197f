"""Hiding tricks and label shapes of the fifty-first round (issue 17), each in sentences written for these tests:
markup inside a name (LaTeX, inline HTML, a comment), FHIR's <given> and <family>, a surname only a surname is shaped
like after an unlisted given name, the progressive of a person's verb, ages "of ninety-one" and "(96 next month)",
a hyphenated street, the @ said in other languages, a child's honorific and a form's name fields in Chinese, a middle
initial before a plural's possessive, Irish and Welsh given names, quoted CSV and SQL values, a lunar birth date, a lane
number partly masked, an address in a form's fields, a wristband's number, a name with letters of another script, an
Eircode, a chat app's ID a few words after it, pinyin run together between Chinese words, a person's verb in the
present or the progressive, "tried" and "obtained" as only a person does them. And what stays no one: a
letter that numbers an appendix, a product recalled, a maker's model letter, a care home said to be one, a hospital
named after someone, a name field left to be filled in, Fraser guidelines, a festival's lunar date.
"""

from __future__ import annotations

import pytest

from rootcause.domain.phi.detect import find_phi


def kinds(text: str) -> set[str]:
    return {f.kind for f in find_phi(text)}


@pytest.mark.parametrize(("text", "kind"), [
    (r"Board note pasted as \textbf{Ei}\textit{lís} \textsc{Mc}Garrity - check the draft.", "person_name"),
    ("Handover copied from the web form: <b>Sio</b>bhán Delaney in bay 6.", "person_name"),
    ("Wristband re-printed for Ró<!-- -->nán Kearney at 04:00.", "person_name"),
    ('Interface message: <name><family value="Whitcombe"/><given value="Harriet"/></name>', "person_name"),
    ("<patient><given>Thuy</given><family>Nguyen</family></patient>", "person_name"),
    ("Results were copied for Tadhg O'Rourke - no second check.", "person_name"),
    ("The family were not told that Mereana Kingi was deteriorating on the ward.", "person_name"),
    ("It was a hard call for a gentleman of ninety-four, so the registrar was asked.", "age_over_89"),
    ("Falls review: the lady in side room 3 (97 next week) had no sensor mat.", "age_over_89"),
    ("Letters went to 17 Hartley-Wood Road for six weeks.", "address"),
    ("Reply to her son at davor.kuzmic klammeraffe gmail punkt com if needed.", "email"),
    ("蔡淼淼小朋友今晨體溫 38.6 度，已通知值班醫師。", "person_name"),
    ("掛號系統資料：姓氏欄＝鍾；名字欄＝承翰。", "person_name"),
    ("The tribunal upheld the finding against Respondent Hope L. Varga's registration.", "person_name"),
    ("Overnight Sorcha was reviewed twice by the registrar.", "person_name"),
    ("export: INSERT INTO obs VALUES (7, 'Bay 2', 'Tiernan', 'Aisling', '04:15');", "person_name"),
    ('row pasted from the audit sheet: "Ó Murchú","Eoghan","bed 12","no harm"', "person_name"),
    ("家屬說病人是民國三十八年正月初五生，身分證遺失。", "date_of_birth"),
    ("回診單寄到 406 臺中市北屯區崇德路 3XX 巷 21 號。", "address"),
    ("地址欄：縣市：嘉義市／路段：民族路／號：127 號", "address"),
    ("腕帶號碼 4 4 1 9 0 2 7 3 無法掃描，改人工輸入。", "medical_record"),
    ("Interpreter wrote the name as Σταύρος Παπαδάκης on the consent form.", "person_name"),
    ("Label typed by the agency: Katarzyna Лewandowska, bay 11.", "person_name"),
    ("Home visit booked; Eircode T12 X4K7, the blue door.", "address"),
    ("兒子說用 LINE 比較方便，ID：kaiwen_1987", "person_name"),
    ("交班：今天 huangyating 那床要抽血。", "person_name"),
    ("It turned out that Kahurangi had been trying to reach the call bell.", "person_name"),
    ("Overnight Tuilagi obtained a lighter from another resident.", "person_name"),
    ("Wojtaszek presents the following grounds of appeal.", "person_name"),
])
def test_a_hidden_or_labelled_identifier_is_found(text, kind):
    assert kind in kinds(text)


@pytest.mark.parametrize("text", [
    "Escalation criteria are listed in appendix C. Reviews go to the panel within 60 days.",
    "Batch 22K19 Venflon recalled - quarantine the ward stock.",
    "The defibrillator (Lifepak R Series) failed its daily check.",
    "Aldermoor Lodge is a nursing home facility next to the hospital.",
    "Transfer delayed because the Lyell McEwin was on bypass.",
    "The pump was being used on another patient at the time.",
    "姓名欄位：待補，請家屬明日提供。",
    "病房今天有三位小朋友發燒，已加強洗手宣導。",
    "Fraser guidelines were followed before the implant was fitted.",
    "values ('Paracetamol', 'Oral', 'Daily', 'Yes') were exported for the audit.",
    "農曆正月十五元宵節活動因疫情取消。",
    "手圈條碼掃不到，已重新列印並通知資訊室。",
    "An α-blocker was started and the K⁺ was 4.1; Δ from baseline noted.",
    "The Eircode look-up failed, so the crew used the map.",
    "IV line flushed, id: 4471 on the pump.",
    "會議改用 zhongshan 路口的會議室。",
    "The cluster of deaths was not acted on, Fairfax reports.",
    "Consent obtained and the site was marked.",
])
def test_a_sentence_without_an_identifier_stays_writable(text):
    assert find_phi(text) == []
