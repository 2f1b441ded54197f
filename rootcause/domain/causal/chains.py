"""Is a causal chain from the problem to a root cause good enough to act on? Pure rules.

A chain is *sound* when it is at least three whys deep, every link has been tested and none failed,
no statement breaks the rules of causation that bind it (``binding_findings``), and its root cause
is a condition of the system, not a person's act (``system_cause``). It is *flawed* when a link
failed its test or the root cause is a person's act or state; otherwise it is *incomplete*.
Findings are listed for every step.
"""

from __future__ import annotations

from collections.abc import Sequence

from rootcause.domain.causal.linter import lint_statement
from rootcause.domain.causal.system_cause import PERSON_ACT_REASONS, PersonAct, person_act
from rootcause.domain.model.chains import ChainLink, ChainReport, LintFinding, Verdict

MIN_DEPTH = 3


def stops_at_individual(link: ChainLink) -> bool:
    """The chain ends at a person's act or state (see ``system_cause``) and goes no deeper."""
    return not link.has_children and person_act(link.text, link.hfacs_code) is not None


# Inside a chain each answer's effect is its parent and its cause is the answer beneath it, so "show cause and
# effect" and "each error or deviation has a preceding cause" bind only the root cause, which must stand on its
# own; a judgement or an omission without a duty is wrong at any step.
BINDING_ABOVE_ROOT = frozenset({"negative_descriptor", "duty_to_act"})


def binding_findings(findings: Sequence[LintFinding], root_id: str) -> list[LintFinding]:
    """The findings that keep a chain from being sound (the others are shown, not counted)."""
    return [f for f in findings if f.node_id == root_id or f.rule in BINDING_ABOVE_ROOT]


def validate_chain(links: Sequence[ChainLink], lang: str = "en") -> ChainReport:
    """Judge one chain; ``links`` run from the top (nearest the problem) down to the root cause."""
    pick = "zh-TW" if lang == "zh-TW" else "en"
    root = links[-1]
    findings = [LintFinding(node_id=link.id, rule=f.rule, matched=f.matched, message=f.message[pick],
                            hint=f.hint[pick]) for link in links for f in lint_statement(link.text)]
    unverified = [link.id for link in links if link.verdict in (None, "open")]
    failed = [link.id for link in links if link.verdict == "not_supported"]
    act = person_act(root.text, root.hfacs_code)
    individual = act is not None and not root.has_children
    shallow = len(links) < MIN_DEPTH
    binding = binding_findings(findings, root.id)
    verdict: Verdict = "flawed" if failed or act else (
        "incomplete" if shallow or unverified or binding else "sound")
    return ChainReport(root_cause_id=root.id, path=[link.id for link in links], depth=len(links), too_shallow=shallow,
                       unverified_links=unverified, failed_links=failed, findings=findings,
                       stops_at_individual=individual, root_person_act=act, verdict=verdict,
                       summary=_summary(len(links), shallow, unverified, failed, findings, act, pick))


def _summary(depth: int, shallow: bool, unverified: list[str], failed: list[str],
             findings: list[LintFinding], act: PersonAct | None, lang: str) -> str:
    zh = lang == "zh-TW"
    parts = [f"深度 {depth}" if zh else f"depth {depth}"]
    if shallow:
        parts.append(f"少於 {MIN_DEPTH} 層" if zh else f"fewer than {MIN_DEPTH} whys")
    if failed:
        parts.append(f"{len(failed)} 個連結未通過檢核" if zh else f"{len(failed)} link(s) failed the test")
    if unverified:
        parts.append(f"{len(unverified)} 個連結尚未檢核" if zh else f"{len(unverified)} link(s) not yet tested")
    if findings:
        parts.append(f"{len(findings)} 項因果敘述問題" if zh else f"{len(findings)} causal-statement finding(s)")
    if act:
        reason = PERSON_ACT_REASONS[act][1 if zh else 0]
        parts.append(f"根本原因是個人行為或狀態，不是系統因素：{reason}" if zh
                     else f"the root cause is an individual's act or state, not a system cause: {reason}")
    return ("；" if zh else "; ").join(parts)
