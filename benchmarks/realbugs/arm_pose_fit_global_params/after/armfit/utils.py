"""Shared fit settings, loaded once per run (module-level, as the rest of the package expects)."""

params = {}


def init_params(config):
    params.clear()
    params.update(config)
