"""A small gradient-based MAP fitter: the log density's value and gradient are jitted once."""

import jax
import jax.numpy as jnp


class MAPFitter:
    def __init__(self, log_density, step_size=0.02):
        self.step_size = step_size
        self._value_and_grad = jax.jit(jax.value_and_grad(log_density))

    def run(self, params, *args, num_steps=50):
        for _ in range(num_steps):
            value, grads = self._value_and_grad(params, *args)
            params = jax.tree_util.tree_map(lambda p, g: p + self.step_size * g, params, grads)
        return params, value


def init_params():
    return {"mean": jnp.array(0.0), "log_sigma": jnp.array(0.0), "log_rho": jnp.array(1.0),
            "log_Q": jnp.array(0.0)}
