// Parse Mermaid texts with the real Mermaid parser, many per process (one node start for a whole test).
//
// stdin:  a JSON array of diagram texts.
// stdout: a JSON array, one entry per text: {ok, error, shape}. `shape` is what the parser understood,
//         so tests can check that a hostile label did not add or move a node:
//           ishikawa  -> {type, root: {text, children: [...]}}
//           flowchart -> {type, vertices: [{id, text}], edges: [[start, end]], subgraphs: [{id, title, nodes}]}
//         Label texts are as Mermaid stores them: entities still as placeholders, after DOMPurify.
//
// Mermaid's sanitiser (DOMPurify) needs a DOM even to parse; linkedom is the smallest one that works.
import { parseHTML } from "linkedom";

const { window } = parseHTML("<!doctype html><html><head></head><body></body></html>");
globalThis.window = window;
globalThis.document = window.document;

const { default: mermaid } = await import("mermaid");
mermaid.initialize({ startOnLoad: false, securityLevel: "strict" });

function ishikawaNode(node) {
  return { text: node.text, children: (node.children ?? []).map(ishikawaNode) };
}

function shapeOf(diagram) {
  const db = diagram.db;
  if (typeof db.getRoot === "function") {
    const root = db.getRoot();
    return { type: diagram.type, root: root ? ishikawaNode(root) : null };
  }
  if (typeof db.getVertices === "function") {
    return {
      type: diagram.type,
      vertices: [...db.getVertices().values()].map((v) => ({ id: v.id, text: v.text ?? null })),
      edges: db.getEdges().map((e) => [e.start, e.end]),
      subgraphs: db.getSubGraphs().map((s) => ({ id: s.id, title: s.title, nodes: [...s.nodes] })),
    };
  }
  return { type: diagram.type };
}

async function check(text) {
  try {
    await mermaid.parse(text);
    const diagram = await mermaid.mermaidAPI.getDiagramFromText(text);
    return { ok: true, error: "", shape: shapeOf(diagram) };
  } catch (err) {
    return { ok: false, error: String(err?.message ?? err), shape: null };
  }
}

let input = "";
for await (const chunk of process.stdin) input += chunk;
const texts = JSON.parse(input);
if (!Array.isArray(texts)) throw new Error("stdin must be a JSON array of strings");
const results = [];
for (const text of texts) results.push(await check(String(text)));
process.stdout.write(JSON.stringify(results));
