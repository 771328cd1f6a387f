"""Relations between model parameters that every sample must satisfy (e.g. an ordering of widths)."""

import jax.numpy as jnp


class GreaterThanAssertion:
    def __init__(self, lower: str, upper: str):
        self.lower = lower
        self.upper = upper

    def __call__(self, arguments):
        return arguments[self.upper] > arguments[self.lower]


class CompoundAssertion:
    def __init__(self, first, second):
        self.first = first
        self.second = second

    def __call__(self, arguments):
        return jnp.logical_and(self.first(arguments), self.second(arguments))
