"""Which review an event calls for: a full RCA, a focused review, or a learning huddle, and why.

Not every event needs a sixty-minute RCA, and a team that runs one for everything runs them badly. The hint reads
the severity on the SAC scale the case already carries (1 worst; close calls graded by their potential harm, as
the VA NCPS and Taiwan's reporting system grade them) and the event type: events of the kinds treated everywhere
as sentinel or "never" events get a full RCA whatever harm was graded. It is a hint; the safety team decides.
"""

from __future__ import annotations

import re
import unicodedata

from rootcause.domain.model.meeting import ResponseHint

# Kinds of event that call for a full RCA whatever the graded harm (sentinel / never events), by words an event
# type is written in. Each entry: (English name, 中文名稱, pattern on the lower-cased NFKC text).
SENTINEL_KINDS: tuple[tuple[str, str, str], ...] = (
    ("surgery on the wrong site, side, patient or procedure", "手術部位、側別、病人或術式錯誤",
     r"wrong[- ](?:site|side|patient|procedure|level)|開錯|部位錯誤|錯誤部位|側別錯誤"
     r"|病人辨識錯誤.*手術|手術.*病人辨識錯誤"),
    ("an object left in after a procedure", "術後體內遺留異物",
     r"retained (?:foreign|surgical|sponge|object|instrument|guide ?wire)|遺留(?:異物|紗布|器械)|異物遺留|紗布遺留"),
    ("suicide or self-harm in care", "照護中自殺或自傷", r"suicide|self[- ]harm|自殺|自傷"),
    ("an infant taken or given to the wrong family", "嬰兒遭抱走或抱錯",
     r"infant abduction|wrong family|嬰兒.*(?:抱錯|擄|抱走)"),
    ("a transfusion of incompatible blood", "輸注不相容血品",
     r"(?:abo|blood)[- ]incompatib|incompatible (?:blood|transfusion)|輸錯血|血型不符|不相容.*輸血|輸血.*不相容"),
    ("a drug by the wrong route with grave risk", "高危險藥物給錯途徑",
     r"wrong route|intrathecal|鞘內|給藥途徑錯誤|途徑錯誤"),
)
_COMPILED = tuple((en, zh, re.compile(pattern)) for en, zh, pattern in SENTINEL_KINDS)


def _sentinel_kind(event_type: str | None) -> tuple[str, str] | None:
    if not event_type:
        return None
    text = unicodedata.normalize("NFKC", event_type).lower()
    for en, zh, pattern in _COMPILED:
        if pattern.search(text):
            return en, zh
    return None


def proportionate_response(severity: int | None, event_type: str | None, *, recurring: bool = False) -> ResponseHint:
    """The review the event calls for; ``recurring``: similar events happened before (raises a step)."""
    kind = _sentinel_kind(event_type)
    if kind is not None:
        return ResponseHint(kind="full_rca",
                            reason_en=f"The event is {kind[0]}: a sentinel event, which calls for a full RCA whatever "
                                      "harm was graded.",
                            reason_zh=f"本事件屬於{kind[1]}，為警訊事件，不論傷害程度皆應進行完整的根本原因分析。")
    if severity is None:
        return ResponseHint(kind="unknown", reason_en="Grade the severity (SAC 1–4) to see which review fits.",
                            reason_zh="請先評定嚴重度（SAC 1–4），即可看出適合的檢討方式。")
    if severity <= 2:
        return ResponseHint(kind="full_rca",
                            reason_en=f"SAC {severity}: death or major harm calls for a full RCA with a trained "
                                      "facilitator and the people closest to the work.",
                            reason_zh=f"SAC {severity}：死亡或重大傷害應進行完整的根本原因分析，由受過訓練的引導者"
                                      "與最了解第一線作業的人員參與。")
    if severity == 3:
        if recurring:
            return ResponseHint(kind="full_rca",
                                reason_en="SAC 3, and similar events happened before: a recurring pattern calls for "
                                          "a full RCA of the system behind it.",
                                reason_zh="SAC 3，且曾發生類似事件：反覆出現的型態應對背後的系統進行完整的"
                                          "根本原因分析。")
        return ResponseHint(kind="focused_review",
                            reason_en="SAC 3: moderate harm calls for a focused review of the main contributing "
                                      "factors; go to a full RCA if it recurs or shows a weakness of the system.",
                            reason_zh="SAC 3：中度傷害宜針對主要促成因素進行聚焦檢討；若反覆發生或顯示系統缺失，再進行"
                                      "完整的根本原因分析。")
    if recurring:
        return ResponseHint(kind="focused_review",
                            reason_en="SAC 4, but similar events happened before: review them together to find the "
                                      "pattern.",
                            reason_zh="SAC 4，但曾發生類似事件：宜合併檢討以找出共通型態。")
    return ResponseHint(kind="learning_huddle",
                        reason_en="SAC 4: minor or no harm calls for a short learning huddle, and for pooling such "
                                  "events to find patterns; grade a close call by the harm it could have done.",
                        reason_zh="SAC 4：輕度或無傷害宜進行簡短的學習討論，並彙整同類事件找出型態；"
                                  "跡近錯失請依可能造成的傷害評定。")
