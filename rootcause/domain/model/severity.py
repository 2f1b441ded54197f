"""The Safety Assessment Code (SAC) scale used to grade an event's severity.

Taiwan's patient-safety reporting system and the VA NCPS grade actual outcomes 1 (worst) to 4.
The meaning is shown beside the number everywhere, because "SAC 2" alone is easy to misread.
"""

from __future__ import annotations

from rootcause.errors import InvalidInput

SAC_LEVELS: dict[int, tuple[str, str]] = {
    1: ("Death or permanent major harm (sentinel event)", "死亡或永久性重大傷害（警訊事件）"),
    2: ("Major harm: permanent lessening of function or extra surgery", "重度傷害：永久性功能受損或需額外手術"),
    3: ("Moderate harm: extra treatment or longer stay", "中度傷害：需額外處置或延長住院"),
    4: ("Minor or no harm", "輕度傷害或無傷害"),
}


def sac_meaning(level: int, lang: str = "en") -> str:
    en, zh = SAC_LEVELS[level]
    return zh if lang == "zh-TW" else en


def parse_severity(value: object, field: str = "severity") -> int | None:
    """Accept 1-4 (int or digit string, optionally 'SAC 2'); None stays None."""
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    raw = value
    if isinstance(value, str):
        raw = value.strip().upper().removeprefix("SAC").strip()
    if isinstance(raw, bool):
        raw = None
    try:
        level = int(raw) if isinstance(raw, int | str) else None
    except ValueError:
        level = None
    if level not in SAC_LEVELS:
        raise InvalidInput(
            field=field,
            en=f"{field} must be a SAC level from 1 (death or major harm) to 4 (minor or no harm).",
            zh=f"{field} 必須是 SAC 等級 1（死亡或重大傷害）到 4（輕度或無傷害）。",
        )
    return level
