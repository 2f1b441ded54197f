"""The report as one self-contained HTML5 file: what a committee opens offline, prints, or files away.

It shows the same sections and facts as the Markdown report (``report_markdown``), with both diagrams
drawn as inline SVG by ``svg_fishbone`` and ``svg_tree``. The file holds no script (a Content Security
Policy forbids any), no external font, image, stylesheet or link, so it opens the same way anywhere and
years later. Every piece of user text goes through ``escape.html_text``; fixed words come from
``report_labels``. A print stylesheet keeps A4 pages readable: no ink-heavy backgrounds except small
badges, table rows kept whole, diagrams scaled to the page width.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from rootcause.domain.model.case import iso_utc
from rootcause.domain.model.report import ReportData
from rootcause.domain.model.severity import sac_meaning
from rootcause.export.escape import html_text
from rootcause.export.fishbone_mermaid import bone_name, parked, parking_note, ui_language
from rootcause.export.report_actions import measure_lines, strength_note
from rootcause.export.report_labels import CRITERIA_SHORT, label, maker, role_name, rule_name
from rootcause.export.report_meeting import meeting_cells
from rootcause.export.svg_fishbone import FONT_STACK, fishbone_svg
from rootcause.export.svg_tree import why_tree_svg
from rootcause.export.why_tree_text import OutlineLine, marks, why_outline

__all__ = ["render_html"]

Labeller = Callable[[str], str]
HTML_LANG = {"en": "en", "zh-TW": "zh-Hant-TW"}
_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'none'; base-uri 'none'"

_CSS = """
:root { color-scheme: light; }
body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, FONTS; color: #1f2933; background: #f5f7fa;
  margin: 0; line-height: 1.5; font-size: 15px; }
