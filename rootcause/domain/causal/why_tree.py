"""Why-tree rules, pure: where a node sits, what it may hang under, and the next question to ask.

A node answers "why?" for its parent: the problem itself (no parent), a fishbone cause, or another
node. A cause counts as the first "why" under the problem, so depth is the number of whys from the
problem down to the node.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from rootcause.errors import InvalidInput

_TRAILING = re.compile(r"[\s。．.!！?？;；,，:：]+$")
MAX_QUOTED = 90


@dataclass(frozen=True)
class NodeLink:
    """What the rules need of a stored node: its parent node, or the cause it hangs under."""

    parent_id: str | None
    cause_id: str | None


def depth(node_id: str, links: Mapping[str, NodeLink]) -> int:
    """Whys from the problem to this node (a node under the problem is 1, under a cause 2)."""
    steps, current, seen = 0, node_id, set()
    while current is not None and current not in seen:
        seen.add(current)
        link = links[current]
        steps += 1
        if link.parent_id is None:
            return steps + (1 if link.cause_id else 0)
        current = link.parent_id
    return steps


def ancestors(node_id: str, links: Mapping[str, NodeLink]) -> list[str]:
    """Node ids from the parent up to the top node (nearest first)."""
    chain, current, seen = [], links[node_id].parent_id, {node_id}
    while current is not None and current not in seen:
        chain.append(current)
        seen.add(current)
        current = links[current].parent_id
    return chain


def find_cycle(links: Mapping[str, NodeLink]) -> str | None:
    """A node whose parents lead back to itself (or into another loop), or None: a walk up from each node
    stops at the top, at a node known to reach it, or at a node seen twice on this walk."""
    reaches_top: set[str] = set()
    for start in links:
        walk: list[str] = []
        on_walk: set[str] = set()
        current: str | None = start
        while current is not None and current not in reaches_top:
            if current in on_walk:
                return current
            walk.append(current)
            on_walk.add(current)
            link = links.get(current)
            current = link.parent_id if link is not None else None
        reaches_top.update(walk)
    return None


def check_reparent(node_id: str, new_parent_id: str | None, links: Mapping[str, NodeLink]) -> None:
    """Refuse a move that would hang a node under itself or under one of its own descendants."""
    if new_parent_id is None:
        return
    if new_parent_id == node_id or node_id in ancestors(new_parent_id, links):
        raise InvalidInput(
            field="parent_id",
            en="parent_id: that would make the node an answer to its own question (a cycle). Pick a node "
               "outside its branch.",
            zh="parent_id：這會讓節點成為自己問題的答案（形成循環），請選擇此分支以外的節點。",
        )


def subtree(node_id: str, links: Mapping[str, NodeLink]) -> list[str]:
    """The node and everything beneath it, children after their parent."""
    children: dict[str, list[str]] = {}
    for child, link in links.items():
        if link.parent_id is not None:
            children.setdefault(link.parent_id, []).append(child)
    order, stack = [], [node_id]
    while stack:
        current = stack.pop()
        order.append(current)
        stack.extend(reversed(children.get(current, [])))
    return order


def same_statement(a: str, b: str) -> bool:
    """Two answers that differ only in case, spacing or final punctuation say the same thing."""
    def canon(text: str) -> str:
        return re.sub(r"\s+", " ", _TRAILING.sub("", text)).strip().casefold()
    return canon(a) == canon(b)


def next_question(answer: str, lang: str) -> str:
    """The next "why?", phrased from the answer just given, in the case's language."""
    quoted = _TRAILING.sub("", answer.strip())
    if len(quoted) > MAX_QUOTED:
        quoted = quoted[: MAX_QUOTED - 1].rstrip() + "…"
    if lang == "zh-TW":
        return f"為什麼會發生「{quoted}」？是什麼條件、流程或系統因素造成的？"
    return f"Why did this happen: \u201c{quoted}\u201d? What condition, process or system made it likely?"
