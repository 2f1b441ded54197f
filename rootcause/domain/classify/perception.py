"""What a person perceived wrongly, and what they took for something else: the reading that makes an act a perceptual
error (UA-PE) rather than a slip, in English and in Chinese (``reading.read`` asks).
"""

from __future__ import annotations

import re

__all__ = ["PERCEIVED", "misperceptions"]

# What a person perceived wrongly makes the act a perceptual error: "misheard the name ... drew the wrong sample",
# 把「B」看成「8」.
PERCEIVED = re.compile(r"(?<![a-z])(?:mis(?:heard|read|saw|perceived|took|identified)|could not (?:see|hear|read)|"
                       r"did not (?:see|hear|notice)|(?:looked|sounded) (?:alike|similar))(?![a-z])"
                       r"|看成|看錯|聽錯|聽成|誤認|誤讀|誤看|沒看到|沒聽到")
# What was taken for something else is a perceptual error, whatever the act that followed: "mistook the vial for",
# "has been misinterpreted", "misunderstood the information", 將尿液當成生理食鹽水 (not "misunderstood how to").
_MISPERCEIVED = re.compile(
    r"(?<![a-z])(?:mistook|mistaken for|misinterpret(?:ed|s|ing|ation)?(?! how)|misunderst(?:ood|and|anding)"
    r"(?! how)|confused (?:[a-z-]+ ){1,3}(?:with|for)|misjudged (?:the |a |an )?(?:colou?r|shade|distance|depth|size|"
    r"level|volume|sound|tone|position|length|height)"
    # what one said and another heard differently: 'ordered "2 mg" but the nurse heard "10 mg"'
    r"|but (?:the |she |he |they |it was )?(?:[a-z]+ ){0,2}heard(?= (?:it |this |that )?(?:as )?[\"“'‘]))(?![a-z])"
    r"|將[^，。；：,;]{1,16}?(?:當成|當作|誤認為|誤認成|看成)|誤將[^，。；：,;]{1,16}?(?:認為|以為|視為|聽成)|誤認|錯認|認錯")
# 把…當 is "treat as" as often as "take for" (把開刀量當作績效指標): taken for something else only where the sentence
# says something went wrong (誤把生理食鹽水當成退燒針, 法醫把老婦當老翁解剖…出錯).
_TAKEN_FOR_ZH = re.compile(r"把[^，。；：,;]{1,16}?(?:當成|當作|當做|誤認為|看成|當(?![天日時班下晚中場地事然成作做]))")


def misperceptions(norm: str) -> list[re.Match[str]]:
    """Every place the statement says something was taken for something else."""
    found = list(_MISPERCEIVED.finditer(norm))
    if ("誤" in norm or "錯" in norm) and "把" in norm:
        found += _TAKEN_FOR_ZH.finditer(norm)
    return found
