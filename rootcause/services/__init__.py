"""Use cases: take primitives and an actor, open one transaction, return pydantic views.

Both faces (Streamlit pages and MCP tools) call these functions and nothing below them.
"""
