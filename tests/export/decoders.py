"""Read exported text back the way its consumer would, so tests check meaning, not just syntax.

- Mermaid: what a label *shows* (entity codes decoded the way Mermaid does, ``<br/>`` as line breaks),
  from our source text or from the label text the real parser stored.
- DOT: a small, strict tokenizer and statement parser (enough for the DOT we write) that fails on any
  stray token, so a label that broke out of its quotes cannot pass unnoticed.
"""

from __future__ import annotations

import html
import itertools
import re
from dataclasses import dataclass, field

from rootcause.export.escape import clean_text

_BREAK = re.compile(r"<br\s*/?>")
_SOURCE_ENTITY = re.compile(r"#([A-Za-z0-9_]+);")  # Mermaid's own rule: /#\w+;/ with an ASCII \w
_PLACEHOLDER = re.compile("\ufb02\u00b0(\u00b0?)([A-Za-z0-9_+]+)\u00b6\u00df")


def _entity(name: str) -> str:
    if re.fullmatch(r"\+?\d+", name):
        return chr(int(name))
    decoded = html.unescape(f"&{name};")
    return decoded if decoded != f"&{name};" else f"#{name};"


def mermaid_source_lines(label: str) -> list[str]:
    """The lines a Mermaid label in our source shows (entities decoded, split at ``<br/>``)."""
    return [_SOURCE_ENTITY.sub(lambda m: _entity(m.group(1)), part) for part in _BREAK.split(label)]


def mermaid_parsed_lines(text: str) -> list[str]:
    """The lines a label shows, from the text the parser stored (placeholders for entities)."""
    text = html.unescape(text) if "&" in text else text  # DOMPurify re-serialises text; ours has no raw &<>
    return [_PLACEHOLDER.sub(lambda m: _entity(m.group(2)), part) for part in _BREAK.split(text)]


def unwrapped(lines: list[str]) -> str:
    """The wrapped lines compared as one text (wrapping drops the space at an English break; the
    invisible word joiner that keeps Mermaid's placeholder marks apart does not count)."""
    return "".join(lines).replace(" ", "").replace("\u2060", "")


def shows(lines: list[str], original: str) -> bool:
    """Whether wrapped lines show the original text, allowing for wrapping and white-space clean-up."""
    expected = clean_text(original)
    if not expected:
        return "".join(lines) in ("", "\u200b")  # empty text is a zero-width space in Mermaid, empty in DOT
    return unwrapped(lines) == unwrapped([expected]) and all(line == line.strip() for line in lines)


# --- DOT -----------------------------------------------------------------------------------------------

_DOT_TOKEN = re.compile(
    r"""(?P<ws>\s+)|(?P<comment>//[^\n]*|/\*.*?\*/)|(?P<string>"(?:[^"\\]|\\.)*")
    |(?P<arrow>->|--)|(?P<id>-?(?:\.\d+|\d+(?:\.\d*)?)|[A-Za-z_\u0080-\U0010ffff][\w\u0080-\U0010ffff]*)
    |(?P<punct>[{}\[\]=;,:])""",
    re.X | re.S,
)


def dot_tokens(text: str) -> list[str]:
    tokens: list[str] = []
    pos = 0
    while pos < len(text):
        m = _DOT_TOKEN.match(text, pos)
        if not m:
            raise ValueError(f"stray DOT text at {pos}: {text[pos:pos + 40]!r}")
        if m.lastgroup not in ("ws", "comment"):
            tokens.append(m.group())
        pos = m.end()
    return tokens


def dot_string(token: str) -> str:
    """A DOT ID as written: quotes removed, escapes left for ``dot_label_lines`` to read."""
    return token[1:-1] if token.startswith('"') else token


def dot_label_lines(value: str) -> list[str]:
    """What a plain (non-HTML) Graphviz label shows: ``\\n`` breaks a line, ``\\\\`` and ``\\"`` are literal,
    and then HTML entities are decoded (we only ever write ``&amp;``)."""
    lines, line, i = [], "", 0
    while i < len(value):
        ch = value[i]
        if ch == "\\":
            nxt = value[i + 1] if i + 1 < len(value) else "end of the string"
            if nxt == "n":
                lines.append(line)
                line = ""
            elif nxt in "\\\"":
                line += nxt
            else:
                raise ValueError(f"unexpected escape \\{nxt} in a label: {value!r}")
            i += 2
            continue
        if ch == '"':
            raise ValueError(f"unescaped quote in a label: {value!r}")
        line += ch
        i += 1
    lines.append(line)
    return [ln.replace("&amp;", "&") for ln in lines]


@dataclass
class DotGraph:
    nodes: dict[str, dict[str, str]] = field(default_factory=dict)
    edges: list[tuple[str, str, dict[str, str]]] = field(default_factory=list)
    clusters: dict[str, list[str]] = field(default_factory=dict)
    defaults: dict[str, dict[str, str]] = field(default_factory=dict)


