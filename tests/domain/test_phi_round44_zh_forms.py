"""Chinese forms the forty-fourth blind round showed (issue 17), each in sentences written for these tests: a chart
number spoken with 萬, a birth date given as 生辰, a student's and a long-term-care client's numbers, an age told as a
birthday feast (九十大壽), nieces and in-laws before a name, who a match found someone to be, four surnames that are
mostly words (冷 宣 谷 於) before a title, and a booking's passenger; and what stays no one: the zhuyin alphabet, a
quarter before a region, food brands, and the birth year of a whole cohort.
"""

from __future__ import annotations

import pytest

from rootcause.domain.phi.detect import find_phi


def kinds(text: str) -> set[str]:
    return {f.kind for f in find_phi(text)}


@pytest.mark.parametrize(("text", "kind"), [
    ("語音轉文字寫成「病歷號三千一百零四萬五千六百七十二」，請更正。", "medical_record"),
    ("家屬要算生辰：民國六十一年八月九日 午時。", "date_of_birth"),
    ("實習生學號 C1123407 已登錄在針扎通報單。", "national_id"),
    ("長照編號 LC2210384756 的服務先暫停。", "national_id"),
    ("阿嬤下個月要辦九十五大壽，家屬希望她能出院。", "age_over_89"),
    ("案甥女 查宜君，晚上會來陪病。", "person_name"),
    ("指紋比對後確認身分為 解志豪，已通知家屬。", "person_name"),
    ("請轉告：宣美玲女士的藥已經改成口服。", "person_name"),
    ("轉院航班乘客 LIN/YAHUI MS 需要輪椅。", "person_name"),
])
def test_numbers_ages_and_names_of_this_round_are_read(text, kind):
    assert kind in kinds(text)


@pytest.mark.parametrize("text", [
    "語言治療使用 ㄅㄆㄇㄈ 注音板，今日指認正確率 70%。",
    "本季雲嘉地區篩檢 120 人，血糖異常 14 人。",
    "衛教時比較萬家香與減鹽醬油的鈉含量。",
    "今年新進護理師多為 89 年次，夜班輔導加強。",
    "病房已於上週完成跌倒預防宣導。",
    "冷敷後腫脹減輕，疼痛分數降為 3 分。",
    "病人於凌晨三點自行下床。",
])
def test_alphabets_regions_brands_cohorts_and_everyday_words_are_no_one(text):
    assert find_phi(text) == []


@pytest.mark.parametrize("text", [
    "本院創院九秩院慶，當日門診照常。",
    "卡片內文「福壽康寧」，由志工分送。",
    "大塚製藥的電解質飲品缺貨，改用口服電解質液。",
    "依廉政倫理規範登錄受贈禮品。",
    "儀器序號 F128305746 與 F128305755 兩台送廠校正。",
])
def test_anniversaries_blessings_firms_ethics_and_serials_are_no_one(text):
    assert find_phi(text) == []


def test_a_persons_spirits_after_their_name_still_name_them():
    assert kinds("當時林晨熙精神尚可，僅有嘔吐。") == {"person_name"}


@pytest.mark.parametrize(("text", "kind"), [
    ("跡近錯失：幸好幸宜蓁小姐手圈有戴，掃描時跳出錯誤。", "person_name"),
    ("B 病區區靜宜小姐的導管已通知 CR。", "person_name"),
    ("Clerk 陳冠廷 量錯手臂，已重測。", "person_name"),
    ("病人一直說「我是管振華，我要回家」，定向感差。", "person_name"),
    ("家屬部落格 https://linmeiling1968.pixnet.net/blog 有病房照片。", "person_name"),
    ("評論者頁面 google.com/maps/contrib/108422937104559821137 已回覆。", "id_number"),
    ("藥袋上印的生年月日 1951. 04. 02.，與護照相同。", "date_of_birth"),
    ("阿嬤年屆白壽，家屬希望舒適護理。", "age_over_89"),
])
def test_titled_surnames_english_roles_self_naming_accounts_and_great_ages_are_read(text, kind):
    assert kind in kinds(text)


@pytest.mark.parametrize("text", [
    "賀卡上寫著「期頤之壽、福壽康寧」。",
    "幸好沒有受傷，已加強巡視。",
    "我是病人的女兒，想了解用藥。",
])
def test_a_blessing_luck_and_a_daughter_speaking_are_no_one(text):
    assert find_phi(text) == []


@pytest.mark.parametrize("text", [
    "教學：伯奇氏淋巴瘤（Burkitt）要防腫瘤溶解；威爾森氏症（Wilson）要驗 ceruloplasmin。",
    "本院總院區地址 嘉義市西區北港路 312 號，申請請寄病歷室。",
    "出席：案妻、社工師、安寧護理師、居家護理師。",
    "主任提醒不要當東郭先生，暴力一律通報。",
])
def test_glossed_eponyms_the_hospitals_address_hospice_roles_and_an_idiom_are_no_one(text):
    assert find_phi(text) == []


def test_a_familys_address_is_still_an_address():
    assert kinds("家屬地址 嘉義市西區北港路 312 號，請寄報告。") == {"address"}


@pytest.mark.parametrize(("text", "kind"), [
    ("打完疫苗苗美華阿姨說手臂痠。", "person_name"),
    ("林炳坤桑是日語世代，衛教請用台語。", "person_name"),
    ("里幹事 程家豪 協助申請急難救助。", "person_name"),
    ("家屬在噗浪發文，網址 plurk.com/chenyawen1988 。", "person_name"),
    ("家屬說用 m.me/lin.meiling.77 私訊最快。", "person_name"),
])
def test_a_titled_surname_after_its_word_the_san_elders_a_village_officer_and_social_links_are_read(text, kind):
    assert kind in kinds(text)


@pytest.mark.parametrize("text", ["疫苗接種完成，無不良反應。", "桑椹汁含鉀高，腎友少喝。"])
def test_a_vaccine_and_mulberries_are_no_one(text):
    assert find_phi(text) == []


@pytest.mark.parametrize("text", ["鑑別診斷要想到菊池氏病與木村氏病。", "營養補充改用「安素」，每日兩罐。"])
def test_diseases_named_after_describers_and_a_nutrition_brand_are_no_one(text):
    assert find_phi(text) == []


@pytest.mark.parametrize(("text", "kind"), [
    ("宅配住址：台南市安南區安和路五段 168 巷 9 弄 4 號 2 樓。", "address"),
    ("評估地點為彰化縣溪湖鎮彰水路二段 392 巷 17 號。", "address"),
    ("新生兒出生時間 113.02.29 23:58，Apgar 8/9。", "date_of_birth"),
    ("病人與室友賴冠宇發生口角。", "person_name"),
    ("Cefazolin 過敏過佳蓉小姐改用 Vancomycin。", "person_name"),
    ("照片內容資訊「作者：賀家琪」，上傳前請清除。", "person_name"),
])
def test_spaced_addresses_birth_times_roommates_and_a_files_author_are_read(text, kind):
    assert kind in kinds(text)


@pytest.mark.parametrize("text", ["急救過程中醫師口頭醫囑 KCl 20 mEq。", "中心靜脈管路 3 號接頭鬆脫。"])
def test_a_process_and_a_line_are_no_one(text):
    assert find_phi(text) == []


def test_two_more_surnames_of_the_registers_are_read():
    assert kinds("佴志明先生明早第一台手術，午夜後禁食。") == {"person_name"}
    assert kinds("26 床（虢秀枝）家屬餵食後嗆咳。") == {"person_name"}
