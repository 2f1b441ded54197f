"""The sentences a strength rating's reason is built from, in both languages (the rater fills them in)."""

from __future__ import annotations

__all__ = ["TEXT"]

TEXT = {
    "en": {
        "main": "{strength}: {category} (matched {cues}). {explanation}",
        "mixed": " Other parts are weaker ({names}); a mixed action is rated by its strongest part.",
        "negated": " Negated or set aside, so not counted: {cues}.",
        "topic": " Only the subject of another action, not an action itself: {cues}.",
        "setting": " Only the setting the action applies to, not the action: {cues}.",
        "generic": " Only a general word matched; name the concrete change to be sure.",
        "construct": " Recognised from the wording of the sentence rather than a listed phrase.",
        "none": "{strength}: {reason}",
        "q": "“{}”", "sep": ", ",
    },
    "zh-TW": {
        "main": "{strength}：{category}（符合{cues}）。{explanation}",
        "mixed": "其他部分較弱（{names}）；混合措施以其中最強的部分評定。",
        "negated": "以下詞語被否定或排除，不列入計算：{cues}。",
        "topic": "以下詞語只是其他措施的內容，不視為獨立措施：{cues}。",
        "setting": "以下詞語只是措施適用的情境，不是措施本身：{cues}。",
        "generic": "僅符合一般性詞語，請寫出具體的改變以便確認。",
        "construct": "由句子結構辨識，而非清單中的既定詞語。",
        "none": "{strength}：{reason}",
        "q": "「{}」", "sep": "、",
    },
}
