"""Letters that show other letters: look-alikes, letters drawn in a box, a circle or a bracket, Braille, and Latin
letters with a stroke, each read as the letter (or digit) a reader sees. Tables only; ``canonical`` applies them.
"""

from __future__ import annotations

__all__ = ["CONFUSABLES", "ENCLOSED_LETTERS", "STROKED"]

# Latin letters drawn in a bracket, a box or a circle, filled or not, and the regional-indicator letters that pair into
# flags ("🅷🅴🅽🆁🅸🅴🆃🆃🅰", "⒠⒰⒩⒤⒞⒠", "🇧🇷🇴🇳🇮🇸🇱🇦🇼"), as the text generators make them: each is the letter it shows,
# one for one (NFKC makes a bracketed one three characters, and leaves the filled ones and the indicators alone).
ENCLOSED_LETTERS = {chr(first + i): chr(base + i) for first, base in (
    (0x1F110, 0x41), (0x1F130, 0x41), (0x1F150, 0x41), (0x1F170, 0x41), (0x1F1E6, 0x41), (0x249C, 0x61))
    for i in range(26)} | {  # (and Braille's letters: "⠊⠋⠑⠕⠍⠁" is "ifeoma")
    chr(0x2800 + dots): letter for letter, dots in zip("abcdefghijklmnopqrstuvwxyz", (
        1, 3, 9, 25, 17, 11, 27, 19, 10, 26, 5, 7, 13, 29, 21, 15, 31, 23, 14, 30, 37, 39, 58, 45, 61, 53),
        strict=True)} | {  # (digits in a filled or a double circle, which NFKC leaves alone: "⓿❼❼⓿⓿ ❾⓿⓿", "➊➋")
    chr(first + i): str(i + offset) for first, offset, count in (
        (0x2776, 1, 10), (0x2780, 1, 10), (0x278A, 1, 10), (0x24F5, 1, 10), (0x24EB, 11, 10))
    for i in range(count)} | {"⓿": "0"} | {  # (and the Coptic letters that copy Greek capitals: "Ⲁⲛⲛⲁ Ⲕⲟⲧⲉⲕ", with
    # the lunate sigma, "ϹΗΙU", which NFKC would make a Σ)
    chr(0x2C80 + 2 * k + case): (latin.lower() if case else latin)
    for k, latin in {0: "A", 1: "B", 4: "E", 6: "Z", 7: "H", 9: "I", 10: "K", 12: "M", 13: "N", 15: "O", 17: "P",
                     18: "C", 19: "T", 20: "Y", 22: "X"}.items() for case in (0, 1)} | {
    "Ϲ": "C", "ϲ": "c", "ϳ": "j", "Ϳ": "J"}

