"""Bookkeeping for the optimiser report: how many times the objective was evaluated."""

_EVALUATIONS = 0


def count_evaluation():
    global _EVALUATIONS
    _EVALUATIONS = _EVALUATIONS + 1  # expect: JXL202


def evaluations():
    return _EVALUATIONS


def reset_evaluations():
    global _EVALUATIONS
    _EVALUATIONS = 0
