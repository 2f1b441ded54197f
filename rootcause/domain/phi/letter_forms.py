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
    "ᏃᎡᎩıȷɑɡ"
    "ꓐꓑꓒꓓꓔꓖꓗꓙꓚꓜꓝꓟꓠꓡꓢꓣꓦꓧꓪꓫꓬꓮꓰꓲꓳꓴ"  # (Lisu letters, which copy Latin capitals: "ꓓꓳꓠꓮꓡ")
    "〡〢〣〤〥〦〧〨〩"  # (the Suzhou numerals a market or a pharmacy still writes: 〩〡〥 is 915)
    "ᗩᗷᑕᗪᗴᖴᕼᒍᒪᗰᑎᑭᖇᔕᑌᐯᗯ"  # (Canadian syllabics a "fancy font" site gives for Latin capitals: "ᑭᗴᑎᖇᑌᗪᗪOᑕK")
    "⁄∕"  # (the fraction and division slashes in a date: 14⁄08⁄1936)
    "ʼ",  # (the modifier apostrophe inside a name: Saʼid)
    "ABCEHIJKMOPSTXYaeopcyxijsdqwABEZHIKMNOPTYXoiakvpuxw"
    "ABCDEFGHIJKLMNOPRSTUVWYZ"
    "ounhgqOUSLABCDEGHJKLMPSTVWZRYijag"
    "BPdDTGKJCZFMNLSRVHWXYAEIOU"
    "123456789"
    "ABCDEFHJLMNPRSUVW"
    "//"
    "'",
    "ʻ",  # (the ʻokina is dropped: Faʻamoana, Kaʻahanui read as the name rules know Polynesian names, unbroken)
)

STROKED = {"ø": "o", "Ø": "O", "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ħ": "h", "Ħ": "H", "ŧ": "t", "Ŧ": "T",
            "ð": "d", "Ð": "D", "þ": "th", "Þ": "Th",  # (Icelandic eth and thorn too: Guðrún Þórðardóttir)
            # the hooked and open letters of West African alphabets (Hausa, Yoruba, Akan, Ewe: "Ɗanjuma Ƙabiru"),
            # each read as the letter it is spelled with in English
            "ɓ": "b", "Ɓ": "B", "ɗ": "d", "Ɗ": "D", "ƙ": "k", "Ƙ": "K", "ƴ": "y", "Ƴ": "Y", "ŋ": "n", "Ŋ": "N",
            "ɛ": "e", "Ɛ": "E", "ɔ": "o", "Ɔ": "O", "ƒ": "f", "Ƒ": "F", "ɠ": "g", "Ɠ": "G", "ʋ": "v", "Ʋ": "V",
            # the Azerbaijani schwa, the German sharp s and the joined letters, spelled as English writes them
            # ("Məmmədova", "Großmann", "Cædmon")
            "ə": "e", "Ə": "E", "ß": "ss", "ẞ": "SS", "æ": "ae", "Æ": "Ae", "œ": "oe", "Œ": "Oe"}
