"""Loaders for the YAML under ``ROOTCAUSE_CONFIG_DIR``: the frameworks and their keyword rules
(``frameworks``) and the action hierarchy (``action_rules``). Each validates with the domain's pydantic
models and turns any problem into a ConfigError that names the file and the field."""
