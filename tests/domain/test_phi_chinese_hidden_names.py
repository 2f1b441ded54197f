"""Chinese names told without being written whole (issue 17): a surname said or spelled by its parts, zhuyin, a
given name or a nickname alone as a person. The team's own examples, none from a dev or held-out set."""

from __future__ import annotations

import pytest

from rootcause.domain.phi.detect import find_phi


@pytest.mark.parametrize("text", [
    "值班藥師姓蔡，當晚沒有覆核。",
    "家屬說是姓「廖」的那位住院醫師開的藥。",
    "病人說她姓弓長張，不是立早章。",
    "床頭卡用注音寫成 ㄓㄤ ㄒㄧㄠˇ ㄈㄥ，仍可辨識。",
    "俊宏術後第一天自行下床跌倒。",
    "淑芬的家屬要求調閱監視器。",
    "她說大家都叫她阿霞，夜裡常找護理師。",
    "冠廷凌晨自行拔除尿管。",
    "記得幫秀蘭量睡前血糖。",
    "專科護理師吳-佩-珊未覆核醫囑。",
    "看護黎氏香（外籍）發現病人跌倒。",
    "住院醫師 lin2 zhi4 wei3 沒有回電。",
])
def test_a_chinese_name_told_in_parts_or_alone_as_a_person_is_refused(text):
    assert "person_name" in [f.kind for f in find_phi(text)]


@pytest.mark.parametrize("text", [
    "病人姓名欄與手圈不符，已重新列印。",
    "藥袋上的姓氏印錯，藥師攔截。",
    "照顧百姓的健康是醫院的責任。",
    "找不到人可以請教，延誤處置。",
    "小時後再評估疼痛分數。",
    "阿斯匹靈術前已停用七天。",
    "明天術後回診，家屬已知悉。",
    "仁愛的醫護人員未察覺輸血反應。",
    "中/英文版本不一致；藥/食交互作用未評估。",
    "黃氏家族代表要求召開說明會。",
    "q4h x2 doses, then bid3 days.",
])
def test_chinese_words_that_look_like_those_forms_stay_writable(text):
    assert find_phi(text) == []


@pytest.mark.parametrize("text", [
    "看護阿蓮說病人半夜自己下床。",
    "小虎（病童）的點滴被調快。",
    "Jessica（病人女兒）要求調閱病歷。",
])
def test_a_nickname_after_a_role_or_a_name_a_bracketed_role_follows_is_refused(text):
    assert "person_name" in [f.kind for f in find_phi(text)]


@pytest.mark.parametrize("text", [
    "家屬 林🌟志🌟明 要求說明",
    "電話 0️⃣9️⃣1️⃣2️⃣ 3️⃣4️⃣5️⃣ 6️⃣7️⃣8️⃣",
    "地址：高雄市｜苓雅區｜四維三路｜2號",
    "張偉（值班）沒有回電。",
    "Vivian 學姊說十床要先抽血。",
    "白板：7床 葉 NPO、8床 on O2",
    "病人叫 lin mei hua，手圈寫錯",
])
def test_names_phones_and_addresses_in_mixed_scripts_or_split_by_symbols_are_refused(text):
    assert find_phi(text) != []


@pytest.mark.parametrize("text", [
    "藥名|劑量|頻次 未核對 😊",
    "12床 NPO，3床 on O2，病人 ok",
    "3床 高血壓控制不佳",
    "病人 on NG feeding，家屬 ok",
])
def test_tables_beds_and_code_switching_without_a_name_stay_writable(text):
    assert find_phi(text) == []


@pytest.mark.parametrize("text", [
    "三名病人都安全轉出。",
    "其他病人都平安。",
    "七個步驟的條件都達成後才能結案。",
    "家屬表示病人曾有過敏史。",
])
def test_a_surname_that_is_also_an_adverb_after_its_subject_stays_writable(text):
    assert find_phi(text) == []


@pytest.mark.parametrize("text", ["都先生今天跌倒。", "病人曾美華今天跌倒。"])
def test_those_surnames_with_a_title_or_a_common_one_after_a_person_word_are_refused(text):
    assert find_phi(text) != []


@pytest.mark.parametrize("text", [
    "衛生局局長周一嶽昨日表示，將全面檢討。",
    "署長姜至剛指出，藥品安全不能只靠事後通報。",
    "田北辰表示，對於有關新聞感到震驚。",
])
def test_an_official_or_a_speaker_named_before_a_verb_of_speech_is_refused(text):
    assert find_phi(text) != []


def test_offices_and_bodies_that_speak_stay_writable():
    assert find_phi("院方表示將檢討流程。高層表示會改善。林口院區表示已通報。") == []
    assert find_phi("家屬表示不滿；護理部表示會檢討；主任表示同意。") == []


@pytest.mark.parametrize("text", [
    "C區：林 82F / 許 67M",
    "院牧黃神父為家屬祈禱。",
    "先生(阿雄)說她半夜有跌倒。",
    "值班書記 Tiffany 漏登醫囑。",
])
def test_names_in_chinese_ward_shorthand_are_refused(text):
    assert find_phi(text) != []


def test_measures_with_a_letter_after_them_stay_writable():
    assert find_phi("血鉀3.2M，體重60F；病房12F；男 78M") == []
