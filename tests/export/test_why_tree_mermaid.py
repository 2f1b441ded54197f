"""why_tree_mermaid: the tree's shape, its markings, hostile text and big trees, checked with the real parser."""

from __future__ import annotations

import re
from datetime import UTC, datetime

import pytest
from decoders import mermaid_parsed_lines, shows
from mermaid_parser import parse, validate

from rootcause.domain.model.case import LinkState, WhyTree, WhyTreeNode
from rootcause.export.why_tree_mermaid import MAX_EDGES, MAX_TEXT, why_tree_mermaid
from rootcause.export.why_tree_text import why_tree_markdown

WHEN = datetime(2026, 3, 14, 2, 40, tzinfo=UTC)
HOSTILE = [
    'The "heparin" vial', "patient's 'flush'", "[a] (b) {c} <d> [[e]] ((f)) {{g}}", "%% not a comment",
    "%%{init: {'theme': 'dark'}}%% themed?", "a --> b --- c ==> d -.-> e", "end", "graph TD subgraph end",
    "direction TB", "<script>alert('x')</script><img src=x onerror=alert(1)>", "line one\nline two\r\nthree",
    "C# ; x #35; #quot; y;", "lifestyle: #fff; a:b", "a | b || c", "`code` $x$ **bold**", "💉 syringe 👩🏽‍⚕️ nurse 🇹🇼",
    "護理師在夜班時將肝素誤認為胰島素，因為兩者外觀相似。", "", "  ", "class n1 rootCause", "linkStyle 0 stroke:red",
]


def node(ident: str, text: str, *, parent: str | None = None, cause: str | None = None, verdict: str | None = None,
         fails: bool = False, root: bool = False) -> WhyTreeNode:
    return WhyTreeNode(id=ident, version=1, created_at=WHEN, updated_at=WHEN, actor_kind="human", actor="facilitator",
                       parent_id=parent, cause_id=cause, text=text, is_root_cause=root, depth=1, children=[],
                       link_verdict=verdict, fails_necessity=fails)


def tree(nodes: list[WhyTreeNode], problem: str = "Insulin given instead of heparin") -> WhyTree:
    return WhyTree(session_id="ses_test0001", problem=problem, nodes=nodes,
                   root_causes=[n.id for n in nodes if n.is_root_cause], max_depth=0)


def _linked(base: WhyTree, links: dict[str, LinkState]) -> WhyTree:
    """The tree with its causes' own link states (as ``why_tree.get_tree`` fills them from the checks)."""
    return base.model_copy(update={"cause_links": links})


HEPARIN = tree([
    node("why_a", "Nurse drew up insulin for the flush", verdict="supported"),
    node("why_b", "Both vials look alike and sit side by side", parent="why_a", verdict="not_supported", fails=True),
    node("why_c", "Cabinet drawer layout puts them in adjacent pockets", parent="why_b", root=True),
    node("why_d", "Pharmacy restocks by drawer, not by risk", parent="why_a", verdict="open"),
    node("why_e", "No second check for high-alert flushes", cause="cau_k1", verdict="supported", root=True),
])
CAUSES = {"cau_k1": "Double-check policy missing"}


def shape(text: str) -> dict:
    [result] = parse([text])
    assert result["ok"], result["error"]
    return result["shape"]



@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_problem_on_top_causes_as_nodes_and_edges_from_parent_to_child(lang: str) -> None:
    text = why_tree_mermaid(HEPARIN, lang=lang, causes=CAUSES)
    assert text.startswith("flowchart TD\n")
    parsed = shape(text)
    labels = {v["id"]: mermaid_parsed_lines(v["text"]) for v in parsed["vertices"]}
    assert list(labels) == ["problem", "c1", "n1", "n2", "n3", "n4", "n5"]
    assert shows(labels["problem"], "Insulin given instead of heparin")
    assert shows(labels["c1"], "Double-check policy missing")
    assert shows(labels["n1"], "Nurse drew up insulin for the flush")
    assert shows(labels["n3"], "★ Cabinet drawer layout puts them in adjacent pockets")
    assert shows(labels["n5"], "★ No second check for high-alert flushes")
    assert parsed["edges"] == [["problem", "c1"], ["problem", "n1"], ["n1", "n2"], ["n2", "n3"], ["n1", "n4"],
                               ["c1", "n5"]]
    assert parsed["subgraphs"] == []
    assert "problem([" in text and 'c1{{"' in text, "problem and causes are drawn apart from the whys"


