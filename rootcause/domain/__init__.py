"""Pure rules of an RCA: no I/O, no framework imports. One package per room:

- ``model``: the case and the read models every face renders (ids, actor, severity, timeline, validation,
  the JSON document, and the results the other rooms return);
- ``text``: one normal form of text, negation, phrase matching, character n-grams;
- ``phi``: the PHI guard (identifiers of patients and staff in free text);
- ``classify``: the frameworks (HFACS-MES, fishbone 6M, WHO ICPS), their rules and the suggester;
- ``actions``: where a corrective action sits on the action hierarchy;
- ``causal``: the causal-statement linter, the counterfactual check, chain rules, the why tree;
- ``search``: similar-case queries and ranking, recurrence and the cross-case insights;
- ``guidance``: where a case stands and the next step, from the rules above.

Inside ``domain`` modules import each other by module path, never through a package's ``__init__``.
"""