# Cyrillic and Greek capitals (and the Cyrillic and Greek small letters) that look like Latin ones: an ID pasted as
# "Р240472629" (Cyrillic Er) reads as P. After NFKC, one character for one, so no index changes.
CONFUSABLES = str.maketrans(
    "АВСЕНІЈКМОРЅТХУаеорсухіјѕԁԛԝΑΒΕΖΗΙΚΜΝΟΡΤΥΧοιακνρυχω"  # (Greek small letters that show a Latin one too)
    "ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘʀꜱᴛᴜᴠᴡʏᴢ"  # (small capitals, "ᴍᴀʀɪᴀ": read as the capitals they show)
    # (Armenian and Cherokee letters and dotless or script Latin ones that show a Latin letter: "Rսth Tօmkinsօn")
    "օսոհցզՕՍՏԼᎪᏴᏟᎠᎬᏀᎻᎫᏦᏞᎷᏢᏚᎢᏙᎳ"
    "ᏃᎡᎩıȷɑɡӀӏ"  # (the Cyrillic palochka, capital and small, drawn as I and l)
    "ꓐꓑꓒꓓꓔꓖꓗꓙꓚꓜꓝꓟꓠꓡꓢꓣꓦꓧꓪꓫꓬꓮꓰꓲꓳꓴ"  # (Lisu letters, which copy Latin capitals: "ꓓꓳꓠꓮꓡ")
    "〡〢〣〤〥〦〧〨〩"  # (the Suzhou numerals a market or a pharmacy still writes: 〩〡〥 is 915)
    "ᗩᗷᑕᗪᗴᖴᕼᒍᒪᗰᑎᑭᖇᔕᑌᐯᗯ"  # (Canadian syllabics a "fancy font" site gives for Latin capitals: "ᑭᗴᑎᖇᑌᗪᗪOᑕK")
    "⁄∕"  # (the fraction and division slashes in a date: 14⁄08⁄1936)
    "ʼ",  # (the modifier apostrophe inside a name: Saʼid)
    "ABCEHIJKMOPSTXYaeopcyxijsdqwABEZHIKMNOPTYXoiakvpuxw"
    "ABCDEFGHIJKLMNOPRSTUVWYZ"
    "ounhgqOUSLABCDEGHJKLMPSTVWZRYijagIl"
    "BPdDTGKJCZFMNLSRVHWXYAEIOU"
    "123456789"
    "ABCDEFHJLMNPRSUVW"
    "//"
    "'",
    "ʻ",  # (the ʻokina is dropped: Faʻamoana, Kaʻahanui read as the name rules know Polynesian names, unbroken)
) | {  # the CJK radical forms that stand for a whole character (NFKC folds the Kangxi radicals, not these): "⺩小明"
    first: unified for first, unified in (
        (0x2E84, 0x4E59), (0x2E8C, 0x5C0F), (0x2E8E, 0x5140), (0x2E92, 0x5DF3), (0x2E93, 0x5E7A), (0x2E97, 0x5FC3),
        (0x2E9D, 0x6708), (0x2E9F, 0x6BCD), (0x2EA0, 0x6C11), (0x2EA7, 0x725B), (0x2EA9, 0x738B), (0x2EAB, 0x76EE),
        (0x2EAC, 0x793A), (0x2EAE, 0x7AF9), (0x2EB6, 0x7F8A), (0x2EBC, 0x6708), (0x2EC1, 0x864E), (0x2EC4, 0x897F),
        (0x2EC5, 0x89C1), (0x2EC6, 0x89D2), (0x2EC9, 0x8D1D), (0x2ECB, 0x8F66), (0x2ED1, 0x9577), (0x2ED3, 0x957F),
        (0x2ED4, 0x95E8), (0x2ED7, 0x96E8), (0x2ED8, 0x9752), (0x2ED9, 0x97E6), (0x2EDA, 0x9875), (0x2EDB, 0x98CE),
        (0x2EDC, 0x98DE), (0x2EDD, 0x98DF), (0x2EE2, 0x9A6C), (0x2EE3, 0x9AA8), (0x2EE4, 0x9B3C), (0x2EE5, 0x9C7C),
        (0x2EE6, 0x9E1F), (0x2EE8, 0x9EA6), (0x2EE9, 0x9EC4), (0x2EEC, 0x9F50), (0x2EEF, 0x7ADC), (0x2EF0, 0x9F99),
        (0x2EF1, 0x9F9C), (0x2EF2, 0x4E80), (0x2EF3, 0x9F9F))}

STROKED = {"ø": "o", "Ø": "O", "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ħ": "h", "Ħ": "H", "ŧ": "t", "Ŧ": "T",
            "ð": "d", "Ð": "D", "þ": "th", "Þ": "Th",  # (Icelandic eth and thorn too: Guðrún Þórðardóttir)
            # the hooked and open letters of West African alphabets (Hausa, Yoruba, Akan, Ewe: "Ɗanjuma Ƙabiru"),
            # each read as the letter it is spelled with in English
            "ɓ": "b", "Ɓ": "B", "ɗ": "d", "Ɗ": "D", "ƙ": "k", "Ƙ": "K", "ƴ": "y", "Ƴ": "Y", "ŋ": "n", "Ŋ": "N",
            "ɛ": "e", "Ɛ": "E", "ɔ": "o", "Ɔ": "O", "ƒ": "f", "Ƒ": "F", "ɠ": "g", "Ɠ": "G", "ʋ": "v", "Ʋ": "V",
            # the Azerbaijani schwa, the German sharp s and the joined letters, spelled as English writes them
            # ("Məmmədova", "Großmann", "Cædmon")
            "ə": "e", "Ə": "E", "ß": "ss", "ẞ": "SS", "æ": "ae", "Æ": "Ae", "œ": "oe", "Œ": "Oe"}