@pytest.mark.parametrize(("lang", "necessity"), [("en", "✗ necessity"), ("zh-TW", "✗ 必要性")])
def test_root_causes_failed_and_supported_links_are_marked(lang: str, necessity: str) -> None:
    text = why_tree_mermaid(_linked(HEPARIN, {"cau_k1": LinkState(verdict="supported")}), lang=lang, causes=CAUSES)
    lines = text.splitlines()
    assert "    class n3,n5 rootCause" in lines and any(line.startswith("    classDef rootCause ") for line in lines)
    assert "    class n2 failedLink" in lines
    assert not any(line.startswith("    classDef root ") for line in lines), "Mermaid's top group is class root"
    assert f'    n1 -.->|"{necessity}"| n2' in lines, "a failed necessity is named on its (dashed) edge"
    edges = [line.strip() for line in lines if re.match(r"    \w+ (-->|-\.->)", line)]
    style = {int(i): rest for line in lines if line.startswith("    linkStyle ")
             for indexes, rest in [line.split()[1:3]] for i in indexes.split(",")}
    green, red, grey = "stroke:#2e7d32", "stroke:#c62828", "stroke:#9e9e9e"
    expected = {"problem --> c1": green, "problem --> n1": green, "n2 --> n3": grey, "n1 --> n4": grey,
                "c1 --> n5": green}
    for i, edge in enumerate(edges):
        wanted = red if "-.->" in edge else expected[edge]
        assert style[i].startswith(wanted), (edge, style[i])
    assert "dasharray" in style[edges.index(f'n1 -.->|"{necessity}"| n2')]
    shape(text)


def test_a_failed_cause_link_and_a_failed_link_without_necessity() -> None:
    failed = tree([node("why_a", "A", cause="cau_k1"), node("why_b", "B", parent="why_a", verdict="not_supported")])
    text = why_tree_mermaid(_linked(failed, {"cau_k1": LinkState(verdict="not_supported", fails_necessity=True)}),
                            causes=CAUSES)
    assert '    problem -.->|"✗ necessity"| c1' in text.splitlines()
    assert "    n1 -.-> n2" in text.splitlines(), "not supported for another reason: dashed, no necessity label"
    assert "    class c1,n2 failedLink" in text.splitlines()
    shape(text)


def test_hostile_text_stays_text_in_every_box() -> None:
    nodes = [node(f"why_{i:03d}", text, parent=f"why_{i - 1:03d}" if i % 3 else None, root=i % 4 == 0,
                  verdict="not_supported" if i % 5 == 1 else None, fails=i % 5 == 1)
             for i, text in enumerate(HOSTILE)]
    causes = {"cau_x": 'Cause "end" --> [x] %%'}
    nodes.append(node("why_zz", "under a hostile cause", cause="cau_x"))
    texts = [why_tree_mermaid(tree(nodes, problem=problem), lang=lang, causes=causes)
             for problem in HOSTILE for lang in ("en", "zh-TW")]
    results = parse(texts)
    for text, result, problem in zip(texts, results, [p for p in HOSTILE for _ in (1, 2)], strict=True):
        assert result["ok"], (problem, result["error"])
        vertices = {v["id"]: mermaid_parsed_lines(v["text"]) for v in result["shape"]["vertices"]}
        assert len(vertices) == len(nodes) + 2, "no label added or swallowed a node"
        assert len(result["shape"]["edges"]) == len(nodes) + 1
        for i, original in enumerate(HOSTILE, start=1):
            shown = f"★ {original}" if (i - 1) % 4 == 0 else original
            if original.strip():
                assert shows(vertices[f"n{_order(nodes)[i - 1]}"], shown), (original, vertices)
        assert shows(vertices["c1"], causes["cau_x"])
        if problem.strip():
            assert shows(vertices["problem"], problem)
        assert all(re.fullmatch(r"problem|c\d+|n\d+", ident) for ident in vertices), "ids are generated"
        assert "<script" not in text and "%%" not in text


