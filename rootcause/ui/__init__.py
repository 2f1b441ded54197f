"""Streamlit helpers shared by app.py and the pages: texts (i18n), per-browser state, components.

Only this package, ``app.py`` and ``pages/`` import streamlit; everything here translates between
widgets and the service layer and holds no RCA rule of its own.
"""
