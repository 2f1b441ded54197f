"""The agents' face: an MCP server whose tools are thin wrappers over rootcause.services."""
