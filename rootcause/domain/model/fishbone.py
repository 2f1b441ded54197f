"""The fishbone board as a pure model: bones (the healthcare 6M plus a case's own), causes, coverage.

Built by the cause services from stored rows and rendered by ``rootcause.export`` (Mermaid, DOT) and
the app. Coverage counts only the six standard bones: a custom bone is welcome but does not stand
in for a category nobody looked at.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from pydantic import BaseModel, ConfigDict

from rootcause.domain.model.case import CauseView

STANDARD_BONES: tuple[str, ...] = ("PEOPLE", "EQUIPMENT", "MATERIAL", "METHOD", "MONITORING", "ENVIRONMENT")


class Bone(BaseModel):
    model_config = ConfigDict(frozen=True)

    code: str
    name: dict[str, str]  # {"en": ..., "zh-TW": ...}
    custom: bool = False
    causes: list[CauseView]


class Coverage(BaseModel):
    model_config = ConfigDict(frozen=True)

    covered: int
    total: int
    rate: float
    missing: list[str]


class FishboneView(BaseModel):
    """The whole board; ``effect`` is the fish's head (the problem, or the case title before there is one)."""

    model_config = ConfigDict(frozen=True)

    session_id: str
    effect: str
    bones: list[Bone]
    parking_lot: list[CauseView]
    coverage: Coverage


def coverage(bones: Iterable[Bone]) -> Coverage:
    """How many of the six standard bones hold at least one cause."""
    filled = {b.code for b in bones if b.causes and not b.custom}
    missing = [code for code in STANDARD_BONES if code not in filled]
    covered = len(STANDARD_BONES) - len(missing)
    return Coverage(covered=covered, total=len(STANDARD_BONES), rate=round(covered / len(STANDARD_BONES), 3),
                    missing=missing)


def build_board(
    *, session_id: str, effect: str, standard: Sequence[tuple[str, dict[str, str]]],
    custom: Sequence[tuple[str, dict[str, str]]], causes: Sequence[CauseView],
) -> FishboneView:
    """Place causes on their bones in their order; a cause without a (known) bone goes to the parking lot."""
    by_bone: dict[str, list[CauseView]] = {}
    parked: list[CauseView] = []
    known = {code for code, _ in (*standard, *custom)}
    for cause in sorted(causes, key=lambda c: (c.position, c.created_at)):
        if cause.category in known:
            by_bone.setdefault(cause.category, []).append(cause)
        else:
            parked.append(cause)
    bones = [Bone(code=code, name=name, custom=False, causes=by_bone.get(code, [])) for code, name in standard]
    bones += [Bone(code=code, name=name, custom=True, causes=by_bone.get(code, [])) for code, name in custom]
    return FishboneView(session_id=session_id, effect=effect, bones=bones, parking_lot=parked,
                        coverage=coverage(bones))
