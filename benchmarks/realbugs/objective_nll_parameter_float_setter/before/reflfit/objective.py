"""Negative log-likelihood of data given a model and its parameters."""

import jax.numpy as jnp


class Line:
    """y = a + b x."""

    def __init__(self, parameters):
        self.parameters = parameters

    def model(self, x):
        a, b = self.parameters
        return a.value + x * b.value


class Objective:
    def __init__(self, model, x, y, y_err):
        self.model = model
        self.x, self.y, self.y_err = x, y, y_err

    @property
    def parameters(self):
        return self.model.parameters

    def nll(self, pvals):
        self.parameters.pvals = pvals  # expect: JXL202
        residuals = (self.y - self.model.model(self.x)) / self.y_err
        return 0.5 * jnp.sum(residuals ** 2)
