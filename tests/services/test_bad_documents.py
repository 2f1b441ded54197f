"""Import is a validator first: every bad document in the corpus, and any mutation of a real export, gets one
clean refusal (or imports whole), never a traceback and never a partial case."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from full_case import build_complete_case
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rootcause.errors import RootCauseError
from rootcause.services import case_io, report_export, sessions

CORPUS = [json.loads(line) for line in
          (Path(__file__).resolve().parents[1] / "data" / "bad_case_documents.jsonl").read_text("utf-8").splitlines()
          if line.strip()][1:]  # (the first line says what the corpus is)


@pytest.fixture
def export(db, fw, facilitator, bot) -> dict[str, Any]:
    sid = build_complete_case(db, fw, facilitator, bot)
    return json.loads(report_export.export_report(db, fw, session_id=sid, format="json"))


def _apply(doc: dict[str, Any], ops: list[dict[str, Any]]) -> str | bytes:
    doc = copy.deepcopy(doc)
    for op in ops:
        kind = op["op"]
        if kind == "raw":
            return op["text"].encode("latin-1") if op.get("latin1") else op["text"]
        if kind == "cycle":  # the first why node hangs under the last: a loop through the chain
            doc["why_nodes"][0]["parent_id"] = doc["why_nodes"][-1]["id"]
            continue
        if kind == "self_parent":
            doc["why_nodes"][0]["parent_id"] = doc["why_nodes"][0]["id"]
            continue
        *parents, last = op["path"]
        target: Any = doc
        for key in parents:
            target = target[key]
        if kind == "set":
            target[last] = op["value"]
        elif kind == "drop":
            del target[last]
        elif kind == "copy":
            target[last].append(copy.deepcopy(target[last][op["from"]]))
    return json.dumps(doc, ensure_ascii=False)


def _cases(db) -> int:
    return sessions.list_sessions(db, status="all", limit=1000).total


def test_the_corpus_holds_forty_kinds_of_bad_document():
    assert len(CORPUS) >= 40 and len({item["name"] for item in CORPUS}) == len(CORPUS)


@pytest.mark.parametrize("item", CORPUS, ids=[item["name"] for item in CORPUS])
def test_each_bad_document_is_one_clean_refusal_and_imports_nothing(db, fw, facilitator, export, item):
    before = _cases(db)
    with pytest.raises(RootCauseError) as refused:
        case_io.import_case(db, fw, document=_apply(export, item["ops"]), actor=facilitator)
    message = refused.value.message("en")
    assert item["expect"].lower() in message.lower() or item["expect"] in (refused.value.field or ""), message
    assert refused.value.message("zh-TW") != message and "Traceback" not in message
    assert _cases(db) == before


_LEAVES = st.one_of(st.none(), st.booleans(), st.integers(min_value=-(2**80), max_value=2**80), st.floats(),
                    st.text(max_size=50), st.just("x" * 5000), st.lists(st.integers(), max_size=3),
                    st.dictionaries(st.text(max_size=5), st.integers(), max_size=2))


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            out += _paths(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            out += _paths(item, (*path, index))
    return out


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_any_mutation_of_an_export_imports_whole_or_is_refused_cleanly(db, fw, facilitator, export, data):
    paths = [p for p in _paths(export) if p]
    path = data.draw(st.sampled_from(paths))
    mutated = copy.deepcopy(export)
    target: Any = mutated
    for key in path[:-1]:
        target = target[key]
    if data.draw(st.booleans()) and isinstance(target, dict):
        del target[path[-1]]
    else:
        target[path[-1]] = data.draw(_LEAVES)
    before = _cases(db)
    try:
        case_io.import_case(db, fw, document=json.dumps(mutated, default=str), actor=facilitator)
    except RootCauseError as refused:
        assert refused.message("en") and _cases(db) == before  # never a partial case
    else:
        assert _cases(db) == before + 1  # imported whole


@pytest.mark.parametrize("key", ["Wang Xiao-Ming A123456789", "A123456789", "mrn_00123456", "王小明"])
def test_an_unknown_key_is_refused_without_echoing_it_in_either_language(db, fw, facilitator, export, key):
    """An identifier typed as a key (an ID number alone fits a field name's shape) is written (key), as the repeated
    key's refusal writes it (audit 28): one test, strict_json.plain_key, for both."""
    doc = {**export, "session": {**export["session"], key: 1}}
    with pytest.raises(RootCauseError) as refused:
        case_io.import_case(db, fw, document=json.dumps(doc, ensure_ascii=False), actor=facilitator)
    for lang in ("en", "zh-TW"):
        text = refused.value.message(lang)
        assert "(key)" in text and key not in text and "00123456" not in text
    assert "不是可用的欄位" in refused.value.message("zh-TW") and "Input should" not in refused.value.message("zh-TW")


@pytest.mark.parametrize("blank", ["", "   \n", None])
def test_a_blank_required_text_is_refused_as_required_by_its_path(db, fw, facilitator, export, blank):
    doc = copy.deepcopy(export)
    doc["causes"][0]["description"] = blank
    with pytest.raises(RootCauseError) as refused:
        case_io.import_case(db, fw, document=json.dumps(doc), actor=facilitator)
    assert "causes[0].description" in refused.value.message("en") and "required" in refused.value.message("en")
    assert "為必填" in refused.value.message("zh-TW") and "must be text" not in refused.value.message("en")


@pytest.mark.parametrize(("raw", "expect", "expect_zh"), [
    ('{"schema": "rootcause.case", "schema_version": 2, "schema_version": 1}', "'schema_version' appears twice",
     "出現兩次"),
    ('{"schema": "rootcause.case", "A123456789": 1, "A123456789": 2}', "(key) appears twice", "出現兩次"),
    ('{"schema": "rootcause.case", "problem": {"severity": NaN}}', "NaN and Infinity", "NaN 與 Infinity"),
])
def test_a_repeated_key_or_a_nan_is_refused_without_echoing_a_strange_key(db, fw, facilitator, raw, expect,
                                                                          expect_zh):
    with pytest.raises(RootCauseError) as refused:
        case_io.import_case(db, fw, document=raw, actor=facilitator)
    assert expect in refused.value.message("en") and expect_zh in refused.value.message("zh-TW")
    assert "A123456789" not in refused.value.message("en")
