"""Keeps the most recent document embeddings so that queries can be answered without re-encoding."""

_LATEST = {}


def remember(name, value):
    _LATEST[name] = value  # expect: JXL202


def recall(name):
    return _LATEST[name]
