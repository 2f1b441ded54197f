"""Report export in every format. Exporting reads only: it never closes or changes the case (see ``closing``)."""

from __future__ import annotations

from typing import Literal

from rootcause.domain.model.validation import require_choice
from rootcause.export.report_markdown import render_markdown
from rootcause.services import case_io
from rootcause.services.frameworks import Frameworks
from rootcause.services.report_data import gather
from rootcause.store import Store

Format = Literal["markdown", "json", "html"]
FORMATS = ("markdown", "json", "html")


def export_report(db: Store, fw: Frameworks, *, session_id: str, format: str | None = None,
                  lang: str | None = None) -> str:
    """The report text in ``format`` (markdown by default) and ``lang`` (the case's language by default)."""
    kind = require_choice("format", format or "markdown", FORMATS)
    if kind == "json":
        return case_io.export_case_json(db, session_id=session_id)
    data = gather(db, fw, session_id=session_id, lang=lang)
    language = lang or data.case.session.language
    if kind == "html":
        from rootcause.export.report_html import render_html

        return render_html(data, language)
    return render_markdown(data, language)
