"""Intrinsic calibration by gradient descent on the reprojection error."""

import jax
import jax.numpy as jnp

from camcal.projection import project


class Calibrator:
    def __init__(self, points, pixels, learning_rate=1e-4, verbose=True):
        self.points = points
        self.pixels = pixels
        self.learning_rate = learning_rate
        self.verbose = verbose
        self._value_and_grad = jax.jit(jax.value_and_grad(self.cost))

    def cost(self, params):
        error = jnp.mean(jnp.sum((project(params, self.points) - self.pixels) ** 2, axis=1))
        if self.verbose:
            print("reprojection error:", error)  # expect: JXL201
        return error

    def run(self, params, steps):
        for _ in range(steps):
            _, grads = self._value_and_grad(params)
            params = params - self.learning_rate * grads * jnp.array([1e4, 1e4, 1e4, 1.0])
        return params