def _order(nodes: list[WhyTreeNode]) -> list[int]:
    """The generated number of each hostile node (drawn depth first, causes' branches after the problem's)."""
    children: dict[str | None, list[int]] = {}
    for i, n in enumerate(nodes[: len(HOSTILE)]):
        children.setdefault(n.parent_id, []).append(i)
    out, stack, number = [0] * len(HOSTILE), list(reversed(children[None])), 0
    while stack:
        i = stack.pop()
        number += 1
        out[i] = number
        stack.extend(reversed(children.get(nodes[i].id, [])))
    return out


def test_empty_tree_and_missing_texts_get_placeholders() -> None:
    [only] = shape(why_tree_mermaid(tree([], problem="  ")))["vertices"]
    assert only["id"] == "problem" and shows(mermaid_parsed_lines(only["text"]), "(no problem statement yet)")
    zh = why_tree_mermaid(tree([node("why_a", "A", cause="cau_gone")], problem=""), lang="zh-TW")
    labels = {v["id"]: mermaid_parsed_lines(v["text"]) for v in shape(zh)["vertices"]}
    assert shows(labels["problem"], "（尚未填寫問題）") and shows(labels["c1"], "（原因）")


def test_output_is_deterministic() -> None:
    first = why_tree_mermaid(HEPARIN, causes=CAUSES)
    assert all(why_tree_mermaid(HEPARIN, causes=dict(CAUSES)) == first for _ in range(3))


@pytest.mark.parametrize("chain", [False, True], ids=["bushy", "one long chain"])
def test_a_500_node_tree_renders_whole(chain: bool) -> None:
    text_of = "Because the dispensing cabinet stores look-alike vials side by side, step {i} followed"
    nodes = [node(f"why_{i:04d}", text_of.format(i=i), verdict=("supported", "not_supported", None)[i % 3],
                  parent=(f"why_{i - 1:04d}" if chain else f"why_{(i - 1) // 3:04d}") if i else None,
                  fails=i % 6 == 1, root=i % 50 == 49) for i in range(500)]
    text = why_tree_mermaid(tree(nodes))
    assert len(text) <= MAX_TEXT, "Streamlit's Mermaid refuses more than 50,000 characters"
    parsed = shape(text)
    assert len(parsed["vertices"]) == 501 and len(parsed["edges"]) == 500
    assert "more" not in {v["id"] for v in parsed["vertices"]}


def test_a_tree_past_mermaids_limits_is_cut_with_a_note() -> None:
    nodes = [node(f"why_{i:04d}", f"Answer number {i} " + "with a long explanation " * 6,
                  parent=f"why_{(i - 1) // 2:04d}" if i else None) for i in range(900)]
    text = why_tree_mermaid(tree(nodes), lang="en")
    assert len(text) <= MAX_TEXT
    parsed = shape(text)
    assert len(parsed["edges"]) <= MAX_EDGES
    note = next(v for v in parsed["vertices"] if v["id"] == "more")
    drawn = len(parsed["vertices"]) - 2  # minus the problem and the note
    expected = f"+{900 - drawn} more whys not drawn: see the list beside the chart"
    assert shows(mermaid_parsed_lines(note["text"]), expected)
    assert ["problem", "n1"] in parsed["edges"], "the shallowest whys are the ones kept"


def test_every_variant_is_accepted_by_the_real_parser() -> None:
    texts = [why_tree_mermaid(_linked(HEPARIN, links), lang=lang, causes=CAUSES)
             for lang in ("en", "zh-TW", "zh_TW", "fr")
             for links in ({}, {"cau_k1": LinkState(verdict="not_supported", fails_necessity=True)},
                           {"cau_k1": LinkState(verdict="open")})]
    assert validate(texts) == [(True, "")] * len(texts)


def test_a_chain_thousands_of_whys_deep_is_written_as_markdown_in_order():
    chain = [node("why_0", "Step 0 failed")] + [node(f"why_{i}", f"Step {i} failed", parent=f"why_{i - 1}")
                                               for i in range(1, 3000)]
    text = why_tree_markdown(tree(chain))
    lines = text.splitlines()
    assert len(lines) == 3001 and lines[1] == "  - Step 0 failed" and lines[-1].strip() == "- Step 2999 failed"
    assert lines[-1].startswith("  " * 3000)
