import jax
import jax.numpy as jnp

from odenet.dynamics import MLPDynamics
from odenet.solvers import odeint_rk4


class NeuralODERegressor:
    """Features are the ODE's initial state; the prediction is a linear read-out of the state at t=1."""

    def __init__(self, dim=2, hidden=32, num_steps=8):
        self.dynamics = MLPDynamics(dim, hidden)
        self.num_steps = num_steps
        self.evals_per_forward = 4 * num_steps

    def init(self, key):
        d_key, h_key = jax.random.split(key)
        return {"dynamics": self.dynamics.init(d_key),
                "head": jax.random.normal(h_key, (self.dynamics.dim,)) * 0.1}

    def __call__(self, params, x):
        y1 = odeint_rk4(self.dynamics, params["dynamics"], x, num_steps=self.num_steps)
        return y1 @ params["head"]

    def loss(self, params, x, y):
        return jnp.mean((self(params, x) - y) ** 2)
