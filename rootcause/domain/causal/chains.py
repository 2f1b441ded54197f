"""Is a causal chain from the problem to a root cause good enough to act on? Pure rules.

A chain is *sound* when it is at least three whys deep, every link has been tested and none failed,
no statement breaks the rules of causation, and it does not stop at an individual's act. It is
*flawed* when a link failed its test or the chain ends at a person with nothing systemic beneath;
otherwise it is *incomplete*. Findings are listed for every step; rule 1 (cause and effect) counts
against the verdict only for the root cause, because a why answer's effect is its parent.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from rootcause.domain.causal.linter import lint_statement
from rootcause.domain.model.chains import ChainLink, ChainReport, LintFinding, Verdict

MIN_DEPTH = 3

# A person as the whole story: a role in the statement and no condition of the system around them.
_PERSON = re.compile(
    r"\b(nurse|doctor|physician|pharmacist|surgeon|resident|technician|staff member|clinician|midwife|porter)s?\b"
    r"|護理師|護士|醫師|醫生|藥師|技術員|住院醫師|同仁|人員", re.IGNORECASE)
_SYSTEM = re.compile(
    r"\b(process|policy|policies|procedure|protocol|design|system|equipment|device|staffing|workload|roster|"
    r"schedule|layout|label|labell?ing|storage|stock|interface|software|alarm|checklist|culture|budget|"
    r"management|supervis\w*|standard|rule|guideline|training programme|training program|orientation|"
    r"scanner|pump|monitor|tool|supply|supplies|broken|missing|unavailable|shortage|understaffed|short-staffed|"
    r"shift|handoff|handover|interrupt\w*)\b"
    r"|流程|制度|規範|規定|設計|系統|設備|人力|排班|標示|標籤|存放|庫存|介面|軟體|警示|查檢表|文化|預算|管理|督導|標準"
    r"|掃描器|幫浦|監視器|故障|缺少|不足|短缺|交班|班別|打斷|中斷",
    re.IGNORECASE)



def stops_at_individual(link: ChainLink) -> bool:
    """The chain ends at an unsafe act, or at a person with no system condition named, and goes no deeper."""
    if link.has_children:
        return False
    if link.hfacs_code and link.hfacs_code.startswith("UA"):
        return True
    return bool(_PERSON.search(link.text)) and not _SYSTEM.search(link.text)


def validate_chain(links: Sequence[ChainLink], lang: str = "en") -> ChainReport:
    """Judge one chain; ``links`` run from the top (nearest the problem) down to the root cause."""
    pick = "zh-TW" if lang == "zh-TW" else "en"
    root = links[-1]
    findings = [LintFinding(node_id=link.id, rule=f.rule, matched=f.matched, message=f.message[pick],
                            hint=f.hint[pick]) for link in links for f in lint_statement(link.text)]
    unverified = [link.id for link in links if link.verdict in (None, "open")]
    failed = [link.id for link in links if link.verdict == "not_supported"]
    individual = stops_at_individual(root)
    shallow = len(links) < MIN_DEPTH
    # Inside a chain each answer's effect is its parent, so "show cause and effect" binds only the root
    # cause, which must stand on its own as a causal statement; the other rules bind every step.
    binding = [f for f in findings if f.rule != "cause_effect" or f.node_id == root.id]
    verdict: Verdict = "flawed" if failed or individual else (
        "incomplete" if shallow or unverified or binding else "sound")
    return ChainReport(root_cause_id=root.id, path=[link.id for link in links], depth=len(links), too_shallow=shallow,
                       unverified_links=unverified, failed_links=failed, findings=findings,
                       stops_at_individual=individual, verdict=verdict,
                       summary=_summary(len(links), shallow, unverified, failed, findings, individual, pick))


def _summary(depth: int, shallow: bool, unverified: list[str], failed: list[str],
             findings: list[LintFinding], individual: bool, lang: str) -> str:
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
    if individual:
        parts.append("停在個人行為，缺少系統因素" if zh else
                     "stops at an individual's act with nothing systemic beneath")
    return ("；" if zh else "; ").join(parts)