class _DotParser:
    """``digraph ID { stmt* }`` with attr, node, edge and (nested) subgraph statements; strict otherwise."""

    def __init__(self, text: str) -> None:
        self.tokens, self.i, self.graph = dot_tokens(text), 0, DotGraph()

    def peek(self) -> str | None:
        return self.tokens[self.i] if self.i < len(self.tokens) else None

    def take(self, expected: str | None = None) -> str:
        token = self.peek()
        if token is None or (expected is not None and token != expected):
            raise ValueError(f"expected {expected or 'a token'} at token {self.i}, got {token!r}")
        self.i += 1
        return token

    def ident(self) -> str:
        token = self.take()
        if token in "{}[]=;,:" or token in ("->", "--"):
            raise ValueError(f"expected an ID at token {self.i - 1}, got {token!r}")
        return dot_string(token)

    def attrs(self) -> dict[str, str]:
        out: dict[str, str] = {}
        while self.peek() == "[":
            self.take("[")
            while self.peek() != "]":
                key = self.ident()
                self.take("=")
                out[key] = self.ident()
                if self.peek() in (",", ";"):
                    self.take()
            self.take("]")
        return out

    def parse(self) -> DotGraph:
        self.take("digraph")
        if self.peek() != "{":
            self.ident()
        self.block(None)
        if self.peek() is not None:
            raise ValueError(f"text after the graph: {self.tokens[self.i:self.i + 5]}")
        return self.graph

    def block(self, cluster: str | None) -> None:
        self.take("{")
        while self.peek() != "}":
            self.statement(cluster)
            if self.peek() == ";":
                self.take(";")
        self.take("}")

    def statement(self, cluster: str | None) -> None:
        if self.peek() in ("graph", "node", "edge"):
            kind = self.take()
            self.graph.defaults.setdefault(f"{cluster or ''}:{kind}", {}).update(self.attrs())
            return
        if self.peek() == "subgraph":
            self.take()
            name = self.ident()
            self.graph.clusters[name] = []
            self.block(name)
            return
        first = self.ident()
        if self.peek() == "=":
            self.take("=")
            self.ident()
            return
        chain = [first]
        while self.peek() == "->":
            self.take("->")
            chain.append(self.ident())
        attrs = self.attrs()
        if len(chain) == 1:
            self.graph.nodes.setdefault(first, {}).update(attrs)
            if cluster is not None:
                self.graph.clusters[cluster].append(first)
        else:
            self.graph.edges += [(a, b, attrs) for a, b in itertools.pairwise(chain)]


def parse_dot(text: str) -> DotGraph:
    """Nodes, edges and clusters of our DOT; raises ``ValueError`` on anything it does not expect."""
    return _DotParser(text).parse()


# --- what the real parser understood, in our renderers' terms ------------------------------------------

Outline = tuple[list[str], list[tuple[list[str], list[list[str]]]]]  # (effect lines, [(bone lines, causes)])


def ishikawa_outline(shape: dict) -> Outline:
    """Head, branches and items of a parsed ishikawa diagram, as the lines each label shows."""
    root = shape["root"]
    for branch in root["children"]:
        assert all(item["children"] == [] for item in branch["children"]), "a cause grew children"
    return mermaid_parsed_lines(root["text"]), [
        (mermaid_parsed_lines(b["text"]), [mermaid_parsed_lines(i["text"]) for i in b["children"]])
        for b in root["children"]
    ]


def flowchart_outline(shape: dict) -> Outline:
    """Effect and bones of a parsed fishbone flowchart, checking its ids, boxes and edges on the way.

    A bone with causes is box ``g<i>`` holding node ``b<i>`` (its name) then ``b<i>c<j>``; an empty bone
    is a lone node ``b<i>``. Every box or lone node has one edge, to ``effect``, and nothing else is drawn.
    """
    vertices = {v["id"]: v["text"] for v in shape["vertices"]}
    boxes = {s["id"]: s for s in shape["subgraphs"]}
    bones, seen = [], {"effect"}
    for start, end in shape["edges"]:
        assert end == "effect", (start, end)
        i = start[1:]
        if start.startswith("g"):
            box = boxes[start]
            assert box["title"].strip() == "" and box["nodes"][0] == f"b{i}", box
            causes = box["nodes"][1:]
            assert causes == [f"b{i}c{j}" for j in range(1, len(causes) + 1)], box
            seen |= {start, *box["nodes"]}
        else:
            assert start == f"b{i}" and not any(start in b["nodes"] for b in boxes.values()), start
            causes = []
            seen.add(start)
        bones.append((mermaid_parsed_lines(vertices[f"b{i}"]), [mermaid_parsed_lines(vertices[c]) for c in causes]))
    assert [s for s, _ in shape["edges"]] == [("g" if b[1] else "b") + str(k) for k, b in enumerate(bones, start=1)]
    assert set(vertices) == seen and set(boxes) <= seen, set(vertices) ^ seen
    return mermaid_parsed_lines(vertices["effect"]), bones


def outline_shows(outline: Outline, effect: str, branches: list[tuple[str, list[str]]]) -> list[str]:
    """Differences between a parsed outline and what should be drawn (empty when they agree)."""
    problems = []
    head, bones = outline
    if not shows(head, effect):
        problems.append(f"effect {head!r} != {effect!r}")
    if len(bones) != len(branches):
        return [*problems, f"{len(bones)} bones drawn, {len(branches)} expected"]
    for (name_lines, cause_lines), (name, labels) in zip(bones, branches, strict=True):
        if not shows(name_lines, name):
            problems.append(f"bone {name_lines!r} != {name!r}")
        if len(cause_lines) != len(labels):
            problems.append(f"bone {name!r}: {len(cause_lines)} causes drawn, {len(labels)} expected")
            continue
        problems += [f"cause {got!r} != {want!r}" for got, want in zip(cause_lines, labels, strict=True)
                     if not shows(got, want)]
    return problems
