"""Fixes: `jaxlint --fix`, `--unsafe-fixes`, `--diff`, and the `fix` edits of JSON and SARIF output.

A rule offers a fix on its finding (`Diagnostic.fix_data`: the applicability and what the rewrite needs that only
the analysis knows); builders.py turns the finding's node into its replacement; plan.py finds that node in the
file's own libcst parse, makes the edits (with the imports they need) and applies the ones that do not overlap,
re-linting until nothing is left to fix.
"""
