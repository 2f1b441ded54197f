"""Chat accounts after an app's name, and foreigners named after their nationality and role (issue 17).

The examples are the team's own, written for these rules; none comes from a dev or held-out set.
"""

from __future__ import annotations

import pytest

from rootcause.domain.phi.detect import find_phi


def found(text: str) -> list[str]:
    return [text[f.start : f.end] for f in find_phi(text) if f.kind == "person_name"]


@pytest.mark.parametrize(("text", "account"), [
    ("兒子說有事加他的LINE，ID是kaiwen0922，不用打病房電話。", "kaiwen0922"),
    ("Daughter's LINE ID: shuting.lee for updates after hours.", "shuting.lee"),
    ("孫子在IG上用@wu_jiahao_88貼了病房照片。", "@wu_jiahao_88"),
    ("家屬留了微信號 lin_meiyu 給夜班。", "lin_meiyu"),
    ("WhatsApp: rajesh.pillai77 (the son), please call before noon.", "rajesh.pillai77"),
])
def test_an_account_after_a_chat_apps_name_is_its_owners_name(text, account):
    assert found(text) == [account]


@pytest.mark.parametrize(("text", "profile"), [
    ("His niece shared it on facebook.com/rosalind.okafor.82 before the meeting.", "rosalind.okafor.82"),
    ("hxxps://www[.]linkedin[.]com/in/tomas-varga-rn posted the screenshot", "tomas-varga-rn"),
    ("家屬在https://www.instagram.com/lai.yuwen_ 公開發文", "lai.yuwen_"),
])
def test_a_social_profile_address_defanged_or_not_names_its_owner(text, profile):
    assert found(text) == [profile]


def test_a_social_sites_own_pages_name_no_one():
    assert find_phi("Families support each other at facebook.com/groups/sepsis-survivors.") == []


@pytest.mark.parametrize("text", [
    "IV line: saline running at 80 ml/h.",
    "Arterial line flushed; IGRA: negative; IgG normal.",
    "家屬加入病房的LINE群組，接收探病時間通知。",
    "LINE: please phone the ward instead.",
    "FB: pending review by the communications team.",
])
def test_an_iv_line_a_lab_code_or_a_word_after_the_app_is_no_account(text):
    assert find_phi(text) == []


@pytest.mark.parametrize(("text", "name"), [
    ("跌倒發生在越南籍看護阮秋恆陪同如廁時。", "阮秋恆"),
    ("泰籍移工頌猜聽不懂用藥說明。", "頌猜"),
    ("菲律賓籍看護瑪莉亞說病人半夜自行下床。", "瑪莉亞"),
])
def test_a_foreigner_after_nationality_and_role_is_named_without_a_chinese_surname(text, name):
    assert any(part in name for part in found(text))


@pytest.mark.parametrize("text", [
    "泰籍移工在工地跌倒後送醫。",
    "外籍看護表示病人昨晚沒睡。",
    "外籍看護協助翻身時病人跌倒。",
    "本院外籍病人比例逐年增加。",
    "外籍看護人力不足，夜間照顧經驗不足。",
    "病人國籍為越南，需安排通譯。",
])
def test_a_nationality_and_role_before_a_verb_or_a_particle_names_no_one(text):
    assert find_phi(text) == []


def test_herbal_medicines_that_begin_with_a_surname_are_no_names():
    assert find_phi("病人自行服用柴胡、黃芩、當歸等中藥，與warfarin併用後INR上升。") == []


@pytest.mark.parametrize(("text", "name"), [
    ("群組：「@怡萱 你8床的血糖還沒測喔」", "@怡萱"),
    ("Audit log: alert overridden by user lin.yuting_rn at 02:40.", "lin.yuting_rn"),
    ("name written backwards for privacy: nalyaW aniraM — wrong side marked.", "nalyaW aniraM"),
])
def test_a_chat_mention_a_system_user_name_or_a_name_reversed_before_a_dash_is_refused(text, name):
    assert name in found(text)


@pytest.mark.parametrize("text", [
    "@大家 今晚十點消防演練。",
    "@病房 請確認推車。",
    "login: icu.admin at 03:00 for the pump library update.",
])
def test_a_mention_of_everyone_or_a_shared_login_names_no_one(text):
    assert find_phi(text) == []
