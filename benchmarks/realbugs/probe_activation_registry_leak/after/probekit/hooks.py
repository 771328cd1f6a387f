"""Collect intermediate activations functionally: each layer adds its output to the dict it returns."""


def capture(captured, name, value):
    return {**captured, name: value}
