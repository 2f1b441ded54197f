"""What a person perceived wrongly, and what they took for something else: the reading that makes an act a perceptual
error (UA-PE) rather than a slip, in English and in Chinese (``reading.read`` asks); and the other side of it, items
so alike that the statement blames the likeness (the task's elements, PC-TE, before the act they invited).
"""

from __future__ import annotations

import re

__all__ = ["PERCEIVED", "misperceptions", "similar_items"]

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


# A likeness the statement gives as the reason: "because the names look alike", "given the similarity in design of the
# flowmeters", 因藥名相似而拿錯, 因為2種藥讀音一樣. The items invited the act: the task's elements, not only a slip.
_SIMILAR_CAUSE = re.compile(
    r"(?<![a-z])(?:because|due to|owing to|given|as a result of|caused by|cited as)(?: [a-z-]+){0,6}? "
    r"(?:similar(?:ity|ities)?|(?:look|sound)(?:s|ed)?[ -]?alike|resembl(?:ance|ed|es))(?![a-z])"
    r"|(?:因為|因|由於|導致|造成)[^，。；,;]{0,16}?(?:相似|類似|相像|雷同|讀音一樣|讀音相同|外觀一樣|外型相似|外觀相似)"
    r"|(?:相似|類似|相像|讀音一樣|外觀相似|外型相似)(?:而|所以|以致|導致|造成|容易)")


def similar_items(norm: str) -> list[re.Match[str]]:
    """Every place the statement blames items' likeness for what happened."""
    return list(_SIMILAR_CAUSE.finditer(norm))
