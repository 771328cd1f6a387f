"""Gradient search over a model's parameter vector."""

import jax
import jax.numpy as jnp


class GradientSearch:
    def __init__(self, model_cls, steps=5, rate=0.1):
        self.model_cls = model_cls
        self.steps = steps
        self.rate = rate

    def fit(self, analysis, start):
        def objective(vector):
            return -analysis.log_likelihood_function(self.model_cls(*vector))

        gradient = jax.jit(jax.grad(objective))
        vector = jnp.asarray(start)
        for _ in range(self.steps):
            vector = vector - self.rate * gradient(vector)
        return vector
