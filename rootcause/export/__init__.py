"""Pure renderers of a case (Mermaid, DOT, later Markdown and HTML) and the one place user text is escaped.

Nothing here touches the store, the services or a UI framework: a renderer takes a read model and returns
text, so the app, the MCP server and the CLI produce the same output from the same view.
"""
