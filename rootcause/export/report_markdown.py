"""The report as Markdown with Mermaid blocks: what a quality committee reads (or pastes into a wiki).

One function per section; every piece of user text goes through ``escape`` for its place.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from rootcause.domain.model.case import iso_utc
from rootcause.domain.model.report import ReportData
from rootcause.domain.model.severity import sac_meaning
from rootcause.export.escape import markdown_cell
from rootcause.export.fishbone_mermaid import (
    bone_name,
    fishbone_flowchart,
    fishbone_mermaid,
    ishikawa_crowded,
    parked,
    parking_note,
)
from rootcause.export.report_actions import measure_lines, strength_note
from rootcause.export.report_labels import CRITERIA_SHORT, label, maker, role_name, rule_name
from rootcause.export.report_meeting import meeting_cells
from rootcause.export.why_tree_mermaid import why_tree_mermaid
from rootcause.export.why_tree_text import why_tree_markdown

Labeller = Callable[[str], str]


def _row(cells: Iterable[str]) -> str:
    return "| " + " | ".join(cells) + " |"


def _table(head: Sequence[str], rows: Sequence[Sequence[str]], empty: str) -> list[str]:
    if not rows:
        return [f"_{empty}_"]
    return [_row(head), _row("---" for _ in head), *(_row(r) for r in rows)]


def _md(text: str | None) -> str:
    return markdown_cell(text) if text else "–"


def _header(d: ReportData, L: Labeller) -> list[str]:
    s = d.case.session
    return [f"# {L('report')}: {_md(s.title)}", "",
            f"{L('case_id')} `{s.id}` · {L('framework')} {_md(d.framework_name or s.framework)} · "
            f"{L('status')} {L('status_' + s.status)} · "
            f"{L('generated')} {iso_utc(d.generated_at)}", ""]


def _summary(d: ReportData, L: Labeller) -> list[str]:
    """The summary a person accepted, one paragraph per line (nothing at all while there is none)."""
    text = d.case.session.summary
    lines = [markdown_cell(line) for line in (text or "").splitlines() if line.strip()]
    if not lines:
        return []
    out = [f"## {L('summary')}", ""]
    for line in lines:
        out += [line, ""]
    return out


def _problem(d: ReportData, L: Labeller, lang: str) -> list[str]:
    p = d.case.problem
    sac = f"SAC {p.severity} — {sac_meaning(p.severity, lang)}" if p.severity else L("not_graded")
    rows = [(L(f), _md(getattr(p, f))) for f in ("what", "where", "when", "impact", "detection")]
    return [f"## {L('problem')}", "", *_table(["", ""], [*rows, (L("severity"), sac)], L("none")), ""]


def _timeline(d: ReportData, L: Labeller) -> list[str]:
    rows = [(_md(e.when), _md(e.description), _md(e.source)) for e in d.case.timeline]
    return [f"## {L('timeline')}", "", *_table([L("when"), L("what"), L("source")], rows, L("none")), ""]


def _fishbone(d: ReportData, L: Labeller, lang: str) -> list[str]:
    cov = d.fishbone.coverage
    missing = ", ".join(bone_name(b, lang) for b in d.fishbone.bones if b.code in cov.missing)
    line = f"{L('coverage')}: {cov.covered}/{cov.total}" + (f" ({L('missing')}: {missing})" if missing else "")
    # a crowded board's ishikawa would draw causes over each other: the flowchart keeps every label apart
    drawn = fishbone_flowchart if ishikawa_crowded(d.fishbone, lang=lang) else fishbone_mermaid
    return [f"## {L('fishbone')}", "", "```mermaid", drawn(d.fishbone, lang=lang), "```", "", line, "",
            *_parking_lot(d, L, lang)]


def _parking_lot(d: ReportData, L: Labeller, lang: str) -> list[str]:
    """The causes not placed on a bone yet, listed under the diagram (they are not one of its bones)."""
    items = parked(d.fishbone)
    if not items:
        return []
    return [f"### {L('parking')} ({len(items)})", "", f"_{markdown_cell(parking_note(lang))}_", "",
            *(f"- {markdown_cell(item)}" for item in items), ""]


def _causes(d: ReportData, L: Labeller, lang: str) -> list[str]:
    bones = {b.code: bone_name(b, lang) for b in d.fishbone.bones}
    rows = []
    for c in d.case.causes:
        name = d.hfacs_names.get(c.hfacs_code or "", {}).get(lang, "")
        code = f"{c.hfacs_code} {markdown_cell(name)}".strip() if c.hfacs_code else "–"
        rows.append((_md(bones.get(c.category or "", L("parking"))), _md(c.description), code,
                     L(c.hfacs_state) if c.hfacs_code else "–", _md(c.evidence),
                     L("yes") if c.verified else L("no"), markdown_cell(maker(c.actor_kind, c.actor, lang))))
    head = [L("category"), L("cause"), L("hfacs"), L("state"), L("evidence"), L("verified"), L("made_by")]
    return [f"## {L('causes')}", "", *_table(head, rows, L("none")), ""]


def _why(d: ReportData, L: Labeller, lang: str) -> list[str]:
    """The diagram, then every answer whole (the diagram shortens labels on a big tree), then the root causes."""
    roots = [f"- **{_md(n.text)}** — {L('rationale')}: {_md(n.root_cause_rationale)}"
             + (f" — {L('evidence')}: {_md(n.evidence)}" if n.evidence and n.evidence.strip() else "")
             for n in d.tree.nodes if n.is_root_cause]
    outline = why_tree_markdown(d.tree, lang=lang, causes=d.cause_texts, evidence=True).rstrip("\n")
    return [f"## {L('why')}", "", "```mermaid", why_tree_mermaid(d.tree, lang=lang, causes=d.cause_texts), "```",
            "", f"### {L('why_outline')}", "", outline, "", f"### {L('root_causes')}", "",
            *(roots or [f"_{L('none')}_"]), ""]


def _checks(d: ReportData, L: Labeller, lang: str) -> list[str]:
    crit = [CRITERIA_SHORT[c][1 if lang == "zh-TW" else 0] for c in CRITERIA_SHORT]
    rows = []
    for k in d.checks:
        answers = [L(k.result.criteria[c].answer or "") if k.result.criteria[c].answer else "–" for c in CRITERIA_SHORT]
        verdict = L(k.result.verdict) + (f" ⚠ {L('fails_necessity')}" if k.result.fails_necessity else "")
        rows.append((f"{_md(k.cause_text)} → {_md(k.effect_text)}", L(k.result.level), *answers, verdict))
    return [f"## {L('checks')}", "", *_table([L("link"), L("level"), *crit, L("verdict")], rows, L("none")), ""]


def _chains(d: ReportData, L: Labeller, lang: str) -> list[str]:
    out = [f"## {L('chains')}", ""]
    for chain in d.chains:
        out.append(f"- **{L(chain.verdict)}** — {_md(chain.summary)}")
        out += [f"  - {_md(rule_name(f.rule, lang))}: “{_md(f.matched)}” — {_md(f.hint)}" for f in chain.findings]
    return [*out, *([] if d.chains else [f"_{L('none')}_"]), ""]


def _actions(d: ReportData, L: Labeller, lang: str) -> list[str]:
    rows = []
    for p in d.plan:
        a = p.action
        strength = L(a.effective_strength or "weaker") + strength_note(p, lang, markdown_cell)
        measures = "<br>".join(measure_lines(p, lang, markdown_cell)) or "–"
        rows.append((_md(p.root_cause_text), _md(a.description), strength, _md(a.owner_role), str(a.due or "–"),
                     L(a.status), measures))
    head = [L("root_causes"), L("action"), L("strength"), L("owner"), L("due"), L("status"), L("measures")]
    out = [f"## {L('actions')}", "", *_table(head, rows, L("none"))]
    if d.warnings:
        out += ["", f"**{L('warnings')}**", "", *(f"- {_md(w)}" for w in d.warnings)]
    return [*out, ""]


def _meeting(d: ReportData, L: Labeller, lang: str) -> list[str]:
    cells = meeting_cells(d, lang)
    if cells is None:
        return []
    notes = [(stage, kind, _md(note), at) for stage, kind, note, at in cells.notes]
    return [f"## {L('meeting')}", "", f"**{L('attendees')}:** {_md(', '.join(cells.attendees)) or L('none')}", "",
            f"### {L('notes')}", "", *_table([L("stage"), L("kind"), L("note"), L("at")], notes, L("none")), "",
            f"### {L('sign_off')}", "",
            *_table(["", L("signed_by"), L("signed_at")], [(k, _md(s), at) for k, s, at in cells.sign_offs],
                    L("none")), ""]


def _provenance(d: ReportData, L: Labeller, lang: str) -> list[str]:
    pv = d.provenance
    first = iso_utc(pv.first_change) if pv.first_change else "–"
    last = iso_utc(pv.last_change) if pv.last_change else "–"
    roles = ", ".join(role_name(r, lang) for r in pv.roles)
    return [f"## {L('provenance')}", "", f"- {L('changes')}: {pv.changes_by_people} / {pv.changes_by_agents}",
            f"- {L('roles_used')}: {_md(roles)}", f"- {L('agents_used')}: {_md(', '.join(pv.agents))}",
            f"- {L('unconfirmed')}: {pv.unconfirmed_codes} / {pv.unconfirmed_bones}",
            f"- {L('period')}: {first} → {last}", "", f"## {L('progress')}", "",
            *(f"- [{'x' if c.met else ' '}] {markdown_cell(c.text)}" for c in d.guidance.completion_criteria)]


def render_markdown(data: ReportData, lang: str = "en") -> str:
    """The whole report in ``lang`` (en | zh-TW)."""
    def L(key: str) -> str:
        return label(key, lang)

    parts = [_header(data, L), _summary(data, L), _problem(data, L, lang), _timeline(data, L), _fishbone(data, L, lang),
             _causes(data, L, lang), _why(data, L, lang), _checks(data, L, lang), _chains(data, L, lang),
             _actions(data, L, lang), _meeting(data, L, lang), _provenance(data, L, lang)]
    return "\n".join(line for part in parts for line in part) + "\n"
