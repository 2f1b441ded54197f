"""Loaders for the YAML config: the frameworks and their keyword rules (``frameworks``), the action hierarchy
(``action_rules``) and a hospital's PHI word lists (``phi_words``). The files ship in the package
(``builtin/``); ``layers`` holds the one rule for where each is read from (the override folder,
``ROOTCAUSE_CONFIG_DIR``, first). Each loader validates with the domain's pydantic models and turns any problem
into a ConfigError that names the file and the field."""