main { max-width: 1180px; margin: 0 auto; padding: 24px 28px 48px; background: #fff; }
h1 { font-size: 1.6rem; margin: 0 0 .3rem; } h2 { font-size: 1.25rem; margin: 2rem 0 .6rem;
  border-bottom: 2px solid #cfd8dc; padding-bottom: .2rem; } h3 { font-size: 1.05rem; margin: 1.2rem 0 .4rem; }
.meta { color: #52606d; font-size: .9rem; margin: 0; }
table { border-collapse: collapse; width: 100%; font-size: .9rem; margin: .4rem 0; }
th, td { border: 1px solid #d9e2ec; padding: 5px 8px; text-align: left; vertical-align: top;
  white-space: pre-line; overflow-wrap: break-word; word-break: keep-all; }
td.w { overflow-wrap: anywhere; word-break: normal; min-width: 8em; }
th { background: #f0f4f8; font-weight: 600; } table.kv th { width: 13em; }
code { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-size: .85em; }
.badge { display: inline-block; padding: 0 .45em; border-radius: .6em; font-size: .8rem; white-space: normal;
  word-break: normal; border: 1px solid currentColor; }
.ok { color: #1b5e20; background: #e8f5e9; } .bad { color: #b71c1c; background: #ffebee; }
.warn { color: #7a4f01; background: #fff8e1; } .muted { color: #616e7c; background: #f5f7fa; }
.empty { color: #616e7c; font-style: italic; }
figure { margin: .6rem 0; } figcaption { color: #52606d; font-size: .85rem; margin-top: .3rem; }
.note { color: #52606d; font-size: .85rem; margin: 0; }
.diagram { overflow-x: auto; border: 1px solid #e4e7eb; border-radius: 6px; background: #fff; }
.diagram svg { display: block; max-width: none; height: auto; }
ul.criteria, ul.outline { list-style: none; padding-left: 0; } .mark { font-size: 1.1em; }
ul.warnings li { color: #7a4f01; }
@media print {
  @page { size: A4; margin: 16mm 13mm 18mm; }
  body { background: none; font-size: 10.5pt; } main { max-width: none; padding: 0; }
  h2 { break-after: avoid; } tr, li, figure figcaption { break-inside: avoid; }
  table { font-size: 9pt; } th, td { padding: 3px 5px; } th { background: none; }
  thead { display: table-header-group; }
  .diagram { overflow: visible; border: none; }
  .diagram svg { max-width: 100%; height: auto; }
  .badge { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
}
""".replace("FONTS", FONT_STACK)


def _t(text: str | None) -> str:
    """User text for HTML, or a dash when there is none."""
    return html_text(text) if text and text.strip() else "–"


def _badge(text: str, tone: str) -> str:
    return f'<span class="badge {tone}">{html_text(text)}</span>'


def _table(head: Sequence[str], rows: Sequence[Sequence[str]], empty: str, wide: Iterable[int] = ()) -> str:
    """A table of already-escaped cells (``head`` is fixed text, escaped here).

    Only the ``wide`` (free-text) columns may break inside a word (or between CJK characters), so short
    cells such as times, dates, bone names and answers stay whole, and one unbroken string cannot widen
    the page.
    """
    if not rows:
        return f'<p class="empty">{html_text(empty)}</p>'
    free = set(wide)
    cells = ['<td class="w">' if i in free else "<td>" for i in range(len(head))]
    ths = "".join(f"<th>{html_text(h)}</th>" for h in head)
    body = "".join("<tr>" + "".join(f"{cells[i]}{c}</td>" for i, c in enumerate(row)) + "</tr>" for row in rows)
    return f"<table><thead><tr>{ths}</tr></thead><tbody>{body}</tbody></table>"


def _section(key: str, title: str, *parts: str) -> str:
    return f'<section id="{key}"><h2>{html_text(title)}</h2>{"".join(parts)}</section>'


def _list(items: Iterable[str], empty: str) -> str:
    lis = "".join(f"<li>{i}</li>" for i in items)
    return f"<ul>{lis}</ul>" if lis else f'<p class="empty">{html_text(empty)}</p>'


def _header(d: ReportData, L: Labeller) -> str:
    s = d.case.session
    meta = (f"{html_text(L('case_id'))} <code>{html_text(s.id)}</code> · {html_text(L('framework'))} "
            f"{_t(d.framework_name or s.framework)} · {html_text(L('status'))} {html_text(L('status_' + s.status))} · "
            f"{html_text(L('generated'))} {iso_utc(d.generated_at)}")
    return f'<header><h1>{html_text(L("report"))}: {_t(s.title)}</h1><p class="meta">{meta}</p></header>'


def _summary(d: ReportData, L: Labeller) -> str:
    """The summary a person accepted, one paragraph per line ("" while there is none)."""
    lines = [line for line in (d.case.session.summary or "").splitlines() if line.strip()]
    return _section("summary", L("summary"), *(f"<p>{html_text(line)}</p>" for line in lines)) if lines else ""


def _problem(d: ReportData, L: Labeller, lang: str) -> str:
    p = d.case.problem
    sac = (f"<strong>SAC {p.severity}</strong> — {html_text(sac_meaning(p.severity, lang))}" if p.severity
           else html_text(L("not_graded")))
    rows = [(html_text(L(f)), _t(getattr(p, f))) for f in ("what", "where", "when", "impact", "detection")]
    body = "".join(f"<tr><th>{k}</th><td>{v}</td></tr>" for k, v in [*rows, (html_text(L("severity")), sac)])
    return _section("problem", L("problem"), f'<table class="kv"><tbody>{body}</tbody></table>')


def _timeline(d: ReportData, L: Labeller) -> str:
    rows = [(_t(e.when), _t(e.description), _t(e.source)) for e in d.case.timeline]
    return _section("timeline", L("timeline"), _table([L("when"), L("what"), L("source")], rows, L("none"), wide=(1,)))


def _fishbone(d: ReportData, L: Labeller, lang: str) -> str:
    cov = d.fishbone.coverage
    missing = ", ".join(bone_name(b, lang) for b in d.fishbone.bones if b.code in cov.missing)
    line = f"{L('coverage')}: {cov.covered}/{cov.total}" + (f" ({L('missing')}: {missing})" if missing else "")
    figure = (f'<figure><div class="diagram">{fishbone_svg(d.fishbone, lang)}</div>'
              f"<figcaption>{html_text(line)}</figcaption></figure>")
    return _section("fishbone", L("fishbone"), figure, _parking_lot(d, L, lang))


def _parking_lot(d: ReportData, L: Labeller, lang: str) -> str:
    """The causes not placed on a bone yet, listed under the diagram (they are not one of its bones)."""
    items = parked(d.fishbone)
    if not items:
        return ""
    return (f'<div class="parking"><h3>{html_text(L("parking"))} ({len(items)})</h3>'
            f'<p class="note">{html_text(parking_note(lang))}</p>{_list(map(html_text, items), L("none"))}</div>')


def _causes(d: ReportData, L: Labeller, lang: str) -> str:
    bones = {b.code: bone_name(b, lang) for b in d.fishbone.bones}
    rows = []
    for c in d.case.causes:
        name = d.hfacs_names.get(c.hfacs_code or "", {}).get(lang) or ""
        code = f"<code>{html_text(c.hfacs_code)}</code> {html_text(name)}".strip() if c.hfacs_code else "–"
        state = _badge(L(c.hfacs_state), "ok" if c.hfacs_state == "confirmed" else "warn") if c.hfacs_code else "–"
        rows.append((_t(bones.get(c.category or "", L("parking"))), _t(c.description), code, state, _t(c.evidence),
                     html_text(L("yes") if c.verified else L("no")), _t(maker(c.actor_kind, c.actor, lang))))
    head = [L("category"), L("cause"), L("hfacs"), L("state"), L("evidence"), L("verified"), L("made_by")]
    return _section("causes", L("causes"), _table(head, rows, L("none"), wide=(1, 4)))


def _evidence(text: str | None, L: Labeller) -> str:
    return f" — {html_text(L('evidence'))}: {_t(text)}" if text and text.strip() else ""


def _outline_item(line: OutlineLine, L: Labeller, lang: str) -> str:
    if line.kind == "problem":
        return f"<strong>{_t(line.text)}</strong>"
    if line.kind == "cause":
        return f"<em>{_t(line.text)}</em>"
    return f"{_t(line.text)}{html_text(marks(line, lang))}{_evidence(line.evidence, L)}"


def _outline(d: ReportData, L: Labeller, lang: str) -> str:
    """Every answer whole, indented by depth (the drawing shortens labels on a big tree)."""
    items = "".join(f'<li style="margin-left:{1.2 * min(line.depth, 12):.1f}em">{_outline_item(line, L, lang)}</li>'
                    for line in why_outline(d.tree, d.cause_texts))  # (deeper than 12 stays at 12: the page has an end)
    return f'<h3>{html_text(L("why_outline"))}</h3><ul class="outline">{items}</ul>'


def _why(d: ReportData, L: Labeller, lang: str) -> str:
    roots = [f"<strong>★ {_t(n.text)}</strong> — {html_text(L('rationale'))}: {_t(n.root_cause_rationale)}"
             + _evidence(n.evidence, L) for n in d.tree.nodes if n.is_root_cause]
    figure = f'<figure><div class="diagram">{why_tree_svg(d.tree, lang, d.cause_texts)}</div></figure>'
    return _section("why", L("why"), figure, _outline(d, L, lang), f"<h3>{html_text(L('root_causes'))}</h3>",
                    _list(roots, L("none")))


def _verdict(verdict: str, L: Labeller) -> str:
    return _badge(L(verdict), {"supported": "ok", "not_supported": "bad"}.get(verdict, "muted"))


def _checks(d: ReportData, L: Labeller, lang: str) -> str:
    crit = [CRITERIA_SHORT[c][1 if lang == "zh-TW" else 0] for c in CRITERIA_SHORT]
    rows = []
    for k in d.checks:
        answers = [html_text(L(a)) if (a := k.result.criteria[c].answer) else "–" for c in CRITERIA_SHORT]
        verdict = _verdict(k.result.verdict, L)
        if k.result.fails_necessity:
            verdict += " " + _badge(f"⚠ {L('fails_necessity')}", "bad")
        rows.append((f"{_t(k.cause_text)} → {_t(k.effect_text)}", html_text(L(k.result.level)), *answers, verdict))
    head = [L("link"), L("level"), *crit, L("verdict")]
    return _section("checks", L("checks"), _table(head, rows, L("none"), wide=(0,)))


def _chains(d: ReportData, L: Labeller, lang: str) -> str:
    tone = {"sound": "ok", "flawed": "bad"}
    items = []
    for chain in d.chains:
        found = "".join(f"<li>{_t(rule_name(f.rule, lang))}: “{_t(f.matched)}” — {_t(f.hint)}</li>"
                        for f in chain.findings)
        items.append(f"{_badge(L(chain.verdict), tone.get(chain.verdict, 'warn'))} {_t(chain.summary)}"
                     + (f"<ul>{found}</ul>" if found else ""))
    return _section("chains", L("chains"), _list(items, L("none")))


def _actions(d: ReportData, L: Labeller, lang: str) -> str:
    tone = {"stronger": "ok", "intermediate": "warn", "weaker": "bad"}
    rows = []
    for p in d.plan:
        a = p.action
        strength = a.effective_strength or "weaker"
        cell = _badge(L(strength), tone.get(strength, "muted"))
        cell += strength_note(p, lang, html_text)
        measures = "<br>".join(measure_lines(p, lang, html_text)) or "–"
        rows.append((_t(p.root_cause_text), _t(a.description), cell, _t(a.owner_role), str(a.due or "–"),
                     html_text(L(a.status)), measures))
    head = [L("root_causes"), L("action"), L("strength"), L("owner"), L("due"), L("status"), L("measures")]
    parts = [_table(head, rows, L("none"), wide=(0, 1, 6))]
    if d.warnings:
        parts.append(f"<h3>{html_text(L('warnings'))}</h3><ul class=\"warnings\">"
                     + "".join(f"<li>⚠ {_t(w)}</li>" for w in d.warnings) + "</ul>")
    return _section("actions", L("actions"), *parts)


def _meeting(d: ReportData, L: Labeller, lang: str) -> str:
    cells = meeting_cells(d, lang)
    if cells is None:
        return ""
    return _section("meeting", L("meeting"),
                    f"<p><strong>{html_text(L('attendees'))}:</strong> "
                    f"{_t(', '.join(cells.attendees)) or html_text(L('none'))}</p>",
                    f"<h3>{html_text(L('notes'))}</h3>",
                    _table([L("stage"), L("kind"), L("note"), L("at")],
                           [tuple(_t(cell) for cell in row) for row in cells.notes], L("none"), wide=(2,)),
                    f"<h3>{html_text(L('sign_off'))}</h3>",
                    _table(["", L("signed_by"), L("signed_at")],
                           [tuple(_t(cell) for cell in row) for row in cells.sign_offs], L("none")))


def _provenance(d: ReportData, L: Labeller, lang: str) -> str:
    pv = d.provenance
    first = iso_utc(pv.first_change) if pv.first_change else "–"
    last = iso_utc(pv.last_change) if pv.last_change else "–"
    roles = ", ".join(role_name(r, lang) for r in pv.roles)
    rows = [(L("changes"), f"{pv.changes_by_people} / {pv.changes_by_agents}"), (L("roles_used"), roles),
            (L("agents_used"), ", ".join(pv.agents)),
            (L("unconfirmed"), f"{pv.unconfirmed_codes} / {pv.unconfirmed_bones}"), (L("period"), f"{first} → {last}")]
    body = "".join(f"<tr><th>{html_text(k)}</th><td>{_t(v)}</td></tr>" for k, v in rows)
    return _section("provenance", L("provenance"), f'<table class="kv"><tbody>{body}</tbody></table>')


def _progress(d: ReportData, L: Labeller) -> str:
    items = "".join(f'<li><span class="mark">{"☑" if c.met else "☐"}</span> {_t(c.text)} '
                    f'{_badge(L("met") if c.met else L("not_met"), "ok" if c.met else "muted")}</li>'
                    for c in d.guidance.completion_criteria)
    return _section("progress", L("progress"), f'<ul class="criteria">{items}</ul>' if items else "")


def render_html(data: ReportData, lang: str = "en") -> str:
    """The whole report in ``lang`` (en | zh-TW) as one HTML5 document that needs nothing else to open."""
    lang = ui_language(lang)

    def L(key: str) -> str:
        return label(key, lang)

    parts = [_header(data, L), _summary(data, L), _problem(data, L, lang), _timeline(data, L), _fishbone(data, L, lang),
             _causes(data, L, lang), _why(data, L, lang), _checks(data, L, lang), _chains(data, L, lang),
             _actions(data, L, lang), _meeting(data, L, lang), _provenance(data, L, lang), _progress(data, L)]
    title = f"{L('report')}: {_t(data.case.session.title)}"
    return (f'<!doctype html>\n<html lang="{HTML_LANG[lang]}">\n<head>\n<meta charset="utf-8">\n'
            f'<meta http-equiv="Content-Security-Policy" content="{_CSP}">\n'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            f'<meta name="generator" content="RootCause">\n<title>{title}</title>\n<style>{_CSS}</style>\n</head>\n'
            f"<body>\n<main>\n" + "\n".join(parts) + "\n</main>\n</body>\n</html>\n")
