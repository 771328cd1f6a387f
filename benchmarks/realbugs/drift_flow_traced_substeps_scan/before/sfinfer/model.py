from typing import NamedTuple

import jax.numpy as jnp


class FlowSettings(NamedTuple):
    dt: float = 0.05
    n_substeps: int = 8


class CubicDrift:
    """Overdamped particle in a double well: f(x) = a x - b x^3 (+ a coupling between the two coordinates)."""

    def __init__(self, dim=2):
        self.dim = dim

    def init_params(self):
        return {"a": jnp.float32(0.5), "b": jnp.float32(0.5), "c": jnp.float32(0.0)}

    def field(self, params):
        def drift(x):
            coupling = params["c"] * x[::-1]
            return params["a"] * x - params["b"] * x ** 3 + coupling
        return drift
