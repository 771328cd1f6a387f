"""Negative log-likelihood of data given a model and its parameters."""

import jax.numpy as jnp


class Line:
    """y = a + b x."""

    def __init__(self, parameters):
        self.parameters = parameters

    def model(self, x, p=None):
        a, b = self.parameters.pvals if p is None else p
        return a + x * b


class Objective:
    def __init__(self, model, x, y, y_err):
        self.model = model
        self.x, self.y, self.y_err = x, y, y_err

    @property
    def parameters(self):
        return self.model.parameters

    def nll(self, pvals):
        residuals = (self.y - self.model.model(self.x, pvals)) / self.y_err
        return 0.5 * jnp.sum(residuals ** 2)
